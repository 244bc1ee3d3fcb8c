import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterQuiet } from "@/lib/timing/after-quiet";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("afterQuiet", () => {
  it("runs once, `ms` after the last of a burst of changes", () => {
    const run = vi.fn();
    const quiet = afterQuiet(run, 300);
    for (let key = 0; key < 10; key++) {
      quiet.poke();
      vi.advanceTimersByTime(100);
    }
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(1);
    quiet.poke();
    vi.advanceTimersByTime(300);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("holds one timer through a burst, not one per change", () => {
    const quiet = afterQuiet(() => {}, 300);
    const set = vi.spyOn(globalThis, "setTimeout");
    const clear = vi.spyOn(globalThis, "clearTimeout");
    for (let key = 0; key < 50; key++) {
      quiet.poke();
      vi.advanceTimersByTime(20);
    }
    // Set again only when it fired before the burst ended: 1,000 ms of changes with a wait of 300.
    expect(set.mock.calls.length).toBeLessThanOrEqual(5);
    expect(clear).not.toHaveBeenCalled();
    set.mockRestore();
    clear.mockRestore();
  });

  it("runs nothing once cancelled, until poked again", () => {
    const run = vi.fn();
    const quiet = afterQuiet(run, 300);
    quiet.poke();
    vi.advanceTimersByTime(200);
    quiet.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
    quiet.poke();
    vi.advanceTimersByTime(300);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
