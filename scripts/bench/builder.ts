// npm run bench:builder — the form editor with an event of 1,000 questions, in headless Chromium against the
// production build (npm run build first). Baseline, in the same run and timed the same way: typing into a plain
// input on an empty page. Reports keystroke-to-canvas latency (p50/p95), the time until the editor is usable, a
// drag reorder at 1,000 questions, the JavaScript the editor route loads (gzip), and (issue 12) the time from an
// answer in the live preview that 300 questions' logic reads to the frame that shows them.
// BENCH_PROFILE=<dir> also records CPU profiles of the phases (scripts/bench/cpu-profile.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { chromium, type Page } from "@playwright/test";
import { closeDb } from "../../lib/db/client";
import { createApiClient } from "../../lib/db/repositories/api-clients";
import { ensureCompany } from "../../lib/db/repositories/companies";
import { createEvent } from "../../lib/db/repositories/events";
import { startDatabase } from "../../lib/db/startup";
import type { Question } from "../../lib/questions";
import { profiled } from "./cpu-profile";
import { serve } from "./serve";
import { percentile } from "./stats";

const ROOT = path.resolve(__dirname, "..", "..");
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 60);
const LOADS = 3;

function thousandQuestions(): Question[] {
  const types = ["text", "email", "select", "number", "date", "radio", "checkboxGroup", "tel", "rating", "checkbox"] as const;
  return Array.from({ length: 1000 }, (_, i) => {
    const type = types[i % types.length];
    const base = { id: `q${i}`, type, label: `Question ${i}` } as Record<string, unknown>;
    if (type === "select" || type === "radio" || type === "checkboxGroup") base.options = [{ label: "One" }, { label: "Two" }, { label: "Three" }];
    // Every tenth question shows only when an earlier one is answered, as real forms do.
    if (i % 10 === 1 && i > 10) base.displayed = { [`q${i - 11}`]: { $exists: true } };
    return base as Question;
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
  const credentials = await createApiClient([company.id]);
  const event = await createEvent(company.id, { name: "A thousand questions", type: "standard", questions: thousandQuestions() });
  const preview = await createEvent(company.id, { name: "A thousand questions, 300 behind one", type: "standard", questions: previewQuestions() });
  await closeDb();
  return { credentials, eventId: event.id, previewEventId: preview.id };
}

/**
 * Latency of one keystroke: from the keydown event's timestamp to the first animation frame after `target` shows
 * the new text (a MutationObserver sees the change, the next requestAnimationFrame is the frame that paints it).
 */
async function timeKeystrokes(page: Page, inputSelector: string, targetSelector: string, count: number, keyOf = (i: number) => "abcdefghijklmnopqrstuvwxyz"[i % 26]): Promise<number[]> {
  await page.evaluate(
    ({ inputSelector, targetSelector }) => {
      const w = window as unknown as { __latencies: number[]; __keydown: number | null };
      w.__latencies = [];
      w.__keydown = null;
      const input = document.querySelector(inputSelector)!;
      input.addEventListener("keydown", (event) => (w.__keydown = event.timeStamp), true);
      const target = document.querySelector(targetSelector)!;
      // The first change after each keydown counts (a render may touch the target more than once).
      new MutationObserver(() => {
        const start = w.__keydown;
        if (start === null) return;
        w.__keydown = null;
        requestAnimationFrame(() => w.__latencies.push(performance.now() - start));
      }).observe(target, { characterData: true, childList: true, subtree: true });
    },
    { inputSelector, targetSelector },
  );
  await page.focus(inputSelector);
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(keyOf(i));
    await page.waitForFunction((n) => (window as unknown as { __latencies: number[] }).__latencies.length >= n, i + 1);
    await page.waitForTimeout(30);
  }
  return page.evaluate(() => (window as unknown as { __latencies: number[] }).__latencies);
}

async function baseline(page: Page): Promise<number[]> {
  await page.setContent(`<!doctype html><label>Plain <input id="plain"></label><p id="echo"></p><script>
    document.getElementById("plain").addEventListener("input", (event) => { document.getElementById("echo").textContent = event.target.value; });
  </script>`);
  return timeKeystrokes(page, "#plain", "#echo", KEYSTROKES);
}

async function signIn(page: Page, base: string, credentials: { clientId: string; clientSecret: string }) {
  await page.goto(`${base}/sign-in`);
  await page.getByLabel("Client ID").fill(credentials.clientId);
  await page.getByLabel("Client secret").fill(credentials.clientSecret);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(/\/events$/);
}

/** Opens the editor; returns ms from navigation start to the editor's "ready" mark and the scripts' gzip size. */
async function load(page: Page, url: string): Promise<{ usable: number; scriptBytes: number; scriptGzip: number }> {
  const scripts: Promise<Buffer>[] = [];
  const onResponse = (response: import("@playwright/test").Response) => {
    if (response.request().resourceType() === "script") scripts.push(response.body().catch(() => Buffer.alloc(0)));
  };
  page.on("response", onResponse);
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName("editor-ready").length > 0, undefined, { timeout: 60_000 });
  const usable = await page.evaluate(() => performance.getEntriesByName("editor-ready")[0].startTime);
  page.off("response", onResponse);
  const bodies = await Promise.all(scripts);
  return { usable, scriptBytes: bodies.reduce((sum, body) => sum + body.length, 0), scriptGzip: bodies.reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0) };
}

