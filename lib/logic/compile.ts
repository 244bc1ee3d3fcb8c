// Compiling logic expressions once, into sift testers with our two custom operators bound to a form state that
// each evaluation fills in (the description's logic rules 1-6).
import { createEqualsOperation, createQueryTester } from "sift";
import { LOGICAL_OPERATORS, regexFromString, STANDARD_OPERATIONS } from "./operators";
import { scalarList } from "./set-membership";
import { isPlainObject } from "./is-plain-object";
import { chargeLogic, LOGIC_BUDGET, logicBudgetScope, RegexBudgetExceeded, RegexCompilerMissing } from "./regex-engine";

/** The displayed/required state of a form that $displayed and $required read while it is being evaluated. */
export type FormState = { displayed: Record<string, boolean>; required: Record<string, boolean> };
export type Answers = Record<string, unknown>;
export type Tester = (answers: Answers) => boolean;

/**
 * The expression as sift reads it with MongoDB's meaning (docs/api.md, "Logic expressions and MongoDB"): a "/re/flags"
 * string
 * is a pattern where MongoDB matches a regular expression as a pattern (the value itself, items of $in, $nin and
 * $all, the value of $not) and plain text everywhere else (under $eq, $ne and the order operators — validation
 * refuses it there — and inside a list or object compared whole); each $all item is compared as equality, a list
 * item as the whole list (sift would read a list as a query on positions); an empty $all matches nothing.
 */
function forSift(expression: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(expression).map(([key, arg]) => [
      key,
      LOGICAL_OPERATORS.has(key) && Array.isArray(arg)
        ? arg.map((item) => (isPlainObject(item) ? forSift(item) : item))
        : condition(arg),
    ]),
  );
}

const pattern = (value: unknown) => (typeof value === "string" ? (regexFromString(value) ?? value) : value);

// An object without operators (compared whole) passes operatorsForSift unchanged: it rewrites only operators'
// arguments.
function condition(value: unknown): unknown {
  return isPlainObject(value) ? operatorsForSift(value) : pattern(value);
}

// An $in with no values matches nothing, whatever the answer.
const NOTHING = { $in: [] };

/** sift compiles each $all item as a query of its own: values become {$eq: value}, patterns stay testers. */
function allItem(item: unknown): unknown {
  if (isPlainObject(item) && "$elemMatch" in item) return operatorsForSift(item);
  const regex = typeof item === "string" ? regexFromString(item) : undefined;
  return regex ?? { $eq: item };
}

function operatorsForSift(ops: Record<string, unknown>): Record<string, unknown> {
  if (Array.isArray(ops.$all) && ops.$all.length === 0) return NOTHING;
  return Object.fromEntries(
    Object.entries(ops).map(([op, arg]) => {
      if ((op === "$in" || op === "$nin") && Array.isArray(arg)) return [op, arg.map(pattern)];
      if (op === "$all" && Array.isArray(arg)) return [op, arg.map(allItem)];
      if (op === "$not") return [op, condition(arg)];
      // Only operators (none of $and / $or / $nor): they test the items themselves; otherwise fields of the items.
      if (op === "$elemMatch" && isPlainObject(arg))
        return [
          op,
          Object.keys(arg).every((key) => key.startsWith("$") && !LOGICAL_OPERATORS.has(key))
            ? operatorsForSift(arg)
            : forSift(arg),
        ];
      return [op, arg];
    }),
  );
}

/** sift operations for one form: the allow-list plus $displayed/$required reading `state`. */
export function formOperations(state: FormState) {
  // sift calls an operation once per element of an array answer (key = the index, parent = the array) and then
  // once with the whole answer (key = the question id): only that last call names the question.
  const custom =
    (map: keyof FormState) =>
    (expected: unknown, ownerQuery: unknown, options: Parameters<typeof createEqualsOperation>[2]) =>
      createEqualsOperation(
        (_value: unknown, key: unknown, parent: unknown) =>
          !Array.isArray(parent) && (state[map][String(key)] ?? map === "displayed") === expected,
        ownerQuery,
        options,
      );
  return { ...STANDARD_OPERATIONS, $displayed: custom("displayed"), $required: custom("required") };
}

/** What one condition (the value under a field) costs per item of the answer it tests (logicWeights). */
function conditionWeight(condition: unknown): number {
  if (!isPlainObject(condition) || !Object.keys(condition).some((key) => key.startsWith("$"))) return 1;
  let weight = 0;
  for (const [op, arg] of Object.entries(condition)) {
    if ((op === "$in" || op === "$nin") && Array.isArray(arg)) weight += scalarList(arg.map(pattern)) ? 1 : arg.length;
    else if (op === "$all" && Array.isArray(arg))
      for (const item of arg)
        weight += isPlainObject(item) && isPlainObject(item.$elemMatch) ? 1 + elemMatchWeight(item.$elemMatch) : 1;
    else if (op === "$not") weight += conditionWeight(arg);
    else if (op === "$elemMatch" && isPlainObject(arg)) weight += 1 + elemMatchWeight(arg);
    else weight += 1;
  }
  return Math.max(weight, 1);
}

