// The versions of an event (docs/decisions.md §10.4): one row per write, written by the events repository in the
// transaction of the write (docs/conventions.md 16), so the API, the studio, imports and restores all leave one.
// The definition is stored whole, deflated (docs/benchmarks.md "Version storage"); the summary of what changed
// from the version before is computed once, when the version is written.
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { and, desc, eq, gt, lte, sql, type SQL } from "drizzle-orm";
import { summariseChanges } from "../../questions/change-summary";
import { getDb } from "../client";
import { NO_SCENARIOS, recordScenarioSet } from "./version-scenarios";
import { apiClients, captureDevices, eventVersions, people } from "../schema";
import {
  collectionModifiedColumn,
  collectionSizeColumn,
  prepared,
  touchCollection,
  type Executor,
  type Page,
} from "./shared";

/** Who wrote a version: a person (through the studio), an API client or a capture device. */
export type VersionAuthor =
  | { kind: "person"; id: number; name?: string }
  | { kind: "client"; id: string | null; name?: string }
  | { kind: "device"; id: string; name?: string };
/**
 * How: `api` (an API client's POST, PUT or PATCH), `editor` (the studio's editor and events page), `import` (the
 * editor's JSON import), `restore` (a restore in the History panel), `earlier` (the definition as it was when the
 * history began: the first write of an event made before versions were kept records it first).
 */
export const VERSION_HOWS = ["api", "editor", "import", "restore", "earlier"] as const;
export type VersionHow = (typeof VERSION_HOWS)[number];
/**
 * What a write says about itself. `restoreScenarios` (a whole version restored in the studio): the event's logic
 * scenarios become those version `restoredFrom` carried, in the write's transaction (events.ts, updateEvent).
 */
export type VersionMeta = { author: VersionAuthor; how: VersionHow; restoredFrom?: number; restoreScenarios?: boolean };
export type Definition = { name: string; type: string; questions: unknown[] };

export type VersionRecord = {
  eventId: number;
  n: number;
  created: Date;
  author: { kind: VersionAuthor["kind"]; id: string | null; name: string };
  how: VersionHow;
  restoredFrom: number | null;
  name: string | null;
  summary: string[];
};
export type VersionWithDefinition = VersionRecord & { definition: Definition };

/** Writes made where nobody in particular wrote them (the demo data at start-up, scripts). */
export const SYSTEM_WRITE: VersionMeta = { author: { kind: "client", id: null, name: "Capture Studio" }, how: "api" };

export const versionsCollection = (eventId: number) => `versions:${eventId}`;

export const packDefinition = (definition: Definition): Buffer =>
  deflateRawSync(Buffer.from(JSON.stringify(definition)));
export const unpackDefinition = (stored: Buffer): Definition =>
  JSON.parse(inflateRawSync(stored).toString("utf8")) as Definition;

/** The author's name as it is now, read in the statement that writes the version; `name` when given. */
function authorName(author: VersionAuthor): SQL {
  if (author.name) return sql`${author.name}`;
  if (author.kind === "person")
    return sql`coalesce((select ${people.name} from ${people} where ${people.id} = ${author.id}), 'a person')`;
  if (author.kind === "device")
    return sql`coalesce((select ${captureDevices.name} || ' (' || ${captureDevices.staff} || ')' from ${captureDevices}
      where ${captureDevices.id} = ${author.id}), ${author.id})`;
  return sql`coalesce((select ${apiClients.name} from ${apiClients} where ${apiClients.id} = ${author.id}),
    ${author.id}, 'an API client')`;
}

function summaryOf(before: Definition | null, after: Definition): string[] {
  if (!before) {
    const count = after.questions.length;
    return [`The event was created with ${count} question${count === 1 ? "" : "s"}.`];
  }
  return summariseChanges(before, after).map((change) => change.text);
}

/**
 * Records `after` as the event's next version, written at `created`. `before` is the definition it replaced (read
 * under the event's row lock, which also keeps two writers' numbers apart: the second reads the number after the
 * first committed); null for a new event. An event without versions yet (made before they were kept) gets its
 * earlier definition as version 1 first.
 */
export async function recordVersion(
  tx: Executor,
  eventId: number,
  before: Definition | null,
  after: Definition,
  meta: VersionMeta,
  created: Date,
): Promise<number> {
  const rows = await tx
    .select({ n: eventVersions.n, scenarios: eventVersions.scenarios })
    .from(eventVersions)
    .where(eq(eventVersions.eventId, eventId))
    .orderBy(desc(eventVersions.n))
    .limit(1);
  let n = rows[0]?.n ?? 0;
  if (n === 0 && before) {
    n = 1;
    await insertVersion(tx, eventId, n, before, [], null, {
      author: { kind: "client", id: null, name: "before the history" },
      how: "earlier",
    });
  }
  n += 1;
  // The scenarios as they stand go with the version: by reference, stored only when they changed. A new event has
  // none yet.
  const scenarios = before ? await recordScenarioSet(tx, eventId, rows[0]?.scenarios ?? null) : NO_SCENARIOS;
  await insertVersion(tx, eventId, n, after, summaryOf(before, after), scenarios, meta, created);
  return n;
}

