"use client";
// The palette (docs/studio.md "Add questions"): every question type with its icon, title and what it collects, a search
// box,
// and two ways in: drag a type onto the canvas, or click it / press Enter or Space to add it. The list is one tab
// stop; arrow keys, Home and End move between types (roving tabindex).
import { memo, useCallback, useId, useRef, useState, type KeyboardEvent } from "react";
import type { QuestionType } from "@/lib/questions";
import { SearchIcon } from "@/components/ui/icons";
import { rovingIndex } from "@/components/ui/roving-index";
import { filterTypes } from "./filter-types";
import { PaletteItem } from "./palette-item";
import { holdTypingForLabel } from "./type-ahead";

export { PaletteItemPreview, paletteDraggableId, type PaletteDragData } from "./palette-item";

/**
 * `compact`: beside the preview, from 1024 px, the palette is a rail of icons (docs/studio.md "Check it in the
 * preview"): the canvas keeps its room and questions can still be added by click, Enter or drag.
 */
export const Palette = memo(function Palette({
  onAdd: addType,
  compact = false,
}: {
  onAdd(type: QuestionType): void;
  compact?: boolean;
}) {
  // What is typed while the new question's label is on its way to the focus goes to the label (type-ahead.ts).
  const onAdd = useCallback(
    (type: QuestionType) => {
      holdTypingForLabel();
      addType(type);
    },
    [addType],
  );
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const buttons = useRef(new Map<QuestionType, HTMLButtonElement>());
  const ids = useId();
  const types = filterTypes(query);
  const current = Math.min(active, Math.max(types.length - 1, 0));

  const focusAt = (index: number) => {
    setActive(index);
    buttons.current.get(types[index])?.focus();
  };
  const onItemKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = rovingIndex(event.key, current, types.length);
    if (next === null) return;
    event.preventDefault();
    focusAt(next);
  };
  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && types.length) {
      event.preventDefault();
      focusAt(0);
    } else if (event.key === "Enter" && types.length === 1) {
      // One match left: Enter adds it, as in a command palette.
      event.preventDefault();
      onAdd(types[0]);
    } else if (event.key === "Escape" && query) {
      event.preventDefault();
      setQuery("");
    }
  };

  return (
    // relative: the visually hidden words (the rail's names, the hints) are positioned inside the palette's scroller,
    // not against the page, where they made the editor taller than the window.
    <section
      aria-labelledby={`${ids}-title`}
      className={`relative flex h-full min-h-0 flex-col gap-2 p-2 ${compact ? "lg:px-1" : ""}`}
    >
      <h2 id={`${ids}-title`} className="px-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        Add<span className={compact ? "lg:sr-only" : undefined}> a question</span>
      </h2>
      <div className={`relative ${compact ? "lg:hidden" : ""}`}>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-2 size-4 -translate-y-1/2 text-slate-400" />
        <input
          type="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onSearchKeyDown}
          aria-label="Search question types"
          aria-controls={`${ids}-list`}
          placeholder="Search types"
          className={
            "w-full rounded-md border border-slate-300 bg-white py-1 pr-2 pl-7 " +
            "text-sm placeholder:text-slate-500 focus-visible:border-brand-500 " +
            "focus-visible:outline focus-visible:outline-2 " +
            "focus-visible:outline-brand-500"
          }
        />
      </div>
      <p id={`${ids}-hint`} className="sr-only">
        Press Enter to add this question after the selected one, or drag it onto the form.
      </p>
      <p role="status" className="sr-only">
        {query ? `${types.length} ${types.length === 1 ? "type matches" : "types match"}` : ""}
      </p>
      {types.length ? (
        <ul
          id={`${ids}-list`}
          aria-label="Question types"
          data-palette-list
          className="min-h-0 space-y-0.5 overflow-y-auto"
        >
          {types.map((type, index) => (
            <PaletteItem
              key={type}
              type={type}
              focusable={index === current}
              hintId={`${ids}-hint`}
              buttonRef={(node) => {
                if (node) buttons.current.set(type, node);
                else buttons.current.delete(type);
              }}
              onAdd={onAdd}
              compact={compact}
              onKeyDown={onItemKeyDown}
              onFocus={() => setActive(index)}
            />
          ))}
        </ul>
      ) : (
        <div id={`${ids}-list`} className="space-y-2 px-1 py-4 text-sm text-slate-600">
          <p>No type matches “{query}”.</p>
          <button
            type="button"
            onClick={() => setQuery("")}
            className={
              "text-brand-600 underline hover:text-brand-700 focus-visible:outline " +
              "focus-visible:outline-2 focus-visible:outline-brand-500"
            }
          >
            Clear the search
          </button>
        </div>
      )}
    </section>
  );
});

/**
 * Focus the palette's current type (or its search box when nothing matches): where a keyboard user adds the next
 * question.
 */
export function focusPalette(): void {
  const list = document.querySelector<HTMLElement>("[data-palette-list]");
  (
    list?.querySelector<HTMLElement>("button[tabindex='0']") ??
    document.querySelector<HTMLElement>("input[aria-label='Search question types']")
  )?.focus();
}

/**
 * A way back to the palette from the inspector, shown when it has the focus: between the two lie the canvas's
 * cards, six tab stops each, so Shift+Tab alone is a long way round with a form of any size.
 */
export function BackToPalette() {
  return (
    <button
      type="button"
      onClick={focusPalette}
      className={
        "sr-only focus-visible:not-sr-only focus-visible:m-2 " +
        "focus-visible:inline-block focus-visible:rounded " +
        "focus-visible:bg-white focus-visible:px-2 focus-visible:py-1 " +
        "focus-visible:text-sm focus-visible:text-brand-700 " +
        "focus-visible:outline focus-visible:outline-2 " +
        "focus-visible:outline-brand-500"
      }
    >
      Back to the question types
    </button>
  );
}
