// A form's state outside React, for the capture app and the studio's preview: the answers, a createFormSession
// over the current questions (so one answer re-evaluates only what reads it), what the visitor has touched and
// left, and the last check. Components read immutable snapshots through useSyncExternalStore: the whole form's, or
// one question's (questionState) and the list's (layout), so an answer re-renders only the questions whose own state
// it changed, and the list only when a question is shown or hidden. "Complete" is exactly what the API accepts:
// validateValues (lib/questions, the rules the server applies, docs/decisions.md §6.5) on the values the form would
// send. Once checked, the check is kept current incrementally: an answer re-checks only the questions whose answer,
// `displayed` or `required` it changed, on the session's evaluation (validateValues would compile the form's logic
// and check every question again: 8–15 ms at 200 questions).
import type { Evaluation } from "@/lib/logic/evaluate";
import { createFormSession, type FormSession } from "@/lib/logic/incremental";
import type { Question } from "@/lib/questions/schema";
import { isPlainObject } from "@/lib/logic/is-plain-object";
import { withRegexBudget } from "@/lib/logic/regex-engine";
import {
  entryIssues,
  questionIssues,
  tooManyItems,
  validateValues,
  type ValueIssue,
} from "@/lib/questions/validate-values";
import { initialAnswers, isUnanswered, logicAnswer, logicAnswers, toValues, type FormValues } from "./form-answers";

type Flags = Readonly<Record<string, true>>;

export type FormSnapshot = {
  readonly questions: readonly Question[];
  readonly answers: Readonly<Record<string, unknown>>;
  readonly evaluation: Evaluation;
  /** The problems of the last check (of the whole form), kept current as answers change; null before the first. */
  readonly issues: readonly ValueIssue[] | null;
  /** The questions answered by the visitor at least once (their warningMessage is no longer shown). */
  readonly touched: Flags;
  /** The e-mail questions left with an invalid address at least once (their successMessage follows a correction). */
  readonly wasInvalid: Flags;
  /**
   * The messages under each question: the last check's, and those of its own answer once the visitor left it (a
   * bad e-mail is said when the visitor moves on, not only on submit). Displayed questions only; an unchanged list
   * keeps its identity, so the field showing it does not re-render.
   */
  readonly fieldIssues: Readonly<Record<string, readonly ValueIssue[]>>;
};

/** One question's slice of the snapshot: what its field shows. Kept (same object) while none of it changes. */
export type QuestionState = {
  readonly value: unknown;
  readonly required: boolean;
  readonly issues: readonly ValueIssue[] | undefined;
  readonly touched: boolean;
  readonly wasInvalid: boolean;
};

/** What the list of fields depends on: the questions and which are displayed. Kept while neither changes. */
export type FormLayout = {
  readonly questions: readonly Question[];
  readonly displayed: Readonly<Record<string, boolean>>;
};

const questionState = (snapshot: FormSnapshot, id: string): QuestionState => ({
  value: snapshot.answers[id],
  required: snapshot.evaluation.required[id] === true,
  issues: snapshot.fieldIssues[id],
  touched: snapshot.touched[id] === true,
  wasInvalid: snapshot.wasInvalid[id] === true,
});

/** Adds to `into` the keys whose values differ between two records (none when they are the same object). */
function differingKeys(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  into: Set<string>,
) {
  if (before === after) return;
  for (const key of Object.keys(before)) if (before[key] !== after[key]) into.add(key);
  for (const key of Object.keys(after)) if (before[key] !== after[key]) into.add(key);
}

/** Whether `state` is still question `id`'s slice of `snapshot` (compared without building a new slice). */
const isCurrent = (state: QuestionState, snapshot: FormSnapshot, id: string) =>
  state.value === snapshot.answers[id] &&
  state.required === (snapshot.evaluation.required[id] === true) &&
  state.issues === snapshot.fieldIssues[id] &&
  state.touched === (snapshot.touched[id] === true) &&
  state.wasInvalid === (snapshot.wasInvalid[id] === true);

