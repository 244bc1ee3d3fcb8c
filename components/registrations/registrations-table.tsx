"use client";
// The registrations of one page: a column per question that collects a value and is not hidden (Columns), in form
// order (label as header, id on hover), newest first. A row opens the side panel (click, or Enter on its "Open"
// button). After the questions, the capture columns the page offers (a device's Captured / Device / Staff / Form
// version; empty for a lead no device sent). A wide form scrolls inside the table's own frame, the first column and Open fixed at its edges; the
// frame is positioned, so the sr-only texts inside it stay inside it (docs/architecture.md "Page layout").
import type { Question } from "@/lib/questions";
import type { Column } from "@/lib/registrations/columns";
import type { ProvenanceColumn } from "@/lib/registrations/provenance";
import { AnswerCell } from "./answer-value";
import type { RegistrationRow } from "./contract";
import type { Formatters } from "./format";
import { ProvenanceCell } from "./provenance-cell";

/** The fixed columns: above the cells that scroll under them, with a line on their inner edge. */
const FIRST = "sticky left-0 z-[1] shadow-[inset_-1px_0_0_var(--color-slate-200)]";
const LAST = "sticky right-0 z-[1] shadow-[inset_1px_0_0_var(--color-slate-200)]";

export function RegistrationsTable(props: {
  columns: Column[];
  captureColumns: readonly ProvenanceColumn[];
  /** The event's Last-Modified, which a captured lead's form version is compared with. */
  eventLastModified: string | null;
  questions: ReadonlyMap<string, Question>;
  rows: RegistrationRow[];
  selected: string | null;
  format: Formatters;
  onOpen(row: RegistrationRow): void;
}) {
  const { columns, captureColumns, eventLastModified, questions, rows, selected, format, onOpen } = props;
  return (
    <div
      data-testid="registrations-frame"
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Registrations, newest first. Open a row to see all its answers.</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-600">
          <tr>
            <th scope="col" className={`bg-slate-50 px-3 py-2 font-medium whitespace-nowrap ${FIRST}`}>
              Registered
            </th>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                title={`Question id: ${column.questionId}`}
                className="px-3 py-2 font-medium whitespace-nowrap"
              >
                {column.header}
              </th>
            ))}
            {captureColumns.map((column) => (
              <th
                key={column.key}
                scope="col"
                data-capture-column={column.field}
                className="px-3 py-2 font-medium whitespace-nowrap"
              >
                {column.header}
              </th>
            ))}
            <th scope="col" className={`bg-slate-50 px-3 py-2 ${LAST}`}>
              <span className="sr-only">Details</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            // The fixed cells are opaque (the others scroll under them), so they carry the row's colour themselves.
            const tone = selected === row.id ? "bg-brand-50" : "bg-white group-hover:bg-slate-50";
            return (
              <tr
                key={row.id}
                data-registration-id={row.id}
                aria-selected={selected === row.id}
                onClick={() => onOpen(row)}
                className={`group cursor-pointer ${selected === row.id ? "bg-brand-50" : "hover:bg-slate-50"}`}
              >
                <td className={`px-3 py-2 whitespace-nowrap text-slate-600 ${tone} ${FIRST}`}>
                  <time dateTime={row.created}>{format.instant(row.created)}</time>
                </td>
                {columns.map((column) => (
                  <td key={column.key} className="max-w-64 truncate px-3 py-2 text-slate-800">
                    <AnswerCell
                      column={column}
                      question={questions.get(column.questionId)!}
                      values={row.values}
                      format={format}
                    />
                  </td>
                ))}
                {captureColumns.map((column) => (
                  <td
                    key={column.key}
                    data-capture-column={column.field}
                    className="max-w-64 truncate px-3 py-2 text-slate-800"
                  >
                    <ProvenanceCell
                      field={column.field}
                      row={row}
                      eventLastModified={eventLastModified}
                      format={format}
                    />
                  </td>
                ))}
                <td className={`px-3 py-1 text-right ${tone} ${LAST}`}>
                  <button
                    type="button"
                    className={
                      "rounded px-2 py-1 text-brand-700 hover:bg-brand-50 " +
                      "focus-visible:outline focus-visible:outline-2 " +
                      "focus-visible:outline-brand-500"
                    }
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(row);
                    }}
                  >
                    Open<span className="sr-only"> registration from {format.instant(row.created)}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
