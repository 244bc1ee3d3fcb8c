// Input of the owners' settings actions (members, invitations, API clients, the company), checked on the server.
import { z } from "zod";
import { ROLES } from "@/lib/studio/roles";

export const roleSchema = z.enum(ROLES, { error: "choose owner, editor or viewer" });
export const personRefSchema = z.object({ personId: z.number().int().positive().max(2_147_483_647) });
export const inviteSchema = z.object({
  role: roleSchema,
  note: z
    .string()
    .trim()
    .max(200, "use at most 200 characters")
    .transform((value) => value || null),
});
export const invitationRefSchema = z.object({ invitationId: z.number().int().positive().max(2_147_483_647) });
export const changeRoleSchema = personRefSchema.extend({ role: roleSchema });
export const clientNameSchema = z.object({ name: z.string().trim().min(1, "give the client a name, like “Badge scanner”").max(100, "use at most 100 characters") });
export const clientRefSchema = z.object({ clientId: z.string().regex(/^cs_[0-9a-f]{24}$/, "not an API client id") });
export const companyNameSchema = z.object({ name: z.string().trim().min(1, "enter the company's name").max(100, "use at most 100 characters") });
export const noInputSchema = z.object({}).strict();
