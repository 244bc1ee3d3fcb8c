import { describe, expect, it } from "vitest";
import { MemoryHitStore } from "../rate-limit/hit-store";
import { TokenThrottle } from "./throttle";

// Mutants left alive, equivalent: `hits.get(key) ?? []` with another fallback (not covered: every HitStore returns
// each key it is asked for, so the fallback never runs).
const setup = () => {
  const clock = { now: 0 };
  const store = new MemoryHitStore();
  return {
    clock,
    throttle: new TokenThrottle(
      async () => store,
      undefined,
      () => clock.now,
    ),
  };
};

describe("TokenThrottle", () => {
  it("never refuses a client at an address with no failures because of failures elsewhere", async () => {
    const { throttle } = setup();
    for (let i = 0; i < 200; i++) await throttle.recordFailure("victim", `198.51.100.${i % 50}`);
    expect(await throttle.retryAfterSeconds("victim", "203.0.113.7")).toBe(0);
  });

  it("lets 10 failures of a client from one address through, then backs off, doubling the wait", async () => {
    const { clock, throttle } = setup();
    for (let i = 0; i < 10; i++) {
      expect(await throttle.retryAfterSeconds("c", "10.0.0.1")).toBe(0);
      await throttle.recordFailure("c", "10.0.0.1");
    }
    expect(await throttle.retryAfterSeconds("c", "10.0.0.1")).toBe(1);
    clock.now += 1000;
    expect(await throttle.retryAfterSeconds("c", "10.0.0.1")).toBe(0);
    await throttle.recordFailure("c", "10.0.0.1");
    expect(await throttle.retryAfterSeconds("c", "10.0.0.1")).toBe(2);
    expect(await throttle.retryAfterSeconds("c", "10.0.0.2")).toBe(0);
  });

  it("counts a failure after a proven secret (a bad scope, say) for the address only", async () => {
    const { throttle } = setup();
    for (let i = 0; i < 20; i++) await throttle.recordFailure("c", "10.0.0.1", { secretProven: true });
    expect(await throttle.retryAfterSeconds("c", "10.0.0.1")).toBe(0);
    for (let i = 0; i < 30; i++) await throttle.recordFailure("c", "10.0.0.1", { secretProven: true });
    expect(await throttle.retryAfterSeconds("c", "10.0.0.1")).toBe(60);
  });

  it("limits one address, and one IPv6 /64, to 50 failures across client ids", async () => {
    const { throttle } = setup();
    for (let i = 0; i < 50; i++) await throttle.recordFailure(`client${i}`, `2001:db8:1:2::${i.toString(16)}`);
    expect(await throttle.retryAfterSeconds("fresh", "2001:db8:1:2:ffff::1")).toBe(60);
    expect(await throttle.retryAfterSeconds("fresh", "2001:db8:1:3::1")).toBe(0);
  });

  it("limits a client to 60 successful token requests within 60 s", async () => {
    const { clock, throttle } = setup();
    for (let i = 0; i < 60; i++) {
      expect(await throttle.retryAfterSeconds("busy", "10.0.0.1")).toBe(0);
      await throttle.recordSuccess("busy");
      clock.now += 500;
    }
    expect(await throttle.retryAfterSeconds("busy", "10.0.0.9")).toBe(30);
    clock.now = 60_001;
    expect(await throttle.retryAfterSeconds("busy", "10.0.0.1")).toBe(0);
  });
});

