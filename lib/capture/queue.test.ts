import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createCaptureQueue,
  defaultBackoffMs,
  memoryLeadStore,
  type Lead,
  type LeadStore,
  type NewLead,
  type SendResult,
} from "./queue";

const lead = (n: number, eventId = 1): NewLead => ({
  id: `lead-${n}`,
  eventId,
  values: { email: { value: `visitor${n}@example.com` } },
  capturedAt: `2026-11-27T09:00:${String(n % 60).padStart(2, "0")}Z`,
  formVersion: "Fri, 27 Nov 2026 08:00:00 GMT",
  staff: "Ada",
});

/** A server that keeps registrations by idempotency key, as the API does (docs/api.md "Idempotent creates"). */
function fakeServer() {
  const byKey = new Map<string, string>();
  const order: string[] = [];
  return {
    order,
    store(l: Lead): string {
      let id = byKey.get(l.key);
      if (!id) {
        id = `reg-${byKey.size + 1}`;
        byKey.set(l.key, id);
        order.push(l.id);
      }
      return id;
    },
  };
}

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("capture", () => {
  it("resolves only after the store has the lead", async () => {
    let release!: () => void;
    const inner = memoryLeadStore();
    const store: LeadStore = {
      ...inner,
      put: (l) => new Promise<void>((resolve) => (release = () => inner.put(l).then(resolve))),
      delete: inner.delete,
      all: inner.all,
    };
    const queue = createCaptureQueue({ store, send: async () => ({ kind: "sent", registrationId: "x" }) });
    let done = false;
    const captured = queue.capture(lead(1)).then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);
    expect(queue.getSnapshot().unsent).toBe(0);
    release();
    await captured;
    expect(await inner.all()).toHaveLength(1);
    expect(queue.getSnapshot()).toMatchObject({ unsent: 1, waiting: 1 });
  });

  it("fails, keeping nothing, when the store cannot write, so the screen never says saved", async () => {
    const store: LeadStore = {
      put: async () => Promise.reject(new Error("QuotaExceededError")),
      delete: async () => {},
      all: async () => [],
    };
    const queue = createCaptureQueue({ store, send: async () => ({ kind: "sent", registrationId: "x" }) });
    await expect(queue.capture(lead(1))).rejects.toThrow("QuotaExceededError");
    expect(queue.getSnapshot().unsent).toBe(0);
  });

  it("refuses a second lead with the same id", async () => {
    const queue = createCaptureQueue({
      store: memoryLeadStore(),
      send: async () => ({ kind: "sent", registrationId: "x" }),
    });
    await queue.capture(lead(1));
    await expect(queue.capture(lead(1))).rejects.toThrow("already on this device");
  });

  it("numbers leads in capture order, after those a reload found", async () => {
    const store = memoryLeadStore();
    const first = createCaptureQueue({ store, send: async () => ({ kind: "retry", reason: "No network" }) });
    await first.capture(lead(1));
    await first.capture(lead(2));
    const reloaded = createCaptureQueue({ store, send: async () => ({ kind: "sent", registrationId: "x" }) });
    await reloaded.load();
    const third = await reloaded.capture(lead(3));
    expect(third.seq).toBe(3);
    expect(reloaded.getSnapshot().leads.map((l) => l.id)).toEqual(["lead-1", "lead-2", "lead-3"]);
  });
});

