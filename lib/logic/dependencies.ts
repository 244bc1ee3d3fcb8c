// Who refers to whom: for the builder's "used by" view, for evaluation order, and for finding cycles through
// $displayed, $required and `displayed: "required"`.
import { analyseExpression } from "./analyse";

type QuestionLike = { id?: unknown; displayed?: unknown; required?: unknown; [property: string]: unknown };

export type DependencyInfo = { references: string[]; referencedBy: string[] };

const isExpression = (value: unknown) => typeof value === "object" && value !== null && !Array.isArray(value);

/** For each question id: the ids its displayed/required logic reads, and the ids whose logic reads it. */
export function dependencies(questions: readonly QuestionLike[]): Record<string, DependencyInfo> {
  const result: Record<string, DependencyInfo> = {};
  for (const question of questions) if (typeof question.id === "string") result[question.id] = { references: [], referencedBy: [] };
  for (const question of questions) {
    if (typeof question.id !== "string") continue;
    const references = new Set<string>();
    for (const attribute of [question.displayed, question.required]) {
      if (isExpression(attribute)) for (const id of analyseExpression(attribute).references) references.add(id);
    }
    result[question.id].references = [...references];
    for (const id of references) result[id]?.referencedBy.push(question.id);
  }
  return result;
}

/** Evaluation steps: `raw` = the required expression itself, `displayed`, and `required` (= displayed && raw). */
export type Step = { id: string; step: "raw" | "displayed" | "required" };
const node = (step: Step) => `${step.step}:${step.id}`;

/** The steps of evaluation in dependency order, and the cycles found (as lists of question ids). */
export function evaluationOrder(questions: readonly QuestionLike[]): { order: Step[]; cycles: string[][] } {
  const ids = new Set(questions.filter((question) => typeof question.id === "string").map((question) => question.id as string));
  const edges = new Map<string, Step[]>();
  for (const question of questions) {
    if (typeof question.id !== "string") continue;
    const id = question.id;
    const stateRefs = (attribute: unknown): Step[] =>
      isExpression(attribute)
        ? analyseExpression(attribute)
            .stateReferences.filter((ref) => ids.has(ref.id))
            .map((ref) => ({ id: ref.id, step: ref.state }))
        : [];
    edges.set(node({ id, step: "raw" }), stateRefs(question.required));
    edges.set(node({ id, step: "displayed" }), [...stateRefs(question.displayed), ...(question.displayed === "required" ? [{ id, step: "raw" as const }] : [])]);
    edges.set(node({ id, step: "required" }), [
      { id, step: "displayed" },
      { id, step: "raw" },
    ]);
  }
  const order: Step[] = [];
  const cycles: string[][] = [];
  const state = new Map<string, "visiting" | "done">();
  const stack: Step[] = [];
  const visit = (step: Step) => {
    const key = node(step);
    if (state.get(key) === "done") return;
    if (state.get(key) === "visiting") {
      const from = stack.findIndex((entry) => node(entry) === key);
      cycles.push([...new Set(stack.slice(from).map((entry) => entry.id))]);
      return;
    }
    state.set(key, "visiting");
    stack.push(step);
    for (const next of edges.get(key) ?? []) visit(next);
    stack.pop();
    state.set(key, "done");
    order.push(step);
  };
  for (const key of edges.keys()) {
    const [step, ...rest] = key.split(":");
    visit({ id: rest.join(":"), step: step as Step["step"] });
  }
  return { order, cycles };
}
