// The "attack" scenario of bench:api (docs/api.md "Limits against a hostile tenant"): p99 of one tenant's GETs while
// another tenant keeps sending its worst requests — the costliest regex the caps allow, the largest $in against the
// largest list answer, and the largest error — against the same GETs without the attack. Prints the ratio; each run
// worth keeping goes into a report under docs/reports/ (docs/benchmarks.md "What the worst requests still share with
// another tenant").
import { spawn } from "node:child_process";
import fs from "node:fs";
import { Worker } from "node:worker_threads";
import { createApiClient } from "../../lib/db/repositories/api-clients";
import { ensureCompany } from "../../lib/db/repositories/companies";
import { createEvent } from "../../lib/db/repositories/events";
import { latencySummary } from "./stats";

const VENDOR = "application/vnd.service-v1.1.5+json";
const LIST = 500;

/** The attacker's company, client and events (created before the server starts, like the rest of the seed). */
export async function seedAttacker() {
  const company = (await ensureCompany("attacker")).company;
  const credentials = await createApiClient([company.id]);
  const options = Array.from({ length: LIST }, (_, i) => ({ id: `o${i}`, label: `Option ${i}` }));
  const event = await createEvent(company.id, {
    name: "Hostile",
    type: "standard",
    questions: [
      // DFA-hostile (the DFA needs 2^400 states; RE2 falls back to its NFA): the costliest kind of pattern to run.
      { id: "code", type: "text", label: "Code", pattern: "[ab]*a[ab]{400}$" },
      { id: "tags", type: "checkboxGroup", label: "Tags", options },
      // $in and $nin are set lookups; $all still compares each of its values with every item of the answer.
      {
        id: "why",
        type: "text",
        label: "Why",
        displayed: { tags: { $in: options.map((option) => option.id) } },
        required: {
          $or: [
            { tags: { $all: options.map((option) => `y${option.id}`) } },
            { tags: { $nin: options.map((option) => `y${option.id}`) } },
          ],
        },
      },
    ],
  });
  return { credentials, event: event.id };
}

/** The three bodies the attacker sends in turn, each answered 400 (the second for "why", required but missing). */
function hostileBodies(): string[] {
  // As much text as the matching budget lets one registration test (1,000,000 units / ~406 instructions); the
  // final "c" makes it fail the pattern, after RE2 has walked all of it.
  const code = `${Array.from({ length: 2400 }, (_, i) => ((i * 7919) % 3 ? "a" : "b")).join("")}c`;
  const tags = Array.from({ length: LIST }, (_, i) => `o${i}`);
  // Just under 1 MiB of unknown question ids: the largest error the server could be asked to build.
  const unknown = Object.fromEntries(Array.from({ length: 30_000 }, (_, i) => [`unknown${i}`, { value: "x" }]));
  return [{ code: { value: code }, tags: { value: tags } }, { tags: { value: tags } }, unknown].map((values) =>
    JSON.stringify({ values }),
  );
}

/**
 * The other tenant's client, on a thread of its own: `connections` keep-alive connections, each sending the next GET
 * when the last one's answer has ended (a closed loop, as autocannon's), for `seconds`. Each latency is taken with
 * performance.now() from the request's start to its answer's end, so it keeps its microseconds, where autocannon's
 * histogram keeps whole milliseconds (at a p99 of 1–2 ms, steps of 50–100 % in the ratio). Neither the attacker's
 * thread nor the bench's main thread runs in this one's event loop. Posts the latencies (ms) and the non-200 count.
 */
const VICTIM = `
const http = require("node:http");
const { parentPort, workerData } = require("node:worker_threads");
const { url, headers, connections, seconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
let latencies = new Float64Array(1 << 16);
let count = 0;
let failed = 0;
const deadline = performance.now() + seconds * 1000;
const get = () =>
  new Promise((resolve, reject) => {
    const start = performance.now();
    http
      .get(url, { agent, headers }, (response) => {
        response.resume();
        response.on("end", () => {
          const latency = performance.now() - start;
          if (count === latencies.length) {
            const grown = new Float64Array(count * 2);
            grown.set(latencies);
            latencies = grown;
          }
          latencies[count++] = latency;
          if (response.statusCode !== 200) failed++;
          resolve();
        });
        response.on("error", reject);
      })
      .on("error", reject);
  });
const loop = async () => {
  while (performance.now() < deadline) await get();
};
Promise.all(Array.from({ length: connections }, loop)).then(
  () => {
    agent.destroy();
    const measured = latencies.slice(0, count);
    parentPort.postMessage({ latencies: measured, failed }, [measured.buffer]);
  },
  (error) => parentPort.postMessage({ error: String(error && error.message) }),
);
`;

