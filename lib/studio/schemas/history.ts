// The History panel's server action inputs (docs/studio.md "History").
import { z } from "zod";
import { rowIdSchema } from "./row-id";

export const versionsPageSchema = z.object({ eventId: rowIdSchema, from: z.number().int().min(0) });
export const versionRefSchema = z.object({ eventId: rowIdSchema, n: rowIdSchema });
export const nameVersionSchema = versionRefSchema.extend({
  name: z.string().trim().max(100, "A version's name has at most 100 characters."),
});
