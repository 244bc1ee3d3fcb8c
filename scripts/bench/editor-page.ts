// What bench:editor measures in the page, shared with its side-by-side with SurveyJS Creator
// (scripts/bench/neutral.ts) so that both tools are measured the same way: the keystroke → frame timing and its
// plain-input baseline, the fresh-context load until "usable" with the JavaScript it transferred, and the keystrokes
// into our inspector's label.
import zlib from "node:zlib";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { profiled } from "./cpu-profile";

export type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

export const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 60);
/** Fresh loads whose median is reported. */
export const LOADS = 3;
/** No long task for this long after the first card: the editor has settled. */
export const QUIET_MS = 2000;

/**
 * What a load waits for: the element whose painted text is the first card (a selector), and how many workers the
 * page starts once idle (their scripts count; the load waits for them, up to 10 s).
 */
export type LoadTarget = { firstText: string; workers: number };
/** Our editor: the first question card's label; one worker, the scheduled check's with the logic report. */
export const EDITOR_TARGET: LoadTarget = {
  firstText: "[data-testid=question-card] [data-testid=card-label]",
  workers: 1,
};

/**
 * Latency of one keystroke: from the keydown event's timestamp to the first animation frame after `target` shows
 * the new text (a MutationObserver sees the change, the next requestAnimationFrame is the frame that paints it).
 */
export async function timeKeystrokes(
  page: Page,
  inputSelector: string,
  targetSelector: string,
  count: number,
  keyOf = (i: number) => "abcdefghijklmnopqrstuvwxyz"[i % 26],
  pause = 30,
): Promise<number[]> {
  await page.evaluate(
    ({ inputSelector, targetSelector }) => {
      const w = window as unknown as {
        __latencies: number[];
        __keydown: number | null;
        __observer?: MutationObserver;
        __onKey?: (event: Event) => void;
      };
      w.__latencies = [];
      w.__keydown = null;
      // A second series on the same page replaces the first one's listeners.
      w.__observer?.disconnect();
      if (w.__onKey) document.removeEventListener("keydown", w.__onKey, true);
      const input = document.querySelector(inputSelector)!;
      w.__onKey = (event) => {
        if (event.target === input) w.__keydown = event.timeStamp;
      };
      document.addEventListener("keydown", w.__onKey, true);
      const target = document.querySelector(targetSelector)!;
      // The first change after each keydown counts (a render may touch the target more than once).
      w.__observer = new MutationObserver(() => {
        const start = w.__keydown;
        if (start === null) return;
        w.__keydown = null;
        requestAnimationFrame(() => w.__latencies.push(performance.now() - start));
      });
      w.__observer.observe(target, { characterData: true, childList: true, subtree: true });
    },
    { inputSelector, targetSelector },
  );
  await page.focus(inputSelector);
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(keyOf(i));
    await page.waitForFunction((n) => (window as unknown as { __latencies: number[] }).__latencies.length >= n, i + 1);
    await page.waitForTimeout(pause);
  }
  return page.evaluate(() => (window as unknown as { __latencies: number[] }).__latencies);
}

/** The baseline: the same keystrokes into a plain input on an empty page, echoed into a paragraph. */
export async function baseline(page: Page, pause: number, count = KEYSTROKES): Promise<number[]> {
  await page.setContent(`<!doctype html><label>Plain <input id="plain"></label><p id="echo"></p><script>
    document.getElementById("plain").addEventListener("input", (event) => {
      document.getElementById("echo").textContent = event.target.value;
    });
  </script>`);
  return timeKeystrokes(page, "#plain", "#echo", count, undefined, pause);
}

/**
 * Installed before any script of the page: long tasks (buffered) and the first frame that paints the first card
 * with its text (the rAF after the one that first finds it, since a frame is painted after its rAF callbacks).
 */
