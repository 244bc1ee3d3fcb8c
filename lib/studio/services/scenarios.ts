import "server-only";
// An event's logic scenarios (docs/studio.md "Scenarios"): the studio's own data, kept with the event. Everyone of
// the company reads them ("events.read": viewers see which checks the form passes); owners and editors record,
// change and remove them ("events.write"). The server actions check the same permissions first (defineAction);
// each service asks again, so no other caller skips them. The check before a save runs the stored scenarios with
// the engine the editor's worker runs (lib/questions/scenarios.ts), on the form about to be saved.
import diff from "microdiff";
import { listEventScenarios, writeEventScenarios } from "../../db/repositories/event-scenarios";
import { latestVersionNumber, versionScenarios } from "../../db/repositories/version-scenarios";
import type { StudioSession } from "../../auth/session";
import { findScenarioBreak } from "../../questions/scenario-breaks";
import type { Client } from "../../sdk";
import { isScenario, runScenarios, type Scenario, type ScenarioResult } from "../../questions/scenarios";
import { restoredScenariosNotice } from "../../questions/scenario-set-changes";
import { ActionFailure } from "../access/action-errors";
import { recordFor } from "./activity";
import { allow, eventGone } from "../access/allow";
import { MAX_SCENARIOS } from "../schemas/scenarios";
import { createBreakCache, rememberedBreak, type BreakCache } from "./scenario-break-cache";

type Question = Record<string, unknown> & { id: string; type: string };

/** The event's scenarios, oldest first; rows of a shape this version does not run are left out. */
export async function scenariosOf(session: StudioSession, eventId: number): Promise<Scenario[]> {
  allow(session, "events.read");
  const stored = await listEventScenarios(session.company.id, eventId);
  if (stored.status === "notFound") throw eventGone();
  return stored.scenarios.filter(isScenario);
}

/** Stores new or changed scenarios and removes others, in one write; answers the event's scenarios after it. */
export async function changeScenarios(
  session: StudioSession,
  eventId: number,
  change: { put: readonly Scenario[]; remove: readonly string[] },
): Promise<Scenario[]> {
  allow(session, "events.write");
  const ids = change.put.map((scenario) => scenario.id);
  if (new Set(ids).size !== ids.length)
    throw new ActionFailure({
      code: "invalidInput",
      message: "Two of these scenarios have the same id: give each its own id and send them again.",
    });
  const before = await listEventScenarios(session.company.id, eventId);
  if (before.status === "notFound") throw eventGone();
  const put = change.put.map((scenario) => ({ id: scenario.id, scenario }));
  const written = await writeEventScenarios(session.company.id, eventId, { put, remove: change.remove }, MAX_SCENARIOS);
  if (written.status === "notFound") throw eventGone();
  if (written.status === "tooMany")
    throw new ActionFailure({
      code: "tooManyScenarios",
      message:
        `An event keeps at most ${MAX_SCENARIOS} scenarios; this would make ${written.count}. ` +
        `Remove the ones that no longer matter first.`,
    });
  await recordChanges(session, before.eventName, before.scenarios.filter(isScenario), change);
  return scenariosOf(session, eventId);
}

/**
 * One activity row per scenario the change concerns (docs/studio.md "Scenarios"): saved (new), renamed (its answers
 * and expectations kept), rewritten (its answers or expectations changed, as an edit of the form rewrites them),
 * deleted. A scenario stored again unchanged leaves none.
 */
async function recordChanges(
  session: StudioSession,
  event: string,
  stored: readonly Scenario[],
  change: { put: readonly Scenario[]; remove: readonly string[] },
): Promise<void> {
  const byId = new Map(stored.map((scenario) => [scenario.id, scenario]));
  // Compared as data: the database keeps an object's keys in its own order.
  const content = ({ values, expect, accepted }: Scenario) => ({ values, expect, accepted: accepted ?? null });
  for (const scenario of change.put) {
    const was = byId.get(scenario.id);
    const name = scenario.name.trim();
    if (!was) await recordFor(session, "scenarioSaved", `${name} (${event})`);
    else if (diff(content(was), content(scenario)).length)
      await recordFor(session, "scenarioRewritten", `${name} (${event})`);
    else if (was.name !== scenario.name)
      await recordFor(session, "scenarioRenamed", `${was.name} → ${name} (${event})`);
  }
  for (const id of new Set(change.remove)) {
    const was = byId.get(id);
    if (was) await recordFor(session, "scenarioDeleted", `${was.name} (${event})`);
  }
}

/** Each stored scenario's verdict on `questions`, in the stored order. */
export async function checkScenarios(
  session: StudioSession,
  eventId: number,
  questions: readonly Question[],
): Promise<ScenarioResult[]> {
  return runScenarios(questions, await scenariosOf(session, eventId));
}

