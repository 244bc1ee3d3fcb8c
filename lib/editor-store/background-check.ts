// Runs the editor's scheduled check (issuesOf) and the logic report (analyseLogic) in one Web Worker bundled from
// our own origin, so that no keystroke waits for them and the page starts one worker for both (its JavaScript
// budget counts the workers': docs/benchmarks.md "Goals"). Where there is no Worker (tests in Node) or the worker
// fails, the check runs on the calling thread: the result is the same, only the thread differs (the check's module
// is then loaded on demand). The logic report has no such fallback (analyseLogic takes hundreds of milliseconds on a
// large form): it fails, and the next change asks again.
import type { LogicReport } from "@/lib/logic/reachability";
import type { DefinitionIssue } from "@/lib/questions";
import { docPatch, type DocPatch } from "./doc-patch";
import type { EditorDocument } from "./document";
import type { Issues } from "./issues";

const checkHere = (doc: EditorDocument): Promise<Issues> =>
  import("./issues-check").then(({ checkedIssues }) => checkedIssues(doc));

/**
 * A request to the worker: the document to check or to analyse, as a patch of the one it was sent before (doc-patch.ts:
 * only the changed questions are copied to it), and the document's validateDefinition issues where they are known
 * (the saved form's, checked by the server): the worker then computes only the rest of the check.
 */
export type WorkerRequest = {
  id: number;
  kind: "check" | "logic";
  patch: DocPatch;
  known?: readonly DefinitionIssue[];
};
export type CheckResult = { id: number } & Omit<Issues, "checked">;
export type LogicReportResponse = { id: number; report: LogicReport } | { id: number; error: string };
export type WorkerResponse = CheckResult | LogicReportResponse;

/** Why a logic report could not be made (the panel says what to do; the details stay in the worker). */
export class LogicReportFailed extends Error {
  constructor() {
    super("The logic could not be checked.");
    this.name = "LogicReportFailed";
  }
}

export type BackgroundCheck = {
  /**
   * The issues of `doc`, computed off the main thread where possible; `known`, where given, are its validateDefinition
   * issues (the saved form's, from the server), which the worker then takes instead of checking the definition.
   */
  check(doc: EditorDocument, known?: readonly DefinitionIssue[]): Promise<Issues>;
  /** analyseLogic of `doc`'s questions in the worker; rejects with LogicReportFailed where it cannot run. */
  analyse(doc: EditorDocument): Promise<LogicReport>;
  dispose(): void;
};

export function createBackgroundCheck(): BackgroundCheck {
  let worker: Worker | null = null;
  // Where there is no Worker, `new Worker` below throws a ReferenceError, which marks the worker broken.
  let broken = false;
  let next = 0;
  // The document the worker holds (the last one sent to it): the next request sends only what differs.
  let sent: EditorDocument | null = null;
  const send = (
    target: Worker,
    kind: WorkerRequest["kind"],
    doc: EditorDocument,
    known?: readonly DefinitionIssue[],
  ): number => {
    const id = ++next;
    const request: WorkerRequest = { id, kind, patch: docPatch(sent, doc) };
    if (known) request.known = known;
    target.postMessage(request);
    sent = doc;
    return id;
  };
  const pending = new Map<number, { doc: EditorDocument; resolve(issues: Issues): void }>();
  const reports = new Map<number, { resolve(report: LogicReport): void; reject(error: Error): void }>();

  const fallBack = () => {
    // The worker could not load or threw: answer what it was asked on this thread, and stop using it.
    broken = true;
    worker?.terminate();
    worker = null;
    for (const [id, { doc, resolve }] of pending) {
      pending.delete(id);
      void checkHere(doc).then(resolve);
    }
    for (const [id, { reject }] of reports) {
      reports.delete(id);
      reject(new LogicReportFailed());
    }
  };

  const start = (): Worker | null => {
    if (worker || broken) return worker;
    try {
      sent = null;
      // Named, so that npm run bench:editor can tell it from the scenarios' worker.
      worker = new Worker(new URL("./issues.worker.ts", import.meta.url), { type: "module", name: "scheduled-check" });
    } catch {
      broken = true;
      return null;
    }
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const data = event.data;
      const report = reports.get(data.id);
      if (report) {
        reports.delete(data.id);
        if ("report" in data) report.resolve(data.report);
        else report.reject(new LogicReportFailed());
        return;
      }
      if (!("all" in data)) return;
      const { id, ...result } = data;
      const request = pending.get(id);
      if (!request) return;
      pending.delete(id);
      request.resolve({ checked: request.doc, ...result });
    };
    worker.onerror = fallBack;
    worker.onmessageerror = fallBack;
    return worker;
  };

  return {
    check(doc, known) {
      const target = start();
      if (!target) return checkHere(doc);
      return new Promise((resolve) => pending.set(send(target, "check", doc, known), { doc, resolve }));
    },
    analyse(doc) {
      const target = start();
      if (!target) return Promise.reject(new LogicReportFailed());
      return new Promise((resolve, reject) => reports.set(send(target, "logic", doc), { resolve, reject }));
    },
    dispose() {
      worker?.terminate();
      worker = null;
      pending.clear();
      reports.clear();
    },
  };
}
