// Counts the React components that render, from the production build, with no code of the app's: a stand-in for
// React DevTools' global hook, installed before the page's scripts, which React calls at every commit with the
// committed tree. A component rendered in that commit if it is new, or if React ran it (its fiber carries
// PerformedWork), as DevTools decides; a subtree whose child pointer did not change was not visited at all.
import type { Locator, Page } from "@playwright/test";

// Plain JavaScript text: the page runs it before React loads.
const HOOK = `(() => {
  const counter = { rendered: 0, mounted: 0, commits: 0, byEvent: {} };
  window.__reactRenders = counter;
  // FunctionComponent, ClassComponent, ForwardRef, MemoComponent, SimpleMemoComponent.
  const COMPONENT = new Set([0, 1, 11, 14, 15]);
  const PERFORMED_WORK = 1;
  const walk = (next, prev) => {
    if (COMPONENT.has(next.tag)) {
      if (prev === null) counter.mounted++;
      else if (next.flags & PERFORMED_WORK) counter.rendered++;
    }
    if (prev !== null && next.child === prev.child) return;
    for (let child = next.child; child; child = child.sibling) walk(child, prev === null ? null : child.alternate);
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    isDisabled: false,
    inject(renderer) {
      this.renderers.set(1, renderer);
      return 1;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      counter.commits++;
      const before = counter.rendered + counter.mounted;
      walk(root.current, root.current.alternate);
      // The event being dispatched, if the commit is part of it (a controlled input's change commits within its
      // "input" event): what one keystroke renders, apart from what a worker's reply renders later.
      const type = window.event ? window.event.type : "none";
      counter.byEvent[type] = (counter.byEvent[type] || 0) + counter.rendered + counter.mounted - before;
    },
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
})();`;

/** Installs the counter; call before the page opens. */
export async function countReactRenders(page: Page): Promise<void> {
  await page.addInitScript({ content: HOOK });
}

export type Renders = {
  rendered: number;
  mounted: number;
  commits: number;
  /** Components rendered or mounted by commits during each type of event ("none": outside any). */
  byEvent: Record<string, number>;
};

/** The counts since the page opened (or since the last reset). */
export const reactRenders = (page: Page): Promise<Renders> =>
  page.evaluate(() => {
    const counter = (window as unknown as { __reactRenders: Renders }).__reactRenders;
    return { ...counter, byEvent: { ...counter.byEvent } };
  });

export const resetReactRenders = (page: Page): Promise<void> =>
  page.evaluate(() => {
    Object.assign((window as unknown as { __reactRenders: Renders }).__reactRenders, {
      rendered: 0,
      mounted: 0,
      commits: 0,
      byEvent: {},
    });
  });

/**
 * The external-store reads (useSyncExternalStore hooks, as zustand's useStore is) of the components that render the
 * element and those inside it, read from React's fiber of the element: all of them, and those that subscribe to the
 * editor's store itself (a listener of their own on it, run at every change) rather than through something between.
 * A hook's subscribe function is the dependency of the effect React keeps right after it.
 */
export const storeSubscriptions = (element: Locator): Promise<{ reads: number; onStore: number }> =>
  element.evaluate((node) => {
    type Hook = { queue?: unknown; memoizedState?: unknown; next: Hook | null };
    type Fiber = {
      tag: number;
      type: unknown;
      memoizedState: unknown;
      memoizedProps: unknown;
      child: Fiber | null;
      sibling: Fiber | null;
      return: Fiber | null;
    };
    const key = Object.keys(node).find((name) => name.startsWith("__reactFiber$"));
    let fiber = key ? ((node as unknown as Record<string, Fiber>)[key] ?? null) : null;
    // The editor's store: the value of the nearest context above that is a zustand store with a history.
    let store: { subscribe?: unknown } | null = null;
    for (let above = fiber; above && !store; above = above.return) {
      const value = (above.memoizedProps as { value?: { subscribe?: unknown; temporal?: unknown } } | null)?.value;
      if (value && typeof value === "object" && "temporal" in value && typeof value.subscribe === "function")
        store = value;
    }
    // Up to the component that renders the element.
    while (fiber && typeof fiber.type === "string") fiber = fiber.return;
    const counts = { reads: 0, onStore: 0 };
    // FunctionComponent, ForwardRef, MemoComponent, SimpleMemoComponent: their state is their hooks, in a list.
    const count = (component: Fiber) => {
      if (![0, 11, 14, 15].includes(component.tag)) return;
      for (let hook = component.memoizedState as Hook | null; hook; hook = hook.next) {
        if (typeof hook.queue !== "object" || hook.queue === null || !("getSnapshot" in hook.queue)) continue;
        counts.reads++;
        const effect = hook.next?.memoizedState as { deps?: unknown[] } | undefined;
        if (store && effect?.deps?.[0] === store.subscribe) counts.onStore++;
      }
    };
    const walk = (component: Fiber) => {
      count(component);
      for (let child = component.child; child; child = child.sibling) walk(child);
    };
    if (fiber) walk(fiber);
    return store ? counts : { reads: -1, onStore: -1 };
  });
