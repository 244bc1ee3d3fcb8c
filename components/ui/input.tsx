"use client";
// Text inputs, textareas and selects in the studio's dense panel style. DraftInput keeps the text being typed
// while focused so the caret never jumps, and still shows a change made elsewhere (undo) at once.
import { useId, useState, type ChangeEvent, type ComponentProps, type FocusEvent, type FormEvent } from "react";

export const inputClasses =
  "block w-full rounded border border-slate-300 bg-white px-2 py-1 " +
  "text-sm text-slate-900 placeholder:text-slate-400 " +
  "focus-visible:border-brand-500 focus-visible:outline " +
  "focus-visible:outline-2 focus-visible:outline-brand-500 " +
  "aria-[invalid=true]:border-red-500";
export const selectClasses = `${inputClasses} pr-6`;
/**
 * A one-line DraftInput's default: inputClasses at its own height (a line of text-sm, its padding and border, what
 * it measured before) with size and layout containment, so that the text typed into it relays out the input alone
 * and not the page around it up to its root (docs/benchmarks.md "Where the editor's 1,000-question keystroke goes").
 */
export const lineInputClasses = `${inputClasses} h-[calc(1.75rem+2px)] [contain:size_layout_style]`;

/** What a draft-keeping control takes beside its element's own props. */
type DraftOwn = {
  value: string;
  onValueChange(text: string): void;
  onBlur?(event: FocusEvent<HTMLInputElement>): void;
  /**
   * The value from outside may be a render behind what was sent (the inspector's label, whose panel renders the
   * text later than the key: docs/benchmarks.md): until it catches up, the value it had before is not a change.
   * Left before it caught up (within a frame of the last key), the control shows the value from outside until then.
   */
  valueLags?: boolean;
};

type DraftProps = Omit<ComponentProps<"input">, "value" | "onChange" | "onBlur"> & DraftOwn;

/**
 * A draft-keeping text control's props: its own taken out, the value and handlers put in. While focused it shows
 * the draft while the value from outside is the last thing sent (with `valueLags`, any value sent since the outside
 * last caught up, or the one before them), else the value from outside (a change made elsewhere, or a value refused,
 * shown at once); it forgets the draft when the control loses focus.
 */
function useDraftProps<P extends DraftOwn>({ value, onValueChange, onBlur, valueLags = false, ...rest }: P) {
  // `known`: the values from outside that mean "not changed elsewhere" for this draft.
  const [draft, setDraft] = useState<{ text: string; known: readonly string[] } | null>(null);
  const current = draft !== null && draft.known.includes(value);
  return {
    ...rest,
    value: current ? draft.text : value,
    onChange(event: ChangeEvent<HTMLInputElement>) {
      const next = event.target.value;
      // Behind: what was known still holds; caught up, or a change from outside shown: from the value shown now.
      const known = !valueLags ? [] : current && value !== draft.text ? draft.known : [value];
      setDraft({ text: next, known: known.includes(next) ? known : [...known, next] });
      onValueChange(next);
    },
    onBlur(event: FocusEvent<HTMLInputElement>) {
      setDraft(null);
      onBlur?.(event);
    },
  };
}

const preventSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

/**
 * A DraftInput belongs to an empty form of its own (its `form` attribute), not to the page's formless controls:
 * Chromium's autofill reads every control of the form that owns the control typed into, at every keystroke, and
 * sends them to the browser, which parses them again when they change. Formless, the inspector's label was one of
 * the page's 17 formless controls (25 kB to the browser per key); owned, it is one (docs/benchmarks.md "Where the
 * editor's 1,000-question keystroke goes"). The capture form does the same per question (`formIdOf`). Alone in its
 * form, Enter in it would submit that form (HTML's implicit submission: a reload of the page); the submission is
 * refused, as the inspector's fields save as they change. So it is not for a control of a form around it.
 */
export function DraftInput({ className, ...props }: DraftProps) {
  const formId = `${useId()}-own-form`;
  return (
    <>
      {/* Before the input, which stays the last child where it was: `space-y-*` spaces all but the last. */}
      <form id={formId} hidden noValidate onSubmit={preventSubmit} />
      <input form={formId} className={className ?? lineInputClasses} {...useDraftProps(props)} />
    </>
  );
}
