// What the conflict dialog lists: one row per question that either side touched, saying in words what they did
// and what you did; the questions both changed come first, since those need a choice.
import type { ConflictDiff, QuestionChange } from "@/lib/builder-store/merge";
import type { Question } from "@/lib/questions";

export type ConflictRow = { id: string; label: string; theirs: string | null; mine: string | null; conflicting: boolean };

/** "added", "removed", "changed label, options", "moved", or several of them joined with "; ". */
export function describeChanges(changes: readonly QuestionChange[]): string | null {
  if (changes.length === 0) return null;
  return changes.map((change) => (change.kind === "changed" ? `changed ${change.properties.join(", ")}` : change.kind)).join("; ");
}

function byQuestion(changes: readonly QuestionChange[]): Map<string, QuestionChange[]> {
  const grouped = new Map<string, QuestionChange[]>();
  for (const change of changes) grouped.set(change.id, [...(grouped.get(change.id) ?? []), change]);
  return grouped;
}

function labelOf(id: string, forms: readonly ReadonlyMap<string, Question>[]): string {
  for (const form of forms) {
    const question = form.get(id);
    if (question && typeof question.label === "string" && question.label.trim()) return question.label;
    if (question?.type === "divider") return "Divider";
  }
  return id;
}

export function conflictRows(diff: ConflictDiff, base: readonly Question[], mine: readonly Question[], theirs: readonly Question[]): ConflictRow[] {
  // Where to find a question's label: mine first, as the person knows it.
  const forms = [mine, theirs, base].map((form) => new Map(form.map((question) => [question.id, question])));
  const conflicting = new Set(diff.conflicting);
  const touched = new Set([...diff.theirs, ...diff.mine].map((change) => change.id));
  // Form order: theirs as saved, then what only mine has, then what only the base had.
  const order = [...new Set([...theirs, ...mine, ...base].map((question) => question.id))].filter((id) => touched.has(id));
  const [theirChanges, myChanges] = [byQuestion(diff.theirs), byQuestion(diff.mine)];
  const rows = order.map((id) => ({
    id,
    label: labelOf(id, forms),
    theirs: describeChanges(theirChanges.get(id) ?? []),
    mine: describeChanges(myChanges.get(id) ?? []),
    conflicting: conflicting.has(id),
  }));
  return [...rows.filter((row) => row.conflicting), ...rows.filter((row) => !row.conflicting)];
}
