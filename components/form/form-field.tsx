"use client";
// One question of a form, as the capture app and the studio's preview draw it: its label (with a required mark),
// warningMessage before it is touched, the control, successMessage once an invalid e-mail is corrected, and the
// validation messages under it. Memoised: an answer elsewhere re-renders only the questions whose state it changed.
import { memo, useState, type ReactNode } from "react";
import { EMAIL_PATTERN } from "@/lib/questions/builtin-patterns";
import { NO_VALUE } from "@/lib/questions/constants";
import type { Question } from "@/lib/questions/schema";
import type { ValueIssue } from "@/lib/questions/validate-values";
import { FormControl } from "./form-inputs";

export type FormFieldProps = {
  question: Question;
  value: unknown;
  required: boolean;
  issues: readonly ValueIssue[] | undefined;
  /** Prefixes the ids and test ids of the field's elements ("preview" → `preview-input-<id>`): unique in a page. */
  idPrefix: string;
  onAnswer(id: string, value: unknown): void;
  /** Classes of the field's box (the preview greys out a hidden question, rings a highlighted one). */
  className?: string;
  /** Marks the box as a question hidden by its logic (the preview's "show hidden questions"). */
  hidden?: boolean;
  /** Above the label (the preview's "Hidden for this visitor"). */
  notice?: ReactNode;
  /** Below the messages (the preview's "Why?"). */
  children?: ReactNode;
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
  required,
  issues,
  idPrefix,
  onAnswer,
  className = "",
  hidden,
  notice,
  children,
}: FormFieldProps) {
  const [touched, setTouched] = useState(false);
  const [wasInvalid, setWasInvalid] = useState(false);
  const { id } = question;
  const inputId = `${idPrefix}-input-${id}`;
  const labelId = `${idPrefix}-label-${id}`;
  const messagesId = `${idPrefix}-messages-${id}`;
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
    <FormControl
      question={question}
      value={value}
      inputId={inputId}
      labelId={labelId}
      name={`${idPrefix}-${id}`}
      describedBy={describedBy}
      invalid={Boolean(issues?.length)}
      required={required}
      onAnswer={answer}
      onBlur={question.type === "email" ? () => isEmailInvalid(value) && setWasInvalid(true) : undefined}
    />
  ) : (
    <Static question={question} />
  );
  return (
    <div
      id={`${idPrefix}-q-${id}`}
      data-testid={`${idPrefix}-question`}
      data-question-id={id}
      data-hidden={hidden ? "true" : undefined}
      className={`scroll-mt-4 rounded-lg px-2 py-2 ${className}`}
    >
      {notice}
      {collects && grouped ? (
        <fieldset>
          <legend id={labelId} className="mb-1 text-sm font-medium text-slate-800">
            {labelText}
          </legend>
          {control}
        </fieldset>
      ) : collects && question.type === "checkbox" ? (
        <label className="flex items-center gap-2 text-base text-slate-800">
          {control}
          <span id={labelId}>{labelText}</span>
        </label>
      ) : collects ? (
        <>
          <label htmlFor={inputId} id={labelId} className="mb-1 block text-sm font-medium text-slate-800">
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
            <p key={index} className="text-red-700" data-testid={`${idPrefix}-issue`}>
              {issue.message}
            </p>
          ))}
        </div>
      ) : null}
      {children}
    </div>
  );
}

export const FormField = memo(Field);
