// npm run bench:editor — the form editor with events of 1,000 and 5,000 questions, in headless Chromium against
// the production build (npm run build first). Baseline, in the same run and timed the same way: typing into a plain
// input on an empty page. Reports keystroke-to-canvas latency (p50/p95) with 30 ms and 100 ms between keys, the
// time until the editor is usable, a drag reorder at 1,000 questions, the JavaScript the editor route loads (gzip),
// and the time from an answer in the live preview that 300 questions' logic reads to the frame that
// shows them.
//
// Measured honestly: every load in a fresh browser context (empty cache, signed in by cookie),
// "usable" = the later of the first frame that paints the first card with its text and the end of the last long
// task before two quiet seconds; the 100 ms pause lets Chromium's frame clock go idle between keys, as a person's
// typing does; the scheduled check's worker is waited for (by name) before saying where it ran.
// BENCH_PROFILE=<dir> also records CPU profiles of the phases (scripts/bench/cpu-profile.ts). BENCH_ONLY=size measures
// only the editor route's JavaScript (one fresh load, each script listed): the cheap check after a build;
// BENCH_ONLY=large one load and one series of keystrokes at 5,000 questions beside the plain input with the same
// pause (with BENCH_PROFILE, their profiles; with BENCH_TRACE, a devtools trace and its split, scripts/bench/trace.ts);
// BENCH_ONLY=scenarios the keystrokes at 1,000 questions with 50 logic scenarios (docs/studio.md "Scenarios": their
// runs wait for a pause in the changes and run in a worker, off the keystroke path), beside the plain input;
// BENCH_ONLY=neutral the side-by-side with SurveyJS Creator on the same 1,000 questions (scripts/bench/neutral.ts);
// BENCH_ONLY=keys the 1,000-question keystrokes with 100 ms pauses alone, alternating with the plain input's (with
// BENCH_TRACE or BENCH_PROFILE, one more series of each, traced or profiled). BENCH_TRACE also traces the default
// run's 1,000-question series with 100 ms pauses.
import os from "node:os";
import type { Page } from "@playwright/test";
import { closeDb } from "../../lib/db/client";
import { createApiClient } from "../../lib/db/repositories/api-clients";
import { addMembership, createPerson } from "../../lib/db/repositories/people";
import { hashPassword } from "../../lib/auth/password-hash";
import { ensureCompany } from "../../lib/db/repositories/companies";
import { createEvent } from "../../lib/db/repositories/events";
import { writeEventScenarios } from "../../lib/db/repositories/event-scenarios";
import { recordScenario } from "../../lib/questions/scenarios";
import { startDatabase } from "../../lib/db/startup";
import type { Question } from "../../lib/questions";
import { profiled } from "./cpu-profile";
import {
  baseline,
  firstEdit,
  KEYSTROKES,
  alternate,
  load,
  LOADS,
  openWithoutDraft,
  QUIET_MS,
  type Script,
  timeKeystrokes,
  typeInInspector,
  WARMUP,
} from "./editor-page";
import { thousandQuestions } from "./forms";
import { traced } from "./trace";
import { runNeutral } from "./neutral";
import { runBench, startBrowserBench } from "./serve";
import { percentile } from "./stats";

/** Keys typed with these pauses between them: 30 ms keeps the frame clock ticking, 100 ms lets it idle. */
const PAUSES = [30, 100] as const;

const SCENARIOS = 50;

/**
 * Scenarios on thousandQuestions(), each answering a different third of the questions the logic reads (every tenth,
 * a text), so that each expects its own questions shown and hidden.
 */
function fiftyScenarios() {
  const questions = thousandQuestions();
  return Array.from({ length: SCENARIOS }, (_, k) => {
    const values: Record<string, { value: unknown }> = {};
    for (let m = 0; m < 100; m++) if ((m + k) % 3 === 0) values[`q${10 * m}`] = { value: `Answer ${k}` };
    const scenario = recordScenario(questions as never, values, { id: `bench-${k}`, name: `Scenario ${k}` });
    return { id: scenario.id, scenario };
  });
}

/** 1,000 questions; the first is a checkbox that 300 of the next 900 show only when it is ticked. */
function previewQuestions(): Question[] {
  return thousandQuestions().map((question, i) => {
    if (i === 0) return { id: "q0", type: "checkbox", label: "Show the details" } as Question;
    const copy = { ...question } as Record<string, unknown>;
    delete copy.displayed;
    if (i % 3 === 1 && i < 900) copy.displayed = { q0: true };
    return copy as Question;
  });
}

