import { describe, expect, it } from "vitest";
import { compilePattern, isValidDateValue, patternParts } from "./builtin-patterns";

// The mutant that survives, equivalent: patternParts' `typeof pattern === "object"` made true (:30) — a number or
// boolean has no `pattern` text either. (validDay's checks live in date-formats.ts now, pinned by its test.)
describe("isValidDateValue", () => {
  it.each([
    ["date", "2028-02-29", true],
    ["date", "2027-02-29", false],
    ["date", "2027-04-31", false],
    ["date", "2027-13-01", false],
    ["date", "2027-12-31", true],
    ["date", "2027-00-10", false],
    ["datetime", "2027-03-14T23:59:59", true],
    ["datetime", "2027-03-14T24:00:00", false],
    ["datetime", "2027-03-14T23:60:00", false],
    ["datetime", "2027-03-14T23:59:60", false],
    ["datetime", "2027-02-30T10:00:00", false],
    ["time", "23:59:59", true],
    ["time", "00:00:00", true],
    ["time", "24:00:00", false],
    ["time", "12:60:00", false],
    ["time", "12:00:60", false],
    ["week", "2026-W53", true],
    ["week", "2027-W53", false],
    ["week", "2027-W52", true],
    ["week", "2020-W53", true],
    ["week", "2032-W53", true],
    ["week", "2024-W53", false],
    // 2025 begins on a Wednesday but is no leap year.
    ["week", "2025-W53", false],
    ["week", "2027-W00", false],
    ["week", "2027-W01", true],
    ["month", "2027-12", true],
    ["month", "2027-01", true],
    ["month", "2027-13", false],
    ["month", "2027-00", false],
  ] as const)("%s %s: %s", (subtype, value, valid) => {
    expect(isValidDateValue(subtype, value)).toBe(valid);
  });
});

describe("patternParts and compilePattern", () => {
  it("reads a string or {pattern, flags}, flags only when they are text", () => {
    expect(patternParts("^a")).toEqual({ source: "^a" });
    expect(patternParts({ pattern: "^a", flags: "i" })).toEqual({ source: "^a", flags: "i" });
    expect(patternParts({ pattern: "^a", flags: 1 })).toEqual({ source: "^a", flags: undefined });
    expect(patternParts({ pattern: 1 })).toBeNull();
    expect(patternParts({})).toBeNull();
    expect(patternParts(null)).toBeNull();
    expect(patternParts(5)).toBeNull();
  });

  it("compiles a usable pattern with its flags, and gives null for one that cannot be used", () => {
    const regex = compilePattern({ pattern: "^a", flags: "i" });
    expect(regex?.test("Abc")).toBe(true);
    expect(compilePattern("^a")?.test("Abc")).toBe(false);
    expect(compilePattern("(")).toBeNull();
    expect(compilePattern(5)).toBeNull();
  });
});
