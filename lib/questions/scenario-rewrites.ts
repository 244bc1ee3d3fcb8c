// Scenarios follow edits that keep their meaning (docs/studio.md "Scenarios"): a renamed id, a deleted question, an
// option's stored value renamed. Apart from scenarios.ts so that the editor's page can follow edits without loading
// the engine (docs/architecture.md "Question engine"); scenarios.ts re-exports it.
import type { Scenario } from "./scenarios";

const quote = (text: string) => `“${text}”`;

export type ScenarioEdit =
  | { kind: "renamed"; from: string; to: string }
  | { kind: "removed"; id: string; label?: string }
  /** An option's stored value (a radio or checkboxGroup option's id, a select's value) changed. */
  | { kind: "optionRenamed"; questionId: string; from: string; to: string };

/** The scenario after an edit that keeps its meaning, with a notice when something of it went. */
export function rewriteScenario(scenario: Scenario, edit: ScenarioEdit): { scenario: Scenario; notice: string | null } {
  if (edit.kind === "renamed") {
    if (edit.from === edit.to) return { scenario, notice: null };
    return {
      scenario: {
        ...scenario,
        values: renameKey(scenario.values, edit.from, edit.to),
        expect: renameKey(scenario.expect, edit.from, edit.to),
      },
      notice: null,
    };
  }
  if (edit.kind === "removed") {
    const had = edit.id in scenario.expect || edit.id in scenario.values;
    if (!had) return { scenario, notice: null };
    const values = { ...scenario.values };
    const expect = { ...scenario.expect };
    delete values[edit.id];
    delete expect[edit.id];
    return {
      scenario: { ...scenario, values, expect },
      notice:
        `${quote(edit.label ?? edit.id)} was deleted: its answer and ` +
        `expectations left the scenario ${quote(scenario.name)}.`,
    };
  }
  const entry = scenario.values[edit.questionId];
  if (!entry) return { scenario, notice: null };
  const untouched = Array.isArray(entry.value) ? !entry.value.includes(edit.from) : entry.value !== edit.from;
  if (untouched) return { scenario, notice: null };
  const swap = (value: unknown) => (value === edit.from ? edit.to : value);
  const value = Array.isArray(entry.value) ? entry.value.map(swap) : swap(entry.value);
  return {
    scenario: { ...scenario, values: { ...scenario.values, [edit.questionId]: { ...entry, value } } },
    notice: null,
  };
}

function renameKey<T>(record: Record<string, T>, from: string, to: string): Record<string, T> {
  if (!Object.hasOwn(record, from)) return record;
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key === from ? to : key, value]));
}
