import { describe, expect, it } from "vitest";
import { latencySummary, percentile } from "./stats";

describe("percentile", () => {
  it("is the value below which p % of the values lie, whatever their order", () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(51);
    expect(percentile(values, 99)).toBe(100);
    expect(percentile(values, 0)).toBe(1);
  });

  it("takes a typed array without sorting it in place", () => {
    const values = Float64Array.from([3, 1, 2]);
    expect(percentile(values, 50)).toBe(2);
    expect(Array.from(values)).toEqual([3, 1, 2]);
  });
});

describe("latencySummary", () => {
  it("keeps fractions of a millisecond to the microsecond", () => {
    // 1,000 latencies: 990 of 1.2345678 ms, 10 of 2.5 ms; the p99 is the first of the slow ones.
    const latencies = [...Array.from({ length: 990 }, () => 1.2345678), ...Array.from({ length: 10 }, () => 2.5)];
    expect(latencySummary(latencies)).toEqual({ count: 1000, p50: 1.235, p99: 2.5 });
  });

  it("tells a p99 of 1.4 ms from one of 1.6 ms, which whole milliseconds would not", () => {
    const at = (slow: number) => latencySummary([...Array.from({ length: 99 }, () => 0.5), slow, slow]).p99;
    expect(at(1.4)).toBe(1.4);
    expect(at(1.6)).toBe(1.6);
  });

  it("answers NaN for no latencies rather than a made-up figure", () => {
    expect(latencySummary([])).toEqual({ count: 0, p50: NaN, p99: NaN });
  });
});
