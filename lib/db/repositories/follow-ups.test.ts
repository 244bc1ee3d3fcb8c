// The follow-up's queueing in the registration insert on both databases: one outbox row exactly when the
// registration is written (also with an idempotency key, and never again on a replay), none when none is due,
// cancelled with its registration while unsent, and left alone once sent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { useFreshDatabase } from "../../../tests/support/postgres";
import { closeDb, getDb } from "../client";
import { outbox } from "../schema";
import { ensureCompany } from "./companies";
import { createEvent, deleteEvent } from "./events";
import { claimDueMail, finishMail } from "./outbox";
import { dueFollowUp, followUpStates, readFollowUpSettings, writeFollowUpSettings } from "./follow-ups";
import { createRegistration, deleteAllRegistrations, deleteRegistration } from "./registrations";

const questions = [
  { id: "fullName", type: "text", label: "Name" },
  { id: "email", type: "email", label: "E-mail" },
  { id: "emailMe", type: "checkbox", label: "E-mail me" },
];
const lead = (email: string, emailMe: boolean) => ({
  fullName: { value: "Ada <Lovelace>" },
  email: { value: email },
  emailMe: { value: emailMe },
});
const keyed = (companyId: number, key: string) => ({
  companyId,
  key,
  fingerprint: "f",
  answer: (id: string) => ({ status: 201, body: { id }, headers: {} }),
});

describe.each(["pglite", "postgres"] as const)("the follow-up in the registration insert on %s", (database) => {
  let cleanup: () => Promise<void> = async () => undefined;
  let company: number;
  let event: { id: number; companyId: number; questions: unknown[] };

  beforeAll(async () => {
    cleanup = await useFreshDatabase(database, "capture-follow-ups-");
    company = (await ensureCompany("followers")).company.id;
    const created = await createEvent(company, { name: "Expo", type: "standard", questions });
    event = { id: created.id, companyId: company, questions };
    await writeFollowUpSettings(company, event.id, {
      enabled: true,
      subject: "Hi {fullName}",
      body: "Dear {fullName}",
    });
  }, 180_000);
  afterAll(async () => {
    await closeDb();
    await cleanup();
  });

  const rowsOf = async (registrationId: string) =>
    (await getDb()).select().from(outbox).where(eq(outbox.registrationId, registrationId));
  const create = async (values: Record<string, unknown>, key?: string) =>
    createRegistration(
      event.id,
      values,
      key ? keyed(company, key) : undefined,
      undefined,
      await dueFollowUp(event, values),
    );

  it("keeps the template with its event, and none for another company's", async () => {
    expect(await readFollowUpSettings(company, event.id)).toEqual({
      status: "found",
      settings: { enabled: true, subject: "Hi {fullName}", body: "Dear {fullName}" },
    });
    const other = (await ensureCompany("strangers")).company.id;
    expect(await readFollowUpSettings(other, event.id)).toEqual({ status: "notFound" });
    expect(await writeFollowUpSettings(other, event.id, { enabled: false, subject: "", body: "" })).toBe(false);
  });

  it("queues one follow-up with the registration, rendered and escaped; none when the visitor said no", async () => {
    const created = await create(lead("ada@example.com", true));
    if (created.status !== "ok") throw new Error(created.status);
    const rows = await rowsOf(created.value.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      companyId: company,
      kind: "followUp",
      recipient: "ada@example.com",
      subject: "Hi Ada <Lovelace>",
      text: "Dear Ada <Lovelace>",
      html: "<p>Dear Ada &lt;Lovelace&gt;</p>",
      state: "queued",
    });
    const declined = await create(lead("bob@example.com", false));
    if (declined.status !== "ok") throw new Error(declined.status);
    expect(await rowsOf(declined.value.id)).toHaveLength(0);
  });

  it("queues it with an idempotency key once: a replay of the key inserts neither registration nor mail", async () => {
    const values = lead("carol@example.com", true);
    const first = await create(values, "key-1");
    if (first.status !== "ok") throw new Error(first.status);
    expect(await create(values, "key-1")).toEqual({ status: "taken" });
    expect(await rowsOf(first.value.id)).toHaveLength(1);
    const all = await (await getDb()).select().from(outbox).where(eq(outbox.recipient, "carol@example.com"));
    expect(all).toHaveLength(1);
  });

  it("cancels an unsent follow-up with its registration, one or all at once; a sent one stays sent", async () => {
    const one = await create(lead("dan@example.com", true));
    const two = await create(lead("eve@example.com", true));
    const sent = await create(lead("fay@example.com", true));
    if (one.status !== "ok" || two.status !== "ok" || sent.status !== "ok") throw new Error("not created");
    await (await getDb()).update(outbox).set({ state: "sent" }).where(eq(outbox.registrationId, sent.value.id));
    await deleteRegistration(event.id, one.value.id);
    expect((await followUpStates(company, [one.value.id, two.value.id]))[0]).toMatchObject({
      registrationId: one.value.id,
      state: "cancelled",
    });
    await deleteAllRegistrations(event.id);
    const states = await followUpStates(company, [one.value.id, two.value.id, sent.value.id]);
    expect(Object.fromEntries(states.map((state) => [state.registrationId, state.state]))).toEqual({
      [one.value.id]: "cancelled",
      [two.value.id]: "cancelled",
      [sent.value.id]: "sent",
    });
  });

  it("cancels at the next claim a follow-up whose registration was deleted while a sender had it", async () => {
    await (await getDb()).delete(outbox);
    const created = await create(lead("gus@example.com", true));
    if (created.status !== "ok") throw new Error(created.status);
    const [taken] = await claimDueMail(10, 60_000);
    expect(taken.recipient).toBe("gus@example.com");
    // Deleted while being sent: the delete leaves the row to its sender, whose attempt then fails for now.
    await deleteRegistration(event.id, created.value.id);
    expect((await rowsOf(created.value.id))[0].state).toBe("sending");
    await finishMail(taken.id, taken.claim!, { state: "queued", attempts: 1, nextAttemptAt: 0, lastError: "451" });
    expect(await claimDueMail(10, 60_000)).toEqual([]);
    expect((await rowsOf(created.value.id))[0]).toMatchObject({ state: "cancelled", claim: null });
  });

  it("cancels at the next claim the unsent follow-ups of a deleted event, and still sends other mail", async () => {
    await (await getDb()).delete(outbox);
    const doomed = await createEvent(company, { name: "Doomed Expo", type: "standard", questions });
    const doomedEvent = { id: doomed.id, companyId: company, questions };
    await writeFollowUpSettings(company, doomed.id, { enabled: true, subject: "Hi", body: "Hello" });
    const values = lead("hal@example.com", true);
    const created = await createRegistration(
      doomed.id,
      values,
      undefined,
      undefined,
      await dueFollowUp(doomedEvent, values),
    );
    if (created.status !== "ok") throw new Error(created.status);
    const kept = await create(lead("ivy@example.com", true));
    if (kept.status !== "ok") throw new Error(kept.status);
    await deleteEvent(company, doomed.id);
    expect((await claimDueMail(10, 60_000)).map((row) => row.recipient)).toEqual(["ivy@example.com"]);
    expect((await rowsOf(created.value.id))[0].state).toBe("cancelled");
  });
});
