"use client";
// One type in the palette: a real button (click, Enter or Space adds the type) that is also a dnd-kit draggable
// for the pointer; and the same face as a floating card for the DragOverlay.
import { useDraggable } from "@dnd-kit/core";
import type { KeyboardEvent } from "react";
import type { QuestionType } from "@/lib/questions/constants";
import { QUESTION_TYPE_INFO } from "@/lib/questions/metadata";
import { TYPE_CATALOG } from "../type-catalog";

/** What a palette item carries through a drag; the drag layer tells it from canvas items by `kind`. */
export type PaletteDragData = { kind: "palette"; type: QuestionType };
export const paletteDraggableId = (type: QuestionType) => `palette:${type}`;

/** `compact`: from 1024 px only the icon shows (the words stay the button's name): the rail beside the preview. */
function PaletteItemFace({ type, compact = false }: { type: QuestionType; compact?: boolean }) {
  const { icon: Icon, description } = TYPE_CATALOG[type];
  return (
    <>
      <span
        className={
          "mt-0.5 flex size-6 shrink-0 items-center justify-center rounded border " +
          "border-slate-200 bg-slate-50 text-slate-600"
        }
      >
        <Icon className="size-4" />
      </span>
      <span className={`min-w-0 ${compact ? "lg:sr-only" : ""}`}>
        <span className="block text-sm font-medium text-slate-900">{QUESTION_TYPE_INFO[type].title}</span>
        <span className="block text-xs leading-snug text-slate-500">{description}</span>
      </span>
    </>
  );
}

export function PaletteItem(props: {
  type: QuestionType;
  focusable: boolean;
  hintId: string;
  buttonRef(node: HTMLButtonElement | null): void;
  onAdd(type: QuestionType): void;
  onKeyDown(event: KeyboardEvent<HTMLButtonElement>): void;
  onFocus(): void;
  compact?: boolean;
}) {
  const { type, focusable, hintId, buttonRef, onAdd, onKeyDown, onFocus, compact = false } = props;
  const data: PaletteDragData = { kind: "palette", type };
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: paletteDraggableId(type), data });
  // Only the pointer starts a drag here: the keyboard sensor's Enter/Space would swallow the button's own
  // Enter/Space, which must add the type (keyboard users then move it on the canvas). No touch-action: none, so
  // a finger can still scroll the palette; a tap adds the type.
  const pointerListeners = Object.fromEntries(Object.entries(listeners ?? {}).filter(([name]) => name !== "onKeyDown"));
  return (
    <li>
      <button
        type="button"
        ref={(node) => {
          setNodeRef(node);
          buttonRef(node);
        }}
        {...pointerListeners}
        tabIndex={focusable ? 0 : -1}
        // Named by what it shows, title then description (WCAG 2.5.3 wants the visible words in the name); the
        // hint on how to add it is its description.
        aria-describedby={hintId}
        onClick={() => onAdd(type)}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        // The rail shows icons only: the title says which type each one is on hover.
        title={compact ? QUESTION_TYPE_INFO[type].title : undefined}
        className={
          `relative flex w-full items-start gap-2 rounded-md px-2 py-1.5 ` +
          `text-left hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 ` +
          `focus-visible:-outline-offset-2 focus-visible:outline-brand-500 ` +
          `${compact ? "lg:justify-center lg:px-0" : ""} ${isDragging ? "opacity-40" : ""}`
        }
      >
        <PaletteItemFace type={type} compact={compact} />
      </button>
    </li>
  );
}

/** The card under the pointer while a type is dragged (render it inside the DragOverlay). */
export function PaletteItemPreview({ type }: { type: QuestionType }) {
  return (
    <div
      className={
        "flex w-64 cursor-grabbing items-start gap-2 rounded-md border " +
        "border-brand-500 bg-white px-2 py-1.5 shadow-lg"
      }
    >
      <PaletteItemFace type={type} />
    </div>
  );
}
