import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useFreshDatabase } from "../../../tests/support/postgres";
import { closeDb, getDb } from "../client";
import { ensureCompany } from "./companies";
import { createEvent } from "./events";
import {
  claimIdempotencyKey,
  ClaimLostError,
  lookUpIdempotencyKey,
  releaseIdempotencyKey,
  sweepExpiredKeys,
} from "./idempotency-keys";
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

  it("stores the key, done, with the registration in one statement, and replays it", async () => {
    const before = (await registrationsSummary(eventId)).total;
    const keyed = { companyId, key: "k2", fingerprint: "f", answer };
    const created = await createRegistration(eventId, { email: { value: "a@example.com" } }, keyed);
    if (created.status !== "ok") throw new Error(created.status);
    const stored = {
      status: "done",
      answer: {
        status: 201,
        body: { id: created.value.id },
        headers: { Location: `/x/${created.value.id}` },
        lastModified: created.value.lastModified,
      },
    };
    expect(await claimIdempotencyKey(companyId, "k2", "f")).toEqual(stored);
    expect(await lookUpIdempotencyKey(companyId, "k2", "f")).toEqual(stored);
    expect(await lookUpIdempotencyKey(companyId, "k2", "other")).toEqual({ status: "reused" });
    expect(await lookUpIdempotencyKey(otherCompanyId, "k2", "f")).toBeNull();
    // The key taken: nothing inserted, even with another e-mail; the caller reads what the key says.
    expect(await createRegistration(eventId, { email: { value: "b@example.com" } }, keyed)).toEqual({
      status: "taken",
    });
    expect((await registrationsSummary(eventId)).total).toBe(before + 1);
  });

  it("leaves no key behind when the keyed create's e-mail is already registered", async () => {
    const keyed = { companyId, key: "k5", fingerprint: "f", answer };
    const duplicate = await createRegistration(eventId, { email: { value: " A@example.com" } }, keyed);
    expect(duplicate.status).toBe("conflict");
    expect(await lookUpIdempotencyKey(companyId, "k5", "f")).toBeNull();
    expect((await createRegistration(eventId, { email: { value: "c@example.com" } }, keyed)).status).toBe("ok");
  });

  it("inserts nothing when the claim was taken over, and frees released and timed-out claims", async () => {
    const before = (await registrationsSummary(eventId)).total;
    const stale = await claimIdempotencyKey(companyId, "k3", "f");
    if (stale.status !== "claimed") throw new Error(stale.status);
    const keyed = { companyId, key: "k3", fingerprint: "f", answer };
    // A claim still running holds the key against a keyed create too, until it times out.
    expect(await createRegistration(eventId, { email: { value: "early@example.com" } }, keyed)).toEqual({
      status: "taken",
    });
    expect(await lookUpIdempotencyKey(companyId, "k3", "f")).toEqual({ status: "running" });
    await age("k3", "61 seconds");
    expect(await lookUpIdempotencyKey(companyId, "k3", "f")).toBeNull();
    const taker = await claimIdempotencyKey(companyId, "k3", "f");
    expect(taker.status).toBe("claimed");
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
    await age("k3", "61 seconds");
    expect((await createRegistration(eventId, { email: { value: "late@example.com" } }, keyed)).status).toBe("ok");
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
