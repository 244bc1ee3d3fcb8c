import { describe, expect, it } from "vitest";
import { MemoryHitStore } from "../rate-limit/hit-store";
import { SignInThrottle, type SignInLimits } from "./sign-in-throttle";

// Mutants left alive, equivalent: `hits.get(key) ?? []` with another fallback (not covered: every HitStore returns
// each key it is asked for, so the fallback never runs).

const LIMITS: SignInLimits = {
  perAccountAddress: 3,
  backoffMs: 10_000,
  maxBackoffMs: 60_000,
  perAddress: 5,
  windowMs: 120_000,
};

function setup(limits: Partial<SignInLimits> = {}) {
  let now = 1_000_000;
  const store = new MemoryHitStore();
  const throttle = new SignInThrottle(
    async () => store,
    { ...LIMITS, ...limits },
    () => now,
  );
  return { throttle, store, advance: (ms: number) => (now += ms) };
}

const seconds = async (throttle: SignInThrottle, account: string, address: string) =>
  (await throttle.wait(account, address)).seconds;

describe("SignInThrottle", () => {
  it("lets a person fail a few times, then makes them wait, doubling with each further failure", async () => {
    const { throttle, advance } = setup({ perAddress: 100 });
    for (let i = 0; i < 3; i++) {
      expect(await seconds(throttle, "ada@example.com", "203.0.113.7")).toBe(0);
      await throttle.recordFailure("ada@example.com", "203.0.113.7");
    }
    expect(await throttle.wait("ada@example.com", "203.0.113.7")).toEqual({ seconds: 10, reason: "account" });
    advance(10_000);
    expect(await seconds(throttle, "ada@example.com", "203.0.113.7")).toBe(0);
    await throttle.recordFailure("ada@example.com", "203.0.113.7");
    expect(await seconds(throttle, "ada@example.com", "203.0.113.7")).toBe(20);
    advance(20_000);
    await throttle.recordFailure("ada@example.com", "203.0.113.7");
    expect(await seconds(throttle, "ada@example.com", "203.0.113.7")).toBe(40);
  });

  it("caps the backoff at maxBackoffMs", async () => {
    const { throttle } = setup({ perAddress: 100 });
    for (let i = 0; i < 10; i++) await throttle.recordFailure("ada@example.com", "203.0.113.7");
    expect(await seconds(throttle, "ada@example.com", "203.0.113.7")).toBe(60);
  });

  it("never makes one person wait for another person's failures on the same account", async () => {
    const { throttle } = setup();
    for (let i = 0; i < 10; i++) await throttle.recordFailure("ada@example.com", "203.0.113.7");
    expect(await seconds(throttle, "ada@example.com", "203.0.113.7")).toBeGreaterThan(0);
    expect(await seconds(throttle, "ada@example.com", "198.51.100.1")).toBe(0);
  });

  it("counts the e-mail whatever its case and spaces", async () => {
    const { throttle } = setup({ perAddress: 100 });
    for (let i = 0; i < 3; i++) await throttle.recordFailure(" Ada@Example.com", "203.0.113.7");
    expect(await seconds(throttle, "ada@example.com", "203.0.113.7")).toBe(10);
  });

  it("limits one address across accounts within the window, and says so", async () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 5; i++) await throttle.recordFailure(`person${i}@example.com`, "203.0.113.7");
    expect(await throttle.wait("yet-another@example.com", "203.0.113.7")).toEqual({ seconds: 120, reason: "address" });
    advance(120_000);
    expect(await seconds(throttle, "yet-another@example.com", "203.0.113.7")).toBe(0);
  });

  it("forgets failures once they are older than the window and the longest backoff", async () => {
    const { throttle, advance } = setup({ perAddress: 100 });
    for (let i = 0; i < 3; i++) await throttle.recordFailure("ada@example.com", "203.0.113.7");
    advance(120_001);
    await throttle.recordFailure("ada@example.com", "203.0.113.7");
    expect(await seconds(throttle, "ada@example.com", "203.0.113.7")).toBe(0);
  });

  it("ends a person's backoff for an account once they get the password right", async () => {
    const { throttle } = setup();
    for (let i = 0; i < 3; i++) await throttle.recordFailure("ada@example.com", "203.0.113.7");
    await throttle.recordSuccess("ada@example.com", "203.0.113.7");
    expect(await seconds(throttle, "ada@example.com", "203.0.113.7")).toBe(0);
  });

  it("counts an IPv6 /64 as one person", async () => {
    const { throttle } = setup();
    for (let i = 0; i < 3; i++) await throttle.recordFailure("ada@example.com", `2001:db8:1:2::${i + 1}`);
    expect(await seconds(throttle, "ada@example.com", "2001:db8:1:2:ffff::9")).toBe(10);
    expect(await seconds(throttle, "ada@example.com", "2001:db8:1:3::1")).toBe(0);
  });
});

