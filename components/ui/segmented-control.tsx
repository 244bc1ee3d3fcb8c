"use client";
// A row of mutually exclusive choices (radiogroup): one tab stop, arrow keys move and choose, as native radios do.
import { useRef, type KeyboardEvent } from "react";

export type Segment = { key: string; label: string };

export function SegmentedControl({
  segments,
  value,
  onValueChange,
  labelledBy,
  id,
  invalid,
  describedBy,
  ...data
}: {
  segments: readonly Segment[];
  value: string;
  onValueChange(key: string): void;
  labelledBy: string;
  id?: string;
  invalid?: boolean;
  describedBy?: string;
  "data-path"?: string;
}) {
  const group = useRef<HTMLDivElement>(null);
  const selected = Math.max(
    0,
    segments.findIndex((segment) => segment.key === value),
  );
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (selected + step + segments.length) % segments.length;
    onValueChange(segments[next].key);
    group.current?.querySelectorAll<HTMLButtonElement>("[role=radio]")[next]?.focus();
  };
  return (
    <div
      ref={group}
      id={id}
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      className="inline-flex w-full rounded border border-slate-300 bg-slate-100 p-0.5"
      {...data}
    >
      {segments.map((segment, index) => {
        const checked = segment.key === value;
        const look = checked ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900";
        return (
          <button
            key={segment.key}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => onValueChange(segment.key)}
            className={
              `flex-1 rounded px-2 py-0.5 text-xs font-medium focus-visible:outline ` +
              `focus-visible:outline-2 focus-visible:outline-brand-500 ${look}`
            }
          >
            {segment.label}
          </button>
        );
      })}
    </div>
  );
}
