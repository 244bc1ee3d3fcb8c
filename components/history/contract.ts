// What the History panel's server actions take and answer (app/(studio)/events/[eventId]/history-actions.ts): the
// panel receives them as props, so it never imports server code.
import type { EventVersion, EventVersionWithDefinition } from "@/lib/sdk";
import type { ActionResult } from "@/lib/studio/access/action-errors";

export type VersionsPage = {
  items: EventVersion[];
  total: number;
  /** Per version number, what it changed in the event's logic scenarios, in words (none: unchanged or unknown). */
  scenarioLines?: Record<number, string[]>;
  /** The scenarios' changes kept since the newest version `since` (the next save's version carries them). */
  scenariosSince?: { since: number; lines: string[] } | null;
};
/** The logic scenarios a version carried, each with its verdict on that version's form; "notKept": written before. */
export type VersionScenarios =
  | { status: "kept"; scenarios: { id: string; name: string; passed: boolean; failures: string[] }[] }
  | { status: "notKept" };
export type HistoryActions = {
  list(input: { eventId: number; from: number }): Promise<ActionResult<VersionsPage>>;
  read(input: { eventId: number; n: number }): Promise<ActionResult<EventVersionWithDefinition>>;
  name(input: { eventId: number; n: number; name: string }): Promise<ActionResult<{ n: number }>>;
  scenarios?(input: { eventId: number; n: number }): Promise<ActionResult<VersionScenarios>>;
};
