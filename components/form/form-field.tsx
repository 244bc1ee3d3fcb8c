"use client";
// One question of a form, as the capture app and the studio's preview draw it: its label (with a required mark),
// warningMessage before it is touched, the control, successMessage once an invalid e-mail is corrected, and the
// validation messages under it. Memoised: an answer elsewhere re-renders only the questions whose state it changed.
import { memo, type FocusEvent, type ReactNode } from "react";
import { NO_VALUE } from "@/lib/questions/constants";
import type { Question } from "@/lib/questions/schema";
import type { ValueIssue } from "@/lib/questions/validate-values";
import { fieldMessages } from "./field-messages";
import { FormControl, type FormSize } from "./form-inputs";

export type FormFieldProps = {
  question: Question;
  value: unknown;
  required: boolean;
  /** The messages under the question (FormSnapshot.fieldIssues). */
  issues: readonly ValueIssue[] | undefined;
  /** Answered by the visitor at least once (FormSnapshot.touched): the warningMessage is gone. */
  touched: boolean;
  /** Left with an invalid e-mail at least once (FormSnapshot.wasInvalid): a correction earns the successMessage. */
  wasInvalid: boolean;
  /** Prefixes the ids and test ids of the field's elements ("preview" → `preview-input-<id>`): unique in a page. */
  idPrefix: string;
  /** `touch` on tablets and phones: every target at least TOUCH_TARGET_PX (form-inputs.tsx). */
  size?: FormSize;
  /** Whether the browser may offer remembered e-mails, phones and names (off on a tablet visitors share). */
  autoFill?: boolean;
  /** The id of the form that owns the question's controls, when not the form around them (ControlProps.form). */
  formId?: string;
  onAnswer(id: string, value: unknown): void;
  /** The focus left the question's control (FormModel.leave). */
  onLeave?(id: string): void;
  /** Classes of the field's box (the preview greys out a hidden question, rings a highlighted one). */
  className?: string;
  /** Marks the box as a question hidden by its logic (the preview's "show hidden questions"). */
  hidden?: boolean;
  /** Above the label (the preview's "Hidden for this visitor"). */
  notice?: ReactNode;
  /** Below the messages (the preview's "Why?"). */
  children?: ReactNode;
};

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
  touched,
  wasInvalid,
  idPrefix,
  size = "compact",
  autoFill = true,
  formId,
  onAnswer,
  onLeave,
  className = "",
  hidden,
  notice,
  children,
}: FormFieldProps) {
  const { id } = question;
  const inputId = `${idPrefix}-input-${id}`;
  const labelId = `${idPrefix}-label-${id}`;
  const messagesId = `${idPrefix}-messages-${id}`;
  const { warning, success } = fieldMessages(question, value, { touched, wasInvalid });
  const hasMessages = Boolean(warning || success || issues?.length);
  const describedBy = hasMessages ? messagesId : undefined;
  const collects = !NO_VALUE.has(question.type);
  const grouped = question.type === "radio" || question.type === "checkboxGroup" || question.type === "rating";
  // Left once the focus goes outside the question (not from one radio button to the next).
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave?.(id);
  };
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
      form={formId}
      describedBy={describedBy}
      invalid={Boolean(issues?.length)}
      required={required}
      size={size}
      autoFill={autoFill}
      onAnswer={onAnswer}
    />
  ) : (
    <Static question={question} />
  );
  const legend =
    size === "touch" ? "mb-1 text-base font-medium text-slate-800" : "mb-1 text-sm font-medium text-slate-800";
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
        <fieldset aria-describedby={describedBy} onBlur={leave}>
          <legend id={labelId} className={legend}>
            {labelText}
          </legend>
          {control}
        </fieldset>
      ) : collects && question.type === "checkbox" ? (
        <label
          onBlur={leave}
          className={`flex items-center gap-2 text-base text-slate-800 ${size === "touch" ? "min-h-11 gap-3" : ""}`}
        >
          {control}
          <span id={labelId}>{labelText}</span>
        </label>
      ) : collects ? (
        <div onBlur={leave}>
          <label htmlFor={inputId} id={labelId} className={`block ${legend}`}>
            {labelText}
          </label>
          {control}
        </div>
      ) : (
        control
      )}
      {hasMessages ? (
        <div id={messagesId} className="mt-1 space-y-0.5 text-sm">
          {warning ? <p className="text-amber-800">{warning}</p> : null}
          {success ? (
            <p role="status" className="text-emerald-800">
              {success}
            </p>
          ) : null}
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
