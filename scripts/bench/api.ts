// npm run bench:api — the API under autocannon on loopback, against the production build (npm run build first),
// on PGlite and on PostgreSQL. Baselines, in the same run, answering the same JSON (scripts/bench/baselines.ts):
// bare node:http, json-server 0.17 and a bare Next.js route handler. Any non-2xx answer fails the run. Prints req/s,
// p50, p99 and the ratios to the baselines, and the scaling from one to two server processes on one PostgreSQL.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { closeDb } from "../../lib/db/client";
import { createApiClient } from "../../lib/db/repositories/api-clients";
import { ensureCompany } from "../../lib/db/repositories/companies";
import { createEvent } from "../../lib/db/repositories/events";
import { importRegistrations } from "../../lib/db/repositories/registrations";
import { startDatabase } from "../../lib/db/startup";
import { startCluster } from "../../tests/support/pg-cluster";
import { attackScenario, seedAttacker } from "./attack";
import { bareHttp, jsonServer, nextRoute, type Baseline, type Fixture } from "./baselines";
import { serve } from "./serve";
import { percentile } from "./stats";

const ROOT = path.resolve(__dirname, "..", "..");
const VENDOR = "application/vnd.service-v1.1.5+json";
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
/** BENCH_ONLY=attack runs the attack scenario alone (and skips seeding the 100,000 registrations it does not use). */
const ONLY_ATTACK = process.env.BENCH_ONLY === "attack";
/**
 * BENCH_ONLY=post runs only POST registrations, on PostgreSQL (BENCH_DATABASES=pglite,postgres for both): no
 * baselines, no 100,000 registrations, no attack; for profiling the create (BENCH_NODE_ARGS) and comparing builds.
 */
const ONLY_POST = process.env.BENCH_ONLY === "post";
/**
 * BENCH_ONLY=reads runs the baselines, GET one event and GET the default page of events, and on PostgreSQL the
 * scaling to two processes: the read rows, on PostgreSQL unless BENCH_DATABASES says otherwise.
 */
const ONLY_READS = process.env.BENCH_ONLY === "reads";
const DATABASES = (process.env.BENCH_DATABASES ?? (ONLY_POST || ONLY_READS ? "postgres" : "pglite,postgres")).split(
  ",",
);

type Row = {
  database: string;
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  kind?: "event" | "page";
  /** CPU ms per request of the server process and of the database server (BENCH_DATABASE_PID), when known. */
  cpu?: [number | undefined, number | undefined];
};
const rows: Row[] = [];
const attacks: string[] = [];
const scaling: string[] = [];
/** req/s of each baseline for one event and for the page, measured once at the start of the run. */
const baselineRps: Record<string, { event: number; page: number }> = {};

async function seed(env: Record<string, string>) {
  Object.assign(process.env, env);
  await startDatabase({ log: () => undefined });
  const company = (await ensureCompany("bench")).company;
  const credentials = await createApiClient([company.id]);
  const small = await createEvent(company.id, {
    name: "Bench",
    type: "standard",
    questions: [{ id: "email", type: "email", label: "E-mail" }],
  });
  const big = await createEvent(company.id, {
    name: "Big",
    type: "standard",
    questions: [{ id: "email", type: "email", label: "E-mail" }],
  });
  for (let i = 0; i < 30; i++) await createEvent(company.id, { name: `Event ${i}`, type: "standard", questions: [] });
  // A large form (~100 kB of JSON): what a GET or a POST costs when the event is more than its envelope.
  const large = await createEvent(company.id, {
    name: "Large",
    type: "standard",
    questions: [
      { id: "email", type: "email", label: "E-mail" },
      ...Array.from({ length: 999 }, (_, i) =>
        i % 3
          ? { id: `q${i}`, type: "text", label: `Question number ${i} with a label` }
          : {
              id: `q${i}`,
              type: "select",
              label: `Question number ${i} with a label`,
              options: [
                { id: "a", label: "A" },
                { id: "b", label: "B" },
              ],
            },
      ),
    ],
  });
  if (!ONLY_ATTACK && !ONLY_POST && !ONLY_READS)
    await importRegistrations(
      big.id,
      Array.from({ length: 100_000 }, (_, i) => ({ email: { value: `big${i}@example.com` } })),
    );
  const attacker = await seedAttacker();
  await closeDb();
  return { credentials, small: small.id, big: big.id, large: large.id, attacker };
}