describe("flush", () => {
  it("sends waiting leads in capture order and marks them sent", async () => {
    const server = fakeServer();
    const t = clock();
    const queue = createCaptureQueue({
      store: memoryLeadStore(),
      now: t.now,
      send: async (l) => ({ kind: "sent", registrationId: server.store(l) }),
    });
    for (const n of [1, 2, 3]) await queue.capture(lead(n));
    expect(await queue.flush()).toEqual({ sent: 3, failed: 0, stoppedBy: null });
    expect(server.order).toEqual(["lead-1", "lead-2", "lead-3"]);
    const snapshot = queue.getSnapshot();
    expect(snapshot).toMatchObject({
      unsent: 0,
      waiting: 0,
      sending: false,
      lastSentAt: new Date(t.now()).toISOString(),
    });
    expect(snapshot.leads.map((l) => [l.status, l.registrationId])).toEqual([
      ["sent", "reg-1"],
      ["sent", "reg-2"],
      ["sent", "reg-3"],
    ]);
  });

  it("stops at the first retryable failure, backs off, and keeps the order when the network returns", async () => {
    const t = clock();
    const server = fakeServer();
    let online = false;
    const queue = createCaptureQueue({
      store: memoryLeadStore(),
      now: t.now,
      send: async (l) =>
        online ? { kind: "sent", registrationId: server.store(l) } : { kind: "retry", reason: "No network" },
    });
    for (const n of [1, 2, 3]) await queue.capture(lead(n));
    expect(await queue.flush()).toEqual({ sent: 0, failed: 1, stoppedBy: "No network" });
    const first = queue.getSnapshot().leads[0];
    expect(first).toMatchObject({
      attempts: 1,
      nextAttemptAt: t.now() + defaultBackoffMs(1),
      lastError: "No network",
      status: "waiting",
    });
    online = true;
    // Not due yet: the first lead holds back the later ones.
    expect(await queue.flush()).toEqual({ sent: 0, failed: 0, stoppedBy: null });
    t.advance(defaultBackoffMs(1));
    expect(await queue.flush()).toEqual({ sent: 3, failed: 0, stoppedBy: null });
    expect(server.order).toEqual(["lead-1", "lead-2", "lead-3"]);
  });

  it("waits at least as long as the server's Retry-After", async () => {
    const t = clock();
    const queue = createCaptureQueue({
      store: memoryLeadStore(),
      now: t.now,
      send: async () => ({ kind: "retry", reason: "429", retryAfterMs: 90_000 }),
    });
    await queue.capture(lead(1));
    await queue.flush();
    expect(queue.getSnapshot().leads[0].nextAttemptAt).toBe(t.now() + 90_000);
  });

  it("grows the backoff with each failed try, up to a minute", () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(defaultBackoffMs)).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000]);
  });

  it("sends the answer once when the first answer was lost after the server stored it", async () => {
    const server = fakeServer();
    let lose = true;
    const queue = createCaptureQueue({
      store: memoryLeadStore(),
      backoffMs: () => 0,
      send: async (l) => {
        const id = server.store(l);
        if (lose) {
          lose = false;
          return { kind: "retry", reason: "The connection dropped" };
        }
        return { kind: "sent", registrationId: id };
      },
    });
    await queue.capture(lead(1));
    await queue.flush();
    await queue.flush();
    expect(server.order).toEqual(["lead-1"]);
    expect(queue.getSnapshot().leads[0]).toMatchObject({ status: "sent", registrationId: "reg-1" });
  });

  it("puts a doubled e-mail in Needs review and a refused lead aside, and goes on with the rest", async () => {
    const results: Record<string, SendResult> = {
      "lead-1": {
        kind: "duplicate",
        message: "visitor1@example.com is already registered for this event.",
        details: { id: "reg-9" },
      },
      "lead-2": { kind: "refused", message: "Budget: 'lots' is not a number.", details: { errors: [] } },
      "lead-3": { kind: "sent", registrationId: "reg-3" },
    };
    const queue = createCaptureQueue({ store: memoryLeadStore(), send: async (l) => results[l.id] });
    for (const n of [1, 2, 3]) await queue.capture(lead(n));
    expect(await queue.flush()).toEqual({ sent: 1, failed: 2, stoppedBy: null });
    const snapshot = queue.getSnapshot();
    expect(snapshot).toMatchObject({ unsent: 2, waiting: 0, needsReview: 1, parked: 1 });
    expect(snapshot.leads[0].problem).toEqual({
      kind: "duplicate",
      message: results["lead-1"].kind === "duplicate" ? results["lead-1"].message : "",
      details: { id: "reg-9" },
    });
    expect(snapshot.leads[1].problem?.kind).toBe("refused");
    // Neither is tried again by itself.
    expect(await queue.flush()).toEqual({ sent: 0, failed: 0, stoppedBy: null });
  });

  it("keeps every lead when the device is revoked, says why, and tries again on Send now", async () => {
    let revoked = true;
    const queue = createCaptureQueue({
      store: memoryLeadStore(),
      send: async () =>
        revoked
          ? { kind: "blocked", scope: "device", message: "This device was signed out by an owner." }
          : { kind: "sent", registrationId: "r" },
    });
    await queue.capture(lead(1));
    await queue.capture(lead(2));
    expect(await queue.flush()).toEqual({ sent: 0, failed: 1, stoppedBy: "This device was signed out by an owner." });
    expect(queue.getSnapshot()).toMatchObject({
      unsent: 2,
      waiting: 2,
      blocked: { device: "This device was signed out by an owner." },
    });
    revoked = false;
    expect(await queue.sendNow()).toEqual({ sent: 2, failed: 0, stoppedBy: null });
    expect(queue.getSnapshot().blocked.device).toBeNull();
  });

  it("holds the leads of a closed event and sends the other events' leads", async () => {
    const queue = createCaptureQueue({
      store: memoryLeadStore(),
      send: async (l) =>
        l.eventId === 1
          ? { kind: "blocked", scope: "event", message: "This event is closed for capture." }
          : { kind: "sent", registrationId: l.id },
    });
    await queue.capture(lead(1, 1));
    await queue.capture(lead(2, 1));
    await queue.capture(lead(3, 2));
    expect(await queue.flush()).toEqual({ sent: 1, failed: 1, stoppedBy: null });
    const snapshot = queue.getSnapshot();
    expect(snapshot.blocked.events.get(1)).toBe("This event is closed for capture.");
    expect(snapshot.leads.map((l) => l.status)).toEqual(["waiting", "waiting", "sent"]);
  });

  it("never runs two sends at once, and a lead captured during a pass goes in the same flush", async () => {
    let inFlight = 0;
    let most = 0;
    const sent: string[] = [];
    let capturedDuring = false;
    const queue: ReturnType<typeof createCaptureQueue> = createCaptureQueue({
      store: memoryLeadStore(),
      send: async (l) => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        if (!capturedDuring) {
          capturedDuring = true;
          await queue.capture(lead(9));
          void queue.flush();
        }
        inFlight--;
        sent.push(l.id);
        return { kind: "sent", registrationId: l.id };
      },
    });
    await queue.capture(lead(1));
    await queue.capture(lead(2));
    const [a, b] = await Promise.all([queue.flush(), queue.flush()]);
    expect(a).toBe(b);
    expect(most).toBe(1);
    expect(sent).toEqual(["lead-1", "lead-2", "lead-9"]);
    expect(queue.getSnapshot().unsent).toBe(0);
  });

  it("sends each lead once when two tabs share the device's store and lock", async () => {
    const store = memoryLeadStore();
    const server = fakeServer();
    let tail: Promise<unknown> = Promise.resolve();
    const lock = <T>(task: () => Promise<T>): Promise<T> => {
      const run = tail.then(task);
      tail = run.catch(() => {});
      return run;
    };
    const send = async (l: Lead): Promise<SendResult> => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return { kind: "sent", registrationId: server.store(l) };
    };
    const tabA = createCaptureQueue({ store, lock, send });
    const tabB = createCaptureQueue({ store, lock, send });
    for (const n of [1, 2, 3, 4]) await tabA.capture(lead(n));
    await tabB.load();
    await Promise.all([tabA.flush(), tabB.flush()]);
    expect(server.order).toEqual(["lead-1", "lead-2", "lead-3", "lead-4"]);
    expect((await store.all()).every((l) => l.status === "sent")).toBe(true);
  });

  it("tells subscribers about each change, and sending while it sends", async () => {
    const queue = createCaptureQueue({
      store: memoryLeadStore(),
      send: async () => ({ kind: "sent", registrationId: "r" }),
    });
    const seen: boolean[] = [];
    const stop = queue.subscribe(() => seen.push(queue.getSnapshot().sending));
    await queue.capture(lead(1));
    await queue.flush();
    stop();
    await queue.capture(lead(2));
    expect(seen[0]).toBe(false);
    expect(seen).toContain(true);
    expect(seen.at(-1)).toBe(false);
    const count = seen.length;
    await queue.flush();
    expect(seen.length).toBe(count);
  });
});

