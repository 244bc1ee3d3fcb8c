// Structural checks of one logic expression: operators on the allow-list, well-formed arguments, regular
// expressions that are safe to run, nesting depth; and what it refers to (question ids, and $displayed/$required
// of other questions). Whether a pattern compiles is asked of the `regexProblem` given: analyse.ts gives RE2's
// (analyseExpression). What an expression refers to never depends on its patterns, so expressionReferences walks
// without a regex engine: the editor's page reads references eagerly and loads RE2 only on demand.
import {
  ALLOWED_OPERATORS,
  CUSTOM_OPERATORS,
  LOGICAL_OPERATORS,
  MAX_DEPTH,
  MAX_LIST_VALUES,
  REGEX_STRING,
} from "./operator-names";
import { isPlainObject } from "./is-plain-object";
import { excerpt } from "./excerpt";

const ORDER_OPERATORS = new Set(["$gt", "$gte", "$lt", "$lte"]);

export type LogicProblem = { path: string; rule: string; message: string };
export type StateReference = { id: string; state: "displayed" | "required" };
export type Analysis = { references: Set<string>; stateReferences: StateReference[]; problems: LogicProblem[] };

const describeOperator = (op: string) =>
  op === "$where"
    ? "$where is not allowed: logic expressions never run code"
    : `the operator ${excerpt(op)} is not supported (allowed: ${[...ALLOWED_OPERATORS].join(", ")})`;

/** Why a pattern may not be used (a sentence fragment), or null when it may. */
export type RegexCheck = (source: string, flags?: string) => string | null;

const noRegexCheck: RegexCheck = () => null;

/** What an expression refers to: question ids, and the $displayed/$required of other questions. */
export function expressionReferences(expression: unknown): Pick<Analysis, "references" | "stateReferences"> {
  const { references, stateReferences } = analyseExpressionWith(expression, "", noRegexCheck);
  return { references, stateReferences };
}

