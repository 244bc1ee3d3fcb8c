// A validation worker: runs registration and event-definition checks off the main thread, so a tenant's costliest body
// never holds
// the event loop that answers every other tenant (docs/api.md "Limits against a hostile tenant"). Started by pool.ts
// through worker-entry.js.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { parentPort } from "node:worker_threads";
import { toApiError } from "../errors";
import { WORKER_NICE, type JobMessage, type ResultMessage } from "./protocol";
import { checkDefinition } from "./definition-check";
import { checkRegistration } from "./registration-check";

const definitions = new Map<number, readonly unknown[]>();

// Process 0 is the calling thread on Linux: this worker alone, never the thread that answers requests.
try {
  os.setPriority(WORKER_NICE);
} catch {
  // A system that refuses is served at the normal priority.
}

// Then, on Linux, the idle scheduling policy for this thread (util-linux's chrt; Node has no call for it): a nice
// thread keeps a core until its slice ends when the thread that answers requests wakes up, an idle one is preempted at
// once, so another tenant's requests no longer wait behind a check (docs/benchmarks.md "What the worst requests still
// share with another tenant"). It still gets a share of a busy CPU (the scheduler's smallest weight), so checks go on
// under load. WORKER_SCHED_IDLE=false keeps the nice value alone.
if (process.platform === "linux" && process.env.WORKER_SCHED_IDLE !== "false") {
  try {
    const thread = fs.readlinkSync("/proc/thread-self").split("/").pop()!;
    spawnSync("chrt", ["--idle", "--pid", "0", thread], { stdio: "ignore", timeout: 5_000 });
  } catch {
    // No chrt, or refused: the nice value above still applies.
  }
}

// This thread's CPU time, for the pool to charge each check to its tenant's share of checking time (pool.ts): Node 20
// has no per-thread CPU clock, so the kernel's per-thread counters, read again from one open file (a read at offset 0
// makes /proc write the line afresh): the time on a CPU in nanoseconds from schedstat (brought up to date at each of
// the scheduler's ticks, 4 ms apart here, and each switch of thread), or where the kernel keeps no schedstat, user and
// system time in whole clock ticks (USER_HZ, 100 a second) from stat, where a cheap check reads 0 or 10 ms. Null where
// there is no /proc.
const TICK_MS = 10;
const cpuFile = (() => {
  for (const [file, read] of [
    ["/proc/thread-self/schedstat", (text: string) => Number(text.slice(0, text.indexOf(" "))) / 1e6],
    [
      "/proc/thread-self/stat",
      (text: string) => {
        // After the command name's closing parenthesis: state, then 10 more fields, then utime and stime (14, 15).
        const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
        return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
      },
    ],
  ] as const) {
    try {
      return { fd: fs.openSync(file, "r"), read };
    } catch {
      // The next one.
    }
  }
  return null;
})();
const cpuLine = Buffer.alloc(1024);

function threadCpuMs(): number | null {
  if (cpuFile === null) return null;
  try {
    const length = fs.readSync(cpuFile.fd, cpuLine, 0, cpuLine.length, 0);
    const ms = cpuFile.read(cpuLine.toString("latin1", 0, length));
    return Number.isFinite(ms) ? ms : null;
  } catch {
    return null;
  }
}

parentPort?.on("message", (job: JobMessage) => {
  const cpuBefore = threadCpuMs();
  if (job.forget) definitions.clear();
  if (job.questions) definitions.set(job.questionsId, job.questions);
  let result: ResultMessage;
  try {
    const questions = definitions.get(job.questionsId);
    if (!questions) throw new Error(`The pool named definition ${job.questionsId} without sending it.`);
    const value =
      job.check.kind === "registration"
        ? checkRegistration(questions, job.check)
        : checkDefinition(questions, job.check);
    result = { jobId: job.jobId, ok: true, value };
  } catch (thrown) {
    const error = toApiError(thrown);
    result = {
      jobId: job.jobId,
      ok: false,
      error: {
        error: error.error,
        message: error.message,
        status: error.status,
        details: error.details,
        headers: error.headers,
      },
    };
  }
  const cpuAfter = threadCpuMs();
  if (cpuBefore !== null && cpuAfter !== null) result.cpuMs = cpuAfter - cpuBefore;
  parentPort?.postMessage(result);
});
