// People's passwords are stored as argon2id hashes (@node-rs/argon2, OWASP's parameters: 19 MiB, 2 passes, 1
// lane), of the password's NFKC form (password-rules.ts), so a password set in one Unicode form signs in when typed
// in another. Hashes made before that were of the password as typed: they still match, and the caller re-hashes.
// No server-only marker: the start-up (demo person) uses it too.
import { hash, verify } from "@node-rs/argon2";
import { normalisePassword } from "./password-rules";

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(normalisePassword(password), OPTIONS);
}

/** Compared against for unknown e-mails, so that they take as long as a wrong password. */
let dummy: Promise<string> | undefined;

/**
 * Whether `password` matches `stored`: "match", or "legacy" when only the password as typed matches (a hash made
 * before passwords were normalised: hash it anew); null when neither does. With no stored hash, spends the same
 * time and says no.
 */
export async function matchPassword(password: string, stored: string | null): Promise<"match" | "legacy" | null> {
  const normal = normalisePassword(password);
  const against = stored ?? (await (dummy ??= hash("capture-studio-dummy-password", OPTIONS)));
  const check = (candidate: string) => verify(against, candidate).catch(() => false);
  if ((await check(normal)) && stored) return "match";
  if (normal !== password && (await check(password)) && stored) return "legacy";
  return null;
}

/** Whether `password` matches `stored` (in either form; see matchPassword). */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  return (await matchPassword(password, stored)) !== null;
}
