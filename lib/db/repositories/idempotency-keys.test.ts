import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useFreshDatabase } from "../../../tests/support/postgres";
import { closeDb, getDb } from "../client";
import { ensureCompany } from "./companies";
import { createEvent } from "./events";
import { claimIdempotencyKey, ClaimLostError, releaseIdempotencyKey, sweepExpiredKeys } from "./idempotency-keys";
import { createRegistration, registrationsSummary } from "./registrations";

const answer = (id: string | number) => ({ status: 201, body: { id }, headers: { Location: `/x/${id}` } });
const age = async (key: string, interval: string) =>
  (await getDb()).execute(
    sql`update idempotency_keys set created_at = now() - ${sql.raw(`interval '${interval}'`)} where key = ${key}`,
  );

describe.each(["pglite", "postgres"] as const)("idempotency keys on %s", (database) => {
  let cleanup: () => Promise<void> = async () => undefined;
  let companyId: number;
  let otherCompanyId: number;
  let eventId: number;

  beforeAll(async () => {
    cleanup = await useFreshDatabase(database, "capture-idem-");
    companyId = (await ensureCompany("acme", "Acme Ltd")).company.id;
    otherCompanyId = (await ensureCompany("globex", "Globex")).company.id;
    eventId = (await createEvent(companyId, { name: "Expo", type: "standard", questions: [] })).id;
  }, 180_000);
  afterAll(async () => {
    await closeDb();
    await cleanup();
  }, 60_000);

  it(
    "claims a key once: the twin sees it running, another fingerprint is " + "reused, another company claims its own",
    async () => {
      const first = await claimIdempotencyKey(companyId, "k1", "f1");
      expect(first.status).toBe("claimed");
      expect(await claimIdempotencyKey(companyId, "k1", "f1")).toEqual({ status: "running" });
      expect(await claimIdempotencyKey(companyId, "k1", "f2")).toEqual({ status: "reused" });
      expect((await claimIdempotencyKey(otherCompanyId, "k1", "f1")).status).toBe("claimed");
    },
  );

  it("stores the answer with the registration, in one statement, and replays it", async () => {
    const claimed = await claimIdempotencyKey(companyId, "k2", "f");
    if (claimed.status !== "claimed") throw new Error(claimed.status);
    const created = await createRegistration(
      eventId,
      { email: { value: "a@example.com" } },
      { companyId, key: "k2", claim: claimed.claim, answer },
    );
    if (created.status !== "ok") throw new Error(created.status);
    const replay = await claimIdempotencyKey(companyId, "k2", "f");
    expect(replay).toEqual({
      status: "done",
      answer: {
        status: 201,
        body: { id: created.value.id },
        headers: { Location: `/x/${created.value.id}` },
        lastModified: created.value.lastModified,
      },
    });
  });

  it("inserts nothing when the claim was taken over, and frees released and timed-out claims", async () => {
    const before = (await registrationsSummary(eventId)).total;
    const stale = await claimIdempotencyKey(companyId, "k3", "f");
    if (stale.status !== "claimed") throw new Error(stale.status);
    await age("k3", "61 seconds");
    const taker = await claimIdempotencyKey(companyId, "k3", "f");
    expect(taker.status).toBe("claimed");
    await expect(
      createRegistration(
        eventId,
        { email: { value: "late@example.com" } },
        { companyId, key: "k3", claim: stale.claim, answer },
      ),
    ).rejects.toBeInstanceOf(ClaimLostError);
    await expect(
      createEvent(
        companyId,
        { name: "Late", type: "standard", questions: [] },
        { companyId, key: "k3", claim: stale.claim, answer },
      ),
    ).rejects.toBeInstanceOf(ClaimLostError);
    expect((await registrationsSummary(eventId)).total).toBe(before);
    if (taker.status !== "claimed") throw new Error(taker.status);
    await releaseIdempotencyKey(companyId, "k3", taker.claim);
    expect((await claimIdempotencyKey(companyId, "k3", "another")).status).toBe("claimed");
  });

  it("treats a key past 72 hours as new, and sweeps expired keys only", async () => {
    const claimed = await claimIdempotencyKey(companyId, "k4", "f");
    if (claimed.status !== "claimed") throw new Error(claimed.status);
    await createEvent(
      companyId,
      { name: "Kept", type: "standard", questions: [] },
      { companyId, key: "k4", claim: claimed.claim, answer },
    );
    expect((await claimIdempotencyKey(companyId, "k4", "f")).status).toBe("done");
    await age("k4", "72 hours 1 second");
    expect((await claimIdempotencyKey(companyId, "k4", "g")).status).toBe("claimed");
    await age("k4", "72 hours 1 second");
    await age("k2", "71 hours 59 minutes");
    expect(await sweepExpiredKeys()).toBe(1);
    expect((await claimIdempotencyKey(companyId, "k2", "f")).status).toBe("done");
  });
});
