// The validation pool (docs/api.md "Limits against a hostile tenant"): registration and event-definition checks run on
// worker threads, so a tenant's
// costliest body (a pattern that spends the whole matching budget, a 1 MiB body of unknown ids, a definition of
// 1000 questions) never holds the event loop that answers every tenant. Jobs wait in one queue per tenant; a free
// worker takes the next job of the tenant with the fewest checks running, so a tenant's long line never stands
// before another's first check. A tenant with too many checks pending, or a full pool, gets 503 with Retry-After
// instead of a place in an endless line.
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
};

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

const busy = (message: string) =>
  new ApiError("unavailable", message, { headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } });

export class ValidationPool {
  readonly #options: PoolOptions;
  readonly #slots: Slot[] = [];
  /** Waiting jobs by tenant. */
  readonly #waiting = new Map<number, Job[]>();
  /** Jobs waiting or running, by tenant. */
  readonly #load = new Map<number, number>();
  /** When each tenant with jobs last had one started (a job id); forgotten with its last job. */
  readonly #lastServed = new Map<number, number>();
  #waitingCount = 0;
  #nextJobId = 1;
  // Ids for definitions by identity: the embedded database's read cache hands out the same questions array until
  // the event changes, so a worker is sent each version once.
  readonly #definitionIds = new WeakMap<object, number>();
  #nextDefinitionId = 1;

  constructor(options: PoolOptions) {
    this.#options = options;
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
    await Promise.all(this.#slots.map((slot) => slot.worker.terminate()));
  }

  #dispatch(): void {
    while (this.#waitingCount > 0) {
      const slot =
        this.#slots.find((each) => !each.job) ?? (this.#slots.length < this.#options.workers ? this.#spawn() : null);
      if (!slot) return;
      const [tenant, queue] = this.#nextInTurn();
      const job = queue.shift()!;
      this.#waitingCount--;
      this.#waiting.delete(tenant);
      if (queue.length) this.#waiting.set(tenant, queue);
      this.#start(slot, job);
    }
  }

  /** The waiting tenant with the fewest checks running; among equals, the one served longest ago. */
  #nextInTurn(): [number, Job[]] {
    let best: [number, Job[]] | null = null;
    let bestRank: [number, number] = [Infinity, Infinity];
    for (const [tenant, queue] of this.#waiting) {
      const rank: [number, number] = [(this.#load.get(tenant) ?? 0) - queue.length, this.#lastServed.get(tenant) ?? 0];
      if (rank[0] < bestRank[0] || (rank[0] === bestRank[0] && rank[1] < bestRank[1]))
        [best, bestRank] = [[tenant, queue], rank];
    }
    this.#lastServed.set(best![0], this.#nextJobId);
    return best!;
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
  #finish(slot: Slot, settle: (job: Job) => void): void {
    const job = slot.job;
    slot.job = null;
    if (job) {
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
      this.#finish(slot, (job) => {
        if (result.ok) return job.resolve(result.value);
        const { error, message, status, details, headers } = result.error;
        job.reject(new ApiError(error as ErrorName, message, { status, details, headers }));
      });
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
  });
  return holder[KEY];
}
