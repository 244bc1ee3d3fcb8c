"use client";
// The problems panel (docs/studio.md "Problems and warnings"): every issue of the form, grouped under its question;
// choosing one
// hands its path to the editor, which selects the question and focuses the field. One tab stop; arrow keys,
// Home and End move between issues.
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { CheckIcon, WarningIcon } from "@/components/ui/icons";
import { rovingIndex } from "@/components/ui/roving-index";
import { groupProblems, type ProblemIssue } from "./problems-groups";

export type { ProblemIssue } from "./problems-groups";

export function ProblemsPanel({ issues, onSelect }: { issues: ProblemIssue[]; onSelect(path: string): void }) {
  const ids = useId();
  const groups = groupProblems(issues);
  const flat = groups.flatMap((group) => group.issues);
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(flat.length - 1, 0));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = rovingIndex(event.key, current, flat.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };

  // Where each group's issues start in the one roving order across all groups.
  const starts = groups.map((_, index) => groups.slice(0, index).reduce((sum, group) => sum + group.issues.length, 0));
  const countTone = flat.length ? "bg-red-100 text-red-800" : "bg-slate-100 text-slate-600";
  return (
    <section aria-labelledby={`${ids}-title`} className="flex min-h-0 flex-col text-sm">
      <h2
        id={`${ids}-title`}
        className={
          "flex items-center gap-2 border-b border-slate-200 px-3 py-2 text-xs " +
          "font-semibold tracking-wide text-slate-500 uppercase"
        }
      >
        Problems
        <span className={`rounded-full px-1.5 text-[11px] normal-case ${countTone}`}>{flat.length}</span>
      </h2>
      {groups.length === 0 ? (
        <p className="flex items-center gap-2 px-3 py-3 text-slate-600">
          <CheckIcon className="size-4 text-emerald-700" />
          No problems: the form can be saved.
        </p>
      ) : (
        <div className="max-h-72 min-h-0 overflow-y-auto py-1">
          {groups.map((group, groupIndex) => (
            <div key={group.key} className="py-1">
              <h3
                id={`${ids}-${group.key}`}
                dir="auto"
                className="truncate px-3 py-0.5 font-medium text-slate-800 [unicode-bidi:isolate]"
              >
                {group.heading}
              </h3>
              <ul aria-labelledby={`${ids}-${group.key}`}>
                {group.issues.map((issue, issueIndex) => {
                  const index = starts[groupIndex] + issueIndex;
                  return (
                    <li key={`${issue.path}-${index}`}>
                      <button
                        type="button"
                        ref={(node) => {
                          buttons.current[index] = node;
                        }}
                        tabIndex={index === current ? 0 : -1}
                        onClick={() => onSelect(issue.path)}
                        onKeyDown={onKeyDown}
                        onFocus={() => setActive(index)}
                        className={
                          "flex w-full items-start gap-2 px-3 py-1 pl-5 text-left text-slate-700 " +
                          "hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 " +
                          "focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
                        }
                      >
                        <WarningIcon
                          className={`mt-0.5 size-3.5 shrink-0 ${issue.warning ? "text-amber-700" : "text-red-600"}`}
                        />
                        <span>
                          {issue.warning ? <span className="font-medium text-amber-900">Warning: </span> : null}
                          {issue.text}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
