"use client";
// displayed / required in the inspector (docs/studio.md "Shown and Required"): Simple — always, never, "follow
// required" (for
// displayed) or only when… — and for "only when…" the condition editor (visual rules or code).
import dynamic from "next/dynamic";
import { useState } from "react";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { describedBy, Field } from "@/components/ui/field";
import type { Question } from "@/lib/questions";
import { issueMessages, type ControlProps } from "../field-types";
import { logicMode, logicModes, MODE_LABELS, modeValue, type LogicMode, type LogicProperty } from "../logic-modes";

// The condition editor (visual rules, the rule model, the code editor's shell) loads when a condition first opens:
// most questions never have one, and the editor route keeps within its JavaScript budget (docs/benchmarks.md "Goals").
const ConditionEditor = dynamic(
  () => import("../../logic-editor/condition-editor").then((module) => module.ConditionEditor),
  {
    ssr: false,
    loading: () => (
      <p role="status" className="text-xs text-slate-600">
        Loading the condition editor…
      </p>
    ),
  },
);

export type LogicControlProps = ControlProps & { questionId: string; getQuestions(): readonly Question[] };

/**
 * `getQuestions` is read only when the condition editor renders: other questions changing must not re-render this
 * field.
 */
export function LogicControl({
  id,
  property,
  label,
  hint,
  value,
  issues,
  onSet,
  questionId,
  getQuestions,
}: LogicControlProps) {
  const name = property.name as LogicProperty;
  // "Only when…" chosen but nothing valid written yet: the stored value still says otherwise.
  const [pendingConditional, setPendingConditional] = useState(false);
  // The condition left for another mode: arrowing through the modes (or a change of mind) must not lose it.
  const [lastExpression, setLastExpression] = useState<unknown>(null);
  const storedMode = logicMode(name, value);
  const mode: LogicMode = pendingConditional && storedMode !== "conditional" ? "conditional" : storedMode;
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
    onSet(
      name,
      name === "displayed" && next === "always"
        ? undefined
        : name === "required" && next === "never"
          ? undefined
          : modeValue(next),
    );
  };
  return (
    <Field id={id} label={label} hint={hint} errors={errors} labelAs="span">
      <SegmentedControl
        // With a condition open, focus for ".required…" issues goes to the condition editor instead.
        data-path={mode === "conditional" ? `.${name}.mode` : `.${name}`}
        segments={logicModes(name).map((key) => ({ key, label: MODE_LABELS[key] }))}
        value={mode}
        onValueChange={choose}
        labelledBy={`${id}-label`}
        invalid={errors.length > 0}
        describedBy={describedBy(id, { hint, errors })}
      />
      {mode === "conditional" ? (
        <ConditionEditor
          id={id}
          property={name}
          questionId={questionId}
          value={value}
          getQuestions={getQuestions}
          onSet={(next, field) => onSet(name, next, field)}
        />
      ) : null}
    </Field>
  );
}