/** A pointer drag of the second card onto the fifth: from release to the frame that shows the new order. */
async function dragReorder(page: Page): Promise<{ ms: number; moved: boolean }> {
  const handle = page.getByTestId("question-card").nth(1).getByRole("button", { name: /^Reorder/ });
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
    }).observe(document.querySelector("[role=list][aria-label='Questions of the form']")!, { childList: true, subtree: true, characterData: true });
  });
  await page.mouse.move(box.x + 5, box.y + 5);
  await page.mouse.down();
  for (let step = 1; step <= 5; step++) await page.mouse.move(box.x + 5, box.y + 5 + step * 2);
  for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + 5, box.y + 5 + ((target.y + target.height - 10 - box.y) * step) / 10);
  await page.mouse.up();
  await page.waitForFunction(() => (window as unknown as { __dropLatency: number | null }).__dropLatency !== null);
  const ms = await page.evaluate(() => (window as unknown as { __dropLatency: number }).__dropLatency);
  const labels = await page.getByTestId("card-label").allInnerTexts();
  return { ms, moved: labels.indexOf("Question 1") > labels.indexOf("Question 4") };
}

/** Space on the preview's first question (a checkbox 300 others show behind), alternately ticking and clearing it. */
async function previewAnswers(page: Page, url: string): Promise<number[]> {
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName("editor-ready").length > 0, undefined, { timeout: 60_000 });
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await page.locator("#preview-input-q0").waitFor();
  const count = Math.max(20, Math.round(KEYSTROKES / 2));
  return profiled(page, "preview", () => timeKeystrokes(page, "#preview-input-q0", "form[aria-label='Form preview']", count, () => " "));
}

const f = (ms: number) => `${ms.toFixed(1)} ms`;

async function main() {
  if (!fs.existsSync(path.join(ROOT, ".next", "BUILD_ID"))) throw new Error("No production build: run `npm run build` first.");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "capture-bench-builder-"));
  const { credentials, eventId, previewEventId } = await seed(dataDir);
  const server = await serve({ DATA_DIR: dataDir, DATABASE_URL: "" });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"] });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const plain = await baseline(page);
    await signIn(page, server.base, credentials);
    const url = `${server.base}/events/${eventId}`;
    const loads = [];
    for (let run = 0; run < LOADS; run++) loads.push(await (run === LOADS - 1 ? profiled(page, "load", () => load(page, url)) : load(page, url)));
    // Select the third card and type into the inspector's label field; the card shows each keystroke.
    await page.getByTestId("question-card").nth(2).getByTestId("card-label").click();
    const labelInput = page.getByTestId("inspector").getByLabel("Question", { exact: true });
    await labelInput.waitFor();
    const labelId = await labelInput.getAttribute("id");
    const cardKey = await page.getByTestId("question-card").nth(2).getAttribute("data-key");
    const editor = await profiled(page, "keystrokes", () => timeKeystrokes(page, `[id="${labelId}"]`, `[data-key="${cardKey}"] [data-testid=card-label]`, KEYSTROKES));
    // The scheduled check (lib/builder-store/background-check.ts) must have run in a worker, not on the page.
    const checkedInWorker = page.workers().some((worker) => !worker.url().includes("monaco"));
    const drag = await dragReorder(page);
    const answers = await previewAnswers(page, `${server.base}/events/${previewEventId}`);
    const usable = loads.map((entry) => entry.usable);
    const rows = [
      ["Keystroke in the inspector's label → canvas card shows it (p50 / p95)", `${f(percentile(editor, 50))} / ${f(percentile(editor, 95))}`],
      ["Baseline: plain input on an empty page, timed the same way (p50 / p95)", `${f(percentile(plain, 50))} / ${f(percentile(plain, 95))}`],
      ["p95 above the baseline's p95", f(percentile(editor, 95) - percentile(plain, 95))],
      ["The scheduled check ran in a Web Worker", checkedInWorker ? "yes" : "no (on the main thread)"],
      [`Usable after navigation (median of ${LOADS} loads; editor-ready mark)`, `${f(percentile(usable, 50))} (runs: ${usable.map((ms) => ms.toFixed(0)).join(", ")} ms)`],
      ["Preview: ticking the checkbox 300 questions' logic reads → frame that shows / hides them (p50 / p95)", `${f(percentile(answers, 50))} / ${f(percentile(answers, 95))}`],
      ["Preview p95 above the baseline's p95", f(percentile(answers, 95) - percentile(plain, 95))],
      ["Drag reorder at 1,000 questions: release → frame with the new order", `${f(drag.ms)}${drag.moved ? "" : " (the order did not change: void)"}`],
      ["Editor route JavaScript (gzip -9 / raw)", `${(loads[0].scriptGzip / 1024).toFixed(0)} kB / ${(loads[0].scriptBytes / 1024).toFixed(0)} kB`],
    ];
    console.log(`\nForm editor, 1,000 questions, ${KEYSTROKES} keystrokes (${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"})\n`);
    console.log("| Measure | Result |\n|---|---:|");
    for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
