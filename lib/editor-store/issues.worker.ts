// The editor's checks off the main thread, in one worker: the scheduled check (validateDefinition and the dependency
// graph of 1,000 questions take 50-130 ms in a loaded browser, and a keystroke that arrived meanwhile waited for
// them: docs/reports/benchmarks-2026-11.md) and the logic report (analyseLogic, about 200 ms at 1,000 questions in
// Node: npm run bench:logic).
// Same functions as on the main thread (issuesOf, analyseLogic), so what is shown is exactly theirs. The document
// comes as a patch of the last one (doc-patch.ts). RE2 is loaded only for a form that carries a pattern of its own;
// validateDefinition with zod (issues-check.ts) only for the first document whose definition issues the request
// does not bring (the saved form's come checked by the server): an editor opened and left unchanged never loads it.
import type { DefinitionIssue } from "@/lib/questions";
import { analyseLogic } from "@/lib/logic/reachability";
import { hasRegexCompiler } from "@/lib/logic/regex-engine";
import { loadRegexCompiler, needsRegexCompiler } from "@/lib/logic/load-regex-compiler";
import { applyDocPatch } from "./doc-patch";
import { questionList, type EditorDocument } from "./document";
import { issuesFrom } from "./issues-of";
import type { CheckResult, LogicReportResponse, WorkerRequest } from "./background-check";

let current: EditorDocument | null = null;
let check: typeof import("./issues-check") | null = null;

function answer(
  id: number,
  kind: WorkerRequest["kind"],
  doc: EditorDocument,
  known: readonly DefinitionIssue[] | undefined,
): void {
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
  const { all, byKey, referencedBy, textWarnings } = known ? issuesFrom(doc, known) : check!.issuesOf(doc);
  const result: CheckResult = { id, all, byKey, referencedBy, textWarnings };
  self.postMessage(result);
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const { id, kind, patch, known } = event.data;
  // Applied in the order sent, whatever waits for RE2 or the check's module below.
  const doc = (current = applyDocPatch(current, patch));
  const waits: Promise<unknown>[] = [];
  if (!hasRegexCompiler() && needsRegexCompiler(questionList(doc))) waits.push(loadRegexCompiler());
  const needsCheck = kind === "check" && !known;
  if (needsCheck && !check) waits.push(import("./issues-check").then((module) => (check = module)));
  // A form without a pattern of its own, of known issues or once the check is loaded, is answered at once.
  if (!waits.length) return answer(id, kind, doc, known);
  void Promise.allSettled(waits).then(() => {
    // Should RE2 fail to load, the check says so (an internal issue) rather than never answering; should the check's
    // module fail, the worker's error event makes the page check on its own thread (background-check.ts).
    if (needsCheck && !check)
      setTimeout(() => {
        throw new Error("The scheduled check could not be loaded.");
      });
    else answer(id, kind, doc, known);
  });
};
