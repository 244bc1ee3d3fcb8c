import { describe, expect, it } from "vitest";
import { parseIntegerInput } from "./integer-input";

describe("parseIntegerInput", () => {
  it("accepts whole numbers and an empty field (property removed)", () => {
    expect(parseIntegerInput("42")).toEqual({ ok: true, value: 42 });
    expect(parseIntegerInput(" -3 ")).toEqual({ ok: true, value: -3 });
    expect(parseIntegerInput("")).toEqual({ ok: true, value: undefined });
    expect(parseIntegerInput("1e3")).toEqual({ ok: true, value: 1000 });
  });

  it("refuses anything else with a message that says what to enter", () => {
    expect(parseIntegerInput("1.5")).toEqual({
      ok: false,
      error: "1.5 is not a whole number: use 2 or another whole number.",
    });
    expect(parseIntegerInput("abc")).toEqual({ ok: false, error: "Enter a whole number, like 3." });
    expect(parseIntegerInput("", true)).toEqual({ ok: false, error: "Enter a whole number, like 3." });
    expect(parseIntegerInput("99999999999999999999")).toEqual({ ok: false, error: "That number is too large." });
  });
});
