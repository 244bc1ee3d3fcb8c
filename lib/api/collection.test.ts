import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { firstPageOf, sentLastModified } from "./collection";
import { toSeconds } from "./http-date";

const at = (iso: string) => new Date(iso);

describe("sentLastModified", () => {
  it("sends the change time once its second is over", () => {
    expect(sentLastModified(at("2027-03-14T09:30:00Z"), at("2027-03-14T09:30:01.200Z").getTime())).toEqual(at("2027-03-14T09:30:00Z"));
  });

  it("sends the second before while the change's second is still running", () => {
    expect(sentLastModified(at("2027-03-14T09:30:00Z"), at("2027-03-14T09:30:00.900Z").getTime())).toEqual(at("2027-03-14T09:29:59Z"));
  });

  it("never sends a time later than now, even when a member's time ran ahead of the clock", () => {
    expect(sentLastModified(at("2027-03-14T09:30:05Z"), at("2027-03-14T09:30:00.500Z").getTime())).toEqual(at("2027-03-14T09:29:59Z"));
  });

  it("never lets an If-Modified-Since holding a sent date hide a later change (property)", () => {
    // A timeline of changes and reads (ms apart); the collection's stored time is its latest change, in seconds.
    const step = fc.record({ after: fc.integer({ min: 0, max: 1500 }), change: fc.boolean() });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        let now = Date.UTC(2027, 2, 14, 9, 30, 0);
        let stored = toSeconds(new Date(now)) - 10;
        const reads: { sent: number; changesBefore: number }[] = [];
        let changes = 0;
        for (const { after, change } of steps) {
          now += after;
          if (change) {
            stored = Math.max(stored, toSeconds(new Date(now)));
            changes++;
          } else {
            const sent = toSeconds(sentLastModified(new Date(stored * 1000), now));
            expect(sent).toBeLessThanOrEqual(toSeconds(new Date(now)));
            reads.push({ sent, changesBefore: changes });
          }
          // 304 (stored <= If-Modified-Since) only for clients that have seen every change.
          for (const read of reads) if (stored <= read.sent) expect(read.changesBefore).toBe(changes);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("firstPageOf", () => {
  const withRange = (range?: string) => new Request("http://localhost/api/events", { headers: range ? { Range: range } : {} });

  it("is the default range without a Range header, and what the Range names, at most 1000 models", () => {
    expect(firstPageOf(withRange())).toEqual({ offset: 0, limit: 21 });
    expect(firstPageOf(withRange("resources=5-9"))).toEqual({ offset: 5, limit: 5 });
    expect(firstPageOf(withRange("resources=10-"))).toEqual({ offset: 10, limit: 1000 });
    expect(firstPageOf(withRange("resources=0-4999"))).toEqual({ offset: 0, limit: 1000 });
    // Another unit is ignored (RFC 9110 14.2): the default range.
    expect(firstPageOf(withRange("bytes=0-10"))).toEqual({ offset: 0, limit: 21 });
  });

  it("is nothing for a Range that cannot be read (the answer is 416, read from the count alone)", () => {
    expect(firstPageOf(withRange("resources=9-3"))).toBeNull();
    expect(firstPageOf(withRange("resources=x"))).toBeNull();
  });
});
