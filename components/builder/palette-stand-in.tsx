"use client";
// Stand-in for palette/palette.tsx (editor-parts branch) until it is merged: the same props and drag data.
import { useDraggable } from "@dnd-kit/core";
import { QUESTION_TYPE_INFO, QUESTION_TYPES, type QuestionType } from "@/lib/questions";

function Item({ type, onAdd }: { type: QuestionType; onAdd(type: QuestionType): void }) {
  const { setNodeRef, listeners, attributes } = useDraggable({ id: `palette:${type}`, data: { kind: "palette", type } });
  return (
    <li>
      <button ref={setNodeRef} type="button" {...attributes} {...listeners} onClick={() => onAdd(type)} className="w-full rounded px-2 py-1.5 text-left text-sm hover:bg-slate-100">
        {QUESTION_TYPE_INFO[type].title}
      </button>
    </li>
  );
}

export function Palette({ onAdd }: { onAdd(type: QuestionType): void }) {
  return (
    <ul aria-label="Question types" className="space-y-0.5 p-2">
      {QUESTION_TYPES.map((type) => (
        <Item key={type} type={type} onAdd={onAdd} />
      ))}
    </ul>
  );
}

export function PaletteItemPreview({ type }: { type: QuestionType }) {
  return <div className="rounded-md border border-brand-500 bg-white px-3 py-2 text-sm shadow-lg">{QUESTION_TYPE_INFO[type].title}</div>;
}
