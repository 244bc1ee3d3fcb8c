// Where the time goes, for bench:editor with BENCH_PROFILE=<dir>: a CDP CPU profile of one phase (open the
// .cpuprofile in Chromium's DevTools, Performance panel) and a printed summary of the functions with the most self
// time, plus the page's long tasks (> 50 ms) seen meanwhile and the renderer's own split of the phase's main-thread
// time (CDP Performance metrics: script, style, layout). Sampling costs a little: figures of a profiled run are not
// the benchmark's figures.
import fs from "node:fs";
import path from "node:path";
import type { CDPSession, Page } from "@playwright/test";

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
};
type Metrics = Record<string, number>;

/** The renderer's counters (CDP Performance.getMetrics) by name. */
async function metrics(cdp: CDPSession): Promise<Metrics> {
  const { metrics: list } = (await cdp.send("Performance.getMetrics")) as {
    metrics: { name: string; value: number }[];
  };
  return Object.fromEntries(list.map(({ name, value }) => [name, value]));
}

/** Where the phase's main-thread time went, by the renderer's own counters (durations in ms). */
function split(before: Metrics, after: Metrics): string {
  const ms = (name: string) => `${(((after[name] ?? 0) - (before[name] ?? 0)) * 1000).toFixed(0)} ms`;
  const count = (name: string) => (after[name] ?? 0) - (before[name] ?? 0);
  return (
    `tasks ${ms("TaskDuration")}: script ${ms("ScriptDuration")}, style ${ms("RecalcStyleDuration")} ` +
    `(${count("RecalcStyleCount")}×), layout ${ms("LayoutDuration")} (${count("LayoutCount")}×)`
  );
}

type Profile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples?: number[]; timeDeltas?: number[] };

/** Self time by function (ms), largest first. */
function selfTimes(profile: Profile): { name: string; ms: number }[] {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const frame = byNode.get(samples[i])?.callFrame;
    if (!frame) continue;
    const file = frame.url ? path.basename(frame.url.split("?")[0]) : "";
    const name = `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    totals.set(name, (totals.get(name) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  }
  return [...totals].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
}

/** Runs `phase` under the CPU profiler when BENCH_PROFILE names a folder; otherwise just runs it. */
export async function profiled<T>(page: Page, label: string, phase: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return phase();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: Number(process.env.BENCH_PROFILE_INTERVAL ?? 200) });
  await cdp.send("Profiler.start");
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => w.__longTasks.push(Math.round(entry.duration))),
    ).observe({ type: "longtask" });
  });
  const start = await metrics(cdp);
  const result = await phase();
  const end = await metrics(cdp);
  const longTasks = await page
    .evaluate(() => (window as unknown as { __longTasks?: number[] }).__longTasks ?? [])
    .catch(() => []);
  const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
  await cdp.detach();
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${label}.cpuprofile`);
  fs.writeFileSync(file, JSON.stringify(profile));
  console.log(`\n${label}: ${file}; long tasks (ms): ${longTasks.join(", ") || "none"}`);
  console.log(`  ${split(start, end)}`);
  for (const { name, ms } of selfTimes(profile).slice(0, 25)) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${name}`);
  return result;
}
