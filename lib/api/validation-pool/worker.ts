// A validation worker: runs registration and event-definition checks off the main thread, so a tenant's costliest body
// never holds
// the event loop that answers every other tenant (docs/api.md "Limits against a hostile tenant"). Started by pool.ts
// through worker-entry.js.
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

parentPort?.on("message", (job: JobMessage) => {
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
  parentPort?.postMessage(result);
});
