// An event's follow-up e-mail (docs/studio.md "Follow-up e-mail"): its template, the piece of the registration
// insert that queues it in the outbox in the insert's own statement (so the mail exists exactly when the
// registration does, and an idempotent replay inserts neither), its cancellation with the registration, and the
// states the registrations page shows. lib/studio/services/follow-up.ts checks roles; this file stores what it gets.
import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { WithSubquery } from "drizzle-orm";
import { followUpMessage, type FollowUpMessage, type FollowUpSettings } from "../../mail/follow-up-message";
import type { OutboxState } from "../../mail/outbox-state";
import { getDb, type Database } from "../client";
import { eventFollowUps, events, outbox, registrations } from "../schema";
import { remembered, writing } from "./read-cache";
import { nowSecond, prepared, type Executor } from "./shared";

/** The collection remembered reads of an event's template belong to (read-cache.ts: on the embedded database). */
const followUpCollection = (eventId: number) => `followUp:${eventId}`;

/**
 * The event's template, or null when none was written; read on every create, hence prepared (and remembered between
 * writes on the embedded database; on PostgreSQL the create reads it with its token, first-reads.ts).
 */
export function followUpSettings(eventId: number): Promise<FollowUpSettings | null> {
  return remembered(followUpCollection(eventId), "settings", () => readFollowUpSettingsRow(eventId));
}

async function readFollowUpSettingsRow(eventId: number): Promise<FollowUpSettings | null> {
  const db = await getDb();
  const query = prepared(db, "event_follow_up", (d) =>
    d
      .select({ enabled: eventFollowUps.enabled, subject: eventFollowUps.subject, body: eventFollowUps.body })
      .from(eventFollowUps)
      .where(eq(eventFollowUps.eventId, sql.placeholder("eventId")))
      .prepare("event_follow_up"),
  );
  const rows = await query.execute({ eventId });
  return rows[0] ?? null;
}

/** What a new registration of the event with these values queues: its follow-up, or null when none is due. */
export type DueFollowUp = { companyId: number; message: FollowUpMessage } | null;
/** `settings`: the template already read with the request's token (undefined: read it now). */
export async function dueFollowUp(
  event: { id: number; companyId: number; questions: readonly unknown[] },
  values: Record<string, unknown>,
  settings?: FollowUpSettings | null,
): Promise<DueFollowUp> {
  return followUpDue(event, values, settings === undefined ? await followUpSettings(event.id) : settings);
}

/** dueFollowUp with the template in hand. */
export function followUpDue(
  event: { companyId: number; questions: readonly unknown[] },
  values: Record<string, unknown>,
  settings: FollowUpSettings | null,
): DueFollowUp {
  const message = followUpMessage(settings, event.questions as { id: string; type: string }[], values);
  return message && { companyId: event.companyId, message };
}

/** The template of a live event of the company: null when none was written, notFound when no such event. */
export async function readFollowUpSettings(
  companyId: number,
  eventId: number,
): Promise<{ status: "found"; settings: FollowUpSettings | null } | { status: "notFound" }> {
  const db = await getDb();
  const rows = await db
    .select({ enabled: eventFollowUps.enabled, subject: eventFollowUps.subject, body: eventFollowUps.body })
    .from(events)
    .leftJoin(eventFollowUps, eq(eventFollowUps.eventId, events.id))
    .where(and(eq(events.id, eventId), eq(events.companyId, companyId), isNull(events.deletedAt)));
  if (!rows[0]) return { status: "notFound" };
  const { enabled, subject, body } = rows[0];
  return { status: "found", settings: enabled === null ? null : { enabled, subject: subject!, body: body! } };
}

/** Writes the template of a live event of the company; false when there is no such event. */
export async function writeFollowUpSettings(
  companyId: number,
  eventId: number,
  settings: FollowUpSettings,
): Promise<boolean> {
  return writing(followUpCollection(eventId), () => writeFollowUpRow(companyId, eventId, settings));
}

async function writeFollowUpRow(companyId: number, eventId: number, settings: FollowUpSettings): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .insert(eventFollowUps)
    .select(
      db
        .select({
          eventId: events.id,
          companyId: events.companyId,
          enabled: sql`${settings.enabled}::boolean`.as("enabled"),
          subject: sql`${settings.subject}::text`.as("subject"),
          body: sql`${settings.body}::text`.as("body"),
          updated: sql`${nowSecond}`.as("updated"),
        })
        .from(events)
        .where(and(eq(events.id, eventId), eq(events.companyId, companyId), isNull(events.deletedAt))),
    )
    .onConflictDoUpdate({
      target: eventFollowUps.eventId,
      set: {
        enabled: sql`excluded.enabled`,
        subject: sql`excluded.subject`,
        body: sql`excluded.body`,
        updated: sql`excluded.updated`,
      },
    })
    .returning({ eventId: eventFollowUps.eventId });
  return rows.length > 0;
}

/**
 * The registration insert's CTE that queues its follow-up: one outbox row per row `inserted` returns, only when the
 * statement's `followUpTo` parameter is an address (followUpParameters). The outbox's unique registration index
 * keeps it to one per registration whatever else happens.
 */
export function followUpQueued(d: Database, inserted: WithSubquery) {
  const p = (name: string) => sql.placeholder(name);
  return d.$with("follow_up_queued", { id: sql<number>`id` }).as(sql`
    insert into ${outbox} (company_id, kind, cause, recipient, subject, text, html, registration_id, state,
      next_attempt_at, created)
    select ${p("followUpCompany")}::integer, 'followUp', 'Follow-up of a new registration', ${p("followUpTo")}::text,
      ${p("followUpSubject")}::text, ${p("followUpText")}::text, ${p("followUpHtml")}::text, id, 'queued', now(),
      ${nowSecond}
    from ${inserted}
    where ${p("followUpTo")}::text is not null
    returning id`);
}

/** The statement parameters of followUpQueued: all null when no follow-up is due. */
export const followUpParameters = (due: DueFollowUp | undefined) => ({
  followUpCompany: due?.companyId ?? null,
  followUpTo: due?.message.recipient ?? null,
  followUpSubject: due?.message.subject ?? null,
  followUpText: due?.message.text ?? null,
  followUpHtml: due?.message.html ?? null,
});

/** Cancels the unsent follow-ups of the event's deleted registrations (after a "delete all"). */
export async function cancelDeletedRegistrationsFollowUps(db: Executor, eventId: number): Promise<void> {
  const deleted: SQL = sql`(select ${registrations.id} from ${registrations}
    where ${registrations.eventId} = ${eventId} and ${registrations.deletedAt} is not null)`;
  await db
    .update(outbox)
    .set({ state: "cancelled" })
    .where(and(inArray(outbox.registrationId, deleted), inArray(outbox.state, ["queued", "failed"])));
}

export type FollowUpState = {
  registrationId: string;
  state: OutboxState;
  lastError: string | null;
  sentAt: Date | null;
};

/** The follow-up of each of these registrations that has one (the registrations page's column). */
export async function followUpStates(companyId: number, registrationIds: readonly string[]): Promise<FollowUpState[]> {
  if (!registrationIds.length) return [];
  const db = await getDb();
  const rows = await db
    .select({
      registrationId: outbox.registrationId,
      state: outbox.state,
      lastError: outbox.lastError,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(and(eq(outbox.companyId, companyId), inArray(outbox.registrationId, [...registrationIds])));
  return rows.map((row) => ({ ...row, registrationId: row.registrationId!, state: row.state as OutboxState }));
}
