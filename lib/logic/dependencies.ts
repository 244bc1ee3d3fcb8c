// Who refers to whom: for the builder's "used by" view, for evaluation order, and for finding cycles through
// $displayed, $required and `displayed: "required"`.
// References only (never whether a pattern compiles: validateDefinition says that), so no regex engine here.
import { expressionReferences } from "./analyse-without-re2";
import { isPlainObject } from "./is-plain-object";

type QuestionLike = { id?: unknown; displayed?: unknown; required?: unknown; [property: string]: unknown };

export type DependencyInfo = { references: string[]; referencedBy: string[] };

const isExpression = isPlainObject;

/** For each question id: the ids its displayed/required logic reads, and the ids whose logic reads it. */
export function dependencies(questions: readonly QuestionLike[]): Record<string, DependencyInfo> {
  const result: Record<string, DependencyInfo> = {};
  for (const question of questions) {
    if (typeof question.id !== "string") continue;
    result[question.id] = {
      references: [],
      referencedBy: [],
    };
  }
  for (const question of questions) {
    if (typeof question.id !== "string") continue;
    const references = new Set<string>();
    for (const attribute of [question.displayed, question.required]) {
      if (isExpression(attribute)) for (const id of expressionReferences(attribute).references) references.add(id);
    }
    result[question.id].references = [...references];
    for (const id of references) result[id]?.referencedBy.push(question.id);
  }
  return result;
}

/** Evaluation steps: `raw` = the required expression itself, `displayed`, and `required` (= displayed && raw). */
export type Step = { id: string; step: "raw" | "displayed" | "required" };
const STEPS = ["raw", "displayed", "required"] as const;

/**
 * The graph behind the order, for incremental evaluation. Step number s belongs to question ids[⌊s/3⌋] and is its
 * raw (s%3 = 0), displayed (1) or required (2) step; needs[s] lists the steps it reads, reads[s] the answers
 * (question ids) its expression reads; `order` is the evaluation order as step numbers.
 */
export type StepGraph = { ids: string[]; needs: number[][]; reads: string[][]; order: number[] };

/**
 * The steps of evaluation in dependency order, and the cycles found (as lists of question ids). Steps are numbered
 * 3 × (question's position) + (0 raw, 1 displayed, 2 required): this runs on every definition check and every
 * compile, for forms of up to 1000 questions.
 */
export function evaluationOrder(questions: readonly QuestionLike[]): {
  order: Step[];
  cycles: string[][];
  graph: StepGraph;
} {
  // The first question with an id is the one its id names, as in evaluation.
  const position = new Map<string, number>();
  const named: QuestionLike[] = [];
  for (const question of questions) {
    if (typeof question.id === "string" && !position.has(question.id)) {
      position.set(question.id, named.length);
      named.push(question);
    }
  }
  const ids = named.map((question) => question.id as string);
  const edges: number[][] = [];
  const reads: string[][] = [];
  for (const [index, question] of named.entries()) {
    // The steps an expression reads; its answers go to `reads[step]`.
    const analyse = (attribute: unknown, step: number): number[] => {
      if (!isExpression(attribute)) return [];
      const analysis = expressionReferences(attribute);
      reads[step] = [...analysis.references];
      const steps: number[] = [];
      for (const ref of analysis.stateReferences) {
        const target = position.get(ref.id);
        if (target !== undefined) steps.push(3 * target + (ref.state === "displayed" ? 1 : 2));
      }
      return steps;
    };
    const [raw, shown, required] = [3 * index, 3 * index + 1, 3 * index + 2];
    reads[raw] = reads[shown] = reads[required] = [];
    edges[raw] = analyse(question.required, raw);
    edges[shown] = question.displayed === "required" ? [raw] : analyse(question.displayed, shown);
    edges[required] = [shown, raw];
  }
  const order: Step[] = [];
  const numbered: number[] = [];
  const cycles: string[][] = [];
  const state = new Uint8Array(edges.length); // 0 unseen, 1 on the current path, 2 done
  const path: number[] = [];
  const visit = (step: number) => {
    if (state[step] === 2) return;
    if (state[step] === 1) {
      cycles.push([...new Set(path.slice(path.lastIndexOf(step)).map((onPath) => ids[Math.floor(onPath / 3)]))]);
      return;
    }
    state[step] = 1;
    path.push(step);
    for (const next of edges[step]) visit(next);
    path.pop();
    state[step] = 2;
    order.push({ id: ids[Math.floor(step / 3)], step: STEPS[step % 3] });
    numbered.push(step);
  };
  for (let step = 0; step < edges.length; step++) visit(step);
  return { order, cycles, graph: { ids, needs: edges, reads, order: numbered } };
}
