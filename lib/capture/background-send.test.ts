import { IDBFactory, IDBKeyRange } from "fake-indexeddb";
import { describe, expect, it } from "vitest";
import { companiesOf, sendWaitingLeads, type BackgroundSendDeps } from "./background-send";
import type { CaptureApi, CaptureDevice } from "./capture-api";
import { captureStorage } from "./lead-store";
import { createCaptureQueue, type Lead, type SendResult } from "./queue";

const device = (company: string): CaptureDevice => ({
  id: `dev_${company}`,
  name: "Tablet 1",
  staff: "Ada",
  created: "Fri, 27 Nov 2026 08:00:00 GMT",
  company: { name: company, username: company },
});

/** A device's storage with a sign-in (or none) and leads captured while offline, as the pages leave it. */
async function deviceWith(
  indexedDB: IDBFactory,
  company: string,
  emails: string[],
  options: { signedIn?: boolean; eventId?: number } = {},
) {
  const storage = captureStorage(company, { indexedDB, IDBKeyRange });
  if (options.signedIn !== false)
    await storage.saveDevice({ id: "this", accessToken: `token-${company}`, device: device(company), eventId: 1 });
  const queue = createCaptureQueue({ store: storage.leads, send: async () => ({ kind: "retry", reason: "offline" }) });
  await queue.load();
  for (const [n, email] of emails.entries())
    await queue.capture({
      id: `${company}-${n + 1}`,
      eventId: options.eventId ?? 1,
      values: { email: { value: email } },
      capturedAt: "2026-12-05T10:00:00.000Z",
      formVersion: "Sat, 05 Dec 2026 09:00:00 GMT",
      staff: "Ada",
    });
  // A failed try already happened: the lead waits out its backoff, which a sync event does not make it wait for.
  await queue.flush();
  storage.close();
}

/** The API as a device sees it: registrations kept by idempotency key, answers chosen per test. */
function fakeApi(answer: (lead: Lead) => SendResult | null = () => null) {
  const sent: { token: string; key: string; email: unknown }[] = [];
  const apiFor = (accessToken: string): CaptureApi =>
    ({
      async send(lead: Lead): Promise<SendResult> {
        const chosen = answer(lead);
        if (chosen) return chosen;
        if (!sent.some((each) => each.key === lead.key))
          sent.push({ token: accessToken, key: lead.key, email: lead.values.email.value });
        return { kind: "sent", registrationId: `reg-${lead.key}` };
      },
    }) as CaptureApi;
  return { sent, apiFor };
}

function deps(indexedDB: IDBFactory, apiFor: BackgroundSendDeps["apiFor"], held: string[] = []): BackgroundSendDeps {
  return {
    companies: async () => companiesOf((await indexedDB.databases()).map((database) => database.name)),
    storageFor: (company) => captureStorage(company, { indexedDB, IDBKeyRange }),
    apiFor,
    lock: async (task) => {
      held.push("lock");
      return task();
    },
  };
}

describe("companiesOf", () => {
  it("names the companies of the capture databases only", () => {
    expect(companiesOf(["capture-leads-beta", "other", undefined, "capture-leads-", "capture-leads-acme"])).toEqual([
      "acme",
      "beta",
    ]);
  });
});

describe("sendWaitingLeads", () => {
  it("sends each waiting lead once, in capture order, with its own token, under the senders' lock", async () => {
    const indexedDB = new IDBFactory();
    await deviceWith(indexedDB, "acme", ["a@x.example", "b@x.example"]);
    const { sent, apiFor } = fakeApi();
    const held: string[] = [];
    const outcomes = await sendWaitingLeads(deps(indexedDB, apiFor, held));
    expect(outcomes).toEqual([{ company: "acme", sent: 2, waiting: 0, retry: null, blocked: null }]);
    expect(sent).toEqual([
      { token: "token-acme", key: "acme-1", email: "a@x.example" },
      { token: "token-acme", key: "acme-2", email: "b@x.example" },
    ]);
    expect(held.length).toBeGreaterThan(0);
    // The store says so: a page opened now finds nothing waiting, and a second sync sends nothing again.
    const again = await sendWaitingLeads(deps(indexedDB, apiFor));
    expect(again).toEqual([]);
    expect(sent).toHaveLength(2);
    const storage = captureStorage("acme", { indexedDB, IDBKeyRange });
    expect((await storage.leads.all()).map((lead) => lead.status)).toEqual(["sent", "sent"]);
    storage.close();
  });

  it("asks for another try when the network is still out, keeping every lead", async () => {
    const indexedDB = new IDBFactory();
    await deviceWith(indexedDB, "acme", ["a@x.example", "b@x.example"]);
    const { sent, apiFor } = fakeApi(() => ({ kind: "retry", reason: "No network" }));
    const outcomes = await sendWaitingLeads(deps(indexedDB, apiFor));
    expect(outcomes).toEqual([{ company: "acme", sent: 0, waiting: 2, retry: "No network", blocked: null }]);
    expect(sent).toEqual([]);
  });

  it("does not ask again for a revoked device: its leads wait for a person, none is lost", async () => {
    const indexedDB = new IDBFactory();
    await deviceWith(indexedDB, "acme", ["a@x.example"]);
    const message = "This device was revoked in the studio.";
    const { apiFor } = fakeApi(() => ({ kind: "blocked", scope: "device", message }));
    const outcomes = await sendWaitingLeads(deps(indexedDB, apiFor));
    expect(outcomes).toEqual([{ company: "acme", sent: 0, waiting: 1, retry: null, blocked: message }]);
  });

  it("does not ask again for the leads of a closed event", async () => {
    const indexedDB = new IDBFactory();
    await deviceWith(indexedDB, "acme", ["a@x.example"], { eventId: 7 });
    const { apiFor } = fakeApi(() => ({ kind: "blocked", scope: "event", message: "The event was closed." }));
    const outcomes = await sendWaitingLeads(deps(indexedDB, apiFor));
    expect(outcomes).toEqual([{ company: "acme", sent: 0, waiting: 1, retry: null, blocked: null }]);
  });

  it("sends nothing of a company signed out on this device", async () => {
    const indexedDB = new IDBFactory();
    await deviceWith(indexedDB, "gone", ["a@x.example"], { signedIn: false });
    await deviceWith(indexedDB, "acme", ["b@x.example"]);
    const { sent, apiFor } = fakeApi();
    const outcomes = await sendWaitingLeads(deps(indexedDB, apiFor));
    expect(outcomes.map((outcome) => outcome.company)).toEqual(["acme"]);
    expect(sent.map((each) => each.email)).toEqual(["b@x.example"]);
  });
});
