"use client";
// Runs analyseLogic in a worker for the whole time the editor is open: once on opening, then after each pause in
// the changes. The top bar counts its findings as warnings and the save says how many there are (docs/architecture.md
// "What the studio tells people"),
// so it cannot wait for the problems drawer; a pause, not a keystroke, starts it, and the work is off the main thread,
// in the editor's one background worker (lib/editor-store/background-check.ts), beside the scheduled check.
import { useEffect, useState } from "react";
import type { LogicReport } from "@/lib/logic";
import type { Question } from "@/lib/questions";
import { questionList } from "@/lib/editor-store/document";
import { afterQuiet } from "@/lib/timing/after-quiet";
import { useBackgroundCheck, useEditorStore } from "@/lib/editor-store/provider";
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
  const background = useBackgroundCheck();
  const [state, setState] = useState<LogicReportState>(INITIAL);
  useEffect(() => {
    let latest = 0;
    let stopped = false;
    const ask = () => {
      const { doc } = store.getState();
      const sent = questionList(doc);
      const asked = ++latest;
      setState((previous) =>
        previous.status === "failed"
          ? { ...INITIAL, questions: sent }
          : { status: "checking", report: previous.report, questions: previous.questions },
      );
      // Only the latest request's answer is shown.
      const current = () => !stopped && asked === latest;
      background.analyse(doc).then(
        (report) => current() && setState({ status: "done", report, questions: sent }),
        () => current() && setState({ status: "failed", report: null, questions: sent }),
      );
    };
    // The first check waits for the page to be idle: copying a large form to the worker is main-thread work that
    // must not compete with the editor's first frames (npm run bench:editor, "usable").
    let idle: number | undefined =
      typeof requestIdleCallback === "function" ? requestIdleCallback(ask, { timeout: 3000 }) : undefined;
    const first = idle === undefined ? setTimeout(ask, 0) : undefined;
    const quiet = afterQuiet(ask, ANALYSE_DELAY_MS);
    const unsubscribe = store.subscribe((next, previous) => {
      if (next.doc === previous.doc) return;
      clearTimeout(first);
      if (idle !== undefined) cancelIdleCallback(idle);
      idle = undefined;
      quiet.poke();
    });
    return () => {
      stopped = true;
      unsubscribe();
      clearTimeout(first);
      quiet.cancel();
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [store, background]);
  return state;
}