export function analyseExpressionWith(expression: unknown, path: string, regexProblem: RegexCheck): Analysis {
  const analysis: Analysis = { references: new Set(), stateReferences: [], problems: [] };
  const problem = (at: string, rule: string, message: string) => analysis.problems.push({ path: at, rule, message });
  // Levels are objects and arrays nested in one another; the expression itself is level 1.
  const tooDeep = (at: string, depth: number) =>
    depth > MAX_DEPTH && (problem(at, "logicDepth", `logic nests more than ${MAX_DEPTH} levels`), true);

  const checkRegex = (source: unknown, at: string, flags?: string) => {
    if (typeof source !== "string") return problem(at, "logicRegex", "$regex takes a string");
    const reason = regexProblem(source, flags);
    if (reason) problem(at, "logicRegex", `the regular expression ${JSON.stringify(excerpt(source))} ${reason}`);
  };

  // A value compared as it is. `patterns`: a "/re/flags" string here is a regular expression (the value itself, an
  // item of $in / $nin / $all); inside a list or object compared whole it is plain text. Objects must not hide
  // operators.
  const literal = (value: unknown, at: string, depth: number, patterns = true) => {
    if (typeof value === "string") {
      const match = patterns ? REGEX_STRING.exec(value) : null;
      if (match) checkRegex(match[1], at, match[2]);
    } else if (Array.isArray(value) || isPlainObject(value)) {
      if (tooDeep(at, depth)) return;
      for (const [key, item] of Object.entries(value)) {
        if (!Array.isArray(value) && key.startsWith("$")) {
          if (ALLOWED_OPERATORS.has(key))
            problem(
              `${at}.${key}`,
              "logicShape",
              `${key} cannot stand inside a value that is compared as it is ` +
                `(a list item or an object); operators go directly under the ` +
                `question: {"questionId": {"${key}": …}}`,
            );
          else problem(`${at}.${key}`, "logicOperator", describeOperator(key));
        } else literal(item, Array.isArray(value) ? `${at}[${key}]` : `${at}.${key}`, depth + 1, false);
      }
    }
  };

  // The items of $in, $nin and $all: each a value (a "/re/flags" string is a pattern, a list is compared whole).
  const listItems = (list: unknown[], at: string, depth: number) =>
    list.forEach((item, index) => literal(item, `${at}[${index}]`, depth + 1));

  // $all holds values, or only {"$elemMatch": …} conditions (MongoDB refuses a mix).
  const allItems = (list: unknown[], at: string, depth: number, field: string | null) => {
    const isElemMatch = (item: unknown) => isPlainObject(item) && "$elemMatch" in item;
    const elemMatches = list.filter(isElemMatch).length;
    if (elemMatches === 0) return listItems(list, at, depth);
    if (elemMatches < list.length || list.some((item) => Object.keys(item as object).length !== 1)) {
      return problem(
        at,
        "logicShape",
        '$all takes either values or only {"$elemMatch": …} conditions (each alone in its object), not both',
      );
    }
    list.forEach((item, index) => condition(item, `${at}[${index}]`, depth + 1, field));
  };

  // A value compared with $eq, $ne or an order operator: never a pattern, as in MongoDB.
  const compared = (op: string, arg: unknown, at: string, depth: number) => {
    if (typeof arg === "string" && REGEX_STRING.test(arg)) {
      const instead =
        op === "$ne"
          ? '{"$not": "/…/"}'
          : op === "$eq"
            ? 'the value itself ({"questionId": "/…/"}) or $regex'
            : "$regex";
      return problem(
        at,
        "logicRegex",
        `${op} compares with the exact value and never with a pattern, ` +
          `so ${JSON.stringify(excerpt(arg))} would be plain text here; ` +
          `to match a pattern use ${instead}`,
      );
    }
    if (ORDER_OPERATORS.has(op) && typeof arg !== "number" && typeof arg !== "string" && typeof arg !== "boolean") {
      return problem(
        at,
        "logicShape",
        `${op} compares with a number, a text (dates are texts) or true/false, ` +
          `not ${arg === null ? "null" : Array.isArray(arg) ? "a list" : "an object"}`,
      );
    }
    literal(arg, at, depth + 1);
  };

  // A condition on one value: a literal, or an object of operators. `field` is the question it applies to.
  const condition = (value: unknown, at: string, depth: number, field: string | null) => {
    if (!isPlainObject(value) || !Object.keys(value).some((key) => key.startsWith("$")))
      return literal(value, at, depth);
    if (tooDeep(at, depth)) return;
    for (const [op, arg] of Object.entries(value)) {
      const here = `${at}.${op}`;
      if (!op.startsWith("$")) {
        problem(
          here,
          "logicShape",
          `mixes operators and plain keys (${excerpt(op)}); use either {"$op": value} or an exact value`,
        );
      } else if (!ALLOWED_OPERATORS.has(op)) {
        problem(here, "logicOperator", describeOperator(op));
      } else if (CUSTOM_OPERATORS.has(op)) {
        if (typeof arg !== "boolean") problem(here, "logicShape", `${op} takes true or false`);
        if (field === null)
          problem(here, "logicShape", `${op} must name a question: {"otherQuestion": {"${op}": true}}`);
        else analysis.stateReferences.push({ id: field, state: op === "$displayed" ? "displayed" : "required" });
      } else if (op === "$in" || op === "$nin" || op === "$all") {
        if (!Array.isArray(arg)) problem(here, "logicShape", `${op} takes an array`);
        else if (arg.length > MAX_LIST_VALUES)
          problem(here, "logicList", `${op} holds ${arg.length} values; at most ${MAX_LIST_VALUES} are allowed`);
        else if (op === "$all") allItems(arg, here, depth, field);
        else listItems(arg, here, depth);
      } else if (op === "$exists") {
        if (typeof arg !== "boolean") problem(here, "logicShape", "$exists takes true or false");
      } else if (op === "$size") {
        if (!Number.isInteger(arg) || (arg as number) < 0) problem(here, "logicShape", "$size takes a whole number");
      } else if (op === "$regex") {
        // Flags outside MongoDB's are reported once, at $options.
        checkRegex(
          arg,
          here,
          typeof value.$options === "string" && !/[^imsu]/.test(value.$options) ? value.$options : undefined,
        );
      } else if (op === "$options") {
        if (typeof arg !== "string" || !("$regex" in value))
          problem(here, "logicShape", "$options takes a string of flags next to $regex");
        else if (/[^imsu]/.test(arg))
          problem(
            here,
            "logicRegex",
            `$options takes the flags i, m, s and u; ${JSON.stringify(excerpt(arg))} ` +
              `has others (MongoDB refuses g, and x is not supported)`,
          );
      } else if (op === "$not") {
        const pattern = typeof arg === "string" && REGEX_STRING.test(arg);
        if (
          !pattern &&
          (!isPlainObject(arg) || !Object.keys(arg).length || !Object.keys(arg).every((key) => key.startsWith("$")))
        ) {
          problem(
            here,
            "logicShape",
            '$not takes an object of operators such as {"$in": […]} or a regular ' +
              'expression "/…/"; for "is not" a value use $ne',
          );
        } else condition(arg, here, depth + 1, field);
      } else if (op === "$elemMatch") {
        if (!isPlainObject(arg)) problem(here, "logicShape", "$elemMatch takes an object");
        else if (!Object.keys(arg).length)
          problem(here, "logicShape", "$elemMatch needs at least one condition on the items");
        // {$elemMatch: {$gt: 5}} tests the elements themselves; {$elemMatch: {price: …, $or: …}} their fields.
        else if (Object.keys(arg).every((key) => key.startsWith("$") && !LOGICAL_OPERATORS.has(key)))
          condition(arg, here, depth + 1, null);
        else expressionAt(arg, here, depth + 1, false);
      } else if (LOGICAL_OPERATORS.has(op)) {
        const example = field === null ? "" : `: {"${op}": [{"${excerpt(field)}": …}, {"${excerpt(field)}": …}]}`;
        problem(
          here,
          "logicShape",
          `${op} combines whole expressions, not conditions on one answer (MongoDB refuses it there)${example}`,
        );
      } else {
        compared(op, arg, here, depth);
      }
    }
  };

  // An expression: keys mapped to conditions, and $and/$or/$nor of expressions. `inForm`: the keys are question ids
  // (the form's expression), else fields of the elements (inside $elemMatch).
  const expressionAt = (value: unknown, at: string, depth: number, inForm: boolean) => {
    if (!isPlainObject(value))
      return problem(at, "logicShape", 'a logic expression is an object such as {"otherQuestion": "yes"}');
    if (tooDeep(at, depth)) return;
    for (const [key, arg] of Object.entries(value)) {
      const here = at ? `${at}.${key}` : key;
      if (LOGICAL_OPERATORS.has(key)) {
        if (!Array.isArray(arg) || arg.length === 0)
          problem(here, "logicShape", `${key} takes a non-empty array of expressions`);
        else arg.forEach((item, index) => expressionAt(item, `${here}[${index}]`, depth + 1, inForm));
      } else if (key.startsWith("$")) {
        const allowed = ALLOWED_OPERATORS.has(key);
        problem(
          here,
          allowed ? "logicShape" : "logicOperator",
          allowed
            ? `${key} must be applied to a ${inForm ? "question" : "field"}: ` +
                `{"${inForm ? "questionId" : "field"}": {"${key}": …}}`
            : describeOperator(key),
        );
      } else {
        if (inForm) analysis.references.add(key);
        condition(arg, here, depth + 1, inForm ? key : null);
      }
    }
  };

  expressionAt(expression, path, 1, true);
  return analysis;
}
