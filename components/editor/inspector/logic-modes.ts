// `displayed` / `required` in the inspector: the mode a value is in (the editor's page loads this eagerly; the
// code mode's check is in logic-text.ts).
import { isPlainObject } from "@/lib/logic/is-plain-object";

export type LogicMode = "always" | "never" | "followRequired" | "conditional";
export type LogicProperty = "displayed" | "required";

/** The mode of a stored value; unset means the property's default (shown, not required). */
export function logicMode(property: LogicProperty, value: unknown): LogicMode {
  if (isPlainObject(value)) return "conditional";
  if (property === "displayed" && value === "required") return "followRequired";
  if (value === undefined) return property === "displayed" ? "always" : "never";
  return value === true || value === "true" ? "always" : "never";
}

export const logicModes = (property: LogicProperty): LogicMode[] =>
  property === "displayed" ? ["always", "never", "followRequired", "conditional"] : ["always", "never", "conditional"];

export const MODE_LABELS: Record<LogicMode, string> = {
  always: "Always",
  never: "Never",
  followRequired: "Follow required",
  conditional: "Only when…",
};

/** The stored value of a non-conditional mode. */
export function modeValue(mode: Exclude<LogicMode, "conditional">): true | false | "required" {
  return mode === "followRequired" ? "required" : mode === "always";
}