describe("SignInThrottle at its edges", () => {
  it("never gives a negative wait once a backoff is over", async () => {
    const { throttle, advance } = setup({ perAddress: 100 });
    for (let i = 0; i < 3; i++) await throttle.recordFailure("ada@example.com", "203.0.113.7");
    advance(9_001);
    expect(await throttle.wait("ada@example.com", "203.0.113.7")).toEqual({ seconds: 1, reason: "account" });
    advance(5_999);
    expect(await throttle.wait("ada@example.com", "203.0.113.7")).toEqual({ seconds: 0, reason: null });
  });

  it("keeps an address's failures for the whole window when it is longer than the longest backoff", async () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 5; i++) await throttle.recordFailure(`person${i}@example.com`, "203.0.113.7");
    advance(90_000);
    expect(await throttle.wait("other@example.com", "203.0.113.7")).toEqual({ seconds: 30, reason: "address" });
  });

  it("keeps an account's failures for the whole backoff when it is longer than the window", async () => {
    const { throttle, advance } = setup({
      perAccountAddress: 1,
      backoffMs: 100_000,
      maxBackoffMs: 100_000,
      windowMs: 30_000,
    });
    await throttle.recordFailure("ada@example.com", "203.0.113.7");
    advance(70_000);
    expect(await throttle.wait("ada@example.com", "203.0.113.7")).toEqual({ seconds: 30, reason: "account" });
    // The address's one failure lies outside its window, so the address limit holds nothing.
    expect(await throttle.wait("other@example.com", "203.0.113.7")).toEqual({ seconds: 0, reason: null });
  });

  it(
    "counts only the failures inside the window for an address, even when " + "older ones are still kept for a backoff",
    async () => {
      const { throttle, advance } = setup({ perAddress: 2, windowMs: 30_000, maxBackoffMs: 100_000 });
      await throttle.recordFailure("a@example.com", "203.0.113.7");
      advance(40_000);
      await throttle.recordFailure("b@example.com", "203.0.113.7");
      expect(await throttle.wait("c@example.com", "203.0.113.7")).toEqual({ seconds: 0, reason: null });
      advance(10_000);
      await throttle.recordFailure("b@example.com", "203.0.113.7");
      expect(await throttle.wait("c@example.com", "203.0.113.7")).toEqual({ seconds: 20, reason: "address" });
    },
  );

  it("names the account when both limits hold a person equally long", async () => {
    const { throttle } = setup({
      perAccountAddress: 1,
      backoffMs: 120_000,
      maxBackoffMs: 120_000,
      perAddress: 1,
      windowMs: 120_000,
    });
    await throttle.recordFailure("ada@example.com", "203.0.113.7");
    expect(await throttle.wait("ada@example.com", "203.0.113.7")).toEqual({ seconds: 120, reason: "account" });
  });

  it("still counts a person's failures for their address after they get one account's password right", async () => {
    const { throttle } = setup();
    for (let i = 0; i < 5; i++) await throttle.recordFailure("ada@example.com", "203.0.113.7");
    await throttle.recordSuccess("ada@example.com", "203.0.113.7");
    expect(await throttle.wait("ada@example.com", "203.0.113.7")).toEqual({ seconds: 120, reason: "address" });
  });

  it("keeps its counters under keys of its own (the store is shared with the API's token throttle)", async () => {
    const { throttle, store } = setup();
    await throttle.recordFailure(" Ada|X@Example.com", "[2001:db8:1:2::5]");
    const hits = await store.hits(
      ["signin:pair:ada%7Cx%40example.com|2001:db8:1:2::/64", "signin:address:2001:db8:1:2::/64"],
      0,
    );
    expect([...hits.values()]).toEqual([[1_000_000], [1_000_000]]);
  });
});

describe("SignInThrottle's default limits", () => {
  it(
    "waits 30 s after 5 failures of one account, doubling up to 15 minutes; " +
      "20 failures of an address wait 15 minutes",
    async () => {
      const store = new MemoryHitStore();
      const throttle = new SignInThrottle(
        async () => store,
        undefined,
        () => 0,
      );
      for (let i = 0; i < 5; i++) await throttle.recordFailure("ada@example.com", "203.0.113.7");
      expect(await throttle.wait("ada@example.com", "203.0.113.7")).toEqual({ seconds: 30, reason: "account" });
      for (let i = 0; i < 5; i++) await throttle.recordFailure("ada@example.com", "203.0.113.7");
      expect(await throttle.wait("ada@example.com", "203.0.113.7")).toEqual({ seconds: 900, reason: "account" });
      for (let i = 0; i < 10; i++) await throttle.recordFailure(`p${i}@example.com`, "198.51.100.1");
      expect(await throttle.wait("q@example.com", "198.51.100.1")).toEqual({ seconds: 0, reason: null });
      for (let i = 10; i < 20; i++) await throttle.recordFailure(`p${i}@example.com`, "198.51.100.1");
      expect(await throttle.wait("q@example.com", "198.51.100.1")).toEqual({ seconds: 900, reason: "address" });
    },
  );
});
