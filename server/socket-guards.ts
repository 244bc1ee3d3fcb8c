// What the custom server answers before Next.js sees a request: methods the API does not implement (501),
// bodies announced larger than the limit (413, then drained so the client can read it), API paths with a trailing
// slash (404, where Next.js would redirect) or malformed percent-encoding (400), targets over MAX_URL_BYTES (414),
// headers over MAX_HEADER_BYTES (431), requests Node's parser refused (400), and plain HTTP when HTTPS is enforced
// (docs/decisions.md §7, §8). Absolute-form targets are reduced to their path, so no answer can point at the host
// they name.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { BODY_LIMIT_BYTES } from "../lib/api/body";
import type { ErrorName } from "../lib/api/errors";
import { answerVersion, DEPRECATED_VERSIONS, mediaTypeOf } from "../lib/api/negotiate";

export const IMPLEMENTED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
export const HSTS = "max-age=31536000; includeSubDomains";
const METHODS_LINE = "Use GET, HEAD, POST, PUT, PATCH, DELETE or OPTIONS.";

export function errorBody(error: ErrorName, message: string): string {
  return JSON.stringify({ error, message, details: {} });
}

/** The headers every answer of ours carries, in the version the client would get (docs/decisions.md §1.5, §8.1). */
function commonHeaders(accept: string | string[] | undefined): Record<string, string> {
  const version = answerVersion(typeof accept === "string" ? accept : null);
  return {
    "Content-Type": mediaTypeOf(version),
    "Strict-Transport-Security": HSTS,
    Vary: "Accept",
    ...(DEPRECATED_VERSIONS.has(version) ? { Deprecation: "true" } : {}),
  };
}

export function sendError(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  error: ErrorName,
  message: string,
  headers: Record<string, string> = {},
): void {
  const body = errorBody(error, message);
  res.writeHead(status, {
    ...commonHeaders(req.headers.accept),
    "Content-Length": Buffer.byteLength(body),
    ...headers,
  });
  res.end(body);
}

/** A complete raw HTTP/1.1 error for sockets Node's parser gave up on, and CONNECT; then the connection closes. */
function rawError(
  socket: Socket,
  statusLine: string,
  error: ErrorName,
  message: string,
  accept?: string | string[],
): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = errorBody(error, message);
  const headers = Object.entries(commonHeaders(accept))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.end(
    `HTTP/1.1 ${statusLine}\r\n${headers}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: ` +
      `close\r\n\r\n${body}`,
  );
}

/** 501 for CONNECT (its request, when Node parsed one) and for method tokens Node's parser refuses. */
export function rawNotImplemented(socket: Socket, req?: IncomingMessage): void {
  const what = req?.method ? `The HTTP method ${req.method} is` : "This HTTP method is";
  rawError(
    socket,
    "501 Not Implemented",
    "notImplemented",
    `${what} not implemented by this API. ${METHODS_LINE}`,
    req?.headers.accept,
  );
}

/** 400 for a request Node's parser refused (a malformed header or request line, an unknown HTTP version). */
export function rawBadRequest(socket: Socket): void {
  rawError(
    socket,
    "400 Bad Request",
    "badRequest",
    "The request is not well-formed HTTP/1.1 (check the request line and the headers).",
  );
}

/** The most a request line's target, and all header lines together, may take (each answered apart: 414, 431). */
export const MAX_URL_BYTES = 16 * 1024;
export const MAX_HEADER_BYTES = 16 * 1024;
/**
 * Node's parser gives up past this (server/main.ts passes it as maxHeaderSize); below it guardRequest tells 414 from
 * 431.
 */
export const PARSER_HEADER_LIMIT = 64 * 1024;

/**
 * 414 or 431 for a request past even the parser's limit. The parser says only "header overflow" and shows only the
 * chunk it was reading: 414 when that chunk starts a request line that does not end within 16 KB, else 431.
 */
