import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatHttpDate, parseHttpDate, toSeconds } from "./http-date";

// Mutants of http-date.ts that survive `npm run test:mutation lib/api/http-date.ts`, and why they are equivalent:
// - :14 `hours > 23` → false: an hour of 24 or more rolls Date.UTC over to another day, which :19 refuses.
// - :19 either half of `date differs || month differs` alone, or both joined by &&: a day past the month's end
//   rolls over to a smaller day of the next month, so both differ whenever one does.
// - :41 `match[3].trim()` → `match[3]`: Number(" 6") is 6.
describe("HTTP-dates", () => {
  it.each([
    ["Sun, 06 Nov 1994 08:49:37 GMT", "1994-11-06T08:49:37.000Z"],
    ["Sunday, 06-Nov-94 08:49:37 GMT", "1994-11-06T08:49:37.000Z"],
    ["Sun Nov  6 08:49:37 1994", "1994-11-06T08:49:37.000Z"],
    ["Sun Nov 06 08:49:37 1994", "1994-11-06T08:49:37.000Z"],
    ["Sat Nov 12 08:49:37 1994", "1994-11-12T08:49:37.000Z"],
    [" Sun, 06 Nov 1994 08:49:37 GMT ", "1994-11-06T08:49:37.000Z"],
    // every weekday of the RFC 850 form, by its long name
    ["Monday, 07-Nov-94 08:49:37 GMT", "1994-11-07T08:49:37.000Z"],
    ["Tuesday, 08-Nov-94 08:49:37 GMT", "1994-11-08T08:49:37.000Z"],
    ["Wednesday, 09-Nov-94 08:49:37 GMT", "1994-11-09T08:49:37.000Z"],
    ["Thursday, 10-Nov-94 08:49:37 GMT", "1994-11-10T08:49:37.000Z"],
    ["Friday, 11-Nov-94 08:49:37 GMT", "1994-11-11T08:49:37.000Z"],
    ["Saturday, 12-Nov-94 08:49:37 GMT", "1994-11-12T08:49:37.000Z"],
    // a leap second is the second before it
    ["Sun, 06 Nov 1994 08:49:60 GMT", "1994-11-06T08:49:59.000Z"],
  ])("parses %s", (text, iso) => {
    expect(parseHttpDate(text)?.toISOString()).toBe(iso);
  });

  it.each([
    "1",
    "2024-01-01",
    "tomorrow",
    "Mon, 06 Nov 1994 08:49:37 GMT", // wrong weekday
    "Sun, 31 Feb 1994 08:49:37 GMT",
    "Thu, 31 Feb 1994 08:49:37 GMT", // the weekday of 3 March, where Date.UTC rolls it over
    "Sun, 06 Nov 1994 25:49:37 GMT",
    "Sun, 06 Nov 1994 08:60:37 GMT",
    "Sun, 06 Nov 1994 08:49:61 GMT",
    // nothing before or after the date, in each form
    "xSun, 06 Nov 1994 08:49:37 GMT",
    "Sun, 06 Nov 1994 08:49:37 GMT x",
    "xSunday, 06-Nov-94 08:49:37 GMT",
    "Sunday, 06-Nov-94 08:49:37 GMT x",
    "xSun Nov  6 08:49:37 1994",
    "Sun Nov  6 08:49:37 1994 x",
    "Sun Nov 6 08:49:37 1994",
    "Sun, 6 Nov 1994 08:49:37 GMT",
    "Sun, 06 Nov 1994 08:49:37 UTC",
    "",
  ])("refuses %j (Date.parse would not)", (text) => {
    expect(parseHttpDate(text)).toBeNull();
  });

  it("refuses no value", () => {
    expect(parseHttpDate(null)).toBeNull();
    expect(parseHttpDate(undefined)).toBeNull();
  });

  it("reads an RFC 850 two-digit year as at most 50 years ahead, else in the century before", () => {
    const currentYear = new Date().getUTCFullYear();
    const rfc850 = (year: number) => {
      const date = new Date(Date.UTC(year, 10, 6, 8, 49, 37));
      const weekday = date.toLocaleDateString("en-GB", { weekday: "long", timeZone: "UTC" });
      return `${weekday}, 06-Nov-${String(year % 100).padStart(2, "0")} 08:49:37 GMT`;
    };
    for (const year of [currentYear, currentYear + 1, currentYear + 50, currentYear - 49]) {
      expect(parseHttpDate(rfc850(year))?.getUTCFullYear(), String(year)).toBe(year);
    }
  });

  it("compares in whole seconds", () => {
    expect(toSeconds(new Date("1994-11-06T08:49:37.999Z"))).toBe(784111777);
    expect(toSeconds(new Date("1994-11-06T08:49:37.000Z"))).toBe(784111777);
  });

  it("round-trips: format then parse gives the same second (property)", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("9999-12-31T23:59:59Z"), noInvalidDate: true }),
        (date) => {
          const parsed = parseHttpDate(formatHttpDate(date));
          expect(parsed?.getTime()).toBe(Math.floor(date.getTime() / 1000) * 1000);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("never throws on arbitrary text (property)", () => {
    fc.assert(fc.property(fc.string(), (text) => void parseHttpDate(text)));
  });
});
