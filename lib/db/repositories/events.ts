// Events of a company, with their question definitions. Deleted events keep a tombstone so they answer 410.
import { and, eq, isNull, lte, sql, type Placeholder } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb, rawRows } from "../client";
import { accessTokens, eventFollowUps, events } from "../schema";
import type { FollowUpSettings } from "../../mail/follow-up-message";
import { batched } from "./batch";
import { recordVersion, SYSTEM_WRITE, type VersionMeta } from "./event-versions";
import { restoreScenarioSet } from "./version-scenarios";
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
 * Concurrent requests' lookups go together in one statement (batch.ts): each is a row of the statement's
 * parameter, `n` its place, and each token is still looked up by its own hash, in the statement run after its
 * request arrived.
 *
 * An event row's version, as it is now: a different one after every committed change of the row (its `xmin`, the
 * transaction that wrote this row version), with its change time's second. A collection's version likewise is its
 * `collection_changes` row's: each write to the collection updates that row, and a transaction id comes back only
 * after 2^32 others, which no server runs within one second, so a version is never seen again. Null while the
 * event does not exist or the collection never changed.
 */

type TokenRow = { n: number; company_id: number; client_id: string | null; device_id: string | null; expires_at: Date };
type EventRow = {
  id: number | null;
  event_company_id: number;
  name: string;
  type: string;
  questions: unknown;
  last_modified: Date;
};
const tokenOf = (row: TokenRow): TokenRecord => ({
  companyId: row.company_id,
  clientId: row.client_id,
  deviceId: row.device_id,
  expiresAt: row.expires_at,
});
const eventOf = (row: EventRow): EventRecord =>
  toRecord({
    id: row.id!,
    companyId: row.event_company_id,
    name: row.name,
    type: row.type,
    questions: row.questions,
    lastModified: row.last_modified,
  });
/** Each item's rows, by the item's place `n` (0-based) in the statement's parameter. */
function byItem<R extends { n: number }>(rows: R[], count: number): R[][] {
  const answers = Array.from({ length: count }, (): R[] => []);
  for (const row of rows) answers[row.n].push(row);
  return answers;
}

type EventItem = { hash: string; id: number; known: string };
// `company_id + 0`: the event is found by its primary key and its company checked after; compared as a plain column,
// the planner may instead walk all of the token's company's events (events_company_idx) testing each id.
const EVENTS_FOR_TOKENS = `
  select r.n, t.company_id, t.client_id, t.device_id, t.expires_at, v.version,
    e.id, e.company_id as event_company_id, e.name, e.type, e.last_modified, e.deleted_at,
    case when v.version = r.known then null else e.questions end as questions
  from jsonb_to_recordset($1::jsonb) as r(n int, hash text, id int, known text)
  join access_tokens t on t.token_hash = r.hash
  left join events e on e.id = r.id and e.company_id + 0 = t.company_id
  cross join lateral (select e.xmin::text || '@' || extract(epoch from e.last_modified)::bigint as version) v`;
const eventsForTokens = batched(async (items: readonly EventItem[]) =>
  byItem(
    await rawRows<TokenRow & EventRow & { version: string | null; deleted_at: Date | null }>(
      "events_for_tokens",
      EVENTS_FOR_TOKENS,
      [JSON.stringify(items.map((item, n) => ({ n, ...item })))],
    ),
    items.length,
  ),
);

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
  const [row] = await eventsForTokens({ hash: tokenHash, id, known: known ?? "" });
  if (!row) return null;
  const token = tokenOf(row);
  const version = row.version;
  if (row.id === null) return { token, version: null, event: { status: "notFound" } };
  if (known !== null && version === known) return { token, version, event: "unchanged" };
  if (row.deleted_at) return { token, version, event: { status: "gone" } };
  return { token, version, event: { status: "found", value: eventOf(row) } };
}

type PageItem = { hash: string; skip: number; take: number; known: string };
const PAGES_FOR_TOKENS = `
  select r.n, t.company_id, t.client_id, t.device_id, t.expires_at,
    coalesce(c.size, 0) as total, c.last_modified as collection_modified, c.version,
    e.id, e.company_id as event_company_id, e.name, e.type, e.questions, e.last_modified
  from jsonb_to_recordset($1::jsonb) as r(n int, hash text, skip int, take int, known text)
  join access_tokens t on t.token_hash = r.hash
  left join lateral (
    select size, last_modified, xmin::text || '@' || extract(epoch from last_modified)::bigint as version
    from collection_changes where key = 'events:' || t.company_id
  ) c on true
  left join lateral (
    select id, company_id, name, type, questions, last_modified from events
    where company_id = t.company_id and deleted_at is null and c.version is distinct from r.known
    order by id offset r.skip limit r.take
  ) e on true
  order by r.n, e.id`;
const pagesForTokens = batched(async (items: readonly PageItem[]) =>
  byItem(
    await rawRows<TokenRow & EventRow & { total: number; collection_modified: Date | null; version: string | null }>(
      "pages_for_tokens",
      PAGES_FOR_TOKENS,
      [JSON.stringify(items.map((item, n) => ({ n, ...item })))],
    ),
    items.length,
  ),
);

/** An event with what a registration's create reads of it beside its questions: its follow-up e-mail's template. */
export type EventToRegister = { event: EventRecord; followUp: FollowUpSettings | null };

/**
 * The version of what a create of a registration reads of its event: the event row's version (eventVersion) with its
 * follow-up row's (that row's `xmin`; "-" while there is none). A change of either, committed by any process, makes
 * another one. The registration insert of a known caller compares it in its own statement (registrations.ts).
 */
const eventVersion = sql<string>`${events}.xmin::text || '@' || extract(epoch from ${events.lastModified})::bigint`;
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
 * The token with this hash and a page of its company's live events, with their total and change time (as
 * pageEvents), and the events collection's version. `known`: a version the caller holds the page of; while the
 * collection is still at it, no event is read (`unchanged`), the token is checked all the same.
 */
export async function pageEventsForToken(
  tokenHash: string,
  page: { offset: number; limit: number },
  known: string | null = null,
): Promise<{ token: TokenRecord; version: string | null; unchanged: boolean; page: Page<EventRecord> | null } | null> {
  const rows = await pagesForTokens({ hash: tokenHash, skip: page.offset, take: page.limit, known: known ?? "" });
  const first = rows[0];
  if (!first) return null;
  const token = tokenOf(first);
  if (known !== null && first.version === known) return { token, version: known, unchanged: true, page: null };
  const items = rows.flatMap((row) => (row.id === null ? [] : [eventOf(row)]));
  return {
    token,
    version: first.version,
    unchanged: false,
    page: items.length ? { items, total: first.total, lastModified: first.collection_modified } : null,
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
      // A whole version restored in the studio brings back the scenarios it carried, with the write or not at all.
      if (by.how === "restore" && by.restoreScenarios && by.restoredFrom)
        await restoreScenarioSet(tx, companyId, id, by.restoredFrom);
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
