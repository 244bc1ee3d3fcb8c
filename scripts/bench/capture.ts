// npm run bench:capture — capture mode (docs/architecture.md "Capture mode") against the production build (npm run
// build first). Every figure is printed beside a baseline measured in the same run, or beside its goal when nothing
// comparable exists:
//   size      the JavaScript a browser transfers for /capture (gzip -9 of each script), the page's own scripts apart
//             from its workers and the service worker;
//   browser   Debian's Chromium with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate): /capture opened offline
//             from the service worker to the first question ready; submit -> the next blank form (baseline: a
//             plain form on an empty page that clears itself, timed the same way); a keystroke on a 200-question
//             form (baseline: a plain input on an empty page, timed the same way);
//   drain     1,000 leads queued on one device (lib/capture/queue.ts with the SDK's transport, in Node) sent to a
//             started server on PGlite (baseline: the same 1,000 registrations POSTed one after another without
//             the SDK, the queue or an Idempotency-Key);
//   idem      POST /api/events/<id>/registrations with an Idempotency-Key against without one, under autocannon,
//             on PGlite and on PostgreSQL;
//   devices   200 devices (the SDK with device tokens) with 50 queued leads each syncing at once against two server
//             processes on one PostgreSQL: 10,000 registrations, counted in the database (none lost, none doubled,
//             one per idempotency key), the p99 of one send;
//   keys      the browser part's keystrokes alone, beside their baseline (not in the default set).
// BENCH_ONLY=size|browser|drain|idem|devices|keys (comma-separated) runs only those parts. Nothing here asserts a
// time: the run fails only when the work itself went wrong (an error answer, a lead lost or doubled).
// BENCH_PROFILE=<dir> also records CPU profiles of the browser part's submits and keystrokes
// (scripts/bench/cpu-profile.ts); BENCH_TRACE=<dir> devtools traces of the keystrokes, with the split of their
// main-thread CPU time (scripts/bench/trace.ts).
import { randomUUID } from "node:crypto";
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import autocannon from "autocannon";
import type { Browser, BrowserContext, CDPSession, Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { createCaptureQueue, memoryLeadStore, type Lead, type SendResult } from "../../lib/capture/queue";
import { sdkCaptureApi } from "../../lib/capture/capture-api";
import { closeDb, getDb } from "../../lib/db/client";
import { createApiClient } from "../../lib/db/repositories/api-clients";
import { setEventOpenForCapture } from "../../lib/db/repositories/capture-devices";
import { ensureCompany } from "../../lib/db/repositories/companies";
import { signInDevice } from "../../lib/db/repositories/device-sign-in";
import { createEvent } from "../../lib/db/repositories/events";
import { startDatabase } from "../../lib/db/startup";
import type { Question } from "../../lib/questions";
import { startCluster } from "../../tests/support/pg-cluster";
import { profiled } from "./cpu-profile";
import { traced } from "./trace";
import { runBench, serve, startBrowserBench } from "./serve";
import { percentile } from "./stats";

const ROOT = path.resolve(__dirname, "..", "..");
const VENDOR = "application/vnd.service-v1.1.5+json";
const ONLY = new Set((process.env.BENCH_ONLY ?? "size,browser,drain,idem,devices").split(","));
const CPU_SLOWDOWN = 4;
const OPENS = Number(process.env.BENCH_OPENS ?? 7);
const SUBMITS = Number(process.env.BENCH_SUBMITS ?? 30);
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 60);
const DRAIN_LEADS = Number(process.env.BENCH_DRAIN_LEADS ?? 1000);
const DEVICES = Number(process.env.BENCH_DEVICES ?? 200);
const LEADS_PER_DEVICE = Number(process.env.BENCH_LEADS_PER_DEVICE ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const WARM_UP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = 10;

const rows: [string, string][] = [];
const f = (ms: number) => `${ms.toFixed(1)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ratio = (value: number, of: number) => `${(value / of).toFixed(2)}×`;
const p5095 = (list: number[]) => `${f(percentile(list, 50))} / ${f(percentile(list, 95))}`;

/** The stand's form: what the capture e2e fills in. */
const standForm = (): Question[] =>
  [
    { id: "fullName", type: "text", label: "Full name", required: true },
    { id: "email", type: "email", label: "E-mail", required: true },
    { id: "company", type: "text", label: "Company" },
    { id: "newsletter", type: "checkbox", label: "Newsletter" },
  ] as Question[];

/** 200 questions of the usual kinds, every tenth shown only when an earlier one is answered; the first is text. */
function twoHundredQuestions(): Question[] {
  const types = ["text", "email", "select", "number", "date", "radio", "checkboxGroup", "tel", "rating", "checkbox"];
  return Array.from({ length: 200 }, (_, i) => {
    const type = types[i % types.length];
    const base = { id: `q${i}`, type, label: `Question ${i}` } as Record<string, unknown>;
    if (type === "select" || type === "radio" || type === "checkboxGroup")
      base.options = [{ label: "One" }, { label: "Two" }, { label: "Three" }];
    if (i % 10 === 1 && i > 10) base.displayed = { [`q${i - 11}`]: { $exists: true } };
    return base as Question;
  });
}

const leadValues = (tag: string, n: number) => ({
  fullName: { value: `Visitor ${tag} ${n}` },
  email: { value: `visitor-${tag}-${n}@bench.example` },
  company: { value: "Bench Ltd" },
});

/** A company with its app passcode, the stand's event and the 200-question one, both open for capture. */
async function seedCompany(devices: number) {
  await startDatabase({ log: () => undefined });
  const company = (await ensureCompany("benchcapture", "Bench Capture")).company;
  const stand = await createEvent(company.id, { name: "Stand form", type: "standard", questions: standForm() });
  const big = await createEvent(company.id, {
    name: "Two hundred questions",
    type: "standard",
    questions: twoHundredQuestions(),
  });
  for (const id of [stand.id, big.id]) await setEventOpenForCapture(company.id, id, true);
  const tokens: string[] = [];
  for (let i = 0; i < devices; i++) {
    const signedIn = await signInDevice({
      username: company.username,
      appPasscode: company.appPasscode,
      staff: `Staff ${i}`,
      name: `Bench tablet ${i}`,
    });
    if (!signedIn) throw new Error("The bench's device could not sign in.");
    tokens.push(signedIn.accessToken);
  }
  const credentials = await createApiClient([company.id]);
  return { company, stand: stand.id, big: big.id, tokens, credentials };
}
type Seeded = Awaited<ReturnType<typeof seedCompany>>;

async function clientToken(base: string, credentials: { clientId: string; clientSecret: string }): Promise<string> {
  const response = await fetch(`${base}/api/auth`, {
    method: "POST",
    headers: {
      Accept: VENDOR,
      "Content-Type": VENDOR,
      Authorization: `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString("base64")}`,
    },
    body: JSON.stringify({ grant_type: "client_credentials", scope: "PublicAPI" }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

// ——— In Chromium ———

/** Signs the capture app in with the company's passcode and picks the event (the UI the e2e drives). */
async function signInApp(page: Page, base: string, seeded: Seeded, event: string) {
  await page.goto(`${base}/capture`);
  await page.getByLabel("Company username").fill(seeded.company.username);
  await page.getByLabel("App passcode").fill(seeded.company.appPasscode);
  await page.getByLabel("Your name").fill("Bench staff");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Choose the event" }).waitFor();
  await page.getByRole("button", { name: event }).click();
  await page.getByRole("heading", { name: event }).waitFor();
}

async function slowCpu(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return cdp;
}

/** Installed before any script: the time (since navigation start) of the frame that first paints an enabled input
 *  of the lead form. Plain JavaScript text, as in bench:editor. */
const WATCH_FIRST_QUESTION = `(() => {
  window.__firstQuestion = null;
  const look = () => {
    const input = document.querySelector("form[aria-label=Lead] input:not([disabled])");
    if (input) requestAnimationFrame((painted) => (window.__firstQuestion = painted));
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

type Script = { url: string; bytes: number; gzip: number };

/** The scripts a fresh browser transfers for `url`, and the URLs of the workers the page started. */
async function scriptsOf(browser: Browser, url: string, ready: (page: Page) => Promise<unknown>) {
  const context = await browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  const pending: Promise<Script>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((buffer) => ({
          url: response.url(),
          bytes: buffer.length,
          gzip: zlib.gzipSync(buffer, { level: 9 }).length,
        })),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await ready(page);
  const workerUrls = new Set(page.workers().map((worker) => worker.url()));
  const scripts = await Promise.all(pending);
  await context.close();
  return { scripts, workerUrls };
}

/**
 * The scripts a fresh browser transfers for /capture, the service worker's and the workers' apart. Baseline: the
 * scripts /capture shares with the public home page (Next's and React's runtime, the same on every page).
 */
async function routeSize(browser: Browser, base: string): Promise<void> {
  const { scripts, workerUrls } = await scriptsOf(browser, `${base}/capture`, (page) =>
    page.getByRole("heading", { name: "Sign this device in" }).waitFor(),
  );
  const home = await scriptsOf(browser, `${base}/`, (page) => page.locator("main").first().waitFor());
  const homeUrls = new Set(home.scripts.map((script) => script.url));
  const own = scripts.filter((script) => !workerUrls.has(script.url));
  const workers = scripts.filter((script) => workerUrls.has(script.url));
  const swBody = Buffer.from(await (await fetch(`${base}/capture-sw.js`)).arrayBuffer());
  console.log("\n/capture's scripts (gzip -9, raw; * also loaded by the home page)\n");
  console.log("| Script | gzip -9 | raw |\n|---|---:|---:|");
  for (const script of [...own].sort((a, b) => b.gzip - a.gzip))
    console.log(
      `| ${new URL(script.url).pathname}${homeUrls.has(script.url) ? " *" : ""} | ${kib(script.gzip)} ` +
        `| ${kib(script.bytes)} |`,
    );
  const total = own.reduce((sum, script) => sum + script.gzip, 0);
  const shared = own.filter((script) => homeUrls.has(script.url)).reduce((sum, script) => sum + script.gzip, 0);
  rows.push(
    [
      `/capture route JavaScript, ${own.length} scripts, gzip -9 (goal ≤ 120 KiB)`,
      `${kib(total)} (${ratio(total, 120 * 1024)} the goal; raw ${kib(own.reduce((sum, s) => sum + s.bytes, 0))})`,
    ],
    [
      "  Baseline: of which shared with the public home page (Next's and React's runtime) / the capture app's own",
      `${kib(shared)} / ${kib(total - shared)}`,
    ],
    [
      "  its workers, apart",
      workers.length ? workers.map((w) => `${new URL(w.url).pathname} ${kib(w.gzip)}`).join(", ") : "none started",
    ],
    [
      "  the service worker /capture-sw.js, apart (gzip -9 / raw)",
      `${kib(zlib.gzipSync(swBody, { level: 9 }).length)} / ${kib(swBody.length)}`,
    ],
  );
}

/** /capture opened offline (from the service worker's cache) until the first question is painted, CPU 4× slower. */
async function offlineOpens(context: BrowserContext, page: Page): Promise<number[]> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await page.addInitScript({ content: WATCH_FIRST_QUESTION });
  await context.setOffline(true);
  const cdp = await slowCpu(page);
  const times: number[] = [];
  try {
    for (let i = 0; i < OPENS + 1; i++) {
      await page.reload();
      const handle = await page.waitForFunction(
        () => (window as unknown as { __firstQuestion: number | null }).__firstQuestion,
        undefined,
        { timeout: 60_000, polling: 50 },
      );
      const painted = (await handle.jsonValue()) as number;
      const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
      if (!controlled) throw new Error("The offline open was not served by the service worker: void.");
      // The first open warms the HTTP cache of the service worker's own fetches: not counted.
      if (i > 0) times.push(painted);
    }
  } finally {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await cdp.detach();
    await context.setOffline(false);
  }
  return times;
}

/**
 * From the submit's click (its event time) to the frame that shows the next blank form (the saved line names the
 * lead and the first field is empty): `fill` writes the answers untimed, the click is timed.
 */
async function timeSubmits(
  page: Page,
  fillForm: (n: number) => Promise<void>,
  submit: string,
  first: string,
  saved: string,
) {
  // From the click, each frame looks whether the saved line names this lead and the first field is empty: the first
  // frame that does is the one that shows the blank form (a frame's rAF callbacks run before its paint). Plain
  // JavaScript text: tsx would wrap the named inner function in a helper the page does not have.
  await page.evaluate(`(() => {
    const [submit, first, saved] = ${JSON.stringify([submit, first, saved])};
    window.__submitLatencies = [];
    document.addEventListener("click", (event) => {
      if (!event.target.closest(submit)) return;
      const start = event.timeStamp;
      const expected = window.__expect;
      const look = () => {
        const input = document.querySelector(first);
        const line = document.querySelector(saved)?.textContent ?? "";
        const blank = input && input.value === "" && line.includes(expected);
        if (blank) window.__submitLatencies.push(performance.now() - start);
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    }, true);
  })()`);
  const cdp = await slowCpu(page);
  try {
    for (let i = 0; i < SUBMITS; i++) {
      await fillForm(i);
      await page.evaluate((n) => ((window as unknown as { __expect: string }).__expect = `Visitor ${n}:`), i);
      await page.click(submit);
      await page.waitForFunction(
        (n) => (window as unknown as { __submitLatencies: number[] }).__submitLatencies.length >= n,
        i + 1,
      );
    }
  } finally {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await cdp.detach();
  }
  return page.evaluate(() => (window as unknown as { __submitLatencies: number[] }).__submitLatencies);
}

/** A plain form that clears itself on submit and says what it saved: the submit's baseline. */
async function plainSubmits(page: Page): Promise<number[]> {
  await page.setContent(`<!doctype html><form id="plain"><label>Full name <input id="name"></label>
    <label>E-mail <input id="mail"></label><button id="save">Save</button></form><p id="saved"></p><script>
    document.getElementById("plain").addEventListener("submit", (event) => {
      event.preventDefault();
      document.getElementById("saved").textContent = "Saved " + document.getElementById("name").value + ":";
      event.target.reset();
    });
  </script>`);
  return timeSubmits(
    page,
    async (n) => {
      await page.fill("#name", `Visitor ${n}`);
      await page.fill("#mail", `visitor${n}@bench.example`);
    },
    "#save",
    "#name",
    "#saved",
  );
}

/** From the keydown's event time to the frame after the input event was handled (React renders in that task). */
async function timeKeystrokes(page: Page, inputSelector: string): Promise<number[]> {
  await page.evaluate((inputSelector) => {
    const w = window as unknown as { __latencies: number[]; __keydown: number | null };
    w.__latencies = [];
    w.__keydown = null;
    const input = document.querySelector(inputSelector)!;
    document.addEventListener(
      "keydown",
      (event) => {
        if (event.target === input) w.__keydown = event.timeStamp;
      },
      true,
    );
    document.addEventListener(
      "input",
      (event) => {
        const start = w.__keydown;
        if (event.target !== input || start === null) return;
        w.__keydown = null;
        requestAnimationFrame(() => w.__latencies.push(performance.now() - start));
      },
      true,
    );
  }, inputSelector);
  const cdp = await slowCpu(page);
  try {
    await page.focus(inputSelector);
    for (let i = 0; i < KEYSTROKES; i++) {
      await page.keyboard.press("abcdefghijklmnopqrstuvwxyz"[i % 26]);
      await page.waitForFunction(
        (n) => (window as unknown as { __latencies: number[] }).__latencies.length >= n,
        i + 1,
      );
      await page.waitForTimeout(100);
    }
  } finally {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await cdp.detach();
  }
  return page.evaluate(() => (window as unknown as { __latencies: number[] }).__latencies);
}

async function benchBrowser() {
  const { seeded, server, browser, stop } = await startBrowserBench("capture", async (dataDir) => {
    process.env.DATA_DIR = dataDir;
    process.env.DATABASE_URL = "";
    const seeded = await seedCompany(0);
    await closeDb();
    return seeded;
  });
  try {
    if (ONLY.has("size")) await routeSize(browser, server.base);
    if (!ONLY.has("browser") && !ONLY.has("keys")) return;
    const tablet = { viewport: { width: 820, height: 1180 }, hasTouch: true, serviceWorkers: "allow" as const };

    // The baselines, on an empty page in the same browser, timed the same way.
    const plainPage = await browser.newPage(tablet);
    const plainSubmit = ONLY.has("browser") ? await plainSubmits(plainPage) : [];
    await plainPage.setContent(`<!doctype html><label>Plain <input id="plain"></label>`);
    const plainKeys = await traced(browser, plainPage, "keystrokes-plain", () =>
      profiled(plainPage, "keystrokes-plain", () => timeKeystrokes(plainPage, "#plain")),
    );
    await plainPage.close();

    const keys200 = async () => {
      const bigContext = await browser.newContext(tablet);
      const bigPage = await bigContext.newPage();
      await signInApp(bigPage, server.base, seeded, "Two hundred questions");
      const firstId = await bigPage.getByLabel("Question 0", { exact: true }).getAttribute("id");
      const keys = await traced(browser, bigPage, "keystrokes-200", () =>
        profiled(bigPage, "keystrokes-200", () => timeKeystrokes(bigPage, `[id="${firstId}"]`)),
      );
      await bigContext.close();
      return keys;
    };
    const slow = `CPU ${CPU_SLOWDOWN}× slower`;
    const keyRows = (keys: number[]): [string, string][] => [
      [`Keystroke in the first answer of a 200-question form, ${slow}, p50 / p95 of ${KEYSTROKES}`, p5095(keys)],
      ["  Baseline: a plain input on an empty page, timed the same way", p5095(plainKeys)],
      [
        "  p95 above the baseline's (goal ≤ +5 ms) / ratio",
        `${f(percentile(keys, 95) - percentile(plainKeys, 95))} / ` +
          ratio(percentile(keys, 95), percentile(plainKeys, 95)),
      ],
    ];
    // BENCH_ONLY=keys: the keystrokes alone, beside their baseline.
    if (!ONLY.has("browser")) {
      rows.push(...keyRows(await keys200()));
      return;
    }

    const context = await browser.newContext(tablet);
    const page = await context.newPage();
    await signInApp(page, server.base, seeded, "Stand form");
    const opens = await offlineOpens(context, page);
    await page.reload();
    await page.getByLabel("Full name").waitFor();
    const submits = await profiled(page, "submits", () =>
      timeSubmits(
        page,
        async (n) => {
          await page.getByLabel("Full name").fill(`Visitor ${n}`);
          await page.getByLabel("E-mail").fill(`visitor${n}@stand.example`);
        },
        "form[aria-label=Lead] button[type=submit]",
        "form[aria-label=Lead] input",
        "[data-testid=capture-saved]",
      ),
    );
    await context.close();
    const keys = await keys200();

    rows.push(
      [
        `/capture opened offline from the service worker → first question painted, ${slow}, p50 / p95 of ${OPENS} ` +
          `(goal ≤ 1 s)`,
        `${p5095(opens)} (p95 ${ratio(percentile(opens, 95), 1000)} the goal)`,
      ],
      [`Submit → next blank form, 4-question form, ${slow}, p50 / p95 of ${SUBMITS}`, p5095(submits)],
      ["  Baseline: a plain form that clears itself, timed the same way", p5095(plainSubmit)],
      [
        "  p95 above the baseline's / ratio (goal: p95 ≤ 100 ms)",
        `${f(percentile(submits, 95) - percentile(plainSubmit, 95))} ` +
          `/ ${ratio(percentile(submits, 95), percentile(plainSubmit, 95))}`,
      ],
      ...keyRows(keys),
    );
  } finally {
    await stop();
  }
}

// ——— In Node, against started servers ———

/** One device's queue with the SDK's transport; `times` collects each send's duration. */
function deviceQueue(baseUrl: string, accessToken: string, times: number[]) {
  const api = sdkCaptureApi({ baseUrl, accessToken });
  return createCaptureQueue({
    store: memoryLeadStore(),
    async send(lead: Lead): Promise<SendResult> {
      const start = performance.now();
      const result = await api.send(lead);
      times.push(performance.now() - start);
      return result;
    },
    // A retry is due at once: the bench waits for nothing but the server.
    backoffMs: () => 0,
  });
}

async function queueLeads(
  queue: ReturnType<typeof deviceQueue>,
  eventId: number,
  formVersion: string,
  tag: string,
  count: number,
) {
  await queue.load();
  for (let n = 0; n < count; n++)
    await queue.capture({
      id: randomUUID(),
      eventId,
      values: leadValues(tag, n),
      capturedAt: new Date().toISOString(),
      formVersion,
      staff: "Bench staff",
    });
}

/** Flushes until nothing waits (a retry answer leaves a lead waiting); fails on a refusal. */
async function drain(queue: ReturnType<typeof deviceQueue>): Promise<void> {
  for (let round = 0; round < 50; round++) {
    await queue.flush();
    const snapshot = queue.getSnapshot();
    if (snapshot.needsReview || snapshot.parked || snapshot.blocked.device)
      throw new Error(`A lead was refused: ${JSON.stringify(snapshot.leads.find((lead) => lead.problem)?.problem)}`);
    if (snapshot.waiting === 0) return;
  }
  throw new Error("Leads still waiting after 50 flushes: void.");
}

async function formVersion(base: string, token: string, eventId: number): Promise<string> {
  const response = await fetch(`${base}/api/events/${eventId}`, {
    headers: { Accept: VENDOR, Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET the event with a device token answered ${response.status}.`);
  return response.headers.get("last-modified")!;
}

async function benchDrain(base: string, seeded: Seeded) {
  const token = seeded.tokens[0];
  const version = await formVersion(base, token, seeded.stand);
  // Baseline: the same registrations, one after another, with a bare fetch and no Idempotency-Key.
  const started = performance.now();
  for (let n = 0; n < DRAIN_LEADS; n++) {
    const response = await fetch(`${base}/api/events/${seeded.stand}/registrations`, {
      method: "POST",
      headers: { Accept: VENDOR, "Content-Type": VENDOR, Authorization: `Bearer ${token}` },
      body: JSON.stringify({ values: leadValues("plain", n) }),
    });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`The baseline's POST answered ${response.status}: void.`);
  }
  const plainMs = performance.now() - started;
  const times: number[] = [];
  const queue = deviceQueue(base, token, times);
  await queueLeads(queue, seeded.stand, version, "drain", DRAIN_LEADS);
  const start = performance.now();
  await drain(queue);
  const ms = performance.now() - start;
  rows.push(
    [
      `${DRAIN_LEADS.toLocaleString("en")} queued leads drained from ` +
        `one device (queue + SDK, Node), PGlite (goal ≤ 20 s)`,
      `${(ms / 1000).toFixed(2)} s (${ratio(ms, 20_000)} the goal); ` +
        `one send p50 / p99 ${f(percentile(times, 50))} / ${f(percentile(times, 99))}`,
    ],
    [
      "  Baseline: the same POSTs one after another, bare fetch, no Idempotency-Key / ratio",
      `${(plainMs / 1000).toFixed(2)} s / ${ratio(ms, plainMs)}`,
    ],
  );
}

async function load(options: autocannon.Options): Promise<autocannon.Result> {
  if (WARM_UP > 0) await autocannon({ connections: CONNECTIONS, duration: WARM_UP, ...options });
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(
      `${options.title}: ${result.non2xx} non-2xx answers and ${result.errors} errors — the run is void.`,
    );
  return result;
}

async function benchIdempotency(database: string, base: string, seeded: Seeded) {
  const auth = {
    Accept: VENDOR,
    "Content-Type": VENDOR,
    Authorization: `Bearer ${await clientToken(base, seeded.credentials)}`,
  };
  let counter = 0;
  const post = (withKey: boolean) =>
    load({
      title: withKey ? "post with key" : "post",
      url: `${base}/api/events/${seeded.stand}/registrations`,
      method: "POST",
      headers: auth,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: withKey ? { ...request.headers, "Idempotency-Key": randomUUID() } : request.headers,
            body: JSON.stringify({ values: leadValues(`${process.pid}x${withKey ? "k" : "n"}`, counter++) }),
          }),
        },
      ],
    });
  // Interleaved, twice each, so that neither gets the quieter minute of a shared machine.
  const without: autocannon.Result[] = [];
  const withKey: autocannon.Result[] = [];
  for (let i = 0; i < 2; i++) {
    without.push(await post(false));
    withKey.push(await post(true));
  }
  const rps = (list: autocannon.Result[]) => list.reduce((sum, r) => sum + r.requests.average, 0) / list.length;
  const p50 = (list: autocannon.Result[]) => list.reduce((sum, r) => sum + r.latency.p50, 0) / list.length;
  rows.push([
    `POST registrations with Idempotency-Key vs without, ${database}, ${CONNECTIONS} connections (goal ≤ 1.2×): ` +
      `req/s without / with, slowdown; mean p50`,
    `${rps(without).toFixed(0)} / ${rps(withKey).toFixed(0)}, ${ratio(rps(without), rps(withKey))}; ` +
      `${p50(without).toFixed(1)} / ${p50(withKey).toFixed(1)} ms`,
  ]);
}

