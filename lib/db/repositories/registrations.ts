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
  /** Provenance of a lead a capture device sent (docs/decisions.md §10.3); null for every other registration. */
  capturedAt: string | null;
  capturedBy: { device: string; staff: string } | null;
  formVersion: string | null;
};

/** What a capture device's create records beside the values: its clock, itself, and the form's version. */
export type Provenance = {
  capturedAt: string | null;
  deviceId: string;
  deviceName: string;
  staff: string;
  formVersion: string | null;
};

const columns = {
  id: registrations.id,
  eventId: registrations.eventId,
  values: registrations.values,
  created: registrations.created,
  lastModified: registrations.lastModified,
  capturedAt: registrations.capturedAt,
  capturedDeviceName: registrations.capturedDeviceName,
  capturedStaff: registrations.capturedStaff,
  formVersion: registrations.formVersion,
};
const toRecord = (row: {
  id: string;
  eventId: number;
  values: unknown;
  created: Date;
  lastModified: Date;
  capturedAt: string | null;
  capturedDeviceName: string | null;
  capturedStaff: string | null;
  formVersion: string | null;
}): RegistrationRecord => ({
  id: row.id,
  eventId: row.eventId,
  values: row.values as Record<string, unknown>,
  created: row.created,
  lastModified: row.lastModified,
  capturedAt: row.capturedAt,
  capturedBy:
    row.capturedDeviceName === null ? null : { device: row.capturedDeviceName, staff: row.capturedStaff ?? "" },
  formVersion: row.formVersion,
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

/** The live registration of the event that holds this e-mail (normalised); null when none does. */
export async function registrationIdByEmail(eventId: number, values: Record<string, unknown>): Promise<string | null> {
  const email = normaliseEmail(values);
  if (email === null) return null;
  const db = await getDb();
  const rows = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(live(eventId), eq(registrations.email, email)))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** A conflict with the registration that holds the e-mail already (null when it went meanwhile). */
async function conflictWith(eventId: number, values: Record<string, unknown>) {
  return { status: "conflict" as const, existingId: await registrationIdByEmail(eventId, values) };
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
  provenance?: Provenance,
): Promise<{ status: "ok"; value: RegistrationRecord } | { status: "conflict"; existingId: string | null }> {
  if (idempotent) return createIdempotently(eventId, values, idempotent, provenance);
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
          capturedAt: sql.placeholder("capturedAt"),
          capturedDeviceId: sql.placeholder("deviceId"),
          capturedDeviceName: sql.placeholder("deviceName"),
          capturedStaff: sql.placeholder("staff"),
          formVersion: sql.placeholder("formVersion"),
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
      ...provenanceParameters(provenance),
    });
    return { status: "ok", value: toRecord(rows[0]) };
  } catch (error) {
    if (isUniqueViolation(error)) return conflictWith(eventId, values);
    throw error;
  }
}

const provenanceParameters = (provenance: Provenance | undefined) => ({
  capturedAt: provenance?.capturedAt ?? null,
  deviceId: provenance?.deviceId ?? null,
  deviceName: provenance?.deviceName ?? null,
  staff: provenance?.staff ?? null,
  formVersion: provenance?.formVersion ?? null,
});

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
  provenance: Provenance | undefined,
): Promise<{ status: "ok"; value: RegistrationRecord } | { status: "conflict"; existingId: string | null }> {
  const db = await getDb();
  const row = newRow(eventId, values);
  const captured = provenanceParameters(provenance);
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
      insert into ${registrations} (id, event_id, values, email, created, last_modified,
        captured_at, captured_device_id, captured_device_name, captured_staff, form_version)
      select ${row.id}, ${eventId}, ${JSON.stringify(values)}::jsonb, ${row.email}, ${nowSecond}, ${nowSecond},
        ${captured.capturedAt}::text, ${captured.deviceId}::text, ${captured.deviceName}::text,
        ${captured.staff}::text, ${captured.formVersion}::text
      from claimed
      returning id, event_id, values, created, last_modified, captured_at, captured_device_name, captured_staff,
        form_version
    ), touched as (
      insert into ${collectionChanges} (key, last_modified, size)
      select ${registrationsCollection(eventId)}, ${nowSecond}, 1 from inserted
      on conflict (key) do update
      set last_modified = greatest(${collectionChanges.lastModified}, excluded.last_modified),
          size = ${collectionChanges.size} + excluded.size
      returning key
    )
    select id, event_id as "eventId", values, created, last_modified as "lastModified",
      captured_at as "capturedAt", captured_device_name as "capturedDeviceName", captured_staff as "capturedStaff",
      form_version as "formVersion"
    from inserted`;
  type Row = Omit<Parameters<typeof toRecord>[0], "created" | "lastModified"> & {
    created: Date | string;
    lastModified: Date | string;
  };
  let rows: Row[];
  try {
    rows = (await db.execute<Row>(statement)).rows;
  } catch (error) {
    if (isUniqueViolation(error)) return conflictWith(eventId, values);
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
): Promise<WriteResult | { status: "conflict"; existingId: string | null }> {
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
    if (isUniqueViolation(error)) return conflictWith(eventId, values);
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