async function token(base: string, credentials: { clientId: string; clientSecret: string }): Promise<string> {
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

/** Seconds of load before each measured run, discarded (JIT, connection pools, caches). */
const WARM_UP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
/** The attack's quiet and attacked GETs alternate in slices of this many seconds (scripts/bench/attack.ts). */
const ATTACK_SLICE = Number(process.env.BENCH_ATTACK_SLICE_SECONDS ?? 2);

/** The server process of the database being measured (its CPU time per request is printed). */
let serverPid: number | null = null;
/**
 * The postmaster of the PostgreSQL server measured, to print its CPU time per request too: BENCH_DATABASE_PID for
 * BENCH_DATABASE_URL's server, else the throwaway cluster's own.
 */
let DATABASE_PID = process.env.BENCH_DATABASE_PID ? Number(process.env.BENCH_DATABASE_PID) : null;

/**
 * CPU milliseconds a process and its descendants have used (user and system, children that ended included), from
 * /proc (Linux); null elsewhere. On a shared machine the time a request costs moves less than the requests a second.
 */
function cpuMs(root: number | null): number | null {
  if (root === null || !fs.existsSync(`/proc/${root}/stat`)) return null;
  const tick = 1000 / 100;
  const stats = fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const fields = fs
          .readFileSync(`/proc/${pid}/stat`, "utf8")
          .replace(/^.*\) /, "")
          .split(" ");
        return [{ pid: Number(pid), ppid: Number(fields[1]), cpu: fields.slice(11, 15).map(Number) }];
      } catch {
        return [];
      }
    });
  const tree = new Set([root]);
  for (let grown = true; grown;) {
    grown = false;
    for (const stat of stats) if (!tree.has(stat.pid) && tree.has(stat.ppid)) grown = Boolean(tree.add(stat.pid));
  }
  return stats
    .filter((stat) => tree.has(stat.pid))
    .reduce((sum, stat) => sum + stat.cpu.reduce((a, b) => a + b, 0) * tick, 0);
}

type Measured = autocannon.Result & { serverCpu?: number; databaseCpu?: number };

async function load(options: autocannon.Options): Promise<Measured> {
  // POSTs warm up too (their setupRequest gives each request its own e-mail): a run without warm-up measured the JIT.
  if (WARM_UP > 0) await autocannon({ connections: CONNECTIONS, duration: WARM_UP, ...options });
  const before = [cpuMs(serverPid), cpuMs(DATABASE_PID)];
  const result: Measured = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  const after = [cpuMs(serverPid), cpuMs(DATABASE_PID)];
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(
      `${options.title}: ${result.non2xx} non-2xx answers and ${result.errors} errors — the run is void.`,
    );
  const perRequest = (i: number) =>
    before[i] === null || after[i] === null ? undefined : (after[i]! - before[i]!) / result.requests.total;
  result.serverCpu = perRequest(0);
  result.databaseCpu = perRequest(1);
  return result;
}

/** Latency of one client sending `count` requests one after another (autocannon does not read HEAD answers). */
async function sequential(
  url: string,
  init: RequestInit,
  count: number,
): Promise<{ rps: number; p50: number; p99: number }> {
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const response = await fetch(url, init);
    await response.arrayBuffer();
    if (response.status !== 200 && response.status !== 206)
      throw new Error(`${url}: answered ${response.status} — the run is void.`);
    times.push(performance.now() - start);
  }
  return {
    rps: count / ((performance.now() - started) / 1000),
    p50: Number(percentile(times, 50).toFixed(1)),
    p99: Number(percentile(times, 99).toFixed(1)),
  };
}

