// Restoring one question of an old version into today's form (docs/studio.md "History"): the question comes back
// whole, with its conditions, where it was (or in its old place, when today's form lacks it); the questions its
// conditions read that today's form no longer has are named first, so nobody restores a broken reference unawares.
import { dependencies } from "@/lib/logic/dependencies";

type Question = { id?: unknown; [property: string]: unknown };

export type QuestionRestore = {
  questions: Question[];
  /** Ids the restored question's conditions read that are not in the form after the restore. */
  missing: string[];
  /** True when today's form had the question (it is replaced), false when it comes back. */
  replaced: boolean;
};

/** Today's `current` questions with question `id` as `version` has it; null when the version has no such question. */
export function restoreQuestion(
  current: readonly Question[],
  version: readonly Question[],
  id: string,
): QuestionRestore | null {
  const position = version.findIndex((question) => question.id === id);
  if (position < 0) return null;
  const restored = structuredClone(version[position]);
  const at = current.findIndex((question) => question.id === id);
  const questions = [...current];
  if (at >= 0) questions[at] = restored;
  else questions.splice(Math.min(position, questions.length), 0, restored);
  const ids = new Set(questions.map((question) => question.id));
  const missing = (dependencies(questions)[id]?.references ?? []).filter((reference) => !ids.has(reference));
  return { questions, missing, replaced: at >= 0 };
}
