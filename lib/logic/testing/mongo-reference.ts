// An independent reading of a form's logic for the differential test (mongo-differential.test.ts): each expression
// translated to a MongoDB query and run by mingo, a separate implementation of MongoDB's query semantics, and the
// description's rules 4-6 ($displayed, $required, a hidden question is never required, `displayed: "required"`)
// written out again as plain recursion. It shares no code with lib/logic. Where mingo departs from MongoDB's
// documentation the translation says so and rewrites the query into the documented equivalent.
import { Query } from "mingo";

type Question = Record<string, unknown> & { id: string; type: string };
export type ReferenceEvaluation = { displayed: Record<string, boolean>; required: Record<string, boolean> };

/** Thrown for a query MongoDB itself rejects; the message names why. */
export class MongoRejects extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const hasOperator = (value: unknown) => isObject(value) && Object.keys(value).some((key) => key.startsWith("$"));
const LOGICAL = new Set(["$and", "$or", "$nor"]);
const STATE = "__state";

/** A "/pattern/flags" string as the RegExp it stands for (docs/api.md: the shorthand, $in, $nin, $all and $not). */
function regexOf(value: unknown): RegExp | undefined {
  if (typeof value !== "string") return undefined;
  const match = /^\/(.*)\/([dgimsuvy]*)$/s.exec(value);
  // g, y and d only change where a match starts; as a stateful test they would change the answer.
  return match ? new RegExp(match[1], match[2].replace(/[gyd]/g, "")) : undefined;
}

/** The MongoDB query for one of our expressions: `scope` form (keys are question ids) or element (fields of items). */
function expression(value: unknown, scope: "form" | "element"): Record<string, unknown> {
  if (!isObject(value)) throw new MongoRejects("an expression must be an object");
  const parts: Record<string, unknown>[] = [];
  for (const [key, arg] of Object.entries(value)) {
    if (LOGICAL.has(key)) {
      if (!Array.isArray(arg) || arg.length === 0) throw new MongoRejects(`${key} needs a non-empty array`);
      parts.push({ [key]: arg.map((item) => expression(item, scope)) });
    } else if (key.startsWith("$")) {
      throw new MongoRejects(`unknown top level operator ${key}`);
    } else {
      parts.push(condition(key, arg, scope));
    }
  }
  return parts.length === 1 ? parts[0] : { $and: parts.length ? parts : [{}] };
}

/**
 * {field: cond} as a MongoDB query; our $displayed / $required become reads of the state beside the answers.
 * Where mingo departs from MongoDB's documentation, the operator is rewritten into its documented equivalent:
 * - {q: {$not: C}} selects what {$nor: [{q: C}]} does ("including documents that do not contain the field");
 * - $in "selects the documents where the value of a field equals any value in the specified array" (mingo misses
 *   a list answer equal to a list value) and $nin is its negation;
 * - $all is "equivalent to an $and operation of the specified values" (mingo needs a list answer and misses one
 *   equal to a list value), and "$all with no values matches no documents";
 * - $elemMatch tests each item as the value of a field: the items are offered boxed ({v: item}) beside the
 *   answers, so that the rules above apply to them too.
 */
function condition(field: string, cond: unknown, scope: "form" | "element"): Record<string, unknown> {
  const regex = regexOf(cond);
  if (regex) return { [field]: regex };
  if (!hasOperator(cond)) return { [field]: cond };
  const ops = cond as Record<string, unknown>;
  const parts: Record<string, unknown>[] = [];
  const rest: Record<string, unknown> = {};
  for (const [op, arg] of Object.entries(ops)) {
    if (op === "$displayed" || op === "$required") {
      if (scope !== "form") throw new MongoRejects(`${op} names a question`);
      parts.push({ [`${STATE}.${op.slice(1)}.${field}`]: arg });
    } else if (op === "$not" && isObject(arg)) {
      if (Object.keys(arg).length === 0 || !Object.keys(arg).every((key) => key.startsWith("$")))
        throw new MongoRejects("$not needs a regex or a document of operators");
      parts.push({ $nor: [condition(field, arg, scope)] });
    } else if (op === "$in" || op === "$nin") {
      if (!Array.isArray(arg)) throw new MongoRejects(`${op} needs an array`);
      if (arg.some(hasOperator)) throw new MongoRejects(`cannot nest $ under ${op}`);
      const any = arg.length
        ? { $or: arg.map((item) => ({ [field]: regexOf(item) ?? { $eq: item } })) }
        : { [field]: { $in: [] } };
      parts.push(op === "$in" ? any : { $nor: [any] });
    } else if (op === "$all") {
      parts.push(...all(field, arg, scope));
    } else if (op === "$elemMatch" && scope === "form") {
      parts.push(elemMatch(field, arg));
    } else {
      rest[op] = arg;
    }
  }
  if (Object.keys(rest).length) parts.push({ [field]: operators(rest) });
  return parts.length === 1 ? parts[0] : { $and: parts };
}

