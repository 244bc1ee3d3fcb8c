// Structural checks of one logic expression: operators on the allow-list, well-formed arguments, regular
// expressions that are safe to run, nesting depth; and what it refers to (question ids, and $displayed/$required
// of other questions).
import { ALLOWED_OPERATORS, CUSTOM_OPERATORS, isPlainObject, LOGICAL_OPERATORS, MAX_DEPTH, MAX_LIST_VALUES, REGEX_STRING } from "./operators";
import { excerpt } from "./excerpt";
import { regexProblem } from "./regex-safety";

export type LogicProblem = { path: string; rule: string; message: string };
export type StateReference = { id: string; state: "displayed" | "required" };
export type Analysis = { references: Set<string>; stateReferences: StateReference[]; problems: LogicProblem[] };

const describeOperator = (op: string) =>
  op === "$where" ? "$where is not allowed: logic expressions never run code" : `the operator ${excerpt(op)} is not supported (allowed: ${[...ALLOWED_OPERATORS].join(", ")})`;

/** Where a key sits: at the top of the form (keys are question ids) or inside $elemMatch (keys are sub-fields). */
type Scope = "form" | "element";

export function analyseExpression(expression: unknown, path = ""): Analysis {
  const analysis: Analysis = { references: new Set(), stateReferences: [], problems: [] };
  const problem = (at: string, rule: string, message: string) => analysis.problems.push({ path: at, rule, message });
  // Levels are objects and arrays nested in one another; the expression itself is level 1.
  const tooDeep = (at: string, depth: number) => depth > MAX_DEPTH && (problem(at, "logicDepth", `logic nests more than ${MAX_DEPTH} levels`), true);

  const checkRegex = (source: unknown, at: string, flags?: unknown) => {
    if (typeof source !== "string") return problem(at, "logicRegex", "$regex takes a string");
    const reason = regexProblem(source, typeof flags === "string" ? flags : undefined);
    if (reason) problem(at, "logicRegex", `the regular expression ${JSON.stringify(excerpt(source))} ${reason}`);
  };

  // A value compared as it is: "/re/flags" strings are regular expressions; objects must not hide operators.
  const literal = (value: unknown, at: string, depth: number) => {
    if (typeof value === "string") {
      const match = REGEX_STRING.exec(value);
      if (match) checkRegex(match[1], at, match[2]);
    } else if (Array.isArray(value) || isPlainObject(value)) {
      if (tooDeep(at, depth)) return;
      for (const [key, item] of Object.entries(value)) {
        if (!Array.isArray(value) && key.startsWith("$")) problem(`${at}.${key}`, "logicOperator", describeOperator(key));
        else literal(item, Array.isArray(value) ? `${at}[${key}]` : `${at}.${key}`, depth + 1);
      }
    }
  };

  // A condition on one value: a literal, or an object of operators. `field` is the question it applies to.
  const condition = (value: unknown, at: string, depth: number, field: string | null) => {
    if (!isPlainObject(value) || !Object.keys(value).some((key) => key.startsWith("$"))) return literal(value, at, depth);
    if (tooDeep(at, depth)) return;
    for (const [op, arg] of Object.entries(value)) {
      const here = `${at}.${op}`;
      if (!op.startsWith("$")) {
        problem(here, "logicShape", `mixes operators and plain keys (${excerpt(op)}); use either {"$op": value} or an exact value`);
      } else if (!ALLOWED_OPERATORS.has(op)) {
        problem(here, "logicOperator", describeOperator(op));
      } else if (CUSTOM_OPERATORS.has(op)) {
        if (typeof arg !== "boolean") problem(here, "logicShape", `${op} takes true or false`);
        if (field === null) problem(here, "logicShape", `${op} must name a question: {"otherQuestion": {"${op}": true}}`);
        else analysis.stateReferences.push({ id: field, state: op === "$displayed" ? "displayed" : "required" });
      } else if (op === "$in" || op === "$nin" || op === "$all") {
        if (!Array.isArray(arg)) problem(here, "logicShape", `${op} takes an array`);
        else if (arg.length > MAX_LIST_VALUES) problem(here, "logicList", `${op} holds ${arg.length} values; at most ${MAX_LIST_VALUES} are allowed`);
        else literal(arg, here, depth + 1);
      } else if (op === "$exists") {
        if (typeof arg !== "boolean") problem(here, "logicShape", "$exists takes true or false");
      } else if (op === "$size") {
        if (!Number.isInteger(arg) || (arg as number) < 0) problem(here, "logicShape", "$size takes a whole number");
      } else if (op === "$regex") {
        checkRegex(arg, here, value.$options);
      } else if (op === "$options") {
        if (typeof arg !== "string" || !("$regex" in value)) problem(here, "logicShape", "$options takes a string of flags next to $regex");
      } else if (op === "$not") {
        condition(arg, here, depth + 1, field);
      } else if (op === "$elemMatch") {
        if (!isPlainObject(arg)) problem(here, "logicShape", "$elemMatch takes an object");
        // {$elemMatch: {$gt: 5}} tests the elements themselves; {$elemMatch: {price: …, $or: …}} their fields.
        else if (Object.keys(arg).every((key) => key.startsWith("$") && !LOGICAL_OPERATORS.has(key))) condition(arg, here, depth + 1, null);
        else expressionAt(arg, here, depth + 1, "element");
      } else if (LOGICAL_OPERATORS.has(op)) {
        if (!Array.isArray(arg) || arg.length === 0) problem(here, "logicShape", `${op} takes a non-empty array`);
        else arg.forEach((item, index) => condition(item, `${here}[${index}]`, depth + 1, field));
      } else {
        literal(arg, here, depth + 1);
      }
    }
  };

  // An expression: keys mapped to conditions, and $and/$or/$nor of expressions. In the form's scope the keys are
  // question ids; inside $elemMatch they are fields of the elements.
  const expressionAt = (value: unknown, at: string, depth: number, scope: Scope) => {
    if (!isPlainObject(value)) return problem(at, "logicShape", "a logic expression is an object such as {\"otherQuestion\": \"yes\"}");
    if (tooDeep(at, depth)) return;
    for (const [key, arg] of Object.entries(value)) {
      const here = at ? `${at}.${key}` : key;
      if (LOGICAL_OPERATORS.has(key)) {
        if (!Array.isArray(arg) || arg.length === 0) problem(here, "logicShape", `${key} takes a non-empty array of expressions`);
        else arg.forEach((item, index) => expressionAt(item, `${here}[${index}]`, depth + 1, scope));
      } else if (key.startsWith("$")) {
        const allowed = ALLOWED_OPERATORS.has(key);
        problem(here, allowed ? "logicShape" : "logicOperator", allowed ? `${key} must be applied to a ${scope === "form" ? "question" : "field"}: {"${scope === "form" ? "questionId" : "field"}": {"${key}": …}}` : describeOperator(key));
      } else {
        if (scope === "form") analysis.references.add(key);
        condition(arg, here, depth + 1, scope === "form" ? key : null);
      }
    }
  };

  expressionAt(expression, path, 1, "form");
  return analysis;
}
