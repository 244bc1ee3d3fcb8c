// Changing a question's type: keep every property the new type still has, in a form it
// accepts, and name everything that is lost so the inspector can say so before it happens.
import type { Question } from "@/lib/questions";
import { truthy, type QuestionType } from "@/lib/questions/constants";
import { DATE_FORMATS, isValidDateValue } from "@/lib/questions/date-formats";
import { QUESTION_TYPE_INFO, type PropertyInfo } from "@/lib/questions/metadata";
import { isPlainObject } from "@/lib/logic/is-plain-object";

type Loose = Record<string, unknown>;
type ChoiceOption = { id?: string; label: string; initialVal?: boolean | "true" | "false" };
type SelectOptionLike = {
  value?: string;
  label: string;
  initialVal?: boolean | "true" | "false";
  options?: SelectOptionLike[];
};

const OPTION_TYPES: ReadonlySet<QuestionType> = new Set(["select", "radio", "checkboxGroup"]);
// Properties some type knows; anything else on a question was sent by someone else and is kept as it is.
const KNOWN = new Set(
  Object.values(QUESTION_TYPE_INFO).flatMap((info) => info.properties.map((property) => property.name)),
);

const isIntegerish = (value: unknown) =>
  Number.isInteger(value) || (typeof value === "string" && /^-?\d+$/.test(value));

/** The value in a form the target property accepts, or undefined when it cannot be kept. */
function fit(value: unknown, property: PropertyInfo, target: Loose): unknown {
  if (target.type === "date" && ["initialVal", "minVal", "maxVal"].includes(property.name)) {
    const subtype = (
      typeof target.subtype === "string" && target.subtype in DATE_FORMATS ? target.subtype : "date"
    ) as keyof typeof DATE_FORMATS;
    return typeof value === "string" && isValidDateValue(subtype, value) ? value : undefined;
  }
  switch (property.kind) {
    case "string":
      return typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;
    case "integer":
      return isIntegerish(value) ? value : undefined;
    case "boolean":
      return typeof value === "boolean" || value === "true" || value === "false" ? value : undefined;
    case "enum":
      return property.values?.includes(String(value)) ? value : undefined;
    default:
      // pattern, logic and errorMessages have the same shape on every type that has them.
      return value;
  }
}

const storedChoice = (option: ChoiceOption) => option.id ?? option.label;
const storedSelect = (option: SelectOptionLike) => option.value ?? option.label;

/** Options in the target type's shape; groups are flattened where the target has none. */
function convertOptions(source: Loose, to: QuestionType, dropped: string[]): unknown[] {
  const from = source.type as QuestionType;
  const list = Array.isArray(source.options) ? (source.options as unknown[]).filter(isPlainObject) : [];
  // Flatten select groups into plain options, as one list of {stored, label, initialVal, extra}.
  const flat: { stored?: string; label: string; initialVal?: unknown; extra: Loose }[] = [];
  const groups: string[] = [];
  const walk = (options: Loose[]) => {
    for (const option of options) {
      // Never select to select: a type that stays returns early (convertQuestion).
      if (from === "select" && Array.isArray(option.options)) {
        groups.push(String(option.label ?? ""));
        walk((option.options as unknown[]).filter(isPlainObject));
        continue;
      }
      const { id, value, label, initialVal, ...extra } = option;
      const stored = from === "select" ? value : id;
      flat.push({
        stored: typeof stored === "string" ? stored : undefined,
        label: String(label ?? ""),
        initialVal,
        extra,
      });
    }
  };
  walk(list);
  if (groups.length)
    dropped.push(
      `option groups (${groups.map((label) => `'${label}'`).join(", ")}): their options are kept, ungrouped`,
    );

  // Radio keeps its one default on the question (moveDefaults).
  const keepsDefaults = to !== "radio";
  return flat.map(({ stored, label, initialVal, extra }) => {
    const converted: Loose = { ...extra, label };
    if (stored !== undefined) converted[to === "select" ? "value" : "id"] = stored;
    if (initialVal !== undefined && keepsDefaults) converted.initialVal = initialVal;
    return converted;
  });
}

/** Radio keeps one default at the question; the others keep theirs on the options. */
function moveDefaults(source: Loose, target: Loose, dropped: string[]) {
  const from = source.type as QuestionType;
  const to = target.type as QuestionType;
  const options = Array.isArray(source.options) ? (source.options as unknown[]).filter(isPlainObject) : [];
  // `from` is never radio here: a type that stays returns early (convertQuestion).
  if (to === "radio") {
    const defaults = options.filter((option) => truthy(option.initialVal));
    if (defaults.length && target.initialVal === undefined) {
      const first = defaults[0];
      target.initialVal =
        from === "select" ? storedSelect(first as SelectOptionLike) : storedChoice(first as ChoiceOption);
      if (defaults.length > 1)
        dropped.push(
          `the default selection of ${defaults.length - 1} more option${defaults.length > 2 ? "s" : ""} ` +
            `(a radio question has one default)`,
        );
    }
  }
  // A question-level default (radio, single select) becomes the matching option's default in a checkbox group.
  if (to === "checkboxGroup" && typeof source.initialVal === "string") {
    const chosen = (target.options as Loose[]).find((option) => (option.id ?? option.label) === source.initialVal);
    if (chosen) chosen.initialVal = true;
    else dropped.push("initialVal");
  }
}

export function convertQuestion(question: Question, to: QuestionType): { question: Question; dropped: string[] } {
  const source = question as Loose;
  if (source.type === to) return { question, dropped: [] };
  const info = QUESTION_TYPE_INFO[to];
  const properties = new Map(info.properties.map((property) => [property.name, property]));
  const dropped: string[] = [];
  const target: Loose = { id: source.id, type: to };

  if (info.hasLabel) target.label = typeof source.label === "string" ? source.label : "";
  else if (typeof source.label === "string" && source.label !== "") dropped.push("label");

  // subtype first: the date values below are checked against the new subtype. fit keeps no subtype that is not there.
  const subtype = properties.get("subtype");
  if (subtype && fit(source.subtype, subtype, target) !== undefined) target.subtype = source.subtype;

  for (const [name, value] of Object.entries(source)) {
    if (name === "id" || name === "type" || name === "label" || name === "subtype" || value === undefined) continue;
    if (!KNOWN.has(name)) {
      target[name] = value;
      continue;
    }
    // A type that takes no `required` (label, note, divider) has no such property: it is dropped below.
    const property = properties.get(name);
    if (property?.kind === "options") {
      target.options = convertOptions(source, to, dropped);
      continue;
    }
    // moveDefaults
    if (name === "initialVal" && to === "checkboxGroup" && OPTION_TYPES.has(source.type as QuestionType)) continue;
    const kept = property ? fit(value, property, target) : undefined;
    if (kept === undefined) dropped.push(name);
    else target[name] = kept;
  }
  if (source.subtype !== undefined && target.subtype === undefined) dropped.push("subtype");

  if (OPTION_TYPES.has(to)) {
    target.options ??= [];
    moveDefaults(source, target, dropped);
    // A checkbox group collects several answers: as a drop-down it stays multi-select.
    if (to === "select" && source.type === "checkboxGroup") target.multiSelect = true;
  }
  return { question: target as Question, dropped };
}
