// What changed between two sets of an event's logic scenarios, in words (docs/studio.md "History"): the History says
// it under each version whose scenarios differ from the version before's, and a restore says what it brought back.
import { sameJson } from "./change-summary";
import type { Scenario } from "./scenarios";

export type ScenarioSetChange =
  { kind: "added" | "removed" | "changed"; name: string } | { kind: "renamed"; from: string; name: string };

const content = ({ values, expect, accepted }: Scenario) => ({ values, expect, accepted: accepted ?? null });

/** The scenarios added, removed, changed (answers or expectations) and renamed from `before` to `after`, by id. */
export function scenarioSetChanges(before: readonly Scenario[], after: readonly Scenario[]): ScenarioSetChange[] {
  const was = new Map(before.map((scenario) => [scenario.id, scenario]));
  const is = new Set(after.map((scenario) => scenario.id));
  const changes: ScenarioSetChange[] = [];
  for (const scenario of after) {
    const old = was.get(scenario.id);
    if (!old) changes.push({ kind: "added", name: scenario.name });
    else if (!sameJson(content(old), content(scenario))) changes.push({ kind: "changed", name: scenario.name });
    else if (old.name !== scenario.name) changes.push({ kind: "renamed", from: old.name, name: scenario.name });
  }
  for (const scenario of before) if (!is.has(scenario.id)) changes.push({ kind: "removed", name: scenario.name });
  return changes;
}

const WORDS = { added: "added", removed: "removed", changed: "changed" } as const;

/** One sentence per change, for a version's row in the History: "Scenario “Buyer” added." */
export function scenarioSetSentences(before: readonly Scenario[], after: readonly Scenario[]): string[] {
  return scenarioSetChanges(before, after).map((change) =>
    change.kind === "renamed"
      ? `Scenario “${change.from}” renamed “${change.name}”.`
      : `Scenario “${change.name}” ${WORDS[change.kind]}.`,
  );
}

/**
 * What a restore of version `n` says about the scenarios it put back (`before`: the event's scenarios before the
 * restore, `after`: those of version `n`); null when they are the same.
 */
export function restoredScenariosNotice(
  n: number,
  before: readonly Scenario[],
  after: readonly Scenario[],
): string | null {
  const changes = scenarioSetChanges(before, after);
  if (!changes.length) return null;
  const quote = (names: string[]) => names.map((name) => `“${name}”`).join(", ");
  const of = (kind: ScenarioSetChange["kind"]) => changes.filter((change) => change.kind === kind).map((c) => c.name);
  const parts = [
    of("added").length ? `back: ${quote(of("added"))}` : null,
    of("changed").length ? `as they were: ${quote(of("changed"))}` : null,
    of("renamed").length ? `named as they were: ${quote(of("renamed"))}` : null,
    of("removed").length ? `removed (not in version ${n}): ${quote(of("removed"))}` : null,
  ].filter((part): part is string => part !== null);
  return `The scenarios of version ${n} are back — ${parts.join("; ")}.`;
}
