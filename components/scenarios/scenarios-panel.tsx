"use client";
// The Scenarios panel (docs/studio.md "Scenarios"), opened from the top bar: every scenario of the event with its
// verdict on the form as it is now, each failure in words with Why? (the preview's explanation, on the scenario's
// answers), replay in the preview with one click, removal, and a starting set generated from the form's logic for
// the marketer to keep the ones that matter. Viewers see the verdicts and replay, nothing that changes the scenarios
// (the store has no action to change them with; the server refuses anyway). Loaded when first opened: generating
// runs the engine.
import { useId, useState } from "react";
import { useStore } from "zustand";
import { Button } from "@/components/ui/button";
import { CheckIcon, WarningIcon } from "@/components/ui/icons";
import { questionList } from "@/lib/editor-store/document";
import { useEditorStore } from "@/lib/editor-store/provider";
import { generateScenarios, type Scenario } from "@/lib/questions/scenarios";
import { BrokenBy } from "./broken-by";
import type { ScenarioStore } from "./scenario-store";

export type ScenariosPanelProps = {
  store: ScenarioStore;
  /** Save the event first: scenarios belong to a saved event. */
  canRecord: boolean;
  /** Opens the preview with the scenario's answers (and Why? for a question). */
  onReplay(scenarioId: string, why: string | null): void;
};

const PASS_TONE = { passes: "text-emerald-700", unknown: "text-slate-400", fails: "" } as const;

