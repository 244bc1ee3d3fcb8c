// Structural checks of one logic expression: operators on the allow-list, well-formed arguments, nesting depth;
// and what it refers to (question ids, and $displayed/$required of other questions).
import { ALLOWED_OPERATORS, CUSTOM_OPERATORS, isPlainObject, LOGICAL_OPERATORS, MAX_DEPTH, regexFromString } from "./operators";

export type LogicProblem = { path: string; rule: string; message: string };
export type StateReference = { id: string; state: "displayed" | "required" };
export type Analysis = { references: Set<string>; stateReferences: StateReference[]; problems: LogicProblem[] };

const describeOperator = (op: string) =>
  op === "$where" ? "$where is not allowed: logic expressions never run code" : `the operator ${op} is not supported (allowed: ${[...ALLOWED_OPERATORS].join(", ")})`;

export function analyseExpression(expression: unknown, path = ""): Analysis {
  const analysis: Analysis = { references: new Set(), stateReferences: [], problems: [] };
  const problem = (at: string, rule: string, message: string) => analysis.problems.push({ path: at, rule, message });

  const checkRegex = (value: unknown, at: string, flags?: unknown) => {
    if (typeof value !== "string") return problem(at, "logicRegex", "$regex takes a string");
    try {
      new RegExp(value, typeof flags === "string" ? flags : undefined);
    } catch {
      problem(at, "logicRegex", `the regular expression ${JSON.stringify(value)} does not compile`);
    }
  };

  const literal = (value: unknown, at: string) => {
    if (typeof value === "string" && regexFromString(value) === null) problem(at, "logicRegex", `the regular expression ${value} does not compile`);
  };

  // A condition on one value: a literal, a "/regex/" string, or an object of operators.
  const condition = (value: unknown, at: string, depth: number, field: string | null) => {
    if (depth > MAX_DEPTH) return problem(at, "logicDepth", `logic nests more than ${MAX_DEPTH} levels`);
    if (!isPlainObject(value) || !Object.keys(value).some((key) => key.startsWith("$"))) {
      if (Array.isArray(value)) value.forEach((item, index) => literal(item, `${at}[${index}]`));
      else literal(value, at);
      return;
    }
    for (const [op, arg] of Object.entries(value)) {
      const here = `${at}.${op}`;
      if (!op.startsWith("$")) {
        problem(here, "logicShape", `mixes operators and plain keys (${op}); use either {"$op": value} or an exact value`);
        continue;
      }
      if (!ALLOWED_OPERATORS.has(op)) {
        problem(here, "logicOperator", describeOperator(op));
        continue;
      }
      if (CUSTOM_OPERATORS.has(op)) {
        if (typeof arg !== "boolean") problem(here, "logicShape", `${op} takes true or false`);
        if (field === null) problem(here, "logicShape", `${op} must name a question: {"otherQuestion": {"${op}": true}}`);
        else analysis.stateReferences.push({ id: field, state: op === "$displayed" ? "displayed" : "required" });
      } else if (op === "$in" || op === "$nin" || op === "$all") {
        if (!Array.isArray(arg)) problem(here, "logicShape", `${op} takes an array`);
        else arg.forEach((item, index) => literal(item, `${here}[${index}]`));
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
        else condition(arg, here, depth + 1, null);
      } else if (LOGICAL_OPERATORS.has(op)) {
        if (!Array.isArray(arg) || arg.length === 0) problem(here, "logicShape", `${op} takes a non-empty array`);
        else arg.forEach((item, index) => condition(item, `${here}[${index}]`, depth + 1, field));
      } else {
        literal(arg, here);
      }
    }
  };

  // An expression over the form: question ids mapped to conditions, and $and/$or/$nor of expressions.
  const expressionAt = (value: unknown, at: string, depth: number) => {
    if (depth > MAX_DEPTH) return problem(at, "logicDepth", `logic nests more than ${MAX_DEPTH} levels`);
    if (!isPlainObject(value)) return problem(at, "logicShape", "a logic expression is an object such as {\"otherQuestion\": \"yes\"}");
    for (const [key, arg] of Object.entries(value)) {
      const here = at ? `${at}.${key}` : key;
      if (LOGICAL_OPERATORS.has(key)) {
        if (!Array.isArray(arg) || arg.length === 0) problem(here, "logicShape", `${key} takes a non-empty array of expressions`);
        else arg.forEach((item, index) => expressionAt(item, `${here}[${index}]`, depth + 1));
      } else if (key.startsWith("$")) {
        problem(here, ALLOWED_OPERATORS.has(key) ? "logicShape" : "logicOperator", ALLOWED_OPERATORS.has(key) ? `${key} must be applied to a question: {"questionId": {"${key}": …}}` : describeOperator(key));
      } else {
        analysis.references.add(key);
        condition(arg, here, depth + 1, key);
      }
    }
  };

  expressionAt(expression, path, 1);
  return analysis;
}