/** The baselines, once per run, on the JSON the API answers for one event and for the default page of events. */
async function benchBaselines(fixture: Fixture) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "capture-bench-baselines-"));
  const fixtureFile = path.join(dir, "fixture.json");
  fs.writeFileSync(fixtureFile, JSON.stringify(fixture));
  try {
    // The reads alone are compared with json-server and node:http; the Next.js route would need a build of its own.
    for (const start of ONLY_READS ? [bareHttp, jsonServer] : [bareHttp, jsonServer, nextRoute]) {
      const baseline: Baseline = await start(start === jsonServer ? dir : fixtureFile, fixture);
      try {
        const event = await load({ title: `${baseline.name} event`, url: baseline.eventUrl });
        const page = await load({ title: `${baseline.name} page`, url: baseline.pageUrl });
        baselineRps[baseline.name] = { event: event.requests.average, page: page.requests.average };
        rows.push({
          database: "—",
          scenario: `baseline: ${baseline.name}, one event`,
          rps: event.requests.average,
          p50: event.latency.p50,
          p99: event.latency.p99,
        });
        rows.push({
          database: "—",
          scenario: `baseline: ${baseline.name}, default page of events`,
          rps: page.requests.average,
          p50: page.latency.p50,
          p99: page.latency.p99,
        });
      } finally {
        await baseline.stop();
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function benchDatabase(database: string, env: Record<string, string>, first: boolean) {
  const seeded = await seed(env);
  const server = await serve(env);
  serverPid = server.pid;
  try {
    const auth = { Accept: VENDOR, Authorization: `Bearer ${await token(server.base, seeded.credentials)}` };
    if (ONLY_POST) return void (await postRegistrations(database, server.base, seeded, auth));
    if (first && !ONLY_ATTACK) {
      // The baselines answer exactly what the API answers.
      const read = async (url: string) => (await fetch(`${server.base}${url}`, { headers: auth })).json();
      await benchBaselines({
        event: await read(`/api/events/${seeded.small}`),
        page: (await read("/api/events")) as unknown[],
      });
    }
    if (ONLY_READS) {
      await reads(database, server.base, seeded, auth);
      if (database === "PostgreSQL") await scaleOut(env, server.base, seeded, auth);
      return;
    }
    if (!ONLY_ATTACK) await scenarios(database, server.base, seeded, auth);
    const attack = await attackScenario({
      base: server.base,
      serverPid: server.pid,
      victimUrl: `${server.base}/api/events/${seeded.small}`,
      victimHeaders: auth,
      attackerToken: await token(server.base, seeded.attacker.credentials),
      event: seeded.attacker.event,
      duration: DURATION,
      warmUp: WARM_UP,
      slice: ATTACK_SLICE,
    });
    const ms = (value: number) => value.toFixed(2);
    const cpu = attack.perHostile ? `${ms(attack.perHostile.main)}, ${ms(attack.perHostile.others)}` : "—";
    const us = (value: number) => value.toFixed(0);
    const sched = attack.sched
      ? `${us(attack.sched.quiet.run)} / ${us(attack.sched.quiet.wait)} → ` +
        `${us(attack.sched.attacked.run)} / ${us(attack.sched.attacked.wait)} | ${us(attack.sched.othersPerSecond)}`
      : "— | —";
    attacks.push(
      `| ${database}${attack.target === "discard" ? " (attacker to a discarding server)" : ""} ` +
        `| ${ms(attack.quiet.p50)} / ${ms(attack.quiet.p99)} ` +
        `| ${ms(attack.attacked.p50)} / ${ms(attack.attacked.p99)} ` +
        `| ${(attack.attacked.p99 / attack.quiet.p99).toFixed(2)}× ` +
        `| ${attack.quiet.count} / ${attack.attacked.count} ` +
        `| ${attack.hostileRequests} | ${cpu} | ${sched} |`,
    );
    if (database === "PostgreSQL" && !ONLY_ATTACK) await scaleOut(env, server.base, seeded, auth);
  } finally {
    await server.stop();
  }
}

/** One process against two on the same PostgreSQL database, 10 connections in all, spread over the processes. */
async function scaleOut(
  env: Record<string, string>,
  base: string,
  seeded: Awaited<ReturnType<typeof seed>>,
  auth: Record<string, string>,
) {
  // Beside the first process, on the port after BENCH_PORT's when one is chosen.
  const second = await serve(
    process.env.BENCH_PORT ? { ...env, PORT: String(Number(process.env.BENCH_PORT) + 1) } : env,
  );
  try {
    for (const [title, url] of [
      ["GET one event", `/api/events/${seeded.small}`],
      ["GET the default page of events", "/api/events"],
    ] as const) {
      const one = await load({ title: `${title}, one process`, url: `${base}${url}`, headers: auth });
      await Promise.all(
        [base, second.base].map((origin) =>
          autocannon({ connections: CONNECTIONS / 2, duration: WARM_UP, url: `${origin}${url}`, headers: auth }),
        ),
      );
      const before = [cpuMs(serverPid), cpuMs(second.pid), cpuMs(DATABASE_PID)];
      const both = await Promise.all(
        [base, second.base].map((origin) =>
          autocannon({ connections: CONNECTIONS / 2, duration: DURATION, url: `${origin}${url}`, headers: auth }),
        ),
      );
      const after = [cpuMs(serverPid), cpuMs(second.pid), cpuMs(DATABASE_PID)];
      if (both.some((result) => result.non2xx > 0 || result.errors > 0))
        throw new Error(`${title}, two processes: non-2xx answers or errors — the run is void.`);
      const total = both[0].requests.average + both[1].requests.average;
      const requests = both[0].requests.total + both[1].requests.total;
      const spent = (i: number) =>
        before[i] === null || after[i] === null ? null : (after[i]! - before[i]!) / requests;
      const ms = (value: number | null | undefined) => (value === null || value === undefined ? "—" : value.toFixed(3));
      const servers = spent(0) === null || spent(1) === null ? null : spent(0)! + spent(1)!;
      scaling.push(
        `| ${title} | ${one.requests.average.toFixed(0)} | ${total.toFixed(0)} ` +
          `| ${(total / one.requests.average).toFixed(2)} | ${Math.max(...both.map((result) => result.latency.p99))} ` +
          `| ${ms(one.serverCpu)}, ${ms(one.databaseCpu)} | ${ms(servers)}, ${ms(spent(2))} |`,
      );
    }
  } finally {
    await second.stop();
  }
}

let counter = 0;
/**
 * BENCH_RATE: POSTs a second in all, instead of as many as the connections can send: two builds compared at the same
 * pace spend their CPU per request under the same conditions (a server answering faster also batches more per turn
 * of its event loop), so on a loaded machine their CPU ms per request compare where their req/s cannot.
 */
const RATE = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : null;

/** POST registrations with distinct e-mails, as API clients send them. */
async function postRegistrations(
  database: string,
  base: string,
  seeded: Awaited<ReturnType<typeof seed>>,
  auth: Record<string, string>,
) {
  for (const [scenario, event] of [
    ["POST registrations (distinct e-mails)", seeded.small],
    ["POST registrations to the event of 1,000 questions", seeded.large],
  ] as const) {
    const result = await load({
      title: "post",
      url: `${base}/api/events/${event}/registrations`,
      method: "POST",
      headers: { ...auth, "Content-Type": VENDOR },
      ...(RATE ? { overallRate: RATE } : {}),
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ values: { email: { value: `user${process.pid}x${counter++}@example.com` } } }),
          }),
        },
      ],
    });
    rows.push({
      database,
      scenario,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      cpu: [result.serverCpu, result.databaseCpu],
    });
  }
}

