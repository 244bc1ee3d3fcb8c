// What the custom server answers before Next.js sees a request: methods the API does not implement (501),
// bodies announced larger than the limit (413), and plain HTTP when HTTPS is enforced (DECISIONS §7, §8).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";

export const IMPLEMENTED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
export const BODY_LIMIT_BYTES = 1024 * 1024;
export const HSTS = "max-age=31536000; includeSubDomains";
const CONTENT_TYPE = "application/vnd.service-v1.1.5+json";

export function errorBody(error: string, message: string): string {
  return JSON.stringify({ error, message, details: {} });
}

export function sendError(res: ServerResponse, status: number, error: string, message: string, headers: Record<string, string> = {}): void {
  const body = errorBody(error, message);
  res.writeHead(status, { "Content-Type": CONTENT_TYPE, "Content-Length": Buffer.byteLength(body), "Strict-Transport-Security": HSTS, ...headers });
  res.end(body);
}

/** A complete raw HTTP/1.1 501 for sockets Node's parser gave up on (unknown method tokens) and CONNECT. */
export function rawNotImplemented(socket: Socket, method = "this method"): void {
  const body = errorBody("notImplemented", `The HTTP method ${method} is not implemented by this API. Use GET, HEAD, POST, PUT, PATCH, DELETE or OPTIONS.`);
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    `HTTP/1.1 501 Not Implemented\r\nContent-Type: ${CONTENT_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Strict-Transport-Security: ${HSTS}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export type HttpsPolicy = { enforceHttps: boolean; trustProxy: boolean };

/**
 * The entry our reverse proxy wrote into a forwarding header. Proxies append to these lists, so everything left of
 * the last entry came from the client and proves nothing.
 */
function lastForwarded(value: string | string[] | undefined): string {
  return String(value ?? "").split(",").pop()?.trim() ?? "";
}

function arrivedOverHttps(req: IncomingMessage, policy: HttpsPolicy): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  return policy.trustProxy && lastForwarded(req.headers["x-forwarded-proto"]).toLowerCase() === "https";
}

/** The client's address for the token throttle: the socket's, or what the trusted proxy saw; never the client's claim. */
export function clientAddress(req: IncomingMessage, policy: HttpsPolicy): string {
  return (policy.trustProxy ? lastForwarded(req.headers["x-forwarded-for"]) : "") || req.socket.remoteAddress || "unknown";
}

/** `https://<host without port><path>`, from a Host header that is a plain host name or address. */
export function httpsLocation(req: IncomingMessage): string {
  const host = String(req.headers.host ?? "localhost");
  const hostname = /^\[[0-9a-f:.]+\](:\d+)?$/i.test(host) ? host.replace(/\]:\d+$/, "]") : host.replace(/:\d+$/, "");
  const safeHost = /^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/i.test(hostname) ? hostname : "localhost";
  return `https://${safeHost}${req.url ?? "/"}`;
}

/**
 * Answers the request itself when it must not reach Next.js; returns true when it did.
 * Order: unimplemented method (501), plain HTTP under ENFORCE_HTTPS (301/308), announced body too large (413).
 */
export function guardRequest(req: IncomingMessage, res: ServerResponse, policy: HttpsPolicy): boolean {
  res.setHeader("Strict-Transport-Security", HSTS);
  // Overwritten on every request, so a client cannot choose its own address by sending this header.
  req.headers["x-capture-client-address"] = clientAddress(req, policy);
  const method = req.method ?? "";
  if (!IMPLEMENTED_METHODS.has(method)) {
    sendError(res, 501, "notImplemented", `The HTTP method ${method} is not implemented by this API. Use GET, HEAD, POST, PUT, PATCH, DELETE or OPTIONS.`);
    return true;
  }
  if (policy.enforceHttps && !arrivedOverHttps(req, policy)) {
    const location = httpsLocation(req);
    res.writeHead(method === "GET" || method === "HEAD" ? 301 : 308, { Location: location, "Content-Length": 0 });
    res.end();
    return true;
  }
  const length = Number(req.headers["content-length"] ?? 0);
  if (length > BODY_LIMIT_BYTES) {
    sendError(res, 413, "payloadTooLarge", `The request body is ${length} bytes; the limit is ${BODY_LIMIT_BYTES} bytes (1 MiB). Send less data per request.`, {
      Connection: "close",
    });
    req.resume();
    return true;
  }
  return false;
}
