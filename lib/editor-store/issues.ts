// What the scheduled check finds: validateDefinition's issues sorted by the question they belong to, and who refers
// to whom in logic. Keyed by store key, which survives renames. The check itself is in issues-check.ts, which the
// editor's page loads only on demand (zod, RE2 and sift come with it): the worker runs it, and the save awaits it.
import type { DefinitionIssue } from "@/lib/questions";
import type { EditorDocument } from "./document";
import type { TextWarning } from "./text-warnings";

export type Issues = {
  /** The document these issues were computed for (null before the first check). */
  readonly checked: EditorDocument | null;
  readonly all: readonly DefinitionIssue[];
  readonly byKey: Readonly<Record<string, readonly DefinitionIssue[]>>;
  /** For each key: the ids of the other questions whose displayed/required logic reads this question. */
  readonly referencedBy: Readonly<Record<string, readonly string[]>>;
  /** Invisible or direction-changing characters in labels and ids (warnings: they do not block the save). */
  readonly textWarnings: readonly TextWarning[];
};

export const noIssues: Issues = { checked: null, all: [], byKey: {}, referencedBy: {}, textWarnings: [] };

export const QUESTION_PATH = /^questions\[(\d+)\]/;

/** The key of the question an issue's path points into, if any. */
export function keyOfIssue(doc: EditorDocument, issue: DefinitionIssue): string | undefined {
  const match = QUESTION_PATH.exec(issue.path);
  return match ? doc.order[Number(match[1])] : undefined;
}
