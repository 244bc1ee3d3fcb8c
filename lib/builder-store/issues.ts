// What the scheduled check finds: validateDefinition's issues sorted by the question they belong to, and who refers
// to whom in logic (lib/logic dependencies). Keyed by store key, which survives renames.
import { dependencies } from "@/lib/logic";
import { validateDefinition, type DefinitionIssue } from "@/lib/questions";
import { questionList, type EditorDocument } from "./document";

export type Issues = {
  /** The document these issues were computed for (null before the first check). */
  readonly checked: EditorDocument | null;
  readonly all: readonly DefinitionIssue[];
  readonly byKey: Readonly<Record<string, readonly DefinitionIssue[]>>;
  /** For each key: the ids of the other questions whose displayed/required logic reads this question. */
  readonly referencedBy: Readonly<Record<string, readonly string[]>>;
};

export const noIssues: Issues = { checked: null, all: [], byKey: {}, referencedBy: {} };

const QUESTION_PATH = /^questions\[(\d+)\]/;

export function issuesOf(doc: EditorDocument): Issues {
  const questions = questionList(doc);
  const all = validateDefinition(questions, { eventType: doc.type });
  const byKey: Record<string, DefinitionIssue[]> = {};
  for (const issue of all) {
    const match = QUESTION_PATH.exec(issue.path);
    const key = match ? doc.order[Number(match[1])] : undefined;
    if (key) (byKey[key] ??= []).push(issue);
  }
  return { checked: doc, all, byKey, referencedBy: referencesByKey(doc) };
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

/** The key of the question an issue's path points into, if any. */
export function keyOfIssue(doc: EditorDocument, issue: DefinitionIssue): string | undefined {
  const match = QUESTION_PATH.exec(issue.path);
  return match ? doc.order[Number(match[1])] : undefined;
}
