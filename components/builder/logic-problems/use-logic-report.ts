"use client";
// Runs analyseLogic in a worker for the whole time the editor is open: once on opening, then after each pause in
// the changes. The top bar counts its findings as warnings and the save says how many there are (issue 20, item 6),
// so it cannot wait for the problems drawer; a pause, not a keystroke, starts it, and the work is off the main thread.
import { useEffect, useState } from "react";
import type { LogicReport } from "@/lib/logic";
import type { Question } from "@/lib/questions";
import { questionList } from "@/lib/builder-store/document";
import { useEditorStore } from "@/lib/builder-store/provider";
import type { LogicReportRequest, LogicReportResponse } from "./logic-report.worker";
import { findingRows } from "./logic-rows";

/** A pause in the changes this long starts a new check (the drawer then says "Checking…"). */
export const ANALYSE_DELAY_MS = 400;

export type LogicReportState =
  | { status: "checking"; report: LogicReport | null; questions: readonly Question[] }
  | { status: "done"; report: LogicReport; questions: readonly Question[] }
  | { status: "failed"; report: null; questions: readonly Question[] };

const INITIAL: LogicReportState = { status: "checking", report: null, questions: [] };

/** How many findings the report has on questions of the form (what the panel lists), or 0 before the first report. */
export function logicWarningCount(state: LogicReportState): number {
  return state.report ? findingRows(state.report, state.questions).length : 0;
}

export function useLogicReport(): LogicReportState {
  const store = useEditorStore();
  const [state, setState] = useState<LogicReportState>(INITIAL);
  useEffect(() => {
    const worker = new Worker(new URL("./logic-report.worker.ts", import.meta.url), { type: "module", name: "logic-report" });
    let latest = 0;
    let sent: readonly Question[] = [];
    worker.onmessage = (event: MessageEvent<LogicReportResponse>) => {
      const response = event.data;
      if (response.id !== latest) return;
      setState("error" in response ? { status: "failed", report: null, questions: sent } : { status: "done", report: response.report, questions: sent });
    };
    worker.onerror = () => setState({ status: "failed", report: null, questions: sent });
    const ask = () => {
      sent = questionList(store.getState().doc);
      latest++;
      setState((previous) => (previous.status === "failed" ? { ...INITIAL, questions: sent } : { status: "checking", report: previous.report, questions: previous.questions }));
      worker.postMessage({ id: latest, questions: sent } satisfies LogicReportRequest);
    };
    let timer = setTimeout(ask, 0);
    const unsubscribe = store.subscribe((next, previous) => {
      if (next.doc === previous.doc) return;
      clearTimeout(timer);
      timer = setTimeout(ask, ANALYSE_DELAY_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
      worker.terminate();
    };
  }, [store]);
  return state;
}
