import "server-only";
// The History panel's studio data (docs/studio.md "History"): a version's name, written here after the SDK has
// confirmed the event is the company's (another company's answers NotFoundError), and the logic scenarios each
// version carried (read only; a whole restore brings them back, lib/db/repositories/version-scenarios.ts).
import { nameVersion } from "../../db/repositories/event-versions";
import { listEventScenarios } from "../../db/repositories/event-scenarios";
import { latestVersionScenarios, scenariosOfVersions, versionScenarios } from "../../db/repositories/version-scenarios";
import { scenarioSetSentences } from "../../questions/scenario-set-changes";
import { isScenario, runScenarios } from "../../questions/scenarios";
import { allow } from "../access/allow";
import type { StudioSession } from "../../auth/session";
import type { Client } from "../../sdk";
import { ActionFailure } from "../access/action-errors";
import { can, refusalMessage } from "../access/roles";

export async function nameEventVersion(
  session: StudioSession,
  api: Client,
  eventId: number,
  n: number,
  name: string,
): Promise<void> {
  // The role again here, whoever calls: naming a version is an edit.
  if (!can(session.role, "events.write"))
    throw new ActionFailure({ code: "forbidden", message: refusalMessage(session.role, "events.write") });
  await api.events.get(eventId, { fields: ["name"] });
  if (!(await nameVersion(eventId, n, name))) {
    throw new ActionFailure({
      code: "notFound",
      message: `This event has no version ${n}. Reload the History panel to see its versions.`,
    });
  }
}

/**
 * What each of the versions `numbers` changed in the event's logic scenarios, in words (docs/studio.md "History"):
 * scenarios are kept at once, not by a save, so a version's row says how its scenarios differ from the version
 * before's. Nothing is said for a version (or one before it) written before versions carried scenarios. The caller
 * has read these versions through the SDK (the event is the company's).
 */
export async function versionScenarioLines(
  session: StudioSession,
  eventId: number,
  numbers: readonly number[],
): Promise<Record<number, string[]>> {
  allow(session, "events.read");
  const lines: Record<number, string[]> = {};
  if (!numbers.length) return lines;
  const sets = await scenariosOfVersions(eventId, Math.min(...numbers), Math.max(...numbers));
  for (const n of numbers) {
    const now = sets.get(n);
    const before = n === 1 ? [] : sets.get(n - 1);
    if (!now || !before) continue;
    const said = scenarioSetSentences(before.filter(isScenario), now.filter(isScenario));
    if (said.length) lines[n] = said;
  }
  return lines;
}

/**
 * How the event's scenarios differ from those its newest version carries: changes kept since, which the next save's
 * version will carry (null when there is none, or the newest version carries none recorded).
 */
export async function scenarioChangesSinceLatest(
  session: StudioSession,
  eventId: number,
): Promise<{ since: number; lines: string[] } | null> {
  allow(session, "events.read");
  const [latest, stored] = await Promise.all([
    latestVersionScenarios(eventId),
    listEventScenarios(session.company.id, eventId),
  ]);
  if (!latest?.scenarios || stored.status === "notFound") return null;
  const lines = scenarioSetSentences(latest.scenarios.filter(isScenario), stored.scenarios.filter(isScenario));
  return lines.length ? { since: latest.n, lines } : null;
}

/** A version's scenarios with their verdicts on that version's form (`events.read`: viewers look too). */
type VersionScenarioView =
  | { status: "kept"; scenarios: { id: string; name: string; passed: boolean; failures: string[] }[] }
  | { status: "notKept" };

/** The scenarios version `n` carried, each run on that version's form, read only (docs/studio.md "History"). */
export async function scenariosOfVersion(
  session: StudioSession,
  api: Client,
  eventId: number,
  n: number,
): Promise<VersionScenarioView> {
  allow(session, "events.read");
  // Through the SDK first: another company's event, or a version it does not have, is answered as the API answers.
  const { data } = await api.versions.get(eventId, n, { fields: ["definition"] });
  const carried = await versionScenarios(eventId, n);
  if (carried.status !== "kept") return { status: "notKept" };
  const scenarios = carried.scenarios.filter(isScenario);
  const results = new Map(runScenarios(data.definition.questions, scenarios).map((r) => [r.scenarioId, r]));
  return {
    status: "kept",
    scenarios: scenarios.map((scenario) => {
      const result = results.get(scenario.id);
      return {
        id: scenario.id,
        name: scenario.name,
        passed: result?.passed ?? false,
        failures: result?.failures.map((failure) => failure.text) ?? [],
      };
    }),
  };
}
