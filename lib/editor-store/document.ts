// The editor's document: the event's name, type and questions, normalised as an order of stable keys and a map
// from key to question. Keys never change while a question lives in the editor; ids do (renames).
import type { Question } from "@/lib/questions";
import { QuestionMap } from "./question-map";

export type EventType = "standard" | "checkIn";

export type EditorDocument = {
  readonly name: string;
  readonly type: EventType;
  readonly order: readonly string[];
  /** By key, shared in chunks with the documents before it (question-map.ts). */
  readonly questions: QuestionMap;
  /** Questions whose id still follows their label (shown as "auto"); only questions added in this editor. */
  readonly autoIds: Readonly<Record<string, true>>;
  /** The next key number: kept in the document so that undo and redo restore keys consistently. */
  readonly seq: number;
};

export type DocumentInput = { name: string; type: EventType; questions: readonly Question[] };

/** Loaded questions keep their ids: a saved id names stored registration data, so it never follows its label. */
export function documentLoaded(input: DocumentInput): EditorDocument {
  const order = input.questions.map((_, index) => `q${index}`);
  const questions = QuestionMap.of(input.questions.map((question, index) => [order[index], question] as const));
  return { name: input.name, type: input.type, order, questions, autoIds: {}, seq: input.questions.length };
}

/** The questions in form order, as the API takes them. */
export function questionList(doc: EditorDocument): Question[] {
  return doc.order.map((key) => doc.questions.get(key)!);
}

export function takenIds(doc: EditorDocument, except?: string): Set<string> {
  const ids = new Set<string>();
  for (const key of doc.order) if (key !== except) ids.add(doc.questions.get(key)!.id);
  return ids;
}

export function keyOfId(doc: EditorDocument, id: string): string | undefined {
  return doc.order.find((key) => doc.questions.get(key)!.id === id);
}
