import "server-only";
// "Forgot your password?" (docs/security.md "Password reset"): a single-use link valid RESET_LINK_SECONDS, e-mailed
// through the outbox. Every request gets the same answer after at least RESET_ANSWER_MS whether or not the address
// is somebody's, and counts for the throttles per address and per e-mail alike, so neither the answer, its time nor
// a throttle tells who has an account.
import { hashPassword } from "../../auth/password-hash";
import { passwordProblem } from "../../auth/password-rules";
import { SignInThrottle } from "../../auth/sign-in-throttle";
import { findPersonByEmail, normaliseEmail } from "../../db/repositories/people";
import { createPasswordReset, findPasswordReset, spendPasswordReset } from "../../db/repositories/password-resets";
import { sharedHitStore } from "../../rate-limit/hit-store";
import { passwordResetMail } from "../mail/password-reset-mail";

export const RESET_LINK_SECONDS = 3600;
/** Every request's answer takes at least this long, so that making a link (or not) cannot be timed. */
export const RESET_ANSWER_MS = 750;

// Per (e-mail, address) and per address, as the sign-in throttle counts; and per e-mail whatever the address (the
// address part fixed), so nobody fills one person's mailbox from many addresses.
const RESET_LIMITS = { perAccountAddress: 3, backoffMs: 60_000, maxBackoffMs: 15 * 60_000, perAddress: 10 };
const PERSON_LIMITS = { perAccountAddress: 5, backoffMs: 5 * 60_000, maxBackoffMs: 60 * 60_000, perAddress: 1e9 };
const KEY = Symbol.for("capture-studio.reset-throttles");
const holder = globalThis as { [KEY]?: { pair: SignInThrottle; person: SignInThrottle } };
const throttles = (holder[KEY] ??= {
  pair: new SignInThrottle(sharedHitStore, { ...RESET_LIMITS, windowMs: 15 * 60_000 }, Date.now, "reset"),
  person: new SignInThrottle(sharedHitStore, { ...PERSON_LIMITS, windowMs: 60 * 60_000 }, Date.now, "reset-person"),
});

export type ResetRequestAnswer = { ok: true } | { ok: false; retryAfterSeconds: number };

export async function requestPasswordReset(
  email: string,
  address: string,
  origin: string,
): Promise<ResetRequestAnswer> {
  const started = Date.now();
  try {
    const account = normaliseEmail(email);
    const waits = await Promise.all([throttles.pair.wait(account, address), throttles.person.wait(account, "any")]);
    const seconds = Math.max(...waits.map((wait) => wait.seconds));
    if (seconds > 0) return { ok: false, retryAfterSeconds: seconds };
    await throttles.pair.recordFailure(account, address);
    await throttles.person.recordFailure(account, "any");
    const person = await findPersonByEmail(account);
    if (person)
      await createPasswordReset(person.id, RESET_LINK_SECONDS, (token) =>
        passwordResetMail(person, resetLink(origin, token)),
      );
    return { ok: true };
  } finally {
    const left = RESET_ANSWER_MS - (Date.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

export const resetLink = (origin: string, token: string) => `${origin}/reset-password/${token}`;

/** The link's person's e-mail while it can be used; null when it is unknown, used or expired. */
export async function resetLinkEmail(token: string): Promise<string | null> {
  return (await findPasswordReset(token))?.email ?? null;
}

export type ResetOutcome = { ok: true; email: string } | { ok: false; error: string };

/** Sets the new password from the link, spends it and ends every session of the person. */
export async function resetPassword(token: string, password: string): Promise<ResetOutcome> {
  const link = await findPasswordReset(token);
  if (!link) return { ok: false, error: expiredLink };
  const weak = passwordProblem(password, { email: link.email });
  if (weak) return { ok: false, error: weak };
  const used = await spendPasswordReset(token, await hashPassword(password));
  return used ? { ok: true, email: link.email } : { ok: false, error: expiredLink };
}

const expiredLink =
  "This link has been used or has expired (links are valid for one hour). Ask for a new one on the sign-in page.";
