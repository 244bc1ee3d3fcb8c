// BENCH_ONLY=neutral npm run bench:editor — the side-by-side of our form editor with SurveyJS Creator (the version
// installed, 2.5.43) on the same 1,000 questions (forms.ts's thousandQuestions, as SurveyJS JSON:
// neutral/survey-json.ts), each measured the same way in the same run (editor-page.ts, bench:editor's own measures):
// - usable, cold: a fresh browser context (empty cache) each load, the later of the first frame that paints the first
//   question's text (our first card's label; SurveyJS's first question title on its designer surface) and the end
//   of the last long task before two quiet seconds; median of LOADS, the two tools' loads alternating;
// - keystroke cost: typing into the third question's title in each tool's property panel (our inspector's label;
//   SurveyJS's property grid "Question title"), 100 ms between keys, keydown → the frame after the question on the
//   canvas shows it; p95 minus a plain input's p95, the three series alternating for ROUNDS rounds, pooled;
// - JavaScript transferred by a fresh load, gzip -9, each script once, workers included.
// SurveyJS Creator is built on demand (neutral/surveyjs-harness.ts: esbuild, production React, minified, its
// fontless style sheets) and served from a temporary folder on loopback: nothing comes from a CDN.
import fs from "node:fs";
import os from "node:os";
import type { Browser, Page, Request } from "@playwright/test";
import {
  baseline,
  EDITOR_TARGET,
  KEYSTROKES,
  load,
  LOADS,
  type LoadTarget,
  QUIET_MS,
  openWithoutDraft,
  type StorageState,
  timeKeystrokes,
  typeInInspector,
  WARMUP,
  alternate,
} from "./editor-page";
import { thousandQuestions } from "./forms";
import { surveyJsonOf } from "./neutral/survey-json";
import { buildSurveyJsHarness, serveStatic, surveyCreatorVersion } from "./neutral/surveyjs-harness";
import { percentile } from "./stats";
import { traced } from "./trace";

/** Rounds of the three keystroke series (plain input, ours, SurveyJS), alternating so the load falls on all three. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
/** Keys counted per series and round: ROUNDS × KEYS_PER_ROUND per series in all (240 unless told). */
const KEYS_PER_ROUND = Number(process.env.BENCH_ROUND_KEYS ?? 40);
/** BENCH_AA=1: a second plain input series alternates with the others, its "cost" the noise of the measure. */
const AA = process.env.BENCH_AA === "1";
type SeriesName = "plain" | "ours" | "theirs" | "plainAgain";
const PAUSE = 100;
/** The goals of issue 37's table: ours / SurveyJS Creator's, in the same run. */
const GOALS = { usable: 0.3, keystroke: 0.15, javascript: 0.3 } as const;

/** A question of SurveyJS Creator's designer surface (not of its property grid, itself a survey). */
const DESIGNER_QUESTION = ".svc-question__content";
/** SurveyJS Creator: its designer's first question title; it starts no worker. */
const SURVEYJS_TARGET: LoadTarget = {
  firstText: `${DESIGNER_QUESTION} .sd-question__title .sv-string-editor`,
  workers: 0,
};

/**
 * Keystrokes into SurveyJS Creator's property grid title of the third question (selected by a click on its card, as
 * ours is), the designer's title of that question showing each one.
 */
async function typeInPropertyGrid(page: Page, pause: number, count = KEYSTROKES): Promise<number[]> {
  const card = page.locator(DESIGNER_QUESTION).nth(2);
  await card.waitFor({ timeout: 60_000 });
  const name = await card.locator("[data-name]").first().getAttribute("data-name");
  // The card's top strip (its drag area), not its title: a click on the title would edit it in place.
  await card.click({ position: { x: 300, y: 8 } });
  const title = page.locator('.svc-side-bar [data-name="title"] textarea');
  await page.waitForFunction(
    (text) =>
      (document.querySelector('.svc-side-bar [data-name="title"] textarea') as HTMLTextAreaElement | null)?.value ===
      text,
    `Question ${name?.slice(1)}`,
  );
  const titleId = await title.getAttribute("id");
  return timeKeystrokes(
    page,
    `[id="${titleId}"]`,
    `${DESIGNER_QUESTION} [data-name="${name}"] .sd-question__title`,
    count,
    undefined,
    pause,
  );
}

type Load = Awaited<ReturnType<typeof load>>;

