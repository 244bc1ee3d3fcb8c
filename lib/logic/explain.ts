// "Why is this hidden?": the evaluated tree of a question's displayed or required logic — each clause, the value
// it read and its result — for the live preview.
import { compileExpression, type Answers, type FormState } from "./compile";
import { compileForm } from "./evaluate";
import { CUSTOM_OPERATORS, LOGICAL_OPERATORS } from "./operator-names";
import { isPlainObject } from "./is-plain-object";

type QuestionLike = {
  id?: unknown;
  type?: unknown;
  displayed?: unknown;
  required?: unknown;
  [property: string]: unknown;
};

export type ClauseExplanation =
  | { kind: "field"; questionId: string; condition: unknown; actual: unknown; result: boolean }
  | { kind: "and" | "or" | "nor"; result: boolean; branches: ExpressionExplanation[] };
export type ExpressionExplanation = { result: boolean; clauses: ClauseExplanation[] };
export type Explanation = {
  questionId: string;
  attribute: "displayed" | "required";
  result: boolean;
  /** A sentence for people: why the attribute has this value. */
  reason: string;
  tree: ExpressionExplanation | null;
};

function explainExpression(
  expression: Record<string, unknown>,
  answers: Answers,
  state: FormState,
): ExpressionExplanation {
  const clauses: ClauseExplanation[] = Object.entries(expression).map(([key, condition]) => {
    const result = compileExpression({ [key]: condition }, state)?.(answers) ?? false;
    if (LOGICAL_OPERATORS.has(key) && Array.isArray(condition)) {
      const branches = condition.filter(isPlainObject).map((branch) => explainExpression(branch, answers, state));
      return { kind: key.slice(1) as "and" | "or" | "nor", result, branches };
    }
    const customOp = isPlainObject(condition)
      ? Object.keys(condition).find((op) => CUSTOM_OPERATORS.has(op))
      : undefined;
    const actual =
      customOp === "$displayed"
        ? (state.displayed[key] ?? true)
        : customOp === "$required"
          ? (state.required[key] ?? false)
          : answers[key];
    return { kind: "field", questionId: key, condition, actual, result };
  });
  return { result: clauses.every((clause) => clause.result), clauses };
}

export function explain(
  questions: readonly QuestionLike[],
  questionId: string,
  answers: Answers,
  attribute: "displayed" | "required" = "displayed",
): Explanation {
  const form = compileForm(questions);
  const evaluation = form.evaluate(answers);
  const question = questions.find((candidate) => candidate.id === questionId);
  if (!question)
    return { questionId, attribute, result: false, reason: `There is no question '${questionId}'.`, tree: null };
  const value = question[attribute];
  // Every question with an id has both values in an evaluation, and the one found here has the id asked for.
  const result = evaluation[attribute][questionId];
  if (attribute === "required" && evaluation.displayed[questionId] === false) {
    return {
      questionId,
      attribute,
      result,
      reason: "Not required because the question is hidden.",
      tree: isPlainObject(value) ? explainExpression(value, answers, form.state) : null,
    };
  }
  if (value === undefined)
    return {
      questionId,
      attribute,
      result,
      reason: attribute === "displayed" ? "Always shown (no condition)." : "Not required (no condition).",
      tree: null,
    };
  if (value === "required")
    return {
      questionId,
      attribute,
      result,
      reason: result ? "Shown because it is required." : "Hidden because it is not required.",
      tree: null,
    };
  if (!isPlainObject(value))
    return { questionId, attribute, result, reason: `Set to ${JSON.stringify(value)}.`, tree: null };
  const tree = explainExpression(value, answers, form.state);
  const failing = tree.clauses
    .filter((clause) => !clause.result)
    .map((clause) => (clause.kind === "field" ? `'${clause.questionId}'` : `the $${clause.kind} group`));
  const reason = result
    ? `${attribute === "displayed" ? "Shown" : "Required"}: every condition holds.`
    : `${attribute === "displayed" ? "Hidden" : "Not required"}: the condition on ${failing.join(", ")} does not hold.`;
  return { questionId, attribute, result, reason, tree };
}
