"use client";
// A whole form drawn from a FormModel: every displayed question, in order, each a memoised FormField that reads its
// own slice of the model's snapshot. The capture app renders this; the studio's preview renders the same fields
// through its own list (virtualised, with hidden questions on request and "Why?").
import { useSyncExternalStore } from "react";
import { FormField } from "./form-field";
import type { FormSize } from "./form-inputs";
import type { FormModel } from "./form-model";

export type FormFieldsProps = {
  model: FormModel;
  /** Prefixes the ids of the fields' elements: unique in the page. */
  idPrefix: string;
  size?: FormSize;
  autoFill?: boolean;
};

export function FormFields({ model, idPrefix, size = "touch", autoFill }: FormFieldsProps) {
  const snapshot = useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
  const seen = new Set<string>();
  return snapshot.questions.map((question, index) => {
    // An id used twice (validation refuses it) must not confuse React: the later ones are keyed by position.
    const key = seen.has(question.id) ? `${question.id}#${index}` : question.id;
    seen.add(question.id);
    if (snapshot.evaluation.displayed[question.id] === false) return null;
    return (
      <FormField
        key={key}
        question={question}
        value={snapshot.answers[question.id]}
        required={snapshot.evaluation.required[question.id] === true}
        issues={snapshot.fieldIssues[question.id]}
        touched={snapshot.touched[question.id] === true}
        wasInvalid={snapshot.wasInvalid[question.id] === true}
        idPrefix={idPrefix}
        size={size}
        autoFill={autoFill}
        onAnswer={model.setAnswer}
        onLeave={model.leave}
      />
    );
  });
}
