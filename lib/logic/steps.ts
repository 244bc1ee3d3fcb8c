// The compiled steps of a form's evaluation, shared by full evaluation (compileForm) and incremental evaluation
// (createFormSession): one function per step of the dependency graph, reading the answers and earlier steps.
import { compileExpression, type Answers, type FormState, type Tester } from "./compile";
import { evaluationOrder, type StepGraph } from "./dependencies";

export type QuestionLike = {
  id?: unknown;
  type?: unknown;
  displayed?: unknown;
  required?: unknown;
  [property: string]: unknown;
};

const NEVER_REQUIRED = new Set(["label", "note", "divider"]);
const truthy = (value: unknown) => value === true || value === "true";

/** What the steps read and write: `raw` (the required expressions themselves) and the form state. */
export type StepValues = { raw: Record<string, boolean>; state: FormState };

export type CompiledSteps = {
  graph: StepGraph;
  /** The definition has cycles (it fails validation): only a full evaluation in `graph.order` is defined. */
  cyclic: boolean;
  values: StepValues;
  /** compute[s](answers): the value of step s, from the answers and the values of the steps it needs. */
  compute: ((answers: Answers) => boolean)[];
  /** target(s): the record step s writes its value to, keyed by the question id. */
  target(step: number): Record<string, boolean>;
};

type Step = (answers: Answers) => boolean;

/**
 * What a compile may reuse from an earlier one (form-compiler.ts): the values its steps read and write, and the
 * steps compiled for each question's logic, keyed by logicKey. Steps bound to `values` stay valid for it.
 */
export type StepReuse = {
  values: StepValues;
  steps: Map<string, Step[]>;
  used: Map<string, Step[]>;
  /** The form's evaluation order, when the compiler knows it unchanged. */
  order?: ReturnType<typeof evaluationOrder>;
};

/** What a question's three steps depend on: the same key compiles to the same steps. */
export const logicKey = (question: QuestionLike): string =>
  JSON.stringify([question.id, question.type, question.displayed ?? null, question.required ?? null]);

/** Compiles every step; the first question with an id is the one its id names (the description's logic rules 4-6). */
export function compileSteps(questions: readonly QuestionLike[], reuse?: StepReuse): CompiledSteps {
  const byId = new Map<string, QuestionLike>();
  for (const question of questions)
    if (typeof question.id === "string" && !byId.has(question.id)) byId.set(question.id, question);
  const { graph, cycles } = reuse?.order ?? evaluationOrder([...byId.values()]);
  const values: StepValues = reuse?.values ?? { raw: {}, state: { displayed: {}, required: {} } };
  const { state } = values;
  // compileExpression answers null for anything but an expression it can compile.
  const testerOf = (value: unknown): Tester | null => compileExpression(value, state);

  // Everything a step needs is resolved now rather than on every evaluation.
  const compute = graph.ids.flatMap((id): Step[] => {
    const question = byId.get(id)!;
    if (!reuse) return stepsOf(question, id);
    const key = logicKey(question);
    const steps = reuse.steps.get(key) ?? stepsOf(question, id);
    reuse.used.set(key, steps);
    return steps;
  });

  function stepsOf(question: QuestionLike, id: string): Step[] {
    const raw = (() => {
      const value = question.required;
      if (NEVER_REQUIRED.has(String(question.type))) return () => false;
      const tester = testerOf(value);
      if (tester) return tester;
      // An expression sift cannot compile (it fails validation) is never true, so never required.
      const fixed = truthy(value);
      return () => fixed;
    })();
    const displayed = (() => {
      const value = question.displayed;
      if (value === "required") return () => values.raw[id] ?? false;
      const tester = testerOf(value);
      if (tester) return tester;
      // Shown unless said otherwise: an expression sift cannot compile (it fails validation) too.
      const fixed = value !== false && value !== "false";
      return () => fixed;
    })();
    const required = () => (state.displayed[id] ?? true) && (values.raw[id] ?? false);
    return [raw, displayed, required];
  }

  return {
    graph,
    cyclic: cycles.length > 0,
    values,
    compute,
    target: (step) => (step % 3 === 0 ? values.raw : step % 3 === 1 ? state.displayed : state.required),
  };
}
