// The canvas: every question as a sortable card, virtualised (only the rows in view, plus the dragged one, are
// mounted) so that 1,000 questions cost what twenty do. SortableContext still gets every key.
import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { defaultRangeExtractor, useVirtualizer, type Range } from "@tanstack/react-virtual";
import { memo, useCallback, useEffect, useRef } from "react";
import { useEditor } from "@/lib/editor-store/provider";
import { useDragState } from "../drag/drag-state";
import { SortableCard } from "./sortable-card";

export const CANVAS_DROP_ID = "canvas";
const ROW_ESTIMATE = 64;
/**
 * The canvas's height assumed before it is measured: the server renders the rows that fill it (and the browser
 * hydrates the same ones), so the first cards are painted from the page's HTML instead of after hydration.
 */
const FIRST_VIEW_HEIGHT = 800;

export const Canvas = memo(function Canvas({ onDelete }: { onDelete(keys: readonly string[]): void }) {
  const order = useEditor((state) => state.doc.order);
  const lastSelected = useEditor((state) => state.selection.keys.at(-1));
  const { activeKey, insertAt } = useDragState();
  const scrollRef = useRef<HTMLDivElement>(null);
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_DROP_ID, data: { kind: "canvas" } });

  const activeIndex = activeKey ? order.indexOf(activeKey) : -1;
  // Keep the dragged row mounted while it is scrolled out of view, or dnd-kit loses its node mid-drag.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex >= 0 && !indexes.includes(activeIndex)) indexes.push(activeIndex);
      return indexes.sort((a, b) => a - b);
    },
    [activeIndex],
  );
  // The virtualizer is read during render by design; nothing here is memoised by the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const virtualizer = useVirtualizer({
    count: order.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    initialRect: { width: 0, height: FIRST_VIEW_HEIGHT },
    overscan: 6,
    getItemKey: (index) => order[index],
    rangeExtractor,
  });

  // A newly selected question (added from the palette, found in the problems panel) is scrolled into view.
  useEffect(() => {
    const index = lastSelected ? order.indexOf(lastSelected) : -1;
    if (index >= 0) virtualizer.scrollToIndex(index, { align: "auto" });
  }, [lastSelected, order, virtualizer]);

  return (
    <div
      ref={scrollRef}
      className="h-full overflow-y-auto bg-slate-50 px-4 py-3"
      data-testid="canvas-scroll"
      data-canvas
    >
      <div ref={setNodeRef} className={`min-h-full rounded-lg ${isOver && order.length === 0 ? "bg-brand-50" : ""}`}>
        {order.length === 0 ? (
          <p className="rounded-lg border-2 border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
            This form has no questions yet. Drag a type from the palette here, or choose one there with a click or
            Enter.
          </p>
        ) : (
          <SortableContext items={order as string[]} strategy={verticalListSortingStrategy}>
            <div
              role="list"
              aria-label="Questions of the form"
              style={{ height: virtualizer.getTotalSize(), position: "relative" }}
            >
              {virtualizer.getVirtualItems().map((row) => (
                <div
                  key={row.key}
                  data-index={row.index}
                  ref={virtualizer.measureElement}
                  className="absolute right-0 left-0 pb-2"
                  style={{ transform: `translateY(${row.start}px)` }}
                >
                  {insertAt === row.index ? <DropLine /> : null}
                  <SortableCard
                    questionKey={order[row.index]}
                    index={row.index}
                    count={order.length}
                    onDelete={onDelete}
                  />
                  {insertAt === order.length && row.index === order.length - 1 ? <DropLine /> : null}
                </div>
              ))}
            </div>
          </SortableContext>
        )}
      </div>
    </div>
  );
});

function DropLine() {
  return <div aria-hidden="true" data-testid="drop-line" className="my-1 h-0.5 rounded bg-brand-500" />;
}