const f = (ms: number) => `${ms.toFixed(1)} ms`;
const signed = (ms: number) => `${ms < 0 ? "−" : "+"}${Math.abs(ms).toFixed(1)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
/** ours / theirs with its goal; a ratio whose denominator is not above zero says nothing. */
function ratio(ours: number, theirs: number, goal: number): [string, string] {
  if (!(theirs > 0)) return ["n/a (SurveyJS Creator's figure is not above zero)", `≤ ${goal}×`];
  const value = ours / theirs;
  // A cost below the plain input's is the machine's noise in the baseline's tail, not a gain: said, not hidden.
  const below = ours < 0 ? " (ours below the plain input's p95)" : "";
  return [`**${value.toFixed(2)}×**${below}`, `≤ ${goal}× (${value <= goal ? "met" : "missed"})`];
}

export async function runNeutral({
  browser,
  page,
  storageState,
  url,
}: {
  browser: Browser;
  /** A page of the signed-in context (our editor opens in it). */
  page: Page;
  storageState: StorageState;
  /** Our editor with thousandQuestions(). */
  url: string;
}): Promise<void> {
  const version = surveyCreatorVersion();
  const dir = await buildSurveyJsHarness(surveyJsonOf(thousandQuestions()));
  const harness = await serveStatic(dir);
  try {
    // The server's first render of the route is not the editor's cost (bench:editor's large load does the same),
    // and SurveyJS's page is opened once too.
    await page.goto(url);
    await page.locator(EDITOR_TARGET.firstText).first().waitFor({ timeout: 60_000 });
    // Nothing of SurveyJS's page may come from elsewhere (a CDN, a font server): the comparison would not be offline.
    const elsewhere = new Set<string>();
    const notLocal = (request: Request) => {
      const { protocol, hostname } = new URL(request.url());
      if (protocol !== "data:" && hostname !== "127.0.0.1" && hostname !== "localhost") elsewhere.add(request.url());
    };
    page.on("request", notLocal);
    await page.goto(harness.base);
    await page.locator(SURVEYJS_TARGET.firstText).first().waitFor({ timeout: 60_000 });
    // A request that cannot leave this machine never ends: the page is then not idle, and the list says why.
    await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => undefined);
    page.off("request", notLocal);
    if (elsewhere.size)
      throw new Error(`SurveyJS Creator's page fetched from outside this machine: ${[...elsewhere].join(", ")}`);

    const ours: Load[] = [];
    const theirs: Load[] = [];
    const empty: StorageState = { cookies: [], origins: [] };
    for (let run = 0; run < LOADS; run++) {
      ours.push(await load(browser, storageState, url, false, "load", EDITOR_TARGET));
      theirs.push(await load(browser, empty, harness.base, false, "load-surveyjs", SURVEYJS_TARGET));
    }

    // The keystroke series: ROUNDS rounds of the three (four with BENCH_AA), their order rotated each round so that
    // none always runs first or after another; each series on a page just opened (ours with its local draft
    // cleared, so that no round's page offers to restore the one before's), its first WARMUP keys
    // typed and not counted, then KEYS_PER_ROUND counted.
    const keys = WARMUP + KEYS_PER_ROUND;
    // On a blank page: our editor's Content-Security-Policy refuses the baseline's inline script.
    const plainSeries = async () => (await page.goto("about:blank"), baseline(page, PAUSE, keys));
    const series = await alternate<SeriesName>(ROUNDS, {
      plain: plainSeries,
      ours: async () => (await openWithoutDraft(page, url), typeInInspector(page, PAUSE, keys)),
      theirs: async () => (await page.goto(harness.base), typeInPropertyGrid(page, PAUSE, keys)),
      // A/A: a second plain input series, as its own series, whose "cost" over the first should be nothing.
      ...(AA ? { plainAgain: plainSeries } : {}),
    } as Record<SeriesName, () => Promise<number[]>>);
    const pooled = (name: SeriesName, rounds?: (round: number) => boolean) =>
      (series[name] ?? []).filter((_, round) => !rounds || rounds(round)).flat();
    const plain = pooled("plain");
    const oursKeys = pooled("ours");
    const theirsKeys = pooled("theirs");

    // With BENCH_TRACE: one more round of the three, traced (scripts/bench/trace.ts), whose latencies are not pooled.
    if (process.env.BENCH_TRACE) {
      await page.goto("about:blank");
      await traced(browser, page, "keystrokes-plain", () => baseline(page, PAUSE));
      await openWithoutDraft(page, url);
      await traced(browser, page, "keystrokes-1000", () => typeInInspector(page, PAUSE));
      await page.goto(harness.base);
      await traced(browser, page, "keystrokes-surveyjs", () => typeInPropertyGrid(page, PAUSE));
    }

    const usable = (list: Load[]) =>
      percentile(
        list.map((entry) => entry.usable),
        50,
      );
    const runs = (list: Load[]) =>
      list
        .map(
          (entry) =>
            `${entry.usable.toFixed(0)} [card ${entry.firstCard.toFixed(0)}, ` +
            `long task ${entry.lastLongTask.toFixed(0)}]`,
        )
        .join(", ");
    const p95 = (list: number[]) => percentile(list, 95);
    const p = (list: number[]) => `${f(percentile(list, 50))} / ${f(p95(list))}`;
    const cost = { ours: p95(oursKeys) - p95(plain), theirs: p95(theirsKeys) - p95(plain) };
    // The cost from rounds 2k and 2k + 1 alone: the spread of these is what a two-round run could report.
    const pairs = Array.from({ length: Math.floor(ROUNDS / 2) }, (_, k) => {
      const inPair = (round: number) => Math.floor(round / 2) === k;
      const plainPair = p95(pooled("plain", inPair));
      return {
        ours: p95(pooled("ours", inPair)) - plainPair,
        theirs: p95(pooled("theirs", inPair)) - plainPair,
      };
    });
    const scripts = (entry: Load) => {
      const workers = entry.scripts.filter((script) => script.worker);
      return (
        `${kib(entry.scriptGzip)} (${entry.scripts.length} script${entry.scripts.length === 1 ? "" : "s"}` +
        (workers.length ? `, the workers' ${kib(workers.reduce((sum, script) => sum + script.gzip, 0))}` : "") +
        `; raw ${kib(entry.scriptBytes)})`
      );
    };
    const rows: string[][] = [
      [
        `Usable, cold (fresh context), median of ${LOADS} (each run in ms: usable [first question, last long task])`,
        `${f(usable(ours))} (${runs(ours)})`,
        `${f(usable(theirs))} (${runs(theirs)})`,
        ...ratio(usable(ours), usable(theirs), GOALS.usable),
      ],
      [
        `Keystroke → frame, title in the property panel, ${PAUSE} ms pauses, p50 / p95 (${ROUNDS} rounds × ` +
          `${KEYS_PER_ROUND}, the first ${WARMUP} of each series not counted)`,
        p(oursKeys),
        p(theirsKeys),
        "",
        "",
      ],
      [
        `Keystroke cost: p95 above the plain input's (${p(plain)})`,
        signed(cost.ours),
        signed(cost.theirs),
        ...ratio(cost.ours, cost.theirs, GOALS.keystroke),
      ],
      [
        `The same from each pair of rounds alone (${2 * KEYS_PER_ROUND} keys a series): how much the sample moves it`,
        pairs.map((pair) => signed(pair.ours)).join(", "),
        pairs.map((pair) => signed(pair.theirs)).join(", "),
        pairs.map((pair) => (pair.theirs > 0 ? `${(pair.ours / pair.theirs).toFixed(2)}×` : "n/a")).join(", "),
        "",
      ],
      ...(AA
        ? [
            [
              `A/A: a second plain input series (${p(pooled("plainAgain"))}), p95 above the first's`,
              signed(p95(pooled("plainAgain")) - p95(plain)),
              "",
              "",
              "",
            ],
          ]
        : []),
      [
        "JavaScript a fresh load transfers, gzip -9, each script once, workers included",
        scripts(ours[0]),
        scripts(theirs[0]),
        ...ratio(ours[0].scriptGzip, theirs[0].scriptGzip, GOALS.javascript),
      ],
    ];
    console.log(
      `\nSide by side: our editor and SurveyJS Creator ${version}, 1,000 questions, same run ` +
        `(${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}; load average ${os
          .loadavg()
          .map((value) => value.toFixed(2))
          .join(", ")} at the end; usable = later of first question painted, last long task before ` +
        `${QUIET_MS / 1000} quiet s)\n`,
    );
    console.log(
      `| Measure | Capture Studio | SurveyJS Creator ${version} | ours / SurveyJS | goal |\n|---|---:|---:|---:|---|`,
    );
    for (const row of rows) console.log(`| ${row.join(" | ")} |`);
  } finally {
    await harness.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