/** An $elemMatch's conditions, per item: on the item itself (operators only), or on fields of it. */
function elemMatchWeight(arg: Record<string, unknown>): number {
  if (Object.keys(arg).every((key) => key.startsWith("$") && !LOGICAL_OPERATORS.has(key))) return conditionWeight(arg);
  let weight = 0;
  for (const each of logicWeights(arg).values()) weight += each;
  return weight;
}

/**
 * What evaluating `expression` costs, by the answer each part tests (its field's first segment; "" for what reads no
 * answer): the conditions on it, each counted once, but a `$all` once per value and an `$in` or `$nin` of anything but
 * plain values once per value (sift tests each against every item of the answer; plain-value `$in`/`$nin` are set
 * lookups, set-membership.ts). Times the size of each answer, that is the logic budget's units (chargeLogic).
 */
export function logicWeights(expression: Record<string, unknown>, weights = new Map<string, number>()) {
  for (const [key, arg] of Object.entries(expression)) {
    if (LOGICAL_OPERATORS.has(key)) {
      if (Array.isArray(arg)) for (const item of arg) if (isPlainObject(item)) logicWeights(item, weights);
      continue;
    }
    const field = key.startsWith("$") ? "" : key.split(".")[0];
    weights.set(field, (weights.get(field) ?? 0) + conditionWeight(arg));
  }
  return weights;
}

/** The items of a value, nested lists' and objects' included, counted up to `cap`. */
function itemCount(value: unknown, cap: number): number {
  let count = 0;
  const stack = [value];
  while (stack.length > 0 && count <= cap) {
    const each = stack.pop();
    if (typeof each !== "object" || each === null) continue;
    const items = Array.isArray(each) ? each : Object.values(each);
    count += items.length;
    for (const item of items) if (typeof item === "object" && item !== null) stack.push(item);
  }
  return count;
}

// Each answer's size, counted once per validation (the scope) and set of answers.
let sized: { scope: object; answers: Answers; sizes: Map<string, number> } | null = null;

/** What one evaluation of an expression with these weights costs against `answers`, in the logic budget's units. */
function logicUnits(weights: readonly (readonly [string, number])[], answers: Answers, scope: object): number {
  if (sized?.scope !== scope || sized.answers !== answers) sized = { scope, answers, sizes: new Map() };
  let units = 0;
  for (const [field, weight] of weights) {
    let size = sized.sizes.get(field);
    if (size === undefined) {
      size = field === "" || !Object.hasOwn(answers, field) ? 1 : 1 + itemCount(answers[field], LOGIC_BUDGET);
      sized.sizes.set(field, size);
    }
    units += weight * size;
  }
  return units;
}

/**
 * One expression as a tester over the answers. An expression sift cannot compile (only possible for definitions
 * that failed validation) yields null; callers fall back to the attribute's default. Inside a validation's budgets
 * (withRegexBudget) each evaluation first spends its cost from the logic budget (logicWeights).
 */
export function compileExpression(expression: unknown, state: FormState): Tester | null {
  if (!isPlainObject(expression)) return null;
  try {
    const test = siftTester(expression, formOperations(state));
    const weights = [...logicWeights(expression)];
    return (answers) => {
      const scope = logicBudgetScope();
      if (scope) chargeLogic(logicUnits(weights, answers, scope));
      try {
        return Boolean(test(answers));
      } catch (error) {
        // An exhausted matching budget ends the whole validation; anything else is a test that cannot hold.
        if (error instanceof RegexBudgetExceeded || error instanceof RegexCompilerMissing) throw error;
        return false;
      }
    };
  } catch (error) {
    // A page that loads RE2 on demand and forgot to: said, never read as an expression that cannot compile.
    if (error instanceof RegexCompilerMissing) throw error;
    return null;
  }
}

/** sift's tester for `expression` with "/re/" strings as regexes; throws when sift cannot compile it. */
function siftTester(expression: Record<string, unknown>, operations: ReturnType<typeof formOperations>) {
  return createQueryTester(forSift(expression), { operations });
}

let checkOperations: ReturnType<typeof formOperations> | undefined;

/**
 * Why sift cannot compile `expression`, or null when it can: validation's last check, so that nothing it accepts falls
 * back to a default.
 */
export function compileProblem(expression: Record<string, unknown>): string | null {
  try {
    siftTester(expression, (checkOperations ??= formOperations({ displayed: {}, required: {} })));
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
