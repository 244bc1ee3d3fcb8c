// Evaluating a whole form against the answers, in dependency order: displayed first; a hidden question is never
// required; `displayed: "required"` follows required (the description's logic rules 4-6).
import { compileExpression, type Answers, type FormState, type Tester } from "./compile";
import { evaluationOrder, type Step } from "./dependencies";

type QuestionLike = { id?: unknown; type?: unknown; displayed?: unknown; required?: unknown; [property: string]: unknown };

const NEVER_REQUIRED = new Set(["label", "note", "divider"]);

export type Evaluation = { displayed: Record<string, boolean>; required: Record<string, boolean> };

const truthy = (value: unknown) => value === true || value === "true";

/** A form compiled once; `evaluate` may be called for every change of the answers. */
export type CompiledForm = { evaluate(answers: Answers): Evaluation; state: FormState };

export function compileForm(questions: readonly QuestionLike[]): CompiledForm {
  // The state the custom operators read; each evaluation fills fresh objects in dependency order.
  const state: FormState = { displayed: {}, required: {} };
  let raw: Record<string, boolean> = {};
  let answers: Answers = {};
  const byId = new Map<string, QuestionLike>();
  for (const question of questions) if (typeof question.id === "string" && !byId.has(question.id)) byId.set(question.id, question);

  const testerOf = (value: unknown): Tester | null => (typeof value === "object" && value !== null ? compileExpression(value, state) : null);
  // One closure per step, with everything it needs resolved now rather than on every evaluation.
  const steps = evaluationOrder([...byId.values()]).order.map((step: Step): (() => void) => {
    const { id } = step;
    const question = byId.get(id)!;
    if (step.step === "raw") {
      const value = question.required;
      if (NEVER_REQUIRED.has(String(question.type))) return () => void (raw[id] = false);
      const tester = testerOf(value);
      if (tester) return () => void (raw[id] = tester(answers));
      const fixed = typeof value === "object" && value !== null ? false : truthy(value);
      return () => void (raw[id] = fixed);
    }
    if (step.step === "displayed") {
      const value = question.displayed;
      if (value === "required") return () => void (state.displayed[id] = raw[id] ?? false);
      const tester = testerOf(value);
      if (tester) return () => void (state.displayed[id] = tester(answers));
      const fixed = typeof value === "object" && value !== null ? true : value !== false && value !== "false";
      return () => void (state.displayed[id] = fixed);
    }
    return () => void (state.required[id] = (state.displayed[id] ?? true) && (raw[id] ?? false));
  });

  return {
    state,
    evaluate(next) {
      answers = next;
      raw = {};
      state.displayed = {};
      state.required = {};
      for (const step of steps) step();
      return { displayed: state.displayed, required: state.required };
    },
  };
}

/** Evaluates a form once (compile + evaluate); for repeated evaluation keep the result of compileForm. */
export function evaluateForm(questions: readonly QuestionLike[], answers: Answers): Evaluation {
  return compileForm(questions).evaluate(answers);
}

/** Plain answers keyed by question id from the API's `{ "<id>": { "value": … } }` values. */
export function answersFromValues(values: Record<string, unknown>): Answers {
  const answers: Answers = {};
  for (const [id, entry] of Object.entries(values)) {
    if (entry && typeof entry === "object" && !Array.isArray(entry) && "value" in entry) answers[id] = (entry as { value: unknown }).value;
  }
  return answers;
}
