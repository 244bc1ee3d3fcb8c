// The selection: which cards are selected (click, Shift range, Ctrl/Cmd toggle) and the anchor a Shift range
// starts from. Pure functions, like the document's events.
export type Selection = { readonly keys: readonly string[]; readonly anchor: string | null };
export type SelectMode = "replace" | "toggle" | "range";

export const emptySelection: Selection = { keys: [], anchor: null };

/** The selection after a click on `key`: `mode` as the modifier keys say (none: replace). */
export function selected(order: readonly string[], selection: Selection, key: string, mode?: SelectMode): Selection {
  if (mode === "toggle") {
    const keys = selection.keys.includes(key) ? selection.keys.filter((k) => k !== key) : [...selection.keys, key];
    return { keys, anchor: key };
  }
  if (mode === "range" && selection.anchor !== null) {
    const from = order.indexOf(selection.anchor);
    const to = order.indexOf(key);
    if (from >= 0 && to >= 0)
      return { keys: order.slice(Math.min(from, to), Math.max(from, to) + 1), anchor: selection.anchor };
  }
  return { keys: [key], anchor: key };
}

/**
 * After a delete or an undo the selection may name questions that are gone: keep those that remain, else select
 * the question now at the position of the first one that went (the neighbour), else nothing.
 */
export function repairedSelection(
  before: readonly string[],
  order: readonly string[],
  selection: Selection,
): Selection {
  const present = new Set(order);
  const keys = selection.keys.filter((key) => present.has(key));
  if (keys.length) return { keys, anchor: keys.includes(selection.anchor ?? "") ? selection.anchor : keys[0] };
  if (selection.keys.length === 0 || order.length === 0) return emptySelection;
  const firstGone = Math.min(...selection.keys.map((key) => before.indexOf(key)).filter((index) => index >= 0));
  // The questions before the deleted ones keep their positions: the neighbour is the one that moved into its place.
  const kept = before.slice(0, Number.isFinite(firstGone) ? firstGone : 0).filter((key) => present.has(key)).length;
  const neighbour = order[Math.min(kept, order.length - 1)];
  return { keys: [neighbour], anchor: neighbour };
}
