"use client";
// "Check answers": the verdict above the form, with a link to each question that has a problem (the messages
// themselves appear under the questions, where the capture app shows them).
import type { ValueIssue } from "@/lib/questions";

/** `words`: what follows the question's name, said of the answer (issue-words.ts). */
export function CheckSummary({
  issues,
  name,
  words,
  onGo,
}: {
  issues: readonly ValueIssue[];
  name(id: string): string;
  words(issue: ValueIssue): string;
  onGo(id: string): void;
}) {
  if (issues.length === 0) {
    return (
      <p
        role="status"
        data-testid="check-summary"
        className={
          "mx-auto mb-2 max-w-prose rounded border border-emerald-300 " + "bg-emerald-50 p-2 text-sm text-emerald-900"
        }
      >
        No problems: the capture app would accept these answers.
      </p>
    );
  }
  return (
    <div
      role="status"
      data-testid="check-summary"
      className="mx-auto mb-2 max-w-prose rounded border border-red-300 bg-red-50 p-2 text-sm text-red-900"
    >
      <p className="font-medium">
        {issues.length} problem{issues.length > 1 ? "s" : ""}: the capture app would not accept these answers yet.
      </p>
      <ul className="list-disc pl-5">
        {issues.map((issue, index) => (
          <li key={index}>
            {issue.questionId && issue.kind !== "unknownQuestion" ? (
              <a
                href={`#preview-q-${issue.questionId}`}
                onClick={(event) => {
                  event.preventDefault();
                  onGo(issue.questionId);
                }}
                className="font-medium underline"
              >
                {name(issue.questionId)}
              </a>
            ) : null}
            {issue.questionId ? ": " : null}
            {issue.questionId ? words(issue) : issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
