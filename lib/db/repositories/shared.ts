// SQL pieces every repository uses: whole-second times and the per-collection change times (DECISIONS §5).
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import { collectionChanges } from "../schema";

export type Lookup<T> = { status: "found"; value: T } | { status: "notFound" } | { status: "gone" };
export type WriteResult = { status: "ok"; lastModified: Date } | { status: "notFound" } | { status: "gone" } | { status: "preconditionFailed" };
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
 * Records a change of a collection at `at`. Like a model's (§5.2), a collection's time moves forward by at least a
 * second per change, so an If-Modified-Since holding the previous Last-Modified always sees the change — even
 * when members' own times ran ahead of the clock. Under sustained load (more than one change a second) it runs
 * ahead of the clock: that is the price of exact answers with one-second HTTP-dates.
 */
export async function touchCollection(db: Executor, key: string, at: Date | SQL<Date>): Promise<void> {
  await db
    .insert(collectionChanges)
    .values({ key, lastModified: at as Date })
    .onConflictDoUpdate({
      target: collectionChanges.key,
      set: { lastModified: sql`greatest(${collectionChanges.lastModified} + interval '1 second', excluded.last_modified)` },
    });
}

export async function collectionLastModified(db: Executor, key: string): Promise<Date | null> {
  const rows = await db.select({ lastModified: collectionChanges.lastModified }).from(collectionChanges).where(sql`${collectionChanges.key} = ${key}`);
  return rows[0]?.lastModified ?? null;
}
