// The "attack" scenario of bench:api (docs/api.md "Limits against a hostile tenant"): p99 of one tenant's GETs while
// another tenant keeps sending its worst requests — the costliest regex the caps allow, the largest $in against the
// largest list answer, and the largest error — against the same GETs without the attack. Prints the ratio; each run
// worth keeping goes into a report under docs/reports/ (docs/benchmarks.md).
import { Worker } from "node:worker_threads";
import autocannon from "autocannon";
import { createApiClient } from "../../lib/db/repositories/api-clients";
import { ensureCompany } from "../../lib/db/repositories/companies";
import { createEvent } from "../../lib/db/repositories/events";

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

async function getsP99(url: string, headers: Record<string, string>, duration: number): Promise<number> {
  const result = await autocannon({ url, headers, connections: 10, duration });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(
      `attack scenario: ${result.non2xx} non-2xx answers and ${result.errors} ` +
        `errors to the other tenant — the run is void.`,
    );
  return result.latency.p99;
}

/**
 * The attacker's client, on a thread of its own: in the event loop that times the other tenant's GETs, encoding and
 * sending its 1 MiB bodies would hold up autocannon's own timing, and its p99 would measure the benchmark's client.
 * Sends the bodies in turn, one at a time, until told to stop; then posts how many were answered (each must be 400).
 */
const ATTACKER = `
const { parentPort, workerData } = require("node:worker_threads");
let running = true;
parentPort.once("message", () => (running = false));
(async () => {
  let sent = 0;
  for (let i = 0; running; i++) {
    const response = await fetch(workerData.url, {
      method: "POST",
      headers: workerData.headers,
      body: workerData.bodies[i % workerData.bodies.length],
    });
    await response.arrayBuffer();
    if (response.status !== 400) throw new Error("a hostile request was answered " + response.status + ", not 400");
    sent++;
  }
  parentPort.postMessage({ sent });
})().catch((error) => parentPort.postMessage({ error: String(error && error.message) }));
`;

/** p99 of the victim's GETs without and with the attack, and how many hostile requests were answered meanwhile. */
export async function attackScenario(options: {
  base: string;
  victimUrl: string;
  victimHeaders: Record<string, string>;
  attackerToken: string;
  event: number;
  duration: number;
}) {
  const quiet = await getsP99(options.victimUrl, options.victimHeaders, options.duration);
  const attacker = new Worker(ATTACKER, {
    eval: true,
    workerData: {
      url: `${options.base}/api/events/${options.event}/registrations`,
      headers: { Accept: VENDOR, "Content-Type": VENDOR, Authorization: `Bearer ${options.attackerToken}` },
      bodies: hostileBodies(),
    },
  });
  const done = new Promise<{ sent?: number; error?: string }>((resolve, reject) => {
    attacker.once("message", resolve);
    attacker.once("error", reject);
  });
  try {
    const attacked = await getsP99(options.victimUrl, options.victimHeaders, options.duration);
    attacker.postMessage("stop");
    const { sent, error } = await done;
    if (error) throw new Error(`attack scenario: ${error} — the run is void.`);
    return { quiet, attacked, hostileRequests: sent ?? 0 };
  } finally {
    await attacker.terminate();
  }
}
