// The local draft (docs/studio.md "Drafts: a reload or a crash loses nothing"): every change kept in the browser per
// company and event, with the
// Last-Modified it is based on, so a reload or a crash loses nothing. Storage can be full, disabled, or hold
// anything another version or another tab wrote, so nothing here throws: a bad draft reads as no draft.
import type { Question } from "../questions";
import type { EventType } from "../sdk";
import { isPlainObject } from "../logic/is-plain-object";

export type DraftForm = { name: string; type: EventType; questions: Question[] };
/**
 * `base` is the form as saved at `basedOn`: when the event has been saved again since, a conflict after restoring
 * must compare the draft and the newer version with that form, not with the newer one (which would present their
 * changes as the person's own, and "keep mine" would undo them). One draft per company and event, so this at most
 * doubles what is kept. The base is kept under a key of its own (draftBaseKey), written when it changes (a save, a
 * load), not with every write of the draft: at 5,000 questions it is about 1 MB.
 */
export type Draft = DraftForm & {
  savedAt: string;
  basedOn: string | null /* Last-Modified HTTP-date */;
  base: DraftForm;
};
export type DraftScope = { company: string; eventId: number };
/** The part of Storage a draft needs, so tests and callers can pass their own. */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

// Bump when Draft changes shape; drafts of another version are ignored rather than misread.
export const DRAFT_VERSION = 2;

export function draftKey(scope: DraftScope): string {
  return `capture-studio:draft:${encodeURIComponent(scope.company)}:${scope.eventId}`;
}

/** Where the draft's base is kept: not under draftKey's prefix, so that listing a company's drafts leaves it out. */
export function draftBaseKey(scope: DraftScope): string {
  return `capture-studio:draft-base:${encodeURIComponent(scope.company)}:${scope.eventId}`;
}

// The base each storage holds under each base key, as last written here: a draft written with the same base (the
// same object, at the same basedOn) does not write it again. Forgotten when the draft is cleared, and when another
// tab changes that key (the storage event), so the next write puts it back.
const basesWritten = new WeakMap<DraftStorage, Map<string, { base: DraftForm; basedOn: string | null }>>();

function written(storage: DraftStorage): Map<string, { base: DraftForm; basedOn: string | null }> {
  let bases = basesWritten.get(storage);
  if (!bases) basesWritten.set(storage, (bases = new Map()));
  return bases;
}

if (typeof globalThis.addEventListener === "function")
  globalThis.addEventListener("storage", (event: Event) => {
    const { key, storageArea } = event as StorageEvent;
    if (!storageArea) return;
    if (key === null) basesWritten.delete(storageArea);
    else basesWritten.get(storageArea)?.delete(key);
  });

function defaultStorage(): DraftStorage | undefined {
  try {
    // Reading localStorage itself throws where the browser blocks storage for the site.
    return globalThis.localStorage;
  } catch {
    // No storage (undefined).
  }
}

/**
 * Keeps the draft; false when it could not be kept (no storage, quota full, unserialisable). Throttled by the caller.
 */
export function saveDraft(
  scope: DraftScope,
  draft: Draft,
  storage: DraftStorage | undefined = defaultStorage(),
): boolean {
  if (!storage) return false;
  const baseKey = draftBaseKey(scope);
  const bases = written(storage);
  const kept = bases.get(baseKey);
  try {
    if (kept?.base === draft.base && kept.basedOn === draft.basedOn) {
      storage.setItem(draftKey(scope), draftText(draft));
      return true;
    }
    // A new base (a load, a save): first the draft with its base in one write, so that a write that fails leaves the
    // draft before it whole (it reads its own base, or the base kept for its basedOn, which is not touched yet); then
    // the base under its key, and the draft without it.
    bases.delete(baseKey);
    storage.setItem(draftKey(scope), draftText(draft, { withBase: true }));
  } catch {
    return false;
  }
  try {
    storage.setItem(baseKey, baseText(draft));
    bases.set(baseKey, { base: draft.base, basedOn: draft.basedOn });
    storage.setItem(draftKey(scope), draftText(draft));
  } catch {
    // The draft is kept with its base; the next write tries the base's key again.
  }
  return true;
}

// Each question's JSON, by the question object: the store never changes a question in place (an edit makes a new
// object), so a draft written while someone types serialises only the questions changed since the last one. At 5,000
// questions the whole draft (the form and its base) was one JSON.stringify of about 1 MB on the main thread, between
// two keystrokes (docs/benchmarks.md).
const questionText = new WeakMap<object, string>();

function questionsText(questions: readonly Question[]): string {
  const parts: string[] = [];
  for (const question of questions) {
    let text = questionText.get(question);
    if (text === undefined) questionText.set(question, (text = JSON.stringify(question)));
    parts.push(text);
  }
  return `[${parts.join(",")}]`;
}

/** A form's JSON with its questions' texts reused: what JSON.stringify would write, but for the order of keys. */
function formText({ questions, ...rest }: DraftForm & Record<string, unknown>, extra = ""): string {
  const head = JSON.stringify(rest);
  return `${head.slice(0, -1)}${head === "{}" ? "" : ","}${extra}"questions":${questionsText(questions)}}`;
}

