// The "attack" scenario of bench:api (docs/api.md "Limits against a hostile tenant"): p99 of one tenant's GETs while
// another tenant keeps sending its worst requests — the costliest regex the caps allow, logic that spends the whole
// logic budget against the largest list answer, and the largest error — against the same GETs without the attack
// (quiet and attacked slices in turn). Prints the ratio; each run
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
      // With the 500-item answer, the two spend all but 2 of the logic budget's 500,000 units (lib/logic/compile.ts,
      // logicWeights): "why" 501 for its $in, 501 × 501 for its $all and $nin; "because" 496 × 501.
      {
        id: "because",
        type: "text",
        label: "Because",
        required: { tags: { $all: options.slice(0, 496).map((option) => `y${option.id}`) } },
      },
    ],
  });
  return { credentials, event: event.id };
}

/** The three bodies the attacker sends in turn, each answered 400 (the second for "why" and "because", required). */
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
 * when the last one's answer has ended (a closed loop, as autocannon's), until told to stop. Each latency is taken with
 * performance.now() from the request's start to its answer's end, so it keeps its microseconds, where autocannon's
 * histogram keeps whole milliseconds (at a p99 of 1–2 ms, steps of 50–100 % in the ratio). Neither the attacker's
 * thread nor the bench's main thread runs in this one's event loop. The bench tells it the phase ({ phase }: 0 a
 * warm-up or a switch, discarded; 1 quiet; 2 attacked); a latency counts in its phase only when its request started and
 * ended in it. Told { stop: true }, it posts the latencies (ms) of phases 1 and 2 and the non-200 count.
 */
const VICTIM = `
const http = require("node:http");
const { parentPort, workerData } = require("node:worker_threads");
const { url, headers, connections } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const series = [[], [], []];
let phase = 0;
let running = true;
let failed = 0;
parentPort.on("message", (message) => {
  if (message.phase !== undefined) phase = message.phase;
  if (message.stop) running = false;
});
const get = () =>
  new Promise((resolve, reject) => {
    const start = performance.now();
    const at = phase;
    http
      .get(url, { agent, headers }, (response) => {
        response.resume();
        response.on("end", () => {
          const latency = performance.now() - start;
          if (at > 0 && at === phase) series[at].push(latency);
          if (response.statusCode !== 200) failed++;
          resolve();
        });
        response.on("error", reject);
      })
      .on("error", reject);
  });
const loop = async () => {
  while (running) await get();
};
Promise.all(Array.from({ length: connections }, loop)).then(
  () => {
    agent.destroy();
    const [quiet, attacked] = [Float64Array.from(series[1]), Float64Array.from(series[2])];
    parentPort.postMessage({ quiet, attacked, failed }, [quiet.buffer, attacked.buffer]);
  },
  (error) => parentPort.postMessage({ error: String(error && error.message) }),
);
`;

/**
 * The other tenant's GETs (VICTIM) from a thread of its own, from now until `stop`, which throws when any was not a
 * 200; `phase` tells it which phase the next requests are in.
 */
