// Logic in words for people (docs/architecture.md "What the studio tells people"): what a condition on one question
// asks ("includes “Collaborative robots”"), a whole expression ("“Job role” is “Engineer” and …"), and option
// values named by their labels. Used by the preview's "Why?", the visual rules' "Writes:", the conflict dialog and
// the change summaries of versions (lib/questions/change-summary.ts, on the server too), so it stays pure
// (docs/conventions.md 5); the stored values stay one hover away where they matter.
import { REGEX_STRING } from "./operator-names";
import { isPlainObject } from "./is-plain-object";

/** The label of an option value of question `questionId`, or undefined for a value that is not an option. */
export type ValueWords = (questionId: string, value: unknown) => string | undefined;
/** The same for one question. */
export type OptionWords = (value: unknown) => string | undefined;

type QuestionLike = { id: string; type: string; label?: unknown; options?: unknown };

// A RegExp stands for a pattern here, not an object of operators.
const isObject = (value: unknown): value is Record<string, unknown> =>
  isPlainObject(value) && !(value instanceof RegExp);

/**
 * The labels of the option values of each question with options (the id of a radio / checkboxGroup option, a select's
 * value).
 */
export function optionWords(questions: readonly QuestionLike[]): ValueWords {
  const labels = new Map<string, Map<string, string>>();
  for (const question of questions) {
    if (!Array.isArray(question.options)) continue;
    const key = question.type === "select" ? "value" : "id";
    const own = new Map<string, string>();
    const walk = (list: unknown[]) => {
      for (const option of list) {
        if (!isObject(option)) continue;
        const label = typeof option.label === "string" ? option.label : "";
        if (question.type === "select" && Array.isArray(option.options)) walk(option.options);
        else own.set(typeof option[key] === "string" ? (option[key] as string) : label, label);
      }
    };
    walk(question.options);
    labels.set(question.id, own);
  }
  return (questionId, value) =>
    typeof value === "string" ? labels.get(questionId)?.get(value) || undefined : undefined;
}

// A "/re/" string is a pattern as a value or a list's item, plain text inside a list compared whole (docs/api.md).
export function quote(value: unknown, words?: OptionWords, patterns = true): string {
  if (typeof value === "string")
    return patterns && REGEX_STRING.test(value) ? `the pattern ${value}` : `“${words?.(value) ?? value}”`;
  if (Array.isArray(value))
    return value.length
      ? value
          .map((item) =>
            Array.isArray(item)
              ? `[${item.map((inner) => quote(inner, words, false)).join(", ")}]`
              : quote(item, words, patterns),
          )
          .join(", ")
      : "nothing";
  if (value instanceof RegExp) return `the pattern ${String(value)}`;
  return JSON.stringify(value);
}

const one = (operand: unknown) => Array.isArray(operand) && operand.length === 1;

/** What a condition on one question asks, as a verb phrase: "is “partner”", "is one of “a”, “b”", "includes “x”". */
export function describeCondition(condition: unknown, words?: OptionWords): string {
  const q = (value: unknown) => quote(value, words);
  if (typeof condition === "string" && REGEX_STRING.test(condition)) return `matches the pattern ${condition}`;
  if (!isObject(condition)) return `is ${q(condition)}`;
  const parts = Object.entries(condition).flatMap(([operator, operand]): string[] => {
    switch (operator) {
      case "$eq":
        return [`is ${q(operand)}`];
      case "$ne":
        return [`is not ${q(operand)}`];
      case "$in":
        return [one(operand) ? `is ${q(operand)}` : `is one of ${q(operand)}`];
      case "$nin":
        return [one(operand) ? `is not ${q(operand)}` : `is none of ${q(operand)}`];
      case "$gt":
        return [`is greater than ${q(operand)}`];
      case "$gte":
        return [`is at least ${q(operand)}`];
      case "$lt":
        return [`is less than ${q(operand)}`];
      case "$lte":
        return [`is at most ${q(operand)}`];
      case "$exists":
        return [operand ? "is answered" : "is not answered"];
      case "$regex": {
        const flags =
          typeof condition.$options === "string" && condition.$options ? ` (flags ${condition.$options})` : "";
        return [`matches the pattern ${typeof operand === "string" ? `/${operand}/` : String(operand)}${flags}`];
      }
      case "$options":
        return [];
      case "$all":
        if (Array.isArray(operand) && operand.length === 0)
          return ["includes all of an empty list (which never holds)"];
        return [one(operand) ? `includes ${q(operand)}` : `includes all of ${q(operand)}`];
      case "$size":
        return [`has exactly ${q(operand)} chosen`];
      case "$elemMatch":
        if (isObject(operand) && Object.keys(operand).length === 1 && "$eq" in operand)
          return [`includes ${q(operand.$eq)}`];
        return [`has a choice that ${describeCondition(operand, words)}`];
      case "$not":
        return [`does not satisfy “${describeCondition(operand, words)}”`];
      case "$displayed":
        return [operand ? "is displayed" : "is hidden"];
      case "$required":
        return [operand ? "is required" : "is not required"];
      default:
        return [`${operator} ${q(operand)}`];
    }
  });
  return parts.length ? parts.join(" and ") : "matches anything";
}

const JOIN_WORDS = { $and: "all of", $or: "any of", $nor: "none of" } as const;

/**
 * A whole expression in words, questions named by their labels and options by theirs:
 * "“Job role” is “Engineer” and any of (“Budget” is at least 1000; “Country” is “NL”)".
 */
export function expressionInWords(
  expression: unknown,
  questions: readonly QuestionLike[],
  words: ValueWords = optionWords(questions),
): string {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const name = (id: string) => {
    const label = byId.get(id)?.label;
    return typeof label === "string" && label.trim() ? label : id;
  };
  const walk = (node: unknown): string => {
    if (!isObject(node)) return JSON.stringify(node);
    const parts = Object.entries(node).map(([key, value]) => {
      if (key in JOIN_WORDS && Array.isArray(value))
        return `${JOIN_WORDS[key as keyof typeof JOIN_WORDS]} (${value.map(walk).join("; ")})`;
      if (key.startsWith("$")) return `${key} ${JSON.stringify(value)}`;
      return `“${name(key)}” ${describeCondition(value, (item) => words(key, item))}`;
    });
    return parts.length ? parts.join(" and ") : "always";
  };
  return walk(expression);
}
