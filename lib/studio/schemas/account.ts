// Input of the account page's actions, checked on the server before anything is written.
import { z } from "zod";
import { MAX_PASSWORD_INPUT } from "@/lib/studio/password-rules";
import { displayNameSchema } from "@/lib/studio/display-name";

// Bounded in UTF-16 units only to cap the input; the rules count characters (lib/studio/password-rules.ts).
const password = z.string().min(1, "enter your password").max(MAX_PASSWORD_INPUT, "use at most 200 characters");

export const nameSchema = z.object({ name: displayNameSchema });
export const emailChangeSchema = z.object({ email: z.string().trim().max(254).pipe(z.email("enter an e-mail address like name@company.com")), currentPassword: password });
export const passwordChangeSchema = z.object({ currentPassword: password, newPassword: z.string().max(MAX_PASSWORD_INPUT, "use at most 200 characters") });
export const newCompanySchema = z.object({
  name: z.string().trim().min(1, "enter the company's name").max(100, "use at most 100 characters"),
  username: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9._-]{1,62}$/, "use 2–63 lower-case letters, digits, dots, dashes or underscores, starting with a letter or digit"),
});
export const claimSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, "enter the claim code that npm run credentials printed (it starts with claim_)")
    .max(100, "a claim code has fewer than 100 characters: copy it again from the line the command printed"),
});
