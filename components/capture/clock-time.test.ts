import { afterEach, describe, expect, it, vi } from "vitest";
import { clockTime } from "./clock-time";

describe("clockTime", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes the time of day as the locale does, hours and minutes", () => {
    const iso = "2026-11-27T14:05:09Z";
    expect(clockTime(iso)).toBe(new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" }));
  });

  it("builds its formatter once, however often it is called", () => {
    clockTime("2026-11-27T09:00:00Z");
    const made = vi.spyOn(Intl, "DateTimeFormat");
    // toLocaleTimeString with options makes a formatter inside the engine, out of the spy's sight.
    const perCall = vi.spyOn(Date.prototype, "toLocaleTimeString");
    for (let minute = 0; minute < 20; minute++) clockTime(`2026-11-27T09:${String(minute).padStart(2, "0")}:00Z`);
    expect(made).not.toHaveBeenCalled();
    expect(perCall).not.toHaveBeenCalled();
  });
});
