// What the Scenarios panel's server actions take and answer (app/(studio)/events/[eventId]/scenario-actions.ts):
// the panel receives them as props, so it never imports server code.
import type { Scenario, ScenarioResult } from "@/lib/questions/scenarios";
import type { ServerAction } from "@/lib/studio/access/action-errors";

export type { Scenario, ScenarioResult };

/** Stores new or changed scenarios and removes others; answers the event's scenarios after the change. */
export type ChangeScenariosAction = ServerAction<{ eventId: number; put: Scenario[]; remove: string[] }, Scenario[]>;

/** The server's verdict on each stored scenario for a form (what the check before a save runs). */
export type CheckScenariosAction = ServerAction<
  { eventId: number; questions: readonly { id: string; type: string }[] },
  ScenarioResult[]
>;

/**
 * The saved version that broke a failing scenario, searched newest first (lib/studio/services/scenarios.ts); `read`:
 * how many versions the ask ran it on (0: remembered until the next save or rewrite).
 */
export type ScenarioBreakAction = ServerAction<
  { eventId: number; scenarioId: string },
  (
    | { status: "broken"; n: number; author: string; created: string }
    | { status: "passesSaved" }
    | { status: "neverPassed"; checked: number }
  ) & { read: number }
>;

/** What a save refused by the check before it says, in `details` (lib/studio/services/scenarios.ts). */
export type FailingScenarios = { failing: { scenarioId: string; name: string; failures: string[] }[] };
