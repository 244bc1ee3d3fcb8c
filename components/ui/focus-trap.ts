// Keeping Tab inside a modal: only the two edges need help (Tab on the last control, Shift+Tab on the first);
// in between the browser's own order is right, radio groups included.
export const TABBABLE =
  "a[href], button:not([disabled]), " +
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The control focus should wrap to, or null when the browser's own Tab order should run. */
export function wrapFocus<T>(tabbables: readonly T[], active: T | null, backwards: boolean): T | null {
  if (tabbables.length === 0) return null;
  const first = tabbables[0];
  const last = tabbables[tabbables.length - 1];
  const index = active === null ? -1 : tabbables.indexOf(active);
  // Focus outside the list (on the dialog itself, say) goes to the edge the key points at.
  if (index === -1) return backwards ? last : first;
  if (backwards && active === first) return last;
  if (!backwards && active === last) return first;
  return null;
}
