import { describe, expect, it } from "vitest";
import { createIdleTimer, hashPin, pinProblem } from "./idle-timer";

function fakeTimers() {
  let now = 0;
  let next = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  return {
    timers: {
      setTimeout(callback: () => void, ms: number) {
        const id = next++;
        pending.set(id, { at: now + ms, callback });
        return id;
      },
      clearTimeout(handle: unknown) {
        pending.delete(handle as number);
      },
    },
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...pending.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = until;
    },
  };
}

describe("createIdleTimer", () => {
  it("asks after the idle time, then resets after the grace time", () => {
    const clock = fakeTimers();
    const events: string[] = [];
    const idle = createIdleTimer({
      idleMs: 60,
      graceMs: 15,
      timers: clock.timers,
      onAsk: () => events.push("ask"),
      onReset: () => events.push("reset"),
    });
    idle.activity();
    clock.advance(59);
    expect(events).toEqual([]);
    clock.advance(1);
    expect(events).toEqual(["ask"]);
    clock.advance(15);
    expect(events).toEqual(["ask", "reset"]);
    clock.advance(1000);
    expect(events).toEqual(["ask", "reset"]);
  });

  it("starts again on activity, also during the question, and does nothing once stopped", () => {
    const clock = fakeTimers();
    const events: string[] = [];
    const idle = createIdleTimer({
      idleMs: 60,
      graceMs: 15,
      timers: clock.timers,
      onAsk: () => events.push("ask"),
      onReset: () => events.push("reset"),
    });
    idle.activity();
    clock.advance(50);
    idle.activity();
    clock.advance(50);
    expect(events).toEqual([]);
    clock.advance(10);
    expect(events).toEqual(["ask"]);
    idle.activity();
    clock.advance(30);
    expect(events).toEqual(["ask"]);
    idle.stop();
    clock.advance(1000);
    expect(events).toEqual(["ask"]);
  });
});

describe("kiosk PIN", () => {
  it("accepts 4 to 8 digits only", () => {
    expect(pinProblem("2468")).toBeNull();
    expect(pinProblem("12345678")).toBeNull();
    expect(pinProblem("123")).toMatch(/4 to 8 digits/);
    expect(pinProblem("12a4")).toMatch(/4 to 8 digits/);
  });

  it("keeps a hash, the same for the same PIN", async () => {
    expect(await hashPin("2468")).toBe(await hashPin("2468"));
    expect(await hashPin("2468")).not.toBe(await hashPin("2469"));
    expect(await hashPin("2468")).not.toContain("2468");
  });
});
