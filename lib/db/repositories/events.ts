// Events of a company, with their question definitions. Deleted events keep a tombstone so they answer 410.
import { and, asc, eq, isNull, lte, sql, type Placeholder } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb } from "../client";
import { accessTokens, collectionChanges, eventFollowUps, events } from "../schema";
import type { FollowUpSettings } from "../../mail/follow-up-message";
import { recordVersion, SYSTEM_WRITE, type VersionMeta } from "./event-versions";
import { ClaimLostError, finishIdempotencyKey, type IdempotentCreate } from "./idempotency-keys";
import { remembered, writing } from "./read-cache";
import {
  collectionSummary,
  eventsCollection,
  lookupById,
  nextModified,
  nowSecond,
  pageOfLiveRows,
  prepared,
  touchCollection,
  tombstone,
  whyNotDeleted,
  type ByIdQuery,
  type CollectionSummary,
  type LivePageQuery,
  type Lookup,
  type Page,
  type WriteResult,
} from "./shared";
import { tokenColumns, type TokenRecord } from "./tokens";

export type EventType = "standard" | "checkIn";
export type EventRecord = {
  id: number;
  companyId: number;
  name: string;
  type: EventType;
  questions: unknown[];
  lastModified: Date;
};
export type EventInput = { name: string; type: EventType; questions: unknown[] };

const columns = {
  id: events.id,
  companyId: events.companyId,
  name: events.name,
  type: events.type,
  questions: events.questions,
  lastModified: events.lastModified,
};
const toRecord = (row: {
  id: number;
  companyId: number;
  name: string;
  type: string;
  questions: unknown;
  lastModified: Date;
}): EventRecord => ({
  id: row.id,
  companyId: row.companyId,
  name: row.name,
  lastModified: row.lastModified,
  type: row.type as EventType,
  questions: row.questions as unknown[],
});
const wholeSecond = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);
const live = (companyId: number | Placeholder | AnyPgColumn) =>
  and(eq(events.companyId, companyId), isNull(events.deletedAt));

/** How many live events the company has and when its collection last changed: one row, however many events. */
export function eventsSummary(companyId: number): Promise<CollectionSummary> {
  return remembered(eventsCollection(companyId), "summary", async () =>
    collectionSummary(await getDb(), eventsCollection(companyId)),
  );
}

/**
 * A page of the company's live events together with the collection's total and change time, in one query (the
 * hot path of GET /api/events); null when there is no event at `offset`.
 */
export function pageEvents(
  companyId: number,
  page: { offset: number; limit: number },
): Promise<Page<EventRecord> | null> {
  return remembered(eventsCollection(companyId), `page ${page.offset} ${page.limit}`, () => readPage(companyId, page));
}

const PAGE_QUERY: LivePageQuery<typeof columns> = {
  name: "page_events",
  table: events,
  fields: columns,
  live,
  order: events.id,
};
const BY_ID_QUERY: ByIdQuery<typeof columns> = {
  name: "get_event",
  table: events,
  fields: columns,
  deletedAt: events.deletedAt,
  id: events.id,
  owner: events.companyId,
};

async function readPage(companyId: number, page: { offset: number; limit: number }): Promise<Page<EventRecord> | null> {
  return pageOfLiveRows(
    await getDb(),
    PAGE_QUERY,
    { owner: companyId, key: eventsCollection(companyId), ...page },
    toRecord,
  );
}

export function getEvent(companyId: number, id: number): Promise<Lookup<EventRecord>> {
  return remembered(eventsCollection(companyId), `event ${id}`, () => readEvent(companyId, id));
}

async function readEvent(companyId: number, id: number): Promise<Lookup<EventRecord>> {
  return lookupById(await getDb(), BY_ID_QUERY, { id, owner: companyId }, toRecord);
}

/*
 * A request's token together with the first read of its handler, in one statement: on PostgreSQL, where nothing
 * is remembered between requests, this halves the round trips of the hot reads (GET /api/events/:id and the
 * first page of GET /api/events, and every request under an event, which starts by reading it). The event is
 * read for the token's own company only, in the same snapshot as the token; null when there is no such token.
 */