/** What submit() answers: the values to send when the API will accept them, else the problems to show. */
export type SubmitResult = { complete: true; values: FormValues } | { complete: false; issues: readonly ValueIssue[] };

/**
 * The problems of one answer on its own: its type, pattern, lengths and bounds, not whether the form requires it
 * (that is the whole form's check, on submit). A question that is not displayed is not checked, as on the server.
 */
function ownIssues(question: Question, value: unknown): ValueIssue[] {
  if (isUnanswered(value)) return [];
  const alone = { ...question, displayed: true, required: false } as Question;
  return validateValues([alone], toValues([alone], { [question.id]: value }));
}

/**
 * The check kept per question between answers: each question's issues (questionIssues) on the answers and the
 * evaluation it was last checked with. `validateValues` gives the same issues in the questions' order whenever no
 * entry is refused as a whole (entryIssues, tooManyItems), the matching budget holds and no id is used twice; then
 * the whole check runs instead.
 */
type PerQuestion = Map<string, readonly ValueIssue[]>;

/** Every question has an id and a type (validateValues skips the others) and no id is used twice. */
const checkable = (questions: readonly Question[]) =>
  questions.every((q) => isPlainObject(q) && typeof q.id === "string" && typeof q.type === "string") &&
  new Set(questions.map((q) => q.id)).size === questions.length;

const sameIssues = (a: readonly ValueIssue[], b: readonly ValueIssue[]) =>
  a.length === b.length &&
  a.every((issue, index) => issue.kind === b[index].kind && issue.message === b[index].message);

export class FormModel {
  #session: FormSession;
  #snapshot: FormSnapshot;
  /** The own-answer problems of the questions the visitor left (absent: never left). */
  #left: Readonly<Record<string, readonly ValueIssue[]>> = {};
  #listeners = new Set<() => void>();
  #layout: FormLayout;
  /** The slices read so far, kept current by #publish; a question's listeners hear only of its own slice. */
  #questionStates = new Map<string, QuestionState>();
  #questionListeners = new Map<string, Set<() => void>>();
  /** The current check per question (PerQuestion), or null: the next re-check checks every question. */
  #perQuestion: PerQuestion | null = null;
  /** The questions the last answer may have changed the issues of (its own, and those it showed, hid or required). */
  #recheck: readonly string[] | null = null;

