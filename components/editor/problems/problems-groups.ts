// The problems panel's grouping: issues under the question they belong to, in form order, the form's own issues
// (a missing check-in question, too many questions) first.
/** A warning (odd characters in a text) is shown with the problems but never blocks saving. */
export type ProblemIssue = {
  path: string;
  message: string;
  questionLabel: string;
  questionIndex: number;
  warning?: boolean;
};
export type ProblemGroup = {
  key: string;
  heading: string;
  questionIndex: number | null;
  issues: (ProblemIssue & { text: string })[];
};

// validateDefinition names the question at the start of each message; under its heading that is said already.
const QUESTION_PREFIX = /^(Question '[^']*' \(\d+\w*\)|The \d+\w* question): /;

export function problemText(message: string): string {
  const text = message.replace(QUESTION_PREFIX, "");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function groupProblems(issues: readonly ProblemIssue[]): ProblemGroup[] {
  const groups = new Map<number, ProblemGroup>();
  for (const issue of issues) {
    const index = Number.isInteger(issue.questionIndex) && issue.questionIndex >= 0 ? issue.questionIndex : -1;
    let group = groups.get(index);
    if (!group) {
      group =
        index === -1
          ? { key: "form", heading: "The form", questionIndex: null, issues: [] }
          : {
              key: `question-${index}`,
              heading: `${index + 1}. ${issue.questionLabel.trim() || "Untitled question"}`,
              questionIndex: index,
              issues: [],
            };
      groups.set(index, group);
    }
    group.issues.push({ ...issue, text: index === -1 ? issue.message : problemText(issue.message) });
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([, group]) => group);
}
