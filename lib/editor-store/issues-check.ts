// The scheduled check (issues.ts says what it finds): lib/questions validateDefinition, lib/logic dependencies and
// the text warnings.
// Loaded on demand by the editor's page (create-store's revalidate, background-check's fallback) and eagerly by
// the check's worker (issues.worker.ts).
import { dependencies } from "@/lib/logic/dependencies";
import { validateDefinition } from "@/lib/questions/validate-definition";
import type { DefinitionIssue } from "@/lib/questions";
import { questionList, type EditorDocument } from "./document";
import { QUESTION_PATH, type Issues } from "./issues";
import { textWarnings } from "./text-warnings";

export function issuesOf(doc: EditorDocument): Issues {
  const questions = questionList(doc);
  const all = validateDefinition(questions, { eventType: doc.type });
  const byKey: Record<string, DefinitionIssue[]> = {};
  for (const issue of all) {
    const match = QUESTION_PATH.exec(issue.path);
    const key = match ? doc.order[Number(match[1])] : undefined;
    if (key) (byKey[key] ??= []).push(issue);
  }
  return { checked: doc, all, byKey, referencedBy: referencesByKey(doc), textWarnings: textWarnings(questions) };
}

export function referencesByKey(doc: EditorDocument): Record<string, string[]> {
  const graph = dependencies(questionList(doc));
  const result: Record<string, string[]> = {};
  for (const key of doc.order) {
    const others = (graph[doc.questions[key].id]?.referencedBy ?? []).filter((id) => id !== doc.questions[key].id);
    if (others.length) result[key] = others;
  }
  return result;
}
