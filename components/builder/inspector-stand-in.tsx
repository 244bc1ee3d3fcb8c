"use client";
// Stand-in for inspector/inspector.tsx (inspector branch) until it is merged: the contract's props, label and id only.
import { useState } from "react";
import type { DefinitionIssue, Question, QuestionType, RenameChange } from "@/lib/questions";

export type InspectorProps = {
  question: Question;
  questionKey: string;
  index: number;
  questions: readonly Question[];
  autoId: boolean;
  issues: readonly DefinitionIssue[];
  focusPath?: string;
  onChange(patch: Record<string, unknown>, meta: { field: string }): void;
  onLabelChange(label: string): void;
  onIdChange(newId: string): { ok: true; rewrote: RenameChange[] } | { ok: false; error: string };
  onIdAuto(): void;
  onTypeChange(type: QuestionType): void;
};

export function Inspector(props: InspectorProps) {
  const [idError, setIdError] = useState<string | null>(null);
  return (
    <div className="space-y-3 p-3 text-sm">
      <label className="block">
        Label
        <input className="mt-1 block w-full rounded border border-slate-300 px-2 py-1" value={props.question.label ?? ""} onChange={(event) => props.onLabelChange(event.target.value)} />
      </label>
      <label className="block">
        Id {props.autoId ? "(auto)" : ""}
        <input
          key={`${props.questionKey}:${props.question.id}`}
          className="mt-1 block w-full rounded border border-slate-300 px-2 py-1"
          defaultValue={props.question.id}
          onBlur={(event) => {
            const result = props.onIdChange(event.target.value);
            setIdError(result.ok ? null : result.error);
          }}
        />
      </label>
      {idError ? <p role="alert">{idError}</p> : null}
      <ul>
        {props.issues.map((issue) => (
          <li key={issue.path + issue.rule}>{issue.message}</li>
        ))}
      </ul>
    </div>
  );
}
