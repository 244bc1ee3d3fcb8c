// Leaving a code editor from the keyboard: Monaco keeps Tab for indenting, so Esc moves focus to whatever follows
// the editor in the page's tab order.
const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]), " +
  "select:not([disabled]), textarea:not([disabled]), " +
  '[tabindex]:not([tabindex="-1"])';

/** Focuses the first visible, focusable element after `container` (outside it); false when there is none. */
export function focusNextAfter(container: HTMLElement): boolean {
  for (const element of document.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (container.contains(element) || !(container.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING))
      continue;
    if (element.getClientRects().length === 0) continue;
    element.focus();
    return true;
  }
  return false;
}