export function rawTooLarge(socket: Socket, rawPacket: Buffer | undefined): void {
  const firstLineEnd = rawPacket ? rawPacket.indexOf("\r\n") : 0;
  const startsRequestLine = rawPacket !== undefined && /^[A-Z]+ /.test(rawPacket.subarray(0, 16).toString("latin1"));
  if (startsRequestLine && (firstLineEnd === -1 || firstLineEnd > MAX_URL_BYTES))
    rawError(socket, "414 URI Too Long", "uriTooLong", uriTooLongMessage);
  else rawError(socket, "431 Request Header Fields Too Large", "headersTooLarge", headersTooLargeMessage);
}

const uriTooLongMessage =
  `The request target is longer than ${MAX_URL_BYTES} bytes. Send ` + `long data in a request body instead.`;
const headersTooLargeMessage =
  `The request headers are larger than ${MAX_HEADER_BYTES} bytes ` + `in all. Send fewer or shorter headers.`;

export type HttpsPolicy = { enforceHttps: boolean; trustProxy: boolean };

/**
 * The entry our reverse proxy wrote into a forwarding header. Proxies append to these lists, so everything left of
 * the last entry came from the client and proves nothing.
 */
function lastForwarded(value: string | string[] | undefined): string {
  return (
    String(value ?? "")
      .split(",")
      .pop()
      ?.trim() ?? ""
  );
}

function arrivedOverHttps(req: IncomingMessage, policy: HttpsPolicy): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  return policy.trustProxy && lastForwarded(req.headers["x-forwarded-proto"]).toLowerCase() === "https";
}

/**
 * The client's address for the token throttle: the socket's, or what the trusted proxy saw; never the client's claim.
 */
export function clientAddress(req: IncomingMessage, policy: HttpsPolicy): string {
  return (
    (policy.trustProxy ? lastForwarded(req.headers["x-forwarded-for"]) : "") || req.socket.remoteAddress || "unknown"
  );
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
/** A Host naming this machine: a page served under another name (DNS rebinding) is not on this machine. */
const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/i;
const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"];

/**
 * Whether the person is on this machine: the socket's address is loopback, the Host names this machine, and no
 * proxy is in between — never with TRUST_PROXY (a reverse proxy connects from loopback on behalf of everybody, and
 * what it forwards cannot prove the person is here), nor with any forwarding header. The sign-in page offers the
 * demo account, and /setup skips its code, only then.
 */
export function fromSameMachine(req: IncomingMessage, policy: HttpsPolicy): boolean {
  if (policy.trustProxy || FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined)) return false;
  if (!LOOPBACK_HOST.test(String(req.headers.host ?? ""))) return false;
  return LOOPBACK.test(req.socket.remoteAddress ?? "");
}

/**
 * The host (and port) the person reached: the Host header, or the trusted proxy's X-Forwarded-Host; a malformed one is
 * `localhost`.
 */
export function publicHost(req: IncomingMessage, policy: HttpsPolicy): string {
  const host =
    (policy.trustProxy ? lastForwarded(req.headers["x-forwarded-host"]) : "") || String(req.headers.host ?? "");
  return /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i.test(host) ? host : "localhost";
}

/** `https://<host without port><path>`, from a Host header that is a plain host name or address. */
export function httpsLocation(req: IncomingMessage): string {
  const host = String(req.headers.host ?? "localhost");
  const hostname = /^\[[0-9a-f:.]+\](:\d+)?$/i.test(host) ? host.replace(/\]:\d+$/, "]") : host.replace(/:\d+$/, "");
  const safeHost = /^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/i.test(hostname) ? hostname : "localhost";
  return `https://${safeHost}${originForm(req.url ?? "") ?? "/"}`;
}

/** How much of a refused body we read and throw away, and for how long, so that its sender can read our 413. */
export const DRAIN_LIMIT_BYTES = 16 * BODY_LIMIT_BYTES;
export const DRAIN_TIME_MS = 5_000;

/**
 * 413 at once, then the announced body is read and discarded (up to DRAIN_LIMIT_BYTES and DRAIN_TIME_MS) before the
 * connection may close: closing a socket that still has unread data resets it, and a client still uploading then
 * gets EPIPE or ECONNRESET instead of our answer. A body announced beyond the drain limit is not worth waiting for:
 * that connection closes right after the answer.
 */
