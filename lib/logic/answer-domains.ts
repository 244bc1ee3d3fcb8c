// The answers worth trying for each question when searching what a form's logic can do (reachability.ts): every
// answer the app can give where that set is small (options, checkbox, rating), and otherwise one answer from each
// class of answers the logic cannot tell apart (the constants it mentions, the numbers between and around them,
// no answer, an empty and some other text). A domain is `exact` when trying it settles every answer of the type.
import { REGEX_STRING } from "./operator-names";
import { isPlainObject } from "./is-plain-object";

type QuestionLike = {
  id?: unknown;
  type?: unknown;
  options?: unknown;
  multiSelect?: unknown;
  maxRating?: unknown;
  [property: string]: unknown;
};

/** The answers to try for one question, and why they may not settle every answer when not `exact`. */
export type AnswerDomain = { values: unknown[]; exact: boolean; gap?: string };

/** What the logic of a form says about one question's answer: the constants compared with it, and how. */
type Usage = { constants: Set<unknown>; regex: boolean; ordered: boolean };

/** Options whose subsets are all tried; beyond this, only no option, each single option and all of them. */
export const MAX_SUBSET_OPTIONS = 4;
const ORDER_OPERATORS = new Set(["$gt", "$gte", "$lt", "$lte"]);

/** The constants and comparisons each question's answer meets in the form's logic expressions. */
function usages(questions: readonly QuestionLike[]): Map<string, Usage> {
  const result = new Map<string, Usage>();
  const usageOf = (id: string) =>
    result.get(id) ?? (result.set(id, { constants: new Set(), regex: false, ordered: false }), result.get(id)!);
  const constant = (usage: Usage, value: unknown) => {
    if (typeof value === "string" && REGEX_STRING.test(value)) usage.regex = true;
    else if (Array.isArray(value)) value.forEach((item) => constant(usage, item));
    // An object is compared whole: a constant no domain below picks (they take numbers and texts only).
    else usage.constants.add(value);
  };
  const condition = (usage: Usage, value: unknown) => {
    if (!isPlainObject(value) || !Object.keys(value).some((key) => key.startsWith("$"))) return constant(usage, value);
    for (const [op, arg] of Object.entries(value)) {
      if (op === "$regex") usage.regex = true;
      else if (op === "$not" || op === "$elemMatch") condition(usage, arg);
      else if (op === "$and" || op === "$or" || op === "$nor")
        (Array.isArray(arg) ? arg : []).forEach((item) => condition(usage, item));
      else if (!["$exists", "$size", "$options", "$displayed", "$required"].includes(op)) {
        if (ORDER_OPERATORS.has(op)) usage.ordered = true;
        constant(usage, arg);
      }
    }
  };
  const expression = (value: unknown) => {
    if (!isPlainObject(value)) return;
    for (const [key, arg] of Object.entries(value)) {
      if (key === "$and" || key === "$or" || key === "$nor") {
        if (Array.isArray(arg)) arg.forEach(expression);
      } else if (!key.startsWith("$")) condition(usageOf(key.split(".", 1)[0]), arg);
    }
  };
  for (const question of questions) {
    expression(question.displayed);
    expression(question.required);
  }
  return result;
}

function optionValues(question: QuestionLike): string[] {
  const values: string[] = [];
  const key = question.type === "select" ? "value" : "id";
  const walk = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const option of list) {
      if (!isPlainObject(option)) continue;
      if (question.type === "select" && Array.isArray(option.options)) walk(option.options);
      else values.push(typeof option[key] === "string" ? (option[key] as string) : String(option.label));
    }
  };
  walk(question.options);
  return values;
}

function subsets(values: string[]): string[][] {
  return values.reduce<string[][]>((all, value) => [...all, ...all.map((subset) => [...subset, value])], [[]]);
}

function domainOf(question: QuestionLike, usage: Usage | undefined): AnswerDomain {
  const constants = [...(usage?.constants ?? [])];
  const id = String(question.id);
  switch (question.type) {
    case "label":
    case "note":
    case "divider":
      return { values: [undefined], exact: true };
    case "checkbox":
      return { values: [undefined, true, false], exact: true };
    case "rating": {
      const max = Number(question.maxRating ?? 5) === 10 ? 10 : 5;
      return { values: [undefined, ...Array.from({ length: max }, (_, index) => index + 1)], exact: true };
    }
    case "radio":
      return { values: [undefined, ...optionValues(question)], exact: true };
    case "select":
    case "checkboxGroup": {
      const options = optionValues(question);
      const multiple =
        question.type === "checkboxGroup" || question.multiSelect === true || question.multiSelect === "true";
      if (!multiple) return { values: [undefined, ...options], exact: true };
      if (options.length <= MAX_SUBSET_OPTIONS) return { values: [undefined, ...subsets(options)], exact: true };
      return {
        values: [undefined, [], ...options.map((option) => [option]), options],
        exact: false,
        gap: `'${id}' has ${options.length} options: only none, each one alone and all of them were tried`,
      };
    }
    case "number": {
      // Each constant, a number between each two, and one below and one above all: one of every class.
      const numbers = [...new Set(constants.filter((value): value is number => Number.isFinite(value)))].sort(
        (a, b) => a - b,
      );
      if (!numbers.length) return { values: [undefined, 0], exact: true };
      const between = numbers.slice(1).map((value, index) => (numbers[index] + value) / 2);
      return {
        values: [undefined, numbers[0] - 1, ...numbers, ...between, numbers[numbers.length - 1] + 1],
        exact: true,
      };
    }
    default: {
      const texts = constants.filter((value): value is string => typeof value === "string");
      const values = [undefined, "", ...new Set(texts), "\u2063another answer"];
      if (usage?.regex)
        return {
          values,
          exact: false,
          gap:
            `'${id}' is matched against a regular expression: only the texts ` +
            `the logic mentions, an empty and another text were tried`,
        };
      if (usage?.ordered)
        return {
          values,
          exact: false,
          gap:
            `'${id}' is compared with greater / less than: only the values ` +
            `the logic mentions were tried, not those between them`,
        };
      return { values, exact: true };
    }
  }
}

/** The domain of every question with an id (the first question with an id is the one it names). */
export function answerDomains(questions: readonly QuestionLike[]): Map<string, AnswerDomain> {
  const used = usages(questions);
  const domains = new Map<string, AnswerDomain>();
  for (const question of questions)
    if (typeof question.id === "string" && !domains.has(question.id))
      domains.set(question.id, domainOf(question, used.get(question.id)));
  return domains;
}
