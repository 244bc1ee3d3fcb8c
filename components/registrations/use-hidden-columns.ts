"use client";
// The columns this browser hides on an event's registrations table (lib/registrations/column-choice.ts), kept in
// localStorage and followed by every table of the page (and other tabs, through the storage event).
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { columnChoiceKey, readHidden } from "@/lib/registrations/column-choice";

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
};

/** The choice where localStorage is refused (a privacy setting): kept while the page is open. */
const memory = new Map<string, string>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

export function useHiddenColumns(eventId: number): [ReadonlySet<string>, (hidden: readonly string[]) => void] {
  const key = columnChoiceKey(eventId);
  // The server cannot know this browser's choice: it renders every column, the browser then follows its choice.
  const raw = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
  const hidden = useMemo(() => new Set(readHidden(raw)), [raw]);
  const update = useCallback(
    (next: readonly string[]) => {
      const text = JSON.stringify(next);
      if (next.length === 0) memory.delete(key);
      else memory.set(key, text);
      try {
        if (next.length === 0) localStorage.removeItem(key);
        else localStorage.setItem(key, text);
      } catch {
        // Refused: the choice holds while the page is open (`memory`).
      }
      for (const listener of listeners) listener();
    },
    [key],
  );
  return [hidden, update];
}
