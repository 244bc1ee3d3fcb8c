"use client";
// The scenarios for the editor (docs/studio.md "Scenarios"): one store per editor, and from the first scenario, for
// as long as the editor is shown, a worker that runs every scenario after each pause in the changes, never on a
// keystroke. At the same pause the scenarios follow the edits that keep their meaning (scenario-edits.ts): renamed
// ids, deleted questions, options whose stored value changed.
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { useStore } from "zustand";
import { questionList, type EditorDocument } from "@/lib/editor-store/document";
import { afterQuiet } from "@/lib/timing/after-quiet";
import { useEditorStore } from "@/lib/editor-store/provider";
import type { Scenario } from "@/lib/questions/scenarios";
import type { ChangeScenariosAction, ScenarioBreakAction } from "./contract";
import { editsBetween, followEdits } from "./scenario-edits";
import { createScenarioStore, type ScenarioState, type ScenarioStore } from "./scenario-store";
import type { ScenarioRunRequest, ScenarioRunResponse } from "./scenarios.worker";

/** A pause in the changes this long runs the scenarios again (the panel says "Checking…" meanwhile). */
export const SCENARIO_RUN_DELAY_MS = 300;

const ScenarioContext = createContext<ScenarioStore | null>(null);

export function ScenariosProvider(props: {
  eventId: number;
  initial: Scenario[];
  change?: ChangeScenariosAction;
  findBreak?: ScenarioBreakAction;
  children: ReactNode;
}) {
  const { eventId, initial, change, findBreak, children } = props;
  const editor = useEditorStore();
  const [store] = useState(() => createScenarioStore({ eventId, scenarios: initial, change, findBreak }));
  useEffect(() => {
    // Started with the first scenario: an event without any has nothing to run, and its page neither starts the
    // worker nor fetches its scripts (the engine and RE2: docs/benchmarks.md "Goals").
    let worker: Worker | null = null;
    let latest = 0;
    let followed: EditorDocument = editor.getState().doc;
    let sentDoc: EditorDocument | null = null;
    let sentScenarios: readonly Scenario[] | null = null;
    const startWorker = () => {
      const started = new Worker(new URL("./scenarios.worker.ts", import.meta.url), {
        type: "module",
        name: "scenarios",
      });
      started.onmessage = (event: MessageEvent<ScenarioRunResponse>) => {
        const response = event.data;
        if (response.id !== latest) return;
        store.setVerdicts("error" in response ? null : response.verdicts);
      };
      started.onerror = () => store.setVerdicts(null);
      return (worker = started);
    };
    const run = () => {
      const doc = editor.getState().doc;
      // A whole restore's replacement of the form is no edit (the restore brings back that version's scenarios):
      // only the edits made since it are followed.
      const edits = editsBetween(store.takeFollowFrom() ?? followed, doc);
      followed = doc;
      if (edits.length) {
        const followedEdits = followEdits(store.getState().scenarios, edits);
        if (followedEdits.changed.length || followedEdits.notices.length)
          void store.rewritten(followedEdits.scenarios, followedEdits.changed, followedEdits.notices);
      }
      const { scenarios, status, verdicts } = store.getState();
      if (!worker && scenarios.length === 0) {
        // No scenario, so no verdict: said once, without a worker.
        if (status !== "done" || Object.keys(verdicts).length) store.setVerdicts({});
        return;
      }
      if (doc === sentDoc && scenarios === sentScenarios) return;
      latest++;
      store.checking();
      const request: ScenarioRunRequest = {
        id: latest,
        questions: doc === sentDoc ? null : questionList(doc),
        scenarios: scenarios === sentScenarios ? null : scenarios,
      };
      sentDoc = doc;
      sentScenarios = scenarios;
      (worker ?? startWorker()).postMessage(request);
    };
    const quiet = afterQuiet(run, SCENARIO_RUN_DELAY_MS);
    const later = quiet.poke;
    // The first run waits for the page to be idle, like the logic report's: copying a large form to the worker
    // must not compete with the editor's first frames.
    let idle: number | undefined = typeof requestIdleCallback === "function" ? requestIdleCallback(run) : undefined;
    if (idle === undefined) later();
    const stopEditor = editor.subscribe((next, previous) => {
      if (next.doc !== previous.doc) later();
    });
    const stopScenarios = store.subscribe((next, previous) => {
      if (next.scenarios !== previous.scenarios) later();
    });
    return () => {
      stopEditor();
      stopScenarios();
      quiet.cancel();
      if (idle !== undefined) cancelIdleCallback(idle);
      idle = undefined;
      worker?.terminate();
    };
  }, [editor, store]);
  return <ScenarioContext.Provider value={store}>{children}</ScenarioContext.Provider>;
}

/** The editor's scenario store, or null where the editor has none (a read-only event). */
export function useScenarioStore(): ScenarioStore | null {
  return useContext(ScenarioContext);
}

const EMPTY = createScenarioStore({ eventId: 0, scenarios: [] });

/** Reads a slice of the scenarios' state (an empty list without a provider). */
export function useScenarios<T>(selector: (state: ScenarioState) => T): T {
  return useStore(useContext(ScenarioContext) ?? EMPTY, selector);
}
