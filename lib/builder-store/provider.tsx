"use client";
// The store behind a React Provider (zustand's Next.js guide: one store per page, never a module singleton) and
// the hooks components read it with. Validation is scheduled here, off the keystroke path.
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { useStore } from "zustand";
import type { TemporalState } from "zundo";
import { createBackgroundCheck } from "./background-check";
import { createEditorStore, type EditorState, type EditorStore } from "./create-store";
import type { DocumentInput, EditorDocument } from "./document";

/**
 * validateDefinition takes ~20 ms for 1,000 questions in Node and 50-130 ms in a loaded browser: it runs in a
 * worker (background-check.ts), once typing pauses rather than on every keystroke. Saving checks the current
 * document if the worker has not (revalidate, which loads the check's module on demand).
 */
export const VALIDATION_DELAY_MS = 250;

const EditorStoreContext = createContext<EditorStore | null>(null);

export function EditorStoreProvider({ initial, children }: { initial: DocumentInput; children: ReactNode }) {
  const [store] = useState(() => createEditorStore(initial));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const background = createBackgroundCheck();
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const { doc, issues } = store.getState();
        if (issues.checked !== doc) void background.check(doc).then((found) => store.getState().actions.acceptIssues(found));
      }, VALIDATION_DELAY_MS);
    };
    schedule();
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.doc !== previous.doc) schedule();
    });
    return () => {
      clearTimeout(timer);
      background.dispose();
      unsubscribe();
    };
  }, [store]);
  return <EditorStoreContext.Provider value={store}>{children}</EditorStoreContext.Provider>;
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

export function useEditorActions(): EditorState["actions"] {
  return useStore(useEditorStore(), (state) => state.actions);
}

/** Reads the undo history (canUndo / canRedo). */
export function useHistory<T>(selector: (state: TemporalState<{ doc: EditorDocument }>) => T): T {
  return useStore(useEditorStore().temporal, selector);
}