describe("a person's decisions", () => {
  it("edits a parked lead, which is then sent again; a sent lead cannot be edited here", async () => {
    let refuse = true;
    const queue = createCaptureQueue({
      store: memoryLeadStore(),
      send: async (l) =>
        refuse
          ? { kind: "refused", message: "E-mail: 'ada@' is not a valid e-mail address." }
          : { kind: "sent", registrationId: `r-${l.id}` },
    });
    await queue.capture(lead(1));
    await queue.flush();
    expect(queue.getSnapshot().parked).toBe(1);
    refuse = false;
    const edited = await queue.edit("lead-1", { email: { value: "ada@example.com" } });
    expect(edited).toMatchObject({ status: "waiting", problem: undefined });
    await queue.flush();
    expect(queue.getSnapshot().leads[0]).toMatchObject({
      status: "sent",
      values: { email: { value: "ada@example.com" } },
    });
    await expect(queue.edit("lead-1", {})).rejects.toThrow("already sent");
  });

  it(
    "keeps the key when a refused lead is edited, and takes a new one when " + "the lead may be on the server already",
    async () => {
      let answer: SendResult = { kind: "refused", message: "no" };
      const keys: string[] = [];
      const queue = createCaptureQueue({
        store: memoryLeadStore(),
        backoffMs: () => 0,
        send: async (l) => (keys.push(l.key), answer),
      });
      await queue.capture(lead(1));
      await queue.flush();
      await queue.edit("lead-1", { email: { value: "a@example.com" } });
      answer = { kind: "retry", reason: "The connection dropped" };
      await queue.flush();
      await queue.edit("lead-1", { email: { value: "b@example.com" } });
      answer = { kind: "sent", registrationId: "r" };
      await queue.flush();
      expect(keys.slice(0, 2)).toEqual(["lead-1", "lead-1"]);
      expect(keys[2]).not.toBe("lead-1");
      expect(keys[2].startsWith("lead-1.")).toBe(true);
    },
  );

  it("settles a lead in Needs review with the registration the person kept or updated", async () => {
    const queue = createCaptureQueue({
      store: memoryLeadStore(),
      send: async () => ({ kind: "duplicate", message: "already registered" }),
    });
    await queue.capture(lead(1));
    await queue.flush();
    await queue.settle("lead-1", "reg-7", "kept");
    expect(queue.getSnapshot()).toMatchObject({ unsent: 0 });
    expect(queue.getSnapshot().leads[0]).toMatchObject({ status: "sent", registrationId: "reg-7", settled: "kept" });
    await expect(queue.settle("lead-1", "reg-7", "updated")).rejects.toThrow("Only a lead in Needs review");
    expect(queue.getSnapshot().leads[0]).toMatchObject({ settled: "kept" });
  });

  it("discards a lead only when asked, from the store too", async () => {
    const store = memoryLeadStore();
    const queue = createCaptureQueue({ store, send: async () => ({ kind: "refused", message: "no" }) });
    await queue.capture(lead(1));
    await queue.flush();
    expect(queue.hasUnsent()).toBe(true);
    await queue.discard("lead-1");
    expect(await store.all()).toEqual([]);
    expect(queue.hasUnsent()).toBe(false);
    await expect(queue.discard("lead-1")).rejects.toThrow("No lead lead-1");
  });
});

