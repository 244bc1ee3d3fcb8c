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

  it("always answers a page inside the collection, at most 1000 long, or 416 (property)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(0), fc.nat(5000)), fc.oneof(fc.constant(0), fc.nat(6000)), fc.option(fc.nat(6000), { nil: null }), (total, from, to) => {
        const requested = parseRange(`resources=${from}-${to ?? ""}`);
        let page;
        try {
          page = resolvePage(requested, total);
        } catch (error) {
          expect((error as ApiError).status).toBe(416);
          expect(requested === "invalid" || from >= total || (to !== null && from > to) || total === 0).toBe(true);
          return;
        }
        if (total === 0) {
          expect(page.limit).toBe(0);
          return;
        }
        expect(page.from).toBe(from);
        expect(page.to).toBeLessThan(total);
        expect(page.to - page.from + 1).toBe(page.limit);
        expect(page.limit).toBeLessThanOrEqual(MAX_PAGE);
        expect(page.partial).toBe(!(page.from === 0 && page.to === total - 1));
      }),
      { numRuns: 2000 },
    );
  });
});
