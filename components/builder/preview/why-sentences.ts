// "Why?" in words (issue 12: "make it the best part"): explain()'s evaluated tree turned into sentences a
// marketer reads — which clause held or failed, on which question, and what that question's answer was.
import type { ClauseExplanation, Explanation, ExpressionExplanation } from "@/lib/logic";
import { REGEX_STRING } from "@/lib/logic/operators";

export type QuestionName = (id: string) => string;

/** One line of the explanation: a sentence, whether it held, the question it reads (for a link), nested lines. */
export type WhyLine = { text: string; held: boolean; questionId?: string; answer?: string; children: WhyLine[] };

// A "/re/" string is a pattern as a value or a list's item, plain text inside a list compared whole (docs/api.md).
const quote = (value: unknown, patterns = true): string => {
  if (typeof value === "string") return patterns && REGEX_STRING.test(value) ? `the pattern ${value}` : `“${value}”`;
  if (Array.isArray(value)) return value.length ? value.map((item) => (Array.isArray(item) ? `[${item.map((inner) => quote(inner, false)).join(", ")}]` : quote(item, patterns))).join(", ") : "nothing";
  if (value instanceof RegExp) return `the pattern ${String(value)}`;
  return JSON.stringify(value);
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof RegExp);

/** What a condition on one question asks, as a verb phrase: "is “partner”", "is one of “a”, “b”", "is answered". */
export function describeCondition(condition: unknown): string {
  if (typeof condition === "string" && REGEX_STRING.test(condition)) return `matches the pattern ${condition}`;
  if (!isObject(condition)) return `is ${quote(condition)}`;
  const parts = Object.entries(condition).flatMap(([operator, operand]): string[] => {
    switch (operator) {
      case "$eq":
        return [`is ${quote(operand)}`];
      case "$ne":
        return [`is not ${quote(operand)}`];
      case "$in":
        return [`is one of ${quote(operand)}`];
      case "$nin":
        return [`is none of ${quote(operand)}`];
      case "$gt":
        return [`is greater than ${quote(operand)}`];
      case "$gte":
        return [`is at least ${quote(operand)}`];
      case "$lt":
        return [`is less than ${quote(operand)}`];
      case "$lte":
        return [`is at most ${quote(operand)}`];
      case "$exists":
        return [operand ? "is answered" : "is not answered"];
      case "$regex": {
        const flags = typeof condition.$options === "string" && condition.$options ? ` (flags ${condition.$options})` : "";
        return [`matches the pattern ${typeof operand === "string" ? `/${operand}/` : String(operand)}${flags}`];
      }
      case "$options":
        return [];
      case "$all":
        return [Array.isArray(operand) && operand.length === 0 ? "contains all of an empty list (which never holds)" : `contains all of ${quote(operand)}`];
      case "$size":
        return [`has exactly ${quote(operand)} chosen`];
      case "$elemMatch":
        return [`has a choice that ${describeCondition(operand)}`];
      case "$not":
        return [`does not satisfy “${describeCondition(operand)}”`];
      case "$displayed":
        return [operand ? "is displayed" : "is hidden"];
      case "$required":
        return [operand ? "is required" : "is not required"];
      default:
        return [`${operator} ${quote(operand)}`];
    }
  });
  return parts.length ? parts.join(" and ") : "matches anything";
}

/** The answer a clause read, for people. */
export function describeAnswer(clause: Extract<ClauseExplanation, { kind: "field" }>): string {
  const custom = isObject(clause.condition) ? Object.keys(clause.condition).find((key) => key === "$displayed" || key === "$required") : undefined;
  if (custom === "$displayed") return clause.actual ? "it is displayed" : "it is hidden";
  if (custom === "$required") return clause.actual ? "it is required" : "it is not required";
  if (clause.actual === undefined || clause.actual === null || clause.actual === "" || (Array.isArray(clause.actual) && clause.actual.length === 0)) return "it is not answered";
  return `the answer is ${quote(clause.actual)}`;
}

const GROUP_WORDS = { and: "All of these", or: "At least one of these", nor: "None of these" } as const;

function clauseLine(clause: ClauseExplanation, name: QuestionName): WhyLine {
  if (clause.kind !== "field") {
    const verdict = clause.result ? "holds" : "does not hold";
    return { text: `${GROUP_WORDS[clause.kind]} must hold — this group ${verdict}:`, held: clause.result, children: clause.branches.map((branch) => branchLine(branch, name)) };
  }
  const verdict = clause.result ? "holds" : "does not hold";
  const answer = describeAnswer(clause);
  return { text: `“${name(clause.questionId)}” ${describeCondition(clause.condition)} — ${verdict}: ${answer}.`, held: clause.result, questionId: clause.questionId, answer, children: [] };
}

function branchLine(branch: ExpressionExplanation, name: QuestionName): WhyLine {
  if (branch.clauses.length === 1) return clauseLine(branch.clauses[0], name);
  return { text: `Together (${branch.result ? "holds" : "does not hold"}):`, held: branch.result, children: branch.clauses.map((clause) => clauseLine(clause, name)) };
}

/** The headline: what the question is, and the one-sentence reason. */
export function whyHeadline(explanation: Explanation): string {
  const { attribute, result, tree } = explanation;
  if (!tree || explanation.reason.startsWith("Not required because")) return explanation.reason;
  const word = attribute === "displayed" ? (result ? "Shown" : "Hidden") : result ? "Required" : "Not required";
  const failed = tree.clauses.filter((clause) => !clause.result).length;
  if (result) return tree.clauses.length === 1 ? `${word} because its condition holds.` : `${word} because all ${tree.clauses.length} of its conditions hold.`;
  return tree.clauses.length === 1 ? `${word} because its condition does not hold.` : `${word} because ${failed} of its ${tree.clauses.length} conditions do not hold.`;
}

/** Every clause of the explanation as lines (empty when the attribute has no expression). */
export function whyLines(explanation: Explanation, name: QuestionName): WhyLine[] {
  return explanation.tree ? explanation.tree.clauses.map((clause) => clauseLine(clause, name)) : [];
}