async function benchDevices(env: Record<string, string>, seeded: Seeded) {
  const servers = [await serve(env), await serve(env)];
  try {
    const version = await formVersion(servers[0].base, seeded.tokens[0], seeded.stand);
    const times: number[] = [];
    const queues = await Promise.all(
      seeded.tokens.slice(0, DEVICES).map(async (token, i) => {
        const queue = deviceQueue(servers[i % 2].base, token, times);
        await queueLeads(queue, seeded.stand, version, `dev${i}`, LEADS_PER_DEVICE);
        return queue;
      }),
    );
    const start = performance.now();
    await Promise.all(queues.map(drain));
    const ms = performance.now() - start;
    const expected = DEVICES * LEADS_PER_DEVICE;
    const sentIds = new Set(queues.flatMap((queue) => queue.getSnapshot().leads.map((lead) => lead.registrationId)));
    const keys = new Set(queues.flatMap((queue) => queue.getSnapshot().leads.map((lead) => lead.key)));
    Object.assign(process.env, env);
    const db = await getDb();
    // Only the devices' leads (the idem runs registered on the same event): e-mails visitor-dev<n>-….
    const counted = await db.execute<{ total: number; emails: number }>(
      sql`select count(*)::int as total, count(distinct email)::int as emails from registrations
          where event_id = ${seeded.stand} and deleted_at is null and email like 'visitor-dev%'`,
    );
    // Each of those registrations is the stored answer of exactly one idempotency key.
    const storedKeys = await db.execute<{ keys: number }>(
      sql`select count(*)::int as keys from idempotency_keys k join registrations r on r.id = k.body->>'id'
          where r.event_id = ${seeded.stand} and r.email like 'visitor-dev%' and k.state = 'done'`,
    );
    await closeDb();
    const { total, emails } = counted.rows[0];
    const lost = expected - emails;
    const doubled = total - emails;
    if (lost !== 0 || doubled !== 0 || sentIds.size !== expected || keys.size !== expected)
      throw new Error(`${DEVICES} devices: ${lost} lost, ${doubled} doubled, ${sentIds.size} acknowledged — void.`);
    rows.push(
      [
        `${DEVICES} devices × ${LEADS_PER_DEVICE} queued leads syncing at once, 2 server processes, one PostgreSQL`,
        `${(ms / 1000).toFixed(2)} s, ${(expected / (ms / 1000)).toFixed(0)} leads/s; one send p50 / p99 ` +
          `${f(percentile(times, 50))} / ${f(percentile(times, 99))}`,
      ],
      [
        "  registrations in the database / distinct e-mails / lost / doubled",
        `${total} / ${emails} / ${lost} / ${doubled}`,
      ],
      [
        "  acknowledged registration ids / distinct idempotency keys sent / done keys whose answer is one of them",
        `${sentIds.size} / ${keys.size} / ${storedKeys.rows[0].keys}`,
      ],
    );
  } finally {
    for (const server of servers) await server.stop();
  }
}

