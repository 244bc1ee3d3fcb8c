import { describe, expect, it } from "vitest";
import { dateSubtypeOf, fromNativeValue, nativeInputType, toNativeValue } from "./date-input";

describe("date pickers and stored values", () => {
  it("uses the native picker of each subtype", () => {
    expect(
      ["date", "datetime", "time", "week", "month"].map((subtype) => nativeInputType(dateSubtypeOf(subtype))),
    ).toEqual(["date", "datetime-local", "time", "week", "month"]);
    expect(dateSubtypeOf(undefined)).toBe("date");
    expect(dateSubtypeOf("fortnight")).toBe("date");
  });

  it("adds the seconds the pickers leave out", () => {
    expect(fromNativeValue("time", "09:30")).toBe("09:30:00");
    expect(fromNativeValue("time", "09:30:15")).toBe("09:30:15");
    expect(fromNativeValue("time", "09:30:15.250")).toBe("09:30:15");
    expect(fromNativeValue("datetime", "2027-03-14T09:30")).toBe("2027-03-14T09:30:00");
    expect(fromNativeValue("week", "2027-W11")).toBe("2027-W11");
    expect(fromNativeValue("month", "2027-03")).toBe("2027-03");
    expect(fromNativeValue("date", "")).toBeUndefined();
  });

  it("shows stored values in the picker only when they are in the subtype's format", () => {
    expect(toNativeValue("datetime", "2027-03-14T09:30:00")).toBe("2027-03-14T09:30:00");
    expect(toNativeValue("week", "2027-W11")).toBe("2027-W11");
    expect(toNativeValue("date", "2027-02-30")).toBeNull();
    expect(toNativeValue("month", "2027-03-14")).toBeNull();
  });

  it("round-trips every format's example", () => {
    for (const [subtype, example] of [
      ["date", "2027-03-14"],
      ["datetime", "2027-03-14T09:30:00"],
      ["time", "09:30:00"],
      ["week", "2027-W11"],
      ["month", "2027-03"],
    ] as const) {
      expect(fromNativeValue(subtype, toNativeValue(subtype, example) as string)).toBe(example);
    }
  });
});
