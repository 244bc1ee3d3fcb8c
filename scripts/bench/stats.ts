// Timing helpers for the benchmarks: medians of repeated runs, printed against a baseline measured in the same run.
export function measure(fn: () => void, runs: number): number[] {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return times;
}

export function percentile(values: ArrayLike<number>, p: number): number {
  const sorted = Array.from(values).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const median = (values: number[]) => percentile(values, 50);
export const fmt = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(2)} ms`);

/**
 * p50 and p99 of latencies in milliseconds, kept to the microsecond (autocannon's histogram keeps whole
 * milliseconds, so at a p99 of 1–2 ms its ratios move in steps of 50–100 %); NaN for none.
 */
export function latencySummary(latencies: ArrayLike<number>): { count: number; p50: number; p99: number } {
  if (latencies.length === 0) return { count: 0, p50: NaN, p99: NaN };
  const micro = (ms: number) => Math.round(ms * 1000) / 1000;
  return {
    count: latencies.length,
    p50: micro(percentile(latencies, 50)),
    p99: micro(percentile(latencies, 99)),
  };
}
