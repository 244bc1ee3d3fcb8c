// The canvas's cards read the store through one listener instead of one per card and slice. Every zustand listener
// runs at every change of the store, and with React's wrapper around it each cost about 3 µs: the 25 cards in view
// held 100 of them, a third of a millisecond of every keystroke (docs/benchmarks.md "Where the editor's 1,000-question
// keystroke goes"). This listener looks at the parts the cards read (the questions, the selection, the issues) only
// when they changed, and calls a card's listeners only when what it reads of them did; React then reads the card's
// snapshot again, as it does with a store of its own (useSyncExternalStore).
import type { EditorState, EditorStore } from "./create-store";

/** What a card reads: `true` when its snapshot may have changed between `prev` and `next`. */
function cardChanged(key: string, next: EditorState, prev: EditorState): boolean {
  // A question added or deleted reads as undefined on one side.
  if (next.doc.questions !== prev.doc.questions && next.doc.questions.get(key) !== prev.doc.questions.get(key)) {
    return true;
  }
  if (next.selection.keys !== prev.selection.keys) {
    if (next.selection.keys.includes(key) !== prev.selection.keys.includes(key)) return true;
  }
  if (next.issues !== prev.issues) {
    if (next.issues.byKey[key] !== prev.issues.byKey[key]) return true;
    if (next.issues.referencedBy[key] !== prev.issues.referencedBy[key]) return true;
  }
  return false;
}

export type CardSubscriptions = {
  /** Calls `listener` after each change of the store that may change what the card of `key` reads. */
  subscribe(key: string, listener: () => void): () => void;
};

function create(store: EditorStore): CardSubscriptions {
  const byKey = new Map<string, Set<() => void>>();
  let stop: (() => void) | null = null;
  const onChange = (next: EditorState, prev: EditorState) => {
    if (
      next.doc.questions === prev.doc.questions &&
      next.selection.keys === prev.selection.keys &&
      next.issues === prev.issues
    ) {
      return;
    }
    // Listeners to call are collected first: a listener may subscribe or unsubscribe (a card mounting or leaving).
    const due: (() => void)[] = [];
    for (const [key, listeners] of byKey) {
      if (cardChanged(key, next, prev)) due.push(...listeners);
    }
    for (const listener of due) listener();
  };
  return {
    subscribe(key, listener) {
      let listeners = byKey.get(key);
      if (!listeners) byKey.set(key, (listeners = new Set()));
      listeners.add(listener);
      stop ??= store.subscribe(onChange);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && byKey.get(key) === listeners) byKey.delete(key);
        if (byKey.size === 0 && stop) {
          stop();
          stop = null;
        }
      };
    },
  };
}

const hubs = new WeakMap<EditorStore, CardSubscriptions>();

/** The store's card subscriptions (one listener on the store for all the cards). */
export function cardSubscriptions(store: EditorStore): CardSubscriptions {
  let hub = hubs.get(store);
  if (!hub) hubs.set(store, (hub = create(store)));
  return hub;
}