const BOX = "__items";

/** {q: {$elemMatch: X}} on the boxed items of q: X on {v: item} (operators) or on the item's fields (v.<field>). */
function elemMatch(field: string, arg: unknown): Record<string, unknown> {
  if (!isObject(arg)) throw new MongoRejects("$elemMatch needs an Object");
  const onItem = Object.keys(arg).every((key) => key.startsWith("$") && !LOGICAL.has(key));
  const prefixed = (expr: unknown): unknown =>
    isObject(expr)
      ? Object.fromEntries(
          Object.entries(expr).map(([key, value]) =>
            LOGICAL.has(key) && Array.isArray(value)
              ? [key, (value as unknown[]).map(prefixed)]
              : [key.startsWith("$") ? key : `v.${key}`, value],
          ),
        )
      : expr;
  return {
    [`${BOX}.${field}`]: { $elemMatch: onItem ? condition("v", arg, "element") : expression(prefixed(arg), "element") },
  };
}

/** $all's items; $elemMatch items must all be $elemMatch, alone in their objects. */
function all(field: string, arg: unknown, scope: "form" | "element"): Record<string, unknown>[] {
  if (!Array.isArray(arg)) throw new MongoRejects("$all needs an array");
  if (arg.length === 0) return [{ [field]: { $in: [] } }];
  const elemMatches = arg.filter((item) => isObject(item) && "$elemMatch" in item).length;
  if (elemMatches && elemMatches !== arg.length) throw new MongoRejects("$all/$elemMatch has to be consistent");
  return arg.map((item) => {
    if (elemMatches) {
      if (Object.keys(item as object).length !== 1) throw new MongoRejects("$all/$elemMatch has to be consistent");
      return scope === "form"
        ? elemMatch(field, (item as Record<string, unknown>).$elemMatch)
        : { [field]: operators(item as Record<string, unknown>) };
    }
    if (hasOperator(item)) throw new MongoRejects("no $ expressions in $all");
    return { [field]: regexOf(item) ?? { $eq: item } };
  });
}

/** An object of operators on one value, MongoDB's way. */
function operators(ops: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [op, arg] of Object.entries(ops)) {
    if (!op.startsWith("$")) throw new MongoRejects(`unknown operator ${op}`);
    switch (op) {
      case "$eq":
      case "$ne":
      case "$gt":
      case "$gte":
      case "$lt":
      case "$lte": {
        // MongoDB takes a regular expression there as a value to compare, never as a pattern, and refuses it under $ne.
        const regex = regexOf(arg);
        if (regex && op === "$ne") throw new MongoRejects("Can't have regex as arg to $ne");
        if (hasOperator(arg)) throw new MongoRejects(`${op} of an operator object`);
        result[op] = regex ?? arg;
        break;
      }
      case "$in":
      case "$nin":
      case "$all":
        // Only reached for the items of items (see $elemMatch below): checked, then left to mingo.
        if (op === "$all") all("v", arg, "element");
        else condition("v", { [op]: arg }, "element");
        result[op] = (arg as unknown[]).map((item) => (isObject(item) ? operators(item) : (regexOf(item) ?? item)));
        break;
      case "$exists":
        result[op] = Boolean(arg);
        break;
      case "$size":
        if (typeof arg !== "number" || !Number.isInteger(arg) || arg < 0)
          throw new MongoRejects("$size needs a non-negative whole number");
        result[op] = arg;
        break;
      case "$regex":
        if (typeof arg !== "string") throw new MongoRejects("$regex needs a string");
        result[op] = arg;
        break;
      case "$options":
        if (typeof arg !== "string" || !("$regex" in ops)) throw new MongoRejects("$options needs a $regex");
        if (/[^imsux]/.test(arg)) throw new MongoRejects(`invalid flag in regex options: ${arg}`);
        // x (extended) has no JavaScript equivalent; the generator never uses it.
        result[op] = arg.replace("x", "");
        break;
      case "$not": {
        const regex = regexOf(arg);
        if (regex) result[op] = regex;
        else if (
          !isObject(arg) ||
          Object.keys(arg).length === 0 ||
          !Object.keys(arg).every((key) => key.startsWith("$"))
        )
          throw new MongoRejects("$not needs a regex or a document of operators");
        else result[op] = operators(arg);
        break;
      }
      case "$elemMatch":
        // Only reached for the items of items, which no answer has (no answer is a list of lists).
        if (!isObject(arg)) throw new MongoRejects("$elemMatch needs an Object");
        result[op] = Object.keys(arg).every((key) => key.startsWith("$") && !LOGICAL.has(key))
          ? operators(arg)
          : expression(arg, "element");
        break;
      default:
        throw new MongoRejects(`unknown operator ${op}`);
    }
  }
  return result;
}

