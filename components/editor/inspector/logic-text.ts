// The text of a condition in code mode, checked with lib/logic analyseExpression (RE2 included: this file is
// loaded with the condition editor, on demand; the modes are in logic-modes.ts).
import { analyseExpression } from "@/lib/logic/analyse";
import { isPlainObject } from "@/lib/logic/is-plain-object";

export type LogicCheck = { ok: true; value: Record<string, unknown> } | { ok: false; errors: string[] };

/** The expression the text stands for, or every reason it cannot be used yet. `knownIds` = the form's ids. */
export function checkLogicText(text: string, knownIds: ReadonlySet<string>): LogicCheck {
  if (text.trim() === "") return { ok: false, errors: ['Write a condition as JSON, such as {"country": "NL"}.'] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [`This is not valid JSON yet (${(error as Error).message}).`] };
  }
  if (!isPlainObject(value)) return { ok: false, errors: ['A condition is a JSON object, such as {"country": "NL"}.'] };
  const analysis = analyseExpression(value);
  const errors = analysis.problems.map((problem) => `${problem.path ? `At ${problem.path}: ` : ""}${problem.message}.`);
  for (const reference of analysis.references) {
    if (!knownIds.has(reference)) errors.push(`'${reference}' is not a question of this form.`);
  }
  return errors.length ? { ok: false, errors } : { ok: true, value };
}

/** The text shown for a stored expression. */
export const logicText = (value: unknown) => (isPlainObject(value) ? JSON.stringify(value, null, 2) : "");
