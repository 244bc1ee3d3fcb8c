// The editor's scheduled check, apart from React (the Provider starts it in an effect and stops it on unmount):
// once typing pauses, the current document is checked in the background and its issues handed to the store.
import { afterQuiet } from "@/lib/timing/after-quiet";
import type { DefinitionIssue } from "@/lib/questions";
import { createBackgroundCheck, type BackgroundCheck } from "./background-check";
import type { EditorStore } from "./create-store";
import type { EditorDocument } from "./document";

/** A document whose validateDefinition issues are known already: the saved form, checked by the page's server. */
export type KnownIssues = { doc: EditorDocument; issues: readonly DefinitionIssue[] };

/**
 * validateDefinition takes ~20 ms for 1,000 questions in Node and 50-130 ms in a loaded browser: it runs in a
 * worker (background-check.ts), once typing pauses rather than on every keystroke. Saving checks the current
 * document if the worker has not (revalidate, which loads the check's module on demand).
 */
export const VALIDATION_DELAY_MS = 250;

/**
 * Checks the store's document VALIDATION_DELAY_MS after it was loaded and after each change (a change meanwhile
 * starts the wait again), unless its issues are already those of that document; for the `known` document the worker
 * is given its definition issues. Returns the function that stops it: no check runs after it, the background check
 * is disposed and the store no longer watched.
 */
export function scheduleChecks(
  store: EditorStore,
  background: BackgroundCheck = createBackgroundCheck(),
  known?: KnownIssues,
): () => void {
  const quiet = afterQuiet(() => {
    const { doc, issues } = store.getState();
    if (issues.checked !== doc)
      void background
        .check(doc, known?.doc === doc ? known.issues : undefined)
        .then((found) => store.getState().actions.acceptIssues(found));
  }, VALIDATION_DELAY_MS);
  quiet.poke();
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.doc !== previous.doc) quiet.poke();
  });
  return () => {
    quiet.cancel();
    background.dispose();
    unsubscribe();
  };
}
