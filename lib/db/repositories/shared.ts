// SQL pieces every repository uses: whole-second times and the per-collection change times (DECISIONS §5).
import { eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import { collectionChanges } from "../schema";

export type Lookup<T> = { status: "found"; value: T } | { status: "notFound" } | { status: "gone" };
export type WriteResult = { status: "ok"; lastModified: Date } | { status: "notFound" } | { status: "gone" } | { status: "preconditionFailed" };
/** A page of a collection with its total and its change time (null when it never changed). */
export type Page<T> = { items: T[]; total: number; lastModified: Date | null };
export type Executor = Pick<Database, "insert" | "update" | "select" | "delete" | "execute">;

/** Now, in whole seconds. */
export const nowSecond: SQL<Date> = sql<Date>`date_trunc('second', now())`;

/** DECISIONS §5.2: a change's time is max(now, previous + 1 s), so two changes never share a timestamp. */
export function nextModified(column: AnyPgColumn): SQL<Date> {
  return sql<Date>`greatest(date_trunc('second', now()), ${column} + interval '1 second')`;
}

export const eventsCollection = (companyId: number) => `events:${companyId}`;
export const registrationsCollection = (eventId: number) => `registrations:${eventId}`;

/**
 * Records that collection `key` changed now (DECISIONS §5.3: its latest change). The wall clock's second, not a
 * member's own time (which §5.2 may have moved ahead), and never backwards; what keeps If-Modified-Since exact
 * with one-second HTTP-dates is how the time is sent (lib/api/collection.ts).
 */
export async function touchCollection(db: Executor, key: string): Promise<void> {
  await db
    .insert(collectionChanges)
    .values({ key, lastModified: nowSecond as unknown as Date })
    .onConflictDoUpdate({
      target: collectionChanges.key,
      set: { lastModified: sql`greatest(${collectionChanges.lastModified}, excluded.last_modified)` },
    });
}

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
  return sql<Date | null>`(select ${collectionChanges.lastModified} from ${collectionChanges} where ${collectionChanges.key} = ${key})`.mapWith(collectionChanges.lastModified);
}

export async function collectionLastModified(db: Database, key: string): Promise<Date | null> {
  const query = prepared(db, "collection_last_modified", (d) =>
    d.select({ lastModified: collectionChanges.lastModified }).from(collectionChanges).where(eq(collectionChanges.key, sql.placeholder("key"))).prepare("collection_last_modified"),
  );
  const rows = await query.execute({ key });
  return rows[0]?.lastModified ?? null;
}
