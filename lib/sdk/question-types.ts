// The question definitions of an event, as plain TypeScript types: the SDK's own copy of what the server
// describes with zod schemas, so that the SDK (and its package) needs neither zod nor the server's code.
// question-types.test.ts holds the two to the same shape: a change to one that the other lacks fails typecheck.

/** Every question type (the description's question section). */
export type QuestionType =
  | "text"
  | "email"
  | "date"
  | "select"
  | "checkbox"
  | "checkboxGroup"
  | "radio"
  | "label"
  | "number"
  | "tel"
  | "url"
  | "social"
  | "rating"
  | "divider"
  | "note";

/** `true`/`false`, also accepted as the strings `"true"`/`"false"`. */
export type Booleanish = boolean | "true" | "false";
/** A whole number, also accepted as a string of digits (`"5"`). */
export type Integerish = number | string;
/** A logic expression on the form's answers (MongoDB-style query: `{ "interested": true }`). */
export type LogicExpression = Record<string, unknown>;
/** A regular expression, as its source or with flags. */
export type Pattern = string | { pattern: string; flags?: string };
/** Messages shown instead of the built-in ones, per rule. */
export type ErrorMessages = {
  required?: string;
  pattern?: string;
  minLength?: string;
  maxLength?: string;
  minVal?: string;
  maxVal?: string;
};

/** Properties every question has. Unknown properties are kept as sent. */
type Base = {
  [property: string]: unknown;
  id: string;
  /** Shown always (`true`), never (`false`), when required (`"required"`), or when the expression holds. */
  displayed?: boolean | "required" | LogicExpression;
  /** Required always, never, or when the expression holds. */
  required?: boolean | LogicExpression;
  successMessage?: string;
  warningMessage?: string;
  errorMessages?: ErrorMessages;
};
type Common = Base & { label: string };
type Textual = { initialVal?: string; placeholder?: string };
type Lengths = { minLength?: Integerish; maxLength?: Integerish };

/** An option of a `select` question; options nest (groups). */
export type SelectOption = { value?: string; label: string; initialVal?: Booleanish; options?: SelectOption[] };
/** An option of a `checkboxGroup` question. */
export type ChoiceOption = { [property: string]: unknown; id?: string; label: string; initialVal?: Booleanish };
/** An option of a `radio` question. */
export type RadioOption = { [property: string]: unknown; id?: string; label: string };

export type TextQuestion = Common &
  Textual &
  Lengths & {
    type: "text";
    subtype?: "normal" | "short" | "multiline";
    pattern?: Pattern;
    autoCapitalize?: "characters" | "words" | "on" | "off";
    autoCorrect?: "on" | "off";
  };
export type EmailQuestion = Common & Textual & { type: "email" };
export type DateQuestion = Common &
  Textual & {
    type: "date";
    subtype?: "date" | "datetime" | "time" | "week" | "month";
    minVal?: string;
    maxVal?: string;
  };
export type SelectQuestion = Common &
  Lengths & {
    type: "select";
    initialVal?: string;
    options: SelectOption[];
    multiSelect?: Booleanish;
    addEmpty?: Booleanish;
  };
export type CheckboxQuestion = Common & { type: "checkbox"; initialVal?: Booleanish };
export type CheckboxGroupQuestion = Common & Lengths & { type: "checkboxGroup"; options: ChoiceOption[] };
export type RadioQuestion = Common & { type: "radio"; initialVal?: string; options: RadioOption[] };
export type LabelQuestion = Common & { type: "label"; subtype?: "normal" | "header" };
export type NumberQuestion = Common & {
  type: "number";
  subtype?: "normal" | "short" | "multiline";
  initialVal?: Integerish;
  minVal?: Integerish;
  maxVal?: Integerish;
  step?: Integerish;
  placeholder?: string;
};
export type TelQuestion = Common & Textual & { type: "tel" };
export type UrlQuestion = Common & Textual & { type: "url" };
export type SocialQuestion = Common & Textual & { type: "social" };
export type RatingQuestion = Common & {
  type: "rating";
  maxRating?: 5 | 10 | "5" | "10";
  minLabel?: string;
  maxLabel?: string;
};
/** A divider's label is optional. */
export type DividerQuestion = Base & { label?: string; type: "divider" };
export type NoteQuestion = Common & { type: "note" };

/** A question of an event's form, told apart by `type`. */
export type Question =
  | TextQuestion
  | EmailQuestion
  | DateQuestion
  | SelectQuestion
  | CheckboxQuestion
  | CheckboxGroupQuestion
  | RadioQuestion
  | LabelQuestion
  | NumberQuestion
  | TelQuestion
  | UrlQuestion
  | SocialQuestion
  | RatingQuestion
  | DividerQuestion
  | NoteQuestion;