/** The other tenant's GETs for `seconds` from a thread of its own (VICTIM); throws when any was not a 200. */
async function victimGets(url: string, headers: Record<string, string>, seconds: number): Promise<Float64Array> {
  const worker = new Worker(VICTIM, { eval: true, workerData: { url, headers, connections: 10, seconds } });
  try {
    const result = await new Promise<{ latencies?: Float64Array; failed?: number; error?: string }>(
      (resolve, reject) => {
        worker.once("message", resolve);
        worker.once("error", reject);
      },
    );
    if (result.error || result.failed)
      throw new Error(
        `attack scenario: ${result.error ?? `${result.failed} answers other than 200`} to the other tenant — the run ` +
          `is void.`,
      );
    return result.latencies!;
  } finally {
    await worker.terminate();
  }
}

/**
 * CPU milliseconds (user and system) the server's main thread has used, and its other threads together (the
 * validation workers, V8's and libuv's helpers), from /proc (Linux; null elsewhere): what the hostile requests cost the
 * thread that answers every tenant, counted rather than timed, so that it compares on a loaded machine.
 */
function threadCpuMs(pid: number): { main: number; others: number } | null {
  const tasks = `/proc/${pid}/task`;
  if (!fs.existsSync(tasks)) return null;
  let main = 0;
  let others = 0;
  for (const tid of fs.readdirSync(tasks)) {
    let fields: string[];
    try {
      fields = fs
        .readFileSync(`${tasks}/${tid}/stat`, "utf8")
        .replace(/^.*\) /, "")
        .split(" ");
    } catch {
      continue; // a thread that ended meanwhile
    }
    const ms = (Number(fields[11]) + Number(fields[12])) * 10;
    if (Number(tid) === pid) main += ms;
    else others += ms;
  }
  return { main, others };
}

/**
 * The server's main thread's time on a CPU and time waiting for one (ready to run, on the run queue), in ms, from
 * /proc's schedstat (Linux; null elsewhere): whether another tenant's GETs wait behind the main thread's own work or
 * behind the other threads and processes that share the machine's cores.
 */
function mainThreadSched(pid: number): { run: number; wait: number } | null {
  try {
    const [run, wait] = fs.readFileSync(`/proc/${pid}/task/${pid}/schedstat`, "utf8").split(" ").map(Number);
    return { run: run / 1e6, wait: wait / 1e6 };
  } catch {
    return null;
  }
}

/**
 * BENCH_ATTACK_TARGET=discard: a bare node:http server in a process of its own that reads each body whole, discards
 * it and answers 400 with an 11 kB JSON body after BENCH_ATTACK_DELAY_MS (as the checks' time on the validation worker
 * would): the attacker then sends the same bytes at about the same pace, but nothing of ours runs. The other tenant's
 * p99 against it is the harness's own share (the attacker's client and the kernel's loopback, on the same cores).
 */
const DISCARD = `
const http = require("node:http");
const delay = Number(process.argv[1]);
const answer = JSON.stringify({ error: "invalidBody", message: "x".repeat(11000), details: {} });
const server = http.createServer((req, res) => {
  req.on("data", () => undefined).on("end", () =>
    setTimeout(() => res.writeHead(400, { "Content-Type": "application/json" }).end(answer), delay),
  );
});
server.listen(0, "127.0.0.1", () => process.stdout.write(server.address().port + "\\n"));
`;

async function startDiscard(delay: number): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, ["-e", DISCARD, String(delay)], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once("exit", () => reject(new Error("attack scenario: the discarding server exited")));
  });
  return { url: `http://127.0.0.1:${port}/discard`, stop: () => child.kill() };
}

/**
 * The attacker's client, on a thread of its own: in the event loop that times the other tenant's GETs, encoding and
 * sending its 1 MiB bodies would hold up the timing, and its p99 would measure the benchmark's client. Sends the
 * bodies in turn, one at a time, until told to stop; then posts how many were answered (each must be 400). Asked
 * "count" meanwhile, it posts how many so far.
 */
const ATTACKER = `
const { parentPort, workerData } = require("node:worker_threads");
let running = true;
let sent = 0;
parentPort.on("message", (message) => {
  if (message === "count") parentPort.postMessage({ count: sent });
  else running = false;
});
(async () => {
  for (let i = 0; running; i++) {
    const response = await fetch(workerData.url, {
      method: "POST",
      headers: workerData.headers,
      body: workerData.bodies[i % workerData.bodies.length],
    });
    await response.arrayBuffer();
    if (response.status !== 400) throw new Error("a hostile request was answered " + response.status + ", not 400");
    sent++;
    if (workerData.pause) await new Promise((resolve) => setTimeout(resolve, workerData.pause));
  }
  parentPort.postMessage({ sent });
})().catch((error) => parentPort.postMessage({ error: String(error && error.message) }));
`;

export type AttackResult = {
  quiet: { count: number; p50: number; p99: number };
  attacked: { count: number; p50: number; p99: number };
  /** The attacker's target: our server, or the discarding one (BENCH_ATTACK_TARGET=discard). */
  target: "server" | "discard";
  /**
   * Per GET of the other tenant, quiet and attacked: the server's main thread's CPU µs and its µs waiting for a CPU
   * (mainThreadSched); and the server's other threads' CPU (the validation workers) in ms per second attacked.
   */
  sched: {
    quiet: { run: number; wait: number };
    attacked: { run: number; wait: number };
    othersPerSecond: number;
  } | null;
  hostileRequests: number;
  /** The server's main thread's and other threads' CPU ms per hostile request, the attacker alone; null off Linux. */
  perHostile: { main: number; others: number } | null;
};

