// Which requests the API answers, and the headers it may believe.
import type { IncomingMessage } from "node:http";

/** `/api` and everything under it is the API's (a JSON 404 for what names no endpoint); the rest is the studio's. */
export function isApiPath(target: string): boolean {
  return target.startsWith("/api") && (target.length === 4 || target[4] === "/" || target[4] === "?");
}

/** Set by guardRequest from the socket, never from the client (server/socket-guards.ts). */
const TRUSTED = ["x-capture-client-address", "x-capture-same-machine"];

/**
 * guardRequest overwrote these in `req.headers`; the fetch bridge reads `req.rawHeaders`, where a client's own copy
 * would still be, so they are replaced there too.
 */
export function trustHeaders(req: IncomingMessage): void {
  const raw: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (!TRUSTED.includes(req.rawHeaders[i].toLowerCase())) raw.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
  }
  for (const name of TRUSTED) {
    const value = req.headers[name];
    if (typeof value === "string") raw.push(name, value);
  }
  req.rawHeaders = raw;
}
