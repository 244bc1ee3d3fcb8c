// Compiling a form again after an edit, reusing what did not change (docs/studio.md "Scenarios": all scenarios re-run
// after each edit): sift compiles only the expressions of questions whose logic changed, and the evaluation order is
// kept while every changed expression reads the same questions and states. The steps of one compiler share one set of
// values, so only the latest compile may be evaluated.
import { expressionReferences } from "./analyse-without-re2";
import { evaluationOrder } from "./dependencies";
import { isPlainObject } from "./is-plain-object";
import { compileSteps, logicKey, type CompiledSteps, type QuestionLike, type StepReuse } from "./steps";

export type FormCompiler = {
  /** The steps of `questions`, sharing those of the last compile where a question's logic is the same. */
  compile(questions: readonly QuestionLike[]): CompiledSteps;
};

type Order = ReturnType<typeof evaluationOrder>;

/** What evaluationOrder reads of a question: the references of its expressions, and `displayed: "required"`. */
function orderKey(question: QuestionLike): string {
  const references = (expression: unknown) => {
    if (!isPlainObject(expression)) return null;
    const found = expressionReferences(expression);
    return [[...found.references], found.stateReferences.map((reference) => [reference.id, reference.state])];
  };
  const displayed = question.displayed === "required" ? "required" : references(question.displayed);
  return JSON.stringify([question.id, references(question.required), displayed]);
}

export function createFormCompiler(): FormCompiler {
  const values = { raw: {}, state: { displayed: {}, required: {} } };
  let steps: StepReuse["steps"] = new Map();
  // The last form with unique ids: its questions, their logic keys, and the evaluation order they gave.
  let last: { questions: readonly QuestionLike[]; keys: string[]; order: Order } | null = null;
  return {
    compile(questions) {
      const keys = questions.map(logicKey);
      const ids = questions.map((question) => question.id);
      const unique = ids.every((id) => typeof id === "string") && new Set(ids).size === ids.length;
      let order: Order | undefined;
      if (unique) {
        const before = last;
        // Same ids in the same places, and each changed question's logic reads what it read: the same order.
        const same =
          before !== null &&
          before.keys.length === keys.length &&
          keys.every(
            (key, index) =>
              key === before.keys[index] ||
              (ids[index] === before.questions[index].id &&
                orderKey(questions[index]) === orderKey(before.questions[index])),
          );
        order = same ? before.order : evaluationOrder(questions);
        last = { questions, keys, order };
      } else last = null;
      const reuse: StepReuse = { values, steps, used: new Map(), order };
      const compiled = compileSteps(questions, reuse);
      // Only what this form uses is kept, so the cache never outgrows the form.
      steps = reuse.used;
      return compiled;
    },
  };
}
