// The scenarios an event's versions carry, on both databases (docs/studio.md "History"): each version names the
// set it was written with, a set is stored once and only when it changed, a whole restore puts a version's set back
// in the write's transaction (a refused write puts back nothing), and a version written before versions carried
// scenarios restores none.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useFreshDatabase } from "../../../tests/support/postgres";
import { closeDb, getDb } from "../client";
import { eventScenarioSets, eventScenarios, eventVersions } from "../schema";
import { ensureCompany } from "./companies";
import { listEventScenarios, writeEventScenarios } from "./event-scenarios";
import type { VersionMeta } from "./event-versions";
import { createEvent, updateEvent, type EventInput } from "./events";
import {
  latestVersionNumber,
  latestVersionScenarios,
  NO_SCENARIOS,
  scenariosOfVersions,
  versionScenarios,
} from "./version-scenarios";

const scenario = (id: string, name: string, displayed = true) => ({
  id,
  name,
  values: { role: { value: "buyer" } },
  expect: { budget: { displayed } },
});
const form = (name: string): EventInput => ({
  name,
  type: "standard",
  questions: [{ id: "role", type: "text", label: "Role" }],
});
const FAR_FUTURE = new Date("2100-01-01T00:00:00Z");
const by = (extra: Partial<VersionMeta> = {}): VersionMeta => ({
  author: { kind: "client", id: null, name: "tests" },
  how: "api",
  ...extra,
});

describe.each(["pglite", "postgres"] as const)("the scenarios versions carry, on %s", (database) => {
  let cleanup: () => Promise<void> = async () => undefined;
  let company: number;

  beforeAll(async () => {
    cleanup = await useFreshDatabase(database, "capture-version-scenarios-");
    company = (await ensureCompany("versions")).company.id;
  }, 180_000);
  afterAll(async () => {
    await closeDb();
    await cleanup();
  });

  const put = (eventId: number, scenarios: ReturnType<typeof scenario>[], remove: string[] = []) =>
    writeEventScenarios(company, eventId, { put: scenarios.map((s) => ({ id: s.id, scenario: s })), remove }, 200);
  const save = async (eventId: number, name: string, meta: VersionMeta = by()) => {
    const written = await updateEvent(company, eventId, form(name), FAR_FUTURE, meta);
    expect(written.status).toBe("ok");
    return latestVersionNumber(eventId);
  };
  const sets = async (eventId: number) =>
    (await getDb()).select().from(eventScenarioSets).where(eq(eventScenarioSets.eventId, eventId));
  const names = async (eventId: number) => {
    const stored = await listEventScenarios(company, eventId);
    return stored.status === "found" ? stored.scenarios.map((s) => (s as { name: string }).name) : null;
  };

  it("records with each version the scenarios it was written with, storing a set only when it changed", async () => {
    const { id } = await createEvent(company, form("Expo"));
    expect(await versionScenarios(id, 1)).toEqual({ status: "kept", scenarios: [] });

    await put(id, [scenario("a", "A")]);
    const two = await save(id, "Expo 2");
    expect(await versionScenarios(id, two)).toEqual({ status: "kept", scenarios: [scenario("a", "A")] });
    const three = await save(id, "Expo 3");
    expect(await versionScenarios(id, three)).toEqual({ status: "kept", scenarios: [scenario("a", "A")] });
    // Saves that leave the scenarios alone store no set: one row for A so far.
    expect(await sets(id)).toHaveLength(1);

    await put(id, [scenario("b", "B")], ["a"]);
    const four = await save(id, "Expo 4");
    expect(await versionScenarios(id, four)).toEqual({ status: "kept", scenarios: [scenario("b", "B")] });
    expect(await sets(id)).toHaveLength(2);

    const all = await scenariosOfVersions(id, 2, four);
    expect([...all.keys()].sort()).toEqual([1, 2, 3, 4]);
    expect(all.get(1)).toEqual([]);
    expect(all.get(4)).toEqual([scenario("b", "B")]);
    expect(await latestVersionScenarios(id)).toEqual({ n: four, scenarios: [scenario("b", "B")] });
    expect(await versionScenarios(id, 99)).toEqual({ status: "noVersion" });
  });

  it("puts back a version's scenarios with a whole restore, in the write's transaction", async () => {
    const { id } = await createEvent(company, form("Restore Expo"));
    // Two at once: their place in the list is by first-stored time, then id.
    await put(id, [scenario("z", "Z"), scenario("a", "A")]);
    const first = await save(id, "With A and Z");
    const before = await (
      await getDb()
    )
      .select({ id: eventScenarios.id, created: eventScenarios.created })
      .from(eventScenarios)
      .where(eq(eventScenarios.eventId, id));
    await put(id, [scenario("b", "B"), scenario("a", "A changed", false)], ["z"]);
    await save(id, "With B");
    expect(await names(id)).toEqual(["A changed", "B"]);

    // One question restored (no restoreScenarios): the scenarios stay.
    await save(id, "One question back", by({ how: "restore", restoredFrom: first }));
    expect(await names(id)).toEqual(["A changed", "B"]);

    // A refused restore (somebody saved since) puts back nothing.
    const refused = await updateEvent(
      company,
      id,
      form("Stale"),
      new Date(0),
      by({ how: "restore", restoredFrom: first, restoreScenarios: true }),
    );
    expect(refused.status).toBe("preconditionFailed");
    expect(await names(id)).toEqual(["A changed", "B"]);

    const setsBefore = (await sets(id)).length;
    const restored = await save(id, "Restored", by({ how: "restore", restoredFrom: first, restoreScenarios: true }));
    expect(await names(id)).toEqual(["A", "Z"]);
    const after = await (
      await getDb()
    )
      .select({ id: eventScenarios.id, created: eventScenarios.created, company: eventScenarios.companyId })
      .from(eventScenarios)
      .where(eq(eventScenarios.eventId, id));
    expect(after.map(({ id: key, created }) => ({ id: key, created }))).toEqual(expect.arrayContaining(before));
    expect(after.every((row) => row.company === company)).toBe(true);
    // The restore's version carries the set it put back, already stored: no new set.
    expect(await versionScenarios(id, restored)).toEqual(await versionScenarios(id, first));
    expect(await sets(id)).toHaveLength(setsBefore);
  });

  it("restores no scenarios from a version written before versions carried them", async () => {
    const { id } = await createEvent(company, form("Old Expo"));
    await put(id, [scenario("a", "A")]);
    const old = await save(id, "Old");
    await (
      await getDb()
    )
      .update(eventVersions)
      .set({ scenarios: null })
      .where(and(eq(eventVersions.eventId, id), eq(eventVersions.n, old)));
    expect(await versionScenarios(id, old)).toEqual({ status: "notKept" });
    await put(id, [scenario("b", "B")], ["a"]);
    await save(id, "New");
    await save(id, "Back", by({ how: "restore", restoredFrom: old, restoreScenarios: true }));
    expect(await names(id)).toEqual(["B"]);
  });

  it("restores an empty set as no scenarios", async () => {
    const { id } = await createEvent(company, form("Empty Expo"));
    const rows = await (
      await getDb()
    )
      .select({ s: eventVersions.scenarios })
      .from(eventVersions)
      .where(eq(eventVersions.eventId, id));
    expect(rows).toEqual([{ s: NO_SCENARIOS }]);
    await put(id, [scenario("a", "A")]);
    await save(id, "With A");
    await save(id, "Without", by({ how: "restore", restoredFrom: 1, restoreScenarios: true }));
    expect(await names(id)).toEqual([]);
  });
});
