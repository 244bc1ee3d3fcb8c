// The outbox on both databases: rows written with their cause's transaction or not at all, claimed by one sender at
// a time, claimable again once a dead sender's lease ran out (and that sender's late result then refused), retried
// and cancelled only from the states that allow it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useFreshDatabase } from "../../../tests/support/postgres";
import { closeDb, getDb } from "../client";
import { outbox } from "../schema";
import { ensureCompany } from "./companies";
import {
  cancelFollowUps,
  claimDueMail,
  enqueueMail,
  finishMail,
  getMail,
  listOutbox,
  retryMail,
  type OutboxMessage,
} from "./outbox";

const message = (recipient: string, extra: Partial<OutboxMessage> = {}): OutboxMessage => ({
  companyId: null,
  kind: "passwordReset",
  cause: "Password reset",
  recipient,
  subject: "Reset your password",
  text: "Open the link",
  ...extra,
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(["pglite", "postgres"] as const)("the outbox on %s", (database) => {
  let cleanup: () => Promise<void> = async () => undefined;
  let company: number;

  beforeAll(async () => {
    cleanup = await useFreshDatabase(database, "capture-outbox-");
    company = (await ensureCompany("mailers")).company.id;
  }, 180_000);
  beforeEach(async () => {
    await (await getDb()).delete(outbox);
  });
  afterAll(async () => {
    await closeDb();
    await cleanup();
  });

  it("writes a message inside its cause's transaction, so a rolled-back cause leaves none", async () => {
    const db = await getDb();
    await db
      .transaction(async (tx) => {
        await enqueueMail(message("ada@example.com"), tx);
        throw new Error("the cause failed");
      })
      .catch(() => undefined);
    expect(await claimDueMail(10, 60_000)).toEqual([]);
  });

  it("gives a due message to one claim only", async () => {
    const id = await enqueueMail(message("ada@example.com"));
    const [first, second] = await Promise.all([claimDueMail(10, 60_000), claimDueMail(10, 60_000)]);
    expect([...first, ...second].map((row) => row.id)).toEqual([id]);
    expect(await claimDueMail(10, 60_000)).toEqual([]);
    expect(await getMail(id)).toMatchObject({ state: "sending" });
  });

  it("splits many due messages between concurrent claims without overlap", async () => {
    for (let i = 0; i < 12; i++) await enqueueMail(message(`p${i}@example.com`));
    const claims = await Promise.all([claimDueMail(5, 60_000), claimDueMail(5, 60_000), claimDueMail(5, 60_000)]);
    const ids = claims.flat().map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(12);
  });

  it("lets another sender take a message whose lease ran out, and refuses the first sender's late result", async () => {
    const id = await enqueueMail(message("ada@example.com"));
    const [stale] = await claimDueMail(10, 200);
    await sleep(400);
    const [fresh] = await claimDueMail(10, 60_000);
    expect(fresh.id).toBe(id);
    expect(fresh.claim).not.toBe(stale.claim);
    const sent = { state: "sent" as const, attempts: 1, nextAttemptAt: Date.now(), lastError: null };
    expect(await finishMail(id, stale.claim!, sent)).toBe(false);
    expect(await finishMail(id, fresh.claim!, sent)).toBe(true);
    expect(await getMail(id)).toMatchObject({ state: "sent", attempts: 1, claim: null });
    expect((await getMail(id))?.sentAt).toBeInstanceOf(Date);
  });

  it("keeps a message put back after a temporary failure until it is due again", async () => {
    const id = await enqueueMail(message("ada@example.com"));
    const [row] = await claimDueMail(10, 60_000);
    const later = { state: "queued" as const, attempts: 1, nextAttemptAt: Date.now() + 300, lastError: "451 later" };
    await finishMail(id, row.claim!, later);
    expect(await claimDueMail(10, 60_000)).toEqual([]);
    await sleep(500);
    expect((await claimDueMail(10, 60_000)).map((due) => due.attempts)).toEqual([1]);
  });

  it("retries only a failed message, and only for its own company", async () => {
    const id = await enqueueMail(message("ada@example.com", { companyId: company, kind: "invitation" }));
    expect(await retryMail(company, id)).toBe(false);
    const [row] = await claimDueMail(10, 60_000);
    await finishMail(id, row.claim!, { state: "failed", attempts: 1, nextAttemptAt: 0, lastError: "550 no" });
    const other = (await ensureCompany("others")).company.id;
    expect(await retryMail(other, id)).toBe(false);
    expect(await retryMail(company, id)).toBe(true);
    expect(await getMail(id)).toMatchObject({ state: "queued", attempts: 0, lastError: null });
    expect((await listOutbox(company)).map((listed) => listed.id)).toEqual([id]);
  });

  it("cancels a follow-up while it has not gone; one follow-up per registration", async () => {
    const followUp = (registrationId: string) =>
      message("visitor@example.com", { companyId: company, kind: "followUp", registrationId });
    const queued = await enqueueMail(followUp("r1"));
    await expect(enqueueMail(followUp("r1"))).rejects.toThrow();
    const sentId = await enqueueMail(followUp("r2"));
    const rows = await claimDueMail(10, 60_000);
    const r2 = rows.find((row) => row.id === sentId)!;
    await finishMail(sentId, r2.claim!, { state: "sent", attempts: 1, nextAttemptAt: 0, lastError: null });
    const r1 = rows.find((row) => row.id === queued)!;
    await finishMail(queued, r1.claim!, { state: "queued", attempts: 1, nextAttemptAt: 0, lastError: "451" });
    await cancelFollowUps(["r1", "r2"]);
    expect((await getMail(queued))?.state).toBe("cancelled");
    expect((await getMail(sentId))?.state).toBe("sent");
  });
});
