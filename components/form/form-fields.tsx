"use client";
// A whole form drawn from a FormModel: every displayed question, in order. The list reads only the model's layout
// (the questions and which are displayed), and each field its own question's slice (FormModel.questionState), so a
// keystroke re-renders the one field it changed, not the whole form. The capture app renders this; the studio's
// preview renders the same fields through its own list (virtualised, with hidden questions on request and "Why?").
import { memo, useCallback, useSyncExternalStore } from "react";
import type { Question } from "@/lib/questions/schema";
import { FormField } from "./form-field";
import type { FormSize } from "./form-inputs";
import type { FormModel } from "./form-model";

export type FormFieldsProps = {
  model: FormModel;
  /** Prefixes the ids of the fields' elements: unique in the page. */
  idPrefix: string;
  size?: FormSize;
  autoFill?: boolean;
  /**
   * The id of a form of the question's own that owns its controls (see `questionFormId`). Chromium's autofill
   * reads the whole form that owns the control typed into, every control of it, on every keystroke: on a long form
   * that was the largest part of a keystroke's cost (docs/benchmarks.md "Where a keystroke's time went"). Owned by
   * a form of its own, a question costs the same on a form of 200 questions as on a form of one.
   */
  formIdOf?(questionId: string): string;
  /** Classes of each block of questions (QUESTIONS_PER_BLOCK): the spacing between the questions inside it. */
  blockClassName?: string;
};

/** The id of the form of question `id`'s own, for `formIdOf` (unique in the page with a unique `idPrefix`). */
export const questionFormId = (idPrefix: string, id: string) => `${idPrefix}-form-${id}`;

type ModelFieldProps = Omit<FormFieldsProps, "model" | "formIdOf" | "blockClassName"> & {
  model: FormModel;
  question: Question;
  formId: string | undefined;
};

/** One question of the model's form, re-rendered only when its own slice changes. */
const ModelField = memo(function ModelField({ model, question, idPrefix, size, autoFill, formId }: ModelFieldProps) {
  const { id } = question;
  const subscribe = useCallback((listener: () => void) => model.subscribeQuestion(id, listener), [model, id]);
  const read = useCallback(() => model.questionState(id), [model, id]);
  const state = useSyncExternalStore(subscribe, read, read);
  return (
    <FormField
      question={question}
      value={state.value}
      required={state.required}
      issues={state.issues}
      touched={state.touched}
      wasInvalid={state.wasInvalid}
      idPrefix={idPrefix}
      size={size}
      autoFill={autoFill}
      formId={formId}
      onAnswer={model.setAnswer}
      onLeave={model.leave}
    />
  );
});

/**
 * Questions per block of the list. Each block is contained (`contain: content`: its own layout, paint and stacking
 * context), so the frame after a keystroke walks the blocks and the one block typed into, not every question. On a
 * long form that was most of Blink's work per keystroke: the hit test under the pointer after each layout (run before
 * the frame's script) first brings the page's layers up to date, and the paint walked every question
 * (docs/benchmarks.md "Where a keystroke's time went"). Blocks of questions rather than each question alone: a layer
 * per question made the hit test walk 200 layers. Blocks go by position in the form (hidden questions included), so
 * a question shown or hidden never moves another to a new block. 32 was measured against 8, 16 and 64 on the
 * 200-question form (docs/reports/benchmarks-2026-12.md): the fewest milliseconds above a plain input.
 */
export const QUESTIONS_PER_BLOCK = 32;

export function FormFields({
  model,
  idPrefix,
  size = "touch",
  autoFill,
  formIdOf,
  blockClassName = "",
}: FormFieldsProps) {
  const layout = useSyncExternalStore(model.subscribe, model.getLayout, model.getLayout);
  const seen = new Set<string>();
  const fields = layout.questions.map((question, index) => {
    // An id used twice (validation refuses it) must not confuse React: the later ones are keyed by position.
    const key = seen.has(question.id) ? `${question.id}#${index}` : question.id;
    seen.add(question.id);
    if (layout.displayed[question.id] === false) return null;
    return (
      <ModelField
        key={key}
        model={model}
        question={question}
        idPrefix={idPrefix}
        size={size}
        autoFill={autoFill}
        formId={formIdOf?.(question.id)}
      />
    );
  });
  const blocks = [];
  for (let start = 0; start < fields.length; start += QUESTIONS_PER_BLOCK)
    blocks.push(
      <div key={start} data-question-block="" className={`[contain:content] empty:hidden ${blockClassName}`}>
        {fields.slice(start, start + QUESTIONS_PER_BLOCK)}
      </div>,
    );
  return blocks;
}
