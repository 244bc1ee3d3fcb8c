// What the logic problems panel lists, from analyseLogic's report and the form: findings in form order with a
// short title and a plain sentence naming questions by their labels (never by ids a marketer does not know), and the
// dependency list
// (only questions whose logic reads or is read by another).
import type { FindingKind, LogicFinding, LogicReport } from "@/lib/logic";

type QuestionRef = { id: string; label?: string; type: string };
export type FindingRow = {
  questionId: string;
  index: number;
  attribute: "displayed" | "required";
  title: string;
  message: string;
  notProven: boolean;
};
export type DependencyRow = { questionId: string; index: number; reads: string[]; readBy: string[] };

export const FINDING_TITLES: Record<FindingKind, string> = {
  neverDisplayed: "Never displayed",
  requiredNeverDisplayed: "Required but never displayed",
  alwaysTrue: "Always true",
  alwaysFalse: "Always false",
};

/** A question's name for people: its label in quotes, else its id; an id the form lacks says so. */
export function questionName(questions: readonly QuestionRef[], id: string): string {
  const question = questions.find((candidate) => candidate.id === id);
  if (!question) return `“${id}” (not a question of this form)`;
  return typeof question.label === "string" && question.label.trim() ? `“${question.label.trim()}”` : `“${id}”`;
}

const list = (names: string[]) =>
  names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

/** The finding as a sentence: what holds, and how sure the search is, in the form's own words. */
export function findingSentence(
  finding: LogicFinding,
  questions: readonly QuestionRef[],
  references: readonly string[] = [],
): string {
  const name = (id: string) => questionName(questions, id);
  const what = finding.attribute === "displayed" ? "shown" : "required";
  const claim = {
    neverDisplayed: `${name(finding.questionId)} can never be shown`,
    requiredNeverDisplayed: `${name(finding.questionId)} is required but can never be shown`,
    alwaysTrue: `${name(finding.questionId)} is always ${what}, whatever the answers`,
    alwaysFalse: `${name(finding.questionId)} is never ${what}, whatever the answers`,
  }[finding.kind];
  const { answers, total, tried, complete, gaps } = finding.search;
  const read = list(answers.map(name));
  const missing = references.filter((id) => !questions.some((question) => question.id === id));
  if (missing.length)
    return (
      `${claim}: its logic reads ${list(missing.map((id) => `“${id}”`))}, ` +
      `which ${missing.length === 1 ? "is not a question" : "are not questions"} ` +
      `of this form.`
    );
  if (answers.length === 0) return `${claim}: its logic reads no answers, so no answer can change that.`;
  if (complete) {
    const tries =
      answers.length === 1 ? `every answer to ${read} was tried` : `every combination of answers to ${read} was tried`;
    return `${claim}: ${tries} (${total} ${total === 1 ? "possibility" : "possibilities"}).`;
  }
  // The search's own reasons name questions by id in quotes: name them as the form does.
  const reasons = gaps.map((gap) =>
    gap.replace(/'([^']+)'/g, (match, id: string) =>
      questions.some((question) => question.id === id) ? name(id) : match,
    ),
  );
  return `${claim} for the ${tried} answers tried to ${read}, but this is not certain: ${reasons.join("; ")}.`;
}

export function findingRows(report: LogicReport, questions: readonly QuestionRef[]): FindingRow[] {
  const index = new Map(questions.map((question, at) => [question.id, at]));
  return report.findings
    .map((finding) => ({
      questionId: finding.questionId,
      index: index.get(finding.questionId) ?? -1,
      attribute: finding.attribute,
      title: FINDING_TITLES[finding.kind],
      message: findingSentence(finding, questions, report.dependencies[finding.questionId]?.references),
      notProven: finding.verdict === "notProven",
    }))
    .filter((row) => row.index >= 0)
    .sort((a, b) => a.index - b.index);
}

export function dependencyRows(report: LogicReport, questions: readonly QuestionRef[]): DependencyRow[] {
  return questions.flatMap((question, index) => {
    const info = report.dependencies[question.id];
    if (!info || (info.references.length === 0 && info.referencedBy.length === 0)) return [];
    return [{ questionId: question.id, index, reads: info.references, readBy: info.referencedBy }];
  });
}
