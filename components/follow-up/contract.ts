// What the follow-up dialog's server actions take and answer (app/(studio)/events/[eventId]/follow-up-actions.ts):
// the dialog receives them as props, so it never imports server code.
import type { ActionResult } from "@/lib/studio/access/action-errors";

export type FollowUpSettings = { enabled: boolean; subject: string; body: string };
export type FollowUpActions = {
  read(input: { eventId: number }): Promise<ActionResult<FollowUpSettings>>;
  /** Absent for a viewer: the dialog is then read only. */
  write?(input: { eventId: number } & FollowUpSettings): Promise<ActionResult<FollowUpSettings>>;
};