describe("TokenThrottle limits at their edges", () => {
  it(
    "refuses from the 50th failure of an address on, and lets it try again " +
      "exactly when the oldest leaves the window",
    async () => {
      const { clock, throttle } = setup();
      for (let i = 0; i < 49; i++) await throttle.recordFailure(`c${i}`, "10.0.0.1", { secretProven: true });
      expect(await throttle.check("any", "10.0.0.1")).toEqual({ retryAfterSeconds: 0, reason: null });
      clock.now = 10_000;
      await throttle.recordFailure("c49", "10.0.0.1", { secretProven: true });
      // The 50 failures: 49 at 0 s, one at 10 s; the wait is for the oldest of the last 50 (0 s) to leave.
      clock.now = 20_500;
      expect(await throttle.check("any", "10.0.0.1")).toEqual({ retryAfterSeconds: 40, reason: "address" });
      clock.now = 59_999;
      expect(await throttle.retryAfterSeconds("any", "10.0.0.1")).toBe(1);
      clock.now = 60_000;
      expect(await throttle.retryAfterSeconds("any", "10.0.0.1")).toBe(0);
    },
  );

  it(
    "caps the doubling backoff of a client at one window, and never gives a " + "negative wait once it is over",
    async () => {
      const { clock, throttle } = setup();
      for (let i = 0; i < 20; i++) await throttle.recordFailure("c", "10.0.0.1");
      expect(await throttle.check("c", "10.0.0.1")).toEqual({ retryAfterSeconds: 60, reason: "clientAddress" });
      clock.now = 30_500;
      expect(await throttle.retryAfterSeconds("c", "10.0.0.1")).toBe(30);
      clock.now = 59_000;
      expect(await throttle.retryAfterSeconds("c", "10.0.0.1")).toBe(1);
      clock.now = 65_000;
      expect(await throttle.check("c", "10.0.0.1")).toEqual({ retryAfterSeconds: 0, reason: null });
    },
  );

  it("counts the backoff from the last failure, and forgets failures older than the window", async () => {
    const { clock, throttle } = setup();
    for (let i = 0; i < 10; i++) await throttle.recordFailure("c", "10.0.0.1");
    clock.now = 5_000;
    await throttle.recordFailure("c", "10.0.0.1");
    expect(await throttle.retryAfterSeconds("c", "10.0.0.1")).toBe(2);
    clock.now = 6_500;
    expect(await throttle.retryAfterSeconds("c", "10.0.0.1")).toBe(1);
    // Past the window the first ten are gone: one failure, no backoff.
    clock.now = 60_001;
    expect(await throttle.retryAfterSeconds("c", "10.0.0.1")).toBe(0);
    await throttle.recordFailure("c", "10.0.0.1");
    expect(await throttle.retryAfterSeconds("c", "10.0.0.1")).toBe(0);
  });

  it(
    "names the first of several limits that hold a request equally long " +
      "(address, then client and address, then successes)",
    async () => {
      const { throttle } = setup();
      for (let i = 0; i < 50; i++) await throttle.recordFailure(`c${i}`, "10.0.0.1", { secretProven: true });
      for (let i = 0; i < 60; i++) await throttle.recordSuccess("busy");
      expect(await throttle.check("busy", "10.0.0.1")).toEqual({ retryAfterSeconds: 60, reason: "address" });
      const other = setup();
      for (let i = 0; i < 60; i++) await other.throttle.recordSuccess("busy");
      for (let i = 0; i < 20; i++) await other.throttle.recordFailure("busy", "10.0.0.1");
      expect(await other.throttle.check("busy", "10.0.0.1")).toEqual({
        retryAfterSeconds: 60,
        reason: "clientAddress",
      });
    },
  );

  it(
    "keeps its counters under keys of its own (the store is shared with the " +
      "studio's sign-in throttle and, on PostgreSQL, with other versions of " +
      "the server)",
    async () => {
      const store = new MemoryHitStore();
      const recorded: string[][] = [];
      const spy = Object.assign(Object.create(store) as MemoryHitStore, {
        record: async (keys: string[], at: number, expire: number) => {
          recorded.push(keys);
          await store.record(keys, at, expire);
        },
      });
      const throttle = new TokenThrottle(
        async () => spy,
        undefined,
        () => 0,
      );
      await throttle.recordFailure("id|with space", "[2001:db8:1:2::5]");
      await throttle.recordFailure("c", "10.0.0.1", { secretProven: true });
      await throttle.recordSuccess("id|with space");
      expect(recorded).toEqual([
        ["token:address:2001:db8:1:2::/64", "token:pair:id%7Cwith%20space|2001:db8:1:2::/64"],
        ["token:address:10.0.0.1"],
        ["token:client:id%7Cwith%20space"],
      ]);
    },
  );
});

describe("TokenThrottle.check", () => {
  it("names the limit that holds a request", async () => {
    const { throttle } = setup();
    for (let i = 0; i < 60; i++) await throttle.recordSuccess("busy");
    expect(await throttle.check("busy", "10.0.0.1")).toEqual({ retryAfterSeconds: 60, reason: "successes" });
    for (let i = 0; i < 11; i++) await throttle.recordFailure("guessed", "10.0.0.2");
    expect((await throttle.check("guessed", "10.0.0.2")).reason).toBe("clientAddress");
    for (let i = 0; i < 50; i++) await throttle.recordFailure(`c${i}`, "10.0.0.3", { secretProven: true });
    expect((await throttle.check("anyone", "10.0.0.3")).reason).toBe("address");
    expect(await throttle.check("anyone", "10.0.0.4")).toEqual({ retryAfterSeconds: 0, reason: null });
  });
});
