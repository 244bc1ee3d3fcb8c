import { describe, expect, it } from "vitest";
import { MemoryHitStore } from "./hit-store";
import { addressGroup, TokenThrottle } from "./throttle";

const setup = () => {
  const clock = { now: 0 };
  const store = new MemoryHitStore();
  return { clock, throttle: new TokenThrottle(async () => store, undefined, () => clock.now) };
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
