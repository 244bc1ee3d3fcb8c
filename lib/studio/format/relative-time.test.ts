import { describe, expect, it } from "vitest";
import { exactTime, relativeTime } from "./relative-time";

const NOW = new Date("2026-11-23T12:00:00Z");
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe("relativeTime", () => {
  it.each([
    [10, "just now"],
    [50, "1 minute ago"],
    [3 * 60, "3 minutes ago"],
    [2 * 3600, "2 hours ago"],
    [86_400, "yesterday"],
    [3 * 86_400, "3 days ago"],
    [14 * 86_400, "2 weeks ago"],
    [400 * 86_400, "last year"],
  ])("%i seconds ago reads %s", (seconds, expected) => {
    expect(relativeTime(ago(seconds), NOW)).toBe(expected);
  });

  it("gives the exact time in UTC for the hover text", () => {
    // ICU versions differ in punctuation; the parts are what matter.
    expect(exactTime(NOW)).toMatch(/^Monday,? 23 November 2026 at 12:00:00 UTC$/);
  });
});
