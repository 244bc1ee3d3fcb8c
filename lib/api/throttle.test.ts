import { describe, expect, it } from "vitest";
import { addressGroup, TokenThrottle } from "./throttle";

const setup = () => {
  const clock = { now: 0 };
  return { clock, throttle: new TokenThrottle(undefined, () => clock.now) };
};

describe("addressGroup", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:aaaa::1", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:ffff:0:0:9", "2001:db8:1:2::/64"],
    ["[2001:db8::1]", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
  ])("%s -> %s", (address, group) => {
    expect(addressGroup(address)).toBe(group);
  });
});

describe("TokenThrottle", () => {
  it("never refuses a client at an address with no failures because of failures elsewhere", () => {
    const { throttle } = setup();
    for (let i = 0; i < 200; i++) throttle.recordFailure("victim", `198.51.100.${i % 50}`);
    expect(throttle.retryAfterSeconds("victim", "203.0.113.7")).toBe(0);
  });

  it("lets 10 failures of a client from one address through, then backs off, doubling the wait", () => {
    const { clock, throttle } = setup();
    for (let i = 0; i < 10; i++) {
      expect(throttle.retryAfterSeconds("c", "10.0.0.1")).toBe(0);
      throttle.recordFailure("c", "10.0.0.1");
    }
    expect(throttle.retryAfterSeconds("c", "10.0.0.1")).toBe(1);
    clock.now += 1000;
    expect(throttle.retryAfterSeconds("c", "10.0.0.1")).toBe(0);
    throttle.recordFailure("c", "10.0.0.1");
    expect(throttle.retryAfterSeconds("c", "10.0.0.1")).toBe(2);
    expect(throttle.retryAfterSeconds("c", "10.0.0.2")).toBe(0);
  });

  it("counts a failure after a proven secret (a bad scope, say) for the address only", () => {
    const { throttle } = setup();
    for (let i = 0; i < 20; i++) throttle.recordFailure("c", "10.0.0.1", { secretProven: true });
    expect(throttle.retryAfterSeconds("c", "10.0.0.1")).toBe(0);
    for (let i = 0; i < 30; i++) throttle.recordFailure("c", "10.0.0.1", { secretProven: true });
    expect(throttle.retryAfterSeconds("c", "10.0.0.1")).toBe(60);
  });

  it("limits one address, and one IPv6 /64, to 50 failures across client ids", () => {
    const { throttle } = setup();
    for (let i = 0; i < 50; i++) throttle.recordFailure(`client${i}`, `2001:db8:1:2::${i.toString(16)}`);
    expect(throttle.retryAfterSeconds("fresh", "2001:db8:1:2:ffff::1")).toBe(60);
    expect(throttle.retryAfterSeconds("fresh", "2001:db8:1:3::1")).toBe(0);
  });

  it("limits a client to 60 successful token requests within 60 s", () => {
    const { clock, throttle } = setup();
    for (let i = 0; i < 60; i++) {
      expect(throttle.retryAfterSeconds("busy", "10.0.0.1")).toBe(0);
      throttle.recordSuccess("busy");
      clock.now += 500;
    }
    expect(throttle.retryAfterSeconds("busy", "10.0.0.9")).toBe(30);
    clock.now = 60_001;
    expect(throttle.retryAfterSeconds("busy", "10.0.0.1")).toBe(0);
  });
});
