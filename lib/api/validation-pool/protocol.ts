// The messages between the validation pool (lib/api/validation-pool/pool.ts) and its workers (worker.ts).
import type { DefinitionCheck } from "./definition-check";
import type { RegistrationCheck } from "./registration-check";

export type Check = RegistrationCheck | DefinitionCheck;

/**
 * The nice value a worker thread gives itself (Linux keeps one per thread): when the cores are all busy, the thread
 * that answers every tenant's requests, and an embedded database running on it, get the CPU before the checks, the
 * costliest of which one tenant can keep asking for (docs/api.md "Limits against a hostile tenant").
 */
export const WORKER_NICE = 10;

/**
 * One job, with the questions it is checked against (a registration's event; a PATCHed event's current ones). They
 * cross to a worker once (structured cloning a large event costs the main thread
 * milliseconds): `questions` is sent with the first job that needs them, later jobs name them by `questionsId`.
 * `forget` tells the worker to drop every definition it holds first, which keeps both sides' memory bounded.
 */
export type JobMessage = {
  jobId: number;
  questionsId: number;
  questions?: readonly unknown[];
  forget?: true;
  check: Check;
};

/** A refusal crosses as plain data: ApiError is a class, and classes do not survive structured cloning. */
export type ErrorData = {
  error: string;
  message: string;
  status: number;
  details: unknown;
  headers: Record<string, string>;
};

/**
 * `cpuMs`: the CPU time the check took on the worker's thread, by the kernel's per-thread counters (worker.ts: they
 * move on at the scheduler's ticks, so a cheap check reads 0 or a few ms); absent where they cannot be read. The pool
 * charges it to the tenant's share of checking time (pool.ts, CheckTimeShare).
 */
export type ResultMessage = (
  { jobId: number; ok: true; value: unknown } | { jobId: number; ok: false; error: ErrorData }
) & {
  cpuMs?: number;
};
