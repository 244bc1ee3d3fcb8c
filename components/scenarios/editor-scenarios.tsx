"use client";
// What the editor's shell takes from the scenarios feature (docs/studio.md "Scenarios"), so that the shell gains
// a few lines only: the provider, the top bar's toggle, the panel, the failing scenarios among the problems, and the
// save that asks while a scenario fails.
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useStore } from "zustand";
import { buttonVariants, focusRing } from "@/components/ui/button";
import type { SaveEventAction, SaveOrigin } from "@/components/editor/save/save-contract";
import type { EditorDocument } from "@/lib/editor-store/document";
import { LazyScenariosPanel } from "./lazy-scenarios-panel";
import { useScenarioSaveGuard } from "./save-guard";
import { ScenarioProblems } from "./scenario-problems";
import { useScenarioStore, useScenarios } from "./scenarios-provider";

export { ScenariosProvider } from "./scenarios-provider";

export function ScenariosButton() {
  const store = useScenarioStore();
  const open = useScenarios((state) => state.open);
  const failing = useScenarios(
    (state) => state.scenarios.filter((scenario) => state.verdicts[scenario.id]?.passed === false).length,
  );
  if (!store) return null;
  return (
    <button
      type="button"
      className={buttonVariants({
        variant: "ghost",
        size: "tight",
        className: `inline-flex shrink-0 items-center gap-1 ${focusRing}`,
      })}
      aria-expanded={open}
      aria-controls="scenarios-panel"
      onClick={() => store.setOpen(!open)}
    >
      Scenarios
      {failing > 0 ? (
        <span className="ml-1 rounded-full bg-red-100 px-1.5 text-xs text-red-800">{failing} failing</span>
      ) : null}
    </button>
  );
}

export function useScenarioEditor(save: SaveEventAction, openPreview: () => void) {
  const store = useScenarioStore();
  const guard = useScenarioSaveGuard(save);
  const open = useStore(useScenarioStoreOrThrow(store), (state) => state.open);
  const eventId = useScenarios((state) => state.eventId);
  const replay = useCallback(
    (scenarioId: string, why: string | null) => {
      openPreview();
      store?.replay(scenarioId, why);
    },
    [openPreview, store],
  );
  return {
    saveAction: guard.action,
    guard,
    /** After a whole restore replaced the form with `doc`: the scenarios do not follow that replacement as edits. */
    restoring: (doc: EditorDocument) => store?.restoring(doc),
    dialog: guard.dialog,
    problems: <ScenarioProblems onReplay={replay} />,
    panel: open && store ? <LazyScenariosPanel store={store} canRecord={eventId > 0} onReplay={replay} /> : null,
  };
}

function useScenarioStoreOrThrow(store: ReturnType<typeof useScenarioStore>) {
  if (!store) throw new Error("useScenarioEditor must be used inside <ScenariosProvider>.");
  return store;
}

/** The editor's save, asking first while a scenario fails. */
export function useGuardedSave<A extends unknown[], S extends { save(...args: A): Promise<void> }>(
  scenarios: ReturnType<typeof useScenarioEditor>,
  saving: S,
): S {
  const { guard, setRetry } = scenarios.guard;
  const unguarded = saving.save;
  const latest = useRef(unguarded);
  // What the last save was asked with (a restore names its version): a retry after the question asks the same.
  const lastArgs = useRef<A | null>(null);
  useEffect(() => {
    latest.current = unguarded;
    setRetry(() => void unguarded(...(lastArgs.current ?? ([] as unknown as A))));
  }, [unguarded, setRetry]);
  const save = useCallback(
    async (...args: A) => {
      lastArgs.current = args;
      // A whole restore brings back its version's own scenarios: today's verdicts are not the question. The server
      // checks that version's scenarios on its form, and asks through the same dialog if one of them fails.
      if ((args[0] as SaveOrigin | undefined)?.restoreScenarios) return latest.current(...args);
      return guard(() => void latest.current(...args));
    },
    [guard],
  );
  return useMemo(() => ({ ...saving, save }), [saving, save]);
}