function startVictim(url: string, headers: Record<string, string>) {
  const worker = new Worker(VICTIM, { eval: true, workerData: { url, headers, connections: 10 } });
  const result = new Promise<{ quiet?: Float64Array; attacked?: Float64Array; failed?: number; error?: string }>(
    (resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    },
  );
  result.catch(() => undefined);
  return {
    phase: (phase: 0 | 1 | 2) => worker.postMessage({ phase }),
    async stop(): Promise<{ quiet: Float64Array; attacked: Float64Array }> {
      worker.postMessage({ stop: true });
      try {
        const { quiet, attacked, failed, error } = await result;
        if (error || failed)
          throw new Error(
            `attack scenario: ${error ?? `${failed} answers other than 200`} to the other tenant — the run is void.`,
          );
        return { quiet: quiet!, attacked: attacked! };
      } finally {
        await worker.terminate();
      }
    },
  };
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
 * "count" meanwhile, it posts how many so far; told "pause", it sends nothing more once its request in flight is
 * answered and posts { paused: true }; told "resume", it goes on.
 */
const ATTACKER = `
const { parentPort, workerData } = require("node:worker_threads");
let state = "running";
let wake = null;
let sent = 0;
parentPort.on("message", (message) => {
  if (message === "count") return parentPort.postMessage({ count: sent });
  state = message === "pause" ? "pausing" : message === "resume" ? "running" : "stopped";
  if (wake) wake();
});
const idle = (ms) =>
  new Promise((resolve) => {
    wake = resolve;
    if (ms !== undefined) setTimeout(resolve, ms);
  }).then(() => (wake = null));
(async () => {
  for (let i = 0; state !== "stopped"; ) {
    // With no bodies (BENCH_ATTACK_BODIES=none) it sends nothing: the same run with no attack at all.
    if (state !== "running" || workerData.bodies.length === 0) {
      if (state === "pausing") {
        state = "paused";
        parentPort.postMessage({ paused: true });
      }
      await idle();
      continue;
    }
    const response = await fetch(workerData.url, {
      method: "POST",
      headers: workerData.headers,
      body: workerData.bodies[i++ % workerData.bodies.length],
    });
    await response.arrayBuffer();
    if (response.status !== 400) throw new Error("a hostile request was answered " + response.status + ", not 400");
    sent++;
    if (workerData.pause) await idle(workerData.pause);
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
 * The attacker alone first, for the warm-up and then `duration` seconds (the server's CPU per hostile request, by
 * thread); then the other tenant's GETs, warmed up for `warmUp` seconds, quiet and attacked in turn: slices of
 * `slice` seconds, `duration` seconds of each in all, in the order quiet, attacked, attacked, quiet, quiet, … (so
 * that a drift of the machine over the run falls on both alike; with the phases one after the other, the same server
 * with no attacker at all gave p99 ratios of 0.94–1.16×). Each switch to quiet waits until the attacker's request in
 * flight is answered, and the GETs made meanwhile count in neither. Latencies to the microsecond (VICTIM).
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
  slice: number;
}): Promise<AttackResult> {
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
      // BENCH_ATTACK_BODIES=0,1 (or 2): only some of the three, to tell the checks' cost from the large body's; none:
      // no attack at all (the same run's ratio with nothing sent: what the machine's own drift and noise give).
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
  /** The attacker's next message that has `key`, or its failure. */
  const reply = <T>(send: string, key: "count" | "paused") =>
    Promise.race([
      failed,
      new Promise<T>((resolve) => {
        const on = (message: Record<string, T>) => {
          if (!(key in message)) return;
          attacker.off("message", on);
          resolve(message[key]);
        };
        attacker.on("message", on);
        attacker.postMessage(send);
      }),
    ]);
  const answered = () => reply<number>("count", "count");
  const sleep = (seconds: number) =>
    Promise.race([failed, new Promise((resolve) => setTimeout(resolve, seconds * 1000))]);
  let victim: ReturnType<typeof startVictim> | null = null;
  try {
    // The attacker alone: its first requests warm the server's paths up, then its CPU per request is counted.
    await sleep(options.warmUp);
    const before = [threadCpuMs(options.serverPid), await answered()] as const;
    await sleep(options.duration);
    const after = [threadCpuMs(options.serverPid), await answered()] as const;
    const alone = after[1] - before[1];
    const perHostile =
      before[0] && after[0] && alone > 0
        ? { main: (after[0].main - before[0].main) / alone, others: (after[0].others - before[0].others) / alone }
        : null;
    // The GETs' warm-up, the attacker paused.
    await reply<boolean>("pause", "paused");
    victim = startVictim(options.victimUrl, options.victimHeaders);
    await sleep(options.warmUp);
    const slices = Math.max(1, Math.round(options.duration / options.slice));
    const sliceSeconds = options.duration / slices;
    const totals = [1, 2].map(() => ({ run: 0, wait: 0, others: 0, hostile: 0, complete: true }));
    let attacking = false;
    for (let i = 0; i < 2 * slices; i++) {
      // quiet, attacked, attacked, quiet, quiet, attacked, …
      const attacked = Math.floor((i + 1) / 2) % 2 === 1;
      if (attacked && !attacking) attacker.postMessage("resume");
      if (!attacked && attacking) await reply<boolean>("pause", "paused");
      attacking = attacked;
      const total = totals[attacked ? 1 : 0];
      const hostileBefore = attacked ? await answered() : 0;
      const [sched, cpu] = [mainThreadSched(options.serverPid), threadCpuMs(options.serverPid)];
      victim.phase(attacked ? 2 : 1);
      await sleep(sliceSeconds);
      victim.phase(0);
      const [schedEnd, cpuEnd] = [mainThreadSched(options.serverPid), threadCpuMs(options.serverPid)];
      if (attacked) total.hostile += (await answered()) - hostileBefore;
      if (sched && schedEnd && cpu && cpuEnd) {
        total.run += schedEnd.run - sched.run;
        total.wait += schedEnd.wait - sched.wait;
        total.others += cpuEnd.others - cpu.others;
      } else total.complete = false;
    }
    const gets = await victim.stop();
    victim = null;
    const perGet = (total: (typeof totals)[number], count: number) => ({
      run: (total.run * 1000) / count,
      wait: (total.wait * 1000) / count,
    });
    return {
      quiet: latencySummary(gets.quiet),
      attacked: latencySummary(gets.attacked),
      target: discard ? "discard" : "server",
      hostileRequests: totals[1].hostile,
      perHostile,
      sched:
        totals[0].complete && totals[1].complete
          ? {
              quiet: perGet(totals[0], gets.quiet.length),
              attacked: perGet(totals[1], gets.attacked.length),
              othersPerSecond: totals[1].others / options.duration,
            }
          : null,
    };
  } finally {
    await victim?.stop().catch(() => undefined);
    attacker.postMessage("stop");
    await attacker.terminate();
    discard?.stop();
  }
}