async function benchServers() {
  const pglite = ONLY.has("drain") || ONLY.has("idem");
  if (pglite) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "capture-bench-api-"));
    const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
    try {
      Object.assign(process.env, env);
      const seeded = await seedCompany(1);
      await closeDb();
      const server = await serve(env);
      try {
        if (ONLY.has("drain")) await benchDrain(server.base, seeded);
        if (ONLY.has("idem")) await benchIdempotency("PGlite", server.base, seeded);
      } finally {
        await server.stop();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (!ONLY.has("idem") && !ONLY.has("devices")) return;
  const cluster = await startCluster({ durable: true });
  try {
    const env = { DATABASE_URL: cluster.adminUrl };
    delete process.env.DATA_DIR;
    Object.assign(process.env, env);
    const seeded = await seedCompany(ONLY.has("devices") ? DEVICES : 1);
    await closeDb();
    if (ONLY.has("idem")) {
      const server = await serve(env);
      try {
        await benchIdempotency("PostgreSQL", server.base, seeded);
      } finally {
        await server.stop();
      }
    }
    if (ONLY.has("devices")) await benchDevices(env, seeded);
  } finally {
    cluster.stop();
  }
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, ".next", "BUILD_ID")))
    throw new Error("Run `npm run build` first: the benchmark measures the production build.");
  const load = execSync("uptime").toString().trim();
  try {
    if (ONLY.has("size") || ONLY.has("browser") || ONLY.has("keys")) await benchBrowser();
    await benchServers();
  } finally {
    // What was measured is printed even when a later part failed.
    console.log(
      `\nbench:capture — ${new Date().toISOString().slice(0, 16)}Z, ${os.cpus().length} × ` +
        `${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
        `load at the start: ${load}\n`,
    );
    console.log("| Measure | Result |\n|---|---|");
    for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
  }
}

runBench(main);