/** GET one event and GET the default page of events. */
async function reads(
  database: string,
  base: string,
  seeded: Awaited<ReturnType<typeof seed>>,
  auth: Record<string, string>,
) {
  const record = (scenario: string, result: Measured, kind: "event" | "page") =>
    rows.push({
      database,
      scenario,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      kind,
      cpu: [result.serverCpu, result.databaseCpu],
    });
  record(
    "GET one event",
    await load({ title: "get", url: `${base}/api/events/${seeded.small}`, headers: auth }),
    "event",
  );
  record(
    "GET the default page of events",
    await load({ title: "list", url: `${base}/api/events`, headers: auth }),
    "page",
  );
  const large = await load({ title: "get large", url: `${base}/api/events/${seeded.large}`, headers: auth });
  rows.push({
    database,
    scenario: "GET one event of 1,000 questions",
    rps: large.requests.average,
    p50: large.latency.p50,
    p99: large.latency.p99,
    cpu: [large.serverCpu, large.databaseCpu],
  });
}

/** Throughput and latency of the ordinary requests; the baselines are measured once, at the start of the run. */
async function scenarios(
  database: string,
  base: string,
  seeded: Awaited<ReturnType<typeof seed>>,
  auth: Record<string, string>,
) {
  await reads(database, base, seeded, auth);
  await postRegistrations(database, base, seeded, auth);
  const collection = `${base}/api/events/${seeded.big}/registrations`;
  rows.push({
    database,
    scenario: "HEAD count of 100,000 registrations (one client)",
    ...(await sequential(collection, { method: "HEAD", headers: auth }, 200)),
  });
  rows.push({
    database,
    scenario: "GET resources=99000-99999 of 100,000 (one client)",
    ...(await sequential(collection, { headers: { ...auth, Range: "resources=99000-99999" } }, 40)),
  });
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, ".next", "BUILD_ID")))
    throw new Error("Run `npm run build` first: the benchmark measures the production build.");
  if (DATABASES.includes("pglite")) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "capture-bench-"));
    try {
      await benchDatabase("PGlite", { DATA_DIR: dataDir, DATABASE_URL: "" }, true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (DATABASES.includes("postgres")) {
    const cluster = process.env.BENCH_DATABASE_URL ? null : await startCluster({ durable: true });
    if (cluster) DATABASE_PID = cluster.pid;
    try {
      await benchDatabase(
        "PostgreSQL",
        { DATABASE_URL: process.env.BENCH_DATABASE_URL ?? cluster!.adminUrl },
        !DATABASES.includes("pglite"),
      );
    } finally {
      cluster?.stop();
    }
  }
  console.log(
    `\nbench:api — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} ` +
      `× ${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} ` +
      `GiB, Node ${process.version}, ${CONNECTIONS} connections, ${DURATION} ` +
      `s each\n`,
  );
  if (rows.length) {
    const next = baselineRps["bare Next.js route handler"];
    const json = baselineRps["json-server 0.17"];
    const bare = baselineRps["bare node:http"];
    const ratio = (row: Row, of: { event: number; page: number } | undefined) =>
      row.kind && of ? `${(row.rps / of[row.kind]).toFixed(2)}×` : "";
    console.log(
      "| Database | Scenario | req/s | p50 ms | p99 ms | × Next.js route | × json-server | % of node:http " +
        "| CPU ms/req: server, database |",
    );
    console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|");
    const ms = (value: number | undefined) => (value === undefined ? "—" : value.toFixed(3));
    for (const row of rows) {
      const ofBare = row.kind && bare ? `${((row.rps / bare[row.kind]) * 100).toFixed(1)} %` : "";
      const cpu = row.cpu ? `${ms(row.cpu[0])}, ${ms(row.cpu[1])}` : "";
      console.log(
        `| ${row.database} | ${row.scenario} | ${row.rps.toFixed(0)} ` +
          `| ${row.p50} | ${row.p99} | ${ratio(row, next)} | ${ratio(row, json)} ` +
          `| ${ofBare} | ${cpu} |`,
      );
    }
  }
  if (scaling.length) {
    console.log("\nScaling on one PostgreSQL: 10 connections to one process, then 5 to each of two processes\n");
    console.log(
      "| Scenario | req/s, 1 process | req/s, 2 processes | ratio | p99 ms, 2 processes " +
        "| CPU ms/req, 1 process: server, database | the same, 2 processes (both servers) |",
    );
    console.log("|---|---:|---:|---:|---:|---:|---:|");
    for (const line of scaling) console.log(line);
  }
  if (attacks.length) {
    console.log(
      "\nAttack: another tenant's GET one event (10 keep-alive connections, latencies to the microsecond) " +
        "without and " +
        "with one tenant sending its worst requests in turn; the server's CPU per hostile request with the attacker " +
        "alone\n",
    );
    console.log(
      "| Database | quiet p50 / p99 ms | attacked p50 / p99 ms | p99 ratio | GETs quiet / attacked " +
        "| hostile requests answered | CPU ms per hostile request: main thread, other threads " +
        "| main thread µs per GET, CPU / waiting for a CPU: quiet → attacked | other threads' CPU ms/s attacked |",
    );
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (const line of attacks) console.log(line);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