/**
 * An event row's version as it is now: a different one after every committed change of the row (its `xmin`, the
 * transaction that wrote this row version, as for a collection's version below), with its change time's second.
 */
const eventVersion = sql<string>`${events}.xmin::text || '@' || extract(epoch from ${events.lastModified})::bigint`;

/**
 * The token with this hash and its company's event `id`, with the event's version (null: no such live or deleted
 * event of the company). `known`: a version the caller holds the event of; while the row is still at it, the event
 * is not read (`event` is "unchanged"), the token is checked all the same.
 */
export async function getEventForToken(
  tokenHash: string,
  id: number,
  known: string | null = null,
): Promise<{ token: TokenRecord; version: string | null; event: Lookup<EventRecord> | "unchanged" } | null> {
  const db = await getDb();
  const query = prepared(db, "get_event_for_token", (d) =>
    d
      .select({
        ...tokenColumns,
        version: sql<string | null>`${eventVersion}`,
        event: {
          ...columns,
          questions: sql<unknown>`case when ${eventVersion} = ${sql.placeholder("known")} then null
            else ${events.questions} end`,
          deletedAt: events.deletedAt,
        },
      })
      .from(accessTokens)
      .leftJoin(events, and(eq(events.id, sql.placeholder("id")), eq(events.companyId, accessTokens.companyId)))
      .where(eq(accessTokens.tokenHash, sql.placeholder("hash")))
      .prepare("get_event_for_token"),
  );
  const rows = await query.execute({ hash: tokenHash, id, known: known ?? "" });
  const row = rows[0];
  if (!row) return null;
  const token = { companyId: row.companyId, clientId: row.clientId, deviceId: row.deviceId, expiresAt: row.expiresAt };
  const version = row.version;
  if (!row.event) return { token, version: null, event: { status: "notFound" } };
  if (known !== null && version === known) return { token, version, event: "unchanged" };
  if (row.event.deletedAt) return { token, version, event: { status: "gone" } };
  return { token, version, event: { status: "found", value: toRecord(row.event) } };
}

/** An event with what a registration's create reads of it beside its questions: its follow-up e-mail's template. */
export type EventToRegister = { event: EventRecord; followUp: FollowUpSettings | null };

/**
 * The version of what a create of a registration reads of its event: the event row's version (eventVersion) with its
 * follow-up row's (that row's `xmin`; "-" while there is none). A change of either, committed by any process, makes
 * another one. The registration insert of a known caller compares it in its own statement (registrations.ts).
 */
export const eventToRegisterVersion = sql<string>`${eventVersion} || '/'
  || coalesce(${eventFollowUps}.xmin::text, '-')`;

/**
 * getEventForToken for POST /api/events/<id>/registrations: the event with its follow-up template, in the token's
 * statement (so the create reads nothing else before its insert), and the version of both. `known`: a version the
 * caller holds them at; while both rows are still at it, neither is read (`event` is "unchanged").
 */
export async function getEventToRegisterForToken(
  tokenHash: string,
  id: number,
  known: string | null = null,
): Promise<{ token: TokenRecord; version: string | null; event: Lookup<EventToRegister> | "unchanged" } | null> {
  const db = await getDb();
  const query = prepared(db, "get_event_to_register_for_token", (d) =>
    d
      .select({
        ...tokenColumns,
        version: sql<string | null>`${eventToRegisterVersion}`,
        event: {
          ...columns,
          questions: sql<unknown>`case when ${eventToRegisterVersion} = ${sql.placeholder("known")} then null
            else ${events.questions} end`,
          deletedAt: events.deletedAt,
        },
        followUp: { enabled: eventFollowUps.enabled, subject: eventFollowUps.subject, body: eventFollowUps.body },
      })
      .from(accessTokens)
      .leftJoin(events, and(eq(events.id, sql.placeholder("id")), eq(events.companyId, accessTokens.companyId)))
      .leftJoin(eventFollowUps, eq(eventFollowUps.eventId, events.id))
      .where(eq(accessTokens.tokenHash, sql.placeholder("hash")))
      .prepare("get_event_to_register_for_token"),
  );
  const rows = await query.execute({ hash: tokenHash, id, known: known ?? "" });
  const row = rows[0];
  if (!row) return null;
  const token = { companyId: row.companyId, clientId: row.clientId, deviceId: row.deviceId, expiresAt: row.expiresAt };
  const version = row.version;
  if (!row.event) return { token, version: null, event: { status: "notFound" } };
  if (known !== null && version === known) return { token, version, event: "unchanged" };
  if (row.event.deletedAt) return { token, version, event: { status: "gone" } };
  return {
    token,
    version,
    event: { status: "found", value: { event: toRecord(row.event), followUp: row.followUp } },
  };
}

