// Evaluating a whole form against the answers, in dependency order: displayed first; a hidden question is never
// required; `displayed: "required"` follows required (the description's logic rules 4-6).
import type { Answers, FormState } from "./compile";
import { compileSteps, type QuestionLike } from "./steps";

export type Evaluation = { displayed: Record<string, boolean>; required: Record<string, boolean> };

/** A form compiled once; `evaluate` may be called for every change of the answers. */
export type CompiledForm = { evaluate(answers: Answers): Evaluation; state: FormState };

export function compileForm(questions: readonly QuestionLike[]): CompiledForm {
  const { graph, values, compute, target } = compileSteps(questions);
  const { ids, order } = graph;
  return {
    state: values.state,
    evaluate(answers) {
      // Fresh objects each time: an evaluation handed out earlier never changes.
      values.raw = {};
      values.state.displayed = {};
      values.state.required = {};
      for (const step of order) target(step)[ids[(step / 3) | 0]] = compute[step](answers);
      return { displayed: values.state.displayed, required: values.state.required };
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
    if (entry && typeof entry === "object" && !Array.isArray(entry) && "value" in entry)
      answers[id] = (entry as { value: unknown }).value;
  }
  return answers;
}
