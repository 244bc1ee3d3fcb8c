// The logic scenarios an event's versions carry (docs/studio.md "History" and "Scenarios"): each version names the
// set of scenarios the event had when it was written. A set is stored once per event, by the SHA-256 of its JSON
// (event_scenario_sets), and only when a version's set differs from the version before: saves that leave the
// scenarios alone store nothing but the version's reference. "none" names the empty set (no row); a version written
// before versions carried scenarios has none recorded (null), and restoring it leaves the scenarios as they are.
import { createHash } from "node:crypto";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "../client";
import { eventScenarios, eventScenarioSets, eventVersions } from "../schema";
import type { Executor } from "./shared";

/** A version's reference to the empty set of scenarios. */
export const NO_SCENARIOS = "none";

/** One scenario of a set: its id, when it was first stored (its place in the list) and the scenario as stored. */
export type SetItem = { id: string; created: string; scenario: unknown };

/** The set's reference: "none" for no scenarios, else the SHA-256 (hex) of its JSON. */
export const setRef = (items: readonly SetItem[]): string =>
  items.length ? createHash("sha256").update(JSON.stringify(items)).digest("hex") : NO_SCENARIOS;

const pack = (items: readonly SetItem[]) => deflateRawSync(Buffer.from(JSON.stringify(items)));
const unpack = (stored: Buffer) => JSON.parse(inflateRawSync(stored).toString("utf8")) as SetItem[];

/** The event's scenarios as they stand, in their list's order (as listEventScenarios reads them). */
async function currentSet(db: Executor, eventId: number): Promise<SetItem[]> {
  const rows = await db
    .select({ id: eventScenarios.id, created: eventScenarios.created, scenario: eventScenarios.scenario })
    .from(eventScenarios)
    .where(eq(eventScenarios.eventId, eventId))
    .orderBy(asc(eventScenarios.created), asc(eventScenarios.id));
  return rows.map((row) => ({ id: row.id, created: new Date(row.created).toISOString(), scenario: row.scenario }));
}

/**
 * The reference of the event's scenarios as they stand, for the version being written in `tx` (under the event's
 * row lock). The set is stored when it differs from `previous`, the version before's (and is kept if stored before).
 */
export async function recordScenarioSet(tx: Executor, eventId: number, previous: string | null): Promise<string> {
  const items = await currentSet(tx, eventId);
  const ref = setRef(items);
  if (ref !== NO_SCENARIOS && ref !== previous)
    await tx
      .insert(eventScenarioSets)
      .values({ eventId, hash: ref, scenarios: pack(items) })
      .onConflictDoNothing();
  return ref;
}

/** The sets of these references (the empty set for "none"); a reference with no stored set is left out. */
async function readSets(db: Executor, eventId: number, refs: readonly string[]): Promise<Map<string, SetItem[]>> {
  const found = new Map<string, SetItem[]>();
  const wanted = [...new Set(refs)].filter((ref) => ref !== NO_SCENARIOS);
  if (refs.includes(NO_SCENARIOS)) found.set(NO_SCENARIOS, []);
  if (!wanted.length) return found;
  const rows = await db
    .select({ hash: eventScenarioSets.hash, scenarios: eventScenarioSets.scenarios })
    .from(eventScenarioSets)
    .where(and(eq(eventScenarioSets.eventId, eventId), inArray(eventScenarioSets.hash, wanted)));
  for (const row of rows) found.set(row.hash, unpack(row.scenarios));
  return found;
}

/**
 * Puts back the scenarios version `n` carried, in `tx` (the restore's write, under the event's row lock): the
 * event's scenarios become that set, with their ids, order and first-stored times. Answers false, changing nothing,
 * when the version carries none recorded (written before versions carried scenarios) or does not exist.
 */
export async function restoreScenarioSet(
  tx: Executor,
  companyId: number,
  eventId: number,
  n: number,
): Promise<boolean> {
  const rows = await tx
    .select({ ref: eventVersions.scenarios })
    .from(eventVersions)
    .where(and(eq(eventVersions.eventId, eventId), eq(eventVersions.n, n)));
  const ref = rows[0]?.ref;
  if (!ref) return false;
  const items = (await readSets(tx, eventId, [ref])).get(ref);
  if (!items) return false;
  await tx.delete(eventScenarios).where(eq(eventScenarios.eventId, eventId));
  if (items.length)
    await tx.insert(eventScenarios).values(
      items.map((item) => ({
        eventId,
        id: item.id,
        companyId,
        scenario: item.scenario,
        created: new Date(item.created),
      })),
    );
  return true;
}

export type VersionScenarios =
  { status: "kept"; scenarios: unknown[] } | { status: "notKept" } | { status: "noVersion" };

/** The scenarios version `n` of the event carried. */
export async function versionScenarios(eventId: number, n: number): Promise<VersionScenarios> {
  const db = await getDb();
  const rows = await db
    .select({ ref: eventVersions.scenarios })
    .from(eventVersions)
    .where(and(eq(eventVersions.eventId, eventId), eq(eventVersions.n, n)));
  if (!rows.length) return { status: "noVersion" };
  const ref = rows[0].ref;
  const items = ref ? (await readSets(db, eventId, [ref])).get(ref) : undefined;
  return items ? { status: "kept", scenarios: items.map((item) => item.scenario) } : { status: "notKept" };
}

/**
 * The scenarios each of the versions `from`..`to` (inclusive) carried, and those of the version before `from`
 * (to say what the first of them changed): per number, the list, or null when none was recorded.
 */
export async function scenariosOfVersions(
  eventId: number,
  from: number,
  to: number,
): Promise<Map<number, unknown[] | null>> {
  const db = await getDb();
  const rows = await db
    .select({ n: eventVersions.n, ref: eventVersions.scenarios })
    .from(eventVersions)
    .where(and(eq(eventVersions.eventId, eventId), inArray(eventVersions.n, range(Math.max(1, from - 1), to))));
  const sets = await readSets(
    db,
    eventId,
    rows.flatMap((row) => (row.ref ? [row.ref] : [])),
  );
  const result = new Map<number, unknown[] | null>();
  for (const row of rows) {
    const items = row.ref ? sets.get(row.ref) : undefined;
    result.set(row.n, items ? items.map((item) => item.scenario) : null);
  }
  return result;
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** The event's newest version number and the scenarios it carried (null: none recorded); null without versions. */
export async function latestVersionScenarios(
  eventId: number,
): Promise<{ n: number; scenarios: unknown[] | null } | null> {
  const db = await getDb();
  const rows = await db
    .select({ n: eventVersions.n, ref: eventVersions.scenarios })
    .from(eventVersions)
    .where(eq(eventVersions.eventId, eventId))
    .orderBy(desc(eventVersions.n))
    .limit(1);
  if (!rows.length) return null;
  const { n, ref } = rows[0];
  const items = ref ? (await readSets(db, eventId, [ref])).get(ref) : undefined;
  return { n, scenarios: items ? items.map((item) => item.scenario) : null };
}

/** The number of the event's newest version, as the database has it now; 0 without versions. */
export async function latestVersionNumber(eventId: number): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select({ n: eventVersions.n })
    .from(eventVersions)
    .where(eq(eventVersions.eventId, eventId))
    .orderBy(desc(eventVersions.n))
    .limit(1);
  return rows[0]?.n ?? 0;
}
