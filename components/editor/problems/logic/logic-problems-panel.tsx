"use client";
// The logic problems panel (docs/studio.md "Problems and warnings"), beside the definition's problems: questions never
// displayed, required ones never displayed, conditions always true or false ("not proven" where the search was
// incomplete), and what depends on what. Choosing a finding selects its question and focuses the attribute.
import { useId } from "react";
import { CheckIcon, WarningIcon } from "@/components/ui/icons";
import { dependencyRows, findingRows } from "./logic-rows";
import type { LogicReportState } from "./use-logic-report";

export type LogicProblemsPanelProps = {
  state: LogicReportState;
  /** The question's title for people, or undefined when the form has no such question. */
  labelOf(questionId: string): string | undefined;
  onSelect(questionId: string, attribute?: "displayed" | "required"): void;
};

const rowButton =
  "w-full px-3 py-1 text-left text-slate-700 hover:bg-slate-100 " +
  "focus-visible:outline focus-visible:outline-2 " +
  "focus-visible:-outline-offset-2 focus-visible:outline-brand-500";
const idLink =
  "rounded px-0.5 text-xs text-brand-700 underline hover:bg-slate-100 " +
  "focus-visible:outline focus-visible:outline-2 " +
  "focus-visible:outline-brand-500";

export function LogicProblemsPanel({ state, labelOf, onSelect }: LogicProblemsPanelProps) {
  const ids = useId();
  const findings = state.report ? findingRows(state.report, state.questions) : [];
  const links = state.report ? dependencyRows(state.report, state.questions) : [];
  const nameOf = (questionId: string) => labelOf(questionId) ?? `${questionId} (not a question of this form)`;
  // Questions by their labels, the id on hover for support staff; no link to a question the form does not have.
  const idButton = (questionId: string) => {
    const label = labelOf(questionId);
    if (label === undefined)
      return (
        <span key={questionId} className="text-xs text-slate-600">
          {nameOf(questionId)}
        </span>
      );
    return (
      <button
        key={questionId}
        type="button"
        className={idLink}
        onClick={() => onSelect(questionId)}
        title={`id: ${questionId}`}
        aria-label={`${label}: select this question`}
      >
        {label}
      </button>
    );
  };
  const idButtons = (questionIds: readonly string[]) =>
    questionIds.flatMap((questionId, index) => (index ? [" ", idButton(questionId)] : [idButton(questionId)]));
  const countTone = findings.length ? "bg-amber-100 text-amber-900" : "bg-slate-100 text-slate-600";
  return (
    <section
      aria-labelledby={`${ids}-title`}
      aria-busy={state.status === "checking"}
      className="flex min-h-0 flex-col text-sm"
      data-testid="logic-problems"
    >
      <h2
        id={`${ids}-title`}
        className={
          "flex items-center gap-2 border-b border-slate-200 px-3 py-2 text-xs " +
          "font-semibold tracking-wide text-slate-500 uppercase"
        }
      >
        Logic
        {state.report ? (
          <span className={`rounded-full px-1.5 text-[11px] normal-case ${countTone}`}>{findings.length}</span>
        ) : null}
        <span role="status" className="ml-auto text-[11px] font-normal tracking-normal text-slate-600 normal-case">
          {state.status === "checking" ? "Checking the logic…" : ""}
        </span>
      </h2>
      <div className="max-h-72 min-h-0 overflow-y-auto py-1">
        {state.status === "failed" ? (
          <p className="px-3 py-2 text-red-700">
            The logic could not be checked. Fix the problems listed beside this, or close and reopen this panel to try
            again.
          </p>
        ) : state.report?.cyclic ? (
          <p className="px-3 py-2 text-slate-700">
            The logic goes round in a circle (see the problems beside this): break the circle and the logic is checked
            again.
          </p>
        ) : state.report && findings.length === 0 ? (
          <p className="flex items-center gap-2 px-3 py-2 text-slate-600">
            <CheckIcon className="size-4 text-emerald-700" />
            No logic problems: every condition can hold and can fail.
          </p>
        ) : (
          <ul aria-label="Logic problems">
            {findings.map((row, index) => (
              <li key={`${row.questionId}-${row.title}-${index}`}>
                <button
                  type="button"
                  className={`${rowButton} flex items-start gap-2`}
                  onClick={() => onSelect(row.questionId, row.attribute)}
                >
                  <WarningIcon className="mt-0.5 size-3.5 shrink-0 text-amber-700" />
                  <span>
                    <span className="font-medium text-slate-900">
                      {row.index + 1}. {nameOf(row.questionId)} — {row.title}
                      {row.notProven ? " (not proven)" : ""}
                    </span>
                    <span className="block text-xs text-slate-600">{row.message}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {links.length ? (
          <details className="border-t border-slate-200 px-3 py-1">
            <summary className="cursor-pointer py-1 font-medium text-slate-800">
              What depends on what ({links.length})
            </summary>
            <ul className="space-y-1 pb-1" data-testid="logic-dependencies">
              {links.map((row) => (
                <li key={row.questionId} className="text-xs text-slate-700">
                  {idButton(row.questionId)}
                  {row.reads.length ? <> · reads {idButtons(row.reads)}</> : null}
                  {row.readBy.length ? <> · read by {idButtons(row.readBy)}</> : null}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    </section>
  );
}