async function insertVersion(
  tx: Executor,
  eventId: number,
  n: number,
  definition: Definition,
  summary: string[],
  scenarios: string | null,
  meta: VersionMeta,
  created?: Date,
): Promise<void> {
  await tx.insert(eventVersions).values({
    eventId,
    n,
    created: created ?? (sql`date_trunc('second', now())` as unknown as Date),
    authorKind: meta.author.kind,
    authorId: meta.author.id === null ? null : String(meta.author.id),
    authorName: authorName(meta.author) as unknown as string,
    how: meta.how,
    restoredFrom: meta.restoredFrom ?? null,
    summary,
    scenarios,
    definition: packDefinition({ name: definition.name, type: definition.type, questions: definition.questions }),
  });
  await touchCollection(tx, versionsCollection(eventId), 1);
}

const listed = {
  eventId: eventVersions.eventId,
  n: eventVersions.n,
  created: eventVersions.created,
  authorKind: eventVersions.authorKind,
  authorId: eventVersions.authorId,
  authorName: eventVersions.authorName,
  how: eventVersions.how,
  restoredFrom: eventVersions.restoredFrom,
  name: eventVersions.name,
  summary: eventVersions.summary,
};
type ListedRow = {
  eventId: number;
  n: number;
  created: Date;
  authorKind: string;
  authorId: string | null;
  authorName: string;
  how: string;
  restoredFrom: number | null;
  name: string | null;
  summary: unknown;
};
const toRecord = (row: ListedRow): VersionRecord => ({
  eventId: row.eventId,
  n: row.n,
  created: row.created,
  author: { kind: row.authorKind as VersionAuthor["kind"], id: row.authorId, name: row.authorName },
  how: row.how as VersionHow,
  restoredFrom: row.restoredFrom,
  name: row.name,
  summary: Array.isArray(row.summary) ? (row.summary as string[]) : [],
});

/**
 * A page of the event's versions, newest first, with their total and latest change; null when none at `offset`.
 * Versions are numbered 1, 2, 3… without a gap (recordVersion), so the version at position `offset` newest first is
 * the newest's number minus `offset`: a page is a range of the primary key, as quick deep in a long history as at
 * its start (docs/benchmarks.md "Version storage"), where an OFFSET would step over every newer version first.
 */
export async function pageVersions(
  eventId: number,
  page: { offset: number; limit: number },
): Promise<Page<VersionRecord> | null> {
  const db = await getDb();
  const query = prepared(db, "page_versions", (d) => {
    const newest = sql`(select max(${eventVersions.n}) from ${eventVersions}
      where ${eventVersions.eventId} = ${sql.placeholder("eventId")})`;
    const key = sql.placeholder("key");
    return d
      .select({ ...listed, total: collectionSizeColumn(key), changed: collectionModifiedColumn(key) })
      .from(eventVersions)
      .where(
        and(
          eq(eventVersions.eventId, sql.placeholder("eventId")),
          lte(eventVersions.n, sql`${newest} - ${sql.placeholder("offset")}::integer`),
          gt(eventVersions.n, sql`${newest} - ${sql.placeholder("end")}::integer`),
        ),
      )
      .orderBy(desc(eventVersions.n))
      .prepare("page_versions");
  });
  const rows = await query.execute({
    eventId,
    key: versionsCollection(eventId),
    offset: page.offset,
    end: page.offset + page.limit,
  });
  if (!rows.length) return null;
  return { items: rows.map(toRecord), total: rows[0].total, lastModified: rows[0].changed };
}

/** Version `n` of the event with its definition; null when there is none. */
export async function getVersion(eventId: number, n: number): Promise<VersionWithDefinition | null> {
  const db = await getDb();
  const rows = await db
    .select({ ...listed, definition: eventVersions.definition })
    .from(eventVersions)
    .where(and(eq(eventVersions.eventId, eventId), eq(eventVersions.n, n)));
  const row = rows[0];
  return row ? { ...toRecord(row), definition: unpackDefinition(row.definition) } : null;
}

/** The version whose time is `created` (a registration's form version, an HTTP-date): the newest such. */
export async function versionAt(eventId: number, created: Date): Promise<number | null> {
  const db = await getDb();
  const rows = await db
    .select({ n: eventVersions.n })
    .from(eventVersions)
    .where(and(eq(eventVersions.eventId, eventId), eq(eventVersions.created, created)))
    .orderBy(desc(eventVersions.n))
    .limit(1);
  return rows[0]?.n ?? null;
}

/** Names version `n` (null or "" removes the name); false when there is no such version. */
export async function nameVersion(eventId: number, n: number, name: string | null): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(eventVersions)
      .set({ name: name?.trim() ? name.trim() : null })
      .where(and(eq(eventVersions.eventId, eventId), eq(eventVersions.n, n)))
      .returning({ n: eventVersions.n });
    if (rows[0]) await touchCollection(tx, versionsCollection(eventId));
    return Boolean(rows[0]);
  });
}
