"use client";
// The options of a select, radio or checkboxGroup question: add, remove, reorder by drag or keyboard (its own
// DndContext), labels and stored values, default selection where the type has it, groups (select) and paste-many,
// into the list or into a group. Rows left blank are not options: leaving the editor drops them, and "add" fills
// a blank last row before making another (docs/studio.md "Options and groups").
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { FieldErrors } from "@/components/ui/field";
import { truthy } from "@/lib/questions/constants";
import { issueMessages, type ControlProps } from "../field-types";
import {
  appendOptions,
  isBlankOption,
  moveItem,
  replaceAt,
  storedKeyFor,
  withoutBlankOptions,
  type OptionLike,
} from "../option-list";
import { linkButton, OptionListView } from "./option-list-view";
import { PasteOptions } from "./paste-options";
import { isPlainObject } from "@/lib/logic/is-plain-object";

type SortableData = { label?: string; sortable?: { containerId: string | number; index: number; items: unknown[] } };
const describe = (data: unknown) => {
  const { label, sortable } = (data ?? {}) as SortableData;
  return {
    label: label ?? "option",
    position: sortable ? `position ${sortable.index + 1} of ${sortable.items.length}` : "",
  };
};

/** Screen-reader announcements with labels and positions; the first dragOver (over itself) is not news. */
function announcementsFor(lastOver: { current: unknown }): Announcements {
  const name = (data: unknown) => describe(data).label;
  return {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${name(active.data.current)}, ${describe(active.data.current).position}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return `${name(active.data.current)} is over ${describe(over.data.current).position}.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `Dropped ${name(active.data.current)} at ${describe(over.data.current).position}.`
        : `Dropped ${name(active.data.current)}.`,
    onDragCancel: ({ active }) => `Moving ${name(active.data.current)} was cancelled; it is back where it was.`,
  };
}

/** The options with the list at `container` (".options" or ".options[g].options") reordered. */
function moveInContainer(options: readonly OptionLike[], container: string, from: number, to: number): OptionLike[] {
  if (container === ".options") return moveItem(options, from, to);
  const group = Number(/^\.options\[(\d+)\]\.options$/.exec(container)?.[1] ?? -1);
  const owner = options[group];
  if (!owner || !Array.isArray(owner.options)) return [...options];
  return replaceAt(options, group, { ...owner, options: moveItem(owner.options, from, to) });
}

const NO_OPTIONS: readonly OptionLike[] = [];
const isObject = isPlainObject as (value: unknown) => value is OptionLike;

/** The options as objects: anything else sent through the API shows as an option without a label to fix. */
function asOptions(value: unknown): readonly OptionLike[] {
  if (!Array.isArray(value)) return NO_OPTIONS;
  return value.every(isObject) ? value : value.map((option) => (isObject(option) ? option : { label: "" }));
}

export function OptionsEditor({
  id,
  type,
  label,
  value,
  issues,
  onSet,
  multiSelect,
}: ControlProps & { multiSelect: unknown }) {
  const choiceType = type as "select" | "radio" | "checkboxGroup";
  const storedKey = storedKeyFor(choiceType);
  // Memoised: the row keys follow the list's identity.
  const options = useMemo(() => asOptions(value), [value]);
  // Defaults live on the options for a checkbox group and a multi-select drop-down; radio keeps one on the question.
  const showDefault = choiceType === "checkboxGroup" || (choiceType === "select" && truthy(multiSelect));
  const [pasting, setPasting] = useState(false);
  const [status, setStatus] = useState("");
  const root = useRef<HTMLDivElement>(null);
  const focusNext = useRef<string | null>(null);
  const dndId = useId();
  // One per editor: the announcements remember where the dragged option was last announced.
  const [announcements] = useState(() => announcementsFor({ current: null }));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // Focus what the last action asked for (a new option's label, the row after a removed one) once it is rendered.
  useEffect(() => {
    const path = focusNext.current;
    if (!path) return;
    const target = root.current?.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"]`);
    if (target) {
      focusNext.current = null;
      target.focus();
    }
  });

  const change = (next: readonly OptionLike[], field: string) => onSet("options", next, field);
  const requestFocus = (path: string) => {
    focusNext.current = path;
  };
  /** Focus a field that is already there. */
  const focusPath = (path: string) =>
    root.current?.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"]`)?.focus();
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = (active.data.current as SortableData | undefined)?.sortable;
    const to = (over?.data.current as SortableData | undefined)?.sortable;
    // Options move within their own list; dropping into another group's list is not a move.
    if (!from || !to || from.containerId !== to.containerId || from.index === to.index) return;
    change(moveInContainer(options, String(from.containerId), from.index, to.index), "options");
  };
  const optionIssues = issues.filter((issue) => issue.path !== ".options");
  const listErrors = issueMessages(issues.filter((issue) => issue.path === ".options"));

  return (
    <div
      ref={root}
      className="space-y-2"
      role="group"
      aria-labelledby={`${id}-label`}
      data-path=".options"
      onBlur={(event) => {
        // Leaving the options (not moving within them): rows nobody filled in are dropped, not saved as options.
        if (root.current?.contains(event.relatedTarget as Node | null)) return;
        const kept = withoutBlankOptions(options);
        if (kept !== options) change([...kept], "options");
      }}
    >
      <div className="flex items-center justify-between">
        <span id={`${id}-label`} className="text-xs font-medium text-slate-600">
          {label} <span className="font-normal text-slate-500">({options.length})</span>
        </span>
        <span className="text-xs text-slate-500">label · saved in answers as</span>
      </div>
      <DndContext
        id={dndId}
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              "To move an option, press Space, then the arrow keys, then Space to drop it or Escape to cancel.",
          },
        }}
      >
        <OptionListView
          path=".options"
          list={options}
          all={options}
          storedKey={storedKey}
          showDefault={showDefault}
          issues={optionIssues}
          onListChange={change}
          requestFocus={requestFocus}
          focusPath={focusPath}
        />
      </DndContext>
      <FieldErrors id={`${id}-errors`} errors={listErrors} />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          data-path=".options.add"
          className={linkButton}
          onClick={() => {
            // A blank last row is the new option already.
            const last = options.length - 1;
            if (last >= 0 && isBlankOption(options[last])) return focusPath(`.options[${last}].label`);
            change([...options, { label: "" }], "options");
            requestFocus(`.options[${options.length}].label`);
          }}
        >
          + Add option
        </button>
        {choiceType === "select" ? (
          <button
            type="button"
            className={linkButton}
            onClick={() => {
              // A group starts at its first option: type the options, name the group when it suits.
              change([...options, { label: "", options: [{ label: "" }] }], "options");
              requestFocus(`.options[${options.length}].options[0].label`);
            }}
          >
            + Add group
          </button>
        ) : null}
        <button type="button" className={linkButton} aria-expanded={pasting} onClick={() => setPasting(!pasting)}>
          Paste many…
        </button>
      </div>
      {pasting ? (
        <PasteOptions
          existing={options}
          storedKey={storedKey}
          onClose={() => setPasting(false)}
          onAdd={(labels, skipped) => {
            const next = appendOptions(options, labels);
            change(next, "options");
            setPasting(false);
            const addedText = `Added ${labels.length} option${labels.length === 1 ? "" : "s"}`;
            const skippedText = skipped.length ? `; skipped ${skipped.length} already there` : "";
            setStatus(`${addedText}${skippedText}.`);
            requestFocus(`.options[${next.length - labels.length}].label`);
          }}
        />
      ) : null}
      <p role="status" className="text-xs text-slate-500">
        {status}
      </p>
    </div>
  );
}
