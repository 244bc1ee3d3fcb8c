import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ApiError } from "./errors";
import { contentRange, MAX_PAGE, parseRange, resolvePage } from "./range";

describe("parseRange", () => {
  it.each([
    [null, null],
    ["resources=0-9", { from: 0, to: 9 }],
    ["resources=5-", { from: 5, to: null }],
    [" Resources = 3-3", { from: 3, to: 3 }],
    ["bytes=0-10", null],
    ["resources=9-5", "invalid"],
    ["resources=-5", "invalid"],
    ["resources=a-b", "invalid"],
    ["resources", "invalid"],
    ["resources=1-2,4-5", "invalid"],
    // several digits, up to 15 (beyond, the number would lose precision)
    ["resources=10-25", { from: 10, to: 25 }],
    ["resources=120-", { from: 120, to: null }],
    ["resources=999999999999999-999999999999999", { from: 999999999999999, to: 999999999999999 }],
    ["resources=1000000000000000-", "invalid"],
    ["resources=0-1000000000000000", "invalid"],
    ["resources=25-10", "invalid"],
    // spaces around the unit, the = and the value; the unit in any case
    ["resources= 0-9 ", { from: 0, to: 9 }],
    ["\tRESOURCES\t=0-9", { from: 0, to: 9 }],
    ["resources=0 - 9", "invalid"],
    ["resources=x0-9", "invalid"],
    ["resources=0-9x", "invalid"],
    ["resources=0-9\nx", "invalid"],
    // another unit (ignored) is a token starting with a letter
    ["items=0-9", null],
    ["my_unit-2=0-9", null],
    ["2units=0-9", "invalid"],
    ["=0-9", "invalid"],
    ["resources0-9", "invalid"],
  ])("%j -> %j", (header, expected) => {
    expect(parseRange(header)).toEqual(expected);
  });
});

describe("resolvePage", () => {
  it("defaults to 0-20 and clips to the collection and to 1000", () => {
    expect(resolvePage(null, 100)).toMatchObject({ from: 0, to: 20, partial: true });
    expect(resolvePage(null, 5)).toMatchObject({ from: 0, to: 4, partial: false });
    expect(resolvePage({ from: 0, to: null }, 5000)).toMatchObject({ from: 0, to: 999, limit: 1000 });
    expect(contentRange(resolvePage({ from: 10, to: 19 }, 15))).toBe("resources 10-14/15");
    expect(contentRange(resolvePage(null, 0))).toBe("resources */0");
  });

  it("gives the page asked for, clipped to the collection", () => {
    expect(resolvePage({ from: 0, to: 9 }, 10)).toEqual({
      offset: 0,
      limit: 10,
      from: 0,
      to: 9,
      total: 10,
      partial: false,
    });
    expect(resolvePage({ from: 0, to: 8 }, 10)).toEqual({
      offset: 0,
      limit: 9,
      from: 0,
      to: 8,
      total: 10,
      partial: true,
    });
    expect(resolvePage({ from: 1, to: 20 }, 10)).toEqual({
      offset: 1,
      limit: 9,
      from: 1,
      to: 9,
      total: 10,
      partial: true,
    });
    expect(resolvePage({ from: 9, to: null }, 10)).toEqual({
      offset: 9,
      limit: 1,
      from: 9,
      to: 9,
      total: 10,
      partial: true,
    });
    expect(resolvePage({ from: 10, to: null }, 5000)).toMatchObject({ from: 10, to: 1009, limit: MAX_PAGE });
    expect(resolvePage({ from: 0, to: 0 }, 0)).toEqual({
      offset: 0,
      limit: 0,
      from: 0,
      to: 0,
      total: 0,
      partial: false,
    });
    expect(resolvePage(null, 0)).toEqual({ offset: 0, limit: 0, from: 0, to: 0, total: 0, partial: false });
  });

  it.each([
    [{ from: 5, to: 9 }, 5, "The range starts at 5 but the collection holds 5 resources (the last is 4)."],
    [{ from: 1, to: 1 }, 0, "The collection is empty; the range must start at 0."],
    ["invalid", 10, "The Range header is not of the form resources=<from>-<to> with from <= to."],
  ] as const)("says why %j on %i resources is refused, with the total in its details", (range, total, message) => {
    expect(() => resolvePage(range as never, total)).toThrow(
      expect.objectContaining({ error: "rangeNotSatisfiable", message, details: { total } }),
    );
  });

  it.each([
    [{ from: 5, to: 9 }, 5],
    [{ from: 1, to: 1 }, 0],
    ["invalid", 10],
  ] as const)("refuses %j on %i resources with 416 and Content-Range */total", (range, total) => {
    try {
      resolvePage(range as never, total);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(416);
      expect((error as ApiError).headers["Content-Range"]).toBe(`resources */${total}`);
    }
  });

  it("always answers a page inside the collection, at most 1000 long, or 416 exactly when it must (property)", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(0), fc.nat(5000)),
        fc.oneof(fc.constant(0), fc.nat(6000)),
        fc.option(fc.nat(6000), { nil: null }),
        (total, from, to) => {
          const requested = parseRange(`resources=${from}-${to ?? ""}`);
          // Digits on both sides always parse; only from > to is invalid.
          expect(requested).toEqual(to !== null && from > to ? "invalid" : { from, to });
          const refused = requested === "invalid" || (total === 0 ? from > 0 : from >= total);
          let page;
          try {
            page = resolvePage(requested, total);
          } catch (error) {
            expect((error as ApiError).status).toBe(416);
            expect(refused).toBe(true);
            return;
          }
          expect(refused).toBe(false);
          if (total === 0) {
            expect(page).toEqual({ offset: 0, limit: 0, from: 0, to: 0, total: 0, partial: false });
            return;
          }
          expect(page.from).toBe(from);
          expect(page.offset).toBe(from);
          expect(page.to).toBe(Math.min(to ?? Infinity, from + MAX_PAGE - 1, total - 1));
          expect(page.to - page.from + 1).toBe(page.limit);
          expect(page.total).toBe(total);
          expect(page.partial).toBe(!(page.from === 0 && page.to === total - 1));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
