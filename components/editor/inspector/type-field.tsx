"use client";
// Changing the type: pick one of the 15, see what convertQuestion would drop, then confirm (or cancel).
import { memo, useState } from "react";
import { Button } from "@/components/ui/button";
import { describedBy, Field } from "@/components/ui/field";
import { selectClasses } from "@/components/ui/input";
import { convertQuestion } from "@/lib/editor-store/convert";
import type { Question } from "@/lib/questions";
import type { QuestionType } from "@/lib/questions/constants";
import { questionTypes, QUESTION_TYPE_INFO } from "@/lib/questions/metadata";
import type { FieldIssue } from "./issue-paths";
import { sameProps } from "./same-props";

type Props = {
  id: string;
  type: QuestionType;
  issues: readonly FieldIssue[];
  getQuestion(): Question;
  onTypeChange(type: QuestionType): void;
};

export const TypeField = memo(function TypeField({ id, type, issues, getQuestion, onTypeChange }: Props) {
  const [pending, setPending] = useState<{ to: QuestionType; dropped: string[] } | null>(null);
  const errors = issues.map((issue) => issue.message);
  return (
    <Field id={id} label="Type" errors={errors}>
      <select
        id={id}
        data-path=".type"
        className={selectClasses}
        value={pending?.to ?? type}
        aria-invalid={errors.length > 0}
        aria-describedby={
          [describedBy(id, { errors }), pending ? `${id}-confirm` : ""].filter(Boolean).join(" ") || undefined
        }
        onChange={(event) => {
          const to = event.target.value as QuestionType;
          setPending(to === type ? null : { to, dropped: convertQuestion(getQuestion(), to).dropped });
        }}
      >
        {type in QUESTION_TYPE_INFO ? null : <option value={type}>{`${type} (not a question type)`}</option>}
        {questionTypes.map((info) => (
          <option key={info.type} value={info.type}>
            {info.title}
          </option>
        ))}
      </select>
      {pending ? (
        <div
          id={`${id}-confirm`}
          role="group"
          aria-label="Confirm the type change"
          className="space-y-1 rounded border border-amber-200 bg-amber-50 p-2 text-xs text-slate-700"
        >
          <p>
            Change this {(QUESTION_TYPE_INFO[type]?.title ?? type).toLowerCase()} question into a{" "}
            {QUESTION_TYPE_INFO[pending.to].title.toLowerCase()} question?{" "}
            {pending.dropped.length ? "This removes:" : "Everything it has is kept."}
          </p>
          {pending.dropped.length ? (
            <ul className="list-disc pl-4">
              {pending.dropped.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          <div className="flex gap-2">
            <Button
              className="text-xs"
              onClick={() => {
                setPending(null);
                onTypeChange(pending.to);
              }}
            >
              Change type
            </Button>
            <Button variant="secondary" className="text-xs" onClick={() => setPending(null)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
    </Field>
  );
}, sameProps);
