// The lead's follow-up e-mail from the event's template: `{questionId}` placeholders filled with the visitor's
// answers in words (an option's label, "Yes"/"No" for a checkbox, lists joined), `{{` and `}}` for literal braces.
// Answers never become markup or headers: the HTML part escapes them, and the subject is one line with every line
// break and control character removed, so no answer can add a header.
import { isPlainObject } from "../logic/is-plain-object";
import { answerOptions } from "../questions/answer-options";

type QuestionLike = { id: string; type: string; label?: unknown; options?: unknown };
export type FollowUpTemplate = { subject: string; body: string };
export type RenderedMail = { subject: string; text: string; html: string };
export type PlaceholderProblem = { placeholder: string; message: string };

const PLACEHOLDER = /\{\{|\}\}|\{([A-Za-z][A-Za-z0-9]*)\}/g;
// C0 and C1 controls, DEL, and the line and paragraph separators: none belongs in a header.
const HEADER_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** The placeholders of a template that name no question of the form (the studio shows them before saving). */
export function placeholderProblems(
  template: FollowUpTemplate,
  questions: readonly QuestionLike[],
): PlaceholderProblem[] {
  const ids = new Set(questions.map((question) => question.id));
  const problems: PlaceholderProblem[] = [];
  for (const part of [template.subject, template.body]) {
    for (const match of part.matchAll(PLACEHOLDER)) {
      const id = match[1];
      if (id && !ids.has(id) && !problems.some((problem) => problem.placeholder === match[0])) {
        problems.push({
          placeholder: match[0],
          message:
            `${match[0]} names no question of this form: use a question's ` +
            `id, such as {${questions[0]?.id ?? "fullName"}}.`,
        });
      }
    }
  }
  return problems;
}

export function renderFollowUp(
  template: FollowUpTemplate,
  values: Record<string, unknown>,
  questions: readonly QuestionLike[],
): RenderedMail {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const answer = (id: string) =>
    answerInWords(byId.get(id), isPlainObject(values[id]) ? (values[id] as { value?: unknown }).value : undefined);
  const fill = (text: string, escape: (value: string) => string) =>
    text.replace(PLACEHOLDER, (match, id: string | undefined) =>
      match === "{{" ? "{" : match === "}}" ? "}" : escape(answer(id ?? "")),
    );
  const subject = fill(template.subject, (value) => value)
    .replace(HEADER_UNSAFE, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
  const text = fill(template.body, (value) => value);
  const html = fill(escapeHtml(template.body), escapeHtml)
    .split(/\r?\n\r?\n/)
    .map((paragraph) => `<p>${paragraph.replace(/\r?\n/g, "<br>")}</p>`)
    .join("\n");
  return { subject, text, html };
}

/** An answer as a person reads it; an unanswered question is empty. */
export function answerInWords(question: QuestionLike | undefined, value: unknown): string {
  if (value === undefined || value === null) return "";
  if (question?.type === "checkbox") return value === true || value === "true" ? "Yes" : "No";
  if (Array.isArray(value))
    return value
      .map((item) => answerInWords(question, item))
      .filter(Boolean)
      .join(", ");
  if (typeof value === "string")
    return (question && answerOptions(question).find((option) => option.value === value)?.label) || value;
  return String(value);
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );
}
