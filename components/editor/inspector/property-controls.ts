// Which control edits which property (docs/studio.md "Edit a question"), derived from
// QUESTION_TYPE_INFO so a type and its panel cannot drift apart: a new property kind fails to compile here.
import type { PropertyInfo, QuestionType } from "@/lib/questions";

export type Control =
  | "text"
  | "integer"
  | "switch"
  | "segmented"
  | "select"
  | "date"
  | "optionChoice"
  | "options"
  | "pattern"
  | "logic"
  | "errorMessages";

/** Segmented controls fit up to this many choices (the "not set" choice included); more become a select. */
export const MAX_SEGMENTS = 4;
const DATE_VALUES = new Set(["initialVal", "minVal", "maxVal"]);

/** The choices of an enum property: its values, and "not set" first when it has no default. */
export function enumChoices(property: PropertyInfo): { value: string | undefined; label: string }[] {
  const values = (property.values ?? []).map((value) => ({ value, label: VALUE_LABELS[value] ?? value }));
  return property.default === undefined ? [{ value: undefined, label: "Not set" }, ...values] : values;
}

export function controlFor(type: QuestionType, property: PropertyInfo): Control {
  switch (property.kind) {
    case "string":
      if (type === "date" && DATE_VALUES.has(property.name)) return "date";
      // The default of a drop-down or radio question is one of its options' stored values.
      if ((type === "select" || type === "radio") && property.name === "initialVal") return "optionChoice";
      return "text";
    case "integer":
      return "integer";
    case "boolean":
      return "switch";
    case "enum":
      return enumChoices(property).length <= MAX_SEGMENTS ? "segmented" : "select";
    case "options":
    case "pattern":
    case "logic":
    case "errorMessages":
      return property.kind;
  }
}

const VALUE_LABELS: Record<string, string> = {
  normal: "Normal",
  short: "Short",
  multiline: "Multi-line",
  header: "Header",
  date: "Date",
  datetime: "Date and time",
  time: "Time",
  week: "Week",
  month: "Month",
  characters: "Characters",
  words: "Words",
  on: "On",
  off: "Off",
  "5": "5 stars",
  "10": "10 stars",
};

type PropertyText = { label: string; hint?: string };
const PROPERTY_TEXT: Record<string, PropertyText> = {
  subtype: { label: "Variant" },
  initialVal: { label: "Initial value", hint: "Filled in when the form opens." },
  placeholder: { label: "Placeholder", hint: "Shown in the empty field." },
  minLength: { label: "Minimum length" },
  maxLength: { label: "Maximum length" },
  minVal: { label: "Minimum" },
  maxVal: { label: "Maximum" },
  step: { label: "Step", hint: "Values go up in steps of this size." },
  pattern: { label: "Pattern", hint: "A regular expression the answer must match." },
  autoCapitalize: { label: "Auto-capitalise", hint: "How a tablet's keyboard capitalises." },
  autoCorrect: { label: "Auto-correct" },
  options: { label: "Options" },
  multiSelect: { label: "Several answers", hint: "Let people pick more than one option." },
  addEmpty: { label: "Empty first option", hint: "So the question can stay unanswered." },
  required: { label: "Required" },
  displayed: { label: "Shown" },
  successMessage: { label: "Success message", hint: "Shown when the answer is valid." },
  warningMessage: { label: "Warning message", hint: "Shown beside the field as a caution." },
  errorMessages: { label: "Error messages", hint: "Leave a message empty to use the default shown." },
  maxRating: { label: "Stars" },
  minLabel: { label: "Text under the first star" },
  maxLabel: { label: "Text under the last star" },
};

// Where a type gives a property a narrower meaning than its name says.
const TYPE_TEXT: Partial<Record<QuestionType, Record<string, PropertyText>>> = {
  checkbox: { initialVal: { label: "Ticked at first" } },
  select: {
    minLength: { label: "Fewest selections", hint: "Only with several answers." },
    maxLength: { label: "Most selections", hint: "Only with several answers." },
  },
  checkboxGroup: { minLength: { label: "Fewest options checked" }, maxLength: { label: "Most options checked" } },
  date: { minVal: { label: "Earliest" }, maxVal: { label: "Latest" } },
  label: { subtype: { label: "Style" } },
};

/** The label and hint of a property on a type; every property of QUESTION_TYPE_INFO has one (tested). */
export function propertyText(type: QuestionType, name: string): PropertyText | undefined {
  return TYPE_TEXT[type]?.[name] ?? PROPERTY_TEXT[name];
}
