// What a new password must be (shared by the setup, invitation and account forms' server actions).
import { dictionary } from "@zxcvbn-ts/language-common";

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;

let common: Set<string> | undefined;
const commonPasswords = () => (common ??= new Set((dictionary["passwords-common"] as string[]).map((word) => word.toLowerCase())));

/** Why the password cannot be used, as a sentence saying what to do; null when it can. */
export function passwordProblem(password: string, context: { email?: string; name?: string } = {}): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters (a few words make a good password).`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return "This is one of the most common passwords, which attackers try first. Choose another.";
  const email = context.email?.trim().toLowerCase();
  if (email && (lower === email || lower === email.split("@")[0])) return "Do not use your e-mail address as your password. Choose another.";
  if (context.name && lower === context.name.trim().toLowerCase()) return "Do not use your name as your password. Choose another.";
  return null;
}
