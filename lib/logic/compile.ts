// Compiling logic expressions once, into sift testers with our two custom operators bound to a form state that
// each evaluation fills in (the description's logic rules 1-6).
import { createEqualsOperation, createQueryTester } from "sift";
import { CUSTOM_OPERATORS, isPlainObject, regexFromString, STANDARD_OPERATIONS } from "./operators";
import { RegexBudgetExceeded } from "./safe-regex";

/** The displayed/required state of a form that $displayed and $required read while it is being evaluated. */
export type FormState = { displayed: Record<string, boolean>; required: Record<string, boolean> };
export type Answers = Record<string, unknown>;
export type Tester = (answers: Answers) => boolean;

/** A copy of the expression with "/re/flags" strings turned into RE2 testers, which sift calls as the test. */
function withRegexes(value: unknown, underOperator: string | null = null): unknown {
  if (typeof value === "string" && underOperator !== "$regex" && underOperator !== "$options") {
    const regex = regexFromString(value);
    return regex ?? value;
  }
  if (Array.isArray(value)) return value.map((item) => withRegexes(item, underOperator));
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, CUSTOM_OPERATORS.has(key) ? item : withRegexes(item, key.startsWith("$") ? key : null)]));
  }
  return value;
}

/** sift operations for one form: the allow-list plus $displayed/$required reading `state`. */
export function formOperations(state: FormState) {
  // sift calls an operation once per element of an array answer (key = the index, parent = the array) and then
  // once with the whole answer (key = the question id): only that last call names the question.
  const custom = (map: keyof FormState) => (expected: unknown, ownerQuery: unknown, options: Parameters<typeof createEqualsOperation>[2]) =>
    createEqualsOperation(
      (_value: unknown, key: unknown, parent: unknown) => !Array.isArray(parent) && (state[map][String(key)] ?? map === "displayed") === expected,
      ownerQuery,
      options,
    );
  return { ...STANDARD_OPERATIONS, $displayed: custom("displayed"), $required: custom("required") };
}

/**
 * One expression as a tester over the answers. An expression sift cannot compile (only possible for definitions
 * that failed validation) yields null; callers fall back to the attribute's default.
 */
export function compileExpression(expression: unknown, state: FormState): Tester | null {
  if (!isPlainObject(expression)) return null;
  try {
    const test = siftTester(expression, formOperations(state));
    return (answers) => {
      try {
        return Boolean(test(answers));
      } catch (error) {
        // An exhausted matching budget ends the whole validation; anything else is a test that cannot hold.
        if (error instanceof RegexBudgetExceeded) throw error;
        return false;
      }
    };
  } catch {
    return null;
  }
}

/** sift's tester for `expression` with "/re/" strings as regexes; throws when sift cannot compile it. */
function siftTester(expression: Record<string, unknown>, operations: ReturnType<typeof formOperations>) {
  return createQueryTester(withRegexes(expression) as Record<string, unknown>, { operations });
}

let checkOperations: ReturnType<typeof formOperations> | undefined;

/** Why sift cannot compile `expression`, or null when it can: validation's last check, so that nothing it accepts falls back to a default. */
export function compileProblem(expression: Record<string, unknown>): string | null {
  try {
    siftTester(expression, (checkOperations ??= formOperations({ displayed: {}, required: {} })));
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
