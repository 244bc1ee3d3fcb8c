// The messages validateValues reports when a question's errorMessages does not override them, for the builder to
// show as the placeholders of the errorMessages fields. error-messages.test.ts checks each against validateValues.
import { NO_VALUE, SOCIAL_MAX_LENGTH, toInteger, truthy, type ErrorMessageKey, type QuestionType } from "./constants";
import { DATE_FORMATS, type DateSubtype } from "./date-formats";

type QuestionLike = Record<string, unknown> & { id?: unknown; type?: unknown; label?: unknown };

/** How a message names the question: its label, else its id, in quotes. */
export function messageLabel(question: QuestionLike): string {
  return typeof question.label === "string" && question.label
    ? `'${question.label}'`
    : `'${String(question.id ?? "")}'`;
}

const LENGTH_UNITS: Partial<Record<QuestionType, string>> = {
  text: "characters",
  select: "selections",
  checkboxGroup: "options checked",
};
const PATTERN_MESSAGES: Partial<Record<QuestionType, string>> = {
  text: "is not in the expected format.",
  email: "is not a valid e-mail address.",
  url: "is not a valid web address (start with http://, https:// or www.).",
  social: "may contain only letters, digits and underscores.",
  tel: "is not a valid phone number.",
  number: "must be a number, like 42 or 3.5.",
};

/** The default message of each key that can apply to this question (only the ones its type can report). */
export function defaultErrorMessages(question: QuestionLike): Partial<Record<ErrorMessageKey, string>> {
  const type = question.type as QuestionType;
  const label = messageLabel(question);
  const messages: Partial<Record<ErrorMessageKey, string>> = {};
  if (NO_VALUE.has(type)) return messages;
  messages.required = `${label} is required.`;
  if (PATTERN_MESSAGES[type]) messages.pattern = `${label} ${PATTERN_MESSAGES[type]}`;
  const unit = LENGTH_UNITS[type];
  if (unit && (type !== "select" || truthy(question.multiSelect))) {
    messages.minLength = `${label} needs at least ${toInteger(question.minLength) ?? "{minLength}"} ${unit}.`;
    messages.maxLength = `${label} allows at most ${toInteger(question.maxLength) ?? "{maxLength}"} ${unit}.`;
  }
  if (type === "social") messages.maxLength = `${label} is at most ${SOCIAL_MAX_LENGTH} characters.`;
  if (type === "number") {
    messages.minVal = `${label} must be at least ${toInteger(question.minVal) ?? "{minVal}"}.`;
    messages.maxVal = `${label} must be at most ${toInteger(question.maxVal) ?? "{maxVal}"}.`;
  }
  if (type === "date") {
    const subtype = (
      typeof question.subtype === "string" && question.subtype in DATE_FORMATS ? question.subtype : "date"
    ) as DateSubtype;
    messages.pattern = `${label} must be a ${subtype} like ${DATE_FORMATS[subtype].example}.`;
    const earliest = typeof question.minVal === "string" ? question.minVal : "{minVal}";
    const latest = typeof question.maxVal === "string" ? question.maxVal : "{maxVal}";
    messages.minVal = `${label} must be on or after ${earliest}.`;
    messages.maxVal = `${label} must be on or before ${latest}.`;
  }
  if (type === "rating") {
    messages.minVal = `${label} must be at least 1 star.`;
    messages.maxVal = `${label} must be at most ${Number(question.maxRating ?? 5)} stars.`;
  }
  return messages;
}
