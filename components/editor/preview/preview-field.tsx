"use client";
// One question of the preview: its label (with a required mark), warningMessage before it is touched, the
// control, successMessage once an invalid e-mail is corrected, the messages of "Check answers" where the app
// shows them, and "Why?". Memoised: an answer elsewhere re-renders only the questions whose state it changed.
import { memo, useState } from "react";
import { EMAIL_PATTERN, NO_VALUE, type Question, type ValueIssue } from "@/lib/questions";
import { PreviewControl } from "./preview-inputs";

export type PreviewFieldProps = {
  question: Question;
  value: unknown;
  displayed: boolean;
  required: boolean;
  issues: readonly ValueIssue[] | undefined;
  whyOpen: boolean;
  highlighted: boolean;
  onAnswer(id: string, value: unknown): void;
  onWhy(id: string): void;
};

const isEmailInvalid = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" && !EMAIL_PATTERN.test(value.trim());

function Static({ question }: { question: Question }) {
  if (question.type === "divider") {
    return (
      <div
        role="separator"
        aria-label={question.label || "Divider"}
        className="flex items-center gap-2 text-xs tracking-wide text-slate-600 uppercase"
      >
        <hr aria-hidden className="flex-1 border-slate-300" />
        {question.label ? <span>{question.label}</span> : null}
        <hr aria-hidden className="flex-1 border-slate-300" />
      </div>
    );
  }
  if (question.type === "label") {
    return question.subtype === "header" ? (
      <h3 className="text-xl font-semibold text-slate-900">{question.label}</h3>
    ) : (
      <p className="text-base text-slate-800">{question.label}</p>
    );
  }
  return <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{question.label}</p>;
}

function Field({
  question,
  value,
  displayed,
  required,
  issues,
  whyOpen,
  highlighted,
  onAnswer,
  onWhy,
}: PreviewFieldProps) {
  const [touched, setTouched] = useState(false);
  const [wasInvalid, setWasInvalid] = useState(false);
  const { id } = question;
  const inputId = `preview-input-${id}`;
  const messagesId = `preview-messages-${id}`;
  const answer = (questionId: string, next: unknown) => {
    setTouched(true);
    onAnswer(questionId, next);
  };
  const showWarning = !touched && question.warningMessage;
  const showSuccess =
    question.type === "email" &&
    question.successMessage &&
    wasInvalid &&
    typeof value === "string" &&
    value.trim() !== "" &&
    !isEmailInvalid(value);
  const hasMessages = Boolean(showWarning || showSuccess || issues?.length);
  const describedBy = hasMessages ? messagesId : undefined;
  const collects = !NO_VALUE.has(question.type);
  const grouped = question.type === "radio" || question.type === "checkboxGroup" || question.type === "rating";
  const labelText = (
    <>
      {question.label}
      {required ? (
        <span aria-label=" (required)" className="ml-0.5 text-red-700">
          *
        </span>
      ) : null}
    </>
  );
  const control = collects ? (
    <PreviewControl
      question={question}
      value={value}
      inputId={inputId}
      describedBy={describedBy}
      invalid={Boolean(issues?.length)}
      required={required}
      onAnswer={answer}
      onBlur={question.type === "email" ? () => isEmailInvalid(value) && setWasInvalid(true) : undefined}
    />
  ) : (
    <Static question={question} />
  );
  const hiddenLook = displayed ? "" : "border border-dashed border-slate-400 bg-slate-100 text-slate-600";
  const highlight = highlighted ? "ring-2 ring-brand-500" : "";
  return (
    <div
      id={`preview-q-${id}`}
      data-testid="preview-question"
      data-question-id={id}
      data-hidden={displayed ? undefined : "true"}
      className={`scroll-mt-4 rounded-lg px-2 py-2 ${hiddenLook} ${highlight}`}
    >
      {!displayed ? <p className="mb-1 text-xs font-medium text-slate-700">Hidden for this visitor</p> : null}
      {collects && grouped ? (
        <fieldset>
          <legend id={`preview-label-${id}`} className="mb-1 text-sm font-medium text-slate-800">
            {labelText}
          </legend>
          {control}
        </fieldset>
      ) : collects && question.type === "checkbox" ? (
        <label className="flex items-center gap-2 text-base text-slate-800">
          {control}
          <span id={`preview-label-${id}`}>{labelText}</span>
        </label>
      ) : collects ? (
        <>
          <label htmlFor={inputId} id={`preview-label-${id}`} className="mb-1 block text-sm font-medium text-slate-800">
            {labelText}
          </label>
          {control}
        </>
      ) : (
        control
      )}
      {hasMessages ? (
        <div id={messagesId} className="mt-1 space-y-0.5 text-sm">
          {showWarning ? <p className="text-amber-800">{question.warningMessage}</p> : null}
          {showSuccess ? <p className="text-emerald-800">{question.successMessage}</p> : null}
          {issues?.map((issue, index) => (
            <p key={index} className="text-red-700" data-testid="preview-issue">
              {issue.message}
            </p>
          ))}
        </div>
      ) : null}
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
    </div>
  );
}

export const PreviewField = memo(Field);
