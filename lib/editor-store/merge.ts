// Three-way merge of a form after a 412 (docs/studio.md "When someone else saved first"): what each side
// changed since the version both started from, and the form that a person's choice produces. Questions are
// matched by id; ids are unique within each form (a form with problems is never saved, so never merged).
import type { Question } from "../questions";

export type QuestionChange = { id: string; kind: "added" | "removed" | "changed" | "moved"; properties: string[] };
export type ConflictDiff = {
  mine: QuestionChange[];
  theirs: QuestionChange[];
  conflicting: string[]; /* ids both changed */
};
export type Resolution = "theirs" | "mine" | { perQuestion: Record<string, "mine" | "theirs"> };

type Form = readonly Question[];
const byId = (form: Form) => new Map(form.map((question) => [question.id, question]));

/** Structural equality of JSON-like values; a property set to undefined counts as absent. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => deepEqual(item, b[index]))
    );
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  return propertyNames(left, right).every((key) => deepEqual(left[key], right[key]));
}

function propertyNames(...objects: Record<string, unknown>[]): string[] {
  const names = new Set<string>();
  for (const object of objects)
    for (const [key, value] of Object.entries(object)) if (value !== undefined) names.add(key);
  return [...names];
}

/** Top-level properties whose values differ, in a stable order. */
function changedProperties(before: Question, after: Question): string[] {
  const left = before as Record<string, unknown>;
  const right = after as Record<string, unknown>;
  return propertyNames(left, right)
    .filter((key) => !deepEqual(left[key], right[key]))
    .sort();
}

/**
 * Ids whose place among the questions both forms share changed: everything outside a longest increasing run of
 * base positions, so moving one question reports that one and not all it jumped over.
 */
function movedIds(base: Form, side: Form): Set<string> {
  const basePosition = new Map(base.map((question, index) => [question.id, index]));
  const shared = side.filter((question) => basePosition.has(question.id));
  const positions = shared.map((question) => basePosition.get(question.id)!);
  // Patience sorting: tails[k] is the index (in `shared`) ending the best run of length k + 1.
  const tails: number[] = [];
  const previous: number[] = new Array(positions.length).fill(-1);
  positions.forEach((position, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (positions[tails[middle]] < position) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1];
    tails[low] = index;
  });
  const kept = new Set<number>();
  for (let index = tails.length ? tails[tails.length - 1] : -1; index !== -1; index = previous[index]) kept.add(index);
  return new Set(shared.filter((_, index) => !kept.has(index)).map((question) => question.id));
}

function changesOf(base: Form, side: Form): QuestionChange[] {
  const before = byId(base);
  const after = byId(side);
  const moved = movedIds(base, side);
  const changes: QuestionChange[] = [];
  for (const question of side) {
    const original = before.get(question.id);
    if (!original) changes.push({ id: question.id, kind: "added", properties: [] });
    else {
      const properties = changedProperties(original, question);
      if (properties.length) changes.push({ id: question.id, kind: "changed", properties });
      // A question both edited and moved is reported twice, once for each.
      if (moved.has(question.id)) changes.push({ id: question.id, kind: "moved", properties: [] });
    }
  }
  for (const question of base)
    if (!after.has(question.id)) changes.push({ id: question.id, kind: "removed", properties: [] });
  return changes;
}

/** Ids that both sides changed (added, removed or edited) into different results; moves alone never conflict. */
function conflictingIds(base: Form, mine: Form, theirs: Form): string[] {
  const [before, ours, others] = [byId(base), byId(mine), byId(theirs)];
  const ids = new Set([...before.keys(), ...ours.keys(), ...others.keys()]);
  return [...ids].filter((id) => {
    const [original, my, their] = [before.get(id), ours.get(id), others.get(id)];
    return !deepEqual(my, original) && !deepEqual(their, original) && !deepEqual(my, their);
  });
}

export function diffForms(base: Question[], mine: Question[], theirs: Question[]): ConflictDiff {
  return {
    mine: changesOf(base, mine),
    theirs: changesOf(base, theirs),
    conflicting: conflictingIds(base, mine, theirs),
  };
}

/**
 * The form a resolution produces. "theirs" is their form as it is. "mine" keeps every change of theirs that does
 * not collide with one of mine (additions, removals, edits, order) and puts mine on top, whole questions winning
 * where both changed one. perQuestion does the same but lets each conflicting id pick a side; an id it does not
 * name keeps theirs, so nothing of theirs is overwritten without a choice.
 */
export function resolveConflict(
  base: Question[],
  mine: Question[],
  theirs: Question[],
  resolution: Resolution,
): Question[] {
  if (resolution === "theirs") return [...theirs];
  const choices = resolution === "mine" ? undefined : resolution.perQuestion;
  const [before, ours, others] = [byId(base), byId(mine), byId(theirs)];
  const conflicting = new Set(conflictingIds(base, mine, theirs));
  const myMoves = movedIds(base, mine);

  const result = new Map<string, Question>();
  const placedByMine = new Set<string>();
  for (const id of new Set([...before.keys(), ...ours.keys(), ...others.keys()])) {
    const [original, my, their] = [before.get(id), ours.get(id), others.get(id)];
    const mineWins = conflicting.has(id) ? (choices ? choices[id] === "mine" : true) : !deepEqual(my, original);
    const chosen = mineWins ? my : their;
    if (!chosen) continue;
    result.set(id, chosen);
    // Where mine decides, mine also says where the question goes if theirs has it elsewhere or not at all.
    const tookTheirsInConflict = conflicting.has(id) && !mineWins;
    if (my && !tookTheirsInConflict && (myMoves.has(id) || !their || !original)) placedByMine.add(id);
  }

  const order = theirs.map((question) => question.id).filter((id) => result.has(id) && !placedByMine.has(id));
  // In my order, so a run of my additions keeps its order: each goes right after the question it follows in mine.
  mine.forEach((question, index) => {
    if (!placedByMine.has(question.id)) return;
    let at = 0;
    for (let back = index - 1; back >= 0; back--) {
      const found = order.indexOf(mine[back].id);
      if (found !== -1) {
        at = found + 1;
        break;
      }
    }
    order.splice(at, 0, question.id);
  });
  return order.map((id) => result.get(id)!);
}
