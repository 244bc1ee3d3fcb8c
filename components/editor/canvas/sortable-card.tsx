// A canvas row: a thin dnd-kit sortable shell (handle, selection, actions) around the memoised card body. The shell
// reads whether its question exists and is selected, not the question: typing in its label re-renders the card's
// body alone; the handle and the action buttons name the card through its label element (card-actions.tsx). Every
// card reads the store through one listener shared by all the cards, called for a card only when its question, its
// selection or its issues changed (useCardSlice, lib/editor-store/card-subscriptions.ts).
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useCallback, useId, type MouseEvent } from "react";
import { useCardSlice, useEditorActions, useEditorStore } from "@/lib/editor-store/provider";
import type { EditorState } from "@/lib/editor-store/create-store";
import type { SelectMode } from "@/lib/editor-store/selection";
import { CardActions, CardWords, cardWordId } from "./card-actions";
import { QuestionCardBody } from "./question-card";

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

// What a card reads of the state, each a value of the state or a number (the same for the same state).
const questionOf = (state: EditorState, key: string) => state.doc.questions.get(key);
const problemsOf = (state: EditorState, key: string) => state.issues.byKey[key]?.length ?? 0;
const referencesOf = (state: EditorState, key: string) => state.issues.referencedBy[key]?.length ?? 0;
/** 0 no such question, 1 shown, 2 shown and selected. */
const shownOf = (state: EditorState, key: string) =>
  !state.doc.questions.has(key) ? 0 : state.selection.keys.includes(key) ? 2 : 1;

/** The card's body, reading its question and its counts: what a keystroke in its label re-renders. */
function CardBody({ questionKey, titleId }: { questionKey: string; titleId: string }) {
  const question = useCardSlice(questionKey, questionOf);
  const problemCount = useCardSlice(questionKey, problemsOf);
  const referencedByCount = useCardSlice(questionKey, referencesOf);
  if (!question) return null;
  return (
    <QuestionCardBody
      question={question}
      problemCount={problemCount}
      referencedByCount={referencedByCount}
      titleId={titleId}
    />
  );
}

export function SortableCard({ questionKey, index, count, onDelete }: SortableCardProps) {
  const shown = useCardSlice(questionKey, shownOf);
  const isSelected = shown === 2;
  const actions = useEditorActions();
  const store = useEditorStore();
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: questionKey,
    data: { kind: "card", key: questionKey },
  });
  // The card's buttons act on the whole selection when this card is part of it (read when clicked, not rendered).
  const targets = useCallback(
    (): readonly string[] => (isSelected ? store.getState().selection.keys : [questionKey]),
    [isSelected, store, questionKey],
  );
  const onMove = useCallback((by: -1 | 1) => actions.shiftQuestions(targets(), by), [actions, targets]);
  const onDuplicate = useCallback(() => actions.duplicateQuestions(targets()), [actions, targets]);
  const onDeleteCard = useCallback(() => onDelete(targets()), [onDelete, targets]);
  if (shown === 0) return null;
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
      <CardWords baseId={baseId} index={index} count={count} />
      {/* "Reorder <title>"; its position is in its description, before dnd-kit's instructions. */}
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-labelledby={`${cardWordId(baseId, "reorder")} ${titleId}`}
        aria-describedby={[cardWordId(baseId, "position"), attributes["aria-describedby"]].filter(Boolean).join(" ")}
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
        <CardBody questionKey={questionKey} titleId={titleId} />
      </button>
      <CardActions
        baseId={baseId}
        titleId={titleId}
        first={index === 0}
        last={index === count - 1}
        onMove={onMove}
        onDuplicate={onDuplicate}
        onDelete={onDeleteCard}
      />
    </div>
  );
}
