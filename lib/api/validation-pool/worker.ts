// A validation worker: runs registration and event-definition checks off the main thread, so a tenant's costliest body
// never holds
// the event loop that answers every other tenant (docs/api.md "Limits against a hostile tenant"). Started by pool.ts
// through worker-entry.js.
import { parentPort } from "node:worker_threads";
import { toApiError } from "../errors";
import type { JobMessage, ResultMessage } from "./protocol";
import { checkDefinition } from "./definition-check";
import { checkRegistration } from "./registration-check";

const definitions = new Map<number, readonly unknown[]>();

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