async function seed(dataDir: string) {
  process.env.DATA_DIR = dataDir;
  process.env.DATABASE_URL = "";
  await startDatabase({ log: () => undefined });
  const company = (await ensureCompany("benchbuilder", "Bench Builder")).company;
  const password = "bench organiser long passphrase";
  const person = await createPerson({
    email: "bench@builder.example",
    name: "Bench Organiser",
    passwordHash: await hashPassword(password),
  });
  if (person === "emailTaken") throw new Error("The bench's person exists already.");
  await addMembership(person.id, company.id, "owner");
  const credentials = { ...(await createApiClient([company.id])), email: "bench@builder.example", password };
  const event = await createEvent(company.id, {
    name: "A thousand questions",
    type: "standard",
    questions: thousandQuestions(),
  });
  const preview = await createEvent(company.id, {
    name: "A thousand questions, 300 behind one",
    type: "standard",
    questions: previewQuestions(),
  });
  // Beyond the API's 1,000 (the repository takes it): the editor must stay usable on what an import may bring.
  const large = await createEvent(company.id, {
    name: "Five thousand questions",
    type: "standard",
    questions: thousandQuestions(5000),
  });
  const withScenarios = await createEvent(company.id, {
    name: "A thousand questions, 50 scenarios",
    type: "standard",
    questions: thousandQuestions(),
  });
  await writeEventScenarios(company.id, withScenarios.id, { put: fiftyScenarios(), remove: [] }, SCENARIOS);
  await closeDb();
  return {
    credentials,
    eventId: event.id,
    previewEventId: preview.id,
    largeEventId: large.id,
    scenariosEventId: withScenarios.id,
  };
}

async function signIn(page: Page, base: string, credentials: { email: string; password: string }) {
  await page.goto(`${base}/sign-in`);
  await page.getByLabel("E-mail").fill(credentials.email);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(/\/events$/);
}

/** Where the scheduled check ran: waits (up to 15 s) for the worker named "scheduled-check" (background-check.ts). */
async function scheduledCheckWorker(page: Page, wanted = "scheduled-check"): Promise<boolean> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    for (const worker of page.workers()) {
      const name = await worker.evaluate(() => (self as unknown as { name: string }).name).catch(() => "");
      if (name === wanted) return true;
    }
    await page.waitForTimeout(200);
  }
  return false;
}

/**
 * Keystrokes at 1,000 questions whose event has SCENARIOS scenarios, once their worker has started (by name): a
 * label is typed, as in the plain series, and the scenarios run after each pause in the changes.
 */
async function scenarioKeystrokes(page: Page, url: string) {
  await page.goto(url);
  const ranInWorker = await scheduledCheckWorker(page, "scenarios");
  const series: Record<number, number[]> = {};
  for (const pause of PAUSES) series[pause] = await typeInInspector(page, pause);
  return { series, ranInWorker };
}

