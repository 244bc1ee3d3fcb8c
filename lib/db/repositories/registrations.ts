// Registrations of an event. The caller has already checked that the event belongs to the company and is live.
// The e-mail is unique per event (trimmed, case-insensitive), enforced by a partial unique index on live rows.
import { randomBytes } from "node:crypto";
import { and, asc, eq, isNull, lte, sql, type Placeholder, type WithSubquery } from "drizzle-orm";
import { getDb, isUniqueViolation, type Database } from "../client";
import { accessTokens, collectionChanges, eventFollowUps, events, idempotencyKeys, registrations } from "../schema";
import { eventToRegisterVersion } from "./events";
import { cancelFollowUps } from "./outbox";
import {
  cancelDeletedRegistrationsFollowUps,
  followUpParameters,
  followUpQueued,
  type DueFollowUp,
} from "./follow-ups";
import { takenOver } from "./idempotency-keys";
import { eventVersionColumn, versionTimeOf } from "./registration-version";
import {
  collectionTouch,
  lookupById,
  nextModified,
  nowSecond,
  prepared,
  registrationsCollection,
  touchCollection,
  tombstone,
  whyNotDeleted,
  type ByIdQuery,
  type CollectionSummary,
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
  /** The number of the event's version it was captured against (lib/db/repositories/registration-version.ts). */
  eventVersion: number | null;
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
  eventVersion: registrations.eventVersion,
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
  eventVersion: number | null;
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
  eventVersion: row.eventVersion,
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

/**
 * A new registration id: 12 random bytes as base64url (16 characters), starting with a letter or a digit. One in 64
 * would otherwise start with "-", which a spreadsheet reads as the start of a formula: the CSV export then writes it
 * with the guard's apostrophe, and an id copied from the export would not be found.
 */
export function newRegistrationId(): string {
  for (;;) {
    const id = randomBytes(12).toString("base64url");
    if (/^[A-Za-z0-9]/.test(id)) return id;
  }
}

/** A new registration row: an opaque random id, the normalised e-mail, created now. */
function newRow(eventId: number, values: Record<string, unknown>) {
  return {
    id: newRegistrationId(),
    eventId,
    values,
    email: normaliseEmail(values),
    created: nowSecond as unknown as Date,
    lastModified: nowSecond as unknown as Date,
  };
}

/**
 * Creates count themselves in one of COUNT_SHARDS rows of collection_changes beside the collection's own
 * (`registrations:<eventId>#<n>`, n drawn at random), every other write in the collection's own row: a row's lock is
 * held until its transaction's commit is on disk, so with one row every create of an event waited for the one before
 * it (docs/benchmarks.md "Where a POST's time goes"). The count is the sum of the rows and the change time their
 * latest, read in one statement; each row is still changed in the statement of the write it counts.
 */
export const COUNT_SHARDS = 16;
const shardKey = (eventId: number) =>
  `${registrationsCollection(eventId)}#${1 + Math.floor(Math.random() * COUNT_SHARDS)}`;
/** The collection's rows, from its key as a placeholder: an IN list the primary key's index answers. */
const collectionRows = (key: Placeholder) =>
  sql`${collectionChanges.key} in (${sql.join(
    [
      sql`${key}::text`,
      ...Array.from({ length: COUNT_SHARDS }, (_, i) => sql`${key}::text || ${sql.raw(`'#${i + 1}'`)}`),
    ],
    sql`, `,
  )})`;
const collectionTotal = (key: Placeholder) =>
  sql<number>`(select coalesce(sum(${collectionChanges.size}), 0)::integer from ${collectionChanges}
    where ${collectionRows(key)})`.mapWith(Number);
const collectionModified = (key: Placeholder) =>
  sql<Date | null>`(select max(${collectionChanges.lastModified}) from ${collectionChanges}
    where ${collectionRows(key)})`.mapWith(collectionChanges.lastModified);

/** How many live registrations the event has and when they last changed: a few rows, however many registrations. */
export async function registrationsSummary(eventId: number): Promise<CollectionSummary> {
  const db = await getDb();
  const query = prepared(db, "registrations_summary", (d) =>
    d
      .select({
        total: sql<number>`coalesce(sum(${collectionChanges.size}), 0)::integer`.mapWith(Number),
        lastModified: sql<Date | null>`max(${collectionChanges.lastModified})`.mapWith(collectionChanges.lastModified),
      })
      .from(collectionChanges)
      .where(collectionRows(sql.placeholder("key")))
      .prepare("registrations_summary"),
  );
  const rows = await query.execute({ key: registrationsCollection(eventId) });
  return rows[0] ?? { total: 0, lastModified: null };
}
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
  const db = await getDb();
  const statement = prepared(db, "page_registrations", (d) =>
    d
      .select({
        ...columns,
        total: collectionTotal(sql.placeholder("key")),
        collectionModified: collectionModified(sql.placeholder("key")),
      })
      .from(registrations)
      .where(live(sql.placeholder("owner")))
      .orderBy(asc(registrations.seq))
      .offset(sql.placeholder("offset"))
      .limit(sql.placeholder("limit"))
      .prepare("page_registrations"),
  );
  const rows = await statement.execute({ owner: eventId, key: registrationsCollection(eventId), ...page });
  if (!rows.length) return null;
  return { items: rows.map(toRecord), total: rows[0].total, lastModified: rows[0].collectionModified };
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
  keyed?: KeyedCreate,
  provenance?: Provenance,
  followUp?: DueFollowUp,
): Promise<
  { status: "ok"; value: RegistrationRecord } | { status: "conflict"; existingId: string | null } | { status: "taken" }