describe("never lost, never doubled", () => {
  it("delivers every lead exactly once, in capture order, whatever fails on the way", async () => {
    type Step = "ok" | "noAnswer" | "lostAnswer" | "busy";
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.constantFrom<Step>("ok", "noAnswer", "lostAnswer", "busy"), { maxLength: 60 }),
        fc.boolean(),
        async (count, steps, reload) => {
          const t = clock();
          const server = fakeServer();
          const store = memoryLeadStore();
          let i = 0;
          const send = async (l: Lead): Promise<SendResult> => {
            const step = steps[i++] ?? "ok";
            if (step === "noAnswer") return { kind: "retry", reason: "No network" };
            if (step === "busy") return { kind: "retry", reason: "In use", retryAfterMs: 1000 };
            const id = server.store(l);
            return step === "lostAnswer"
              ? { kind: "retry", reason: "The answer was lost" }
              : { kind: "sent", registrationId: id };
          };
          let queue = createCaptureQueue({ store, send, now: t.now });
          for (let n = 1; n <= count; n++) {
            await queue.capture(lead(n));
            if (n % 3 === 0) await queue.flush();
            if (reload && n === Math.ceil(count / 2)) {
              queue = createCaptureQueue({ store, send, now: t.now });
              await queue.load();
            }
          }
          for (let round = 0; round < 200 && queue.hasUnsent(); round++) {
            t.advance(60_000);
            await queue.flush();
          }
          expect(queue.hasUnsent()).toBe(false);
          expect(server.order).toEqual(Array.from({ length: count }, (_, k) => `lead-${k + 1}`));
        },
      ),
      { numRuns: 200 },
    );
  });
});
