// The operators of the visual rules, which ones fit each question type, and what kind of value each one takes
// (docs/studio.md "Write a condition with the visual rules": an operator that fits the type, and a value chosen
// from that question's options).
import { REGEX_STRING } from "@/lib/logic/operator-names";
import { DATE_FORMATS, isValidDateValue } from "@/lib/questions/date-formats";
import type { DateSubtype } from "@/lib/questions/builtin-patterns";
import { isPlainObject } from "@/lib/logic/is-plain-object";

export type RuleOperator =
  | "equals"
  | "notEquals"
  | "in"
  | "notIn"
  | "contains"
  | "matches"
  | "notMatches"
  | "count"
  | "gt"
  | "gte"
  | "lt"
  | "lte"
  | "answered"
  | "empty"
  | "displayed"
  | "required"
  // One chosen item of a list answer (checkboxGroup, multi-select) holds the condition: $elemMatch.
  | "itemIs"
  | "itemIsNot"
  | "itemIn"
  | "itemNotIn"
  | "itemMatches"
  | "itemNotMatches";

/** What people read in the operator menu. */
export const OPERATOR_LABELS: Record<RuleOperator, string> = {
  equals: "equals",
  notEquals: "does not equal",
  in: "is one of",
  notIn: "is none of",
  contains: "contains",
  matches: "matches",
  notMatches: "does not match",
  count: "has this many chosen",
  gt: "is greater than",
  gte: "is greater than or equal to",
  lt: "is less than",
  lte: "is less than or equal to",
  answered: "is answered",
  empty: "is empty",
  displayed: "is displayed",
  required: "is required",
  itemIs: "has an item equal to",
  itemIsNot: "has an item other than",
  itemIn: "has an item among",
  itemNotIn: "has an item not among",
  itemMatches: "has an item matching",
  itemNotMatches: "has an item not matching",
};

/** The operators that test one item of a list answer at a time ($elemMatch), each with the item's own operator. */
export const ITEM_OPERATORS = {
  itemIs: "equals",
  itemIsNot: "notEquals",
  itemIn: "in",
  itemNotIn: "notIn",
  itemMatches: "matches",
  itemNotMatches: "notMatches",
} as const satisfies Partial<Record<RuleOperator, RuleOperator>>;
export type ItemOperator = keyof typeof ITEM_OPERATORS;
export const isItemOperator = (operator: RuleOperator): operator is ItemOperator => operator in ITEM_OPERATORS;

export type RuleQuestion = {
  id: string;
  type: string;
  label?: unknown;
  subtype?: unknown;
  options?: unknown;
  multiSelect?: unknown;
};

/** An option a value can be chosen from: the value logic compares, its label, and its group for select. */
export type OptionChoice = { value: string; label: string; group?: string };

export type ValueKind =
  | { kind: "none" }
  | { kind: "boolean" }
  | { kind: "number"; list: boolean }
  | { kind: "text"; list: boolean }
  | { kind: "date"; list: boolean; subtype: DateSubtype; example: string }
  | { kind: "option"; list: boolean; options: OptionChoice[] }
  | { kind: "regex" }
  | { kind: "count" };

const NO_VALUE = new Set(["label", "note", "divider"]);
const STATE: RuleOperator[] = ["displayed", "required"];
const PRESENCE: RuleOperator[] = ["answered", "empty"];
const ORDER: RuleOperator[] = ["gt", "gte", "lt", "lte"];

export const isMultiValue = (question: RuleQuestion) =>
  question.type === "checkboxGroup" ||
  (question.type === "select" && (question.multiSelect === true || question.multiSelect === "true"));

/** The operators the visual rules offer for a question, in menu order. */
export function operatorsFor(question: RuleQuestion): RuleOperator[] {
  if (NO_VALUE.has(question.type)) return ["displayed"];
  if (isMultiValue(question))
    return [
      "contains",
      "in",
      "notIn",
      "count",
      ...PRESENCE,
      ...STATE,
      ...(Object.keys(ITEM_OPERATORS) as ItemOperator[]),
    ];
  switch (question.type) {
    case "checkbox":
      return ["equals", "notEquals", ...PRESENCE, ...STATE];
    case "select":
    case "radio":
      return ["equals", "notEquals", "in", "notIn", ...PRESENCE, ...STATE];
    case "number":
    case "rating":
    case "date":
      return ["equals", "notEquals", "in", "notIn", ...ORDER, ...PRESENCE, ...STATE];
    default:
      // Texts compare in code-point order ("is greater than or equal to" "M": from M to Z, say, for a second queue).
      return ["equals", "notEquals", "in", "notIn", "matches", "notMatches", ...ORDER, ...PRESENCE, ...STATE];
  }
}