function refuseTooLarge(req: IncomingMessage, res: ServerResponse, length: number): void {
  const drain = length <= DRAIN_LIMIT_BYTES;
  const message =
    `The request body is ${length} bytes; the limit is ${BODY_LIMIT_BYTES} ` +
    `bytes (1 MiB). Send less data per request.`;
  sendError(req, res, 413, "payloadTooLarge", message, drain ? {} : { Connection: "close" });
  if (!drain) return;
  let seen = 0;
  const giveUp = () => req.socket.destroy();
  const timer = setTimeout(giveUp, DRAIN_TIME_MS);
  req.on("data", (chunk: Buffer) => {
    seen += chunk.byteLength;
    if (seen > DRAIN_LIMIT_BYTES) giveUp();
  });
  req.on("close", () => clearTimeout(timer));
}

/** The origin-form (path and query) of a request target; null for the asterisk form and anything else no path. */
function originForm(target: string): string | null {
  if (target.startsWith("/")) return target;
  if (!/^https?:\/\//i.test(target)) return null;
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Answers the request itself when it must not reach Next.js; returns true when it did.
 * Order: unimplemented method (501), target or headers too long (414, 431), no path as target (400), plain HTTP
 * under ENFORCE_HTTPS (301/308), announced body too large (413), malformed percent-encoding in /api (400).
 */
export function guardRequest(req: IncomingMessage, res: ServerResponse, policy: HttpsPolicy): boolean {
  res.setHeader("Strict-Transport-Security", HSTS);
  // Overwritten on every request, so a client cannot choose its own address by sending this header.
  req.headers["x-capture-client-address"] = clientAddress(req, policy);
  req.headers["x-capture-same-machine"] = fromSameMachine(req, policy) ? "1" : "0";
  // The public origin, for links and redirects the studio makes (next-auth reads these two): what the person
  // typed, never this server's internal listener, and never a client's claim unless a trusted proxy made it.
  req.headers["x-forwarded-proto"] = arrivedOverHttps(req, policy) ? "https" : "http";
  req.headers["x-forwarded-host"] = publicHost(req, policy);
  const method = req.method ?? "";
  if (!IMPLEMENTED_METHODS.has(method)) {
    sendError(
      req,
      res,
      501,
      "notImplemented",
      `The HTTP method ${method} is not implemented by this API. ${METHODS_LINE}`,
    );
    return true;
  }
  if ((req.url ?? "").length > MAX_URL_BYTES) {
    sendError(req, res, 414, "uriTooLong", uriTooLongMessage);
    return true;
  }
  if (req.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0) > MAX_HEADER_BYTES) {
    sendError(req, res, 431, "headersTooLarge", headersTooLargeMessage);
    return true;
  }
  const target = originForm(req.url ?? "");
  if (target === null) {
    sendError(
      req,
      res,
      400,
      "badRequest",
      "The request target must be a path such as /api/events. Send OPTIONS to an endpoint, not to *.",
    );
    return true;
  }
  // An absolute-form target (GET http://other.example/api/company) names its host in the URL: only the path is
  // ours to answer, and nothing downstream may build a redirect to the host it names.
  req.url = target;
  if (policy.enforceHttps && !arrivedOverHttps(req, policy)) {
    const location = httpsLocation(req);
    res.writeHead(method === "GET" || method === "HEAD" ? 301 : 308, { Location: location, "Content-Length": 0 });
    res.end();
    return true;
  }
  const length = Number(req.headers["content-length"] ?? 0);
  if (length > BODY_LIMIT_BYTES) {
    refuseTooLarge(req, res, length);
    return true;
  }
  // Next.js would answer /api/events/ with a redirect and a plain-text body; an API path names one resource.
  const path = (req.url ?? "").split("?")[0];
  if (path.startsWith("/api/") && !decodable(path)) {
    sendError(
      req,
      res,
      400,
      "badRequest",
      "The path has a malformed percent-encoding: each % must start an escape " +
        "of UTF-8 like %C3%A9. Encode path segments with encodeURIComponent.",
    );
    return true;
  }
  if (path.startsWith("/api/") && path.endsWith("/")) {
    const canonical = path.replace(/\/+$/, "");
    sendError(
      req,
      res,
      404,
      "notFound",
      `There is no API endpoint at ${path}: API paths do not end with a slash. Use ${canonical}.`,
    );
    return true;
  }
  return false;
}
