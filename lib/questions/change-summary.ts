// What changed between two definitions of an event, by meaning: questions added, removed, moved and renamed (a new
// id is one change, and the references the rename rewrote are not counted again), and per question its label,
// type, options and option groups, conditions and other properties. Empty exactly when the two are equal. Used by
// the version history and by a capture device taking a newer form. Conditions are the editor's condition sentences
// (lib/logic/condition-words.ts) unless the caller words them otherwise.
import { expressionInWords } from "../logic/condition-words";
import { isPlainObject } from "../logic/is-plain-object";
import { renameReferences } from "./ids";

type Question = Record<string, unknown>;
export type DefinitionLike = { name?: unknown; type?: unknown; questions?: readonly unknown[] };

export type ChangeKind = "event" | "added" | "removed" | "renamed" | "moved" | "changed";
export type Change = {
  kind: ChangeKind;
  /** The question's id in the newer definition (the older one's for a removal). */
  questionId?: string;
  /** For "changed": the property (`label`, `type`, `options`, `displayed`, `required`, …). */
  property?: string;
  text: string;
};

/** A condition in words, e.g. “Job role” is “Engineer”; given the definition the expression belongs to. */
export type ConditionWords = (expression: Record<string, unknown>, questions: readonly Question[]) => string;

const sentenceWords: ConditionWords = (expression, questions) =>
  expressionInWords(expression, questions as { id: string; type: string }[]);

/** Deep equality of JSON values; objects compare without regard to key order, arrays in order. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameJson(item, b[index]))
    );
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key]))
    );
  }
  return Number.isNaN(a) && Number.isNaN(b);
}

const questionsOf = (definition: DefinitionLike): Question[] =>
  (Array.isArray(definition.questions) ? definition.questions : []).map((question) =>
    isPlainObject(question) ? question : { value: question },
  );
const idOf = (question: Question) => (typeof question.id === "string" ? question.id : String(question.id ?? ""));
const labelOf = (question: Question) =>
  typeof question.label === "string" && question.label.trim() ? question.label : idOf(question);
const quote = (text: unknown) => `“${String(text)}”`;
const scalar = (value: unknown) =>
  value === undefined ? "nothing" : typeof value === "string" ? quote(value) : JSON.stringify(value);
const ordinal = (position: number) => `question ${position}`;

export function summariseChanges(
  before: DefinitionLike,
  after: DefinitionLike,
  conditionWords: ConditionWords = sentenceWords,
): Change[] {
  const changes: Change[] = [];
  if (!sameJson(before.name, after.name))
    changes.push({
      kind: "event",
      property: "name",
      text: `The event was renamed from ${scalar(before.name)} to ${scalar(after.name)}.`,
    });
  if (!sameJson(before.type, after.type))
    changes.push({
      kind: "event",
      property: "type",
      text: `The event's type changed from ${scalar(before.type)} to ${scalar(after.type)}.`,
    });

  const old = questionsOf(before);
  const now = questionsOf(after);
  const { pairs, renames } = matchQuestions(old, now);
  const matchedOld = new Set(pairs.map(([i]) => i));
  const matchedNew = new Set(pairs.map(([, j]) => j));

  // Renames first, then the references they rewrote in the older definition, so only real changes remain.
  const renamed = new Map<string, string>();
  for (const [i, j] of pairs) if (idOf(old[i]) !== idOf(now[j])) renamed.set(idOf(old[i]), idOf(now[j]));
  const rewritten = renamed.size === 0 ? old : old.map((question) => rewriteReferences(question, renamed));

  old.forEach((question, i) => {
    if (!matchedOld.has(i))
      changes.push({
        kind: "removed",
        questionId: idOf(question),
        text: `Removed ${quote(labelOf(question))} (${String(question.type)}), which was ${ordinal(i + 1)}.`,
      });
  });
  now.forEach((question, j) => {
    if (!matchedNew.has(j))
      changes.push({
        kind: "added",
        questionId: idOf(question),
        text: `Added ${quote(labelOf(question))} (${String(question.type)}) as ${ordinal(j + 1)}.`,
      });
  });
  for (const [i, j] of renames) {
    changes.push({
      kind: "renamed",
      questionId: idOf(now[j]),
      text: `The id of ${quote(labelOf(now[j]))} changed from ${idOf(old[i])} to ${idOf(now[j])}.`,
    });
  }
  for (const [i, j] of movedPairs(pairs)) {
    changes.push({
      kind: "moved",
      questionId: idOf(now[j]),
      text: `Moved ${quote(labelOf(now[j]))} from ${ordinal(i + 1)} to ${ordinal(j + 1)}.`,
    });
  }
  for (const [i, j] of pairs) changes.push(...questionChanges(rewritten[i], now[j], rewritten, now, conditionWords));
  return changes;
}

/** Pairs of (older index, newer index): the same id, else a rename (all else equal; the same type and label; or
 *  the same place with only the label retyped). */
