// The document's named events (docs/conventions.md 8): pure functions from a document to the next one. They
// return the same document when nothing changes, so the undo history never records a no-op.
import type { Question } from "@/lib/questions";
import { idFromLabel, renameQuestion, type RenameChange } from "@/lib/questions/ids";
import { questionList, takenIds, type EditorDocument, type EventType } from "./document";
import { deepEqual } from "./merge";
import { QuestionMap } from "./question-map";

const withQuestion = (doc: EditorDocument, key: string, question: Question): EditorDocument => ({
  ...doc,
  questions: doc.questions.with(key, question),
});
const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, value));

export function eventRenamed(doc: EditorDocument, name: string): EditorDocument {
  return doc.name === name ? doc : { ...doc, name };
}

export function eventTypeChanged(doc: EditorDocument, type: EventType): EditorDocument {
  return doc.type === type ? doc : { ...doc, type };
}

/** Inserts `question` at `index` (clamped); `auto` marks its id as following its label. */
export function questionAdded(
  doc: EditorDocument,
  question: Question,
  index: number,
  auto = true,
): { doc: EditorDocument; key: string } {
  const key = `q${doc.seq}`;
  const order = [...doc.order];
  order.splice(clamp(index, 0, order.length), 0, key);
  const autoIds = auto ? { ...doc.autoIds, [key]: true as const } : doc.autoIds;
  return { doc: { ...doc, order, questions: doc.questions.with(key, question), autoIds, seq: doc.seq + 1 }, key };
}

/**
 * Moves `keys` (kept in their form order) so that they start at `toIndex` of the order without them. One card
 * dragged to a position, or several selected cards moved up or down together.
 */
export function questionsMoved(doc: EditorDocument, keys: readonly string[], toIndex: number): EditorDocument {
  const moving = new Set(keys);
  const moved = doc.order.filter((key) => moving.has(key));
  if (moved.length === 0) return doc;
  const rest = doc.order.filter((key) => !moving.has(key));
  const at = clamp(toIndex, 0, rest.length);
  const order = [...rest.slice(0, at), ...moved, ...rest.slice(at)];
  return order.every((key, index) => key === doc.order[index]) ? doc : { ...doc, order };
}

/** Sets properties of one question; `undefined` removes a property. `id`, `type` and `label` have their own events. */
export function questionChanged(doc: EditorDocument, key: string, patch: Record<string, unknown>): EditorDocument {
  const question = doc.questions.get(key);
  if (!question) return doc;
  const next: Record<string, unknown> = { ...question };
  let changed = false;
  for (const [property, value] of Object.entries(patch)) {
    if (property === "id" || property === "type") continue;
    if (value === undefined) {
      if (property in next) {
        delete next[property];
        changed = true;
      }
    } else if (next[property] !== value) {
      next[property] = value;
      changed = true;
    }
  }
  return changed ? withQuestion(doc, key, next as Question) : doc;
}

/** Renames a question and rewrites the other questions' logic that refers to it (renameQuestion). */
function renamed(
  doc: EditorDocument,
  key: string,
  newId: string,
): { ok: true; doc: EditorDocument; rewrote: RenameChange[] } | { ok: false; error: string } {
  const oldId = doc.questions.get(key)!.id;
  if (oldId === newId) return { ok: true, doc, rewrote: [] };
  const result = renameQuestion(questionList(doc), oldId, newId);
  if (!result.ok) return result;
  // Only the questions renameQuestion touched are new objects: the others keep their identity, so memoised cards
  // of untouched questions do not re-render.
  const touched: [string, Question][] = [];
  result.questions.forEach((question, index) => {
    const at = doc.order[index];
    if (question !== doc.questions.get(at)) touched.push([at, question as Question]);
  });
  const questions = doc.questions.withEntries(touched);
  return {
    ok: true,
    doc: { ...doc, questions },
    rewrote: result.changes.filter((change) => change.attribute !== "id"),
  };
}

/** The label changes; while the id is auto it follows the label (and logic referring to it is rewritten). */
export function questionLabelChanged(doc: EditorDocument, key: string, label: string): EditorDocument {
  const question = doc.questions.get(key);
  if (!question || question.label === label) return doc;
  let next = withQuestion(doc, key, { ...question, label } as Question);
  if (doc.autoIds[key]) {
    const id = idFromLabel(label, takenIds(next, key), { type: question.type });
    const result = renamed(next, key, id);
    if (result.ok) next = result.doc;
  }
  return next;
}

