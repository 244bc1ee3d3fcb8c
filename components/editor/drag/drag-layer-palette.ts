"use client";
// Where a type dragged from the palette would land. It is worked out from the pointer itself (window pointer
// events) rather than from dnd-kit's drag delta: that delta is adjusted by the scroll of the scroll containers
// around whatever is under the pointer, and when those change from the palette's list to the canvas the adjustment
// jumps by the palette's own scroll, so with a scrolled palette (any window under ~1000 px high) the computed
// point lands off the canvas and the drop is lost.
import { useEffect } from "react";

type Point = { x: number; y: number };

// Held within this many pixels of the canvas's top or bottom edge (inside or just outside), the canvas scrolls.
const EDGE = 48;
const MAX_STEP = 16;
// Passing through an edge zone on the way to a card near the edge must not scroll it away: only resting there does.
const DWELL_MS = 300;

function canvasElement(): HTMLElement | null {
  return document.querySelector<HTMLElement>("[data-canvas]");
}

/**
 * The index a palette item dropped at `point` goes to: before the card nearest to it on screen, or after that card
 * when the point is below its middle; null outside the canvas. Read from the cards' boxes as they are now, because
 * the canvas is virtualised and scrolls, so rects measured when the drag started can be stale.
 */
export function insertionIndex(point: Point, order: readonly string[]): number | null {
  const canvas = canvasElement();
  const box = canvas?.getBoundingClientRect();
  if (!canvas || !box || point.x < box.left || point.x > box.right || point.y < box.top || point.y > box.bottom)
    return null;
  let nearest: { key: string; middle: number; distance: number } | null = null;
  for (const card of canvas.querySelectorAll<HTMLElement>("[data-key]")) {
    const rect = card.getBoundingClientRect();
    const middle = rect.top + rect.height / 2;
    const distance = Math.abs(point.y - middle);
    if (!nearest || distance < nearest.distance) nearest = { key: card.dataset.key ?? "", middle, distance };
  }
  if (!nearest) return order.length;
  const index = order.indexOf(nearest.key);
  if (index < 0) return order.length;
  return point.y > nearest.middle ? index + 1 : index;
}

/** How far to scroll the canvas this frame for a pointer at `point`: faster the nearer the edge, 0 away from it. */
export function edgeScrollStep(point: Point, box: Pick<DOMRect, "top" | "bottom" | "left" | "right">): number {
  if (point.x < box.left || point.x > box.right || point.y < box.top - EDGE || point.y > box.bottom + EDGE) return 0;
  const intoBottom = point.y - (box.bottom - EDGE);
  const intoTop = box.top + EDGE - point.y;
  if (intoBottom > 0) return Math.min(MAX_STEP, 2 + Math.ceil(intoBottom / 4));
  if (intoTop > 0) return -Math.min(MAX_STEP, 2 + Math.ceil(intoTop / 4));
  return 0;
}

/**
 * While a palette drag is on (`start` is where it began): follows the pointer, scrolls the canvas while the pointer
 * is held near its top or bottom edge, and reports the insertion index after every move and every scroll.
 */
export function usePaletteDragTracking(
  start: Point | null,
  order: () => readonly string[],
  report: (at: number | null) => void,
): void {
  useEffect(() => {
    if (!start) return;
    let point = start;
    let frame = 0;
    let inZoneSince: number | null = null;
    const update = () => report(insertionIndex(point, order()));
    const onMove = (event: PointerEvent) => {
      point = { x: event.clientX, y: event.clientY };
      update();
    };
    const scrollNearEdge = (now: number) => {
      frame = requestAnimationFrame(scrollNearEdge);
      const canvas = canvasElement();
      const step = canvas ? edgeScrollStep(point, canvas.getBoundingClientRect()) : 0;
      if (!canvas || !step) {
        inZoneSince = null;
        return;
      }
      inZoneSince ??= now;
      if (now - inZoneSince >= DWELL_MS) canvas.scrollBy(0, step);
    };
    window.addEventListener("pointermove", onMove, { capture: true, passive: true });
    // Any scroll moves the cards under a pointer that may be held still: the canvas's, or the page's.
    document.addEventListener("scroll", update, { capture: true, passive: true });
    frame = requestAnimationFrame(scrollNearEdge);
    update();
    return () => {
      window.removeEventListener("pointermove", onMove, { capture: true });
      document.removeEventListener("scroll", update, { capture: true });
      cancelAnimationFrame(frame);
    };
  }, [start, order, report]);
}