/**
 * The version of a collection's row, as it is now: a different one after every committed write to the collection
 * (each write updates the row, and each update makes a new row version, whose `xmin` is the id of the transaction
 * that wrote it). The second of the latest change goes with it: a transaction id comes back only after 2^32 others,
 * which no server runs within one second, so a version is never seen again. Null while the collection never changed.
 */
const collectionVersion = sql<
  string | null
>`${collectionChanges}.xmin::text || '@' || extract(epoch from ${collectionChanges.lastModified})::bigint`;

/**
 * The token with this hash and a page of its company's live events, with their total and change time (as
 * pageEvents), and the events collection's version. `known`: a version the caller holds the page of; while the
 * collection is still at it, no event is read (`unchanged`), the token is checked all the same.
 */
export async function pageEventsForToken(
  tokenHash: string,
  page: { offset: number; limit: number },
  known: string | null = null,
): Promise<{ token: TokenRecord; version: string | null; unchanged: boolean; page: Page<EventRecord> | null } | null> {
  const db = await getDb();
  const query = prepared(db, "page_events_for_token", (d) => {
    // The collection's row is read once, with the token, not once per event of the page.
    const token = d.$with("token").as(
      d
        .select({
          ...tokenColumns,
          total: sql<number>`coalesce(${collectionChanges.size}, 0)`.as("total"),
          collectionModified: sql<Date | null>`${collectionChanges.lastModified}`.as("collection_modified"),
          version: collectionVersion.as("version"),
        })
        .from(accessTokens)
        .leftJoin(collectionChanges, eq(collectionChanges.key, sql`'events:' || ${accessTokens.companyId}`))
        .where(eq(accessTokens.tokenHash, sql.placeholder("hash"))),
    );
    const found = d
      .select(columns)
      .from(events)
      .where(and(live(token.companyId), sql`${token.version} is distinct from ${sql.placeholder("known")}`))
      .orderBy(asc(events.id))
      .offset(sql.placeholder("offset"))
      .limit(sql.placeholder("limit"))
      .as("found");
    return (
      d
        .with(token)
        .select({
          companyId: token.companyId,
          clientId: token.clientId,
          deviceId: token.deviceId,
          expiresAt: token.expiresAt,
          total: sql`${token.total}`.mapWith(Number),
          collectionModified: sql`${token.collectionModified}`.mapWith(collectionChanges.lastModified),
          version: sql<string | null>`${token.version}`,
          event: {
            id: found.id,
            companyId: found.companyId,
            name: found.name,
            type: found.type,
            questions: found.questions,
            lastModified: found.lastModified,
          },
        })
        .from(token)
        // A token whose company has no event here still gives its one row, with a null event.
        .leftJoinLateral(found, sql`true`)
        .orderBy(asc(found.id))
        .prepare("page_events_for_token")
    );
  });
  const rows = await query.execute({ hash: tokenHash, known: known ?? "", ...page });
  const first = rows[0];
  if (!first) return null;
  const token = {
    companyId: first.companyId,
    clientId: first.clientId,
    deviceId: first.deviceId,
    expiresAt: first.expiresAt,
  };
  if (known !== null && first.version === known) return { token, version: known, unchanged: true, page: null };
  const items = rows.flatMap((row) => (row.event ? [toRecord(row.event)] : []));
  return {
    token,
    version: first.version,
    unchanged: false,
    page: items.length ? { items, total: first.total, lastModified: first.collectionModified } : null,
  };
}