/**
 * The check before a save (docs/studio.md "Scenarios"): refuses, changing nothing, while a stored scenario fails on
 * the form about to be saved and the person has not confirmed that it may (`confirmed`: the failing scenarios'
 * ids the editor showed them). A save is never refused silently: the refusal names each scenario and what changed.
 * `restoring`: the version a whole restore puts back, whose own scenarios are then the ones checked. Answers the
 * event's scenarios as they stand before the save.
 */
export async function checkBeforeSave(
  session: StudioSession,
  eventId: number,
  questions: readonly Question[],
  confirmed: readonly string[],
  restoring?: number,
): Promise<Scenario[]> {
  allow(session, "events.read");
  const stored = await listEventScenarios(session.company.id, eventId);
  // A deleted (or unknown) event has no scenarios to check: the save itself then answers what happened to the event
  // (deleted while edited: save it as a new event).
  if (stored.status === "notFound") return [];
  const current = stored.scenarios.filter(isScenario);
  // A whole version restored brings its own scenarios back (when it carried them): those are the ones to hold.
  const carried = restoring ? await versionScenarios(eventId, restoring) : null;
  const scenarios = carried?.status === "kept" ? carried.scenarios.filter(isScenario) : current;
  if (!scenarios.length) return current;
  const results = runScenarios(questions, scenarios);
  const unconfirmed = results.filter((result) => !result.passed && !confirmed.includes(result.scenarioId));
  if (!unconfirmed.length) return current;
  const byId = new Map(scenarios.map((scenario) => [scenario.id, scenario]));
  const failing = unconfirmed.map((result) => ({
    scenarioId: result.scenarioId,
    name: byId.get(result.scenarioId)?.name ?? result.scenarioId,
    failures: result.failures.map((failure) => failure.text),
  }));
  const first = failing[0];
  throw new ActionFailure({
    code: "scenariosFailing",
    message:
      `Not saved: ${failing.length === 1 ? "a scenario fails" : `${failing.length} scenarios fail`} with this ` +
      `change. “${first.name}”: ${first.failures[0] ?? "it no longer holds."} ` +
      `Fix the form, or save again and confirm that the change is meant.`,
    details: { failing },
  });
}

/** How many saved versions, newest first, the search for the version that broke a scenario looks at. */
export const BREAK_SEARCH_VERSIONS = 100;

type BreakFound =
  | { status: "broken"; n: number; author: string; created: string }
  | { status: "passesSaved" }
  | { status: "neverPassed"; checked: number };
/** `read`: how many saved versions this ask ran the scenario on (0: the answer was remembered). */
export type ScenarioBreakAnswer = BreakFound & { read: number };

// One per process, beside the other per-process state (docs/architecture.md): the Next.js bundle's server actions
// ask it.
const CACHE = Symbol.for("capture-studio.scenario-breaks");
const breaks = ((globalThis as { [CACHE]?: BreakCache<BreakFound> })[CACHE] ??= createBreakCache<BreakFound>());

/**
 * The saved version that broke a scenario (docs/studio.md "Scenarios"), asked when the panel shows its failure: the
 * versions through the SDK, newest first, each run with the engine until one passes. The answer is remembered per
 * (event, newest version as the database says, scenario's content): asked again before a save or a rewrite, it
 * reads no version (scenario-break-cache.ts).
 */
export async function scenarioBreak(
  session: StudioSession,
  api: Client,
  eventId: number,
  scenarioId: string,
): Promise<ScenarioBreakAnswer> {
  const scenario = (await scenariosOf(session, eventId)).find((item) => item.id === scenarioId);
  if (!scenario)
    throw new ActionFailure({ code: "notFound", message: "This scenario was removed meanwhile. Reload the page." });
  const newest = await latestVersionNumber(eventId);
  const { answer, read } = await rememberedBreak(breaks, { eventId, newest, scenario }, async () => {
    const page = await api.versions.list(eventId, {
      range: { from: 0, to: BREAK_SEARCH_VERSIONS - 1 },
      fields: ["id", "created", "author"],
    });
    let loaded = 0;
    const found = await findScenarioBreak(
      scenario,
      page.items.map((version) => version.id),
      async (n) => {
        loaded++;
        return (await api.versions.get(eventId, n, { fields: ["definition"] })).data.definition.questions;
      },
    );
    const seen = page.items[0]?.id ?? 0;
    if (found.status !== "broken") return { newest: seen, answer: found, read: loaded };
    const version = page.items.find((item) => item.id === found.n)!;
    const broken = { status: "broken", n: found.n, author: version.author.name, created: version.created } as const;
    return { newest: seen, answer: broken, read: loaded };
  });
  return { ...answer, read };
}

/**
 * What a whole restore of version `n` did to the scenarios (docs/studio.md "History"): the event's scenarios after
 * it, and the notice's words when they differ from `before` (null when the restore left them as they were).
 */
export async function restoredScenarios(
  session: StudioSession,
  eventId: number,
  n: number,
  before: readonly Scenario[],
): Promise<{ scenarios: Scenario[]; notice: string | null }> {
  const scenarios = await scenariosOf(session, eventId);
  return { scenarios, notice: restoredScenariosNotice(n, before, scenarios) };
}
