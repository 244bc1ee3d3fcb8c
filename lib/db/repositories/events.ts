// Events of a company, with their question definitions. Deleted events keep a tombstone so they answer 410.
import { and, asc, eq, isNull, lte, sql, type Placeholder } from "drizzle-orm";
import { getDb } from "../client";
import { events } from "../schema";
import { remembered, writing } from "./read-cache";
import {
  collectionModifiedColumn,
  collectionSizeColumn,
  collectionSummary,
  eventsCollection,
  nextModified,
  nowSecond,
  prepared,
  touchCollection,
  type CollectionSummary,
  type Lookup,
  type Page,
  type WriteResult,
} from "./shared";

export type EventType = "standard" | "checkIn";
export type EventRecord = { id: number; companyId: number; name: string; type: EventType; questions: unknown[]; lastModified: Date };
export type EventInput = { name: string; type: EventType; questions: unknown[] };

const columns = { id: events.id, companyId: events.companyId, name: events.name, type: events.type, questions: events.questions, lastModified: events.lastModified };
const toRecord = (row: { id: number; companyId: number; name: string; type: string; questions: unknown; lastModified: Date }): EventRecord => ({
  id: row.id,
  companyId: row.companyId,
  name: row.name,
  lastModified: row.lastModified,
  type: row.type as EventType,
  questions: row.questions as unknown[],
});
const wholeSecond = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);
const live = (companyId: number | Placeholder) => and(eq(events.companyId, companyId), isNull(events.deletedAt));

/** How many live events the company has and when its collection last changed: one row, however many events. */
export function eventsSummary(companyId: number): Promise<CollectionSummary> {
  return remembered(eventsCollection(companyId), "summary", async () => collectionSummary(await getDb(), eventsCollection(companyId)));
}

/**
 * A page of the company's live events together with the collection's total and change time, in one query (the
 * hot path of GET /api/events); null when there is no event at `offset`.
 */
export function pageEvents(companyId: number, page: { offset: number; limit: number }): Promise<Page<EventRecord> | null> {
  return remembered(eventsCollection(companyId), `page ${page.offset} ${page.limit}`, () => readPage(companyId, page));
}

async function readPage(companyId: number, page: { offset: number; limit: number }): Promise<Page<EventRecord> | null> {
  const db = await getDb();
  const query = prepared(db, "page_events", (d) =>
    d
      .select({
        ...columns,
        total: collectionSizeColumn(sql.placeholder("key")),
        collectionModified: collectionModifiedColumn(sql.placeholder("key")),
      })
      .from(events)
      .where(live(sql.placeholder("companyId")))
      .orderBy(asc(events.id))
      .offset(sql.placeholder("offset"))
      .limit(sql.placeholder("limit"))
      .prepare("page_events"),
  );
  const rows = await query.execute({ companyId, key: eventsCollection(companyId), ...page });
  if (!rows.length) return null;
  return { items: rows.map(toRecord), total: rows[0].total, lastModified: rows[0].collectionModified };
}

export function getEvent(companyId: number, id: number): Promise<Lookup<EventRecord>> {
  return remembered(eventsCollection(companyId), `event ${id}`, () => readEvent(companyId, id));
}

async function readEvent(companyId: number, id: number): Promise<Lookup<EventRecord>> {
  const db = await getDb();
  const query = prepared(db, "get_event", (d) =>
    d
      .select({ ...columns, deletedAt: events.deletedAt })
      .from(events)
      .where(and(eq(events.id, sql.placeholder("id")), eq(events.companyId, sql.placeholder("companyId"))))
      .prepare("get_event"),
  );
  const rows = await query.execute({ id, companyId });
  const row = rows[0];
  if (!row) return { status: "notFound" };
  if (row.deletedAt) return { status: "gone" };
  return { status: "found", value: toRecord(row) };
}

export async function createEvent(companyId: number, input: EventInput): Promise<EventRecord> {
  const db = await getDb();
  return writing(eventsCollection(companyId), () =>
    db.transaction(async (tx) => {
      const rows = await tx
        .insert(events)
        .values({ companyId, name: input.name, type: input.type, questions: input.questions, lastModified: nowSecond as unknown as Date })
        .returning(columns);
      const record = toRecord(rows[0]);
      await touchCollection(tx, eventsCollection(companyId), 1);
      return record;
    }),
  );
}

async function whyNotWritten(companyId: number, id: number): Promise<WriteResult> {
  const found = await getEvent(companyId, id);
  return found.status === "found" ? { status: "preconditionFailed" } : found;
}

/** Replaces the event's attributes in one statement, only if it has not changed after `notModifiedAfter`. */
export async function updateEvent(companyId: number, id: number, next: EventInput, notModifiedAfter: Date): Promise<WriteResult> {
  const db = await getDb();
  const written = await writing(eventsCollection(companyId), () =>
    db.transaction(async (tx) => {
      const rows = await tx
        .update(events)
        .set({ name: next.name, type: next.type, questions: next.questions, lastModified: nextModified(events.lastModified) as unknown as Date })
        .where(and(eq(events.id, id), live(companyId), lte(events.lastModified, wholeSecond(notModifiedAfter))))
        .returning({ lastModified: events.lastModified });
      if (rows[0]) await touchCollection(tx, eventsCollection(companyId));
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
        .set({ deletedAt: nowSecond as unknown as Date, lastModified: nextModified(events.lastModified) as unknown as Date })
        .where(and(eq(events.id, id), live(companyId)))
        .returning({ lastModified: events.lastModified });
      if (rows[0]) await touchCollection(tx, eventsCollection(companyId), -1);
      return rows[0];
    }),
  );
  if (deleted) return { status: "ok" };
  const found = await getEvent(companyId, id);
  return { status: found.status === "gone" ? "gone" : "notFound" };
}
