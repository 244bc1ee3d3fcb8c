// Screen-reader announcements for the drag layer, in the person's words: labels and positions, never keys or ids.
import type { Announcements, ScreenReaderInstructions } from "@dnd-kit/core";
import type { QuestionType } from "@/lib/questions/constants";
import { QUESTION_TYPE_INFO } from "@/lib/questions/metadata";
import type { EditorDocument } from "@/lib/editor-store/document";
import { cardTitle } from "../canvas/question-card";

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    "To pick up a question or a question type, press Space or Enter. Use " +
    "the up and down arrow keys to move it, Space or Enter to drop it, and " +
    "Escape to cancel.",
};

type DragData = { kind: "card"; key: string } | { kind: "palette"; type: QuestionType } | { kind: "canvas" };

export function dragData(data: unknown): DragData | undefined {
  const value = data as { kind?: unknown } | undefined;
  return value && (value.kind === "card" || value.kind === "palette" || value.kind === "canvas")
    ? (value as DragData)
    : undefined;
}

/** `position` is where the drop would land (0-based), or undefined when it would land nowhere. */
export function dragAnnouncements(
  getDoc: () => EditorDocument,
  getSelected: () => readonly string[],
  position: (active: unknown, over: unknown) => number | undefined,
): Announcements {
  const name = (data: unknown) => {
    const drag = dragData(data);
    if (drag?.kind === "card") {
      const question = getDoc().questions.get(drag.key);
      return question ? cardTitle(question) : "the question";
    }
    if (drag?.kind === "palette") return `a new ${QUESTION_TYPE_INFO[drag.type].title} question`;
    return "the item";
  };
  const of = (index: number, adding: boolean) => `position ${index + 1} of ${getDoc().order.length + (adding ? 1 : 0)}`;
  const isPalette = (data: unknown) => dragData(data)?.kind === "palette";
  // dnd-kit reports the picked-up card as over itself right away: saying so would cut off "Picked up …".
  let justPickedUp = false;
  return {
    onDragStart({ active }) {
      justPickedUp = true;
      const drag = dragData(active.data.current);
      if (drag?.kind === "card") return `Picked up ${name(drag)}, ${of(getDoc().order.indexOf(drag.key), false)}.`;
      return `Picked up ${name(drag)}.`;
    },
    onDragOver({ active, over }) {
      const redundant = justPickedUp && over?.id === active.id;
      justPickedUp = false;
      if (redundant) return undefined;
      const at = over ? position(active.data.current, over.data.current ?? { kind: "card", key: over.id }) : undefined;
      if (at === undefined) return `${name(active.data.current)} is no longer over the form.`;
      return `${name(active.data.current)} is over ${of(at, isPalette(active.data.current))}.`;
    },
    // Runs after the drop was applied: the moved card, or the added question (selected), is where it landed.
    onDragEnd({ active, over }) {
      const drag = dragData(active.data.current);
      const doc = getDoc();
      const landed =
        drag?.kind === "card"
          ? doc.order.indexOf(drag.key)
          : getSelected()[0]
            ? doc.order.indexOf(getSelected()[0])
            : -1;
      if (!over || landed < 0) return `${name(drag)} was dropped outside the form; nothing changed.`;
      return drag?.kind === "palette"
        ? `Added ${name(drag)} at ${of(landed, false)}.`
        : `${name(drag)} was dropped at ${of(landed, false)}.`;
    },
    onDragCancel({ active }) {
      return `Moving ${name(active.data.current)} was cancelled; nothing changed.`;
    },
  };
}
