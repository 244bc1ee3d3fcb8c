// The scheduled check's findings from validateDefinition's issues of a document: the issues by question, who refers
// to whom in logic and the text warnings. Without zod: the check's worker computes these for a document whose
// definition issues it is given (the saved form's, checked by the server that rendered the page) and loads
// validateDefinition (issues-check.ts) only for the first document it must check itself.
import { dependencies } from "@/lib/logic/dependencies";
import type { DefinitionIssue } from "@/lib/questions";
import { questionList, type EditorDocument } from "./document";
import { QUESTION_PATH, type Issues } from "./issues";
import { textWarnings } from "./text-warnings";

/** The issues of `doc` whose validateDefinition issues are `all`. */
export function issuesFrom(doc: EditorDocument, all: readonly DefinitionIssue[]): Issues {
  const byKey: Record<string, DefinitionIssue[]> = {};
  for (const issue of all) {
    const match = QUESTION_PATH.exec(issue.path);
    const key = match ? doc.order[Number(match[1])] : undefined;
    if (key) (byKey[key] ??= []).push(issue);
  }
  return {
    checked: doc,
    all,
    byKey,
    referencedBy: referencesByKey(doc),
    textWarnings: textWarnings(questionList(doc)),
  };
}

export function referencesByKey(doc: EditorDocument): Record<string, string[]> {
  const graph = dependencies(questionList(doc));
  const result: Record<string, string[]> = {};
  for (const key of doc.order) {
    const { id } = doc.questions.get(key)!;
    const others = (graph[id]?.referencedBy ?? []).filter((other) => other !== id);
    if (others.length) result[key] = others;
  }
  return result;
}