/** An id typed by hand: the id stops following the label. Refused (document unchanged) when invalid or taken. */
export function questionIdRenamed(
  doc: EditorDocument,
  key: string,
  newId: string,
): { ok: true; doc: EditorDocument; rewrote: RenameChange[] } | { ok: false; error: string } {
  if (!doc.questions.has(key)) return { ok: false, error: "That question is no longer in the form." };
  const result = renamed(doc, key, newId);
  if (!result.ok) return result;
  if (!doc.autoIds[key]) return result;
  const autoIds = { ...result.doc.autoIds };
  delete autoIds[key];
  return { ...result, doc: { ...result.doc, autoIds } };
}

/** Back to the id derived from the label. */
export function questionIdMadeAuto(doc: EditorDocument, key: string): EditorDocument {
  const question = doc.questions.get(key);
  if (!question) return doc;
  const id = idFromLabel(question.label ?? "", takenIds(doc, key), { type: question.type });
  const result = renamed(doc, key, id);
  const base = result.ok ? result.doc : doc;
  return doc.autoIds[key] && base === doc ? doc : { ...base, autoIds: { ...base.autoIds, [key]: true } };
}

/** Replaces a question by its conversion to another type (convertQuestion); an auto id is derived again. */
export function questionTypeChanged(doc: EditorDocument, key: string, converted: Question): EditorDocument {
  const question = doc.questions.get(key);
  if (!question || question === converted) return doc;
  const next = withQuestion(doc, key, { ...converted, id: question.id } as Question);
  if (!doc.autoIds[key]) return next;
  const result = renamed(next, key, idFromLabel(converted.label ?? "", takenIds(next, key), { type: converted.type }));
  return result.ok ? result.doc : next;
}

/** A copy of each question right after it, with a fresh id ("jobTitle" → "jobTitle2"); returns the copies' keys. */
export function questionsDuplicated(
  doc: EditorDocument,
  keys: readonly string[],
): { doc: EditorDocument; keys: string[] } {
  const wanted = new Set(keys);
  const taken = takenIds(doc);
  const order: string[] = [];
  const added: [string, Question][] = [];
  const copies: string[] = [];
  let seq = doc.seq;
  for (const key of doc.order) {
    order.push(key);
    if (!wanted.has(key)) continue;
    const original = doc.questions.get(key)!;
    const id = idFromLabel(original.id, taken);
    taken.add(id);
    const copy = `q${seq++}`;
    added.push([copy, structuredClone({ ...original, id }) as Question]);
    order.push(copy);
    copies.push(copy);
  }
  return copies.length
    ? { doc: { ...doc, order, questions: doc.questions.withEntries(added), seq }, keys: copies }
    : { doc, keys: [] };
}

export function questionsDeleted(doc: EditorDocument, keys: readonly string[]): EditorDocument {
  const gone = new Set(keys.filter((key) => doc.questions.has(key)));
  if (gone.size === 0) return doc;
  const autoIds: Record<string, true> = {};
  const order = doc.order.filter((key) => !gone.has(key));
  for (const key of order) if (doc.autoIds[key]) autoIds[key] = true;
  return { ...doc, order, questions: doc.questions.without(gone), autoIds };
}

/**
 * The whole form replaced (a conflict resolved, a draft restored) as one undoable step. Questions keep their keys
 * where their id matches, so the selection and auto ids survive.
 */
export function documentReplaced(
  doc: EditorDocument,
  input: { name: string; type: EventType; questions: readonly Question[] },
): EditorDocument {
  const keyById = new Map(doc.order.map((key) => [doc.questions.get(key)!.id, key]));
  const order: string[] = [];
  const questions = new Map<string, Question>();
  const autoIds: Record<string, true> = {};
  let seq = doc.seq;
  for (const question of input.questions) {
    const existing = keyById.get(question.id);
    const key = existing !== undefined && !questions.has(existing) ? existing : `q${seq++}`;
    order.push(key);
    const before = doc.questions.get(key);
    questions.set(key, existing === key && deepEqual(before, question) ? before! : question);
    if (doc.autoIds[key] && existing === key) autoIds[key] = true;
  }
  return { name: input.name, type: input.type, order, questions: QuestionMap.of(questions), autoIds, seq };
}
