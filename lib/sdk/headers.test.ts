import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatHttpDate, mediaType, parseContentRange, parseHttpDate, parseRetryAfter, versionOf } from "./headers";

describe("media types", () => {
  it("names the vendor type of a version", () => {
    expect(mediaType("1.1.5")).toBe("application/vnd.service-v1.1.5+json");
  });
  it("reads the version of a response's Content-Type", () => {
    expect(versionOf("application/vnd.service-v1.1.4+json; charset=utf-8")).toBe("1.1.4");
    expect(versionOf("application/json")).toBeNull();
    expect(versionOf(null)).toBeNull();
  });
});

describe("parseContentRange", () => {
  it.each([
    ["resources 0-20/21", { from: 0, to: 20, total: 21 }],
    ["resources 1000-1999/2500", { from: 1000, to: 1999, total: 2500 }],
    ["resources */0", { from: null, to: null, total: 0 }],
  ])("reads %s", (header, expected) => {
    expect(parseContentRange(header)).toEqual(expected);
  });
  it.each(["bytes 0-1/2", "resources 0-/3", "", "resources -1-2/3"])("refuses %j", (header) => {
    expect(parseContentRange(header)).toBeNull();
  });
});

describe("HTTP-dates", () => {
  it("formats as IMF-fixdate without milliseconds", () => {
    expect(formatHttpDate(new Date("1994-11-06T08:49:37.999Z"))).toBe("Sun, 06 Nov 1994 08:49:37 GMT");
  });
  it("round-trips every whole second", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 253402300799 }), (seconds) => {
        const date = new Date(seconds * 1000);
        expect(parseHttpDate(formatHttpDate(date))?.getTime()).toBe(date.getTime());
      }),
    );
  });
  it.each(["yesterday", "Sun, 06 Nov 1994 08:49:37", "Sun, 06 Foo 1994 08:49:37 GMT", ""])("refuses %j", (value) => {
    expect(parseHttpDate(value)).toBeNull();
  });
});

describe("parseRetryAfter", () => {
  it("reads seconds", () => {
    expect(parseRetryAfter("7")).toBe(7000);
  });
  it("reads an HTTP-date relative to now", () => {
    const now = Date.UTC(2026, 0, 1, 0, 0, 0);
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:05 GMT", now)).toBe(5000);
  });
  it("ignores what it cannot read", () => {
    expect(parseRetryAfter("soon")).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
  });
});
