"use client";
// One sortable list of options: the question's own, or a group's (select). Every change goes up as the whole
// new list of this level.
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { FieldIssue } from "../issue-paths";
import { insertAt, moveItem, removeAt, replaceAt, withText, type OptionLike, type StoredKey } from "../option-list";
import { OptionRow, type RowActions } from "./option-row";
import { useRowKeys } from "./use-row-keys";

export type ListProps = {
  /** ".options" or ".options[2].options": the dnd-kit container id and the start of every row's path. */
  path: string;
  list: readonly OptionLike[];
  storedKey: StoredKey;
  showDefault: boolean;
  issues: readonly FieldIssue[];
  onListChange(next: OptionLike[], field: string): void;
  requestFocus(path: string): void;
};

/** Issues of this row itself, not of a group's options (their own rows show those). */
const rowIssues = (issues: readonly FieldIssue[], rowPath: string) =>
  issues.filter((issue) => (issue.path === rowPath || issue.path.startsWith(`${rowPath}.`)) && !issue.path.startsWith(`${rowPath}.options[`));

export function OptionListView({ path, group, list, storedKey, showDefault, issues, onListChange, requestFocus }: ListProps & { group?: string }) {
  const keys = useRowKeys(list);
  const at = (index: number) => `${path}[${index}]`;
  const actions: RowActions = {
    setText: (index, field, text) => onListChange(replaceAt(list, index, withText(list[index], field, text)), `${at(index).slice(1)}.${field}`),
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
          <OptionRow key={keys[index]} id={keys[index]} index={index} count={list.length} path={at(index)} group={group} option={option} storedKey={storedKey} showDefault={showDefault} issues={rowIssues(issues, at(index))} actions={actions}>
            {Array.isArray(option.options) ? (
              <div className="mt-1 space-y-1 pl-5">
                <OptionListView
                  path={`${at(index)}.options`}
                  group={option.label}
                  list={option.options}
                  storedKey={storedKey}
                  showDefault={showDefault}
                  issues={issues}
                  requestFocus={requestFocus}
                  onListChange={(next, field) => onListChange(replaceAt(list, index, { ...option, options: next }), field)}
                />
                <button type="button" data-path={`${at(index)}.options.add`} className={linkButton} onClick={() => {
                  onListChange(replaceAt(list, index, { ...option, options: [...(option.options ?? []), { label: "" }] }), `${at(index).slice(1)}.options`);
                  requestFocus(`${at(index)}.options[${option.options?.length ?? 0}].label`);
                }}>
                  + Add option to {option.label ? `'${option.label}'` : "this group"}
                </button>
              </div>
            ) : null}
          </OptionRow>
        ))}
      </ul>
    </SortableContext>
  );
}

export const linkButton = "rounded px-1 text-xs font-medium text-brand-600 hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500";
