// validateDefinition issues of one question, placed under the field their path names; and focus targets.
import type { DefinitionIssue } from "@/lib/questions";

/** The issue's path inside its question (".options[2].label"), or null when it is about another question. */
export function pathInQuestion(path: string, index: number): string | null {
  const prefix = `questions[${index}]`;
  if (!path.startsWith(prefix)) return null;
  const rest = path.slice(prefix.length);
  return rest === "" || rest.startsWith(".") || rest.startsWith("[") ? rest : null;
}

/** The top-level property a path inside a question belongs to ("" for the question itself). */
export const fieldOf = (inner: string) => /^\.([^.[]+)/.exec(inner)?.[1] ?? "";

/** Messages name the question for the problems panel; under its own field that prefix is noise. */
export const fieldMessage = (message: string) =>
  message.replace(/^(Question '[^']*' \([^)]*\)|The \S+ question): /, "");

export type FieldIssue = { path: string; message: string };

export function issuesByField(issues: readonly DefinitionIssue[], index: number): Map<string, FieldIssue[]> {
  const byField = new Map<string, FieldIssue[]>();
  for (const issue of issues) {
    const inner = pathInQuestion(issue.path, index);
    if (inner === null) continue;
    const field = fieldOf(inner);
    const list = byField.get(field) ?? [];
    list.push({ path: inner, message: fieldMessage(issue.message) });
    byField.set(field, list);
  }
  return byField;
}

/** Paths to try for focus, most specific first: ".options[0].label", ".options[0]", ".options". */
export function focusCandidates(inner: string): string[] {
  const candidates: string[] = [];
  let rest = inner;
  while (rest) {
    candidates.push(rest);
    rest = rest.replace(/(\.[^.[]+|\[\d+\])$/, "");
  }
  return candidates;
}
