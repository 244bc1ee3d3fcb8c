import { describe, expect, it } from "vitest";
import { relativeTime, saveStatusWords, type SaveState } from "./save-status-text";

const now = Date.parse("2026-11-23T12:00:00Z");
const ago = (seconds: number) => new Date(now - seconds * 1000);

describe("saveStatusWords", () => {
  it.each<[SaveState, Parameters<typeof saveStatusWords>[1], string, string | undefined]>([
    ["saved", { now }, "Saved", undefined],
    ["saved", { now, lastSavedAt: ago(120) }, "Saved", "2 min ago"],
    ["saved", { now, logicWarnings: 2 }, "Saved — 2 logic warnings", undefined],
    ["saved", { now, logicWarnings: 1, lastSavedAt: ago(120) }, "Saved — 1 logic warning", "2 min ago"],
    ["saved", { now, logicWarnings: 0 }, "Saved", undefined],
    ["dirty", { now, logicWarnings: 2 }, "Unsaved changes", undefined],
    ["saving", { now }, "Saving…", undefined],
    ["offline", { now, retryInSeconds: 5 }, "Offline", "retrying in 5s"],
    ["offline", { now, retryInSeconds: 2.2 }, "Offline", "retrying in 3s"],
    ["offline", { now, retryInSeconds: 0 }, "Offline", "retrying…"],
    ["offline", { now }, "Offline", "retrying…"],
    ["conflict", { now }, "Conflict — choose what to keep", undefined],
    ["gone", { now }, "Deleted", "this event no longer exists"],
    ["invalid", { now, problemCount: 3 }, "Fix 3 problems to save", undefined],
    ["invalid", { now, problemCount: 1 }, "Fix 1 problem to save", undefined],
    ["invalid", { now }, "Fix the problems to save", undefined],
  ])("%s %j -> %s / %s", (state, options, label, detail) => {
    expect(saveStatusWords(state, options)).toEqual({ label, detail });
  });
});

describe("relativeTime", () => {
  it.each([
    [0, "just now"],
    [44, "just now"],
    [-5, "just now"],
    [60, "1 min ago"],
    [59 * 60, "59 min ago"],
    [3 * 3600, "3 h ago"],
    [3 * 86400, "on 2026-11-20"],
  ])("%i s ago -> %s", (seconds, expected) => {
    expect(relativeTime(ago(seconds), now)).toBe(expected);
  });

  it("says nothing for an invalid date", () => {
    expect(relativeTime(new Date(Number.NaN), now)).toBe("");
  });
});
