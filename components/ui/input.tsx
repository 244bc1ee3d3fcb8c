"use client";
// Text inputs, textareas and selects in the studio's dense panel style. DraftInput keeps the text being typed
// while focused so the caret never jumps, and still shows a change made elsewhere (undo) at once.
import { useState, type ComponentProps } from "react";

export const inputClasses =
  "block w-full rounded border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 placeholder:text-slate-400 focus-visible:border-brand-500 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500 aria-[invalid=true]:border-red-500";
export const selectClasses = `${inputClasses} pr-6`;

type DraftProps<E extends "input" | "textarea"> = Omit<ComponentProps<E>, "value" | "onChange"> & { value: string; onValueChange(text: string): void };

/** The text to show: the draft while it is the last thing sent, else the value from outside. */
function useDraft(value: string, onValueChange: (text: string) => void) {
  const [draft, setDraft] = useState<{ text: string; sent: string } | null>(null);
  const text = draft && draft.sent === value ? draft.text : value;
  return {
    text,
    change(next: string) {
      setDraft({ text: next, sent: next });
      onValueChange(next);
    },
    end: () => setDraft(null),
  };
}

export function DraftInput({ value, onValueChange, onBlur, className, ...props }: DraftProps<"input">) {
  const draft = useDraft(value, onValueChange);
  return (
    <input
      {...props}
      className={className ?? inputClasses}
      value={draft.text}
      onChange={(event) => draft.change(event.target.value)}
      onBlur={(event) => {
        draft.end();
        onBlur?.(event);
      }}
    />
  );
}

export function DraftTextarea({ value, onValueChange, onBlur, className, ...props }: DraftProps<"textarea">) {
  const draft = useDraft(value, onValueChange);
  return (
    <textarea
      {...props}
      className={className ?? inputClasses}
      value={draft.text}
      onChange={(event) => draft.change(event.target.value)}
      onBlur={(event) => {
        draft.end();
        onBlur?.(event);
      }}
    />
  );
}
