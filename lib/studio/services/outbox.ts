import "server-only";
// The owners' view of the company's outbox (docs/studio.md "The outbox"): its recent messages without their bodies,
// and the retry of one that failed. A password reset belongs to a person, not a company (its row has no company),
// so no owner sees it, nor its link; bodies are never read here, so no link or token reaches the page.
import { getMail, listOutbox, retryMail, type OutboxListing } from "../../db/repositories/outbox";
import { findInvitationById, invitationState } from "../../db/repositories/invitations";
import type { StudioSession } from "../../auth/session";
import { ActionFailure } from "../access/action-errors";
import { record } from "./activity";

/** How many of the newest messages the page lists. */
export const OUTBOX_PAGE_SIZE = 100;

export type { OutboxListing };

export function recentMail(session: StudioSession): Promise<OutboxListing[]> {
  return listOutbox(session.company.id, OUTBOX_PAGE_SIZE);
}

const NOT_FAILED = new ActionFailure({
  code: "notFailed",
  message: "Only a message that failed can be retried; this one is not failed (any more). Reload the page.",
});

/**
 * Queues a failed message of the company again at once, its tries counted afresh. An invitation's message whose
 * invitation can no longer be used is not: its link is dead (send the invitation again from the Members page).
 */
export async function retryMessage(session: StudioSession, id: number): Promise<void> {
  const mail = await getMail(id);
  if (!mail || mail.companyId !== session.company.id) throw NOT_FAILED;
  if (mail.kind === "invitation" && mail.invitationId !== null) {
    const invitation = await findInvitationById(session.company.id, mail.invitationId);
    if (!invitation || invitationState(invitation) !== "pending")
      throw new ActionFailure({
        code: "notPending",
        message:
          "The invitation this message carries can no longer be used (used, revoked, ended or expired): " +
          "its link is dead. Make a new invitation on the Members page.",
      });
  }
  if (!(await retryMail(session.company.id, id))) throw NOT_FAILED;
  await record(session.company.id, session.person, "mailRetried", `“${mail.subject}” to ${mail.recipient}`);
}
