"use client";
// One question of the preview: the shared form field (components/form) with the preview's own extras: a hidden
// question greyed out when "Show hidden questions" is on, the highlight of "Go to", and "Why?". Memoised like the
// field, so an answer elsewhere re-renders only the questions whose state it changed.
import { memo } from "react";
import { FormField } from "@/components/form/form-field";
import type { FormSize } from "@/components/form/form-inputs";
import type { Question } from "@/lib/questions/schema";
import type { ValueIssue } from "@/lib/questions/validate-values";

export type PreviewFieldProps = {
  question: Question;
  value: unknown;
  displayed: boolean;
  required: boolean;
  issues: readonly ValueIssue[] | undefined;
  touched: boolean;
  wasInvalid: boolean;
  size: FormSize;
  whyOpen: boolean;
  highlighted: boolean;
  onAnswer(id: string, value: unknown): void;
  onLeave(id: string): void;
  onWhy(id: string): void;
};

function Field({ question, displayed, whyOpen, highlighted, onWhy, ...field }: PreviewFieldProps) {
  const { id } = question;
  const hiddenLook = displayed ? "" : "border border-dashed border-slate-400 bg-slate-100 text-slate-600";
  const highlight = highlighted ? "ring-2 ring-brand-500" : "";
  return (
    <FormField
      {...field}
      question={question}
      idPrefix="preview"
      hidden={!displayed}
      className={`${hiddenLook} ${highlight}`}
      notice={!displayed ? <p className="mb-1 text-xs font-medium text-slate-700">Hidden for this visitor</p> : null}
    >
      {/* A line of its own under every type: inline, it sat beside the inputs narrower than the line (Number). */}
      <button
        type="button"
        aria-expanded={whyOpen}
        aria-controls={whyOpen ? `preview-why-${id}` : undefined}
        onClick={() => onWhy(id)}
        className={
          "mt-1 block text-xs font-medium text-brand-700 underline-offset-2 " +
          "hover:underline focus-visible:outline focus-visible:outline-2 " +
          "focus-visible:outline-brand-500"
        }
      >
        Why?
        <span className="sr-only"> ({question.label || id})</span>
      </button>
    </FormField>
  );
}

export const PreviewField = memo(Field);
