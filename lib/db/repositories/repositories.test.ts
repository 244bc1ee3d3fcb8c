import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useFreshDatabase } from "../../../tests/support/postgres";
import { sql } from "drizzle-orm";
import { closeDb, getDb } from "../client";
import { createApiClient, verifyApiClient } from "./api-clients";
import { ensureCompany, getCompany, getCompanyByUsername } from "./companies";
import {
  createEvent,
  deleteEvent,
  eventsSummary,
  getEvent,
  getEventForToken,
  pageEvents,
  pageEventsForToken,
  updateEvent,
} from "./events";
import {
  createRegistration,
  deleteAllRegistrations,
  deleteRegistration,
  getRegistration,
  importRegistrations,
  pageRegistrations,
  registrationsSummary,
  updateRegistration,
} from "./registrations";
import { findToken, hashToken, issueToken } from "./tokens";

const later = new Date("2100-01-01T00:00:00Z");
const input = { name: "Expo", type: "standard" as const, questions: [] };

describe.each(["pglite", "postgres"] as const)("repositories on %s", (database) => {
  let cleanup: () => Promise<void> = async () => undefined;
  let companyId: number;

  beforeAll(async () => {
    cleanup = await useFreshDatabase(database, "capture-repo-");
    companyId = (await ensureCompany("acme", "Acme Ltd")).company.id;
  }, 60_000);
  afterAll(async () => {
    await closeDb();
    await cleanup();
  });

  it("ensureCompany creates once, then finds the same company", async () => {
    const again = await ensureCompany("acme");
    expect(again.created).toBe(false);
    expect(again.company).toMatchObject({ id: companyId, name: "Acme Ltd", username: "acme" });
    expect(again.company.urlHash).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(await getCompanyByUsername("nobody")).toBeNull();
  });

  it("verifies API clients by a hashed secret, the same way for unknown ids", async () => {
    const { clientId, clientSecret } = await createApiClient([companyId]);
    expect((await verifyApiClient(clientId, clientSecret))?.companies.map((c) => c.username)).toEqual(["acme"]);
    expect(await verifyApiClient(clientId, `${clientSecret}x`)).toBeNull();
    expect(await verifyApiClient("cs_unknown", clientSecret)).toBeNull();
  });

  it("issues tokens that are found by value, with their expiry", async () => {
    const { clientId } = await createApiClient([companyId]);
    const { accessToken, expiresAt } = await issueToken({ clientId, companyId, ttlSeconds: 60 });
    expect(await findToken(accessToken)).toEqual({ companyId, clientId, deviceId: null, expiresAt });
    expect(await findToken(`${accessToken}x`)).toBeNull();
  });

  it("creates, lists, counts, updates and deletes events with whole-second, growing lastModified", async () => {
    const before = (await eventsSummary(companyId)).total;
    const event = await createEvent(companyId, input);
    expect(event.lastModified.getMilliseconds()).toBe(0);
    expect((await eventsSummary(companyId)).total).toBe(before + 1);
    const page = await pageEvents(companyId, { offset: before, limit: 10 });
    expect(page?.items.map((e) => e.id)).toEqual([event.id]);
    expect(page?.total).toBe(before + 1);
    expect(page?.lastModified?.getTime()).toBeGreaterThanOrEqual(event.lastModified.getTime());
    expect(await pageEvents(companyId, { offset: before + 1, limit: 10 })).toBeNull();
    const changedIn = Math.floor(Date.now() / 1000) * 1000;
    const first = await updateEvent(companyId, event.id, { ...input, name: "A" }, later);
    const second = await updateEvent(companyId, event.id, { ...input, name: "B" }, later);
    if (first.status !== "ok" || second.status !== "ok") throw new Error("update failed");
    expect(second.lastModified.getTime()).toBeGreaterThan(first.lastModified.getTime());
    expect(await updateEvent(companyId, event.id, input, first.lastModified)).toEqual({ status: "preconditionFailed" });
    // The collection's time is the second its latest change happened in, not the member's (which §5.2 may move ahead).
    expect((await eventsSummary(companyId)).lastModified!.getTime()).toBeGreaterThanOrEqual(changedIn);
    expect((await eventsSummary(companyId)).lastModified!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await deleteEvent(companyId, event.id)).toEqual({ status: "ok" });
    expect(await getEvent(companyId, event.id)).toEqual({ status: "gone" });
    expect(await updateEvent(companyId, event.id, input, later)).toEqual({ status: "gone" });
    expect(await deleteEvent(companyId, 987654)).toEqual({ status: "notFound" });
    const other = (await ensureCompany("globex")).company.id;
    expect(await getEvent(other, (await createEvent(companyId, input)).id)).toEqual({ status: "notFound" });
  });

  it("reads a token together with its own company's event, or page of events, in one statement", async () => {
    const { clientId } = await createApiClient([companyId]);
    const { accessToken, expiresAt } = await issueToken({ clientId, companyId, ttlSeconds: 60 });
    const hash = hashToken(accessToken);
    const token = { companyId, clientId, deviceId: null, expiresAt };
    const event = await createEvent(companyId, {
      ...input,
      questions: [{ id: "email", type: "email", label: "E-mail" }],
    });
    expect(await getEventForToken(hash, event.id)).toMatchObject({
      token,
      event: await getEvent(companyId, event.id),
    });
    expect((await getEventForToken(hash, event.id))?.event).toEqual({ status: "found", value: event });
    expect(await getEventForToken(hash, 987654)).toEqual({ token, version: null, event: { status: "notFound" } });
    const others = (await ensureCompany("initech")).company.id;
    const theirs = await createEvent(others, input);
    expect(await getEventForToken(hash, theirs.id)).toEqual({ token, version: null, event: { status: "notFound" } });
    // Another company's event is not found, whatever version the caller claims to hold of it.
    const theirVersion = (await getEventForToken(hash, theirs.id))?.version ?? "";
    expect((await getEventForToken(hash, theirs.id, theirVersion))?.event).toEqual({ status: "notFound" });
    expect(await getEventForToken(hashToken(`${accessToken}x`), event.id)).toBeNull();
    const { total } = await eventsSummary(companyId);
    for (const page of [
      { offset: 0, limit: 50 },
      { offset: 1, limit: 2 },
      { offset: total - 1, limit: 10 },
    ]) {
      expect(await pageEventsForToken(hash, page)).toMatchObject({
        token,
        unchanged: false,
        page: await pageEvents(companyId, page),
      });
    }
    expect(await pageEventsForToken(hash, { offset: total, limit: 10 })).toMatchObject({ token, page: null });
    expect(await pageEventsForToken(hashToken(`${accessToken}x`), { offset: 0, limit: 10 })).toBeNull();
    // The collection's version: the same until a write, then another after each write, even within one second.
    const { version } = (await pageEventsForToken(hash, { offset: 0, limit: 50 }))!;
    expect(version).toMatch(/^\d+@\d+$/);
    expect(await pageEventsForToken(hash, { offset: 0, limit: 50 }, version)).toEqual({
      token,
      version,
      unchanged: true,
      page: null,
    });
    const seen = new Set([version]);
    for (const name of ["A", "B", "C"]) {
      expect((await updateEvent(companyId, event.id, { ...input, name }, later)).status).toBe("ok");
      const after = (await pageEventsForToken(hash, { offset: 0, limit: 50 }, version))!;
      expect(after.unchanged).toBe(false);
      expect(after.page?.items.find((item) => item.id === event.id)?.name).toBe(name);
      expect(seen.has(after.version)).toBe(false);
      seen.add(after.version);
    }
    // A company without events: the token, and no page.
    const empty = (await ensureCompany("umbrella")).company.id;
    const { accessToken: emptyToken } = await issueToken({
      clientId: (await createApiClient([empty])).clientId,
      companyId: empty,
      ttlSeconds: 60,
    });
    expect((await pageEventsForToken(hashToken(emptyToken), { offset: 0, limit: 10 }))?.page).toBeNull();
    // The event's version: the same until a write of it, then another after each write, even within one second;
    // while the caller holds the current one, the event is not read again.
    const held = (await getEventForToken(hash, event.id))!.version!;
    expect(held).toMatch(/^\d+@\d+$/);
    expect(await getEventForToken(hash, event.id, held)).toEqual({ token, version: held, event: "unchanged" });
    expect(await getEventForToken(hashToken(`${accessToken}x`), event.id, held)).toBeNull();
    const versions = new Set([held]);
    for (const name of ["D", "E"]) {
      expect((await updateEvent(companyId, event.id, { ...input, name }, later)).status).toBe("ok");
      const after = (await getEventForToken(hash, event.id, held))!;
      expect(after.event).toMatchObject({ status: "found", value: { name } });
      expect(versions.has(after.version!)).toBe(false);
      versions.add(after.version!);
    }
    const beforeDelete = (await getEventForToken(hash, event.id))!.version;
    await deleteEvent(companyId, event.id);
    expect((await getEventForToken(hash, event.id))?.event).toEqual({ status: "gone" });
    expect((await getEventForToken(hash, event.id, beforeDelete))?.event).toEqual({ status: "gone" });
    expect(
      (await pageEventsForToken(hash, { offset: 0, limit: 50 }))?.page?.items.map((item) => item.id),
    ).not.toContain(event.id);
  });

  it("answers lookups made at once (one statement) each with its own token's company and read", async () => {
    const mine = await createEvent(companyId, input);
    await createEvent(companyId, { ...input, name: "Second" });
    const others = (await ensureCompany("hooli")).company.id;
    const theirs = await createEvent(others, { ...input, name: "Theirs" });
    const tokens = await Promise.all(
      [companyId, others].map(async (company) => {
        const { clientId } = await createApiClient([company]);
        const { accessToken, expiresAt } = await issueToken({ clientId, companyId: company, ttlSeconds: 60 });
        return { hash: hashToken(accessToken), token: { companyId: company, clientId, deviceId: null, expiresAt } };
      }),
    );
    const [me, them] = tokens;
    const held = (await getEventForToken(me.hash, mine.id))!.version!;
    const [a, b, c, d, e, f, g, h] = await Promise.all([
      getEventForToken(me.hash, mine.id),
      getEventForToken(them.hash, mine.id),
      getEventForToken(them.hash, theirs.id),
      getEventForToken(hashToken("no such token"), mine.id),
      getEventForToken(me.hash, mine.id, held),
      pageEventsForToken(them.hash, { offset: 0, limit: 50 }),
      pageEventsForToken(hashToken("no such token"), { offset: 0, limit: 50 }),
      pageEventsForToken(me.hash, { offset: 0, limit: 2 }),
    ]);
    expect(a).toEqual({ token: me.token, version: held, event: { status: "found", value: mine } });
    expect(b).toEqual({ token: them.token, version: null, event: { status: "notFound" } });
    expect(c).toMatchObject({ token: them.token, event: { status: "found", value: theirs } });
    expect(d).toBeNull();
    expect(e).toEqual({ token: me.token, version: held, event: "unchanged" });
    expect(f).toMatchObject({ token: them.token, page: await pageEvents(others, { offset: 0, limit: 50 }) });
    expect(g).toBeNull();
    expect(h).toMatchObject({ token: me.token, page: await pageEvents(companyId, { offset: 0, limit: 2 }) });
    expect(h?.page?.items).toHaveLength(2);
  });

  it("keeps registration e-mails unique per event, trimmed and case-insensitive, on live rows", async () => {
    const event = await createEvent(companyId, input);
    const first = await createRegistration(event.id, { email: { value: "Ada@Example.com" } });
    expect(first.status).toBe("ok");
    if (first.status !== "ok") return;
    expect(await createRegistration(event.id, { email: { value: "  ada@example.COM " } })).toEqual({
      status: "conflict",
      existingId: first.value.id,
    });
    expect((await createRegistration(event.id, { email: { value: "grace@example.com" } })).status).toBe("ok");
    expect((await createRegistration(event.id, {})).status).toBe("ok");
    const grace = (await pageRegistrations(event.id, { offset: 1, limit: 1 }))!.items[0];
    expect(await updateRegistration(event.id, grace.id, { email: { value: "ADA@example.com" } }, later)).toEqual({
      status: "conflict",
      existingId: first.value.id,
    });
    expect(await deleteRegistration(event.id, first.value.id)).toEqual({ status: "ok" });
    expect(await getRegistration(event.id, first.value.id)).toEqual({ status: "gone" });
    expect((await createRegistration(event.id, { email: { value: "ada@example.com" } })).status).toBe("ok");
    expect((await registrationsSummary(event.id)).total).toBe(3);
    await deleteAllRegistrations(event.id);
    expect((await registrationsSummary(event.id)).total).toBe(0);
  });

  it("lets exactly one of 20 concurrent same-e-mail registrations through", async () => {
    const event = await createEvent(companyId, input);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createRegistration(event.id, { email: { value: i % 2 ? "race@example.com" : " RACE@example.com" } }),
      ),
    );
    expect(results.filter((result) => result.status === "ok")).toHaveLength(1);
  });

  it(
    "keeps each collection's count equal to its live rows, through " + "concurrent creates, conflicts and deletes",
    async () => {
      const event = await createEvent(companyId, input);
      const liveRows = async () => (await pageRegistrations(event.id, { offset: 0, limit: 10_000 }))?.items.length ?? 0;
      const created = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          createRegistration(event.id, { email: { value: `c${i % 20}@example.com` } }),
        ),
      );
      expect(created.filter((result) => result.status === "conflict")).toHaveLength(10);
      expect((await registrationsSummary(event.id)).total).toBe(20);
      const ids = created.flatMap((result) => (result.status === "ok" ? [result.value.id] : []));
      await Promise.all([...ids.slice(0, 5), ids[0], "no-such-id"].map((id) => deleteRegistration(event.id, id)));
      await importRegistrations(event.id, [
        { email: { value: "i1@example.com" } },
        { email: { value: "i2@example.com" } },
      ]);
      expect((await registrationsSummary(event.id)).total).toBe(17);
      expect(await liveRows()).toBe(17);
      await deleteAllRegistrations(event.id);
      expect((await registrationsSummary(event.id)).total).toBe(0);
      const events = (await eventsSummary(companyId)).total;
      const extra = await Promise.all(Array.from({ length: 5 }, () => createEvent(companyId, input)));
      await Promise.all([
        deleteEvent(companyId, extra[0].id),
        deleteEvent(companyId, extra[0].id),
        deleteEvent(companyId, extra[1].id),
      ]);
      expect((await eventsSummary(companyId)).total).toBe(events + 3);
    },
  );

  it("counts the creates in the collection's shard rows: the sum, the latest change, the page's total", async () => {
    const event = await createEvent(companyId, input);
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => createRegistration(event.id, { email: { value: `s${i}@example.com` } })),
    );
    const db = await getDb();
    const shards = await db.execute<{ key: string; size: number }>(
      sql`select key, size from collection_changes where key like ${`registrations:${event.id}#%`}`,
    );
    // 40 creates over 16 shard rows: more than one row, and none beyond the shards.
    expect(shards.rows.length).toBeGreaterThan(1);
    expect(shards.rows.every((row) => /#([1-9]|1[0-6])$/.test(row.key))).toBe(true);
    expect(shards.rows.reduce((sum, row) => sum + Number(row.size), 0)).toBe(40);
    const summary = await registrationsSummary(event.id);
    expect(summary.total).toBe(40);
    const page = await pageRegistrations(event.id, { offset: 0, limit: 5 });
    expect([page?.total, page?.items.length, page?.lastModified]).toEqual([40, 5, summary.lastModified]);
    await deleteRegistration(event.id, page!.items[0].id);
    expect((await registrationsSummary(event.id)).total).toBe(39);
  });

  it("lets exactly one of 10 concurrent updates with the same notModifiedAfter through", async () => {
    const event = await createEvent(companyId, input);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        updateEvent(companyId, event.id, { ...input, name: `W${i}` }, event.lastModified),
      ),
    );
    expect(results.filter((result) => result.status === "ok")).toHaveLength(1);
    expect(results.filter((result) => result.status === "preconditionFailed")).toHaveLength(9);
  });

  it("finds companies by id, and answers notFound for unknown events", async () => {
    expect((await getCompany(companyId))?.username).toBe("acme");
    expect(await getCompany(987654)).toBeNull();
    expect(await getEvent(companyId, 987654)).toEqual({ status: "notFound" });
    expect(await updateEvent(companyId, 987654, input, later)).toEqual({ status: "notFound" });
  });

  it("updates and deletes registrations with every outcome, moving the collection's change time", async () => {
    const event = await createEvent(companyId, input);
    expect((await registrationsSummary(event.id)).lastModified).toBeNull();
    const created = await createRegistration(event.id, { email: { value: "x@example.com" } });
    if (created.status !== "ok") throw new Error("create failed");
    const { id } = created.value;
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(created.value.created.getMilliseconds()).toBe(0);
    expect((await registrationsSummary(event.id)).lastModified!.getTime()).toBeGreaterThanOrEqual(
      created.value.lastModified.getTime(),
    );
    const changedIn = Math.floor(Date.now() / 1000) * 1000;
    const updated = await updateRegistration(event.id, id, { email: { value: "y@example.com" } }, later);
    if (updated.status !== "ok") throw new Error(`update answered ${updated.status}`);
    expect(updated.lastModified.getTime()).toBeGreaterThan(created.value.lastModified.getTime());
    expect((await registrationsSummary(event.id)).lastModified!.getTime()).toBeGreaterThanOrEqual(changedIn);
    const found = await getRegistration(event.id, id);
    expect(found.status === "found" && found.value.values).toEqual({ email: { value: "y@example.com" } });
    expect(await updateRegistration(event.id, id, {}, created.value.lastModified)).toEqual({
      status: "preconditionFailed",
    });
    expect(await updateRegistration(event.id, "no-such-id", {}, later)).toEqual({ status: "notFound" });
    expect(await getRegistration(event.id, "no-such-id")).toEqual({ status: "notFound" });
    expect(await deleteRegistration(event.id, "no-such-id")).toEqual({ status: "notFound" });
    const other = await createEvent(companyId, input);
    expect(await getRegistration(other.id, id)).toEqual({ status: "notFound" });
    expect(await deleteRegistration(event.id, id)).toEqual({ status: "ok" });
    expect(await deleteRegistration(event.id, id)).toEqual({ status: "gone" });
    expect(await updateRegistration(event.id, id, {}, later)).toEqual({ status: "gone" });
  });

  it("imports registrations in creation order, and a duplicate e-mail fails the whole import", async () => {
    const event = await createEvent(companyId, input);
    const rows = Array.from({ length: 1205 }, (_, i) => ({ email: { value: `p${i}@example.com` }, n: { value: i } }));
    expect(await importRegistrations(event.id, rows)).toBe(1205);
    expect((await registrationsSummary(event.id)).total).toBe(1205);
    const page = await pageRegistrations(event.id, { offset: 1200, limit: 10 });
    expect(page?.total).toBe(1205);
    expect(page?.items.map((r) => r.values.n)).toEqual([1200, 1201, 1202, 1203, 1204].map((value) => ({ value })));
    expect(page?.lastModified).not.toBeNull();
    await expect(
      importRegistrations(event.id, [{ email: { value: "new@example.com" } }, { email: { value: " P1@example.com" } }]),
    ).rejects.toThrow();
    expect((await registrationsSummary(event.id)).total).toBe(1205);
  });
});
