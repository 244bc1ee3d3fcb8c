// The person behind a studio sign-in, told to the token endpoint. The API sees the studio's own address for every
// studio user, so its per-address throttle would lock everybody out for one person's guesses. The studio names the
// person's address in a header signed with a key derived from AUTH_SECRET (HMAC-SHA256, timestamped); the token
// endpoint believes it only when the signature verifies, so no outside client can claim another address.
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

export const FORWARDED_FOR_HEADER = "x-capture-forwarded-for";
/** How long a signature holds: long enough for a slow token request and its retries, too short to replay usefully. */
const MAX_AGE_SECONDS = 120;

function keyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "capture-studio", "forwarded-for", 32));
}

const mac = (key: Buffer, payload: string) => createHmac("sha256", key).update(payload).digest("base64url");

/** `<address> <unix seconds> <signature>`; addresses hold no spaces. */
export function signForwardedFor(address: string, secret: string, nowMs = Date.now()): string {
  const payload = `${address.replace(/\s/g, "")} ${Math.floor(nowMs / 1000)}`;
  return `${payload} ${mac(keyFrom(secret), payload)}`;
}

/** The address of a header signed with `secret` within the last two minutes; null for anything else. */
export function verifyForwardedFor(
  value: string | null,
  secret: string | undefined,
  nowMs = Date.now(),
): string | null {
  if (!value || !secret) return null;
  const [address, seconds, signature, ...rest] = value.split(" ");
  if (!address || !seconds || !signature || rest.length || !/^\d+$/.test(seconds)) return null;
  const age = nowMs / 1000 - Number(seconds);
  if (age < -5 || age > MAX_AGE_SECONDS) return null;
  const expected = Buffer.from(mac(keyFrom(secret), `${address} ${seconds}`));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? address : null;
}
