// Question ids: camel-case from labels, unique, reserved ids suggested where they fit; and renaming a question
// everywhere its id is referred to.
import { LOGICAL_OPERATORS } from "../logic/operator-names";
import { isPlainObject } from "../logic/is-plain-object";
import { ID_PATTERN, RESERVED_IDS } from "./constants";

const SPECIAL_LETTERS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  Æ: "Ae",
  ø: "o",
  Ø: "O",
  œ: "oe",
  Œ: "Oe",
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  þ: "th",
  Þ: "Th",
  ð: "d",
  Ð: "D",
  ı: "i",
};

function words(label: string): string[] {
  const latin = label
    .replace(/[ßæÆøØœŒłŁđĐþÞðÐı]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    // NFKD also takes ligatures apart ("ﬁrst" -> "first"); then the accents go.
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    // "company's" is one word, and "e-mail" is "email".
    .replace(/['’]/g, "")
    .replace(/\be-mail/gi, (word) => `${word[0]}mail`);
  // Split camelCase too, so "jobTitle" stays "jobTitle" and "E-mail address" becomes e, mail, address.
  return latin
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
}

function camelCase(parts: string[]): string {
  return parts
    .map((part, index) => (index === 0 ? part.toLowerCase() : part[0].toUpperCase() + part.slice(1).toLowerCase()))
    .join("");
}

/** The reserved id that a question of this type and label means, if any (the description's reserved ids). */
export function reservedIdFor(label: string, type?: string): string | undefined {
  const text = label.toLowerCase();
  if (type === "email" && /e-?\s?mail/.test(text) && !/\bme\b/.test(text)) return "email";
  if (type === "text" && /(full\s*name|^\s*(your\s+)?name\s*$|^\s*name\s+and\s+surname)/.test(text)) return "fullName";
  if (type === "tel" && /(mobile|cell)/.test(text)) return "mobile";
  if (type === "checkbox" && /(e-?\s?mail me|send me .*e-?\s?mail|e-?\s?mail .*to me)/.test(text)) return "emailMe";
  return undefined;
}

/**
 * A camel-case, alphanumeric id that starts with a letter and is not in `takenIds` (suffix 2, 3, …).
 * Accents are transliterated; a label with no Latin letters falls back to the type's name or "question".
 */
export function idFromLabel(label: string, takenIds: Iterable<string> = [], options: { type?: string } = {}): string {
  const taken = new Set(takenIds);
  const reserved = reservedIdFor(String(label ?? ""), options.type);
  if (reserved && !taken.has(reserved)) return reserved;
  // A reserved id has a meaning (the description's reserved ids): a question of another type must not get it by
  // accident, as "Email" on a text question or "Full name" on an e-mail question would.
  if (options.type) for (const id of RESERVED_IDS) taken.add(id);
  let base = camelCase(words(String(label ?? "")).slice(0, 6));
  if (/^[0-9]/.test(base)) base = `q${base}`;
  if (!base) base = options.type && /^[a-z][a-zA-Z0-9]*$/.test(options.type) ? options.type : "question";
  base = base[0].toLowerCase() + base.slice(1);
  if (base.length > 40) base = base.slice(0, 40);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

type QuestionLike = Record<string, unknown> & { id?: unknown };
export type RenameChange = { questionId: string; attribute: "id" | "displayed" | "required" };
export type RenameResult =
  { ok: true; questions: QuestionLike[]; changes: RenameChange[] } | { ok: false; error: string };

/** Rewrites the question ids an expression refers to (its keys, inside $and/$or/$nor too) through `renames`. */
export function renameReferences(
  expression: unknown,
  renames: ReadonlyMap<string, string>,
): { value: unknown; changed: boolean } {
  if (!isPlainObject(expression)) return { value: expression, changed: false };
  let changed = false;
  const entries = Object.entries(expression).map(([key, value]): [string, unknown] => {
    if (LOGICAL_OPERATORS.has(key) && Array.isArray(value)) {
      return [
        key,
        value.map((branch) => {
          const renamed = renameReferences(branch, renames);
          changed ||= renamed.changed;
          return renamed.value;
        }),
      ];
    }
    const renamed = renames.get(key);
    if (renamed !== undefined) {
      changed = true;
      return [renamed, value];
    }
    return [key, value];
  });
  return { value: Object.fromEntries(entries), changed };
}

/** Renames a question and rewrites every reference to it in the other questions' logic; reports what changed. */
export function renameQuestion(questions: readonly QuestionLike[], oldId: string, newId: string): RenameResult {
  if (!questions.some((question) => question.id === oldId))
    return { ok: false, error: `There is no question '${oldId}'.` };
  if (oldId === newId) return { ok: true, questions: [...questions], changes: [] };
  if (!ID_PATTERN.test(newId))
    return {
      ok: false,
      error: `'${newId}' is not a valid id: use camel-case letters and digits, starting with a lower-case letter.`,
    };
  if (questions.some((question) => question.id === newId))
    return { ok: false, error: `The id '${newId}' is already used by another question.` };
  const changes: RenameChange[] = [];
  const renames = new Map([[oldId, newId]]);
  const renamed = questions.map((question) => {
    let next: QuestionLike = question;
    if (question.id === oldId) {
      next = { ...next, id: newId };
      changes.push({ questionId: newId, attribute: "id" });
    }
    for (const attribute of ["displayed", "required"] as const) {
      const result = renameReferences(next[attribute], renames);
      if (result.changed) {
        next = { ...next, [attribute]: result.value };
        changes.push({ questionId: String(next.id), attribute });
      }
    }
    return next;
  });
  return { ok: true, questions: renamed, changes };
}
