// The answers logic reads, from registration values: the lenient forms a client may send for a type ("42" for a
// number or a rating, "true" for a checkbox) as the values they stand for, so that `{age: {$gte: 18}}` means the
// same whichever form arrived. The values themselves are stored as sent.
import type { Answers } from "../logic/compile";
import { answersFromValues } from "../logic/evaluate";

type QuestionLike = { id?: unknown; type?: unknown };

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

/** One answer as logic reads it, for a question of `type`. */
export function canonicalAnswer(type: unknown, value: unknown): unknown {
  if (typeof value !== "string") return value;
  if ((type === "number" || type === "rating") && NUMERIC.test(value)) return Number(value);
  if (type === "checkbox" && (value === "true" || value === "false")) return value === "true";
  return value;
}

/** Registration values (`{"<id>": {"value": …}}`) as the answers logic evaluates. */
export function answersForLogic(questions: readonly QuestionLike[], values: Record<string, unknown>): Answers {
  const answers = answersFromValues(values);
  for (const question of questions) {
    if (typeof question.id === "string" && question.id in answers)
      answers[question.id] = canonicalAnswer(question.type, answers[question.id]);
  }
  return answers;
}
