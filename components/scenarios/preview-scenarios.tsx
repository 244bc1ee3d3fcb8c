"use client";
// The preview's side of the scenarios (docs/studio.md "Scenarios"): "Save as scenario" records the answers given and
// what every question (or a chosen few) shows, and a replay asked by the Scenarios panel fills the scenario's answers
// in and says which expectations hold, pointing at the first that fails (with Why? when it was asked for).
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useStore } from "zustand";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { FormModel } from "@/components/form/form-model";
import { recordScenario, runScenario } from "@/lib/questions/scenarios";
import { SCENARIO_NAME_MAX } from "./scenario-limits";
import { newScenarioId, type ScenarioState, type ScenarioStore } from "./scenario-store";
import { useScenarioStore } from "./scenarios-provider";

type Props = {
  model: FormModel;
  /** Point at a question of the form: highlight it, scroll to it, and open its Why? when asked. */
  onShow(questionId: string, why: boolean): void;
};

export function PreviewScenarios(props: Props) {
  const store = useScenarioStore();
  return store && store.getState().eventId > 0 ? <Bar store={store} {...props} /> : null;
}

function Bar({ store, model, onShow }: Props & { store: ScenarioStore }) {
  const [recording, setRecording] = useState(false);
  const shown = useStore(store, (state) => state.replayed);
  const snapshot = useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
  const onShowRef = useRef(onShow);
  useEffect(() => {
    onShowRef.current = onShow;
  });

  // A replay asked of the preview (it may have been asked before the preview loaded): the scenario's answers,
  // nothing else; then its verdict on the form as the preview has it.
  useEffect(() => {
    const apply = (replay: ScenarioState["replay"]) => {
      if (!replay || store.getState().replayed?.seq === replay.seq) return;
      const scenario = store.getState().scenarios.find((candidate) => candidate.id === replay.scenarioId);
      if (!scenario) return;
      model.reset();
      for (const id of Object.keys(model.getSnapshot().answers))
        if (!(id in scenario.values)) model.setAnswer(id, undefined);
      for (const [id, { value }] of Object.entries(scenario.values)) model.setAnswer(id, value);
      const result = runScenario(model.getSnapshot().questions, scenario);
      store.showReplayed({
        seq: replay.seq,
        name: scenario.name,
        passed: result.passed,
        texts: result.failures.map((failure) => failure.text),
      });
      const target = replay.why ?? result.failures.find((failure) => failure.questionId)?.questionId ?? null;
      if (target) onShowRef.current(target, replay.why !== null);
    };
    apply(store.getState().replay);
    return store.subscribe((next, previous) => {
      if (next.replay !== previous.replay) apply(next.replay);
    });
  }, [store, model]);

  return (
    <div className="mx-auto mb-2 flex w-full max-w-3xl flex-col gap-2" data-testid="preview-scenarios">
      {store.canChange ? (
        <div className="flex justify-end">
          <Button
            variant="tool"
            size="compact"
            onClick={() => setRecording(true)}
            disabled={!snapshot.questions.length}
          >
            Save as scenario
          </Button>
        </div>
      ) : null}
      {shown ? (
        <div
          role="status"
          className={`rounded border px-3 py-2 text-sm ${
            shown.passed ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-red-200 bg-red-50 text-red-900"
          }`}
          data-testid="scenario-replay"
        >
          <p className="font-medium">
            Replaying “{shown.name}”: {shown.passed ? "everything it expects holds." : "it fails."}
          </p>
          {shown.texts.length ? (
            <ul className="list-disc pl-5">
              {shown.texts.map((text, index) => (
                <li key={index}>{text}</li>
              ))}
            </ul>
          ) : null}
          <Button variant="link" size="inline" onClick={() => store.showReplayed(null)}>
            Close
          </Button>
        </div>
      ) : null}
      {recording ? <RecordDialog store={store} model={model} onClose={() => setRecording(false)} /> : null}
    </div>
  );
}

function RecordDialog({ store, model, onClose }: { store: ScenarioStore; model: FormModel; onClose(): void }) {
  const snapshot = model.getSnapshot();
  const [name, setName] = useState("");
  const [scope, setScope] = useState<"all" | "some">("all");
  const [chosen, setChosen] = useState<Set<string>>(() => new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameField = useRef<HTMLInputElement>(null);
  const states = (id: string) => {
    const shown = snapshot.evaluation.displayed[id] !== false;
    const required = snapshot.evaluation.required[id] === true;
    return shown ? (required ? "shown and required" : "shown and optional") : "hidden";
  };
  const save = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setProblem("Give the scenario a name, like “Robotics lead with budget”.");
    if (scope === "some" && chosen.size === 0)
      return setProblem("Choose at least one question whose state the scenario must keep, or choose every question.");
    setBusy(true);
    const scenario = recordScenario(snapshot.questions, model.values(), {
      id: newScenarioId(),
      name: trimmed,
      only: scope === "some" ? [...chosen] : undefined,
      acceptance: scope === "all",
    });
    const kept = await store.add([scenario]);
    setBusy(false);
    if (kept) onClose();
    else setProblem(store.getState().notices[0] ?? "The scenario was not kept. Try again.");
  };
  return (
    <Dialog
      title="Save as scenario"
      description="The answers given in the preview, and what a visitor who gives them must see from now on."
      onCancel={onClose}
      initialFocus={nameField}
      className="max-w-lg"
    >
      <form
        className="flex min-h-0 flex-col gap-3 px-5 pt-4 text-sm text-slate-700"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label className="flex flex-col gap-1">
          <span className="font-medium text-slate-900">Name</span>
          <input
            ref={nameField}
            value={name}
            maxLength={SCENARIO_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            placeholder="Robotics lead with budget"
            className="rounded border border-slate-300 px-2 py-1.5"
          />
        </label>
        <fieldset className="flex flex-col gap-1">
          <legend className="font-medium text-slate-900">What it checks</legend>
          <label className="flex items-start gap-2">
            <input type="radio" name="scope" checked={scope === "all"} onChange={() => setScope("all")} />
            Every question: shown or hidden, required or optional, and whether the form is accepted
          </label>
          <label className="flex items-start gap-2">
            <input type="radio" name="scope" checked={scope === "some"} onChange={() => setScope("some")} />
            Only the questions I choose
          </label>
        </fieldset>
        {scope === "some" ? (
          <fieldset className="max-h-48 overflow-y-auto rounded border border-slate-200 p-2">
            <legend className="sr-only">Questions the scenario checks</legend>
            {snapshot.questions.map((question) => (
              <label key={question.id} className="flex items-start gap-2 py-0.5">
                <input
                  type="checkbox"
                  checked={chosen.has(question.id)}
                  onChange={() => {
                    const next = new Set(chosen);
                    if (!next.delete(question.id)) next.add(question.id);
                    setChosen(next);
                  }}
                />
                <span>
                  {question.label || question.id} <span className="text-slate-500">— {states(question.id)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {problem ? (
          <p role="alert" className="text-red-700">
            {problem}
          </p>
        ) : null}
        <div className="flex justify-end gap-2 pb-4">
          <Button variant="secondary" size="sm" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" size="sm" disabled={busy}>
            {busy ? "Saving…" : "Save scenario"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
