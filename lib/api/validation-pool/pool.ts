// The validation pool (docs/api.md "Limits against a hostile tenant"): registration and event-definition checks run on
// worker threads, so a tenant's
// costliest body (a pattern that spends the whole matching budget, a 1 MiB body of unknown ids, a definition of
// 1000 questions) never holds the event loop that answers every tenant. Jobs wait in one queue per tenant; a free
// worker takes the next job of the tenant with the fewest checks running, so a tenant's long line never stands
// before another's first check. A tenant with too many checks pending, or a full pool, gets 503 with Retry-After
// instead of a place in an endless line. And each tenant has a share of checking time (CheckTimeShare): the costliest
// checks are charged to it, and past its share its checks wait until it is earned back, so that one tenant cannot
// keep a worker busy with them (on a machine of few cores, a busy worker slows the thread that answers everybody,
// whatever its priority).
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { EventInput } from "../../db/repositories/events";
import { ApiError, type ErrorName } from "../errors";
import type { DefinitionCheck } from "./definition-check";
import type { Check, JobMessage, ResultMessage } from "./protocol";
import type { RegistrationCheck } from "./registration-check";

export type PoolOptions = {
  /** Worker threads: leave one core to the event loop. */
  workers: number;
  /** Checks one tenant may have waiting or running at once; more are refused with 503. */
  perTenant: number;
  /** Checks all tenants together may have waiting; more are refused with 503. */
  waiting: number;
  /** The worker's entry point: dist/validation-worker.js, or worker-entry.js, which loads worker.ts through tsx. */
  entry: string;
  /** Each tenant's share of checking time; none: checks are not counted. */
  share?: CheckTimeShare | null;
  /** Milliseconds, for the shares (tests replace it). */
  clock?: () => number;
};

/**
 * A tenant's share of checking time. A check is costly when it took `chargeFromMs` of CPU or more on its worker (the
 * worker reads its thread's CPU time from the kernel's counters, which move on at the scheduler's ticks, a few
 * milliseconds apart, so a cheap check reads 0 or a few and is never charged; a registration's check takes well under
 * a millisecond). Its CPU time is charged to the tenant's balance, which starts at `burstMs` and is earned back at
 * `msPerSecond`; while it is not positive the tenant's checks wait (a worker takes none of them), at most
 * `waitingPastShare` at a time, and more are refused with 503 and a Retry-After of the seconds until the balance is
 * positive again.
 */
export type CheckTimeShare = { msPerSecond: number; burstMs: number; chargeFromMs: number; waitingPastShare: number };

/** The server's shares: a twentieth of a core for costly checks, after two seconds of them at once. */
export const CHECK_TIME_SHARE: CheckTimeShare = {
  msPerSecond: 50,
  burstMs: 2000,
  chargeFromMs: 20,
  waitingPastShare: 8,
};
/** A pool with tenants waiting for their share looks again at least this often (the clock may be a test's). */
const SHARE_RECHECK_MS = 1000;

type Job = {
  tenant: number;
  questions: readonly unknown[];
  check: Check;
  resolve(value: unknown): void;
  reject(error: ApiError): void;
};
type Slot = { worker: Worker; job: Job | null; jobId: number; known: Set<number> };

/** Definitions a worker holds at most; past this it is told to forget them all and is sent them again as needed. */
const DEFINITIONS_PER_WORKER = 32;
/** A worker's heap: a check that would need more kills that worker only (its request gets a 500), not the server. */
const WORKER_HEAP_MB = 512;
export const RETRY_AFTER_SECONDS = 1;

const busy = (message: string, seconds = RETRY_AFTER_SECONDS) =>
  new ApiError("unavailable", message, { headers: { "Retry-After": String(seconds) } });

export class ValidationPool {
  readonly #options: PoolOptions;
  readonly #slots: Slot[] = [];
  /** Waiting jobs by tenant. */
  readonly #waiting = new Map<number, Job[]>();
  /** Jobs waiting or running, by tenant. */
  readonly #load = new Map<number, number>();
  /** When each tenant with jobs last had one started (a job id); forgotten with its last job. */
  readonly #lastServed = new Map<number, number>();
  /** Balances of checking time (ms) below the burst, and when each was last charged; a full one has no entry. */
  readonly #balances = new Map<number, { ms: number; at: number }>();
  #shareTimer: NodeJS.Timeout | null = null;
  #waitingCount = 0;
  #nextJobId = 1;
  // Ids for definitions by identity: the embedded database's read cache hands out the same questions array until
  // the event changes, so a worker is sent each version once.
  readonly #definitionIds = new WeakMap<object, number>();
  #nextDefinitionId = 1;

  readonly #now: () => number;

  constructor(options: PoolOptions) {
    this.#options = options;
    this.#now = options.clock ?? (() => performance.now());
  }

