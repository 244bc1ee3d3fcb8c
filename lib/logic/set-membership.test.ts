import fc from "fast-check";
import { $in, $nin, createQueryTester } from "sift";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { $inSet, $ninSet } from "./set-membership";

// The set lookup exists for speed and decides exactly as sift's $in (the property test below). That it is taken
// is checked by counting the calls of sift's own $in (the real one, wrapped): none for a list of plain values,
// one for a list holding anything sift matches specially.
const siftIn = vi.hoisted(() => ({ calls: 0 }));
vi.mock("sift", async (importOriginal) => {
  // sift is CommonJS: its named exports are properties of its default export.
  const original = (await importOriginal<{ default: typeof import("sift") }>()).default;
  return {
    ...original,
    default: original,
    $in: (...args: Parameters<typeof original.$in>) => {
      siftIn.calls++;
      return original.$in(...args);
    },
  };
});
beforeEach(() => {
  siftIn.calls = 0;
});

const scalar = fc.oneof(fc.constantFrom("a", "b", "c", "1"), fc.integer({ min: 0, max: 3 }), fc.boolean());
const answer = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 4 }),
  fc.constant(undefined),
  fc.constant(null),
  fc.array(fc.array(scalar, { maxLength: 2 }), { maxLength: 2 }),
);

describe("$inSet and $ninSet", () => {
  it("decide exactly as sift's $in and $nin for lists of plain values", () => {
    fc.assert(
      fc.property(fc.array(scalar, { maxLength: 5 }), answer, fc.constantFrom("$in", "$nin"), (list, value, op) => {
        const query = { tags: { [op]: list } };
        const doc = value === undefined ? {} : { tags: value };
        const ours = createQueryTester(query, { operations: { $in: $inSet, $nin: $ninSet } })(doc);
        const sift = createQueryTester(query, { operations: { $in, $nin } })(doc);
        expect(ours).toBe(sift);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    [["a", "b"], "b", true],
    [[1, 2], 2, true],
    [[true], false, false],
    [["1", 1, false], ["x", 1], true],
    [[], "a", false],
  ])("look %j up as a set, without sift's $in (%j -> %s)", (list, value, expected) => {
    const ours = createQueryTester({ tags: { $in: list } }, { operations: { $in: $inSet, $nin: $ninSet } });
    const negated = createQueryTester({ tags: { $nin: list } }, { operations: { $in: $inSet, $nin: $ninSet } });
    expect([ours({ tags: value }), negated({ tags: value })]).toEqual([expected, !expected]);
    expect(siftIn.calls).toBe(0);
  });

  it.each([
    [[null], {}, true],
    [[Number.NaN, 1], { tags: 1 }, true],
    [[/^b/], { tags: "blue" }, true],
    [[{ a: 1 }], { tags: { a: 1 } }, true],
    [["a", undefined], {}, true],
  ])("leave %j to sift's $in (%j -> %s)", (list, doc, expected) => {
    expect(createQueryTester({ tags: { $in: list } }, { operations: { $in: $inSet, $nin: $ninSet } })(doc)).toBe(
      expected,
    );
    expect(siftIn.calls).toBe(1);
  });
});
