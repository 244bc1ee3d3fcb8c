// `displayed` / `required` in the inspector: the mode a value is in, and the text of a condition in code mode,
// checked with lib/logic analyseExpression.
import { analyseExpression } from "@/lib/logic";

export type LogicMode = "always" | "never" | "followRequired" | "conditional";
export type LogicProperty = "displayed" | "required";

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The mode of a stored value; unset means the property's default (shown, not required). */
export function logicMode(property: LogicProperty, value: unknown): LogicMode {
  if (isObject(value)) return "conditional";
  if (property === "displayed" && value === "required") return "followRequired";
  if (value === undefined) return property === "displayed" ? "always" : "never";
  return value === true || value === "true" ? "always" : "never";
}

export const logicModes = (property: LogicProperty): LogicMode[] => (property === "displayed" ? ["always", "never", "followRequired", "conditional"] : ["always", "never", "conditional"]);

export const MODE_LABELS: Record<LogicMode, string> = { always: "Always", never: "Never", followRequired: "Follow required", conditional: "Only when…" };

/** The stored value of a non-conditional mode. */
export function modeValue(mode: Exclude<LogicMode, "conditional">): true | false | "required" {
  return mode === "followRequired" ? "required" : mode === "always";
}

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
  if (!isObject(value)) return { ok: false, errors: ['A condition is a JSON object, such as {"country": "NL"}.'] };
  const analysis = analyseExpression(value);
  const errors = analysis.problems.map((problem) => `${problem.path ? `At ${problem.path}: ` : ""}${problem.message}.`);
  for (const reference of analysis.references) {
    if (!knownIds.has(reference)) errors.push(`'${reference}' is not a question of this form.`);
  }
  return errors.length ? { ok: false, errors } : { ok: true, value };
}

/** The text shown for a stored expression. */
export const logicText = (value: unknown) => (isObject(value) ? JSON.stringify(value, null, 2) : "");
