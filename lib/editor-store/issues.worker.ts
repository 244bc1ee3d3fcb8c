// The editor's checks off the main thread, in one worker: the scheduled check (validateDefinition and the dependency
// graph of 1,000 questions take 50-130 ms in a loaded browser, and a keystroke that arrived meanwhile waited for
// them: docs/reports/benchmarks-2026-11.md) and the logic report (analyseLogic, about 200 ms at 1,000 questions in
// Node: npm run bench:logic).
// Same functions as on the main thread (issuesOf, analyseLogic), so what is shown is exactly theirs. RE2 is loaded
// only for a form that carries a pattern of its own (regexFor); zod comes as zod/mini (lib/questions/schema.ts).
import { analyseLogic } from "@/lib/logic/reachability";
import { hasRegexCompiler } from "@/lib/logic/regex-engine";
import { needsRegexCompiler } from "@/lib/logic/load-regex-compiler";
import type { EditorDocument } from "./document";
import { questionList } from "./document";
import { issuesOf, regexFor } from "./issues-check";
import type { CheckResult, LogicReportResponse, WorkerRequest } from "./background-check";

function answer(request: WorkerRequest): void {
  if ("logicOf" in request) {
    let response: LogicReportResponse;
    try {
      response = { id: request.id, report: analyseLogic(request.logicOf) };
    } catch {
      // The details stay here: the panel says what to do, and the next change asks again.
      response = { id: request.id, error: "The logic could not be checked." };
    }
    self.postMessage(response);
    return;
  }
  const { all, byKey, referencedBy, textWarnings } = issuesOf(request.doc as EditorDocument);
  const result: CheckResult = { id: request.id, all, byKey, referencedBy, textWarnings };
  self.postMessage(result);
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  const questions = "logicOf" in request ? request.logicOf : questionList(request.doc);
  // A form without a pattern of its own is answered at once; one with a pattern once RE2 is loaded (once per worker).
  if (hasRegexCompiler() || !needsRegexCompiler(questions)) answer(request);
  // Should RE2 fail to load, the check says so (an internal issue) rather than never answering.
  else
    void regexFor(questions).then(
      () => answer(request),
      () => answer(request),
    );
};
