// A question's properties for people (docs/architecture.md "What the studio tells people"): their names as the
// inspector says them, and their
// values in words — texts quoted, options by label, conditions as sentences. The conflict dialog and the import's
// before/after show them; the JSON stays one click away there.
import type { Question } from "@/lib/questions";
import { expressionInWords } from "@/lib/logic/condition-words";
import { isPlainObject } from "@/lib/logic/is-plain-object";

const PROPERTY_NAMES: Record<string, string> = {
  label: "Question",
  id: "Id",
  type: "Type",
  options: "Options",
  displayed: "Shown",
  required: "Required",
  placeholder: "Placeholder",
  hint: "Hint",
  text: "Text",
  minLength: "Minimum length",
  maxLength: "Maximum length",
  minVal: "Minimum",
  maxVal: "Maximum",
  pattern: "Pattern",
  errorMessages: "Error messages",
};

export const propertyName = (property: string) => PROPERTY_NAMES[property] ?? property;

const MAX_OPTIONS = 8;

function optionsInWords(options: unknown): string {
  if (!Array.isArray(options)) return JSON.stringify(options);
  if (options.length === 0) return "no options";
  const labelOf = (option: unknown): string => {
    if (!isPlainObject(option)) return JSON.stringify(option);
    const label = typeof option.label === "string" && option.label.trim() ? option.label : "(no label)";
    return Array.isArray(option.options) ? `${label}: ${option.options.map(labelOf).join(", ")}` : label;
  };
  const shown = options.slice(0, MAX_OPTIONS).map(labelOf).join(" · ");
  return options.length > MAX_OPTIONS ? `${shown} · and ${options.length - MAX_OPTIONS} more` : shown;
}

/** A property's value for people: texts quoted, options by label, conditions in words (questions named from `form`). */
export function valueInWords(property: string, value: unknown, form: readonly Question[]): string {
  if (property === "displayed" || property === "required") {
    if (value === undefined) return property === "displayed" ? "Always" : "Never";
    if (value === true || value === "true") return "Always";
    if (value === false || value === "false") return "Never";
    if (value === "required") return "When required";
    if (isPlainObject(value)) return `Only when ${expressionInWords(value, form)}`;
  }
  if (value === undefined) return "not set";
  if (property === "options") return optionsInWords(value);
  if (typeof value === "string") return `“${value}”`;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const json = JSON.stringify(value);
  return json.length > 120 ? `${json.slice(0, 119)}…` : json;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export type FieldChange = { property: string; name: string; before: string; after: string };

/** The properties whose values differ between two versions of a question, each before and after in words. */
export function fieldChanges(
  before: Question,
  after: Question,
  forms: { before: readonly Question[]; after: readonly Question[] },
): FieldChange[] {
  const left = before as Record<string, unknown>;
  const right = after as Record<string, unknown>;
  const properties = [...new Set([...Object.keys(left), ...Object.keys(right)])].filter(
    (property) => !same(left[property], right[property]),
  );
  // The inspector's order: what it asks first, then the rest by name.
  const rank = (property: string) => {
    const at = Object.keys(PROPERTY_NAMES).indexOf(property);
    return at < 0 ? Object.keys(PROPERTY_NAMES).length : at;
  };
  properties.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return properties.map((property) => ({
    property,
    name: propertyName(property),
    before: valueInWords(property, left[property], forms.before),
    after: valueInWords(property, right[property], forms.after),
  }));
}