/** The values logic compares for a select (option groups flattened), radio or checkboxGroup. */
export function optionChoices(question: RuleQuestion): OptionChoice[] {
  const choices: OptionChoice[] = [];
  const key = question.type === "select" ? "value" : "id";
  const walk = (list: unknown, group?: string) => {
    if (!Array.isArray(list)) return;
    for (const option of list) {
      if (!isPlainObject(option)) continue;
      const label = String(option.label ?? "");
      if (question.type === "select" && Array.isArray(option.options)) walk(option.options, label);
      else
        choices.push({
          value: typeof option[key] === "string" ? (option[key] as string) : label,
          label,
          ...(group === undefined ? {} : { group }),
        });
    }
  };
  walk(question.options);
  return choices;
}

/** The kind of value a rule with `operator` on `question` takes. */
export function valueKindFor(question: RuleQuestion, ruleOperator: RuleOperator): ValueKind {
  // An item operator takes the value its operator on the item takes.
  const operator = isItemOperator(ruleOperator) ? ITEM_OPERATORS[ruleOperator] : ruleOperator;
  if (operator === "answered" || operator === "empty") return { kind: "none" };
  if (operator === "displayed" || operator === "required") return { kind: "boolean" };
  if (operator === "matches" || operator === "notMatches") return { kind: "regex" };
  if (operator === "count") return { kind: "count" };
  const list = operator === "in" || operator === "notIn" || operator === "contains";
  switch (question.type) {
    case "select":
    case "radio":
    case "checkboxGroup":
      return { kind: "option", list, options: optionChoices(question) };
    case "checkbox":
      return { kind: "boolean" };
    case "number":
    case "rating":
      return { kind: "number", list };
    case "date": {
      const subtype = (
        typeof question.subtype === "string" && question.subtype in DATE_FORMATS ? question.subtype : "date"
      ) as DateSubtype;
      return { kind: "date", list, subtype, example: DATE_FORMATS[subtype].example };
    }
    default:
      return { kind: "text", list };
  }
}

const describe = (value: unknown) =>
  typeof value === "string"
    ? `the text ${JSON.stringify(value)}`
    : typeof value === "object"
      ? value === null
        ? "null"
        : Array.isArray(value)
          ? "a list"
          : "an object"
      : `${typeof value} ${String(value)}`;

/** Why `value` cannot be the value of one item of a rule of this kind, or null when it fits. */
function itemProblem(question: RuleQuestion, kind: ValueKind, value: unknown): string | null {
  switch (kind.kind) {
    case "boolean":
      return typeof value === "boolean"
        ? null
        : `compares '${question.id}' with ${describe(value)} where true or false is expected`;
    case "number":
      return Number.isFinite(value)
        ? null
        : `compares '${question.id}' (a ${question.type} question) with ${describe(value)} where a number is expected`;
    case "date":
      return typeof value === "string" && isValidDateValue(kind.subtype, value)
        ? null
        : `compares '${question.id}' with ${describe(value)} where a ${kind.subtype} ` +
            `such as ${kind.example} is expected`;
    case "option":
      return kind.options.some((option) => option.value === value)
        ? null
        : `compares '${question.id}' with ${describe(value)}, which is not one of its options`;
    case "text":
      return typeof value === "string"
        ? null
        : `compares '${question.id}' with ${describe(value)} where a text is expected`;
    default:
      return null;
  }
}

/** Why `value` does not fit a rule with `operator` on `question` (a phrase such as "compares 'x' with …"), or null. */
export function ruleValueProblem(question: RuleQuestion, operator: RuleOperator, value: unknown): string | null {
  const kind = valueKindFor(question, operator);
  if (kind.kind === "none") return value === null ? null : `'${operator}' takes no value`;
  if (kind.kind === "regex") {
    return isPlainObject(value) &&
      typeof value.pattern === "string" &&
      typeof value.flags === "string" &&
      Object.keys(value).length === 2
      ? null
      : "a regular expression rule needs a pattern and its flags";
  }
  if (kind.kind === "count")
    return Number.isInteger(value) && (value as number) >= 0
      ? null
      : `'${OPERATOR_LABELS[operator]}' takes a whole number of items, 0 or more`;
  if (operator === "displayed" || operator === "required")
    return typeof value === "boolean" ? null : `'${operator}' takes true or false`;
  if ("list" in kind && kind.list) {
    if (!Array.isArray(value)) return `'${OPERATOR_LABELS[operator]}' takes a list of values`;
    for (const item of value) {
      const problem = itemProblem(question, kind, item);
      if (problem) return problem;
    }
    return null;
  }
  // Logic reads "/…/" strings as regular expressions: an "equals" with one would come back as "matches", and a
  // "does not equal" ($ne, which compares exactly) is refused by the definition's check (rule logicRegex).
  if ((operator === "equals" || operator === "itemIs") && typeof value === "string" && REGEX_STRING.test(value))
    return `${JSON.stringify(value)} would be read as a regular expression; use 'matches' for patterns`;
  if ((operator === "notEquals" || operator === "itemIsNot") && typeof value === "string" && REGEX_STRING.test(value))
    return (
      `${JSON.stringify(value)} looks like a regular expression, which ` +
      `'does not equal' cannot compare with; use 'does not match' for ` +
      `patterns`
    );
  return itemProblem(question, kind, value);
}
