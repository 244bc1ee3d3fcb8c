// A form's state outside React, for the capture app and the studio's preview: the answers, a createFormSession
// over the current questions (so one answer re-evaluates only what reads it), and the last "Check answers".
// Components read immutable snapshots through useSyncExternalStore, so a field re-renders only when its own answer
// or state changed.
import type { Evaluation } from "@/lib/logic/evaluate";
import { createFormSession, type FormSession } from "@/lib/logic/incremental";
import type { Question } from "@/lib/questions/schema";
import { validateValues, type ValueIssue } from "@/lib/questions/validate-values";
import { initialAnswers, logicAnswer, logicAnswers, toValues } from "./form-answers";

export type FormSnapshot = {
  readonly questions: readonly Question[];
  readonly answers: Readonly<Record<string, unknown>>;
  readonly evaluation: Evaluation;
  /** The problems of the last "Check answers", kept current as answers change; null before the first check. */
  readonly issues: readonly ValueIssue[] | null;
};

export class FormModel {
  #session: FormSession;
  #snapshot: FormSnapshot;
  #listeners = new Set<() => void>();

  constructor(questions: readonly Question[]) {
    const answers = initialAnswers(questions);
    this.#session = createFormSession(questions, logicAnswers(questions, answers));
    this.#snapshot = { questions, answers, evaluation: this.#session.evaluation(), issues: null };
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  };

  getSnapshot = () => this.#snapshot;

  #publish(next: Omit<FormSnapshot, "issues"> & { issues?: FormSnapshot["issues"] }) {
    const issues =
      next.issues !== undefined
        ? next.issues
        : this.#snapshot.issues && validateValues(next.questions, toValues(next.questions, next.answers));
    this.#snapshot = { ...next, issues };
    for (const listener of this.#listeners) listener();
  }

  /** The editor changed the form: evaluate it afresh with the answers given so far. */
  setQuestions(questions: readonly Question[]) {
    if (questions === this.#snapshot.questions) return;
    const { answers } = this.#snapshot;
    this.#session = createFormSession(questions, logicAnswers(questions, answers));
    this.#publish({ questions, answers, evaluation: this.#session.evaluation() });
  }

  /** One answer changed (undefined or "" clears it): only what depends on it is evaluated again. */
  setAnswer = (id: string, value: unknown) => {
    const { questions, evaluation } = this.#snapshot;
    const answers = { ...this.#snapshot.answers, [id]: value };
    if (value === undefined) delete answers[id];
    const changes = this.#session.set(
      id,
      logicAnswer(
        questions.find((question) => question.id === id),
        value,
      ),
    );
    const changed = Object.keys(changes.displayed).length > 0 || Object.keys(changes.required).length > 0;
    const next = changed
      ? {
          displayed: { ...evaluation.displayed, ...changes.displayed },
          required: { ...evaluation.required, ...changes.required },
        }
      : evaluation;
    this.#publish({ questions, answers, evaluation: next });
  };

  /** Back to the form's initial values, and no check shown. */
  reset = () => {
    const { questions } = this.#snapshot;
    const answers = initialAnswers(questions);
    this.#session.reset(logicAnswers(questions, answers));
    this.#publish({ questions, answers, evaluation: this.#session.evaluation(), issues: null });
  };

  /** "Check answers": validateValues on what the app would post; the result stays current from now on. */
  check = (): readonly ValueIssue[] => {
    const { questions, answers, evaluation } = this.#snapshot;
    const issues = validateValues(questions, toValues(questions, answers));
    this.#publish({ questions, answers, evaluation, issues });
    return issues;
  };

  /** The API values of the current answers (what "Send as a test registration" posts). */
  values = () => toValues(this.#snapshot.questions, this.#snapshot.answers);
}
