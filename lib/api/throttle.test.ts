import { describe, expect, it } from "vitest";
import { FailureThrottle } from "./throttle";

describe("FailureThrottle", () => {
  it("lets 10 failures of a client through, then asks to wait until the window passes", () => {
    let now = 0;
    const throttle = new FailureThrottle({ perClient: 10, perAddress: 50, windowMs: 60_000 }, () => now);
    for (let i = 0; i < 10; i++) {
      expect(throttle.retryAfterSeconds("c", "a")).toBe(0);
      throttle.recordFailure("c", "a");
      now += 1000;
    }
    expect(throttle.retryAfterSeconds("c", "a")).toBe(50);
    expect(throttle.retryAfterSeconds("other", "b")).toBe(0);
    now = 60_001;
    expect(throttle.retryAfterSeconds("c", "a")).toBe(0);
  });

  it("limits one address to 50 failures across client ids", () => {
    const throttle = new FailureThrottle(undefined, () => 0);
    for (let i = 0; i < 50; i++) throttle.recordFailure(`client${i}`, "10.0.0.1");
    expect(throttle.retryAfterSeconds("fresh", "10.0.0.1")).toBeGreaterThan(0);
    expect(throttle.retryAfterSeconds("fresh", "10.0.0.2")).toBe(0);
  });
});
