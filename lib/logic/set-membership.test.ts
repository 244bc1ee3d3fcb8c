import fc from "fast-check";
import { $in, $nin, createQueryTester } from "sift";
import { describe, expect, it } from "vitest";
import { $inSet, $ninSet } from "./set-membership";

// Mutants that survive, equivalent by design: those that send a list to sift's own $in instead of the set lookup
// (isScalar or scalarList made false, the guard made true). The set lookup exists for speed only and decides exactly
// as sift's $in — which is what this test checks — so only the time a huge list takes tells them apart
// (the "attack" scenario of npm run bench:api sends the largest $in; no test asserts timings).

const scalar = fc.oneof(fc.constantFrom("a", "b", "c", "1"), fc.integer({ min: 0, max: 3 }), fc.boolean());
const answer = fc.oneof(scalar, fc.array(scalar, { maxLength: 4 }), fc.constant(undefined), fc.constant(null), fc.array(fc.array(scalar, { maxLength: 2 }), { maxLength: 2 }));

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
});