/**
 * The other tenant's GETs without the attack, then the attacker alone for `duration` seconds (the server's CPU per
 * hostile request, by thread), then the GETs again while the attack goes on. Latencies to the microsecond (VICTIM).
 */
export async function attackScenario(options: {
  base: string;
  serverPid: number;
  victimUrl: string;
  victimHeaders: Record<string, string>;
  attackerToken: string;
  event: number;
  duration: number;
  warmUp: number;
}): Promise<AttackResult> {
  if (options.warmUp > 0) await victimGets(options.victimUrl, options.victimHeaders, options.warmUp);
  const schedQuiet = mainThreadSched(options.serverPid);
  const quiet = await victimGets(options.victimUrl, options.victimHeaders, options.duration);
  const schedQuietEnd = mainThreadSched(options.serverPid);
  const discard =
    process.env.BENCH_ATTACK_TARGET === "discard"
      ? await startDiscard(Number(process.env.BENCH_ATTACK_DELAY_MS ?? 130))
      : null;
  const attacker = new Worker(ATTACKER, {
    eval: true,
    workerData: {
      url: discard?.url ?? `${options.base}/api/events/${options.event}/registrations`,
      headers: { Accept: VENDOR, "Content-Type": VENDOR, Authorization: `Bearer ${options.attackerToken}` },
      // BENCH_ATTACK_PAUSE_MS: the attacker waits so long after each answer (the checks' duty cycle on the worker).
      pause: Number(process.env.BENCH_ATTACK_PAUSE_MS ?? 0),
      // BENCH_ATTACK_BODIES=0,1 (or 2): only some of the three, to tell the checks' cost from the large body's.
      bodies: hostileBodies().filter(
        (_, i) => !process.env.BENCH_ATTACK_BODIES || process.env.BENCH_ATTACK_BODIES.split(",").includes(String(i)),
      ),
    },
  });
  const failed = new Promise<never>((_, reject) => {
    attacker.on("message", (message: { error?: string }) => {
      if (message.error) reject(new Error(`attack scenario: ${message.error} — the run is void.`));
    });
    attacker.once("error", reject);
  });
  failed.catch(() => undefined);
  const answered = () =>
    Promise.race([
      failed,
      new Promise<number>((resolve) => {
        const onCount = (message: { count?: number; sent?: number }) => {
          const count = message.count ?? message.sent;
          if (count === undefined) return;
          attacker.off("message", onCount);
          resolve(count);
        };
        attacker.on("message", onCount);
        attacker.postMessage("count");
      }),
    ]);
  try {
    // The attacker alone: its first requests warm the server's paths up, then its CPU per request is counted.
    await new Promise((resolve) => setTimeout(resolve, options.warmUp * 1000));
    const before = [threadCpuMs(options.serverPid), await answered()] as const;
    await Promise.race([failed, new Promise((resolve) => setTimeout(resolve, options.duration * 1000))]);
    const after = [threadCpuMs(options.serverPid), await answered()] as const;
    const alone = after[1] - before[1];
    const perHostile =
      before[0] && after[0] && alone > 0
        ? { main: (after[0].main - before[0].main) / alone, others: (after[0].others - before[0].others) / alone }
        : null;
    const start = await answered();
    const schedAttacked = mainThreadSched(options.serverPid);
    const cpuAttacked = threadCpuMs(options.serverPid);
    const attacked = await Promise.race([
      failed,
      victimGets(options.victimUrl, options.victimHeaders, options.duration),
    ]);
    const schedAttackedEnd = mainThreadSched(options.serverPid);
    const cpuAttackedEnd = threadCpuMs(options.serverPid);
    const hostileRequests = (await answered()) - start;
    const perGet = (from: { run: number; wait: number }, to: { run: number; wait: number }, count: number) => ({
      run: ((to.run - from.run) * 1000) / count,
      wait: ((to.wait - from.wait) * 1000) / count,
    });
    const sched =
      schedQuiet && schedQuietEnd && schedAttacked && schedAttackedEnd && cpuAttacked && cpuAttackedEnd
        ? {
            quiet: perGet(schedQuiet, schedQuietEnd, quiet.length),
            attacked: perGet(schedAttacked, schedAttackedEnd, attacked.length),
            othersPerSecond: (cpuAttackedEnd.others - cpuAttacked.others) / options.duration,
          }
        : null;
    return {
      quiet: latencySummary(quiet),
      attacked: latencySummary(attacked),
      target: discard ? "discard" : "server",
      hostileRequests,
      perHostile,
      sched,
    };
  } finally {
    attacker.postMessage("stop");
    await attacker.terminate();
    discard?.stop();
  }
}
