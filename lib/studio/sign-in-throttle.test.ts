import { describe, expect, it } from "vitest";
import { addressKey, SignInThrottle, type SignInLimits } from "./sign-in-throttle";

const LIMITS: SignInLimits = { perClientAddress: 3, backoffMs: 10_000, maxBackoffMs: 60_000, perAddress: 5, windowMs: 120_000 };

function setup(limits: Partial<SignInLimits> = {}) {
  let now = 1_000_000;
  const throttle = new SignInThrottle({ ...LIMITS, ...limits }, () => now);
  return { throttle, advance: (ms: number) => (now += ms) };
}

describe("SignInThrottle", () => {
  it("lets a person fail a few times, then makes them wait, doubling with each further failure", () => {
    const { throttle, advance } = setup({ perAddress: 100 });
    for (let i = 0; i < 3; i++) {
      expect(throttle.retryAfterSeconds("client", "203.0.113.7")).toBe(0);
      throttle.recordFailure("client", "203.0.113.7");
    }
    expect(throttle.retryAfterSeconds("client", "203.0.113.7")).toBe(10);
    advance(10_000);
    expect(throttle.retryAfterSeconds("client", "203.0.113.7")).toBe(0);
    throttle.recordFailure("client", "203.0.113.7");
    expect(throttle.retryAfterSeconds("client", "203.0.113.7")).toBe(20);
    advance(20_000);
    throttle.recordFailure("client", "203.0.113.7");
    expect(throttle.retryAfterSeconds("client", "203.0.113.7")).toBe(40);
  });

  it("never makes one person wait for another person's failures with the same client id", () => {
    const { throttle } = setup();
    for (let i = 0; i < 10; i++) throttle.recordFailure("client", "203.0.113.7");
    expect(throttle.retryAfterSeconds("client", "203.0.113.7")).toBeGreaterThan(0);
    expect(throttle.retryAfterSeconds("client", "198.51.100.1")).toBe(0);
  });

  it("limits one address across client ids within the window", () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 5; i++) throttle.recordFailure(`client-${i}`, "203.0.113.7");
    expect(throttle.retryAfterSeconds("yet-another", "203.0.113.7")).toBe(120);
    advance(120_000);
    expect(throttle.retryAfterSeconds("yet-another", "203.0.113.7")).toBe(0);
  });

  it("ends a person's backoff for a client once they get the secret right", () => {
    const { throttle } = setup();
    for (let i = 0; i < 3; i++) throttle.recordFailure("client", "203.0.113.7");
    throttle.recordSuccess("client", "203.0.113.7");
    expect(throttle.retryAfterSeconds("client", "203.0.113.7")).toBe(0);
  });

  it("counts an IPv6 /64 as one person, and IPv4-mapped addresses as IPv4", () => {
    const { throttle } = setup();
    for (let i = 0; i < 3; i++) throttle.recordFailure("client", `2001:db8:1:2::${i + 1}`);
    expect(throttle.retryAfterSeconds("client", "2001:db8:1:2:ffff::9")).toBe(10);
    expect(throttle.retryAfterSeconds("client", "2001:db8:1:3::1")).toBe(0);
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("2001:0db8:0001:0002:0:0:0:1")).toBe("2001:db8:1:2::/64");
  });
});
