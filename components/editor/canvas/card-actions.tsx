// The per-card buttons: move up/down, duplicate, delete. Small icon buttons, each with its own accessible name.
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

function IconButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick(): void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      variant="subtle"
      size="icon"
      className="disabled:opacity-30"
      aria-label={label}
      title={label}
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

export function CardActions(props: {
  title: string;
  first: boolean;
  last: boolean;
  onMove(by: -1 | 1): void;
  onDuplicate(): void;
  onDelete(): void;
}) {
  return (
    <span className="flex shrink-0 items-center gap-0.5">
      <IconButton label={`Move ${props.title} up`} disabled={props.first} onClick={() => props.onMove(-1)}>
        <path d="M8 13V3M4 7l4-4 4 4" />
      </IconButton>
      <IconButton label={`Move ${props.title} down`} disabled={props.last} onClick={() => props.onMove(1)}>
        <path d="M8 3v10M4 9l4 4 4-4" />
      </IconButton>
      <IconButton label={`Duplicate ${props.title}`} onClick={props.onDuplicate}>
        <rect x="5" y="5" width="8" height="8" rx="1" />
        <path d="M3 11V3h8" />
      </IconButton>
      <IconButton label={`Delete ${props.title}`} onClick={props.onDelete}>
        <path d="M3 4h10M6 4V2.5h4V4M4.5 4l.5 9.5h6l.5-9.5" />
      </IconButton>
    </span>
  );
}
