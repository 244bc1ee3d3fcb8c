import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatHttpDate, parseHttpDate } from "./http-date";

describe("HTTP-dates", () => {
  it.each([
    ["Sun, 06 Nov 1994 08:49:37 GMT", "1994-11-06T08:49:37.000Z"],
    ["Sunday, 06-Nov-94 08:49:37 GMT", "1994-11-06T08:49:37.000Z"],
    ["Sun Nov  6 08:49:37 1994", "1994-11-06T08:49:37.000Z"],
  ])("parses %s", (text, iso) => {
    expect(parseHttpDate(text)?.toISOString()).toBe(iso);
  });

  it.each([
    "1",
    "2024-01-01",
    "tomorrow",
    "Mon, 06 Nov 1994 08:49:37 GMT", // wrong weekday
    "Sun, 31 Feb 1994 08:49:37 GMT",
    "Sun, 06 Nov 1994 25:49:37 GMT",
    "Sun, 6 Nov 1994 08:49:37 GMT",
    "Sun, 06 Nov 1994 08:49:37 UTC",
    "",
  ])("refuses %j (Date.parse would not)", (text) => {
    expect(parseHttpDate(text)).toBeNull();
  });

  it("round-trips: format then parse gives the same second (property)", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("9999-12-31T23:59:59Z"), noInvalidDate: true }), (date) => {
        const parsed = parseHttpDate(formatHttpDate(date));
        expect(parsed?.getTime()).toBe(Math.floor(date.getTime() / 1000) * 1000);
      }),
      { numRuns: 1000 },
    );
  });

  it("never throws on arbitrary text (property)", () => {
    fc.assert(fc.property(fc.string(), (text) => void parseHttpDate(text)));
  });
});