// Plain JavaScript text: tsx would wrap a function's named inner arrows in a helper the page does not have.
const watchLoad = (firstText: string) => `(() => {
  window.__longTasks = [];
  window.__firstCard = null;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
    }).observe({ type: "longtask", buffered: true });
  } catch {
    // No long task timing in this browser: "usable" is then the first card alone (the report shows no long task).
  }
  const look = () => {
    const label = document.querySelector(${JSON.stringify(firstText)});
    if (label && label.textContent.trim()) requestAnimationFrame((painted) => (window.__firstCard = painted));
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

/**
 * Opens the editor in a fresh context (empty cache, signed in by cookie). Usable = the later of the first card's
 * painted frame and the end of the last long task before QUIET_MS without one. Also the scripts' gzip size.
 */
export type Script = { url: string; bytes: number; gzip: number; worker: boolean };

export async function load(
  browser: Browser,
  storageState: StorageState,
  url: string,
  profile = false,
  label = "load",
  target: LoadTarget = EDITOR_TARGET,
  /** What a person does once the page is usable, before the scripts are counted (BENCH_ONLY=size's first edit). */
  then?: (page: Page) => Promise<void>,
): Promise<{
  usable: number;
  firstCard: number;
  lastLongTask: number;
  scriptBytes: number;
  scriptGzip: number;
  scripts: Script[];
}> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState });
  const page = await context.newPage();
  await page.addInitScript({ content: watchLoad(target.firstText) });
  // What the browser transfers, as a user's does: the page's scripts and the workers' (their own script and the
  // chunks they import), which the context sees and the page does not. A script two workers both import is
  // fetched once (the second comes from the cache), so each address counts once.
  const scripts = new Map<string, Promise<Omit<Script, "worker">>>();
  const pageScripts = new Set<string>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") pageScripts.add(response.url());
  });
  context.on("response", (response) => {
    const url = response.url();
    const javascript = new URL(url).pathname.endsWith(".js");
    if ((response.request().resourceType() !== "script" && !javascript) || scripts.has(url)) return;
    const body = response.body().catch(() => Buffer.alloc(0));
    scripts.set(
      url,
      body.then((buffer) => ({ url, bytes: buffer.length, gzip: zlib.gzipSync(buffer, { level: 9 }).length })),
    );
  });
  const measure = async () => {
    await page.goto(url);
    await page
      .waitForFunction(() => (window as unknown as { __firstCard: number | null }).__firstCard !== null, undefined, {
        timeout: 60_000,
      })
      .catch((error: Error) => {
        throw new Error(`The first card never showed at ${page.url()}: ${error.message}`);
      });
    // Two quiet seconds: no long task ended within QUIET_MS of now (polled; the page runs meanwhile).
    return page.waitForFunction(
      (quiet) => {
        const w = window as unknown as { __longTasks: { end: number }[]; __firstCard: number };
        const last = Math.max(w.__firstCard, ...w.__longTasks.map((task) => task.end));
        return performance.now() - last >= quiet
          ? { firstCard: w.__firstCard, lastLongTask: Math.max(0, ...w.__longTasks.map((task) => task.end)) }
          : null;
      },
      QUIET_MS,
      { timeout: 120_000, polling: 100 },
    );
  };
  const result = (await (await (profile ? profiled(page, label, measure) : measure())).jsonValue()) as {
    firstCard: number;
    lastLongTask: number;
  };
  if (process.env.BENCH_ONLY === "large") {
    const navigation = await page.evaluate(() => {
      const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      return {
        responseStart: entry.responseStart,
        responseEnd: entry.responseEnd,
        domInteractive: entry.domInteractive,
        domContentLoaded: entry.domContentLoadedEventEnd,
        bytes: entry.transferSize,
      };
    });
    console.log("navigation:", JSON.stringify(navigation));
  }
  if (then) await then(page);
  // Both workers start once the page is idle (the logic report's, then the scheduled check's at the first check):
  // their scripts count, so wait for them (at most 10 s) and for what they import.
  for (let waited = 0; page.workers().length < target.workers && waited < 10_000; waited += 100)
    await page.waitForTimeout(100);
  await page.waitForLoadState("networkidle").catch(() => undefined);
  const loaded = (await Promise.all(scripts.values())).map((script) => ({
    ...script,
    worker: !pageScripts.has(script.url),
  }));
  await context.close();
  return {
    ...result,
    usable: Math.max(result.firstCard, result.lastLongTask),
    scriptBytes: loaded.reduce((sum, script) => sum + script.bytes, 0),
    scriptGzip: loaded.reduce((sum, script) => sum + script.gzip, 0),
    scripts: loaded,
  };
}

/**
 * A first edit: the third card selected and one letter typed into its label, then time for what that loads on
 * demand (the inspector's properties, the check's validator in its worker) to arrive.
 */
export async function firstEdit(page: Page): Promise<void> {
  await page.getByTestId("question-card").nth(2).getByTestId("card-label").click();
  const labelInput = page.getByTestId("inspector").getByLabel("Question", { exact: true });
  await labelInput.waitFor();
  await labelInput.press("End");
  await labelInput.pressSequentially("x");
  await page.waitForTimeout(2_000);
}

/**
 * Opens our editor at `url` without the local draft a series before left (docs/studio.md "Drafts"): with one, the
 * page offers to restore it in a notice above the canvas, which the first series' page did not show; so every
 * series opens the same page, as SurveyJS Creator's reloaded page is the same each time.
 */
export async function openWithoutDraft(page: Page, url: string): Promise<void> {
  // Any page of the editor's origin (a 404 is light) reaches its storage.
  await page.goto(`${new URL(url).origin}/bench-no-such-page`);
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith("capture-studio:draft")) localStorage.removeItem(key);
  });
  await page.goto(url);
}

/** Keys typed at the start of each series and not counted (the page's first keys warm its code and caches up). */
export const WARMUP = 5;

/**
 * Runs each series once per round, their order rotated each round so that none always runs first or after the same
 * other (time-order drift falls on all of them alike); each run's first WARMUP latencies are dropped. Answers each
 * series' latencies per round.
 */
export async function alternate<Name extends string>(
  rounds: number,
  series: Record<Name, () => Promise<number[]>>,
): Promise<Record<Name, number[][]>> {
  const names = Object.keys(series) as Name[];
  const kept = Object.fromEntries(names.map((name) => [name, [] as number[][]])) as Record<Name, number[][]>;
  for (let round = 0; round < rounds; round++)
    for (let i = 0; i < names.length; i++) {
      const name = names[(round + i) % names.length];
      kept[name].push((await series[name]()).slice(WARMUP));
    }
  return kept;
}

/** Keystrokes into the inspector's label of the third card, the card showing each one; once per pause. */
export async function typeInInspector(page: Page, pause: number, count = KEYSTROKES): Promise<number[]> {
  // A click before hydration selects nothing (the cards come in the page's HTML).
  await page.locator("[data-testid=editor][data-hydrated]").waitFor({ timeout: 60_000 });
  await page.getByTestId("question-card").nth(2).getByTestId("card-label").click();
  const labelInput = page.getByTestId("inspector").getByLabel("Question", { exact: true });
  await labelInput.waitFor();
  const labelId = await labelInput.getAttribute("id");
  const cardKey = await page.getByTestId("question-card").nth(2).getAttribute("data-key");
  return timeKeystrokes(
    page,
    `[id="${labelId}"]`,
    `[data-key="${cardKey}"] [data-testid=card-label]`,
    count,
    undefined,
    pause,
  );
}
