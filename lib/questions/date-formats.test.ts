// The formats themselves: each example is a value of its format, and a format matches the whole value, nothing
// before or after it (a value with a prefix or a suffix is refused, not read from its middle). builtin-patterns.test.ts
// checks the real dates, times and weeks at their edges.
import { describe, expect, it } from "vitest";
import { DATE_FORMATS, isValidDateValue, type DateSubtype } from "./date-formats";

const SUBTYPES = Object.keys(DATE_FORMATS) as DateSubtype[];

describe("DATE_FORMATS", () => {
  it("has the five subtypes, each with an example people can copy", () => {
    expect(SUBTYPES).toEqual(["date", "datetime", "time", "week", "month"]);
    expect(Object.fromEntries(SUBTYPES.map((subtype) => [subtype, DATE_FORMATS[subtype].example]))).toEqual({
      date: "2027-03-14",
      datetime: "2027-03-14T09:30:00",
      time: "09:30:00",
      week: "2027-W11",
      month: "2027-03",
    });
  });

  it.each(SUBTYPES)("%s: its example is a valid value, and nothing before or after it is", (subtype) => {
    const { example } = DATE_FORMATS[subtype];
    expect(isValidDateValue(subtype, example)).toBe(true);
    for (const value of [`1${example}`, `${example}1`, ` ${example}`, `${example} `, `x${example}`, `${example}Z`])
      expect(isValidDateValue(subtype, value), value).toBe(false);
  });
});
