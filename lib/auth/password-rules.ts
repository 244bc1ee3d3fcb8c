// What a new password must be (shared by the setup, invitation and account forms' server actions). Passwords are
// compared in Unicode's NFKC form (docs/security.md "People and sessions"): the same password typed with
// full-width letters, or composed differently by another keyboard, is the same password, so the rules judge that
// form, and password-hash.ts hashes it.
import { dictionary } from "@zxcvbn-ts/language-common";

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;
/** What the forms' schemas accept before the rules count characters: 200 characters of up to 4 UTF-16 units each. */
export const MAX_PASSWORD_INPUT = MAX_PASSWORD_LENGTH * 4;

let common: Set<string> | undefined;
const commonPasswords = () =>
  (common ??= new Set((dictionary["passwords-common"] as string[]).map((word) => word.toLowerCase())));

/** The form a password is checked and hashed in: NFKC. */
export const normalisePassword = (password: string): string => password.normalize("NFKC");

// Control characters (NUL, tab, line breaks, DEL, C1) and lone surrogates: nobody types them on purpose, and they
// are cut or changed on their way through forms, terminals and password managers.
const UNTYPABLE = /[\p{Cc}\p{Cs}]/u;

/** Why the password cannot be used, as a sentence saying what to do; null when it can. */
export function passwordProblem(password: string, context: { email?: string; name?: string } = {}): string | null {
  if (UNTYPABLE.test(password))
    return (
      "Remove the control characters (such as tab, line break or NUL) from " +
      "your password: use letters, digits, spaces and symbols."
    );
  const normal = normalisePassword(password);
  // Characters are code points: an emoji is one character, not two UTF-16 units.
  const characters = [...normal];
  if (characters.length < MIN_PASSWORD_LENGTH)
    return `Use at least ${MIN_PASSWORD_LENGTH} characters (a few words make a good password).`;
  if (characters.length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (new Set(characters).size === 1) return "Do not repeat one character: a few words make a good password.";
  const lower = normal.trim().toLowerCase();
  if (commonPasswords().has(lower))
    return "This is one of the most common passwords, which attackers try first. Choose another.";
  const email = context.email?.trim().toLowerCase();
  if (email && (lower === email || lower === email.split("@")[0]))
    return "Do not use your e-mail address as your password. Choose another.";
  if (context.name && lower === normalisePassword(context.name).trim().toLowerCase())
    return "Do not use your name as your password. Choose another.";
  return null;
}
