// What the History panel's server actions take and answer (app/(studio)/events/[eventId]/history-actions.ts): the
// panel receives them as props, so it never imports server code.
import type { EventVersion, EventVersionWithDefinition } from "@/lib/sdk";
import type { ActionResult } from "@/lib/studio/access/action-errors";

export type VersionsPage = { items: EventVersion[]; total: number };
export type HistoryActions = {
  list(input: { eventId: number; from: number }): Promise<ActionResult<VersionsPage>>;
  read(input: { eventId: number; n: number }): Promise<ActionResult<EventVersionWithDefinition>>;
  name(input: { eventId: number; n: number; name: string }): Promise<ActionResult<{ n: number }>>;
};
