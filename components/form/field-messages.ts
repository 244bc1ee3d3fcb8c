// The messages a question shows besides validation (docs/spec/event-capture-api-v1.1.5.md "Common properties"):
// warningMessage before the field is interacted with, successMessage once an invalid e-mail has been corrected.
import { EMAIL_PATTERN } from "@/lib/questions/value-patterns";
import type { Question } from "@/lib/questions/schema";

export type FieldMessages = { warning?: string; success?: string };

const isValidEmail = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" && EMAIL_PATTERN.test(value.trim());

/**
 * `touched`: the visitor answered the question at least once; `wasInvalid`: they left it holding an invalid
 * e-mail address at least once (FormModel keeps both).
 */
export function fieldMessages(
  question: Question,
  value: unknown,
  { touched, wasInvalid }: { touched: boolean; wasInvalid: boolean },
): FieldMessages {
  const messages: FieldMessages = {};
  if (!touched && question.warningMessage) messages.warning = question.warningMessage;
  if (question.type === "email" && question.successMessage && wasInvalid && isValidEmail(value))
    messages.success = question.successMessage;
  return messages;
}
