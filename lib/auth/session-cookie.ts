import "server-only";
// Reads the studio's encrypted session cookie on the server: it carries only the id of a server-side session
// record (lib/db/repositories/studio-sessions.ts), which every request checks.
import { cookies } from "next/headers";
import { getToken } from "next-auth/jwt";

// next-auth names the cookie by the protocol it saw (`__Secure-` over HTTPS); the salt is the cookie's name.
export const SESSION_COOKIE_NAMES = ["__Secure-authjs.session-token", "authjs.session-token"];

/** The session id of this request's cookie, or null. */
export async function readSessionId(): Promise<string | null> {
  const secret = process.env.AUTH_SECRET;
  if (!secret) return null;
  const jar = await cookies();
  const all = jar.getAll();
  const cookieHeader = all.map(({ name, value }) => `${name}=${value}`).join("; ");
  for (const cookieName of SESSION_COOKIE_NAMES) {
    if (!all.some(({ name }) => name === cookieName || name.startsWith(`${cookieName}.`))) continue;
    const token = await getToken({
      req: { headers: { cookie: cookieHeader } },
      secret,
      cookieName,
      salt: cookieName,
      secureCookie: cookieName.startsWith("__Secure-"),
    }).catch(() => null);
    if (typeof token?.sid === "string") return token.sid;
  }
  return null;
}
