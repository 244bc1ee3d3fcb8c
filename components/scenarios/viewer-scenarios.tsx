"use client";
// The Scenarios on a viewer's page (docs/studio.md "Scenarios"): the editor's panel, read only — the verdicts on the
// form as saved, each failure in words with Why? and the version that broke it, and replay in the preview. The
// provider is given no action to change the scenarios with, and the server refuses a viewer's change anyway
// ("events.write").
import { useCallback, type ReactNode } from "react";
import type { Scenario } from "@/lib/questions/scenarios";
import type { ScenarioBreakAction } from "./contract";
import { LazyScenariosPanel } from "./lazy-scenarios-panel";
import { ScenariosProvider, useScenarioStore, useScenarios } from "./scenarios-provider";

export { ScenariosButton } from "./editor-scenarios";

export function ViewerScenarios(props: {
  eventId: number;
  scenarios: Scenario[];
  /** Which saved version broke a failing scenario: viewers may ask ("events.read"). */
  findBreak?: ScenarioBreakAction;
  children: ReactNode;
}) {
  return (
    <ScenariosProvider eventId={props.eventId} initial={props.scenarios} findBreak={props.findBreak}>
      {props.children}
    </ScenariosProvider>
  );
}

/** The panel, when opened by the Scenarios button; a replay shows the preview first. */
export function ViewerScenariosPanel({ showPreview }: { showPreview(): void }) {
  const store = useScenarioStore();
  const open = useScenarios((state) => state.open);
  const replay = useCallback(
    (scenarioId: string, why: string | null) => {
      showPreview();
      store?.replay(scenarioId, why);
    },
    [showPreview, store],
  );
  return open && store ? <LazyScenariosPanel store={store} canRecord={false} onReplay={replay} /> : null;
}
