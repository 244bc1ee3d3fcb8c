// The scheduled check (issues.ts says what it finds): lib/questions validateDefinition, lib/logic dependencies and
// the text warnings.
// Loaded on demand by the editor's page (create-store's revalidate, background-check's fallback) and eagerly by
// the check's worker (issues.worker.ts). RE2 comes only with a form that carries a pattern of its own (a question's
// `pattern`, a `$regex` or a "/re/flags" string): checkedIssues loads it first, as the capture app does.
import { dependencies } from "@/lib/logic/dependencies";
import { hasRegexCompiler } from "@/lib/logic/regex-engine";
import { loadRegexCompiler, needsRegexCompiler } from "@/lib/logic/load-regex-compiler";
import { validateDefinition } from "@/lib/questions/validate-definition-without-re2";
import type { DefinitionIssue } from "@/lib/questions";
import { questionList, type EditorDocument } from "./document";
import { QUESTION_PATH, type Issues } from "./issues";
import { textWarnings } from "./text-warnings";

/** Loads RE2 when `questions` may meet a pattern of their own and it is not loaded yet. */
export async function regexFor(questions: unknown): Promise<void> {
  if (!hasRegexCompiler() && needsRegexCompiler(questions)) await loadRegexCompiler();
}

/** The issues of `doc`, RE2 loaded first when its questions need it. */
export async function checkedIssues(doc: EditorDocument): Promise<Issues> {
  await regexFor(questionList(doc));
  return issuesOf(doc);
}

/** The issues of `doc`; a pattern of its own needs RE2 loaded already (checkedIssues does that). */
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
    const { id } = doc.questions.get(key)!;
    const others = (graph[id]?.referencedBy ?? []).filter((other) => other !== id);
    if (others.length) result[key] = others;
  }
  return result;
}
