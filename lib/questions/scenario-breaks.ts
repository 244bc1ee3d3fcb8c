// Which saved version broke a scenario (docs/studio.md "Scenarios"): walking the event's versions from the newest
// back, the oldest of the failing versions after the last one where it passed. Versions are loaded one at a time,
// so a scenario broken by a recent save costs only a few runs.
import { runScenarios, type Scenario } from "./scenarios";

type Question = Record<string, unknown> & { id: string; type: string };

export type ScenarioBreak =
  /** It passed at version `n - 1` (or an older one) and fails from version `n` on. */
  | { status: "broken"; n: number }
  /** The newest saved version passes: only unsaved changes break it. */
  | { status: "passesSaved" }
  /** It fails at every version looked at (`checked` of them, newest first): none shows when it broke. */
  | { status: "neverPassed"; checked: number };

/** `versions`: the version numbers to look at, newest first; `load` answers one version's questions. */
export async function findScenarioBreak(
  scenario: Scenario,
  versions: readonly number[],
  load: (n: number) => Promise<readonly Question[]>,
): Promise<ScenarioBreak> {
  let broken: number | null = null;
  for (const n of versions) {
    const [result] = runScenarios(await load(n), [scenario]);
    if (result.passed) return broken === null ? { status: "passesSaved" } : { status: "broken", n: broken };
    broken = n;
  }
  return { status: "neverPassed", checked: versions.length };
}
