"use client";
// The drag layer (DESIGN.md convention 9): one DndContext around palette and canvas. It translates a drop into
// exactly one store event — questionAdded at an index, or questionsMoved — and changes nothing before the drop, so a
// cancelled drag only has to forget its preview.
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useMemo, useState, type ReactNode } from "react";
import type { QuestionType } from "@/lib/questions";
import { newQuestion } from "@/lib/builder-store/new-question";
import { takenIds } from "@/lib/builder-store/document";
import { useEditorStore } from "@/lib/builder-store/provider";
import { QuestionCardBody } from "./canvas/question-card";
import { dragAnnouncements, dragData, screenReaderInstructions } from "./drag-announcements";
import { DragStateContext, noDrag, type DragState } from "./drag-state";
import { PaletteItemPreview } from "./palette/palette";

type Active = { kind: "card"; key: string } | { kind: "palette"; type: QuestionType } | null;

// Cards snap to the closest position, as in dnd-kit's sortable stories; a palette item is over what the pointer is
// over (where it lands is worked out from the cards on screen, see insertionIndex).
const collisionDetection: CollisionDetection = (args) => {
  if (dragData(args.active.data.current)?.kind !== "palette") return closestCenter(args);
  const hits = pointerWithin(args);
  return hits.length ? hits : rectIntersection(args);
};

/**
 * Where a palette item dropped at `point` goes: before the card nearest to it on screen, or after that card when
 * the point is below its middle; null outside the canvas. Read from the cards' boxes as they are now, because the
 * canvas is virtualised and scrolls, so rects measured when the drag started can be stale.
 */
function insertionIndex(point: { x: number; y: number }, order: readonly string[]): number | null {
  const canvas = document.querySelector<HTMLElement>("[data-canvas]");
  const box = canvas?.getBoundingClientRect();
  if (!canvas || !box || point.x < box.left || point.x > box.right || point.y < box.top || point.y > box.bottom) return null;
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

function pointerPoint(event: DragMoveEvent): { x: number; y: number } | undefined {
  const start = event.activatorEvent;
  if (start instanceof MouseEvent) return { x: start.clientX + event.delta.x, y: start.clientY + event.delta.y };
  if (typeof TouchEvent !== "undefined" && start instanceof TouchEvent && start.touches[0]) return { x: start.touches[0].clientX + event.delta.x, y: start.touches[0].clientY + event.delta.y };
  const dragged = event.active.rect.current.translated;
  return dragged ? { x: dragged.left + dragged.width / 2, y: dragged.top + dragged.height / 2 } : undefined;
}

export function DragLayer({ children }: { children: ReactNode }) {
  const store = useEditorStore();
  const [active, setActive] = useState<Active>(null);
  const [state, setState] = useState<DragState>(noDrag);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  /** Where the active item would land if dropped over `over` (0-based), or undefined for nowhere. */
  const position = useMemo(
    () => (activeData: unknown, overData: unknown) => {
      const drag = dragData(activeData);
      const target = dragData(overData);
      const { order } = store.getState().doc;
      if (!drag || !target) return undefined;
      if (drag.kind === "palette") return state.insertAt ?? undefined;
      if (drag.kind !== "card") return undefined;
      if (target.kind === "card") return order.indexOf(target.key);
      return target.kind === "canvas" ? order.length - 1 : undefined;
    },
    [store, state.insertAt],
  );
  const announcements = useMemo(() => dragAnnouncements(() => store.getState().doc, () => store.getState().selection.keys, position), [store, position]);

  const reset = () => {
    setActive(null);
    setState(noDrag);
  };

  function onDragStart(event: DragStartEvent) {
    const drag = dragData(event.active.data.current);
    if (drag?.kind === "card") {
      setActive(drag);
      setState({ activeKey: drag.key, insertAt: null });
    } else if (drag?.kind === "palette") setActive(drag);
  }

  function onDragMove(event: DragMoveEvent) {
    if (dragData(event.active.data.current)?.kind !== "palette") return;
    const point = pointerPoint(event);
    const at = point ? insertionIndex(point, store.getState().doc.order) : null;
    if (at !== state.insertAt) setState({ activeKey: null, insertAt: at });
  }

  function onDragEnd(event: DragEndEvent) {
    const drag = dragData(event.active.data.current);
    const at = drag?.kind === "palette" ? (state.insertAt ?? undefined) : event.over ? position(event.active.data.current, event.over.data.current) : undefined;
    const { actions, doc } = store.getState();
    if (drag?.kind === "palette" && at !== undefined) actions.insertQuestion(newQuestion(drag.type, takenIds(doc)), at);
    if (drag?.kind === "card" && at !== undefined && at >= 0) actions.moveQuestions([drag.key], at);
    reset();
  }

  const activeQuestion = active?.kind === "card" ? store.getState().doc.questions[active.key] : undefined;
  return (
    <DndContext
      id="form-editor"
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={reset}
    >
      <DragStateContext.Provider value={state}>{children}</DragStateContext.Provider>
      <DragOverlay dropAnimation={null}>
        {activeQuestion ? (
          <div className="flex cursor-grabbing items-center gap-2 rounded-md border border-brand-500 bg-white px-3 py-2 shadow-lg">
            <QuestionCardBody question={activeQuestion} problemCount={0} referencedByCount={0} />
          </div>
        ) : active?.kind === "palette" ? (
          <PaletteItemPreview type={active.type} />
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