> {
  if (keyed) return createIdempotently(eventId, values, keyed, provenance, followUp);
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
          eventVersion: eventVersionColumn(
            sql.placeholder("eventId"),
            sql.placeholder("versionTime"),
          ) as unknown as number,
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
    // The event's follow-up e-mail, queued by this statement (docs/studio.md "Follow-up e-mail").
    const queued = followUpQueued(d, inserted);
    return d.with(inserted, touched, queued).select().from(inserted).prepare("create_registration");
  });
  try {
    const row = newRow(eventId, values);
    const rows = await query.execute({
      id: row.id,
      eventId,
      values,
      email: row.email,
      key: shardKey(eventId),
      ...provenanceParameters(provenance),
      ...followUpParameters(followUp),
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
  versionTime: versionTimeOf(provenance?.formVersion),
});

/**
 * What a create with an idempotency key writes beside its registration (docs/api.md "Idempotent creates"): the key
 * of the company, the request's fingerprint, and the answer to replay for the new id.
 */
export type KeyedCreate = {
  companyId: number;
  key: string;
  fingerprint: string;
  answer: (id: string) => { status: number; body: unknown; headers: Record<string, string> };
};

/**
 * The key's row of a keyed create, inserted already done with its answer (or taking over a row past the window or a
 * timed-out claim); from the gate's row only when there is a gate (createGated), else unconditionally.
 */
function keyClaimed(d: Database, gate: WithSubquery | null) {
  const p = sql.placeholder;
  const row = {
    companyId: sql`${p("companyId")}::integer`.as("company_id"),
    key: sql`${p("key")}::text`.as("key"),
    fingerprint: sql`${p("fingerprint")}::text`.as("fingerprint"),
    claim: sql`${p("id")}::text`.as("claim"),
    state: sql`'done'`.as("state"),
    status: sql`${p("status")}::integer`.as("status"),
    body: sql`${p("body")}::jsonb`.as("body"),
    headers: sql`${p("headers")}::jsonb`.as("headers"),
    lastModified: sql`${nowSecond}`.as("last_modified"),
    createdAt: sql`now()`.as("created_at"),
  };
  const upsert = {
    target: [idempotencyKeys.companyId, idempotencyKeys.key],
    set: {
      fingerprint: sql`excluded.fingerprint`,
      claim: sql`excluded.claim`,
      state: sql`excluded.state`,
      status: sql`excluded.status`,
      body: sql`excluded.body`,
      headers: sql`excluded.headers`,
      lastModified: sql`excluded.last_modified`,
      createdAt: sql`excluded.created_at`,
    },
    setWhere: takenOver,
  };
  if (gate)
    return d.$with("claimed").as(
      d
        .insert(idempotencyKeys)
        .select(d.select(row).from(gate) as never)
        .onConflictDoUpdate(upsert)
        .returning({ claim: idempotencyKeys.claim }),
    );
  return d.$with("claimed").as(
    d
      .insert(idempotencyKeys)
      .values({
        companyId: sql.placeholder("companyId") as unknown as number,
        key: sql.placeholder("key") as unknown as string,
        fingerprint: sql.placeholder("fingerprint") as unknown as string,
        claim: sql.placeholder("id") as unknown as string,
        state: "done",
        status: sql.placeholder("status") as unknown as number,
        body: sql.placeholder("body"),
        headers: sql.placeholder("headers"),
        lastModified: nowSecond as unknown as Date,
        createdAt: sql`now()` as unknown as Date,
      })
      .onConflictDoUpdate(upsert)
      .returning({ claim: idempotencyKeys.claim }),
  );
}

/** The registration's insert, one row per row of `source` (the key's claim, or a gate): nothing when it has none. */
function insertedFrom(d: Database, source: WithSubquery) {
  return d.$with("inserted").as(
    d
      .insert(registrations)
      .select(
        d
          .select({
            id: sql`${sql.placeholder("id")}::text`.as("id"),
            // Drizzle's insert … select names every column: the serial's default spelled out, and no tombstone.
            seq: sql`nextval(pg_get_serial_sequence('registrations', 'seq'))`.as("seq"),
            eventId: sql`${sql.placeholder("eventId")}::integer`.as("event_id"),
            values: sql`${sql.placeholder("values")}::jsonb`.as("values"),
            email: sql`${sql.placeholder("email")}::text`.as("email"),
            created: sql`${nowSecond}`.as("created"),
            lastModified: sql`${nowSecond}`.as("last_modified"),
            deletedAt: sql`null::timestamptz`.as("deleted_at"),
            capturedAt: sql`${sql.placeholder("capturedAt")}::text`.as("captured_at"),
            capturedDeviceId: sql`${sql.placeholder("deviceId")}::text`.as("captured_device_id"),
            capturedDeviceName: sql`${sql.placeholder("deviceName")}::text`.as("captured_device_name"),
            capturedStaff: sql`${sql.placeholder("staff")}::text`.as("captured_staff"),
            formVersion: sql`${sql.placeholder("formVersion")}::text`.as("form_version"),
            eventVersion: eventVersionColumn(sql.placeholder("eventId"), sql.placeholder("versionTime")).as(
              "event_version",
            ),
          })
          .from(source),
      )
      .returning(columns),
  );
}

/** The count of the registration `inserted` returns, in the shard row the `collection` parameter names. */
function touchedBy(d: Database, inserted: WithSubquery) {
  return d.$with("touched").as(
    d
      .insert(collectionChanges)
      .select(
        d
          .select({
            key: sql`${sql.placeholder("collection")}::text`.as("key"),
            lastModified: sql`${nowSecond}`.as("last_modified"),
            size: sql`1`.as("size"),
          })
          .from(inserted),
      )
      .onConflictDoUpdate(collectionTouch)
      .returning({ key: collectionChanges.key }),
  );
}

/**
 * Who may create, checked by the create's own statement (createGated): the token with this hash, an API client's of
 * the company named, not expired, and the company's live event, with its follow-up row, still at the version the
 * caller checked the values against (events.ts, eventToRegisterVersion). One row when all hold, none otherwise.
 */
function gateOf(d: Database) {
  const p = sql.placeholder;
  return d.$with("gate").as(
    d
      .select({ companyId: accessTokens.companyId })
      .from(accessTokens)
      .innerJoin(
        events,
        and(
          eq(events.id, sql`${p("eventId")}::integer`),
          eq(events.companyId, accessTokens.companyId),
          isNull(events.deletedAt),
        ),
      )
      .leftJoin(eventFollowUps, eq(eventFollowUps.eventId, events.id))
      .where(
        and(
          eq(accessTokens.tokenHash, sql`${p("tokenHash")}::text`),
          isNull(accessTokens.deviceId),
          sql`${accessTokens.expiresAt} > now()`,
          eq(accessTokens.companyId, sql`${p("companyId")}::integer`),
          sql`${eventToRegisterVersion} = ${p("version")}::text`,
        ),
      ),
  );
}

/** What createGated checks in its statement: the caller's token, its company and the version it checked against. */
export type CreateGate = { tokenHash: string; companyId: number; version: string };

/**
 * createRegistration for a caller this process has seen before (lib/api/handlers/registrations.ts), in one statement
 * with no round trip before it: the statement checks the token and the event itself (gateOf) and inserts only when
 * they pass. "refused": nothing was written, because the gate refused or (with a key) the key already had a row; the
 * caller then takes the usual way, which says why. A duplicate e-mail is a conflict as usual: it can only happen
 * after the gate passed.
 */
export async function createGated(
  eventId: number,
  values: Record<string, unknown>,
  gate: CreateGate,
  keyed: KeyedCreate | undefined,
  followUp: DueFollowUp,
): Promise<
  | { status: "ok"; value: RegistrationRecord }
  | { status: "conflict"; existingId: string | null }
  | { status: "refused" }
> {
  const db = await getDb();
  const name = keyed ? "create_registration_keyed_gated" : "create_registration_gated";
  const query = prepared(db, name, (d) => {
    const gated = gateOf(d);
    const claimed = keyed ? keyClaimed(d, gated) : null;
    const inserted = insertedFrom(d, claimed ?? gated);
    const touched = touchedBy(d, inserted);
    const queued = followUpQueued(d, inserted);
    const ctes = claimed ? [gated, claimed, inserted, touched, queued] : [gated, inserted, touched, queued];
    return d
      .with(...ctes)
      .select()
      .from(inserted)
      .prepare(name);
  });
  const row = newRow(eventId, values);
  const answer = keyed?.answer(row.id);
  let rows: Awaited<ReturnType<typeof query.execute>>;
  try {
    rows = await query.execute({
      tokenHash: gate.tokenHash,
      companyId: gate.companyId,
      version: gate.version,
      key: keyed?.key ?? null,
      fingerprint: keyed?.fingerprint ?? null,
      status: answer?.status ?? null,
      body: answer ? JSON.stringify(answer.body) : null,
      headers: answer ? JSON.stringify(answer.headers) : null,
      id: row.id,
      eventId,
      values: JSON.stringify(values),
      email: row.email,
      collection: shardKey(eventId),
      ...provenanceParameters(undefined),
      ...followUpParameters(followUp),
    });
  } catch (error) {
    if (isUniqueViolation(error)) return conflictWith(eventId, values);
    throw error;
  }
  return rows[0] ? { status: "ok", value: toRecord(rows[0]) } : { status: "refused" };
}

/**
 * createRegistration with an idempotency key, in one statement: the key's row is inserted already done with its
 * answer (or takes over a row past the window or a timed-out claim), and the registration is inserted only from that
 * row, so both happen or neither does. A twin running the same statement waits on the key's unique index until the
 * first commits, then inserts nothing; so does a key already used: "taken", and the caller reads what the key says.
 * A duplicate e-mail fails the whole statement, leaving no key behind.
 */
async function createIdempotently(
  eventId: number,
  values: Record<string, unknown>,
  keyed: KeyedCreate,
  provenance: Provenance | undefined,
  followUp: DueFollowUp | undefined,
): Promise<
  { status: "ok"; value: RegistrationRecord } | { status: "conflict"; existingId: string | null } | { status: "taken" }
> {
  const db = await getDb();
  const query = prepared(db, "create_registration_keyed", (d) => {
    const claimed = keyClaimed(d, null);
    const inserted = insertedFrom(d, claimed);
    const touched = touchedBy(d, inserted);
    // The event's follow-up e-mail, queued by this statement: a replay inserts no registration, so no second mail.
    const queued = followUpQueued(d, inserted);
    return d.with(claimed, inserted, touched, queued).select().from(inserted).prepare("create_registration_keyed");
  });
  const row = newRow(eventId, values);
  const answer = keyed.answer(row.id);
  let rows: Awaited<ReturnType<typeof query.execute>>;
  try {
    rows = await query.execute({
      companyId: keyed.companyId,
      key: keyed.key,
      fingerprint: keyed.fingerprint,
      status: answer.status,
      body: answer.body,
      headers: answer.headers,
      id: row.id,
      eventId,
      values: JSON.stringify(values),
      email: row.email,
      collection: shardKey(eventId),
      ...provenanceParameters(provenance),
      ...followUpParameters(followUp),
    });
  } catch (error) {
    if (isUniqueViolation(error)) return conflictWith(eventId, values);
    throw error;
  }
  return rows[0] ? { status: "ok", value: toRecord(rows[0]) } : { status: "taken" };
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
    // Its follow-up, if not sent yet, goes with it (docs/studio.md "Follow-up e-mail").
    if (rows[0]) await cancelFollowUps([id], tx);
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
    await cancelDeletedRegistrationsFollowUps(tx, eventId);
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