/** A pointer drag of the second card onto the fifth: from release to the frame that shows the new order. */
async function dragReorder(page: Page): Promise<{ ms: number; moved: boolean }> {
  const handle = page
    .getByTestId("question-card")
    .nth(1)
    .getByRole("button", { name: /^Reorder/ });
  const box = (await handle.boundingBox())!;
  const target = (await page.getByTestId("question-card").nth(4).boundingBox())!;
  await page.evaluate(() => {
    const w = window as unknown as { __drop: number; __dropLatency: number | null };
    w.__dropLatency = null;
    window.addEventListener("pointerup", (event) => (w.__drop = event.timeStamp), { capture: true, once: true });
    new MutationObserver((_, observer) => {
      if (!w.__drop) return;
      observer.disconnect();
      requestAnimationFrame(() => (w.__dropLatency = performance.now() - w.__drop));
    }).observe(document.querySelector("[role=list][aria-label='Questions of the form']")!, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  await page.mouse.move(box.x + 5, box.y + 5);
  await page.mouse.down();
  for (let step = 1; step <= 5; step++) await page.mouse.move(box.x + 5, box.y + 5 + step * 2);
  for (let step = 1; step <= 10; step++)
    await page.mouse.move(box.x + 5, box.y + 5 + ((target.y + target.height - 10 - box.y) * step) / 10);
  await page.mouse.up();
  await page.waitForFunction(() => (window as unknown as { __dropLatency: number | null }).__dropLatency !== null);
  const ms = await page.evaluate(() => (window as unknown as { __dropLatency: number }).__dropLatency);
  const labels = await page.getByTestId("card-label").allInnerTexts();
  return { ms, moved: labels.indexOf("Question 1") > labels.indexOf("Question 4") };
}

/** Space on the preview's first question (a checkbox 300 others show behind), alternately ticking and clearing it. */
async function previewAnswers(page: Page, url: string): Promise<number[]> {
  await page.goto(url);
  await page.getByTestId("question-card").first().waitFor({ timeout: 60_000 });
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await page.locator("#preview-input-q0").waitFor();
  const count = Math.max(20, Math.round(KEYSTROKES / 2));
  return profiled(page, "preview", () =>
    timeKeystrokes(page, "#preview-input-q0", "form[aria-label='Form preview']", count, () => " "),
  );
}

const f = (ms: number) => `${ms.toFixed(1)} ms`;
const workerGzip = (scripts: readonly Script[]) =>
  scripts.filter((script) => script.worker).reduce((sum, script) => sum + script.gzip, 0);

async function main() {
  const { seeded, server, browser, stop } = await startBrowserBench("builder", seed);
  const { credentials, eventId, previewEventId, largeEventId, scenariosEventId } = seeded;
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const plain = Object.fromEntries(
      await Promise.all(PAUSES.map(async (pause) => [pause, await baseline(page, pause)] as const)),
    );
    await signIn(page, server.base, credentials);
    const storageState = await page.context().storageState();
    const url = `${server.base}/events/${eventId}`;
    const largeUrl = `${server.base}/events/${largeEventId}`;
    // Awaited here: the finally below closes the browser.
    if (process.env.BENCH_ONLY === "neutral") return await runNeutral({ browser, page, storageState, url });
    if (process.env.BENCH_ONLY === "size") {
      const { scripts, scriptGzip, scriptBytes } = await load(browser, storageState, url);
      console.log("\n| Script | gzip -9 | raw |\n|---|---:|---:|");
      for (const script of [...scripts].sort((a, b) => b.gzip - a.gzip))
        console.log(
          `| ${new URL(script.url).pathname}${script.worker ? " (worker)" : ""} | ${(script.gzip / 1024).toFixed(1)} ` +
            `kB | ${(script.bytes / 1024).toFixed(1)} kB |`,
        );
      console.log(
        `| Editor route JavaScript, ${scripts.length} scripts, its workers' included ` +
          `(theirs: ${(workerGzip(scripts) / 1024).toFixed(0)} kB) | ${(scriptGzip / 1024).toFixed(0)} ` +
          `kB | ${(scriptBytes / 1024).toFixed(0)} kB |`,
      );
      // What loads on first use (the inspector's properties, the check's validator) counts once somebody edits.
      const edited = await load(browser, storageState, url, false, "load", undefined, firstEdit);
      const atLoad = new Set(scripts.map((script) => new URL(script.url).pathname));
      for (const script of edited.scripts.filter((added) => !atLoad.has(new URL(added.url).pathname)))
        console.log(
          `| + after a first edit: ${new URL(script.url).pathname}${script.worker ? " (worker)" : ""} ` +
            `| ${(script.gzip / 1024).toFixed(1)} kB | ${(script.bytes / 1024).toFixed(1)} kB |`,
        );
      console.log(
        `| The same after a first edit (a card selected, one letter typed), ${edited.scripts.length} scripts ` +
          `(the workers': ${(workerGzip(edited.scripts) / 1024).toFixed(0)} kB) | ` +
          `${(edited.scriptGzip / 1024).toFixed(0)} kB | ${(edited.scriptBytes / 1024).toFixed(0)} kB |`,
      );
      return;
    }
    if (process.env.BENCH_ONLY === "keys") {
      // The 1,000-question keystrokes alone, 100 ms pauses, alternating with the plain input (BENCH_ROUNDS rounds
      // of 5 keys not counted and BENCH_ROUND_KEYS counted, pooled, as in the side-by-side); with BENCH_TRACE, one
      // more traced round of each whose latencies are not pooled.
      const pause = 100;
      const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
      const perRound = Number(process.env.BENCH_ROUND_KEYS ?? 40);
      // On a blank page: the editor's Content-Security-Policy refuses the baseline's inline script.
      const plainBaseline = async () => (await page.goto("about:blank"), baseline(page, pause, WARMUP + perRound));
      const series = await alternate(rounds, {
        plain: plainBaseline,
        ours: async () => (await openWithoutDraft(page, url), typeInInspector(page, pause, WARMUP + perRound)),
      });
      const plainKeys = series.plain.flat();
      const keys = series.ours.flat();
      if (process.env.BENCH_TRACE) {
        await traced(browser, page, "keystrokes-plain", plainBaseline);
        await openWithoutDraft(page, url);
        await traced(browser, page, "keystrokes-1000", () => typeInInspector(page, pause));
      }
      if (process.env.BENCH_PROFILE) {
        await openWithoutDraft(page, url);
        await profiled(page, "keystrokes-1000", () => typeInInspector(page, pause));
      }
      const above = (round: number) => percentile(series.ours[round], 95) - percentile(series.plain[round], 95);
      console.log(
        `\n1,000 questions, ${pause} ms pauses, ${rounds} × ${perRound} (+ ${WARMUP} not counted): p50 / p95 ` +
          `${f(percentile(keys, 50))} / ${f(percentile(keys, 95))}; plain input ${f(percentile(plainKeys, 50))} / ` +
          `${f(percentile(plainKeys, 95))}; p95 above the plain input's ` +
          `${f(percentile(keys, 95) - percentile(plainKeys, 95))} ` +
          `(each round's: ${series.ours.map((_, round) => above(round).toFixed(1)).join(", ")}); ` +
          `load average ${os.loadavg()[0].toFixed(1)}`,
      );
      return;
    }
    const scenariosUrl = `${server.base}/events/${scenariosEventId}`;
    if (process.env.BENCH_ONLY === "scenarios") {
      // Alternately, twice: the same form without scenarios and with them, so that the machine's load falls on both.
      const runs: { without: Record<number, number[]>; with: Record<number, number[]>; worker: boolean }[] = [];
      for (let round = 0; round < 2; round++) {
        await page.goto(url);
        const without: Record<number, number[]> = {};
        for (const pause of PAUSES) without[pause] = await typeInInspector(page, pause);
        const { series, ranInWorker } = await scenarioKeystrokes(page, scenariosUrl);
        runs.push({ without, with: series, worker: ranInWorker });
      }
      const p95 = (list: number[]) => percentile(list, 95);
      for (const pause of PAUSES)
        for (const [round, run] of runs.entries())
          console.log(
            `round ${round + 1}, ${pause} ms pauses, p50 / p95: 1,000 questions ` +
              `${f(percentile(run.without[pause], 50))} / ${f(p95(run.without[pause]))}; with ${SCENARIOS} ` +
              `scenarios (in a worker: ${run.worker ? "yes" : "no"}) ${f(percentile(run.with[pause], 50))} / ` +
              `${f(p95(run.with[pause]))}; plain input ${f(percentile(plain[pause], 50))} / ${f(p95(plain[pause]))}; ` +
              `p95 above the plain input: ${f(p95(run.without[pause]) - p95(plain[pause]))} without, ` +
              `${f(p95(run.with[pause]) - p95(plain[pause]))} with`,
          );
      return;
    }
    if (process.env.BENCH_ONLY === "large") {
      // Where the time goes at 5,000 questions (with BENCH_PROFILE): one load, keystrokes with BENCH_PAUSE ms
      // between them (100 unless told).
      // The server's first render of the route is not the editor's cost.
      await page.goto(`${server.base}/events/${largeEventId}`);
      const { usable, firstCard, lastLongTask } = await load(
        browser,
        storageState,
        `${server.base}/events/${largeEventId}`,
        true,
        "load-5000",
      );
      const pause = Number(process.env.BENCH_PAUSE ?? 100);
      // The plain input with the same pause, before and after the editor's series (pooled), so that the row is
      // judged against a baseline of its own run whatever the machine's load did meanwhile.
      // On a blank page: the editor's page has a Content-Security-Policy that refuses the baseline's inline script.
      const plainBaseline = async () => (await page.goto("about:blank"), baseline(page, pause));
      const plainBefore = await plainBaseline();
      await page.goto(`${server.base}/events/${largeEventId}`);
      const latencies = await profiled(page, "keystrokes-5000", () =>
        traced(browser, page, "keystrokes-5000", () => typeInInspector(page, pause)),
      );
      const plainKeys = [...plainBefore, ...(await plainBaseline())];
      const above = percentile(latencies, 95) - percentile(plainKeys, 95);
      console.log(
        `\n5,000 questions: usable ${f(usable)} (card ${f(firstCard)}, ` +
          `last long task ${f(lastLongTask)}); keystrokes, ${pause} ms pauses, ` +
          `p50 / p95 ${f(percentile(latencies, 50))} / ${f(percentile(latencies, 95))}; plain input, same pause ` +
          `(before and after, pooled) ${f(percentile(plainKeys, 50))} / ${f(percentile(plainKeys, 95))}; ` +
          `p95 above the plain input's ${f(above)} (goal: within 5 ms); load average ${os.loadavg()[0].toFixed(1)}`,
      );
      return;
    }
    const loads = [];
    for (let run = 0; run < LOADS; run++) loads.push(await load(browser, storageState, url, run === LOADS - 1));
    const largeLoads = [];
    for (let run = 0; run < LOADS; run++)
      largeLoads.push(await load(browser, storageState, largeUrl, run === LOADS - 1, "load-5000"));

    await page.goto(url);
    const checkedInWorker = await scheduledCheckWorker(page);
    const editor: Record<number, number[]> = {};
    for (const pause of PAUSES)
      editor[pause] = await (pause === 30
        ? profiled(page, "keystrokes", () => typeInInspector(page, pause))
        : traced(browser, page, "keystrokes-1000", () => typeInInspector(page, pause)));
    const drag = await dragReorder(page);
    await page.goto(largeUrl);
    const large: Record<number, number[]> = {};
    for (const pause of PAUSES)
      large[pause] = await (pause === 100
        ? profiled(page, "keystrokes-5000", () => typeInInspector(page, pause))
        : typeInInspector(page, pause));
    const answers = await previewAnswers(page, `${server.base}/events/${previewEventId}`);
    const withScenarios = await scenarioKeystrokes(page, scenariosUrl);

    type Load = { usable: number; firstCard: number; lastLongTask: number };
    const runText = (entry: Load) =>
      `${entry.usable.toFixed(0)} [card ${entry.firstCard.toFixed(0)}, ` +
      `last long task ${entry.lastLongTask.toFixed(0)}]`;
    const usable = (list: Load[]) => {
      const times = list.map((entry) => entry.usable);
      const median = f(percentile(times, 50));
      return `${median} (runs: ${list.map(runText).join(", ")} ms)`;
    };
    const p = (list: number[]) => `${f(percentile(list, 50))} / ${f(percentile(list, 95))}`;
    const rows: string[][] = [];
    for (const pause of PAUSES) {
      rows.push(
        [
          `Keystroke in the inspector's label → canvas card shows it, 1,000 ` +
            `questions, ${pause} ms between keys (p50 / p95)`,
          p(editor[pause]),
        ],
        [`  the same at 5,000 questions`, p(large[pause])],
        [`  the same at 1,000 questions with ${SCENARIOS} logic scenarios`, p(withScenarios.series[pause])],
        [`  Baseline: plain input on an empty page, timed the same way (p50 / p95)`, p(plain[pause])],
        [
          `  p95 above the baseline's p95 (1,000 / 5,000 / 1,000 with scenarios)`,
          `${f(percentile(editor[pause], 95) - percentile(plain[pause], 95))} ` +
            `/ ${f(percentile(large[pause], 95) - percentile(plain[pause], 95))} ` +
            `/ ${f(percentile(withScenarios.series[pause], 95) - percentile(plain[pause], 95))}`,
        ],
      );
    }
    rows.push(
      [
        `The ${SCENARIOS} scenarios ran in a Web Worker (waited for by name)`,
        withScenarios.ranInWorker ? "yes" : "no (on the main thread)",
      ],
      [
        "The scheduled check ran in a Web Worker (waited for by name)",
        checkedInWorker ? "yes" : "no (on the main thread)",
      ],
      [
        `Usable, 1,000 questions (median of ${LOADS} fresh contexts; ` +
          `later of first card painted, last long task before ${QUIET_MS / 1000} ` +
          `quiet s)`,
        usable(loads),
      ],
      [`Usable, 5,000 questions (the same)`, usable(largeLoads)],
      [
        "Preview: ticking the checkbox 300 questions' logic reads → frame that shows / hides them (p50 / p95)",
        p(answers),
      ],
      ["Preview p95 above the baseline's p95 (30 ms)", f(percentile(answers, 95) - percentile(plain[30], 95))],
      [
        "Drag reorder at 1,000 questions: release → frame with the new order",
        `${f(drag.ms)}${drag.moved ? "" : " (the order did not change: void)"}`,
      ],
      [
        "Editor route JavaScript, its workers' included (gzip -9 / raw)",
        `${(loads[0].scriptGzip / 1024).toFixed(0)} kB / ${(loads[0].scriptBytes / 1024).toFixed(0)} kB` +
          ` (of which the workers' ${(workerGzip(loads[0].scripts) / 1024).toFixed(0)} kB)`,
      ],
    );
    console.log(
      `\nForm editor, 1,000 and 5,000 questions, ${KEYSTROKES} keystrokes ` +
        `per series (${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"})\n`,
    );
    console.log("| Measure | Result |\n|---|---:|");
    for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
  } finally {
    await stop();
  }
}

runBench(main);