export function ScenariosPanel({ store, canRecord, onReplay }: ScenariosPanelProps) {
  const ids = useId();
  const editor = useEditorStore();
  const scenarios = useStore(store, (state) => state.scenarios);
  const verdicts = useStore(store, (state) => state.verdicts);
  const status = useStore(store, (state) => state.status);
  const notices = useStore(store, (state) => state.notices);
  const [suggested, setSuggested] = useState<{ scenario: Scenario; keep: boolean }[] | null>(null);
  const failing = scenarios.filter((scenario) => verdicts[scenario.id]?.passed === false).length;
  const eventId = useStore(store, (state) => state.eventId);
  const saves = useStore(store, (state) => state.saves);

  const suggest = () => {
    const known = new Set(scenarios.map((scenario) => scenario.name));
    const generated = generateScenarios(questionList(editor.getState().doc)).filter(
      (scenario) => !known.has(scenario.name),
    );
    setSuggested(generated.map((scenario) => ({ scenario, keep: true })));
  };
  const keep = async () => {
    if (!suggested) return;
    const chosen = suggested.filter((row) => row.keep).map((row) => row.scenario);
    if (await store.add(chosen)) setSuggested(null);
  };

  return (
    <section
      id="scenarios-panel"
      aria-labelledby={`${ids}-title`}
      aria-busy={status === "checking"}
      className="flex max-h-96 min-h-0 flex-col border-b border-slate-200 bg-white text-sm"
      data-testid="scenarios-panel"
    >
      <h2
        id={`${ids}-title`}
        className={
          "flex items-center gap-2 border-b border-slate-200 px-3 py-2 text-xs " +
          "font-semibold tracking-wide text-slate-500 uppercase"
        }
      >
        Scenarios
        <span
          className={`rounded-full px-1.5 text-[11px] normal-case ${
            failing ? "bg-red-100 text-red-800" : "bg-slate-100 text-slate-600"
          }`}
        >
          {failing ? `${failing} failing` : `${scenarios.length}`}
        </span>
        <span role="status" className="ml-auto text-[11px] font-normal tracking-normal text-slate-600 normal-case">
          {status === "checking" ? "Running the scenarios…" : ""}
        </span>
        {store.canChange ? (
          <Button
            variant="tool"
            size="xs"
            className="font-normal tracking-normal normal-case"
            onClick={suggest}
            disabled={!canRecord}
          >
            Suggest scenarios
          </Button>
        ) : null}
      </h2>
      <div className="min-h-0 overflow-y-auto py-1">
        {notices.length ? (
          <div role="status" className="mx-3 my-1 rounded bg-amber-50 px-2 py-1 text-amber-900">
            {notices.map((notice) => (
              <p key={notice}>{notice}</p>
            ))}
            <Button variant="link" size="inline" onClick={store.dismissNotices}>
              Dismiss
            </Button>
          </div>
        ) : null}
        {!store.canChange ? (
          <p className="px-3 py-2 text-slate-600">
            Viewers see the scenarios and replay them; owners and editors record, change and remove them.
          </p>
        ) : !canRecord ? (
          <p className="px-3 py-2 text-slate-600">Save the event first: scenarios are kept with a saved event.</p>
        ) : null}
        {suggested ? (
          <Suggestions
            rows={suggested}
            onToggle={(index) =>
              setSuggested(suggested.map((row, at) => (at === index ? { ...row, keep: !row.keep } : row)))
            }
            onKeep={() => void keep()}
            onCancel={() => setSuggested(null)}
          />
        ) : null}
        {canRecord && store.canChange && scenarios.length === 0 && !suggested ? (
          <p className="px-3 py-2 text-slate-600">
            No scenarios yet. Answer the form in the preview and choose “Save as scenario”, or let the studio suggest
            one per branch of the logic.
          </p>
        ) : null}
        <ul aria-label="Scenarios" className="divide-y divide-slate-100">
          {scenarios.map((scenario) => {
            const verdict = verdicts[scenario.id];
            const state = !verdict ? "unknown" : verdict.passed ? "passes" : "fails";
            return (
              <li key={scenario.id} className="px-3 py-1.5" data-testid="scenario-row" data-state={state}>
                <div className="flex items-start gap-2">
                  {state === "fails" ? (
                    <WarningIcon className="mt-0.5 size-3.5 shrink-0 text-red-600" />
                  ) : (
                    <CheckIcon className={`mt-0.5 size-3.5 shrink-0 ${PASS_TONE[state]}`} />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="font-medium text-slate-900">{scenario.name}</span>{" "}
                    <span className={state === "fails" ? "text-red-800" : "text-slate-600"}>
                      — {state === "passes" ? "passes" : state === "fails" ? "fails" : "not run yet"}
                    </span>
                  </span>
                  <Button variant="subtle" size="xs" onClick={() => onReplay(scenario.id, null)}>
                    Replay<span className="sr-only"> “{scenario.name}” in the preview</span>
                  </Button>
                  {store.canChange ? (
                    <Button variant="ghost-danger" size="xs" onClick={() => void store.remove(scenario.id)}>
                      Remove<span className="sr-only"> “{scenario.name}”</span>
                    </Button>
                  ) : null}
                </div>
                {verdict && !verdict.passed ? (
                  <ul className="mt-0.5 ml-5 space-y-0.5" aria-label={`What fails in “${scenario.name}”`}>
                    {verdict.failures.map((failure, index) => (
                      <li key={index} className="text-slate-700">
                        {failure.sentence}{" "}
                        {failure.questionId && failure.property !== "missing" ? (
                          <Button
                            variant="link"
                            size="inline"
                            onClick={() => onReplay(scenario.id, failure.questionId)}
                          >
                            Why?
                          </Button>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {verdict && !verdict.passed && store.findBreak && eventId > 0 ? (
                  <BrokenBy eventId={eventId} scenario={scenario} saves={saves} find={store.findBreak} />
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function Suggestions(props: {
  rows: { scenario: Scenario; keep: boolean }[];
  onToggle(index: number): void;
  onKeep(): void;
  onCancel(): void;
}) {
  const { rows, onToggle, onKeep, onCancel } = props;
  const kept = rows.filter((row) => row.keep).length;
  return (
    <div className="mx-3 my-1 rounded border border-slate-200 p-2" data-testid="scenario-suggestions">
      {rows.length === 0 ? (
        <p className="text-slate-700">
          Nothing to suggest: the form has no logic that decides what is shown or required, or each branch already has
          its scenario.
        </p>
      ) : (
        <fieldset>
          <legend className="font-medium text-slate-900">
            One scenario per branch of the logic: keep the ones that matter
          </legend>
          <ul className="mt-1 space-y-0.5">
            {rows.map((row, index) => (
              <li key={row.scenario.id}>
                <label className="flex items-start gap-2 text-slate-700">
                  <input type="checkbox" className="mt-1" checked={row.keep} onChange={() => onToggle(index)} />
                  {row.scenario.name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <div className="mt-2 flex gap-2">
        {rows.length ? (
          <Button size="compact" onClick={onKeep} disabled={kept === 0}>
            Keep {kept} {kept === 1 ? "scenario" : "scenarios"}
          </Button>
        ) : null}
        <Button variant="secondary" size="compact" onClick={onCancel}>
          {rows.length ? "Cancel" : "Close"}
        </Button>
      </div>
    </div>
  );
}
