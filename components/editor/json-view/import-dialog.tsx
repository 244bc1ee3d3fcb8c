"use client";
// Import by paste or file: nothing changes until the person has seen the summary (added / removed / changed,
// renamed ids, problems), and for each changed question every changed property before and after,
// and chosen Replace or Append. The import is one undo step. Scenarios it carries follow the imported questions and
// are kept on the server when the import is confirmed, like recorded ones (import-scenarios.ts).
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ComparisonTable } from "@/components/ui/comparison-table";
import { Dialog } from "@/components/ui/dialog";
import { useScenarioStore } from "@/components/scenarios/scenarios-provider";
import { questionList } from "@/lib/editor-store/document";
import { useEditorActions, useEditorStore } from "@/lib/editor-store/provider";
import type { Question } from "@/lib/questions";
import { fieldChanges } from "../property-words";
import { IMPORT_LIMIT_BYTES, planImport, readImport, type ImportMode, type ImportSource } from "./import-plan";
import { fitImportedScenarios } from "./import-scenarios";

const list = (ids: readonly string[]) =>
  ids.length === 0
    ? "none"
    : ids.length > 8
      ? `${ids.slice(0, 8).join(", ")} and ${ids.length - 8} more`
      : ids.join(", ");

export function ImportDialog({ onClose, onImported }: { onClose(): void; onImported?(): void }) {
  const store = useEditorStore();
  const actions = useEditorActions();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [source, setSource] = useState<ImportSource | null>(null);
  const [mode, setMode] = useState<ImportMode>("replace");
  const doc = store.getState().doc;
  const scenarioStore = useScenarioStore();
  const plan = source ? planImport(questionList(doc), source, mode, doc.type) : null;
  const scenarios =
    plan && source?.scenarios
      ? fitImportedScenarios(
          source.scenarios,
          plan.result.map((question) => question.id),
          plan.renamed,
        )
      : null;

  const check = (value: string, bytes?: number) => {
    const reading = readImport(value, bytes);
    setError(reading.ok ? null : reading.message);
    setSource(reading.ok ? reading.source : null);
  };
  const chooseFile = async (file: File | undefined) => {
    if (!file) return;
    // Over the limit: refused from its size alone, without reading it.
    if (file.size > IMPORT_LIMIT_BYTES) return check("", file.size);
    const content = await file.text();
    setText(content);
    check(content, file.size);
  };

  return (
    <Dialog
      title="Import questions"
      description={
        "Paste a JSON definition or choose a .json file: a questions array or a " +
        "whole event. You see what would change before anything does."
      }
      onCancel={onClose}
      className="max-w-2xl"
    >
      <div className="flex flex-col gap-3">
        <label className="flex flex-col gap-1 text-sm text-slate-800">
          <span>JSON to import</span>
          <textarea
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setSource(null);
              setError(null);
            }}
            rows={8}
            className="rounded border border-slate-300 p-2 font-mono text-xs"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm text-slate-800">
          <span>Or choose a file</span>
          <input
            type="file"
            accept=".json,application/json"
            onChange={(event) => void chooseFile(event.target.files?.[0])}
            className="text-sm"
          />
        </label>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => check(text)}>
            Check
          </Button>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        {plan ? (
          <div className="flex flex-col gap-2 text-sm text-slate-800" data-testid="import-summary">
            <fieldset className="flex gap-4">
              <legend className="sr-only">How to import</legend>
              {(["replace", "append"] as const).map((item) => (
                <label key={item} className="flex items-center gap-1">
                  <input type="radio" name="import-mode" checked={mode === item} onChange={() => setMode(item)} />
                  {item === "replace" ? "Replace the questions" : "Append to the questions"}
                </label>
              ))}
            </fieldset>
            <p>
              {plan.added.length} added ({list(plan.added)}), {plan.removed.length} removed ({list(plan.removed)}),{" "}
              {plan.changed.length} changed ({list(plan.changed)}).
            </p>
            {plan.changed.length ? (
              <ChangedQuestions ids={plan.changed} before={questionList(doc)} after={plan.result} />
            ) : null}
            {plan.renamed.length ? (
              <p>Ids made unique: {plan.renamed.map((item) => `${item.from} → ${item.to}`).join(", ")}.</p>
            ) : null}
            <p>
              {plan.problems.length === 0
                ? "No problems found."
                : `${plan.problems.length} problems found, for example: ${plan.problems[0].message} ` +
                  `They are marked after the import; the form cannot be saved until ` +
                  `they are fixed.`}
            </p>
            {scenarios ? (
              <div data-testid="import-scenarios">
                <p>
                  {scenarioStore?.canChange
                    ? `${scenarios.scenarios.length} scenarios are imported with the questions ` +
                      `(kept at once; one with the id of an existing scenario replaces it).`
                    : "The scenarios in this JSON are not imported: your role cannot change them."}
                </p>
                {scenarioStore?.canChange && scenarios.notices.length ? (
                  <ul className="list-disc pl-5">
                    {scenarios.notices.map((notice) => (
                      <li key={notice}>{notice}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ) : null}
            <p className="text-slate-600">
              The event&apos;s name and type stay as they are. Undo takes the import back in one step.
            </p>
            <div className="flex gap-2">
              <Button
                onClick={() => {
                  actions.replaceDocument({ name: doc.name, type: doc.type, questions: plan.result });
                  if (scenarios && scenarioStore?.canChange)
                    void scenarioStore.add(scenarios.scenarios, scenarios.notices);
                  onImported?.();
                  onClose();
                }}
              >
                {mode === "replace"
                  ? `Replace with ${plan.result.length} questions`
                  : `Append ${plan.added.length} questions`}
              </Button>
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
            </div>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}

/** Each changed question, every changed property before and after in words (SurveyJS shows no diff at all). */
function ChangedQuestions({
  ids,
  before,
  after,
}: {
  ids: readonly string[];
  before: readonly Question[];
  after: readonly Question[];
}) {
  const find = (form: readonly Question[], id: string) => form.find((question) => question.id === id)!;
  return (
    <div
      className="max-h-64 space-y-2 overflow-y-auto rounded border border-slate-200 p-2"
      data-testid="import-changes"
    >
      {ids.map((id) => {
        const old = find(before, id);
        const next = find(after, id);
        const title = next.label || old.label || id;
        return (
          <ComparisonTable
            key={id}
            size="xs"
            label={`Changes to “${title}”`}
            caption={
              <>
                <span dir="auto" className="[unicode-bidi:isolate]">
                  {title}
                </span>{" "}
                <code className="text-[11px] font-normal text-slate-500">{id}</code>
              </>
            }
            columns={["Now", "After the import"]}
            rows={fieldChanges(old, next, { before, after }).map((change) => ({
              key: change.property,
              name: change.name,
              cells: [{ content: change.before, muted: true }, { content: change.after }],
            }))}
          />
        );
      })}
    </div>
  );
}
