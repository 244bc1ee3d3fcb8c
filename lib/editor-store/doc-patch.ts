// What the editor's background worker is sent of a document: the questions changed since the document it was sent
// last (by identity: the store never changes a question in place), and the order only when it changed. Copying a
// whole document of 5,000 questions to the worker (a structured clone) took tens of milliseconds of the main thread
// after each pause in the typing; a patch copies what changed (docs/benchmarks.md).
import type { Question } from "@/lib/questions";
import type { EditorDocument } from "./document";
import { QuestionMap } from "./question-map";

export type DocPatch = {
  readonly name: string;
  readonly type: EditorDocument["type"];
  /** The order, or null when it is the last document's. */
  readonly order: readonly string[] | null;
  /** The questions that differ from the last document's: every question when `whole` (a plain record: it is cloned). */
  readonly questions: Readonly<Record<string, Question>>;
  readonly autoIds: EditorDocument["autoIds"];
  readonly seq: number;
  /** The whole document: the worker has none before it. */
  readonly whole: boolean;
};

/** The patch that turns `last` (what the worker holds; null: nothing yet) into `doc`. */
export function docPatch(last: EditorDocument | null, doc: EditorDocument): DocPatch {
  const { name, type, autoIds, seq } = doc;
  if (!last) return { name, type, order: doc.order, questions: doc.questions.toRecord(), autoIds, seq, whole: true };
  const questions: Record<string, Question> = {};
  for (const key of doc.order) {
    const question = doc.questions.get(key)!;
    if (last.questions.get(key) !== question) questions[key] = question;
  }
  return { name, type, order: doc.order === last.order ? null : doc.order, questions, autoIds, seq, whole: false };
}

/** The document `patch` describes, given the one the last patch described (null before the first). */
export function applyDocPatch(last: EditorDocument | null, patch: DocPatch): EditorDocument {
  const { name, type, autoIds, seq } = patch;
  if (patch.whole || !last) {
    if (!patch.whole) throw new Error("A partial document patch came before a whole one.");
    return { name, type, order: patch.order ?? [], questions: QuestionMap.of(patch.questions), autoIds, seq };
  }
  const order = patch.order ?? last.order;
  const questions = QuestionMap.of(
    order.map((key) => [key, patch.questions[key] ?? last.questions.get(key)!] as const),
  );
  return { name, type, order, questions, autoIds, seq };
}
