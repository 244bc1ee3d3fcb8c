// People's passwords are stored as argon2id hashes (@node-rs/argon2, OWASP's parameters: 19 MiB, 2 passes, 1
// lane). What a new password must be: password-rules.ts. No server-only marker: the start-up (demo person) uses it too.
import { hash, verify } from "@node-rs/argon2";

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Compared against for unknown e-mails, so that they take as long as a wrong password. */
let dummy: Promise<string> | undefined;

/** Whether `password` matches `stored`; with no stored hash, spends the same time and says no. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword("capture-studio-dummy-password");
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
