// npm run bench:registrations — the studio's registrations work against the production build (npm run build first),
// on PGlite: the events page's server time at 50 events (each with its registrations' HEAD), against the same page
// at 1 event; and the CSV export of 100,000 registrations (time, and the server's peak memory above its level
// before), against reading the same pages from the API with the SDK and against exporting 10,000, in the same run.
import fs from "node:fs";
import os from "node:os";
import type { Browser } from "@playwright/test";
import { closeDb } from "../../lib/db/client";
import { createApiClient } from "../../lib/db/repositories/api-clients";
import { addMembership, createPerson } from "../../lib/db/repositories/people";
import { hashPassword } from "../../lib/auth/password-hash";

const PASSWORD = "bench owner long passphrase";
import { ensureCompany } from "../../lib/db/repositories/companies";
import { createEvent } from "../../lib/db/repositories/events";
import { importRegistrations } from "../../lib/db/repositories/registrations";
import { startDatabase } from "../../lib/db/startup";
import { createClient } from "../../lib/sdk";
import { runBench, startBrowserBench } from "./serve";
import { percentile } from "./stats";

const PAGE_LOADS = Number(process.env.BENCH_PAGE_LOADS ?? 15);

const QUESTIONS = [
  { id: "fullName", type: "text", label: "Full name" },
  { id: "email", type: "email", label: "E-mail" },
  { id: "company", type: "text", label: "Company" },
  {
    id: "size",
    type: "select",
    label: "Size",
    options: [
      { label: "Small", value: "s" },
      { label: "Large", value: "l" },
    ],
  },
  {
    id: "topics",
    type: "checkboxGroup",
    label: "Topics",
    options: [
      { id: "ai", label: "AI" },
      { id: "db", label: "Databases" },
    ],
  },
  { id: "score", type: "rating", label: "Score" },
];

const lead = (i: number) => ({
  fullName: { value: `Zoë Ana Núñez${i}` },
  email: { value: `lead${i}@example.com` },
  company: { value: i % 100 === 0 ? '=HYPERLINK("x")' : `Société ${i}` },
  size: { value: i % 2 ? "s" : "l" },
  topics: { value: i % 3 ? ["ai"] : ["ai", "db"] },
  score: { value: (i % 5) + 1 },
});

async function seed(dataDir: string) {
  process.env.DATA_DIR = dataDir;
  process.env.DATABASE_URL = "";
  await startDatabase({ log: () => undefined });
  const many = (await ensureCompany("benchmany", "Fifty Events")).company;
  const one = (await ensureCompany("benchone", "One Event")).company;
  for (let i = 0; i < 50; i++) {
    const event = await createEvent(many.id, { name: `Show ${i}`, type: "standard", questions: QUESTIONS });
    await importRegistrations(
      event.id,
      Array.from({ length: 20 }, (_, k) => lead(k)),
    );
  }
  const single = await createEvent(one.id, { name: "Show", type: "standard", questions: QUESTIONS });
  await importRegistrations(
    single.id,
    Array.from({ length: 20 }, (_, k) => lead(k)),
  );
  const big = await createEvent(one.id, { name: "Hundred thousand", type: "standard", questions: QUESTIONS });
  await importRegistrations(
    big.id,
    Array.from({ length: 100_000 }, (_, i) => lead(i)),
  );
  const small = await createEvent(one.id, { name: "Ten thousand", type: "standard", questions: QUESTIONS });
  await importRegistrations(
    small.id,
    Array.from({ length: 10_000 }, (_, i) => lead(i)),
  );
  const person = async (email: string, companyId: number) => {
    const created = await createPerson({ email, name: email, passwordHash: await hashPassword(PASSWORD) });
    if (created === "emailTaken") throw new Error(`${email} exists`);
    await addMembership(created.id, companyId, "owner");
    return { ...(await createApiClient([companyId])), email, password: PASSWORD };
  };
  const credentials = {
    many: await person("many@bench.example", many.id),
    one: await person("one@bench.example", one.id),
  };
  await closeDb();
  return { credentials, big: big.id, small: small.id };
}

/** The studio's session cookie for `credentials`, signed in through the sign-in page. */
async function sessionCookie(
  browser: Browser,
  base: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/sign-in`);
  await page.getByLabel("E-mail").fill(credentials.email);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(/\/events$/);
  const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
  await context.close();
  return cookie;
}

async function pageTimes(url: string, cookie: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < PAGE_LOADS + 2; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers: { Cookie: cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: the run is void.`);
    // The first two warm the server's caches and the SDK's token.
    if (i >= 2) times.push(performance.now() - start);
  }
  return times;
}