function matchQuestions(old: Question[], now: Question[]): { pairs: [number, number][]; renames: [number, number][] } {
  const byId = new Map<string, number[]>();
  old.forEach((question, i) => byId.set(idOf(question), [...(byId.get(idOf(question)) ?? []), i]));
  const pairs: [number, number][] = [];
  const unmatchedNew: number[] = [];
  now.forEach((question, j) => {
    const queue = byId.get(idOf(question));
    const i = queue?.shift();
    if (i === undefined) unmatchedNew.push(j);
    else pairs.push([i, j]);
  });
  const unmatchedOld = new Set([...byId.values()].flat());
  const renames: [number, number][] = [];
  const without = (question: Question, ...keys: string[]) =>
    Object.fromEntries(Object.entries(question).filter(([key]) => !keys.includes(key)));
  const rules: ((a: Question, b: Question, i: number, j: number) => boolean)[] = [
    (a, b) => sameJson(without(a, "id", "displayed", "required"), without(b, "id", "displayed", "required")),
    (a, b) => a.type === b.type && typeof a.label === "string" && a.label.trim() !== "" && a.label === b.label,
    // A label retyped, and the id made from it again, in the same place: one question, not two.
    (a, b, i, j) =>
      i === j &&
      sameJson(without(a, "id", "label", "displayed", "required"), without(b, "id", "label", "displayed", "required")),
  ];
  for (const rule of rules) {
    for (const j of [...unmatchedNew]) {
      const i = [...unmatchedOld].find((candidate) => rule(old[candidate], now[j], candidate, j));
      if (i === undefined) continue;
      unmatchedOld.delete(i);
      unmatchedNew.splice(unmatchedNew.indexOf(j), 1);
      renames.push([i, j]);
    }
  }
  return { pairs: [...pairs, ...renames].sort((a, b) => a[1] - b[1]), renames };
}

/** The pairs out of their relative order: those outside a longest run that kept its order. */
function movedPairs(pairs: [number, number][]): [number, number][] {
  // pairs are in the newer order; a longest increasing subsequence of the older indices stayed in place.
  const olds = pairs.map(([i]) => i);
  const tails: number[] = [];
  const previous: number[] = new Array(olds.length).fill(-1);
  olds.forEach((value, k) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (olds[tails[mid]] < value) low = mid + 1;
      else high = mid;
    }
    previous[k] = low > 0 ? tails[low - 1] : -1;
    tails[low] = k;
  });
  const kept = new Set<number>();
  for (let k = tails.length ? tails[tails.length - 1] : -1; k !== -1; k = previous[k]) kept.add(k);
  return pairs.filter((_, k) => !kept.has(k));
}

function rewriteReferences(question: Question, renames: ReadonlyMap<string, string>): Question {
  let next = question;
  for (const attribute of ["displayed", "required"] as const) {
    const result = renameReferences(question[attribute], renames);
    if (result.changed) next = { ...next, [attribute]: result.value };
  }
  return next;
}

