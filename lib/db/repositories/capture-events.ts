// What a capture device may see of its company's events: the live ones open for capture (docs/decisions.md §10.2).
// Read from the database on every request, never from this process's caches (read-cache.ts, first-reads.ts): an
// owner's closing an event must hide it from every device at its next request, in every server process.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "../client";
import { events } from "../schema";
import type { EventRecord, EventType } from "./events";

const openEvents = (companyId: number) =>
  and(eq(events.companyId, companyId), isNull(events.deletedAt), eq(events.openForCapture, true));

/** A page of the company's live events open for capture, in id order, with their total; null past the last one. */
export async function pageOpenEvents(
  companyId: number,
  page: { offset: number; limit: number },
): Promise<{ items: EventRecord[]; total: number } | null> {
  const db = await getDb();
  const rows = await db
    .select({
      id: events.id,
      companyId: events.companyId,
      name: events.name,
      type: events.type,
      questions: events.questions,
      lastModified: events.lastModified,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(events)
    .where(openEvents(companyId))
    .orderBy(asc(events.id))
    .offset(page.offset)
    .limit(page.limit);
  if (!rows.length) return null;
  return {
    items: rows.map((row) => ({
      id: row.id,
      companyId: row.companyId,
      name: row.name,
      type: row.type as EventType,
      questions: row.questions as unknown[],
      lastModified: row.lastModified,
    })),
    total: rows[0].total,
  };
}

/** How many live events of the company are open for capture. */
export async function countOpenEvents(companyId: number): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(events)
    .where(openEvents(companyId));
  return rows[0]?.total ?? 0;
}

/** Whether the company's event is open for capture (false for an event that does not exist). */
export async function isOpenForCapture(companyId: number, eventId: number): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ open: events.openForCapture })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.companyId, companyId)));
  return rows[0]?.open === true;
}
