// Where a keystroke's main-thread time goes, by Blink's own trace events, for bench:capture with BENCH_TRACE=<dir>:
// a devtools trace of the keystrokes (open the .json in Chromium's DevTools, Performance panel) and a printed split
// of the renderer main thread's CPU time (each event's thread time, which the machine's load changes far less than
// wall-clock latencies): what runs between each keydown and the animation step of the frame after it (where the
// bench's requestAnimationFrame callback runs, so what its latency holds), and the frame's own steps wherever they
// ran. Tracing costs a little: the latencies of a traced run are not the benchmark's figures; the split is what it is
// for, beside the baseline page traced the same way in the same run.
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time, where the event records it. */
  tdur?: number;
  args?: {
    name?: string;
    data?: { type?: string };
    /** UpdateLayoutTree: the elements whose style was recalculated. */
    elementCount?: number;
    /** Layout: the objects marked for layout, and all of the frame's. */
    beginData?: { dirtyObjects?: number; totalObjects?: number };
  };
};

const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "blink",
  "toplevel",
  "v8.execute",
  "benchmark",
  ...(process.env.BENCH_TRACE_SAMPLES ? ["disabled-by-default-v8.cpu_profiler"] : []),
];

/** The complete events of the busiest renderer main thread, in order (a parent before its children). */
export function mainThread(events: TraceEvent[]): TraceEvent[] {
  const mains = new Set(
    events
      .filter((event) => event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const busy = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (mains.has(thread) && event.ph === "X") busy.set(thread, (busy.get(thread) ?? 0) + (event.dur ?? 0));
  }
  const busiest = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  return events
    .filter((event) => event.ph === "X" && `${event.pid}:${event.tid}` === busiest)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
}

/** An event's CPU time on its thread in ms (`tdur`; its wall time where the trace has none). */
const cpu = (event: TraceEvent) => (event.tdur ?? event.dur ?? 0) / 1000;
const eventType = (event: TraceEvent) => event.args?.data?.type ?? "";
const KEY_EVENTS = new Set(["keydown", "keypress", "keyup", "selectionchange"]);

/** What lies between a keydown and the animation step of the frame after it. */
const IN_PATH: [string, (event: TraceEvent) => boolean][] = [
  ["the key's events (script, editing)", (event) => event.name === "EventDispatch" && KEY_EVENTS.has(eventType(event))],
  ["the hover update (a fake mouse move)", (event) => event.name === "EventHandler::handleMouseMoveEvent"],
  ["  in it: layers made current", (event) => event.name === "Blink.CompositingInputs.UpdateTime"],
  ["  in it: the hit test", (event) => event.name === "HitTest"],
  [
    "style and layout forced by the key's events and scripts",
    (event) => event.name === "Document::UpdateStyleAndLayout",
  ],
];

/** The frame's steps, wherever they ran. */
const STEPS = ["UpdateLayoutTree", "Layout", "PrePaint", "HitTest", "Paint", "Layerize"];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : 0;
};

/** Per keystroke: the median CPU time of each part of IN_PATH, and the mean of each of the frame's STEPS. */
export function keystrokeSplit(thread: TraceEvent[]) {
  const keydowns = thread.filter((event) => event.name === "EventDispatch" && eventType(event) === "keydown");
  const frames = thread.filter((event) => event.name === "PageAnimator::serviceScriptedAnimations");
  const parts = IN_PATH.map(() => [] as number[]);
  for (const keydown of keydowns) {
    const frame = frames.find((event) => event.ts > keydown.ts);
    if (!frame) continue;
    const between = thread.filter((event) => event.ts >= keydown.ts && event.ts < frame.ts);
    IN_PATH.forEach(([, matches], index) =>
      parts[index].push(between.filter(matches).reduce((sum, event) => sum + cpu(event), 0)),
    );
  }
  const count = Math.max(keydowns.length, 1);
  const layouts = thread.filter((event) => event.name === "Layout" && event.args?.beginData);
  return {
    keystrokes: keydowns.length,
    /** Medians over the phase: elements per style recalculation, objects marked per layout, and all objects. */
    sizes: {
      elements: median(
        thread.filter((event) => event.name === "UpdateLayoutTree").map((event) => event.args?.elementCount ?? 0),
      ),
      dirtyObjects: median(layouts.map((event) => event.args!.beginData!.dirtyObjects ?? 0)),
      totalObjects: median(layouts.map((event) => event.args!.beginData!.totalObjects ?? 0)),
    },
    inPath: IN_PATH.map(([label], index): [string, number] => [label, median(parts[index])]),
    steps: STEPS.map((name): [string, number] => [
      name,
      thread.filter((event) => event.name === name).reduce((sum, event) => sum + cpu(event), 0) / count,
    ]),
  };
}

/** Runs `phase` (keystrokes) under a devtools trace when BENCH_TRACE names a folder; otherwise just runs it. */
export async function traced<T>(browser: Browser, page: Page, label: string, phase: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_TRACE;
  if (!dir) return phase();
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${label}.trace.json`);
  await browser.startTracing(page, { path: file, categories: CATEGORIES });
  const result = await phase();
  const buffer = await browser.stopTracing();
  const { traceEvents } = JSON.parse(buffer.toString("utf8")) as { traceEvents: TraceEvent[] };
  const { keystrokes, inPath, steps, sizes } = keystrokeSplit(mainThread(traceEvents));
  const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(10);
  console.log(`\n${label}: ${file}; CPU time of the renderer's main thread over ${keystrokes} keystrokes`);
  console.log("  from each keydown to the animation step of the frame after it (median):");
  for (const [name, value] of inPath) console.log(`  ${ms(value)}  ${name}`);
  console.log("  the frame's steps, wherever they ran (mean per keystroke):");
  for (const [name, value] of steps) console.log(`  ${ms(value)}  ${name}`);
  console.log(
    `  medians: ${sizes.elements} elements per style recalculation, ${sizes.dirtyObjects} of ` +
      `${sizes.totalObjects} objects per layout`,
  );
  return result;
}
