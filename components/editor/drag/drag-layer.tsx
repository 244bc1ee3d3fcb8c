"use client";
// The drag layer (docs/conventions.md 9): one DndContext around palette and canvas. It translates a drop into
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
  type DragStartEvent,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import type { QuestionType } from "@/lib/questions";
import { newQuestion } from "@/lib/editor-store/new-question";
import { takenIds } from "@/lib/editor-store/document";
import { useEditorStore } from "@/lib/editor-store/provider";
import { QuestionCardBody } from "../canvas/question-card";
import { usePaletteDragTracking } from "./drag-layer-palette";
import { dragAnnouncements, dragData, screenReaderInstructions } from "./drag-announcements";
import { DragStateContext, noDrag, type DragState } from "./drag-state";
import { PaletteItemPreview } from "../palette/palette";

type Active = { kind: "card"; key: string } | { kind: "palette"; type: QuestionType } | null;

// Cards snap to the closest position, as in dnd-kit's sortable stories; a palette item is over what the pointer is
// over (where it lands is worked out from the cards on screen, see drag-layer-palette.ts).
const collisionDetection: CollisionDetection = (args) => {
  if (dragData(args.active.data.current)?.kind !== "palette") return closestCenter(args);
  const hits = pointerWithin(args);
  return hits.length ? hits : rectIntersection(args);
};

export function DragLayer({ children }: { children: ReactNode }) {
  const store = useEditorStore();
  const [active, setActive] = useState<Active>(null);
  const [state, setState] = useState<DragState>(noDrag);
  // Where a palette drag began (null otherwise), and where it would land now: also kept in a ref, because the drop
  // can come before React renders the last move.
  const [paletteStart, setPaletteStart] = useState<{ x: number; y: number } | null>(null);
  const insertAt = useRef<number | null>(null);
  const currentOrder = useCallback(() => store.getState().doc.order, [store]);
  const reportInsertAt = useCallback((at: number | null) => {
    insertAt.current = at;
    setState((current) => (current.insertAt === at ? current : { activeKey: null, insertAt: at }));
  }, []);
  usePaletteDragTracking(paletteStart, currentOrder, reportInsertAt);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

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
  const announcements = useMemo(
    () =>
      dragAnnouncements(
        () => store.getState().doc,
        () => store.getState().selection.keys,
        position,
      ),
    [store, position],
  );

  const reset = () => {
    setActive(null);
    setState(noDrag);
    setPaletteStart(null);
    insertAt.current = null;
  };

  function onDragStart(event: DragStartEvent) {
    const drag = dragData(event.active.data.current);
    if (drag?.kind === "card") {
      setActive(drag);
      setState({ activeKey: drag.key, insertAt: null });
    } else if (drag?.kind === "palette") {
      setActive(drag);
      const { activatorEvent } = event;
      setPaletteStart(
        activatorEvent instanceof MouseEvent ? { x: activatorEvent.clientX, y: activatorEvent.clientY } : null,
      );
    }
  }

  function onDragEnd(event: DragEndEvent) {
    const drag = dragData(event.active.data.current);
    const at =
      drag?.kind === "palette"
        ? (insertAt.current ?? undefined)
        : event.over
          ? position(event.active.data.current, event.over.data.current)
          : undefined;
    const { actions, doc } = store.getState();
    if (drag?.kind === "palette" && at !== undefined) {
      // As a click on the type does: the new question's label is focused and selected, so typing names it.
      const key = actions.insertQuestion(newQuestion(drag.type, takenIds(doc)), at);
      actions.selectOnly([key], `questions[${store.getState().doc.order.indexOf(key)}].label`, true);
    }
    if (drag?.kind === "card" && at !== undefined && at >= 0) actions.moveQuestions([drag.key], at);
    reset();
  }

  const activeQuestion = active?.kind === "card" ? store.getState().doc.questions.get(active.key) : undefined;
  return (
    <DndContext
      id="form-editor"
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={reset}
      // A palette drag scrolls the canvas itself (usePaletteDragTracking); dnd-kit's would scroll the palette.
      autoScroll={active?.kind !== "palette"}
    >
      <DragStateContext.Provider value={state}>{children}</DragStateContext.Provider>
      <DragOverlay dropAnimation={null}>
        {activeQuestion ? (
          <div
            className={
              "flex cursor-grabbing items-center gap-2 rounded-md border " +
              "border-brand-500 bg-white px-3 py-2 shadow-lg"
            }
          >
            <QuestionCardBody question={activeQuestion} problemCount={0} referencedByCount={0} />
          </div>
        ) : active?.kind === "palette" ? (
          <PaletteItemPreview type={active.type} />
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
