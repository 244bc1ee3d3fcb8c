// The validation pool with real worker threads: results and refusals of both kinds of check cross intact, one tenant
// cannot take every
// place in the line, tenants are served in turn, and a dead worker fails only its own request.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import { ValidationPool, type PoolOptions } from "./pool";
import { WORKER_NICE } from "./protocol";

const ENTRY = path.join(__dirname, "worker-entry.js");
const questions = [
  { id: "email", type: "email", label: "E-mail" },
  { id: "note", type: "text", label: "Note" },
  { id: "code", type: "text", label: "Code", pattern: "[ab]*a[ab]{400}$" },
];
/** A body's bytes as the handlers hand them over (each ArrayBuffer is moved to the worker, so used once). */
const utf8 = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const body = (values: Record<string, unknown>) => utf8(JSON.stringify({ values }));
// Spends RE2's whole matching budget: the slowest check the caps allow (~0.1 s on a quiet machine).
// (The sequence of scripts/bench/attack.ts: no period a DFA could settle into.)
const slow = () =>
  body({
    code: { value: `${Array.from({ length: 2400 }, (_, i) => ((i * 7919) % 3 ? "a" : "b")).join("")}c` },
  });

const pools: ValidationPool[] = [];
const pool = (options: Partial<PoolOptions> = {}) => {
  const created = new ValidationPool({ workers: 1, perTenant: 8, waiting: 64, entry: ENTRY, ...options });
  pools.push(created);
  return created;
};
afterEach(async () => {
  for (const each of pools.splice(0)) await each.close();
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail("expected a refusal"),
    (error: unknown) => error as ApiError,
  );

/**
 * Tenant 1, past its share, has its next check held while tenant 2's goes on, until `earnBack` moves the test's clock.
 */
async function expectHeldPastShare(validation: ValidationPool, earnBack: () => void) {
  let held = true;
  const next = validation.checkRegistration(1, questions, { body: body({}) }).finally(() => (held = false));
  expect(await validation.checkRegistration(2, questions, { body: body({}) })).toEqual({});
  // The pool looks again every second at most: after more than one look, tenant 1's check still waits.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(held).toBe(true);
  earnBack();
  expect(await next).toEqual({});
}

describe("ValidationPool", () => {
  it("answers the values to store, and refusals as the ApiError the handler would have thrown", async () => {
    const validation = pool();
    expect(
      await validation.checkRegistration(1, questions, { body: body({ email: { value: "a@example.com" } }) }),
    ).toEqual({ email: { value: "a@example.com" } });
    expect(
      await validation.checkRegistration(1, questions, {
        body: body({ note: { value: "x" } }),
        base: { email: { value: "a@example.com" } },
      }),
    ).toEqual({
      email: { value: "a@example.com" },
      note: { value: "x" },
    });
    const invalid = await refusal(
      validation.checkRegistration(1, questions, { body: body({ email: { value: "nope" } }) }),
    );
    expect(invalid).toBeInstanceOf(ApiError);
    expect(invalid).toMatchObject({ error: "invalidValues", status: 400, details: { errorCount: 1 } });
    expect(await refusal(validation.checkRegistration(1, questions, { body: utf8("{") }))).toMatchObject({
      error: "invalidJson",
      status: 400,
    });
  }, 60_000);

  it("refuses, on the worker, a registration whose answers the event's logic would test more than it may", async () => {
    // 250 questions each required by a 500-value $all over a 500-item answer: 9 s of CPU before the logic budget.
    const options = Array.from({ length: 500 }, (_, index) => ({ id: `o${index}`, label: `O${index}` }));
    const all = options.map((option) => `y${option.id}`);
    const costly = [
      { id: "tags", type: "checkboxGroup", label: "Tags", options },
      ...Array.from({ length: 250 }, (_, index) => ({
        id: `q${index}`,
        type: "text",
        required: { tags: { $all: all } },
      })),
    ];
    const refused = await refusal(
      pool().checkRegistration(1, costly, { body: body({ tags: { value: options.map((option) => option.id) } }) }),
    );
    expect(refused).toMatchObject({ error: "invalidValues", status: 400 });
    expect(refused.message).toMatch(/more logic evaluation than one registration may cost/);
  }, 60_000);

  it("moves a body's bytes to the worker rather than copying them, and decodes them there as UTF-8", async () => {
    const sent = body({ note: { value: "Zoë 🎉" } });
    const checked = pool().checkRegistration(1, questions, { body: sent });
    // Moved: gone from this thread as soon as the job was posted, never decoded or cloned here.
    expect(sent.byteLength).toBe(0);
    expect(await checked).toEqual({ note: { value: "Zoë 🎉" } });
    // Bytes that are not UTF-8 read as U+FFFD, as Buffer's decoding on the main thread read them.
    const bad = Uint8Array.from([...Buffer.from('{"values":{"note":{"value":"a'), 0xff, ...Buffer.from('b"}}}')]);
    expect(await pool().checkRegistration(1, questions, { body: bad.buffer })).toEqual({
      note: { value: "a\ufffdb" },
    });
  }, 60_000);

  it.runIf(process.platform === "linux" && os.getPriority() < WORKER_NICE)(
    "runs its workers at a lower priority than the thread that answers requests",
    async () => {
      const niceOfThreads = () =>
        fs.readdirSync("/proc/self/task").map((tid) => {
          const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
          // Field 19 of stat is the nice value; the command name before it may hold spaces, so count after ")".
          return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
        });
      const before = os.getPriority();
      expect(niceOfThreads()).not.toContain(WORKER_NICE);
      await pool().checkRegistration(1, questions, { body: body({}) });
      expect(niceOfThreads()).toContain(WORKER_NICE);
      expect(os.getPriority()).toBe(before);
    },
  );

  it.runIf(process.platform === "linux" && spawnSync("chrt", ["--version"]).status === 0)(
    "runs its workers under the idle scheduling policy, and this thread under the normal one",
    async () => {
      // Field 41 of stat is the scheduling policy: 0 normal, 5 idle.
      const policyOf = (tid: string) => {
        const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[38]);
      };
      const idle = () => fs.readdirSync("/proc/self/task").filter((tid) => policyOf(tid) === 5).length;
      const before = idle();
      const validation = pool();
      await validation.checkRegistration(1, questions, { body: body({}) });
      expect(idle()).toBeGreaterThan(before);
      expect(policyOf(String(process.pid))).toBe(0);
    },
  );

  it("checks event definitions, merging a PATCH into the current questions", async () => {
    const validation = pool();
    const created = await validation.checkDefinition(1, [], { text: JSON.stringify({ name: "Expo", questions }) });
    expect(created).toEqual({ name: "Expo", type: "standard", questions });
    const patched = await validation.checkDefinition(1, questions, {
      text: JSON.stringify({ name: "Renamed" }),
      current: { name: "Expo", type: "standard" },
    });
    expect(patched).toEqual({ name: "Renamed", type: "standard", questions });
    const refused = await refusal(
      validation.checkDefinition(1, [], {
        text: JSON.stringify({ name: "Bad", questions: [{ id: "x", type: "text", label: "X", pattern: "(a" }] }),
      }),
    );
    expect(refused).toMatchObject({
      error: "invalidQuestions",
      status: 400,
      details: { errors: [expect.objectContaining({ path: expect.stringContaining("pattern") })] },
    });
  }, 60_000);

  it(
    "refuses a tenant's checks past its share with 503 and Retry-After, " + "while another tenant still gets a place",
    async () => {
      const validation = pool({ perTenant: 2 });
      const first = [
        validation.checkRegistration(1, questions, { body: slow() }),
        validation.checkRegistration(1, questions, { body: slow() }),
      ];
      const third = await refusal(validation.checkRegistration(1, questions, { body: slow() }));
      expect(third).toMatchObject({ error: "unavailable", status: 503, headers: { "Retry-After": "1" } });
      expect(third.message).toMatch(/Wait 1 second \(Retry-After\) and send this one again/);
      const other = validation.checkRegistration(2, questions, { body: body({}) });
      await Promise.allSettled(first);
      expect(await other).toEqual({});
      // Once its checks are done, the tenant has its share again.
      expect(await validation.checkRegistration(1, questions, { body: body({}) })).toEqual({});
    },
    60_000,
  );

  it("takes tenants in turn: one tenant's long line does not delay another's check behind all of it", async () => {
    const validation = pool();
    const order: string[] = [];
    const track = (name: string, promise: Promise<unknown>) =>
      promise.then(
        () => order.push(name),
        () => order.push(name),
      );
    const hostile = Array.from({ length: 6 }, (_, i) =>
      track(`hostile${i}`, validation.checkRegistration(1, questions, { body: slow() })),
    );
    const victim = track("victim", validation.checkRegistration(2, questions, { body: body({}) }));
    await Promise.all([...hostile, victim]);
    // The first hostile check was already running; the victim's comes right after it, before the other five.
    expect(order.indexOf("victim")).toBeLessThanOrEqual(1);
  }, 60_000);

  it("refuses when the line of all tenants is full", async () => {
    const validation = pool({ waiting: 1 });
    const running = validation.checkRegistration(1, questions, { body: slow() });
    const waiting = validation.checkRegistration(2, questions, { body: slow() });
    expect(await refusal(validation.checkRegistration(3, questions, { body: slow() }))).toMatchObject({
      error: "unavailable",
      status: 503,
    });
    await Promise.allSettled([running, waiting]);
  }, 60_000);

  it("answers 500 for the check a dying worker held, and goes on with a new worker", async () => {
    // A worker that dies on its first job, as one that reached its heap limit would.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "capture-pool-"));
    const dying = path.join(dir, "dying.js");
    fs.writeFileSync(dying, `require("node:worker_threads").parentPort.on("message", () => process.exit(1));`);
    try {
      const validation = pool({ entry: dying });
      const [first, second] = await Promise.all([
        refusal(validation.checkRegistration(1, questions, { body: body({}) })),
        refusal(validation.checkRegistration(2, questions, { body: body({}) })),
      ]);
      expect(first).toMatchObject({ error: "internalError", status: 500 });
      expect(first.message).toMatch(/Send fewer or shorter values/);
      // The second waited for the first worker and was handed to its replacement (which died in turn).
      expect(second).toMatchObject({ error: "internalError" });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("charges a real worker's check by the CPU time its thread reports", async () => {
    // Any check of a millisecond or more is charged, and one puts the tenant past its share until the clock moves. A
    // fresh worker's first costly check (RE2's whole budget, with the warm-up) takes tens of milliseconds of CPU.
    let now = 0;
    const share = { msPerSecond: 1, burstMs: 1, chargeFromMs: 1, waitingPastShare: 2 };
    const validation = pool({ share, clock: () => now });
    await refusal(validation.checkRegistration(1, questions, { body: slow() }));
    await expectHeldPastShare(validation, () => (now += 1_000_000));
  }, 60_000);

  describe("each tenant's share of checking time", () => {
    // A share earned back at 1 ms a second: once past it, a tenant stays past it until the test's clock moves.
    const share = { msPerSecond: 1, burstMs: 1, chargeFromMs: 20, waitingPastShare: 2 };
    // Workers that report the CPU time a body names (`cost`), so that what is charged does not depend on the machine
    // (a real check's time is warm-up more than work: RE2's costliest pattern took 38 ms once, then 0.4 ms).
    let dir: string;
    let entry: string;
    beforeAll(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "capture-share-"));
      entry = path.join(dir, "costed.js");
      fs.writeFileSync(
        entry,
        `const { parentPort } = require("node:worker_threads");
parentPort.on("message", (job) => {
  const { values } = JSON.parse(Buffer.from(job.check.body).toString());
  parentPort.postMessage({ jobId: job.jobId, ok: true, value: values, cpuMs: values.cost ?? 0 });
});`,
      );
    });
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
    const costly = () => body({ cost: 100 });

    it(
      "charges costly checks only, holds the tenant's next checks past its share while another tenant's go on, " +
        "and takes them once earned back",
      async () => {
        let now = 0;
        const validation = pool({ share, clock: () => now, entry });
        // Cheap checks (a few ms of CPU or none) are never charged: more than the share would allow all go through.
        for (let i = 0; i < 5; i++)
          expect(await validation.checkRegistration(1, questions, { body: body({ cost: 10 }) })).toEqual({ cost: 10 });
        // A costly one (a tenth of a second of CPU) is charged.
        await validation.checkRegistration(1, questions, { body: costly() });
        await expectHeldPastShare(validation, () => (now += 1_000_000));
      },
      60_000,
    );

    it(
      "refuses a tenant past its share with 503 and the seconds until it is earned back, " + "and no other tenant",
      async () => {
        let now = 0;
        const validation = pool({ share: { ...share, msPerSecond: 10 }, clock: () => now, entry });
        await validation.checkRegistration(1, questions, { body: costly() });
        const waiting = [1, 2].map(() => validation.checkRegistration(1, questions, { body: body({}) }));
        const refused = await refusal(validation.checkRegistration(1, questions, { body: body({}) }));
        expect(refused).toMatchObject({ error: "unavailable", status: 503 });
        const seconds = Number(refused.headers["Retry-After"]);
        // At least the charge (100 ms) earned back at 10 ms a second.
        expect(seconds).toBeGreaterThanOrEqual(2);
        expect(refused.message).toMatch(/more than their share of the server's checking time/);
        expect(refused.message).toContain(`Wait ${seconds} seconds (Retry-After) and send this one again`);
        expect(await validation.checkRegistration(2, questions, { body: body({}) })).toEqual({});
        now += seconds * 1000;
        expect(await Promise.all(waiting)).toEqual([{}, {}]);
      },
      60_000,
    );
  });
});
