// Input of the owners' settings actions (members, invitations, API clients, the company), checked on the server.
// The company's name and the invitation's e-mail follow company.ts and account.ts.
import { z } from "zod";
import { ROLES } from "../access/roles";
import { emailSchema } from "./account";
import { companyNameSchema } from "./company";
import { rowIdSchema } from "./row-id";

export const roleSchema = z.enum(ROLES, { error: "choose owner, editor or viewer" });
export const personRefSchema = z.object({ personId: rowIdSchema });
export const inviteSchema = z.object({
  role: roleSchema,
  note: z
    .string()
    .trim()
    .max(200, "use at most 200 characters")
    .transform((value) => value || null),
  /** Only a person with this address may use the link (docs/security.md "Invitations"); empty: anyone with it. */
  email: z
    .string()
    .trim()
    .max(254, "use an e-mail address of at most 254 characters")
    .refine(
      (value) => value === "" || emailSchema.safeParse(value).success,
      "enter an e-mail address like name@company.com, or leave it empty so that anyone with the link can join",
    )
    .optional()
    .transform((value) => value?.toLowerCase() || null),
});
export const invitationRefSchema = z.object({ invitationId: rowIdSchema });
export const changeRoleSchema = personRefSchema.extend({ role: roleSchema });
export const clientNameSchema = z.object({
  name: z.string().trim().min(1, "give the client a name, like “Badge scanner”").max(100, "use at most 100 characters"),
});
const clientIdSchema = z.string().regex(/^cs_[0-9a-f]{24}$/, "not an API client id");
export const clientRefSchema = z.object({ clientId: clientIdSchema });
/** Removing a member; `revokeClientIds`: the API clients they made that go too (the others keep working). */
export const removeMemberSchema = personRefSchema.extend({
  revokeClientIds: z.array(clientIdSchema).max(100, "revoke at most 100 clients at once").default([]),
});
export const renameCompanySchema = z.object({ name: companyNameSchema });
export const noInputSchema = z.object({}).strict();
