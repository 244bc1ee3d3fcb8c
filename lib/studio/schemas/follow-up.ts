// The follow-up e-mail's server action inputs (docs/studio.md "Follow-up e-mail").
import { z } from "zod";
import { rowIdSchema } from "./row-id";

/** Limits a person meets only by pasting something else than a mail. */
export const MAX_SUBJECT_LENGTH = 200;
export const MAX_BODY_LENGTH = 20_000;

export const followUpRefSchema = z.object({ eventId: rowIdSchema });
export const followUpSchema = followUpRefSchema
  .extend({
    enabled: z.boolean(),
    subject: z
      .string()
      .trim()
      .max(MAX_SUBJECT_LENGTH, `A subject has at most ${MAX_SUBJECT_LENGTH} characters.`)
      // A subject is one header line: the rendering strips line breaks from it anyway, the form never sends them.
      .refine((subject) => !/[\r\n]/.test(subject), "A subject is one line: remove its line breaks."),
    body: z.string().max(MAX_BODY_LENGTH, `A body has at most ${MAX_BODY_LENGTH} characters.`),
  })
  .superRefine((input, context) => {
    // Turned off, it is a draft and may be unfinished; turned on, every visitor would get an empty line or mail.
    if (!input.enabled) return;
    if (!input.subject)
      context.addIssue({
        code: "custom",
        path: ["subject"],
        message: "Write a subject before turning the follow-up on.",
      });
    if (!input.body.trim())
      context.addIssue({
        code: "custom",
        path: ["body"],
        message: "Write the mail's text before turning the follow-up on.",
      });
  });
export type FollowUpInput = z.infer<typeof followUpSchema>;
