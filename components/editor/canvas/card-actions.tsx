// The per-card buttons: move up/down, duplicate, delete. Small icon buttons, each with its own accessible name,
// "Move <the card's title> up": the words are hidden spans (CardWords) and the title is the card's own label
// element, named by aria-labelledby, so that a keystroke in the label changes the buttons' names without
// re-rendering them (memoised: they render again only when the card's position or handlers change;
// docs/benchmarks.md "Where the editor's 1,000-question keystroke goes"). The drag handle is named the same way.
import { memo, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

function IconButton({
  labelledBy,
  tooltip,
  onClick,
  disabled,
  children,
}: {
  /** The ids whose text, joined, is the button's name. */
  labelledBy: string;
  tooltip: string;
  onClick(): void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      variant="subtle"
      size="icon"
      className="disabled:opacity-30"
      aria-labelledby={labelledBy}
      title={tooltip}
      disabled={disabled}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="h-4 w-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </svg>
    </Button>
  );
}

/** The words of the card's buttons' names around its title. */
const WORDS = {
  reorder: "Reorder",
  move: "Move",
  up: "up",
  down: "down",
  duplicate: "Duplicate",
  delete: "Delete",
} as const;
export type CardWord = keyof typeof WORDS | "position";

/** The id of one of the card's hidden words (CardWords renders them). */
export const cardWordId = (baseId: string, word: CardWord) => `${baseId}-${word}`;

/**
 * The words of the card's buttons' names, hidden (an element aria-labelledby names counts hidden or not), and the
 * card's position, which its drag handle's description gives: "position 3 of 30".
 */
export const CardWords = memo(function CardWords({
  baseId,
  index,
  count,
}: {
  baseId: string;
  index: number;
  count: number;
}) {
  return (
    <>
      {(Object.keys(WORDS) as (keyof typeof WORDS)[]).map((key) => (
        <span key={key} id={cardWordId(baseId, key)} hidden>
          {WORDS[key]}
        </span>
      ))}
      <span id={cardWordId(baseId, "position")} hidden>
        {`position ${index + 1} of ${count}`}
      </span>
    </>
  );
});

export const CardActions = memo(function CardActions(props: {
  /** The prefix of the ids of the card's hidden words (CardWords). */
  baseId: string;
  /** The id of the element whose text is the card's title (its label on the canvas). */
  titleId: string;
  first: boolean;
  last: boolean;
  onMove(by: -1 | 1): void;
  onDuplicate(): void;
  onDelete(): void;
}) {
  const word = (name: CardWord) => cardWordId(props.baseId, name);
  const name = (...parts: string[]) => parts.join(" ");
  return (
    <span className="flex shrink-0 items-center gap-0.5">
      <IconButton
        labelledBy={name(word("move"), props.titleId, word("up"))}
        tooltip="Move up"
        disabled={props.first}
        onClick={() => props.onMove(-1)}
      >
        <path d="M8 13V3M4 7l4-4 4 4" />
      </IconButton>
      <IconButton
        labelledBy={name(word("move"), props.titleId, word("down"))}
        tooltip="Move down"
        disabled={props.last}
        onClick={() => props.onMove(1)}
      >
        <path d="M8 3v10M4 9l4 4 4-4" />
      </IconButton>
      <IconButton labelledBy={name(word("duplicate"), props.titleId)} tooltip="Duplicate" onClick={props.onDuplicate}>
        <rect x="5" y="5" width="8" height="8" rx="1" />
        <path d="M3 11V3h8" />
      </IconButton>
      <IconButton labelledBy={name(word("delete"), props.titleId)} tooltip="Delete" onClick={props.onDelete}>
        <path d="M3 4h10M6 4V2.5h4V4M4.5 4l.5 9.5h6l.5-9.5" />
      </IconButton>
    </span>
  );
});
