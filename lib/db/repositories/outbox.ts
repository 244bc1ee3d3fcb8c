// The outbox's rows (schema.ts, outbox): queued by whatever causes a mail, in the caller's transaction when it passes
// one; claimed by the mail worker of one process at a time (`for update skip locked`, so two processes on one
// PostgreSQL never take the same row, and a lease, so a row whose sender died is taken again); finished with the
// state lib/mail/outbox-state.ts decides.
import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { OutboxState } from "../../mail/outbox-state";
import { getDb } from "../client";
import { events, outbox, registrations } from "../schema";
import { nowSecond, type Executor } from "./shared";

export type OutboxKind = "passwordReset" | "invitation" | "followUp";
export type OutboxMessage = {
  companyId: number | null;
  kind: OutboxKind;
  cause: string;
  recipient: string;
  subject: string;
  text: string;
  html?: string | null;
  registrationId?: string | null;
  invitationId?: number | null;
};
export type OutboxRecord = typeof outbox.$inferSelect;
export type ClaimedMail = Pick<OutboxRecord, "id" | "recipient" | "subject" | "text" | "html" | "attempts" | "claim">;

/** Queues one message, due at once; with `db` (a transaction), it is written with what caused it or not at all. */
export async function enqueueMail(message: OutboxMessage, db?: Executor): Promise<number> {
  const executor = db ?? (await getDb());
  const rows = await executor
    .insert(outbox)
    .values({
      ...message,
      html: message.html ?? null,
      registrationId: message.registrationId ?? null,
      invitationId: message.invitationId ?? null,
      state: "queued",
      nextAttemptAt: sql`now()` as unknown as Date,
      created: nowSecond as unknown as Date,
    })
    .returning({ id: outbox.id });
  return rows[0].id;
}

/**
 * Takes up to `limit` due rows for this sender: queued and due, or sending under a lease that has run out (its
 * process stopped mid-delivery). Each taken row is `sending` under a new claim until `leaseMs` from now. A due
 * follow-up whose registration or event was deleted meanwhile is cancelled instead of taken: a delete while the
 * row was out with a sender (a temporary failure brought it back) cancels it here (docs/studio.md "Follow-up
 * e-mail").
 */
export async function claimDueMail(limit: number, leaseMs: number): Promise<ClaimedMail[]> {
  const db = await getDb();
  const claim = randomBytes(12).toString("base64url");
  const result = await db.execute<{
    id: string | number;
    recipient: string;
    subject: string;
    text: string;
    html: string | null;
    attempts: number;
  }>(sql`
    with due as (
      select id, registration_id from ${outbox}
      where (state = 'queued' and next_attempt_at <= now()) or (state = 'sending' and lease_until < now())
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    ), gone as (
      select due.id from due
      join ${registrations} r on r.id = due.registration_id
      join ${events} e on e.id = r.event_id
      where r.deleted_at is not null or e.deleted_at is not null
    ), cancelled as (
      update ${outbox} set state = 'cancelled', claim = null, lease_until = null
      where id in (select id from gone)
      returning id
    )
    update ${outbox}
    set state = 'sending', claim = ${claim}, lease_until = now() + make_interval(secs => ${leaseMs / 1000}::float8)
    where id in (select id from due) and id not in (select id from gone)
    returning id, recipient, subject, text, html, attempts`);
  return result.rows.map((row) => ({ ...row, id: Number(row.id), claim }));
}

/** Records a delivery's outcome, only while this sender's claim still holds the row; false when it no longer did. */
export async function finishMail(
  id: number,
  claim: string,
  next: { state: OutboxState; attempts: number; nextAttemptAt: number; lastError: string | null },
): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(outbox)
    .set({
      state: next.state,
      attempts: next.attempts,
      nextAttemptAt: new Date(next.nextAttemptAt),
      lastError: next.lastError,
      claim: null,
      leaseUntil: null,
      sentAt: next.state === "sent" ? (nowSecond as unknown as Date) : undefined,
    })
    .where(and(eq(outbox.id, id), eq(outbox.claim, claim), eq(outbox.state, "sending")))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

export type OutboxListing = Omit<OutboxRecord, "text" | "html" | "claim">;

/** A company's recent messages, newest first (no bodies: a listing). */
export async function listOutbox(companyId: number, limit = 100): Promise<OutboxListing[]> {
  const db = await getDb();
  return db
    .select({
      id: outbox.id,
      companyId: outbox.companyId,
      kind: outbox.kind,
      cause: outbox.cause,
      recipient: outbox.recipient,
      subject: outbox.subject,
      registrationId: outbox.registrationId,
      invitationId: outbox.invitationId,
      state: outbox.state,
      attempts: outbox.attempts,
      nextAttemptAt: outbox.nextAttemptAt,
      leaseUntil: outbox.leaseUntil,
      lastError: outbox.lastError,
      created: outbox.created,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(eq(outbox.companyId, companyId))
    .orderBy(desc(outbox.id))
    .limit(limit);
}

/** One message by id, for checks and tests. */
export async function getMail(id: number): Promise<OutboxRecord | null> {
  const db = await getDb();
  const rows = await db.select().from(outbox).where(eq(outbox.id, id));
  return rows[0] ?? null;
}

/** An owner's retry of a failed message of their company: queued again at once, tries counted afresh. */
export async function retryMail(companyId: number, id: number): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(outbox)
    .set({ state: "queued", attempts: 0, nextAttemptAt: sql`now()` as unknown as Date, lastError: null })
    .where(and(eq(outbox.id, id), eq(outbox.companyId, companyId), eq(outbox.state, "failed")))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/** Cancels the follow-ups of these registrations that have not gone (queued or failed); a message being sent goes. */
export async function cancelFollowUps(registrationIds: string[], db?: Executor): Promise<void> {
  if (!registrationIds.length) return;
  const executor = db ?? (await getDb());
  await executor
    .update(outbox)
    .set({ state: "cancelled" })
    .where(and(inArray(outbox.registrationId, registrationIds), inArray(outbox.state, ["queued", "failed"])));
}

/** Cancels the unsent mail (queued or failed) of these invitations: their link no longer works. */
export async function cancelInvitationMail(invitationIds: number[], db?: Executor): Promise<void> {
  if (!invitationIds.length) return;
  const executor = db ?? (await getDb());
  await executor
    .update(outbox)
    .set({ state: "cancelled" })
    .where(and(inArray(outbox.invitationId, invitationIds), inArray(outbox.state, ["queued", "failed"])));
}
