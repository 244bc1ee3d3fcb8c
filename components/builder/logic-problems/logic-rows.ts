// What the logic problems panel lists, from analyseLogic's report and the form: findings in form order with a
// short title, and the dependency list (only questions whose logic reads or is read by another).
import type { FindingKind, LogicReport } from "@/lib/logic";

type QuestionRef = { id: string; label?: string; type: string };
export type FindingRow = { questionId: string; index: number; attribute: "displayed" | "required"; title: string; message: string; notProven: boolean };
export type DependencyRow = { questionId: string; index: number; reads: string[]; readBy: string[] };

export const FINDING_TITLES: Record<FindingKind, string> = {
  neverDisplayed: "Never displayed",
  requiredNeverDisplayed: "Required but never displayed",
  alwaysTrue: "Always true",
  alwaysFalse: "Always false",
};

export function findingRows(report: LogicReport, questions: readonly QuestionRef[]): FindingRow[] {
  const index = new Map(questions.map((question, at) => [question.id, at]));
  return report.findings
    .map((finding) => ({
      questionId: finding.questionId,
      index: index.get(finding.questionId) ?? -1,
      attribute: finding.attribute,
      title: FINDING_TITLES[finding.kind],
      message: finding.message,
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
