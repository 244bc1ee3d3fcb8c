// The lead being typed, kept on the device until it is saved or cleared (docs/architecture.md "Capture mode"): a
// reload, a closed tab or a crash of the browser in the middle of a visitor's answers loses nothing. One draft per
// company and event, in localStorage (small, synchronous, written after a pause in the typing); the saved leads
// themselves are in IndexedDB (lead-store.ts).

/** What the draft needs of localStorage. */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The browser's localStorage, or null where reading it is refused (a locked-down browser): then nothing is kept. */
export function browserDraftStorage(): DraftStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export const leadDraftKey = (company: string, eventId: number): string =>
  `capture-studio.lead-draft:${company}:${eventId}`;

/**
 * The answers kept under `key` for the questions the form still has (one the form lost since is dropped); null when
 * there are none, or what is kept cannot be read (it is then removed: a draft never stops the form from opening).
 */
export function readLeadDraft(
  storage: DraftStorage,
  key: string,
  questionIds: ReadonlySet<string>,
): Record<string, unknown> | null {
  let kept: unknown;
  try {
    const text = storage.getItem(key);
    if (text === null) return null;
    kept = JSON.parse(text);
  } catch {
    clearLeadDraft(storage, key);
    return null;
  }
  if (typeof kept !== "object" || kept === null || Array.isArray(kept)) {
    clearLeadDraft(storage, key);
    return null;
  }
  const answers = Object.fromEntries(Object.entries(kept).filter(([id]) => questionIds.has(id)));
  return Object.keys(answers).length ? answers : null;
}

/** Keeps `answers` under `key`, or removes the draft when there are none. False when the storage refused it (full). */
export function writeLeadDraft(storage: DraftStorage, key: string, answers: Record<string, unknown>): boolean {
  if (Object.keys(answers).length === 0) return clearLeadDraft(storage, key);
  try {
    storage.setItem(key, JSON.stringify(answers));
    return true;
  } catch {
    return false;
  }
}

export function clearLeadDraft(storage: DraftStorage, key: string): boolean {
  try {
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
