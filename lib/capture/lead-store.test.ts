import { IDBFactory, IDBKeyRange } from "fake-indexeddb";
import { describe, expect, it } from "vitest";
import { askToPersist, captureStorage, indexedDbLeadStore } from "./lead-store";
import { createCaptureQueue, type Lead } from "./queue";

const lead = (n: number, extra: Partial<Lead> = {}): Lead => ({
  id: `lead-${n}`,
  key: `lead-${n}`,
  eventId: 1,
  values: { email: { value: `v${n}@example.com` }, notes: { value: "line one\nline two" } },
  capturedAt: "2026-11-27T09:00:00Z",
  formVersion: "Fri, 27 Nov 2026 08:00:00 GMT",
  staff: "Ada",
  seq: n,
  status: "waiting",
  attempts: 0,
  nextAttemptAt: null,
  ...extra,
});

describe("indexedDbLeadStore", () => {
  it("keeps leads across a close and reopen, in capture order, and deletes one", async () => {
    const indexedDB = new IDBFactory();
    const first = indexedDbLeadStore("acme", { indexedDB, IDBKeyRange });
    await first.put(lead(2));
    await first.put(lead(1));
    await first.put(lead(3, { status: "sent", registrationId: "r3" }));
    first.close();
    const reopened = indexedDbLeadStore("acme", { indexedDB, IDBKeyRange });
    expect((await reopened.all()).map((each) => [each.id, each.status])).toEqual([
      ["lead-1", "waiting"],
      ["lead-2", "waiting"],
      ["lead-3", "sent"],
    ]);
    expect((await reopened.all())[0].values.notes).toEqual({ value: "line one\nline two" });
    await reopened.delete("lead-2");
    expect((await reopened.all()).map((each) => each.id)).toEqual(["lead-1", "lead-3"]);
  });

  it("keeps each company's leads apart on a shared device", async () => {
    const indexedDB = new IDBFactory();
    await indexedDbLeadStore("acme", { indexedDB, IDBKeyRange }).put(lead(1));
    expect(await indexedDbLeadStore("globex", { indexedDB, IDBKeyRange }).all()).toEqual([]);
  });

  it("holds a queue's leads through a reload, and the queue sends them after it", async () => {
    const indexedDB = new IDBFactory();
    const before = createCaptureQueue({
      store: indexedDbLeadStore("acme", { indexedDB, IDBKeyRange }),
      send: async () => ({ kind: "retry", reason: "offline" }),
    });
    await before.capture({
      id: "a",
      eventId: 1,
      values: {},
      capturedAt: "2026-11-27T09:00:00Z",
      formVersion: "v",
      staff: "Ada",
    });
    await before.capture({
      id: "b",
      eventId: 1,
      values: {},
      capturedAt: "2026-11-27T09:01:00Z",
      formVersion: "v",
      staff: "Ada",
    });
    const sent: string[] = [];
    const after = createCaptureQueue({
      store: indexedDbLeadStore("acme", { indexedDB, IDBKeyRange }),
      send: async (l) => (sent.push(l.key), { kind: "sent", registrationId: `r-${l.id}` }),
    });
    await after.load();
    expect(after.getSnapshot().waiting).toBe(2);
    await after.flush();
    expect(sent).toEqual(["a", "b"]);
    expect(after.hasUnsent()).toBe(false);
  });
});

describe("askToPersist", () => {
  it("asks only when the data is not persisted yet, and says when the browser cannot", async () => {
    let asked = 0;
    expect(await askToPersist({ persisted: async () => true, persist: async () => (asked++, true) })).toBe("persisted");
    expect(asked).toBe(0);
    expect(await askToPersist({ persisted: async () => false, persist: async () => (asked++, false) })).toBe(
      "not persisted",
    );
    expect(asked).toBe(1);
    expect(await askToPersist(undefined)).toBe("unsupported");
  });
});

describe("captureStorage", () => {
  it("upgrades version 1's database keeping its leads, and keeps the device and the forms beside them", async () => {
    const indexedDB = new IDBFactory();
    const { default: Dexie } = await import("dexie");
    const v1 = new Dexie("capture-leads-acme", { indexedDB, IDBKeyRange });
    v1.version(1).stores({ leads: "id, seq, status, eventId" });
    await v1.table("leads").put(lead(1));
    v1.close();

    const storage = captureStorage("acme", { indexedDB, IDBKeyRange });
    expect((await storage.leads.all()).map((each) => each.id)).toEqual(["lead-1"]);
    expect(await storage.device()).toBeNull();
    const device = {
      id: "this" as const,
      accessToken: "t",
      eventId: 3,
      device: {
        id: "dev_1",
        name: "Tablet 1",
        staff: "Ada",
        created: "Fri, 27 Nov 2026 08:00:00 GMT",
        company: { name: "Acme", username: "acme" },
      },
    };
    await storage.saveDevice(device);
    await storage.saveForm({ eventId: 3, name: "Expo", questions: [], lastModified: "Fri, 27 Nov 2026 08:00:00 GMT" });
    storage.close();

    const reopened = captureStorage("acme", { indexedDB, IDBKeyRange });
    expect(await reopened.device()).toEqual(device);
    expect((await reopened.forms()).map((form) => form.name)).toEqual(["Expo"]);
    await reopened.forgetDevice();
    await reopened.deleteForm(3);
    expect(await reopened.device()).toBeNull();
    expect(await reopened.forms()).toEqual([]);
    expect(await reopened.leads.all()).toHaveLength(1);
  });
});
