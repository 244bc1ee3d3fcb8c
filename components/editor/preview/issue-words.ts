// A value issue as a list under the question's name shows it: "E-mail: 'not-an-email' is not a valid e-mail
// address." validateValues' own messages start with the quoted label ("'E-mail' is not a valid e-mail address."),
// right where the capture app shows them, under the field; in a list after "E-mail: " the quoted label read as if it
// were the answer. So there the message is said of the answer instead (docs/studio.md "Send a test registration").
import { labelOf } from "@/lib/questions/validate-values";
import { excerpt } from "@/lib/logic/excerpt";

type Issue = { questionId: string; kind: string; message: string };
type Named = { id: string; label?: unknown; errorMessages?: unknown };

/** Whether the organiser wrote this kind's message (validateValues reports an override as written). */
function overridden(question: Named, kind: string): boolean {
  const messages = question.errorMessages;
  if (typeof messages !== "object" || messages === null) return false;
  const own = (messages as Record<string, unknown>)[kind];
  return typeof own === "string" && own !== "";
}

/** The answer as a message quotes it: text in quotes, a number as it is, anything else as "the answer". */
function answerWords(value: unknown): string {
  if (typeof value === "string") return `'${excerpt(value)}'`;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "the answer";
}

/**
 * The words to show after "<question's name>: " for `issue` of `question`, given the answer that was checked.
 * A message of the question's own (an errorMessages override) is shown as written.
 */
export function issueWords(issue: Issue, question: Named | undefined, answer: unknown): string {
  if (!question || issue.questionId !== question.id || overridden(question, issue.kind)) return issue.message;
  const named = labelOf(question);
  // "'Topics': 'B' is not one of the options." already names the answer after the colon.
  if (issue.message.startsWith(`${named}: `)) return issue.message.slice(named.length + 2);
  if (issue.kind === "required" && issue.message === `${named} is required.`) return "an answer is required.";
  if (issue.message.startsWith(`${named} `)) return `${answerWords(answer)} ${issue.message.slice(named.length + 1)}`;
  return issue.message;
}