/** The MongoDB query for one expression, or MongoRejects when MongoDB would refuse it. */
export function toMongoQuery(value: unknown): Record<string, unknown> {
  return expression(value, "form");
}

const truthy = (value: unknown) => value === true || value === "true";

/** The whole form, as the description's rules 4-6 read it; throws MongoRejects for a definition MongoDB refuses. */
export function referenceEvaluator(questions: readonly Question[]) {
  const byId = new Map<string, Question>();
  for (const question of questions) if (!byId.has(question.id)) byId.set(question.id, question);
  const queries = new Map<string, Query>();
  const compiled = (key: string, value: unknown) => {
    if (!queries.has(key)) queries.set(key, new Query(toMongoQuery(value), {}));
    return queries.get(key)!;
  };
  // Compile everything first, so that a definition MongoDB refuses is refused whatever the answers.
  for (const question of byId.values()) {
    for (const attribute of ["displayed", "required"] as const)
      if (isObject(question[attribute])) compiled(`${question.id}.${attribute}`, question[attribute]);
  }
  return (answers: Record<string, unknown>): ReferenceEvaluation => {
    const memo = new Map<string, boolean>();
    const stack = new Set<string>();
    const test = (id: string, attribute: "displayed" | "required") => {
      const value = byId.get(id)![attribute];
      const query = compiled(`${id}.${attribute}`, value);
      // The state of every question the expression names, then one document of answers and state.
      const state = { displayed: {} as Record<string, boolean>, required: {} as Record<string, boolean> };
      for (const name of stateReads(value)) {
        if (!byId.has(name.id)) continue;
        state[name.state][name.id] = name.state === "displayed" ? displayed(name.id) : required(name.id);
      }
      const items = Object.fromEntries(
        Object.entries(answers).map(([key, answer]) => [
          key,
          Array.isArray(answer) ? answer.map((item) => ({ v: item })) : answer,
        ]),
      );
      return query.test({ ...answers, [STATE]: state, [BOX]: items });
    };
    const once = (key: string, compute: () => boolean) => {
      if (memo.has(key)) return memo.get(key)!;
      if (stack.has(key)) throw new Error(`cycle through ${key}`);
      stack.add(key);
      const result = compute();
      stack.delete(key);
      memo.set(key, result);
      return result;
    };
    const rawRequired = (id: string): boolean =>
      once(`${id}.raw`, () => {
        const question = byId.get(id)!;
        if (["label", "note", "divider"].includes(question.type)) return false;
        return isObject(question.required) ? test(id, "required") : truthy(question.required);
      });
    const displayed = (id: string): boolean =>
      once(`${id}.displayed`, () => {
        const value = byId.get(id)!.displayed;
        if (value === "required") return rawRequired(id);
        return isObject(value) ? test(id, "displayed") : value !== false && value !== "false";
      });
    const required = (id: string): boolean => once(`${id}.required`, () => displayed(id) && rawRequired(id));
    const result: ReferenceEvaluation = { displayed: {}, required: {} };
    for (const id of byId.keys()) {
      result.displayed[id] = displayed(id);
      result.required[id] = required(id);
    }
    return result;
  };
}

/** The {$displayed} / {$required} an expression reads, found again here rather than taken from lib/logic. */
function stateReads(value: unknown): { id: string; state: "displayed" | "required" }[] {
  const found: { id: string; state: "displayed" | "required" }[] = [];
  const inCondition = (id: string, cond: unknown) => {
    if (!isObject(cond)) return;
    for (const [op, arg] of Object.entries(cond)) {
      if (op === "$displayed" || op === "$required")
        found.push({ id, state: op === "$displayed" ? "displayed" : "required" });
      else if (op === "$not") inCondition(id, arg);
    }
  };
  const inExpression = (expr: unknown) => {
    if (!isObject(expr)) return;
    for (const [key, arg] of Object.entries(expr)) {
      if (LOGICAL.has(key) && Array.isArray(arg)) arg.forEach(inExpression);
      else if (!key.startsWith("$")) inCondition(key, arg);
    }
  };
  inExpression(value);
  return found;
}