/**
 * With `idempotent`, the key's answer is stored in the same transaction as the event: throws ClaimLostError, writing
 * nothing, when the claim is no longer this request's. Its version 1, by `by`, in the same transaction too.
 */
export async function createEvent(
  companyId: number,
  input: EventInput,
  idempotent?: IdempotentCreate<number>,
  by: VersionMeta = SYSTEM_WRITE,
): Promise<EventRecord> {
  const db = await getDb();
  return writing(eventsCollection(companyId), () =>
    db.transaction(async (tx) => {
      const rows = await tx
        .insert(events)
        .values({
          companyId,
          name: input.name,
          type: input.type,
          questions: input.questions,
          lastModified: nowSecond as unknown as Date,
        })
        .returning(columns);
      const record = toRecord(rows[0]);
      await touchCollection(tx, eventsCollection(companyId), 1);
      await recordVersion(tx, record.id, null, input, by, record.lastModified);
      if (
        idempotent &&
        !(await finishIdempotencyKey(tx, idempotent, {
          ...idempotent.answer(record.id),
          lastModified: record.lastModified,
        }))
      ) {
        throw new ClaimLostError();
      }
      return record;
    }),
  );
}

async function whyNotWritten(companyId: number, id: number): Promise<WriteResult> {
  const found = await getEvent(companyId, id);
  return found.status === "found" ? { status: "preconditionFailed" } : found;
}

/**
 * Replaces the event's attributes in one statement, only if it has not changed after `notModifiedAfter`; records
 * the new version, by `by`, in the same transaction.
 */
export async function updateEvent(
  companyId: number,
  id: number,
  next: EventInput,
  notModifiedAfter: Date,
  by: VersionMeta = SYSTEM_WRITE,
): Promise<WriteResult> {
  const db = await getDb();
  const written = await writing(eventsCollection(companyId), () =>
    db.transaction(async (tx) => {
      // The definition it replaces, under the row's lock: concurrent writers of the event queue here, so each
      // numbers its version after the one before it committed.
      const [before] = await tx
        .select({ name: events.name, type: events.type, questions: events.questions })
        .from(events)
        .where(and(eq(events.id, id), live(companyId)))
        .for("update");
      if (!before) return undefined;
      const rows = await tx
        .update(events)
        .set({
          name: next.name,
          type: next.type,
          questions: next.questions,
          lastModified: nextModified(events.lastModified) as unknown as Date,
        })
        .where(and(eq(events.id, id), live(companyId), lte(events.lastModified, wholeSecond(notModifiedAfter))))
        .returning({ lastModified: events.lastModified });
      if (!rows[0]) return undefined;
      await touchCollection(tx, eventsCollection(companyId));
      await recordVersion(tx, id, before as EventInput, next, by, rows[0].lastModified);
      return rows[0];
    }),
  );
  return written ? { status: "ok", lastModified: written.lastModified } : whyNotWritten(companyId, id);
}

/** Deletes the event, keeping a tombstone: afterwards it (and everything under it) is gone. */
export async function deleteEvent(companyId: number, id: number): Promise<{ status: "ok" | "notFound" | "gone" }> {
  const db = await getDb();
  const deleted = await writing(eventsCollection(companyId), () =>
    db.transaction(async (tx) => {
      const rows = await tx
        .update(events)
        .set(tombstone(events.lastModified))
        .where(and(eq(events.id, id), live(companyId)))
        .returning({ lastModified: events.lastModified });
      if (rows[0]) await touchCollection(tx, eventsCollection(companyId), -1);
      return rows[0];
    }),
  );
  if (deleted) return { status: "ok" };
  return whyNotDeleted(await getEvent(companyId, id));
}
