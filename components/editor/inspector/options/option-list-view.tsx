"use client";
// One sortable list of options: the question's own, or a group's (select). Every change goes up as the whole
// new list of this level.
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { buttonVariants } from "@/components/ui/button";
import type { FieldIssue } from "../issue-paths";
import { useState } from "react";
import {
  appendOptions,
  insertAt,
  isBlankOption,
  moveItem,
  removeAt,
  replaceAt,
  withText,
  type OptionLike,
  type StoredKey,
} from "../option-list";
import { OptionRow, type RowActions } from "./option-row";
import { PasteOptions } from "./paste-options";
import { useRowKeys } from "./use-row-keys";

export type ListProps = {
  /** ".options" or ".options[2].options": the dnd-kit container id and the start of every row's path. */
  path: string;
  list: readonly OptionLike[];
  /** The question's whole option list: pasted labels already anywhere in it are skipped. */
  all: readonly OptionLike[];
  storedKey: StoredKey;
  showDefault: boolean;
  issues: readonly FieldIssue[];
  onListChange(next: OptionLike[], field: string): void;
  requestFocus(path: string): void;
  /** Focus a field already rendered. */
  focusPath(path: string): void;
};

/** Issues of this row itself, not of a group's options (their own rows show those). */
const rowIssues = (issues: readonly FieldIssue[], rowPath: string) =>
  issues.filter(
    (issue) =>
      (issue.path === rowPath || issue.path.startsWith(`${rowPath}.`)) && !issue.path.startsWith(`${rowPath}.options[`),
  );

export function OptionListView({
  path,
  group,
  list,
  all,
  storedKey,
  showDefault,
  issues,
  onListChange,
  requestFocus,
  focusPath,
}: ListProps & { group?: string }) {
  const keys = useRowKeys(list);
  // The group (by index) whose "Paste many…" is open.
  const [pastingInto, setPastingInto] = useState<number | null>(null);
  const at = (index: number) => `${path}[${index}]`;
  const actions: RowActions = {
    setText: (index, field, text) =>
      onListChange(replaceAt(list, index, withText(list[index], field, text)), `${at(index).slice(1)}.${field}`),
    setDefault: (index, checked) => {
      const next = { ...list[index] };
      if (checked) next.initialVal = true;
      else delete next.initialVal;
      onListChange(replaceAt(list, index, next), `${at(index).slice(1)}.initialVal`);
    },
    addAfter: (index) => {
      onListChange(insertAt(list, index + 1, { label: "" }), path.slice(1));
      requestFocus(`${at(index + 1)}.label`);
    },
    remove: (index) => {
      onListChange(removeAt(list, index), path.slice(1));
      // Keep the keyboard where it was: on the next row, else the previous one, else the list's add button.
      requestFocus(list.length > 1 ? `${at(Math.min(index, list.length - 2))}.label` : `${path}.add`);
    },
    move: (from, to) => {
      onListChange(moveItem(list, from, to), path.slice(1));
      requestFocus(`${at(to)}.label`);
    },
  };
  return (
    <SortableContext id={path} items={keys} strategy={verticalListSortingStrategy}>
      <ul className="space-y-1">
        {list.map((option, index) => (
          <OptionRow
            key={keys[index]}
            id={keys[index]}
            index={index}
            count={list.length}
            path={at(index)}
            group={group}
            option={option}
            storedKey={storedKey}
            showDefault={showDefault}
            issues={rowIssues(issues, at(index))}
            actions={actions}
          >
            {Array.isArray(option.options) ? (
              <div className="mt-1 space-y-1 pl-5">
                <OptionListView
                  path={`${at(index)}.options`}
                  group={option.label}
                  list={option.options}
                  all={all}
                  storedKey={storedKey}
                  showDefault={showDefault}
                  issues={issues}
                  requestFocus={requestFocus}
                  focusPath={focusPath}
                  onListChange={(next, field) =>
                    onListChange(replaceAt(list, index, { ...option, options: next }), field)
                  }
                />
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    data-path={`${at(index)}.options.add`}
                    className={linkButton}
                    onClick={() => {
                      const inner = option.options ?? [];
                      // The group's blank last row (a new group's first) is the option to fill in: no second blank row.
                      if (inner.length && isBlankOption(inner[inner.length - 1]))
                        return focusPath(`${at(index)}.options[${inner.length - 1}].label`);
                      onListChange(
                        replaceAt(list, index, { ...option, options: [...inner, { label: "" }] }),
                        `${at(index).slice(1)}.options`,
                      );
                      requestFocus(`${at(index)}.options[${inner.length}].label`);
                    }}
                  >
                    + Add option to {option.label ? `'${option.label}'` : "this group"}
                  </button>
                  <button
                    type="button"
                    className={linkButton}
                    aria-expanded={pastingInto === index}
                    onClick={() => setPastingInto(pastingInto === index ? null : index)}
                  >
                    Paste many into {option.label ? `'${option.label}'` : "this group"}…
                  </button>
                </div>
                {pastingInto === index ? (
                  <PasteOptions
                    existing={all}
                    storedKey={storedKey}
                    onClose={() => setPastingInto(null)}
                    onAdd={(labels) => {
                      const inner = appendOptions(option.options ?? [], labels);
                      onListChange(
                        replaceAt(list, index, { ...option, options: inner }),
                        `${at(index).slice(1)}.options`,
                      );
                      setPastingInto(null);
                      requestFocus(`${at(index)}.options[${inner.length - labels.length}].label`);
                    }}
                  />
                ) : null}
              </div>
            ) : null}
          </OptionRow>
        ))}
      </ul>
    </SortableContext>
  );
}

export const linkButton = buttonVariants({ variant: "ghost-brand", size: "mini", className: "font-medium" });