/**
 * What is stored for `draft` under draftKey: JSON that parses to `{ version, draft }`, the draft without its base (kept
 * apart, baseText) unless `withBase`.
 */
export function draftText(draft: Draft, { withBase = false } = {}): string {
  const { base, ...form } = draft;
  return `{"version":${DRAFT_VERSION},"draft":${formText(form, withBase ? `"base":${formText(base)},` : "")}}`;
}

/** What is stored for `draft`'s base under draftBaseKey: JSON that parses to `{ version, basedOn, base }`. */
export function baseText(draft: Draft): string {
  return `{"version":${DRAFT_VERSION},"basedOn":${JSON.stringify(draft.basedOn)},"base":${formText(draft.base)}}`;
}

/** The draft kept for this event, or null when there is none or what is stored is not a draft of this version. */
export function loadDraft(scope: DraftScope, storage: DraftStorage | undefined = defaultStorage()): Draft | null {
  const stored = storedValue(draftKey(scope), storage);
  if (!isPlainObject(stored) || stored.version !== DRAFT_VERSION || !isPlainObject(stored.draft)) return null;
  // A draft written before the base had a key of its own carries it; else it is the base kept for the same basedOn.
  if ("base" in stored.draft) return isDraft(stored.draft) ? stored.draft : null;
  const kept = storedValue(draftBaseKey(scope), storage);
  if (!isPlainObject(kept) || kept.version !== DRAFT_VERSION || kept.basedOn !== stored.draft.basedOn) return null;
  const draft = { ...stored.draft, base: kept.base };
  return isDraft(draft) ? draft : null;
}

/**
 * What is kept under `key`, parsed; null or undefined when nothing is, or it cannot be read (blocked storage, not
 * JSON).
 */
function storedValue(key: string, storage: DraftStorage | undefined): unknown {
  try {
    const raw = storage?.getItem(key);
    return typeof raw === "string" ? JSON.parse(raw) : null;
  } catch {
    // Nothing that can be read (undefined).
  }
}

/**
 * What an edit resumed from `draft` is based on, given the version the editor loaded: the loaded version when the
 * draft was made against it, else the draft's own base, so saving meets the newer version as a conflict whose
 * "yours" and "theirs" are both measured from where the draft started.
 */
export function restoredBase(
  draft: Draft,
  loaded: { basedOn: string | null; form: DraftForm },
): { basedOn: string | null; form: DraftForm } {
  return draft.basedOn === loaded.basedOn ? loaded : { basedOn: draft.basedOn, form: draft.base };
}

export function clearDraft(scope: DraftScope, storage: DraftStorage | undefined = defaultStorage()): void {
  if (storage) written(storage).delete(draftBaseKey(scope));
  try {
    storage?.removeItem(draftKey(scope));
    storage?.removeItem(draftBaseKey(scope));
  } catch {
    // Nothing to do: a draft that cannot be removed is ignored once the event has changed since (basedOn).
  }
}

// A draft may hold a form with problems (it is kept while the person types), so questions are only checked to be
// objects with a string id and type, enough for the editor to open them.
function isForm(value: unknown): value is DraftForm {
  return (
    isPlainObject(value) &&
    typeof value.name === "string" &&
    (value.type === "standard" || value.type === "checkIn") &&
    Array.isArray(value.questions) &&
    value.questions.every(
      (question) => isPlainObject(question) && typeof question.id === "string" && typeof question.type === "string",
    )
  );
}

function isDraft(value: unknown): value is Draft {
  if (!isPlainObject(value)) return false;
  const { savedAt, basedOn, base } = value;
  return (
    typeof savedAt === "string" &&
    !Number.isNaN(Date.parse(savedAt)) &&
    (basedOn === null || typeof basedOn === "string") &&
    isForm(base) &&
    isForm(value)
  );
}

/** Storage that can also be listed (to find a company's drafts). */
export type ListableStorage = DraftStorage & Pick<Storage, "length" | "key">;

/** The keys of this browser's drafts for a company (signing out asks whether to keep them). */
export function companyDraftKeys(
  company: string,
  storage: ListableStorage | undefined = defaultStorage() as ListableStorage | undefined,
): string[] {
  const prefix = draftKey({ company, eventId: 0 }).replace(/0$/, "");
  const keys: string[] = [];
  try {
    for (let index = 0; storage && index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
  } catch {
    // Storage blocked: there is nothing of ours in it to list.
  }
  return keys;
}

/** Removes this browser's drafts of a company. */
export function clearCompanyDrafts(
  company: string,
  storage: ListableStorage | undefined = defaultStorage() as ListableStorage | undefined,
): number {
  const keys = companyDraftKeys(company, storage);
  for (const key of keys) {
    const baseKey = key.replace(/^capture-studio:draft:/, "capture-studio:draft-base:");
    if (storage) written(storage).delete(baseKey);
    try {
      storage?.removeItem(key);
      storage?.removeItem(baseKey);
    } catch {
      // Nothing to do: a draft that cannot be removed cannot be read by anybody else either.
    }
  }
  return keys.length;
}
