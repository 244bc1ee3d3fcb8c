// What the conflict dialog lists: one row per question that either side touched, saying in words what they did
// and what you did, and each changed property with their value and yours side by side: options
// and conditions as readable summaries, the JSON on demand. The questions both changed come first: they need a choice.
import type { ConflictDiff, QuestionChange } from "@/lib/editor-store/merge";
import type { Question } from "@/lib/questions";
import { propertyName, valueInWords } from "../property-words";

/** One side's value of a property: in words, as stored (shown as JSON on demand), and whether this side changed it. */
export type SideValue = { text: string; value: unknown; changed: boolean };
export type PropertyRow = { property: string; name: string; theirs: SideValue; mine: SideValue };
export type ConflictRow = {
  id: string;
  label: string;
  theirs: string | null;
  mine: string | null;
  conflicting: boolean;
  properties: PropertyRow[];
};

function propertyRows(
  id: string,
  changes: { theirs: QuestionChange[]; mine: QuestionChange[] },
  forms: { base: Question[]; mine: Question[]; theirs: Question[] },
): PropertyRow[] {
  const changedBy = (side: QuestionChange[]) =>
    new Set(side.flatMap((change) => (change.kind === "changed" ? change.properties : [])));
  const [theirChanged, myChanged] = [changedBy(changes.theirs), changedBy(changes.mine)];
  const names = [...new Set([...theirChanged, ...myChanged])].sort();
  const side = (form: Question[], changed: Set<string>, property: string): SideValue => {
    const question = form.find((candidate) => candidate.id === id) as Record<string, unknown> | undefined;
    const value = question?.[property];
    return { text: valueInWords(property, value, form), value, changed: changed.has(property) };
  };
  return names.map((property) => ({
    property,
    name: propertyName(property),
    theirs: side(forms.theirs, theirChanged, property),
    mine: side(forms.mine, myChanged, property),
  }));
}

/** "added", "removed", "changed label, options", "moved", or several of them joined with "; ". */
export function describeChanges(changes: readonly QuestionChange[]): string | null {
  if (changes.length === 0) return null;
  return changes
    .map((change) => (change.kind === "changed" ? `changed ${change.properties.join(", ")}` : change.kind))
    .join("; ");
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

export function conflictRows(
  diff: ConflictDiff,
  base: Question[],
  mine: Question[],
  theirs: Question[],
): ConflictRow[] {
  // Where to find a question's label: mine first, as the person knows it.
  const forms = [mine, theirs, base].map((form) => new Map(form.map((question) => [question.id, question])));
  const conflicting = new Set(diff.conflicting);
  const touched = new Set([...diff.theirs, ...diff.mine].map((change) => change.id));
  // Form order: theirs as saved, then what only mine has, then what only the base had.
  const order = [...new Set([...theirs, ...mine, ...base].map((question) => question.id))].filter((id) =>
    touched.has(id),
  );
  const [theirChanges, myChanges] = [byQuestion(diff.theirs), byQuestion(diff.mine)];
  const rows = order.map((id) => ({
    id,
    label: labelOf(id, forms),
    theirs: describeChanges(theirChanges.get(id) ?? []),
    mine: describeChanges(myChanges.get(id) ?? []),
    conflicting: conflicting.has(id),
    properties: propertyRows(
      id,
      { theirs: theirChanges.get(id) ?? [], mine: myChanges.get(id) ?? [] },
      { base, mine, theirs },
    ),
  }));
  return [...rows.filter((row) => row.conflicting), ...rows.filter((row) => !row.conflicting)];
}
