"use client";
// The editor's occasional panels, loaded the first time they open so that the editor itself starts sooner and its
// route stays within its JavaScript budget (docs/benchmarks.md "Goals"; `BENCH_ONLY=size npm run bench:editor`
// measures it): the live preview (with its engine session and value checks) and the conflict dialog (only after a
// 412); the inspector's properties and the problems panels, which nothing shows before a question is selected or
// the problems are opened, start loading at the person's first pointer press, key or focus in the editor
// (usePreloadOnFirstUse), so they are there by the first selection or opening.
import dynamic from "next/dynamic";
import { useEffect, type RefObject } from "react";

const loadInspector = () => import("./inspector/inspector").then((module) => module.Inspector);
const loadProblems = () => import("./problems/problems-panel").then((module) => module.ProblemsPanel);
const loadLogicProblems = () =>
  import("./problems/logic/logic-problems-panel").then((module) => module.LogicProblemsPanel);
let requested = false;

/** Starts loading those panels' code once (at the first pointer press, key or focus: usePreloadOnFirstUse). */
function preloadOnFirstUse(): void {
  if (requested) return;
  requested = true;
  void loadInspector();
  void loadProblems();
  void loadLogicProblems();
}

/** What counts as a first use: a pointer press, a key, a focus (`focusin`, which React's onFocus listens to). */
const FIRST_USE = ["pointerdown", "keydown", "focusin"] as const;

/**
 * Calls preloadOnFirstUse at the first pointer press, key or focus inside `ref`'s element, through listeners of its
 * own removed at once. As React's capture props they stayed: React then built a synthetic event for every later key
 * and press in the editor, to call a function with nothing left to do (docs/benchmarks.md "What the slow keystrokes
 * wait for").
 */
export function usePreloadOnFirstUse(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root || requested) return;
    const stop = () => {
      for (const type of FIRST_USE) root.removeEventListener(type, first, true);
    };
    const first = () => {
      stop();
      preloadOnFirstUse();
    };
    for (const type of FIRST_USE) root.addEventListener(type, first, true);
    return stop;
  }, [ref]);
}

export const LazyProblemsPanel = dynamic(loadProblems, { ssr: false });
export const LazyLogicProblemsPanel = dynamic(loadLogicProblems, { ssr: false });

export const LazyInspector = dynamic(loadInspector, {
  ssr: false,
  loading: () => (
    <p role="status" className="p-4 text-sm text-slate-600">
      Loading the properties…
    </p>
  ),
});

export const LazyPreviewPane = dynamic(() => import("./preview/preview-pane").then((module) => module.PreviewPane), {
  ssr: false,
  loading: () => (
    <p role="status" className="p-4 text-sm text-slate-600">
      Loading the preview…
    </p>
  ),
});

export const LazyConflictDialog = dynamic(
  () => import("./save/conflict-dialog").then((module) => module.ConflictDialog),
  { ssr: false },
);

export const LazyHistoryPanel = dynamic(
  () => import("../history/history-panel").then((module) => module.HistoryPanel),
  { ssr: false },
);

export const LazyFollowUpDialog = dynamic(
  () => import("../follow-up/follow-up-dialog").then((module) => module.FollowUpDialog),
  { ssr: false },
);
