// The names and limits of question definitions that the editor reads on every render: types, reserved ids, error
// message keys, id and size limits. Free of zod and of the regex engine on purpose: the editor's page loads this
// file eagerly, and schema.ts, validate-definition.ts and builtin-patterns.ts (which re-export these) only on demand
// (components/editor/eager-imports.test.ts keeps it so).

export const QUESTION_TYPES = [
  "text",
  "email",
  "date",
  "select",
  "checkbox",
  "checkboxGroup",
  "radio",
  "label",
  "number",
  "tel",
  "url",
  "social",
  "rating",
  "divider",
  "note",
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const RESERVED_IDS = ["fullName", "email", "mobile", "emailMe"] as const;
export const ERROR_MESSAGE_KEYS = ["required", "pattern", "minLength", "maxLength", "minVal", "maxVal"] as const;
export type ErrorMessageKey = (typeof ERROR_MESSAGE_KEYS)[number];

/** Types on which `required` has no meaning (the description's common properties table). */
export const NO_REQUIRED: ReadonlySet<QuestionType> = new Set(["label", "note", "divider"]);
/** Types that collect no value. */
export const NO_VALUE: ReadonlySet<QuestionType> = new Set(["label", "note", "divider"]);

export const truthy = (value: unknown): boolean => value === true || value === "true";
export const toInteger = (value: unknown): number | undefined => (value === undefined ? undefined : Number(value));

export const MAX_QUESTIONS = 1000;
/** Labels (of questions and options) and ids are quoted in error messages and shown in every form. */
export const MAX_LABEL_LENGTH = 1000;
export const MAX_ID_LENGTH = 100;
export const ID_PATTERN = /^[a-z][a-zA-Z0-9]*$/;

/** A handle of at most 15 letters, digits or underscores, with an optional leading "@". */
export const SOCIAL_MAX_LENGTH = 15;
