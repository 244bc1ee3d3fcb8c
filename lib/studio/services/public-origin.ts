// The studio's public origin (invitation links, curl lines): AUTH_URL when set, else what the person reached, as
// the server (server/main.ts) tells it in X-Forwarded-Proto and X-Forwarded-Host (server/socket-guards.ts, publicHost)
// — never
// the internal listener's loopback port.
export async function publicOrigin(headers: Pick<Headers, "get">): Promise<string> {
  const configured = process.env.AUTH_URL;
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      // An unusable AUTH_URL: the request's origin below.
    }
  }
  const proto = headers.get("x-forwarded-proto") === "https" ? "https" : "http";
  return `${proto}://${headers.get("x-forwarded-host") ?? headers.get("host") ?? "localhost"}`;
}
