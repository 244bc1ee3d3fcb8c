"use client";
// "Columns": which questions (and, once a device sent a lead, which capture columns) the registrations table shows, remembered in this browser per event. The first column
// (when it arrived) and Open always show; the CSV export always has every column.
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { withColumn } from "@/lib/registrations/column-choice";
import type { Formatters } from "./format";

export function ColumnsMenu({
  columns,
  hidden,
  format,
  onChange,
}: {
  columns: readonly { key: string; header: string }[];
  hidden: ReadonlySet<string>;
  format: Formatters;
  onChange(hidden: string[]): void;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const hiddenKeys = columns.filter((column) => hidden.has(column.key)).map((column) => column.key);
  const shown = columns.length - hiddenKeys.length;

  useEffect(() => {
    if (!open) return;
    // A press anywhere else closes the menu, as a menu does.
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        event.stopPropagation();
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <Button
        ref={toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        variant="secondary"
        size="compact"
      >
        Columns{" "}
        <span className="font-normal text-slate-600">
          ({format.number(shown)} of {format.number(columns.length)})
        </span>
      </Button>
      {open ? (
        <div
          id={panelId}
          className="absolute right-0 z-20 mt-1 w-72 rounded-md border border-slate-200 bg-white p-3 text-sm shadow-lg"
        >
          <fieldset>
            <legend className="font-medium text-slate-900">Columns shown</legend>
            <p className="mt-0.5 text-xs text-slate-600">
              Remembered in this browser for this event. The CSV export always has every column.
            </p>
            <ul className="relative mt-2 max-h-72 space-y-0.5 overflow-y-auto">
              {columns.map((column) => (
                <li key={column.key}>
                  <label
                    className={
                      "flex cursor-pointer items-center gap-2 rounded px-1 py-1 " + "text-slate-800 hover:bg-slate-50"
                    }
                  >
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-600"
                      checked={!hidden.has(column.key)}
                      onChange={(event) => onChange(withColumn(hiddenKeys, column.key, event.target.checked))}
                    />
                    <span className="truncate">{column.header}</span>
                  </label>
                </li>
              ))}
            </ul>
            <Button
              variant="link"
              size="row"
              className={
                "mt-2 rounded hover:bg-brand-50 disabled:text-slate-400 " +
                "disabled:no-underline disabled:hover:bg-white"
              }
              disabled={hiddenKeys.length === 0}
              onClick={() => onChange([])}
            >
              Show all
            </Button>
          </fieldset>
        </div>
      ) : null}
    </div>
  );
}
