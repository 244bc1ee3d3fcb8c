// The scheduled check (issues.ts says what it finds): lib/questions validateDefinition, lib/logic dependencies and
// the text warnings.
// Loaded on demand by the editor's page (create-store's revalidate, background-check's fallback) and by the check's
// worker (issues.worker.ts) for the first document whose definition issues it is not given. RE2 comes only with a
// form that carries a pattern of its own (a question's `pattern`, a `$regex` or a "/re/flags" string): checkedIssues
// loads it first, as the capture app does.
import { hasRegexCompiler } from "@/lib/logic/regex-engine";
import { loadRegexCompiler, needsRegexCompiler } from "@/lib/logic/load-regex-compiler";
import { validateDefinition } from "@/lib/questions/validate-definition-without-re2";
import { questionList, type EditorDocument } from "./document";
import type { Issues } from "./issues";
import { issuesFrom } from "./issues-of";

export { referencesByKey } from "./issues-of";

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
  return issuesFrom(doc, validateDefinition(questionList(doc), { eventType: doc.type }));
}
