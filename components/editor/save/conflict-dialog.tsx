"use client";
// The 412 conflict dialog (docs/studio.md "When someone else saved first"): per question what they changed
// and what you changed, then three ways out. It only reports the person's choice; nothing is applied here.
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ComparisonTable } from "@/components/ui/comparison-table";
import { Dialog } from "@/components/ui/dialog";
import type { ConflictDiff, Resolution } from "@/lib/editor-store/merge";
import type { Question } from "@/lib/questions";
import { conflictRows, type ConflictRow, type SideValue } from "./conflict-rows";

type Side = "mine" | "theirs";

export function ConflictDialog(props: {
  diff: ConflictDiff;
  base: Question[];
  mine: Question[];
  theirs: Question[];
  onResolve(resolution: Resolution): void;
  onCancel(): void;
}) {
  const { diff, base, mine, theirs, onResolve, onCancel } = props;
  const rows = conflictRows(diff, base, mine, theirs);
  const [choices, setChoices] = useState<Record<string, Side>>({});
  const [error, setError] = useState<string | null>(null);
  const changesRef = useRef<HTMLDivElement>(null);
  const ids = useId();
  const groupName = (id: string) => `${ids}-${id}`;
  const hasConflicts = diff.conflicting.length > 0;

  const applyChoices = () => {
    const missing = rows.filter((row) => row.conflicting && !choices[row.id]);
    if (missing.length) {
      const more = missing.length > 1 ? ` and ${missing.length - 1} more` : "";
      setError(`Choose which version of “${missing[0].label}”${more} to keep, or use one of the other two ways.`);
      document.getElementById(`${groupName(missing[0].id)}-theirs`)?.focus();
      return;
    }
    onResolve({ perQuestion: choices });
  };

  return (
    <Dialog
      title="Someone else saved this form while you were editing"
      description={
        "Nothing has been saved or overwritten yet. Here is what each of you " +
        "changed since you opened it; choose what to keep."
      }
      onCancel={onCancel}
      initialFocus={changesRef}
    >
      <div
        ref={changesRef}
        tabIndex={0}
        role="region"
        aria-label="Changes by question"
        className={
          "min-h-0 flex-1 overflow-y-auto px-5 py-3 focus-visible:outline " +
          "focus-visible:outline-2 focus-visible:-outline-offset-2 " +
          "focus-visible:outline-brand-500"
        }
      >
        {rows.length === 0 ? (
          <p className="text-sm text-slate-600">
            The questions are the same on both sides; only the event&apos;s other details differ.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {rows.map((row) => (
              <ChangeRow
                key={row.id}
                row={row}
                choice={choices[row.id]}
                name={groupName(row.id)}
                onChoose={(side) => {
                  setChoices((current) => ({ ...current, [row.id]: side }));
                  setError(null);
                }}
              />
            ))}
          </ul>
        )}
      </div>
      <footer className="space-y-3 border-t border-slate-200 bg-slate-50 px-5 py-3 text-sm">
        {error ? (
          <p role="alert" className="text-red-700">
            {error}
          </p>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-3">
          <WayOut
            explanation="Discard your changes and continue from their version."
            action="Take theirs"
            variant="secondary"
            onClick={() => onResolve("theirs")}
          />
          <WayOut
            explanation={
              hasConflicts
                ? "Keep all their changes except where you both changed a question: there, yours win."
                : "Your changes and theirs touch different questions: keep both."
            }
            action="Keep mine on top of theirs"
            onClick={() => onResolve("mine")}
          />
          {hasConflicts ? (
            <WayOut
              explanation="Pick a version for each question you both changed (marked above), then apply."
              action="Apply my choices"
              variant="secondary"
              onClick={applyChoices}
            />
          ) : null}
        </div>
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onCancel}
            className={
              "rounded px-2 py-1 text-slate-600 underline hover:text-slate-900 " +
              "focus-visible:outline focus-visible:outline-2 " +
              "focus-visible:outline-brand-500"
            }
          >
            Decide later (keep editing, nothing is saved)
          </button>
        </div>
      </footer>
    </Dialog>
  );
}

function WayOut(props: { explanation: string; action: string; variant?: "primary" | "secondary"; onClick(): void }) {
  return (
    <div className="flex flex-col justify-between gap-2">
      <p className="text-slate-600">{props.explanation}</p>
      <Button variant={props.variant} size="sm" onClick={props.onClick}>
        {props.action}
      </Button>
    </div>
  );
}

function ChangeRow(props: { row: ConflictRow; choice?: Side; name: string; onChoose(side: Side): void }) {
  const { row, choice, name, onChoose } = props;
  return (
    <li className={`py-2 ${row.conflicting ? "-mx-2 rounded-md bg-amber-50 px-2" : ""}`}>
      <div className="flex items-baseline gap-2">
        <span className="font-medium text-slate-900">{row.label}</span>
        <code className="text-xs text-slate-500">{row.id}</code>
        {row.conflicting ? (
          <span className="ml-auto rounded bg-amber-200 px-1.5 text-xs font-medium text-amber-900">
            You both changed it
          </span>
        ) : null}
      </div>
      <dl className="mt-1 grid grid-cols-[4.5rem_1fr] gap-x-2 text-sm">
        <dt className="text-slate-500">They</dt>
        <dd className="text-slate-800">{row.theirs ?? "no change"}</dd>
        <dt className="text-slate-500">You</dt>
        <dd className="text-slate-800">{row.mine ?? "no change"}</dd>
      </dl>
      {row.properties.length ? <PropertyTable row={row} /> : null}
      {row.conflicting ? (
        <fieldset className="mt-1.5 flex gap-4 text-sm">
          <legend className="sr-only">Which version of “{row.label}” to keep</legend>
          {(["theirs", "mine"] as const).map((side) => (
            <label key={side} htmlFor={`${name}-${side}`} className="flex items-center gap-1.5">
              <input
                id={`${name}-${side}`}
                type="radio"
                name={name}
                checked={choice === side}
                onChange={() => onChoose(side)}
                className="accent-brand-600"
              />
              {side === "theirs" ? "Keep theirs" : "Keep mine"}
            </label>
          ))}
        </fieldset>
      ) : null}
    </li>
  );
}

/** Each changed property: their value beside mine, in words; the side that did not change it is greyed. */
function PropertyTable({ row }: { row: ConflictRow }) {
  const cell = (value: SideValue) => ({
    muted: !value.changed,
    content: (
      <>
        {value.text}
        {value.changed ? null : <span className="text-xs"> (unchanged)</span>}
      </>
    ),
  });
  return (
    <>
      <ComparisonTable
        label={`Changes to “${row.label}”`}
        columns={["Theirs", "Yours"]}
        rows={row.properties.map((property) => ({
          key: property.property,
          name: property.name,
          cells: [cell(property.theirs), cell(property.mine)],
        }))}
        className="mt-1.5"
      />
      <details className="mt-1 text-xs">
        <summary className="cursor-pointer text-slate-600">JSON of these properties</summary>
        <div className="mt-1 grid grid-cols-2 gap-2">
          {(["theirs", "mine"] as const).map((side) => (
            <div key={side}>
              <p className="font-medium text-slate-600">{side === "theirs" ? "Theirs" : "Yours"}</p>
              <pre className="overflow-x-auto rounded bg-slate-100 p-1.5 font-mono text-[11px] text-slate-800">
                {JSON.stringify(
                  Object.fromEntries(
                    row.properties.map((property) => [property.property, property[side].value ?? null]),
                  ),
                  null,
                  2,
                )}
              </pre>
            </div>
          ))}
        </div>
      </details>
    </>
  );
}
