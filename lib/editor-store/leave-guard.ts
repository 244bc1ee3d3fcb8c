// "Leaving the page with unsaved changes asks first" (docs/studio.md "Drafts: a reload or a crash loses nothing"): the
// browser's own prompt for
// reloads, closing and typed addresses (beforeunload), and a confirm() for in-app links, which navigate without
// unloading the page. Returns the function that removes the guard.

export const LEAVE_MESSAGE = "This form has changes that are not saved. Leave anyway? (A draft stays in this browser.)";

type Listener = (event: Event) => void;
export type GuardWindow = {
  addEventListener(type: string, listener: Listener, capture?: boolean): void;
  removeEventListener(type: string, listener: Listener, capture?: boolean): void;
  location: { origin: string; href: string };
};
type ClickLike = {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
};
type AnchorLike = { href: string; target: string; hasAttribute(name: string): boolean };

/** Whether following this click on this link replaces the editor in the current tab. */
export function clickLeavesPage(click: ClickLike, anchor: AnchorLike, location: GuardWindow["location"]): boolean {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey)
    return false;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return false;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return false;
  }
  const here = new URL(location.href);
  // A jump within this page (#section) does not leave it.
  if (url.origin === here.origin && url.pathname === here.pathname && url.search === here.search && url.hash)
    return false;
  return true;
}

export function guardLeaving(
  isDirty: () => boolean,
  options: { window?: GuardWindow; confirm?: (message: string) => boolean; message?: () => string } = {},
): () => void {
  const target = options.window ?? (globalThis as unknown as { window?: GuardWindow }).window;
  if (!target) return () => {};
  const ask = options.confirm ?? ((message: string) => globalThis.confirm(message));

  const onBeforeUnload: Listener = (event) => {
    if (!isDirty()) return;
    event.preventDefault();
    // Older browsers show their prompt only when returnValue is set.
    (event as BeforeUnloadEvent).returnValue = "";
  };
  const onClick: Listener = (event) => {
    const anchor = (event.target as { closest?: (selector: string) => AnchorLike | null } | null)?.closest?.("a[href]");
    if (!anchor || !isDirty() || !clickLeavesPage(event as unknown as ClickLike, anchor, target.location)) return;
    if (ask(options.message?.() ?? LEAVE_MESSAGE)) return;
    // Captured at the window, before React's root listener: the link's own navigation never starts.
    event.preventDefault();
    event.stopPropagation();
  };

  target.addEventListener("beforeunload", onBeforeUnload);
  target.addEventListener("click", onClick, true);
  return () => {
    target.removeEventListener("beforeunload", onBeforeUnload);
    target.removeEventListener("click", onClick, true);
  };
}
