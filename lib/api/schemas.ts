// Request bodies (docs/decisions.md §6), as zod schemas. Server-owned attributes (id, lastModified, company) and
// unknown
// attributes are ignored, never applied.
import { z } from "zod";
import { ApiError } from "./errors";

// Its contents, and the limit of 1000 questions, are checked by validateDefinition (400 invalidQuestions).
const eventQuestionsSchema = z.array(z.unknown());

export const eventInputSchema = z.object({
  // Stored exactly as sent (never trimmed); a name of only spaces is refused rather than silently rewritten.
  name: z
    .string()
    .refine((name) => name.trim() !== "", "name must not be empty")
    .max(200, "name is at most 200 characters"),
  type: z.enum(["standard", "checkIn"]).default("standard"),
  questions: eventQuestionsSchema.default([]),
});
export type EventInputBody = z.infer<typeof eventInputSchema>;

export const eventPatchSchema = z
  .object({
    name: eventInputSchema.shape.name.optional(),
    type: z.enum(["standard", "checkIn"]).optional(),
    questions: eventQuestionsSchema.optional(),
  })
  .refine((patch) => patch.name !== undefined || patch.type !== undefined || patch.questions !== undefined, {
    message: "name the attributes to change: name, type and/or questions",
  });

export const registrationInputSchema = z.object({
  values: z.record(z.string(), z.unknown()),
});

/** The body parsed by `schema`, or 400 invalidBody naming each field that is wrong. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new ApiError("invalidBody", "The request body must be a JSON object.", {
      details: { errors: [{ path: "", message: "expected an object" }] },
    });
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  const summary = errors.map((error) => (error.path ? `${error.path}: ${error.message}` : error.message)).join("; ");
  throw new ApiError("invalidBody", `The request body is invalid: ${summary}.`, { details: { errors } });
}
