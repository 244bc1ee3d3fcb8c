// The one set of rules for a person's fields (a company's: company.ts), and the input of the account actions: the
// /setup and invitation pages, the account page and the header's company switch import them. The messages are
// sentences a form can show as they are (a server action shows them after "Check <field>:").
import { z } from "zod";
import { displayNameSchema } from "../format/display-name";
import { MAX_PASSWORD_INPUT, MAX_PASSWORD_LENGTH } from "../../auth/password-rules";
import { companyNameSchema, companyUsernameSchema, existingCompanyUsernameSchema } from "./company";

/** A person's name: one rule everywhere (docs/security.md "Names and Activity"). */
export const personNameSchema = displayNameSchema;

export const emailSchema = z
  .string()
  .trim()
  .max(254, "Use an e-mail address of at most 254 characters.")
  .pipe(z.email("Enter an e-mail address like name@company.com."));

/**
 * A password as typed, bounded in UTF-16 units only to cap the input; the rules count characters (password-rules.ts).
 */
export const passwordInputSchema = z.string().max(MAX_PASSWORD_INPUT, `Use at most ${MAX_PASSWORD_LENGTH} characters.`);
const currentPasswordSchema = passwordInputSchema.min(1, "Enter your password.");

export const claimCodeSchema = z
  .string()
  .trim()
  .min(1, "Enter the claim code that npm run credentials printed (it starts with claim_).")
  .max(100, "A claim code has fewer than 100 characters: copy it again from the line the command printed.");

/** The account page's actions. */
export const nameChangeSchema = z.object({ name: personNameSchema });
export const emailChangeSchema = z.object({ email: emailSchema, currentPassword: currentPasswordSchema });
export const passwordChangeSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: passwordInputSchema,
});
export const newCompanySchema = z.object({ name: companyNameSchema, username: companyUsernameSchema });
export const claimSchema = z.object({ code: claimCodeSchema });
/** The header's company switch. */
export const switchCompanySchema = z.object({ username: existingCompanyUsernameSchema });
/** A new person's account (/setup, an invitation); /setup adds its code and the company. */
export const newAccountSchema = z.object({ name: personNameSchema, email: emailSchema, password: passwordInputSchema });
