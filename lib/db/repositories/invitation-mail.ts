// The e-mail of invitations (docs/studio.md "Inviting by e-mail"): each invitation's latest message for the Members
// page, and a resend, which renews the link and queues its mail in one transaction.
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { OutboxState } from "../../mail/outbox-state";
import { getDb } from "../client";
import { invitations, outbox } from "../schema";
import { expiresIn, hashToken, invitationState, newToken, type Invitation, type InvitationState } from "./invitations";
import { cancelInvitationMail, enqueueMail, type OutboxMessage } from "./outbox";

export type InvitationMail = {
  invitationId: number;
  state: OutboxState;
  lastError: string | null;
  attempts: number;
  created: Date;
  sentAt: Date | null;
  /** How many messages this invitation has had in all (the resend limit counts them). */
  count: number;
};

/** The latest message of each of the company's invitations that has one, by invitation id. */
export async function invitationMails(companyId: number): Promise<Map<number, InvitationMail>> {
  const db = await getDb();
  const rows = await db
    .select({
      invitationId: outbox.invitationId,
      state: outbox.state,
      lastError: outbox.lastError,
      attempts: outbox.attempts,
      created: outbox.created,
      sentAt: outbox.sentAt,
      count: sql<number>`count(*) over (partition by ${outbox.invitationId})`.mapWith(Number),
    })
    .from(outbox)
    .where(and(eq(outbox.companyId, companyId), isNotNull(outbox.invitationId)))
    .orderBy(desc(outbox.id));
  const latest = new Map<number, InvitationMail>();
  for (const row of rows)
    if (!latest.has(row.invitationId!))
      latest.set(row.invitationId!, { ...row, invitationId: row.invitationId!, state: row.state as OutboxState });
  return latest;
}

export type RenewOutcome =
  | { status: "renewed"; token: string; invitation: Invitation }
  | { status: Exclude<InvitationState, "pending"> | "notFound" | "noAddress" | "unsent" | "tooMany" };

/**
 * A new link for a pending invitation with an address, and its mail: the old link stops working, the expiry starts
 * afresh, the earlier mail is cancelled if it has not gone. Refused while the latest mail is still queued or being
 * sent (a second one would add nothing) and after `maxMails` messages, so a mailbox cannot be flooded.
 */
export async function renewInvitation(
  companyId: number,
  id: number,
  options: { ttlSeconds: number; maxMails: number; mail: (token: string, invitation: Invitation) => OutboxMessage },
): Promise<RenewOutcome> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.id, id), eq(invitations.companyId, companyId)))
      .for("update");
    if (!found) return { status: "notFound" };
    const state = invitationState(found);
    if (state !== "pending") return { status: state };
    if (!found.email) return { status: "noAddress" };
    const mails = await tx
      .select({ state: outbox.state })
      .from(outbox)
      .where(eq(outbox.invitationId, id))
      .orderBy(desc(outbox.id));
    if (mails.length >= options.maxMails) return { status: "tooMany" };
    if (mails[0] && (mails[0].state === "queued" || mails[0].state === "sending")) return { status: "unsent" };
    const token = newToken();
    const [invitation] = await tx
      .update(invitations)
      .set({ tokenHash: hashToken(token), expiresAt: expiresIn(options.ttlSeconds) })
      .where(eq(invitations.id, id))
      .returning();
    await cancelInvitationMail([id], tx);
    await enqueueMail({ ...options.mail(token, invitation), invitationId: id }, tx);
    return { status: "renewed", token, invitation };
  });
}
