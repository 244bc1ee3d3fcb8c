// validateDefinition's issues, sorted by the question they belong to (by store key, which survives renames).
import { validateDefinition, type DefinitionIssue } from "@/lib/questions";
import { questionList, type EditorDocument } from "./document";

export type Issues = {
  /** The document these issues were computed for (null before the first check). */
  readonly checked: EditorDocument | null;
  readonly all: readonly DefinitionIssue[];
  readonly byKey: Readonly<Record<string, readonly DefinitionIssue[]>>;
};

export const noIssues: Issues = { checked: null, all: [], byKey: {} };

const QUESTION_PATH = /^questions\[(\d+)\]/;

export function issuesOf(doc: EditorDocument): Issues {
  const all = validateDefinition(questionList(doc), { eventType: doc.type });
  const byKey: Record<string, DefinitionIssue[]> = {};
  for (const issue of all) {
    const match = QUESTION_PATH.exec(issue.path);
    const key = match ? doc.order[Number(match[1])] : undefined;
    if (key) (byKey[key] ??= []).push(issue);
  }
  return { checked: doc, all, byKey };
}

/** The key of the question an issue's path points into, if any. */
export function keyOfIssue(doc: EditorDocument, issue: DefinitionIssue): string | undefined {
  const match = QUESTION_PATH.exec(issue.path);
  return match ? doc.order[Number(match[1])] : undefined;
}
