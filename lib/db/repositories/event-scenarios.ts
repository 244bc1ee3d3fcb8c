// An event's logic scenarios (docs/studio.md "Scenarios"): the studio's own data, one row per scenario, read and
// written only for an event of the company that is not deleted. lib/studio/services/scenarios.ts checks roles and
// shapes; this file only stores what it is given.
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb } from "../client";
import { events, eventScenarios } from "../schema";
import { nowSecond } from "./shared";

export type StoredScenarios = { status: "found"; eventName: string; scenarios: unknown[] } | { status: "notFound" };

const liveEvent = (companyId: number, eventId: number) =>
  and(eq(events.id, eventId), eq(events.companyId, companyId), isNull(events.deletedAt));

/** The event's name, or null when it is not a live event of the company. */
async function eventName(companyId: number, eventId: number): Promise<string | null> {
  const db = await getDb();
  const rows = await db.select({ name: events.name }).from(events).where(liveEvent(companyId, eventId));
  return rows[0]?.name ?? null;
}

/** The event's scenarios in the order they were first stored. */
export async function listEventScenarios(companyId: number, eventId: number): Promise<StoredScenarios> {
  const name = await eventName(companyId, eventId);
  if (name === null) return { status: "notFound" };
  const db = await getDb();
  const rows = await db
    .select({ scenario: eventScenarios.scenario })
    .from(eventScenarios)
    .where(and(eq(eventScenarios.eventId, eventId), eq(eventScenarios.companyId, companyId)))
    .orderBy(asc(eventScenarios.created), asc(eventScenarios.id));
  return { status: "found", eventName: name, scenarios: rows.map((row) => row.scenario) };
}

/**
 * Stores scenarios (new ones, or new versions of stored ones, by id) and removes those of `remove`, in one
 * transaction; `max` is how many the event may hold afterwards ("tooMany": nothing written).
 */
export async function writeEventScenarios(
  companyId: number,
  eventId: number,
  change: { put: readonly { id: string; scenario: unknown }[]; remove: readonly string[] },
  max: number,
): Promise<{ status: "ok"; count: number } | { status: "notFound" } | { status: "tooMany"; count: number }> {
  const db = await getDb();
  return db
    .transaction(async (tx) => {
      // The event's row, locked: two writers of one event's scenarios take turns, so the count below holds.
      const event = await tx.select({ id: events.id }).from(events).where(liveEvent(companyId, eventId)).for("update");
      if (!event.length) return { status: "notFound" } as const;
      const own = and(eq(eventScenarios.eventId, eventId), eq(eventScenarios.companyId, companyId));
      if (change.remove.length)
        await tx.delete(eventScenarios).where(and(own, inArray(eventScenarios.id, [...change.remove])));
      if (change.put.length)
        await tx
          .insert(eventScenarios)
          .values(change.put.map(({ id, scenario }) => ({ eventId, id, companyId, scenario, created: nowSecond })))
          .onConflictDoUpdate({
            target: [eventScenarios.eventId, eventScenarios.id],
            set: { scenario: sql`excluded.scenario` },
          });
      const [{ count }] = await tx
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(eventScenarios)
        .where(own);
      if (count > max) throw new TooMany(count);
      return { status: "ok", count } as const;
    })
    .catch((error: unknown) => {
      if (error instanceof TooMany) return { status: "tooMany", count: error.count } as const;
      throw error;
    });
}

class TooMany extends Error {
  constructor(readonly count: number) {
    super("too many scenarios");
  }
}
