// Registrations of an event. The caller has already checked that the event belongs to the company and is live.
// The e-mail is unique per event (trimmed, case-insensitive), enforced by a partial unique index on live rows.
import { randomBytes } from "node:crypto";
import { and, eq, isNull, lte, sql, type Placeholder } from "drizzle-orm";
import { getDb, isUniqueViolation } from "../client";
import { collectionChanges, idempotencyKeys, registrations } from "../schema";
import { ClaimLostError, type IdempotentCreate } from "./idempotency-keys";
import {
  collectionTouch,
  collectionSummary,
  lookupById,
  nextModified,
  nowSecond,
  pageOfLiveRows,
  prepared,
  registrationsCollection,
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

export type RegistrationRecord = {
  id: string;
  eventId: number;
  values: Record<string, unknown>;
  created: Date;
  lastModified: Date;
};

const columns = {
  id: registrations.id,
  eventId: registrations.eventId,
  values: registrations.values,
  created: registrations.created,
  lastModified: registrations.lastModified,
};
const toRecord = (row: {
  id: string;
  eventId: number;
  values: unknown;
  created: Date;
  lastModified: Date;
}): RegistrationRecord => ({
  id: row.id,
  eventId: row.eventId,
  values: row.values as Record<string, unknown>,
  created: row.created,
  lastModified: row.lastModified,
});
const wholeSecond = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);
const live = (eventId: number | Placeholder) =>
  and(eq(registrations.eventId, eventId), isNull(registrations.deletedAt));

/** `values.email.value`, trimmed and lower-cased; null when there is no usable e-mail. */
export function normaliseEmail(values: Record<string, unknown>): string | null {
  const entry = values.email as { value?: unknown } | undefined;
  const value = entry && typeof entry === "object" ? entry.value : undefined;
  if (typeof value !== "string") return null;
  const email = value.trim().toLowerCase();
  return email === "" ? null : email;
}

/** A new registration row: an opaque random id, the normalised e-mail, created now. */
function newRow(eventId: number, values: Record<string, unknown>) {
  return {
    id: randomBytes(12).toString("base64url"),
    eventId,
    values,
    email: normaliseEmail(values),
    created: nowSecond as unknown as Date,
    lastModified: nowSecond as unknown as Date,
  };
}

/** How many live registrations the event has and when they last changed: one row, however many registrations. */
export async function registrationsSummary(eventId: number): Promise<CollectionSummary> {
  return collectionSummary(await getDb(), registrationsCollection(eventId));
}

const PAGE_QUERY: LivePageQuery<typeof columns> = {
  name: "page_registrations",
  table: registrations,
  fields: columns,
  live,
  order: registrations.seq,
};
const BY_ID_QUERY: ByIdQuery<typeof columns> = {
  name: "get_registration",
  table: registrations,
  fields: columns,
  deletedAt: registrations.deletedAt,
  id: registrations.id,
  owner: registrations.eventId,
};

/**
 * A page of the event's live registrations with the collection's total and change time, in one query; null when empty.
 */
export async function pageRegistrations(
  eventId: number,
  page: { offset: number; limit: number },
): Promise<Page<RegistrationRecord> | null> {
  return pageOfLiveRows(
    await getDb(),
    PAGE_QUERY,
    { owner: eventId, key: registrationsCollection(eventId), ...page },
    toRecord,
  );
}

export async function getRegistration(eventId: number, id: string): Promise<Lookup<RegistrationRecord>> {
  return lookupById(await getDb(), BY_ID_QUERY, { id, owner: eventId }, toRecord);
}

/**
 * Inserts the registration and counts it in its collection's row in one statement (atomic on its own, so one round
 * trip where a transaction took four). The collection's row is taken from the inserted row, so the insert (and its
 * unique e-mail check) comes before the row lock, as in every other write of registrations.
 */
export async function createRegistration(
  eventId: number,
  values: Record<string, unknown>,
  idempotent?: IdempotentCreate<string>,
): Promise<{ status: "ok"; value: RegistrationRecord } | { status: "conflict" }> {
  if (idempotent) return createIdempotently(eventId, values, idempotent);
  const db = await getDb();
  const query = prepared(db, "create_registration", (d) => {
    const inserted = d.$with("inserted").as(
      d
        .insert(registrations)
        .values({
          id: sql.placeholder("id"),
          eventId: sql.placeholder("eventId"),
          values: sql.placeholder("values"),
          email: sql.placeholder("email"),
          created: nowSecond as unknown as Date,
          lastModified: nowSecond as unknown as Date,
        })
        .returning(columns),
    );
    const touched = d.$with("touched").as(
      d
        .insert(collectionChanges)
        .select(
          d
            .select({
              key: sql`${sql.placeholder("key")}::text`.as("key"),
              lastModified: sql`${nowSecond}`.as("last_modified"),
              size: sql`1`.as("size"),
            })
            .from(inserted),
        )
        .onConflictDoUpdate(collectionTouch)
        .returning({ key: collectionChanges.key }),
    );
    return d.with(inserted, touched).select().from(inserted).prepare("create_registration");
  });
  try {
    const row = newRow(eventId, values);
    const rows = await query.execute({
      id: row.id,
      eventId,
      values,
      email: row.email,
      key: registrationsCollection(eventId),
    });
    return { status: "ok", value: toRecord(rows[0]) };
  } catch (error) {
    if (isUniqueViolation(error)) return { status: "conflict" };
    throw error;
  }
}

