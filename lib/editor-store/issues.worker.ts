// The scheduled check, off the main thread: validateDefinition and the dependency graph of 1,000 questions take
// 50-130 ms in a loaded browser, and a keystroke that arrived meanwhile waited for them
// (docs/reports/benchmarks-2026-11.md).
// Same function as the synchronous check (issuesOf), so the issues shown are exactly validateDefinition's.
import type { EditorDocument } from "./document";
import { issuesOf } from "./issues-check";
import type { CheckRequest, CheckResult } from "./background-check";

self.onmessage = (event: MessageEvent<CheckRequest>) => {
  const { all, byKey, referencedBy, textWarnings } = issuesOf(event.data.doc as EditorDocument);
  const result: CheckResult = { id: event.data.id, all, byKey, referencedBy, textWarnings };
  self.postMessage(result);
};
