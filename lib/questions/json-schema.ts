// The JSON Schema of an event definition ({name, type, questions}) for editors such as the studio's JSON view:
// generated from the zod schemas in schema.ts, never written by hand, with hover text taken from the rules of the
// description's question section (property tables, reserved ids, error message keys).
import { z } from "zod";
import { questionSchema, type QuestionType } from "./schema";

const PROPERTY_DOCS: Record<string, string> = {
  id:
    "Identifies the question and ties it to collected data. Camel-case " +
    "letters and digits, starting with a lower-case letter (e.g. " +
    "'jobTitle'); unique in the event. Reserved ids: fullName (split into " +
    "first/last names in exports; required for check-in), email (required " +
    "for check-in), mobile (SMS), emailMe (decides whether an instant " +
    "e-mail is sent).",
  type:
    "The question type: text, email, date, select, checkbox, checkboxGroup, " +
    "radio, label, number, tel, url, social, rating, divider or note.",
  label: "The question text. Required on every type except divider.",
  required: "Default false. true, false or a logic expression object. Not allowed on label, note and divider.",
  displayed: 'Default true. true, false, "required" (follow the required property) or a logic expression object.',
  successMessage: "Shown once an invalid e-mail value has been corrected.",
  warningMessage: "Shown before the field is interacted with.",
  errorMessages:
    "Overrides the built-in messages per error kind: required, pattern, minLength, maxLength, minVal, maxVal.",
  initialVal: "Initial value, not a placeholder.",
  placeholder: "Text shown in the empty field.",
  minLength: "Minimum length (text) or number of selections (select with multiSelect, checkboxGroup). A whole number.",
  maxLength: "Maximum length (text) or number of selections (select with multiSelect, checkboxGroup). A whole number.",
  pattern:
    "Regular expression (RE2: no lookaround, no backreferences). A string " +
    "carries no modifiers; the object form has the keys pattern and flags.",
  autoCapitalize: "characters (all letters), words, on (sentences) or off.",
  autoCorrect: "on or off: dictionary auto-correction in the app.",
  minVal: "Minimum value.",
  maxVal: "Maximum value.",
  step: "Step between values: a positive whole number.",
  options:
    "The options to choose from. Each has a label and optionally the value stored (the label is stored if absent).",
  multiSelect: "Default false. Lets people pick several options.",
  addEmpty: "Default false. When true, clients add an empty first option so the question can stay unanswered.",
  maxRating: "Number of stars: 5 or 10.",
  minLabel: "Text under the first star.",
  maxLabel: "Text under the last star.",
  value: "Value stored when selected. The label is stored if absent.",
  flags: "Regular expression modifiers, e.g. i.",
};

const ERROR_MESSAGE_DOCS: Record<string, string> = {
  required: "Replaces the message for no value on a required field.",
  pattern: "Replaces the message for a value that does not match the pattern or the type's built-in pattern.",
  minLength: "Replaces the message for a value that is too short.",
  maxLength: "Replaces the message for a value that is too long.",
  minVal: "Replaces the message for a value below the minimum.",
  maxVal: "Replaces the message for a value above the maximum.",
};

const TYPE_PROPERTY_DOCS: Partial<Record<QuestionType, Record<string, string>>> = {
  text: { subtype: "normal (default, single line), short (half-width single line) or multiline." },
  number: {
    subtype: "normal (default), short or multiline, as for text.",
    initialVal: "Initial value: a whole number.",
    minVal: "Minimum: a whole number.",
    maxVal: "Maximum: a whole number.",
  },
  date: {
    subtype: "date = YYYY-MM-DD; datetime = YYYY-MM-DDTHH:MM:SS; time = HH:MM:SS; week = YYYY-Www; month = YYYY-MM.",
    initialVal: "Initial value in the subtype's format.",
    minVal: "Earliest value, in the subtype's format.",
    maxVal: "Latest value, in the subtype's format.",
  },
  label: { subtype: "normal or header." },
  checkbox: { initialVal: "Checked by default when true." },
};

const eventSchema = z.object({
  name: z.string().meta({ description: "The event's name." }),
  type: z.enum(["standard", "checkIn"]).meta({
    description: "standard, or checkIn: a check-in event needs the questions fullName (text) and email (email).",
  }),
  questions: z.array(questionSchema).meta({ description: "The form's questions, in order (at most 1,000)." }),
});

type JsonSchema = { [key: string]: unknown; properties?: Record<string, JsonSchema>; description?: string };

/** Adds hover documentation to every property that has none, by property name (per question type where it differs). */
function describe(node: unknown, type?: QuestionType): void {
  // Lists (oneOf, anyOf, items as a list) are walked like objects, by their entries; texts, numbers and booleans
  // have nothing to document.
  if (!(node instanceof Object)) return;
  const { properties = {}, ...rest } = node as JsonSchema;
  const typeConst = (properties.type as { const?: QuestionType } | undefined)?.const;
  const own = typeConst ?? type;
  for (const [name, property] of Object.entries(properties)) {
    const text = (own && TYPE_PROPERTY_DOCS[own]?.[name]) ?? PROPERTY_DOCS[name];
    if (text && !property.description) property.description = text;
    // The keys of errorMessages share names with properties but mean the message for that error.
    if (name === "errorMessages")
      for (const [key, message] of Object.entries(property.properties ?? {}))
        message.description = ERROR_MESSAGE_DOCS[key];
    else describe(property, own);
  }
  for (const value of Object.values(rest)) describe(value, own);
}

/** The event definition's JSON Schema (draft 2020-12), as accepted on input (lenient forms included). */
export function eventJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(eventSchema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  describe(schema);
  return schema;
}
