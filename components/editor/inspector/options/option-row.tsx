"use client";
// One option: a drag handle (a real button: Space picks it up, arrows move it), its label, its stored value, its
// default selection and a remove button. Enter in the label adds the next option; Alt+Arrow moves this one.
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { KeyboardEvent, ReactNode } from "react";
import { DraftInput, inputClasses } from "@/components/ui/input";
import { FieldErrors } from "@/components/ui/field";
import type { FieldIssue } from "../issue-paths";
import type { OptionLike, StoredKey } from "../option-list";

export type RowActions = {
  setText(index: number, field: "label" | StoredKey, text: string): void;
  setDefault(index: number, checked: boolean): void;
  addAfter(index: number): void;
  remove(index: number): void;
  move(from: number, to: number): void;
};

export function OptionRow({
  id,
  index,
  count,
  path,
  group,
  option,
  storedKey,
  showDefault,
  issues,
  actions,
  children,
}: {
  id: string;
  index: number;
  count: number;
  /** ".options[2]" or ".options[0].options[1]": issues and focus use it. */
  path: string;
  /** The label of the group this option is in, for names that tell rows of different groups apart. */
  group?: string;
  option: OptionLike;
  storedKey: StoredKey;
  showDefault: boolean;
  issues: readonly FieldIssue[];
  actions: RowActions;
  children?: ReactNode;
}) {
  const isGroup = Array.isArray(option.options);
  const name = option.label || `option ${index + 1}`;
  const where = group === undefined ? "" : ` in group ${group || "without a label"}`;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    data: { label: option.label || `Option ${index + 1}` },
  });
  const errors = issues.map((issue) => issue.message);
  const onLabelKey = (event: KeyboardEvent) => {
    if (event.key === "Enter" && !isGroup) {
      event.preventDefault();
      actions.addAfter(index);
    } else if (event.altKey && (event.key === "ArrowUp" || event.key === "ArrowDown")) {
      event.preventDefault();
      const to = index + (event.key === "ArrowUp" ? -1 : 1);
      if (to >= 0 && to < count) actions.move(index, to);
    }
  };
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={
        `rounded ${isDragging ? "relative z-10 bg-white shadow" : ""} ` +
        `${isGroup ? "border border-slate-200 p-1" : ""}`
      }
    >
      <div className="flex items-start gap-1">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className={
            "mt-1 cursor-grab rounded px-1 text-slate-500 hover:text-slate-700 " +
            "focus-visible:outline focus-visible:outline-2 " +
            "focus-visible:outline-brand-500"
          }
          aria-label={`Move ${isGroup ? "group" : "option"} ${name}${where}`}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden>⠿</span>
        </button>
        <div className="min-w-0 flex-1 space-y-0.5" data-path={path}>
          <DraftInput
            data-path={`${path}.label`}
            aria-label={isGroup ? `Group ${index + 1} label` : `Option ${index + 1} label${where}`}
            aria-invalid={issues.some((issue) => issue.path === `${path}.label`)}
            className={`${inputClasses} ${isGroup ? "font-medium" : ""}`}
            value={option.label ?? ""}
            placeholder={isGroup ? "Group label" : "Label"}
            onValueChange={(text) => actions.setText(index, "label", text)}
            onKeyDown={onLabelKey}
          />
          {isGroup ? null : (
            <DraftInput
              data-path={`${path}.${storedKey}`}
              aria-label={`Option ${index + 1} saved in answers as${where}`}
              className={
                "block w-full rounded border border-transparent bg-transparent px-2 " +
                "py-0.5 font-mono text-xs text-slate-600 placeholder:font-sans " +
                "placeholder:text-slate-400 hover:border-slate-200 " +
                "focus-visible:border-brand-500 focus-visible:outline " +
                "focus-visible:outline-2 focus-visible:outline-brand-500"
              }
              value={typeof option[storedKey] === "string" ? (option[storedKey] as string) : ""}
              placeholder="saved as the label"
              spellCheck={false}
              onValueChange={(text) => actions.setText(index, storedKey, text)}
            />
          )}
        </div>
        {showDefault && !isGroup ? (
          <label className="mt-1.5 flex items-center gap-1 text-xs text-slate-600" title="Selected by default">
            <input
              type="checkbox"
              className="accent-brand-600"
              checked={option.initialVal === true || option.initialVal === "true"}
              onChange={(event) => actions.setDefault(index, event.target.checked)}
            />
            <span className="sr-only">
              {name}
              {where} selected by default
            </span>
            <span aria-hidden>Default</span>
          </label>
        ) : null}
        <button
          type="button"
          className={
            "mt-1 rounded px-1.5 text-slate-500 hover:bg-red-50 hover:text-red-700 " +
            "focus-visible:outline focus-visible:outline-2 " +
            "focus-visible:outline-brand-500"
          }
          aria-label={`Remove ${isGroup ? "group" : "option"} ${name}${where}`}
          onClick={() => actions.remove(index)}
        >
          <span aria-hidden>×</span>
        </button>
      </div>
      <FieldErrors errors={errors} />
      {children}
    </li>
  );
}
