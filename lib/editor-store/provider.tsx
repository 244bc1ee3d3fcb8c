"use client";
// The store behind a React Provider (zustand's Next.js guide: one store per page, never a module singleton) and
// the hooks components read it with.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { useStore } from "zustand";
import type { TemporalState } from "zundo";
import { createEditorStore, type EditorStart, type EditorState, type EditorStore } from "./create-store";
import type { DefinitionIssue } from "@/lib/questions";
import type { DocumentInput, EditorDocument } from "./document";
import { createBackgroundCheck, type BackgroundCheck } from "./background-check";
import { scheduleChecks } from "./scheduled-check";
import { cardSubscriptions } from "./card-subscriptions";

const EditorStoreContext = createContext<EditorStore | null>(null);
const BackgroundCheckContext = createContext<BackgroundCheck | null>(null);

export function EditorStoreProvider({
  initial,
  savedIssues,
  start,
  children,
}: {
  initial: DocumentInput;
  /** validateDefinition's issues of `initial` where the server checked it: the worker then need not load the check. */
  savedIssues?: readonly DefinitionIssue[];
  start?: EditorStart;
  children: ReactNode;
}) {
  const [store] = useState(() => createEditorStore(initial, start));
  const [known] = useState(() => (savedIssues ? { doc: store.getState().doc, issues: savedIssues } : undefined));
  // One worker for the scheduled check and the logic report (background-check.ts); it starts at its first request.
  const [background] = useState(createBackgroundCheck);
  // Validation is scheduled off the keystroke path (scheduled-check.ts), for as long as the editor is shown.
  useEffect(() => scheduleChecks(store, background, known), [store, background, known]);
  return (
    <EditorStoreContext.Provider value={store}>
      <BackgroundCheckContext.Provider value={background}>{children}</BackgroundCheckContext.Provider>
    </EditorStoreContext.Provider>
  );
}

/** The editor's background worker (the logic report asks it too). */
export function useBackgroundCheck(): BackgroundCheck {
  const background = useContext(BackgroundCheckContext);
  if (!background) throw new Error("useBackgroundCheck must be used inside <EditorStoreProvider>.");
  return background;
}

export function useEditorStore(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error("useEditor must be used inside <EditorStoreProvider>.");
  return store;
}

/** Reads a slice of the editor's state; the component re-renders only when the selected value changes. */
export function useEditor<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditorStore(), selector);
}

/**
 * What the card of `questionKey` reads of the state (`read` returns a value of the state or a primitive, the same for
 * the same state), re-read only after a change of that question, its selection or its issues (card-subscriptions.ts):
 * one listener on the store for all the cards instead of one per card and slice.
 */
export function useCardSlice<T>(questionKey: string, read: (state: EditorState, key: string) => T): T {
  const store = useEditorStore();
  const subscribe = useCallback(
    (listener: () => void) => cardSubscriptions(store).subscribe(questionKey, listener),
    [store, questionKey],
  );
  const snapshot = () => read(store.getState(), questionKey);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The store's actions: the same object for the store's life, so read without a subscription. */
export function useEditorActions(): EditorState["actions"] {
  return useEditorStore().getState().actions;
}

/** Reads the undo history (canUndo / canRedo). */
export function useHistory<T>(selector: (state: TemporalState<{ doc: EditorDocument }>) => T): T {
  return useStore(useEditorStore().temporal, selector);
}
