import "server-only";
// Reads the studio's encrypted session token on the server: the only place the API client's secret is decrypted.
import { cookies } from "next/headers";
import { getToken } from "next-auth/jwt";
import type { StudioToken } from "../auth";

// next-auth names the cookie by the protocol it saw (`__Secure-` over HTTPS); the salt is the cookie's name.
const COOKIE_NAMES = ["__Secure-authjs.session-token", "authjs.session-token"];

export async function readStudioToken(): Promise<StudioToken | null> {
  const secret = process.env.AUTH_SECRET;
  if (!secret) return null;
  const jar = await cookies();
  const cookieHeader = jar
    .getAll()
    .map(({ name, value }) => `${name}=${value}`)
    .join("; ");
  for (const cookieName of COOKIE_NAMES) {
    if (!jar.getAll().some(({ name }) => name === cookieName || name.startsWith(`${cookieName}.`))) continue;
    const token = await getToken({ req: { headers: { cookie: cookieHeader } }, secret, cookieName, salt: cookieName, secureCookie: cookieName.startsWith("__Secure-") }).catch(() => null);
    if (token?.studio) return token.studio;
  }
  return null;
}
