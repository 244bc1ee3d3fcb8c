// Next.js's proxy (what middleware was): the studio's security headers on every page, with a fresh CSP nonce per
// request that Next.js puts on its own scripts (lib/proxy/security-headers.ts), and the Origin, size and depth of
// server actions (lib/proxy/action-origin.ts, lib/proxy/action-body.ts). The REST API (/api/*) and static files
// are left alone: the API keeps its own headers.
import { NextResponse, type NextRequest } from "next/server";
import { actionBodyRefusal } from "./lib/proxy/action-body";
import { actionOriginRefused, FORBIDDEN_ORIGIN } from "./lib/proxy/action-origin";
import {
  CAPTURE_SECURITY_HEADERS,
  contentSecurityPolicy,
  isCapturePath,
  newNonce,
  SECURITY_HEADERS,
} from "./lib/proxy/security-headers";

export async function proxy(request: NextRequest) {
  // A server action is checked before Next.js and React parse it: a forged Origin is 403, a body too large 413, too
  // deep 400, never 500.
  if (request.method === "POST" && request.headers.has("next-action")) {
    if (
      actionOriginRefused(
        request.headers.get("origin"),
        request.headers.get("x-forwarded-host") ?? request.headers.get("host"),
      )
    ) {
      return NextResponse.json(FORBIDDEN_ORIGIN, { status: 403, headers: SECURITY_HEADERS });
    }
    const refusal = actionBodyRefusal(new Uint8Array(await request.clone().arrayBuffer()));
    if (refusal)
      return new NextResponse(refusal.message, {
        status: refusal.status,
        headers: { "Content-Type": "text/plain; charset=utf-8", ...SECURITY_HEADERS },
      });
  }
  const nonce = newNonce();
  const capture = isCapturePath(request.nextUrl.pathname);
  const policy = contentSecurityPolicy(nonce, { dev: process.env.NODE_ENV === "development", capture });
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  // The path the studio's layout sends a signed-out visitor back to after sign-in (set here, never taken from the
  // client: any x-capture-path a request brings is overwritten).
  headers.set("x-capture-path", requestPath(request));
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  for (const [name, value] of Object.entries(capture ? CAPTURE_SECURITY_HEADERS : SECURITY_HEADERS))
    response.headers.set(name, value);
  return response;
}

/** The path and query as the visitor asked for them, without Next.js's internal `_rsc` parameter. */
function requestPath(request: NextRequest): string {
  const url = request.nextUrl.clone();
  url.searchParams.delete("_rsc");
  return `${url.pathname}${url.search}`;
}

export const config = {
  matcher: [{ source: "/((?!api/|api$|_next/static|_next/image|monaco/).*)" }],
};