/**
 * createRegistration with an idempotency key, still one statement: the key's row is marked done with its answer, and
 * the registration is inserted only from that update's row, so both happen or neither does (a lost claim inserts
 * nothing: ClaimLostError). A duplicate e-mail fails the whole statement, leaving the key running for the caller to
 * release.
 */
async function createIdempotently(
  eventId: number,
  values: Record<string, unknown>,
  idempotent: IdempotentCreate<string>,
): Promise<{ status: "ok"; value: RegistrationRecord } | { status: "conflict" }> {
  const db = await getDb();
  const row = newRow(eventId, values);
  const answer = idempotent.answer(row.id);
  const statement = sql`
    with claimed as (
      update ${idempotencyKeys}
      set state = 'done', status = ${answer.status}, body = ${JSON.stringify(answer.body)}::jsonb,
          headers = ${JSON.stringify(answer.headers)}::jsonb, last_modified = ${nowSecond}
      where company_id = ${idempotent.companyId} and key = ${idempotent.key} and claim = ${idempotent.claim}
        and state = 'running'
      returning 1
    ), inserted as (
      insert into ${registrations} (id, event_id, values, email, created, last_modified)
      select ${row.id}, ${eventId}, ${JSON.stringify(values)}::jsonb, ${row.email}, ${nowSecond}, ${nowSecond}
      from claimed
      returning id, event_id, values, created, last_modified
    ), touched as (
      insert into ${collectionChanges} (key, last_modified, size)
      select ${registrationsCollection(eventId)}, ${nowSecond}, 1 from inserted
      on conflict (key) do update
      set last_modified = greatest(${collectionChanges.lastModified}, excluded.last_modified),
          size = ${collectionChanges.size} + excluded.size
      returning key
    )
    select id, event_id as "eventId", values, created, last_modified as "lastModified" from inserted`;
  let rows: { id: string; eventId: number; values: unknown; created: Date | string; lastModified: Date | string }[];
  try {
    rows = (await db.execute<(typeof rows)[number]>(statement)).rows;
  } catch (error) {
    if (isUniqueViolation(error)) return { status: "conflict" };
    throw error;
  }
  if (!rows[0]) throw new ClaimLostError();
  const inserted = rows[0];
  return {
    status: "ok",
    value: toRecord({
      ...inserted,
      created: new Date(inserted.created),
      lastModified: new Date(inserted.lastModified),
    }),
  };
}

/** Replaces the values in one statement, only if the registration has not changed after `notModifiedAfter`. */
export async function updateRegistration(
  eventId: number,
  id: string,
  values: Record<string, unknown>,
  notModifiedAfter: Date,
): Promise<WriteResult | { status: "conflict" }> {
  const db = await getDb();
  let written: { lastModified: Date } | undefined;
  try {
    written = await db.transaction(async (tx) => {
      const rows = await tx
        .update(registrations)
        .set({
          values,
          email: normaliseEmail(values),
          lastModified: nextModified(registrations.lastModified) as unknown as Date,
        })
        .where(
          and(eq(registrations.id, id), live(eventId), lte(registrations.lastModified, wholeSecond(notModifiedAfter))),
        )
        .returning({ lastModified: registrations.lastModified });
      if (rows[0]) await touchCollection(tx, registrationsCollection(eventId));
      return rows[0];
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { status: "conflict" };
    throw error;
  }
  if (written) return { status: "ok", lastModified: written.lastModified };
  const found = await getRegistration(eventId, id);
  return found.status === "found" ? { status: "preconditionFailed" } : found;
}

export async function deleteRegistration(eventId: number, id: string): Promise<{ status: "ok" | "notFound" | "gone" }> {
  const db = await getDb();
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .update(registrations)
      .set(tombstone(registrations.lastModified))
      .where(and(eq(registrations.id, id), live(eventId)))
      .returning({ lastModified: registrations.lastModified });
    if (rows[0]) await touchCollection(tx, registrationsCollection(eventId), -1);
    return rows[0];
  });
  if (deleted) return { status: "ok" };
  return whyNotDeleted(await getRegistration(eventId, id));
}

/** Deletes every live registration of the event. */
export async function deleteAllRegistrations(eventId: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    // Counted in SQL: an event may have 100,000 registrations, and their ids are of no use here. (Drizzle puts an
    // embedded query in parentheses, which is the CTE's own syntax.)
    const deletion = tx
      .update(registrations)
      .set(tombstone(registrations.lastModified))
      .where(live(eventId))
      .returning({ id: registrations.id });
    const result = await tx.execute<{ deleted: number }>(
      sql`with gone as ${deletion} select count(*)::integer as deleted from gone`,
    );
    await touchCollection(tx, registrationsCollection(eventId), -Number(result.rows[0]?.deleted ?? 0));
  });
}

/** Imports many registrations at once (batches of 1000 rows); a duplicate e-mail fails the whole import. */
export async function importRegistrations(eventId: number, valuesList: Record<string, unknown>[]): Promise<number> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    for (let start = 0; start < valuesList.length; start += 1000) {
      await tx
        .insert(registrations)
        .values(valuesList.slice(start, start + 1000).map((values) => newRow(eventId, values)));
    }
    await touchCollection(tx, registrationsCollection(eventId), valuesList.length);
  });
  return valuesList.length;
}
