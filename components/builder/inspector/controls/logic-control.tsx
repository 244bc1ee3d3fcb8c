"use client";
// displayed / required: always, never (and "when required" for displayed) or conditional. A conditional is written
// in the logic editor's code mode, checked as it is typed; only a valid expression is passed on, and the text typed
// is kept while invalid.
import { useState } from "react";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { describedBy, Field } from "@/components/ui/field";
import { LogicCodeEditor } from "@/components/builder/logic-editor/code/logic-code-editor";
import type { Question } from "@/lib/questions";
import { issueMessages, type ControlProps } from "../field-types";
import { checkLogicText, logicMode, logicModes, logicText, MODE_LABELS, modeValue, type LogicMode, type LogicProperty } from "../logic-text";

type Draft = { text: string; errors: string[]; sent: string | null };

/** `getKnownIds` is read only when the text changes: other questions' ids changing must not re-render this field. */
export function LogicControl({ id, property, label, hint, value, issues, onSet, getKnownIds, getQuestions, questionId }: ControlProps & { getKnownIds(): readonly string[]; getQuestions(): readonly Question[]; questionId: string }) {
  const name = property.name as LogicProperty;
  // Conditional chosen but nothing valid written yet: the stored value still says otherwise.
  const [pendingConditional, setPendingConditional] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);
  // The expression left for another mode: arrowing through the modes (or a change of mind) must not lose it.
  const [lastExpression, setLastExpression] = useState<unknown>(null);
  const storedMode = logicMode(name, value);
  const mode: LogicMode = pendingConditional && storedMode !== "conditional" ? "conditional" : storedMode;
  // A valid draft gives way to a change from outside (undo); an invalid one is never thrown away.
  const storedText = logicText(value);
  const showDraft = draft !== null && (draft.errors.length > 0 || draft.sent === JSON.stringify(value));
  const text = showDraft ? draft.text : storedText;
  const errors = issueMessages(issues);
  const choose = (key: string) => {
    const next = key as LogicMode;
    if (next === "conditional") {
      if (storedMode !== "conditional" && lastExpression) onSet(name, lastExpression);
      else setPendingConditional(true);
      return;
    }
    setPendingConditional(false);
    if (storedMode === "conditional") setLastExpression(value);
    onSet(name, name === "displayed" && next === "always" ? undefined : name === "required" && next === "never" ? undefined : modeValue(next));
  };
  const edit = (next: string) => {
    const check = checkLogicText(next, new Set(getKnownIds()));
    if (check.ok) {
      setDraft({ text: next, errors: [], sent: JSON.stringify(check.value) });
      onSet(name, check.value, `${name}.json`);
    } else setDraft({ text: next, errors: check.errors, sent: null });
  };
  return (
    <Field id={id} label={label} hint={hint} errors={errors} labelAs="span">
      <SegmentedControl
        // With a condition open, focus for ".required…" issues goes to the JSON box instead.
        data-path={mode === "conditional" ? `.${name}.mode` : `.${name}`}
        segments={logicModes(name).map((key) => ({ key, label: MODE_LABELS[key] }))}
        value={mode}
        onValueChange={choose}
        labelledBy={`${id}-label`}
        invalid={errors.length > 0}
        describedBy={describedBy(id, { hint, errors })}
      />
      {mode === "conditional" ? (
        <div className="space-y-1">
          <p id={`${id}-json-label`} className="text-xs text-slate-500">
            {name === "displayed" ? "Shown when the answers match (JSON)" : "Required when the answers match (JSON)"}
          </p>
          <div data-path={`.${name}`}>
            <LogicCodeEditor
              id={`${id}-json`}
              property={name}
              questionId={questionId}
              value={text}
              onChange={edit}
              getQuestions={getQuestions}
              ariaLabel={name === "displayed" ? "Shown when the answers match (JSON)" : "Required when the answers match (JSON)"}
            />
          </div>
        </div>
      ) : null}
    </Field>
  );
}