function questionChanges(
  a: Question,
  b: Question,
  oldQuestions: Question[],
  newQuestions: Question[],
  conditionWords: ConditionWords,
): Change[] {
  const changes: Change[] = [];
  const id = idOf(b);
  const name = quote(labelOf(b));
  const push = (property: string, text: string) => changes.push({ kind: "changed", questionId: id, property, text });
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => key !== "id");
  for (const key of keys) {
    if (sameJson(a[key], b[key])) continue;
    if (key === "label") push(key, `The label of ${quote(labelOf(a))} changed to ${quote(labelOf(b))}.`);
    else if (key === "type") push(key, `${name} changed from ${String(a.type)} to ${String(b.type)}.`);
    else if (key === "options")
      for (const text of optionChanges(a.options, b.options, b.type === "select" ? "value" : "id"))
        push(key, `${name}: ${text}`);
    else if (key === "displayed")
      push(
        key,
        `${name} is now ${displayedWords(b.displayed, newQuestions, conditionWords)}; ` +
          `it was ${displayedWords(a.displayed, oldQuestions, conditionWords)}.`,
      );
    else if (key === "required")
      push(
        key,
        `${name} is now ${requiredWords(b.required, newQuestions, conditionWords)}; ` +
          `it was ${requiredWords(a.required, oldQuestions, conditionWords)}.`,
      );
    else if (isPlainObject(a[key]) || isPlainObject(b[key]) || Array.isArray(a[key]) || Array.isArray(b[key]))
      push(key, `${name}: ${key} changed.`);
    else push(key, `${name}: ${key} changed from ${scalar(a[key])} to ${scalar(b[key])}.`);
  }
  return changes;
}

function displayedWords(value: unknown, questions: Question[], words: ConditionWords): string {
  if (value === undefined || value === true || value === "true") return "always shown";
  if (value === false || value === "false") return "hidden";
  if (value === "required") return "shown when it is required";
  return isPlainObject(value) ? `shown when ${words(value, questions)}` : `shown as ${JSON.stringify(value)} says`;
}

function requiredWords(value: unknown, questions: Question[], words: ConditionWords): string {
  if (value === undefined || value === false || value === "false") return "optional";
  if (value === true || value === "true") return "required";
  return isPlainObject(value)
    ? `required when ${words(value, questions)}`
    : `required as ${JSON.stringify(value)} says`;
}

type FlatOption = { key: string; label: string; group: string | null; option: Record<string, unknown> };

/** Options and select groups, flattened, each named by its stored value (a radio's id, a select's value). */
function flatOptions(options: unknown, keyName: "id" | "value"): { items: FlatOption[]; groups: string[] } {
  const items: FlatOption[] = [];
  const groups: string[] = [];
  const walk = (list: unknown, group: string | null) => {
    if (!Array.isArray(list)) return;
    for (const option of list) {
      if (!isPlainObject(option)) continue;
      const label = typeof option.label === "string" ? option.label : "";
      if (Array.isArray(option.options)) {
        groups.push(label);
        walk(option.options, label);
        continue;
      }
      const key = typeof option[keyName] === "string" ? (option[keyName] as string) : label;
      items.push({ key, label, group, option });
    }
  };
  walk(options, null);
  return { items, groups };
}

function optionChanges(before: unknown, after: unknown, keyName: "id" | "value"): string[] {
  const a = flatOptions(before, keyName);
  const b = flatOptions(after, keyName);
  const texts: string[] = [];
  const oldByKey = new Map(a.items.map((item) => [item.key, item]));
  const newByKey = new Map(b.items.map((item) => [item.key, item]));
  for (const group of b.groups) if (!a.groups.includes(group)) texts.push(`group ${quote(group)} added.`);
  for (const group of a.groups) if (!b.groups.includes(group)) texts.push(`group ${quote(group)} removed.`);
  for (const item of b.items)
    if (!oldByKey.has(item.key))
      texts.push(`option ${quote(item.label || item.key)} added${item.group ? ` to ${quote(item.group)}` : ""}.`);
  for (const item of a.items)
    if (!newByKey.has(item.key)) texts.push(`option ${quote(item.label || item.key)} removed.`);
  for (const item of b.items) {
    const old = oldByKey.get(item.key);
    if (!old) continue;
    if (old.label !== item.label) texts.push(`option ${quote(old.label)} renamed to ${quote(item.label)}.`);
    if (old.group !== item.group)
      texts.push(`option ${quote(item.label)} moved ${item.group ? `to ${quote(item.group)}` : "out of its group"}.`);
    const rest = (option: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(option).filter(([key]) => key !== "label"));
    if (!sameJson(rest(old.option), rest(item.option))) texts.push(`option ${quote(item.label)} changed.`);
  }
  if (texts.length === 0)
    texts.push(
      a.items.length === b.items.length && a.groups.length === b.groups.length
        ? "options reordered."
        : "options changed.",
    );
  return texts;
}
