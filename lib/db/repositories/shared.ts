// SQL pieces every repository uses: whole-second times and the per-collection change times (docs/decisions.md §5).
import { and, asc, eq, isNull, lt, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { AnyPgColumn, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import { getDb, type Database } from "../client";
import { collectionChanges } from "../schema";

export type Lookup<T> = { status: "found"; value: T } | { status: "notFound" } | { status: "gone" };
/** A row read by its id as a Lookup: none is notFound, one with a tombstone (deletedAt) is gone. */
export function lookupOf<R extends { deletedAt: Date | null }, T>(
  row: R | undefined,
  toRecord: (row: R) => T,
): Lookup<T> {
  if (!row) return { status: "notFound" };
  if (row.deletedAt) return { status: "gone" };
  return { status: "found", value: toRecord(row) };
}
export type WriteResult =
  { status: "ok"; lastModified: Date } | { status: "notFound" } | { status: "gone" } | { status: "preconditionFailed" };
/** A page of a collection with its total and its change time (null when it never changed). */
export type Page<T> = { items: T[]; total: number; lastModified: Date | null };
export type Executor = Pick<Database, "insert" | "update" | "select" | "delete" | "execute">;

/** Now, in whole seconds. */
export const nowSecond: SQL<Date> = sql<Date>`date_trunc('second', now())`;

/** What a delete writes: the tombstone (deletedAt, afterwards the row answers gone) and the next change time. */
export const tombstone = (lastModified: AnyPgColumn) => ({
  deletedAt: nowSecond as unknown as Date,
  lastModified: nextModified(lastModified) as unknown as Date,
});
/** Why a delete changed no row: the row was deleted before, or never was. */
export const whyNotDeleted = (found: Lookup<unknown>): { status: "notFound" | "gone" } => ({
  status: found.status === "gone" ? "gone" : "notFound",
});

/**
 * Sets the time column `stamp` of the row `row` picks to now, unless it was set less than a minute ago: stamps
 * written on every request (a client's last use, a person's last activity) are written at most once a minute.
 */
export async function touchStamp<T extends PgTable>(
  table: T,
  stamp: keyof T & keyof T["$inferInsert"] & string,
  row: SQL,
): Promise<void> {
  const db = await getDb();
  const column = table[stamp] as AnyPgColumn;
  await db
    .update(table)
    .set({ [stamp]: nowSecond } as never)
    .where(and(row, or(isNull(column), lt(column, sql`now() - interval '1 minute'`))));
}

/** docs/decisions.md §5.2: a change's time is max(now, previous + 1 s), so two changes never share a timestamp. */
export function nextModified(column: AnyPgColumn): SQL<Date> {
  return sql<Date>`greatest(date_trunc('second', now()), ${column} + interval '1 second')`;
}

export const eventsCollection = (companyId: number) => `events:${companyId}`;
export const registrationsCollection = (eventId: number) => `registrations:${eventId}`;

/**
 * Records that collection `key` changed now (docs/decisions.md §5.3: its latest change), and that its number of live
 * members changed by `sizeChange`; in the statement that takes the collection's row lock, so concurrent writers
 * count right. The time is the wall clock's second, not a member's own (which §5.2 may have moved ahead), and
 * never goes backwards; what keeps If-Modified-Since exact with one-second HTTP-dates is how it is sent
 * (lib/api/collection.ts).
 */
export async function touchCollection(db: Executor, key: string, sizeChange = 0): Promise<void> {
  await db
    .insert(collectionChanges)
    .values({ key, lastModified: nowSecond as unknown as Date, size: sizeChange })
    .onConflictDoUpdate(collectionTouch);
}

/** The upsert of touchCollection, for a statement that touches a collection itself (createRegistration). */
export const collectionTouch = {
  target: collectionChanges.key,
  set: {
    lastModified: sql`greatest(${collectionChanges.lastModified}, excluded.last_modified)`,
    size: sql`${collectionChanges.size} + excluded.size`,
  },
};

/**
 * A query built and prepared once per database connection object, then executed with placeholders: on the hot
 * read paths this spares drizzle's query building on every request (about half the cost of a PGlite read).
 */
const preparedCache = new WeakMap<object, Map<string, unknown>>();
export function prepared<T>(db: Database, name: string, build: (db: Database) => T): T {
  let cache = preparedCache.get(db);
  if (!cache) preparedCache.set(db, (cache = new Map()));
  if (!cache.has(name)) cache.set(name, build(db));
  return cache.get(name) as T;
}

/** The change time of collection `key` as a column of another query (a scalar subquery). */
export function collectionModifiedColumn(key: SQL.Aliased | SQL | Placeholder) {
  return sql<Date | null>`(
    select ${collectionChanges.lastModified} from ${collectionChanges} where ${collectionChanges.key} = ${key}
  )`.mapWith(collectionChanges.lastModified);
}

/** The number of live members of collection `key` as a column of another query; 0 for one that never changed. */
export function collectionSizeColumn(key: SQL.Aliased | SQL | Placeholder) {
  return sql<number>`coalesce(
    (select ${collectionChanges.size} from ${collectionChanges} where ${collectionChanges.key} = ${key}),
    0
  )`.mapWith(Number);
}

/** A collection's number of live members and its latest change (null when it never changed), from one row. */
export type CollectionSummary = { total: number; lastModified: Date | null };

export async function collectionSummary(db: Database, key: string): Promise<CollectionSummary> {
  const query = prepared(db, "collection_summary", (d) =>
    d
      .select({ total: collectionChanges.size, lastModified: collectionChanges.lastModified })
      .from(collectionChanges)
      .where(eq(collectionChanges.key, sql.placeholder("key")))
      .prepare("collection_summary"),
  );
  const rows = await query.execute({ key });
  return rows[0] ?? { total: 0, lastModified: null };
}

/** What a page of a collection's live rows is read from: the prepared statement's name, the rows, their order. */
export type LivePageQuery<Fields extends SelectedFields> = {
  name: string;
  table: PgTable;
  fields: Fields;
  /** Which rows are the owner's live ones, the owner given as a placeholder. */
  live: (owner: Placeholder) => SQL | undefined;
  order: AnyPgColumn;
};

/**
 * A page of the owner's live rows together with the collection's total and change time, in one prepared query (the
 * hot path of the list endpoints: both come from the collection's own row, nothing is counted); null when there is
 * no row at `offset`.
 */
export async function pageOfLiveRows<Fields extends SelectedFields, T>(
  db: Database,
  query: LivePageQuery<Fields>,
  at: { owner: number; key: string; offset: number; limit: number },
  toRecord: (row: SelectResultFields<Fields>) => T,
): Promise<Page<T> | null> {
  const statement = prepared(db, query.name, (d) =>
    d
      .select({
        ...query.fields,
        total: collectionSizeColumn(sql.placeholder("key")),
        collectionModified: collectionModifiedColumn(sql.placeholder("key")),
      })
      .from(query.table)
      .where(query.live(sql.placeholder("owner")))
      .orderBy(asc(query.order))
      .offset(sql.placeholder("offset"))
      .limit(sql.placeholder("limit"))
      .prepare(query.name),
  );
  const rows = (await statement.execute(at)) as (SelectResultFields<Fields> & {
    total: number;
    collectionModified: Date | null;
  })[];
  if (!rows.length) return null;
  return { items: rows.map(toRecord), total: rows[0].total, lastModified: rows[0].collectionModified };
}

/** Where a row is read by its id: the prepared statement's name, the table, its fields, tombstone, id and owner. */
export type ByIdQuery<Fields extends SelectedFields> = {
  name: string;
  table: PgTable;
  fields: Fields;
  deletedAt: AnyPgColumn;
  id: AnyPgColumn;
  owner: AnyPgColumn;
};

/** The owner's row `id` as a Lookup (a deleted one is gone), in one prepared query. */
export async function lookupById<Fields extends SelectedFields, T>(
  db: Database,
  query: ByIdQuery<Fields>,
  at: { id: number | string; owner: number },
  toRecord: (row: SelectResultFields<Fields>) => T,
): Promise<Lookup<T>> {
  const statement = prepared(db, query.name, (d) =>
    d
      .select({ ...query.fields, deletedAt: query.deletedAt })
      .from(query.table)
      .where(and(eq(query.id, sql.placeholder("id")), eq(query.owner, sql.placeholder("owner"))))
      .prepare(query.name),
  );
  const rows = (await statement.execute(at)) as (SelectResultFields<Fields> & { deletedAt: Date | null })[];
  return lookupOf(rows[0], toRecord);
}
