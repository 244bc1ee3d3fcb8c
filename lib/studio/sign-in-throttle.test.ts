import { describe, expect, it } from "vitest";
import { MemoryHitStore } from "../api/hit-store";
import { SignInThrottle, type SignInLimits } from "./sign-in-throttle";

const LIMITS: SignInLimits = { perAccountAddress: 3, backoffMs: 10_000, maxBackoffMs: 60_000, perAddress: 5, windowMs: 120_000 };

function setup(limits: Partial<SignInLimits> = {}) {
  let now = 1_000_000;
  const store = new MemoryHitStore();
  const throttle = new SignInThrottle(async () => store, { ...LIMITS, ...limits }, () => now);
  return { throttle, store, advance: (ms: number) => (now += ms) };
}

const seconds = async (throttle: SignInThrottle, account: string, address: string) => (await throttle.wait(account, address)).seconds;

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
