// A canvas row: a thin dnd-kit sortable shell (handle, selection, actions) around the memoised card body. Each row
// subscribes to its own question only, so typing in one question re-renders one row.
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { MouseEvent } from "react";
import { useEditor, useEditorActions, useEditorStore } from "@/lib/editor-store/provider";
import type { SelectMode } from "@/lib/editor-store/selection";
import { CardActions } from "./card-actions";
import { cardTitle, QuestionCardBody } from "./question-card";

export type SortableCardProps = {
  questionKey: string;
  index: number;
  count: number;
  onDelete(keys: readonly string[]): void;
};

function modeOf(event: MouseEvent): SelectMode {
  if (event.shiftKey) return "range";
  return event.ctrlKey || event.metaKey ? "toggle" : "replace";
}

export function SortableCard({ questionKey, index, count, onDelete }: SortableCardProps) {
  const question = useEditor((state) => state.doc.questions.get(questionKey));
  const isSelected = useEditor((state) => state.selection.keys.includes(questionKey));
  const problemCount = useEditor((state) => state.issues.byKey[questionKey]?.length ?? 0);
  const referencedByCount = useEditor((state) => state.issues.referencedBy[questionKey]?.length ?? 0);
  const actions = useEditorActions();
  const store = useEditorStore();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: questionKey,
    data: { kind: "card", key: questionKey },
  });
  if (!question) return null;
  const title = cardTitle(question);
  // The card's buttons act on the whole selection when this card is part of it (read when clicked, not rendered).
  const targets = (): readonly string[] => (isSelected ? store.getState().selection.keys : [questionKey]);
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="question-card"
      data-key={questionKey}
      aria-posinset={index + 1}
      aria-setsize={count}
      role="listitem"
      className={
        `group flex items-center gap-2 rounded-md border bg-white px-2 ` +
        `py-2 ${isSelected ? "border-brand-500 ring-1 ring-brand-500" : "border-slate-200 hover:border-slate-300"} ` +
        `${isDragging ? "opacity-40" : ""}`
      }
      onClick={(event) => actions.select(questionKey, modeOf(event))}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${title}, position ${index + 1} of ${count}`}
        className={
          "cursor-grab rounded p-1 text-slate-500 hover:bg-slate-100 " +
          "focus-visible:outline focus-visible:outline-2 " +
          "focus-visible:outline-brand-500"
        }
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4" fill="currentColor">
          <circle cx="6" cy="4" r="1.2" />
          <circle cx="10" cy="4" r="1.2" />
          <circle cx="6" cy="8" r="1.2" />
          <circle cx="10" cy="8" r="1.2" />
          <circle cx="6" cy="12" r="1.2" />
          <circle cx="10" cy="12" r="1.2" />
        </svg>
      </button>
      <button
        type="button"
        aria-pressed={isSelected}
        className={
          "flex min-w-0 flex-1 rounded focus-visible:outline " +
          "focus-visible:outline-2 focus-visible:outline-brand-500"
        }
        onClick={(event) => {
          event.stopPropagation();
          actions.select(questionKey, modeOf(event));
        }}
      >
        <QuestionCardBody question={question} problemCount={problemCount} referencedByCount={referencedByCount} />
      </button>
      <CardActions
        title={title}
        first={index === 0}
        last={index === count - 1}
        onMove={(by) => actions.shiftQuestions(targets(), by)}
        onDuplicate={() => actions.duplicateQuestions(targets())}
        onDelete={() => onDelete(targets())}
      />
    </div>
  );
}
