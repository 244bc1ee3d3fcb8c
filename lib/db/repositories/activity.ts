// Who did what in a company (the studio's own data), read newest first in pages (keyset on the id). A write of an
// event names the version it made (docs/studio.md "History"), found in the statement that records the activity.
import { and, desc, eq, lt, lte, sql, type SQL } from "drizzle-orm";
import { getDb } from "../client";
import { activity, eventVersions } from "../schema";
import { nowSecond } from "./shared";

/** The event a write changed and its Last-Modified after it: its version is the one written at that time. */
export type WrittenVersion = { eventId: number; lastModified: Date | null };

export type ActivityRecord = typeof activity.$inferSelect;

export async function recordActivity(input: {
  companyId: number;
  personId: number | null;
  actor: string;
  action: string;
  subject?: string | null;
  version?: WrittenVersion;
}): Promise<void> {
  const { version, ...fields } = input;
  const db = await getDb();
  await db.insert(activity).values({
    ...fields,
    subject: input.subject ?? null,
    at: nowSecond as unknown as Date,
    eventId: version?.eventId ?? null,
    // A version's time is the event's Last-Modified after the write that made it (lib/db/repositories/events.ts).
    eventVersion: (version?.lastModified
      ? sql`(select ${eventVersions.n} from ${eventVersions} where ${eventVersions.eventId} = ${version.eventId}
          and ${eventVersions.created} = ${version.lastModified.toISOString()}::timestamptz)`
      : null) as unknown as number,
  });
}

/**
 * Up to `limit` records older than `before` (an id), newest first, and whether more follow; with `event`, that
 * event's only, from the write of its version `event.version` on when one is named.
 */
export async function pageActivity(
  companyId: number,
  options: { before?: number; limit: number; event?: { id: number; version?: number } },
): Promise<{ items: ActivityRecord[]; more: boolean }> {
  const db = await getDb();
  const { event } = options;
  const conditions: (SQL | undefined)[] = [eq(activity.companyId, companyId)];
  if (options.before) conditions.push(lt(activity.id, options.before));
  if (event) conditions.push(eq(activity.eventId, event.id));
  if (event?.version) {
    conditions.push(
      lte(
        activity.id,
        sql`(select max(${activity.id}) from ${activity} where ${activity.companyId} = ${companyId}
          and ${activity.eventId} = ${event.id} and ${activity.eventVersion} = ${event.version})`,
      ),
    );
  }
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(activity)
    .where(where)
    .orderBy(desc(activity.id))
    .limit(options.limit + 1);
  return { items: rows.slice(0, options.limit), more: rows.length > options.limit };
}
