// The editor's checks off the main thread, in one worker: the scheduled check (validateDefinition and the dependency
// graph of 1,000 questions take 50-130 ms in a loaded browser, and a keystroke that arrived meanwhile waited for
// them: docs/reports/benchmarks-2026-11.md) and the logic report (analyseLogic, about 200 ms at 1,000 questions in
// Node: npm run bench:logic).
// Same functions as on the main thread (issuesOf, analyseLogic), so what is shown is exactly theirs. The document
// comes as a patch of the last one (doc-patch.ts). RE2 is loaded only for a form that carries a pattern of its own
// (regexFor); zod comes as zod/mini (lib/questions/schema.ts).
import { analyseLogic } from "@/lib/logic/reachability";
import { hasRegexCompiler } from "@/lib/logic/regex-engine";
import { needsRegexCompiler } from "@/lib/logic/load-regex-compiler";
import { applyDocPatch } from "./doc-patch";
import { questionList, type EditorDocument } from "./document";
import { issuesOf, regexFor } from "./issues-check";
import type { CheckResult, LogicReportResponse, WorkerRequest } from "./background-check";

let current: EditorDocument | null = null;

function answer(id: number, kind: WorkerRequest["kind"], doc: EditorDocument): void {
  if (kind === "logic") {
    let response: LogicReportResponse;
    try {
      response = { id, report: analyseLogic(questionList(doc)) };
    } catch {
      // The details stay here: the panel says what to do, and the next change asks again.
      response = { id, error: "The logic could not be checked." };
    }
    self.postMessage(response);
    return;
  }
  const { all, byKey, referencedBy, textWarnings } = issuesOf(doc);
  const result: CheckResult = { id, all, byKey, referencedBy, textWarnings };
  self.postMessage(result);
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const { id, kind, patch } = event.data;
  // Applied in the order sent, whatever waits for RE2 below.
  const doc = (current = applyDocPatch(current, patch));
  // A form without a pattern of its own is answered at once; one with a pattern once RE2 is loaded (once per worker).
  const questions = questionList(doc);
  if (hasRegexCompiler() || !needsRegexCompiler(questions)) answer(id, kind, doc);
  // Should RE2 fail to load, the check says so (an internal issue) rather than never answering.
  else
    void regexFor(questions).then(
      () => answer(id, kind, doc),
      () => answer(id, kind, doc),
    );
};
