// The presentational body of a question card, shared by the canvas and the drag overlay (docs/conventions.md 9).
// Memoised: a card re-renders only when its own question, position, selection or counts change.
import { memo } from "react";
import type { Question } from "@/lib/questions";
import { QUESTION_TYPE_INFO } from "@/lib/questions/metadata";

export function cardTitle(question: Question): string {
  if (question.type === "divider") return question.label?.trim() ? question.label : "Divider";
  return question.label?.trim() ? question.label : `(no label) ${question.id}`;
}

type LogicValue = Question["displayed"] | Question["required"];
const isExpression = (value: LogicValue) => typeof value === "object" && value !== null;

function LogicBadge({ name, value }: { name: "required" | "displayed"; value: LogicValue }) {
  const conditional = isExpression(value);
  return (
    <span
      className="inline-flex items-center gap-1 rounded bg-slate-100 px-1.5 py-0.5 text-[11px] text-slate-700"
      title={conditional ? `${name} when its logic holds` : name}
    >
      {conditional ? (
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="h-3 w-3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <path d="M3 3v4a3 3 0 0 0 3 3h7M10 7l3 3-3 3" />
        </svg>
      ) : null}
      {conditional ? `${name} if…` : name}
    </span>
  );
}

export type QuestionCardBodyProps = {
  question: Question;
  problemCount: number;
  referencedByCount: number;
  /** The label element's id: the card's buttons take their names from its text (card-actions.tsx). */
  titleId?: string;
};

export const QuestionCardBody = memo(function QuestionCardBody({
  question,
  problemCount,
  referencedByCount,
  titleId,
}: QuestionCardBodyProps) {
  const hidden = question.displayed === false;
  const labelTone = hidden ? "text-slate-500 line-through" : "text-slate-900";
  return (
    <span className="flex min-w-0 flex-1 flex-col gap-1 text-left">
      {/* Isolated and clipped: a direction override or a pile of combining marks in a label stays inside its own
          line. A box one line high with size and layout containment, in a block of its own (Chromium lays a
          flex item out with its flex container whatever its containment): a label typed in the inspector relays
          out that box alone, not the card, the canvas and the page up to its root (docs/benchmarks.md "Where the
          editor's 1,000-question keystroke goes"). */}
      <span className="block h-5">
        <span
          id={titleId}
          dir="auto"
          className={
            `block h-5 truncate text-sm font-medium [contain:size_layout_style] [unicode-bidi:isolate] ` + labelTone
          }
          data-testid="card-label"
        >
          {cardTitle(question)}
        </span>
      </span>
      <span className="flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
        {/* Quiet: support staff need it, organisers mostly not; "Show ids" in the top bar hides it (remembered). */}
        <code
          className="font-mono text-[11px] text-slate-500 group-data-[hide-ids]/editor:hidden"
          data-testid="card-id"
        >
          {question.id}
        </code>
        <span>{QUESTION_TYPE_INFO[question.type]?.title ?? question.type}</span>
        {question.required !== undefined && question.required !== false ? (
          <LogicBadge name="required" value={question.required} />
        ) : null}
        {question.displayed !== undefined && question.displayed !== true ? (
          <LogicBadge name="displayed" value={question.displayed} />
        ) : null}
        {referencedByCount > 0 ? (
          <span
            className="rounded bg-indigo-50 px-1.5 py-0.5 text-[11px] text-indigo-800"
            title="Other questions whose logic refers to this one"
          >
            used by {referencedByCount}
          </span>
        ) : null}
        {problemCount > 0 ? (
          <span
            className="rounded bg-red-50 px-1.5 py-0.5 text-[11px] font-medium text-red-800"
            data-testid="card-problems"
          >
            {problemCount} {problemCount === 1 ? "problem" : "problems"}
          </span>
        ) : null}
      </span>
    </span>
  );
});
