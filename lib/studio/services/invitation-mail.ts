import "server-only";
// Invitations by e-mail (docs/studio.md "Inviting by e-mail"): the message queued with a new invitation, an owner's
// resend (a renewed link: the old one stops working), and each invitation's latest mail for the Members page.
import { invitationMails, renewInvitation, type InvitationMail } from "../../db/repositories/invitation-mail";
import type { Invitation } from "../../db/repositories/invitations";
import type { OutboxMessage } from "../../db/repositories/outbox";
import type { StudioSession } from "../../auth/session";
import { ActionFailure } from "../access/action-errors";
import { ROLE_LABELS, type Role } from "../access/roles";
import { invitationMail } from "../mail/invitation-mail";
import { record } from "./activity";

/** Messages one invitation may have in all (its first and the resends): nobody's mailbox is flooded from here. */
export const MAX_INVITATION_MAILS = 5;

export type { InvitationMail };

export const invitationLink = (origin: string, token: string) => `${origin}/invite/${token}`;

/** The mail of an invitation made in `session`, for the repository to queue with it. */
export function mailOf(session: StudioSession, origin: string, resent = false) {
  return (token: string, invitation: Invitation): OutboxMessage =>
    invitationMail({
      companyId: session.company.id,
      companyName: session.company.name,
      role: invitation.role as Role,
      email: invitation.email!,
      invitedBy: session.person,
      link: invitationLink(origin, token),
      expiresAt: invitation.expiresAt,
      resent,
    });
}

export function latestInvitationMails(session: StudioSession): Promise<Map<number, InvitationMail>> {
  return invitationMails(session.company.id);
}

const REFUSALS = {
  notFound: "There is no such invitation in this company. Reload the page.",
  used: "This invitation was used already: there is nothing to send.",
  revoked: "This invitation was revoked: make a new one instead.",
  ended: "This invitation has ended (its creator may no longer invite with its role): make a new one instead.",
  expired: "This invitation has expired: make a new one instead.",
  noAddress: "This invitation has no e-mail address to send to: copy its link yourself, or make one with an address.",
  unsent:
    "The last e-mail of this invitation has not gone yet (queued or being sent): wait for it, or see the Mail page.",
  tooMany: `This invitation was e-mailed ${MAX_INVITATION_MAILS} times already: make a new one if it should go again.`,
} as const;

/**
 * Sends a pending invitation again with a new link (the token is kept only as a hash, so the old link cannot be
 * sent again; a new one also ends a link that went astray). The expiry starts afresh.
 */
export async function resendInvite(
  session: StudioSession,
  id: number,
  origin: string,
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: Date; email: string }> {
  const outcome = await renewInvitation(session.company.id, id, {
    ttlSeconds,
    maxMails: MAX_INVITATION_MAILS,
    mail: mailOf(session, origin, true),
  });
  if (outcome.status !== "renewed")
    throw new ActionFailure({
      code: outcome.status === "tooMany" ? "rateLimited" : outcome.status === "unsent" ? "mailPending" : "notPending",
      message: REFUSALS[outcome.status],
    });
  const { invitation } = outcome;
  await record(
    session.company.id,
    session.person,
    "invitationResent",
    `${invitation.email} (${ROLE_LABELS[invitation.role as Role].toLowerCase()}), with a new link`,
  );
  return { token: outcome.token, expiresAt: invitation.expiresAt, email: invitation.email! };
}