  constructor(questions: readonly Question[]) {
    const answers = initialAnswers(questions);
    this.#session = createFormSession(questions, logicAnswers(questions, answers));
    this.#snapshot = {
      questions,
      answers,
      evaluation: this.#session.evaluation(),
      issues: null,
      touched: {},
      wasInvalid: {},
      fieldIssues: {},
    };
    this.#layout = { questions, displayed: this.#snapshot.evaluation.displayed };
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  };

  getSnapshot = () => this.#snapshot;

  /** The questions and which are displayed: a new object only when one of them changed. */
  getLayout = () => this.#layout;

  /** Listens to one question's slice only (questionState): told when it changes from what it is now. */
  subscribeQuestion = (id: string, listener: () => void) => {
    this.questionState(id);
    let listeners = this.#questionListeners.get(id);
    if (!listeners) this.#questionListeners.set(id, (listeners = new Set()));
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (!listeners.size) this.#questionListeners.delete(id);
    };
  };

  /** One question's slice of the snapshot: the same object while its answer, flags and messages stay the same. */
  questionState = (id: string): QuestionState => {
    let state = this.#questionStates.get(id);
    if (!state) this.#questionStates.set(id, (state = questionState(this.#snapshot, id)));
    return state;
  };

  /** `answered`: the one question whose answer alone changed in `next.answers` (setAnswer), if so. */
  #publish(next: Partial<FormSnapshot>, answered?: string) {
    const merged = { ...this.#snapshot, ...next };
    const issues = next.issues !== undefined ? next.issues : merged.issues && this.#recheckIssues(merged);
    this.#recheck = null;
    const previous = this.#snapshot;
    const snapshot: FormSnapshot = { ...merged, issues, fieldIssues: this.#fieldIssues(merged, issues) };
    this.#snapshot = snapshot;
    if (snapshot.questions !== previous.questions || snapshot.evaluation.displayed !== previous.evaluation.displayed)
      this.#layout = { questions: snapshot.questions, displayed: snapshot.evaluation.displayed };
    // Only the questions a slice could have changed for are compared (not every question's slice on each keystroke:
    // on 200 questions that was a third of the model's work per keystroke).
    const candidates = new Set<string>();
    if (answered !== undefined) candidates.add(answered);
    else differingKeys(previous.answers, snapshot.answers, candidates);
    differingKeys(previous.evaluation.required, snapshot.evaluation.required, candidates);
    differingKeys(previous.fieldIssues, snapshot.fieldIssues, candidates);
    differingKeys(previous.touched, snapshot.touched, candidates);
    differingKeys(previous.wasInvalid, snapshot.wasInvalid, candidates);
    const changed: string[] = [];
    for (const id of candidates) {
      const state = this.#questionStates.get(id);
      if (!state || isCurrent(state, snapshot, id)) continue;
      this.#questionStates.set(id, questionState(snapshot, id));
      changed.push(id);
    }
    for (const listener of this.#listeners) listener();
    for (const id of changed) for (const listener of this.#questionListeners.get(id) ?? []) listener();
  }

  /**
   * The check on `snapshot`'s answers, as validateValues answers it: the questions #recheck names are checked
   * again (every question when the form changed or nothing is kept), the others keep their issues.
   */
  #recheckIssues(snapshot: FormSnapshot): readonly ValueIssue[] {
    const { questions, answers, evaluation } = snapshot;
    const values = toValues(questions, answers);
    const whole = () => {
      this.#perQuestion = null;
      return validateValues(questions, values);
    };
    if (snapshot.questions !== this.#snapshot.questions || !checkable(questions)) return whole();
    try {
      return withRegexBudget(() => {
        // Never for the values toValues makes; checked all the same, as the server would.
        if (entryIssues(questions, values).length) return whole();
        const kept = this.#perQuestion;
        const perQuestion: PerQuestion = kept && this.#recheck ? new Map(kept) : new Map();
        const ids = kept && this.#recheck ? this.#recheck : questions.map((question) => question.id);
        const byId = new Map(questions.map((question) => [question.id, question]));
        for (const id of ids) {
          const question = byId.get(id);
          if (!question) continue;
          const answer = logicAnswer(question, answers[id]);
          if (tooManyItems(question, answer).length) return whole();
          const { displayed, required } = evaluation;
          perQuestion.set(id, questionIssues(question, answer, displayed[id], required[id]));
        }
        this.#perQuestion = perQuestion;
        return questions.flatMap((question) => perQuestion.get(question.id) ?? []);
      });
    } catch {
      // The matching budget ran out, or a pattern could not run: the whole check says so, as the server would.
      return whole();
    }
  }

  /** Each displayed question's messages: the check's, then its own answer's kinds the check did not report. */
  #fieldIssues(snapshot: FormSnapshot, issues: readonly ValueIssue[] | null) {
    const previous = this.#snapshot.fieldIssues;
    const byId: Record<string, ValueIssue[]> = {};
    for (const issue of issues ?? []) (byId[issue.questionId] ??= []).push(issue);
    for (const [id, own] of Object.entries(this.#left)) {
      const list = (byId[id] ??= []);
      for (const issue of own) if (!list.some((shown) => shown.kind === issue.kind)) list.push(issue);
    }
    const result: Record<string, readonly ValueIssue[]> = {};
    for (const [id, list] of Object.entries(byId)) {
      if (!list.length || snapshot.evaluation.displayed[id] === false) continue;
      result[id] = previous[id] && sameIssues(previous[id], list) ? previous[id] : list;
    }
    return result;
  }

  #question = (id: string) => this.#snapshot.questions.find((question) => question.id === id);

  /** The editor changed the form: evaluate it afresh with the answers given so far. */
  setQuestions(questions: readonly Question[]) {
    if (questions === this.#snapshot.questions) return;
    const { answers } = this.#snapshot;
    this.#session = createFormSession(questions, logicAnswers(questions, answers));
    const byId = new Map(questions.map((question) => [question.id, question]));
    const left: Record<string, readonly ValueIssue[]> = {};
    for (const id of Object.keys(this.#left)) {
      const question = byId.get(id);
      if (question) left[id] = ownIssues(question, answers[id]);
    }
    this.#left = left;
    this.#publish({ questions, evaluation: this.#session.evaluation() });
  }

  /** One answer changed (undefined or "" clears it): only what depends on it is evaluated again. */
  setAnswer = (id: string, value: unknown) => {
    const { evaluation, touched } = this.#snapshot;
    const question = this.#question(id);
    const answers = { ...this.#snapshot.answers, [id]: value };
    if (value === undefined) delete answers[id];
    const changes = this.#session.set(id, logicAnswer(question, value));
    // Only what changed is copied: the list (FormLayout) re-renders when `displayed` is a new object.
    const displayedChanged = Object.keys(changes.displayed).length > 0;
    const requiredChanged = Object.keys(changes.required).length > 0;
    const next =
      displayedChanged || requiredChanged
        ? {
            displayed: displayedChanged ? { ...evaluation.displayed, ...changes.displayed } : evaluation.displayed,
            required: requiredChanged ? { ...evaluation.required, ...changes.required } : evaluation.required,
          }
        : evaluation;
    // A question already left says at once when its answer is right again.
    if (question && id in this.#left) this.#left = { ...this.#left, [id]: ownIssues(question, value) };
    this.#recheck = [...new Set([id, ...Object.keys(changes.displayed), ...Object.keys(changes.required)])];
    this.#publish({ answers, evaluation: next, touched: touched[id] ? touched : { ...touched, [id]: true } }, id);
  };

  /** The visitor left a question (its control lost the focus): its own answer's problems are shown from now on. */
  leave = (id: string) => {
    const question = this.#question(id);
    if (!question) return;
    const value = this.#snapshot.answers[id];
    const own = ownIssues(question, value);
    const before = this.#left[id];
    if (before && sameIssues(before, own)) return;
    this.#left = { ...this.#left, [id]: own };
    const { wasInvalid } = this.#snapshot;
    const invalidEmail = question.type === "email" && own.some((issue) => issue.kind === "pattern");
    this.#recheck = [];
    this.#publish({ wasInvalid: invalidEmail && !wasInvalid[id] ? { ...wasInvalid, [id]: true } : wasInvalid });
  };

  /** Back to the form's initial values: nothing touched, left or checked (a fresh form for the next visitor). */
  reset = () => {
    const { questions } = this.#snapshot;
    const answers = initialAnswers(questions);
    this.#session.reset(logicAnswers(questions, answers));
    this.#left = {};
    this.#publish({
      answers,
      evaluation: this.#session.evaluation(),
      issues: null,
      touched: {},
      wasInvalid: {},
    });
  };

  /** "Check answers": validateValues on what the form would send; the result stays current from now on. */
  check = (): readonly ValueIssue[] => {
    const { questions, answers } = this.#snapshot;
    const issues = validateValues(questions, toValues(questions, answers));
    this.#perQuestion = null;
    this.#publish({ issues });
    return issues;
  };

  /** Whether the API accepts the values the form would send now (nothing is shown; see check and submit). */
  complete = (): boolean => validateValues(this.#snapshot.questions, this.values()).length === 0;

  /** Submitting: the check, shown under the questions, and the values to send when the form is complete. */
  submit = (): SubmitResult => {
    const issues = this.check();
    return issues.length === 0 ? { complete: true, values: this.values() } : { complete: false, issues };
  };

  /** The API values of the current answers (what a capture or a test registration posts). */
  values = () => toValues(this.#snapshot.questions, this.#snapshot.answers);
}