  /**
   * The values to store for a registration against its event's `questions`; rejects with the ApiError to answer with.
   */
  checkRegistration(
    tenant: number,
    questions: readonly unknown[],
    check: Omit<RegistrationCheck, "kind">,
  ): Promise<Record<string, unknown>> {
    return this.#run(tenant, questions, { kind: "registration", ...check }) as Promise<Record<string, unknown>>;
  }

  /** The event to store (`questions`: its current ones, for a PATCH); rejects with the ApiError to answer with. */
  checkDefinition(
    tenant: number,
    questions: readonly unknown[],
    check: Omit<DefinitionCheck, "kind">,
  ): Promise<EventInput> {
    return this.#run(tenant, questions, { kind: "definition", ...check }) as Promise<EventInput>;
  }

  #run(tenant: number, questions: readonly unknown[], check: Check): Promise<unknown> {
    const load = this.#load.get(tenant) ?? 0;
    const share = this.#options.share;
    const balance = this.#balance(tenant);
    if (share && balance <= 0 && load >= share.waitingPastShare) {
      const seconds = Math.max(1, Math.ceil(-balance / share.msPerSecond));
      return Promise.reject(
        busy(
          `Your company's registrations and events have used more than their share of the server's checking time ` +
            `(the costliest checks: long patterns against long answers, long lists in logic), and ${load} are ` +
            `waiting for it. Wait ${seconds} second${seconds === 1 ? "" : "s"} (Retry-After) and send this one ` +
            `again; checks that cost little are not counted.`,
          seconds,
        ),
      );
    }
    if (load >= this.#options.perTenant) {
      return Promise.reject(
        busy(
          `Your company already has ${load} registrations or events being ` +
            `checked. Wait ${RETRY_AFTER_SECONDS} second (Retry-After) and ` +
            `send this one again.`,
        ),
      );
    }
    if (this.#waitingCount >= this.#options.waiting) {
      return Promise.reject(
        busy(
          `The server is checking as many registrations and events as it ` +
            `can. Wait ${RETRY_AFTER_SECONDS} second (Retry-After) and send ` +
            `this one again.`,
        ),
      );
    }
    return new Promise<unknown>((resolve, reject) => {
      this.#load.set(tenant, load + 1);
      const queue = this.#waiting.get(tenant);
      if (queue) queue.push({ tenant, questions, check, resolve, reject });
      else this.#waiting.set(tenant, [{ tenant, questions, check, resolve, reject }]);
      this.#waitingCount++;
      this.#dispatch();
    });
  }

  /** Stops the workers (tests; the server's own pool ends with the process). */
  async close(): Promise<void> {
    if (this.#shareTimer) clearTimeout(this.#shareTimer);
    await Promise.all(this.#slots.map((slot) => slot.worker.terminate()));
  }

  #dispatch(): void {
    while (this.#waitingCount > 0) {
      const slot =
        this.#slots.find((each) => !each.job) ?? (this.#slots.length < this.#options.workers ? this.#spawn() : null);
      if (!slot) return;
      const next = this.#nextInTurn();
      if (!next) return this.#recheckShares();
      const [tenant, queue] = next;
      const job = queue.shift()!;
      this.#waitingCount--;
      this.#waiting.delete(tenant);
      if (queue.length) this.#waiting.set(tenant, queue);
      this.#start(slot, job);
    }
  }

  /**
   * The waiting tenant with the fewest checks running; among equals, the one served longest ago. Tenants past their
   * share of checking time are passed over; null when every waiting tenant is.
   */
  #nextInTurn(): [number, Job[]] | null {
    let best: [number, Job[]] | null = null;
    let bestRank: [number, number] = [Infinity, Infinity];
    for (const [tenant, queue] of this.#waiting) {
      if (this.#balance(tenant) <= 0) continue;
      const rank: [number, number] = [(this.#load.get(tenant) ?? 0) - queue.length, this.#lastServed.get(tenant) ?? 0];
      if (rank[0] < bestRank[0] || (rank[0] === bestRank[0] && rank[1] < bestRank[1]))
        [best, bestRank] = [[tenant, queue], rank];
    }
    if (best) this.#lastServed.set(best[0], this.#nextJobId);
    return best;
  }

  /** The tenant's balance of checking time now (ms): the burst when full, earned back since its last charge. */
  #balance(tenant: number): number {
    const share = this.#options.share;
    if (!share) return Infinity;
    const entry = this.#balances.get(tenant);
    if (!entry) return share.burstMs;
    const ms = Math.min(share.burstMs, entry.ms + ((this.#now() - entry.at) * share.msPerSecond) / 1000);
    if (ms >= share.burstMs) this.#balances.delete(tenant);
    return ms;
  }

  /** Charges a finished check's CPU time to its tenant, when it was a costly one. */
  #charge(tenant: number, cpuMs: number | undefined): void {
    const share = this.#options.share;
    if (!share || cpuMs === undefined || cpuMs < share.chargeFromMs) return;
    this.#balances.set(tenant, { ms: this.#balance(tenant) - cpuMs, at: this.#now() });
    // Full balances are dropped as they are read; sweep those of tenants that do not come back.
    if (this.#balances.size > 1000) for (const each of [...this.#balances.keys()]) this.#balance(each);
  }

  /** Every waiting tenant is past its share: look again when the first has earned it back. */
  #recheckShares(): void {
    const share = this.#options.share;
    if (!share || this.#shareTimer) return;
    let wait = SHARE_RECHECK_MS;
    for (const tenant of this.#waiting.keys())
      wait = Math.min(wait, Math.ceil((-this.#balance(tenant) * 1000) / share.msPerSecond) + 1);
    this.#shareTimer = setTimeout(() => {
      this.#shareTimer = null;
      this.#dispatch();
    }, wait);
  }

  #start(slot: Slot, job: Job): void {
    slot.job = job;
    slot.jobId = this.#nextJobId++;
    let questionsId = this.#definitionIds.get(job.questions);
    if (!questionsId) this.#definitionIds.set(job.questions, (questionsId = this.#nextDefinitionId++));
    const message: JobMessage = { jobId: slot.jobId, questionsId, check: job.check };
    if (!slot.known.has(questionsId)) {
      if (slot.known.size >= DEFINITIONS_PER_WORKER) {
        message.forget = true;
        slot.known.clear();
      }
      message.questions = job.questions;
      slot.known.add(questionsId);
    }
    // A body's bytes are moved, not copied: this thread then pays neither their decoding nor their cloning.
    const { check } = job;
    slot.worker.postMessage(message, check.kind === "registration" ? [check.body] : []);
  }

  /** Frees the slot, settles its job and hands the slot the next one. */
  #finish(slot: Slot, settle: (job: Job) => void, cpuMs?: number): void {
    const job = slot.job;
    slot.job = null;
    if (job) {
      this.#charge(job.tenant, cpuMs);
      const load = (this.#load.get(job.tenant) ?? 1) - 1;
      if (load > 0) this.#load.set(job.tenant, load);
      else {
        this.#load.delete(job.tenant);
        this.#lastServed.delete(job.tenant);
      }
      settle(job);
    }
    this.#dispatch();
  }

  #spawn(): Slot {
    const worker = new Worker(this.#options.entry, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    // Idle workers must not keep a stopping process alive.
    worker.unref();
    const slot: Slot = { worker, job: null, jobId: 0, known: new Set() };
    this.#slots.push(slot);
    worker.on("message", (result: ResultMessage) => {
      if (result.jobId !== slot.jobId) return;
      this.#finish(
        slot,
        (job) => {
          if (result.ok) return job.resolve(result.value);
          const { error, message, status, details, headers } = result.error;
          job.reject(new ApiError(error as ErrorName, message, { status, details, headers }));
        },
        result.cpuMs,
      );
    });
    // A worker that dies (its heap limit, a crash) is replaced; only the request it was checking fails. The
    // "error" event comes before "exit" and needs a listener, or it would be thrown in the main thread.
    worker.on("error", (error) => {
      if (process.env.NODE_ENV !== "test") console.error("A validation worker failed:", error.message);
    });
    worker.on("exit", () => {
      this.#slots.splice(this.#slots.indexOf(slot), 1);
      this.#finish(slot, (job) =>
        job.reject(
          new ApiError(
            "internalError",
            "The server could not finish checking these values. Send fewer or " +
              "shorter values; if it keeps failing, contact support.",
          ),
        ),
      );
    });
    return slot;
  }
}

const KEY = Symbol.for("capture-studio.validation-pool");
const holder = globalThis as { [KEY]?: ValidationPool };
/** The TypeScript entry through tsx (npm run dev, tests); the compiled server names dist/validation-worker.js. */
let workerEntry = path.join(process.cwd(), "lib", "api", "work", "worker-entry.js");

/** Called by the compiled server before the first request, so that production needs no tsx. */
export function setValidationWorkerEntry(entry: string): void {
  workerEntry = entry;
}

/** The process's pool, started on first use; on globalThis, so that every bundle's copy of this module shares it. */
export function validationPool(): ValidationPool {
  holder[KEY] ??= new ValidationPool({
    workers: Math.max(1, Math.min(4, os.availableParallelism() - 1)),
    // Room for a client's honest bursts (a sync of 50 creates at once, say): fairness comes from the order jobs are
    // taken in, and these caps bound only the memory that bodies waiting in line can hold (each at most body.ts's
    // BODY_LIMIT_BYTES).
    perTenant: 256,
    waiting: 1024,
    entry: workerEntry,
    share: CHECK_TIME_SHARE,
  });
  return holder[KEY];
}