/** The server's resident memory (MiB), sampled every 20 ms while `work` runs: the level before and the peak. */
async function withMemory<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; before: number; peak: number }> {
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
  const before = rss();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rss())), 20);
  try {
    const result = await work();
    return { result, before, peak: Math.max(peak, rss()) };
  } finally {
    clearInterval(timer);
  }
}

async function exportOnce(
  base: string,
  eventId: number,
  cookie: string,
): Promise<{ ms: number; bytes: number; records: number }> {
  const start = performance.now();
  const response = await fetch(`${base}/events/${eventId}/registrations/export`, { headers: { Cookie: cookie } });
  if (response.status !== 200 || !response.body)
    throw new Error(`The export answered ${response.status}: the run is void.`);
  let bytes = 0;
  let newlines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) newlines += 1;
  }
  return { ms: performance.now() - start, bytes, records: newlines - 1 };
}

async function main() {
  const { seeded, server, browser, stop } = await startBrowserBench("registrations", seed);
  try {
    const many = await sessionCookie(browser, server.base, seeded.credentials.many);
    const one = await sessionCookie(browser, server.base, seeded.credentials.one);
    const fifty = await pageTimes(`${server.base}/events`, many);
    const single = await pageTimes(`${server.base}/events`, one);

    // Baseline: the same 100 pages read from the API by the SDK, no CSV.
    const sdk = createClient({ baseUrl: server.base, ...seeded.credentials.one });
    await sdk.registrations.count(seeded.big);
    const read = await withMemory(server.pid, async () => {
      const start = performance.now();
      let count = 0;
      for await (const registration of sdk.registrations.iterate(seeded.big)) if (registration.id) count += 1;
      return { ms: performance.now() - start, count };
    });
    const tenThousand = await withMemory(server.pid, () => exportOnce(server.base, seeded.small, one));
    const hundredThousand = await withMemory(server.pid, () => exportOnce(server.base, seeded.big, one));
    if (hundredThousand.result.records !== 100_000 || tenThousand.result.records !== 10_000)
      throw new Error("The export missed registrations: the run is void.");

    const ms = (value: number) => `${value.toFixed(0)} ms`;
    const mib = (value: number) => `${value.toFixed(0)} MiB`;
    console.log(
      `\nbench:registrations — ${new Date().toISOString().slice(0, 10)}, ` +
        `${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, Node ` +
        `${process.version}, PGlite\n`,
    );
    console.log("| Measure | Result | Baseline in the same run | Ratio |\n|---|---:|---:|---:|");
    console.log(
      `| Events page, 50 events (p50 / p95 of ${PAGE_LOADS}) | ${ms(percentile(fifty, 50))} ` +
        `/ ${ms(percentile(fifty, 95))} | 1 event: ${ms(percentile(single, 50))} ` +
        `/ ${ms(percentile(single, 95))} | ${(percentile(fifty, 50) / percentile(single, 50)).toFixed(2)} ` +
        `|`,
    );
    console.log(
      `| CSV export of 100,000 registrations (${(hundredThousand.result.bytes / 2 ** 20).toFixed(1)} ` +
        `MiB) | ${ms(hundredThousand.result.ms)} | SDK reading the same ` +
        `pages: ${ms(read.result.ms)} | ${(hundredThousand.result.ms / read.result.ms).toFixed(2)} ` +
        `|`,
    );
    const memoryRatio =
      (hundredThousand.peak - hundredThousand.before) / Math.max(1, tenThousand.peak - tenThousand.before);
    console.log(
      `| Server memory during the export of 100,000: peak above the ` +
        `level before | ${mib(hundredThousand.peak - hundredThousand.before)} ` +
        `(${mib(hundredThousand.before)} → ${mib(hundredThousand.peak)}) ` +
        `| export of 10,000: ${mib(tenThousand.peak - tenThousand.before)} ` +
        `| ${memoryRatio.toFixed(2)} ` +
        `|`,
    );
    console.log(
      `| Server memory while the SDK read the 100,000 (peak above before) | ${mib(read.peak - read.before)} | | |`,
    );
  } finally {
    await stop();
  }
}

runBench(main);
