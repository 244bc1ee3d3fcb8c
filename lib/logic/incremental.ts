// Incremental evaluation for the live preview: after one answer changes, only the steps that read it — and the
// steps that read those, through $displayed, $required and `displayed: "required"` — are evaluated again, in
// dependency order, stopping wherever a value comes out unchanged.
import type { Answers } from "./compile";
import type { Evaluation } from "./evaluate";
import { compileSteps, type QuestionLike } from "./steps";

/** The displayed / required values that changed, with their new values. */
export type Changes = { displayed: Record<string, boolean>; required: Record<string, boolean> };

export type FormSession = {
  /** Sets one answer (undefined removes it) and returns what changed. */
  set(id: string, value: unknown): Changes;
  /** Replaces all the answers (e.g. "reset answers") and returns what changed. */
  reset(answers?: Answers): Changes;
  /** The current values, as compileForm(questions).evaluate(answers) would return them (a copy). */
  evaluation(): Evaluation;
  /** The current answers (a copy). */
  answers(): Answers;
};

/** An answer key "a.b" (only in definitions that fail validation) reads the answer to "a". */
const answerOf = (reference: string) => reference.split(".", 1)[0];

export function createFormSession(questions: readonly QuestionLike[], initialAnswers: Answers = {}): FormSession {
  const { graph, cyclic, values, compute, target } = compileSteps(questions);
  const { ids, needs, reads, order } = graph;
  const { state } = values;
  const rank = new Int32Array(order.length);
  order.forEach((step, index) => (rank[step] = index));
  const dependents: number[][] = order.map(() => []);
  for (const [step, needed] of needs.entries()) for (const need of needed) dependents[need].push(step);
  const readers = new Map<string, number[]>();
  for (const [step, answerIds] of reads.entries()) {
    for (const reference of new Set(answerIds.map(answerOf))) {
      const list = readers.get(reference);
      if (list) list.push(step);
      else readers.set(reference, [step]);
    }
  }
  const dirty = new Uint8Array(order.length); // by rank
  let answers: Answers = { ...initialAnswers };

  const noChanges = (): Changes => ({ displayed: {}, required: {} });
  const record = (changes: Changes, step: number, value: boolean) => {
    if (step % 3 === 1) changes.displayed[ids[(step / 3) | 0]] = value;
    else if (step % 3 === 2) changes.required[ids[(step / 3) | 0]] = value;
  };

  // From scratch, as compileForm does (fresh records, so that even a cyclic definition reads the same defaults).
  const evaluateAll = (): Changes => {
    const before = { displayed: state.displayed, required: state.required };
    values.raw = {};
    state.displayed = {};
    state.required = {};
    for (const step of order) target(step)[ids[(step / 3) | 0]] = compute[step](answers);
    const changes = noChanges();
    for (const key of ["displayed", "required"] as const) {
      for (const [id, value] of Object.entries(state[key])) if (before[key][id] !== value) changes[key][id] = value;
    }
    return changes;
  };

  const propagate = (changedAnswer: string): Changes => {
    // A definition with cycles has no dependency order to follow: evaluate it whole, as compileForm does.
    if (cyclic) return evaluateAll();
    const changes = noChanges();
    let low = order.length;
    let high = -1;
    const mark = (step: number) => {
      const at = rank[step];
      dirty[at] = 1;
      if (at < low) low = at;
      if (at > high) high = at;
    };
    for (const step of readers.get(changedAnswer) ?? []) mark(step);
    // Dependents always rank after what they need, so one pass in rank order settles everything.
    for (let at = low; at <= high; at++) {
      if (!dirty[at]) continue;
      dirty[at] = 0;
      const step = order[at];
      const id = ids[(step / 3) | 0];
      const value = compute[step](answers);
      const written = target(step);
      if (written[id] === value) continue;
      written[id] = value;
      record(changes, step, value);
      for (const next of dependents[step]) mark(next);
    }
    return changes;
  };

  evaluateAll();
  return {
    set(id, value) {
      if (value === undefined) delete answers[id];
      else answers[id] = value;
      return propagate(id);
    },
    reset(next = {}) {
      answers = { ...next };
      return evaluateAll();
    },
    evaluation: () => ({ displayed: { ...state.displayed }, required: { ...state.required } }),
    answers: () => ({ ...answers }),
  };
}
