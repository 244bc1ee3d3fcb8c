// "Why?" in words (docs/studio.md "Check it in the preview"): explain()'s evaluated tree turned into sentences a
// marketer reads — which clause held or failed, on which question, and what that question's answer was.
import type { ClauseExplanation, Explanation, ExpressionExplanation } from "@/lib/logic";
import { describeCondition, quote, type ValueWords } from "@/lib/logic/condition-words";
import { isPlainObject } from "@/lib/logic/is-plain-object";

export { describeCondition } from "@/lib/logic/condition-words";

export type QuestionName = (id: string) => string;

/** One line of the explanation: a sentence, whether it held, the question it reads (for a link), nested lines.
 *  `stored` is the same sentence with the stored values instead of the options' labels (shown on hover). */
export type WhyLine = {
  text: string;
  held: boolean;
  questionId?: string;
  answer?: string;
  stored?: string;
  children: WhyLine[];
};

/** The answer a clause read, for people. */
// A RegExp stands for a pattern here, not an object of operators.
const isObject = (value: unknown): value is Record<string, unknown> =>
  isPlainObject(value) && !(value instanceof RegExp);

export function describeAnswer(clause: Extract<ClauseExplanation, { kind: "field" }>, words?: ValueWords): string {
  const custom = isObject(clause.condition)
    ? Object.keys(clause.condition).find((key) => key === "$displayed" || key === "$required")
    : undefined;
  if (custom === "$displayed") return clause.actual ? "it is displayed" : "it is hidden";
  if (custom === "$required") return clause.actual ? "it is required" : "it is not required";
  if (
    clause.actual === undefined ||
    clause.actual === null ||
    clause.actual === "" ||
    (Array.isArray(clause.actual) && clause.actual.length === 0)
  )
    return "it is not answered";
  return `the answer is ${quote(clause.actual, words && ((value) => words(clause.questionId, value)))}`;
}

const GROUP_WORDS = { and: "All of these", or: "At least one of these", nor: "None of these" } as const;

function clauseLine(clause: ClauseExplanation, name: QuestionName, words?: ValueWords): WhyLine {
  if (clause.kind !== "field") {
    const verdict = clause.result ? "holds" : "does not hold";
    return {
      text: `${GROUP_WORDS[clause.kind]} must hold — this group ${verdict}:`,
      held: clause.result,
      children: clause.branches.map((branch) => branchLine(branch, name, words)),
    };
  }
  const verdict = clause.result ? "holds" : "does not hold";
  const answer = describeAnswer(clause, words);
  const sentence = (withWords?: ValueWords) =>
    `“${name(clause.questionId)}” ` +
    `${describeCondition(clause.condition, withWords && ((value) => withWords(clause.questionId, value)))} ` +
    `— ${verdict}: ${describeAnswer(clause, withWords)}.`;
  const text = sentence(words);
  const stored = sentence();
  return {
    text,
    held: clause.result,
    questionId: clause.questionId,
    answer,
    ...(stored === text ? {} : { stored }),
    children: [],
  };
}

function branchLine(branch: ExpressionExplanation, name: QuestionName, words?: ValueWords): WhyLine {
  if (branch.clauses.length === 1) return clauseLine(branch.clauses[0], name, words);
  return {
    text: `Together (${branch.result ? "holds" : "does not hold"}):`,
    held: branch.result,
    children: branch.clauses.map((clause) => clauseLine(clause, name, words)),
  };
}

/** The headline: what the question is, and the one-sentence reason. */
export function whyHeadline(explanation: Explanation): string {
  const { attribute, result, tree } = explanation;
  if (!tree || explanation.reason.startsWith("Not required because")) return explanation.reason;
  const word = attribute === "displayed" ? (result ? "Shown" : "Hidden") : result ? "Required" : "Not required";
  const failed = tree.clauses.filter((clause) => !clause.result).length;
  if (result)
    return tree.clauses.length === 1
      ? `${word} because its condition holds.`
      : `${word} because all ${tree.clauses.length} of its conditions hold.`;
  return tree.clauses.length === 1
    ? `${word} because its condition does not hold.`
    : `${word} because ${failed} of its ${tree.clauses.length} conditions do not hold.`;
}

/** Every clause of the explanation as lines (empty when the attribute has no expression). */
export function whyLines(explanation: Explanation, name: QuestionName, words?: ValueWords): WhyLine[] {
  return explanation.tree ? explanation.tree.clauses.map((clause) => clauseLine(clause, name, words)) : [];
}
