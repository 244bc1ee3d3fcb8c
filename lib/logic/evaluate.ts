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
  const state: FormState = { displayed: new Map(), required: new Map() };
  const raw = new Map<string, boolean>();
  const byId = new Map<string, QuestionLike>();
  for (const question of questions) if (typeof question.id === "string" && !byId.has(question.id)) byId.set(question.id, question);

  const testers = new Map<string, { displayed: Tester | null; required: Tester | null }>();
  for (const [id, question] of byId) {
    testers.set(id, {
      displayed: typeof question.displayed === "object" ? compileExpression(question.displayed, state) : null,
      required: typeof question.required === "object" ? compileExpression(question.required, state) : null,
    });
  }
  const { order } = evaluationOrder([...byId.values()]);

  const run = (step: Step, answers: Answers) => {
    const question = byId.get(step.id)!;
    const tester = testers.get(step.id)!;
    if (step.step === "raw") {
      const value = question.required;
      raw.set(step.id, NEVER_REQUIRED.has(String(question.type)) ? false : typeof value === "object" && value !== null ? (tester.required?.(answers) ?? false) : truthy(value));
    } else if (step.step === "displayed") {
      const value = question.displayed;
      const shown =
        value === undefined ? true : value === "required" ? (raw.get(step.id) ?? false) : typeof value === "object" && value !== null ? (tester.displayed?.(answers) ?? true) : value !== false && value !== "false";
      state.displayed.set(step.id, shown);
    } else {
      state.required.set(step.id, (state.displayed.get(step.id) ?? true) && (raw.get(step.id) ?? false));
    }
  };

  return {
    state,
    evaluate(answers) {
      state.displayed.clear();
      state.required.clear();
      raw.clear();
      for (const step of order) run(step, answers);
      return { displayed: Object.fromEntries(state.displayed), required: Object.fromEntries(state.required) };
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
