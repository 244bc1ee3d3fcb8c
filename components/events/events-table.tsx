"use client";
// The events of one page: filter by name (over this page only, and it says so), open, duplicate, delete.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Table } from "@/components/ui/table";
import type { EventRow } from "@/lib/studio/loaders/events-page";
import { DeleteEventButton } from "./delete-event-dialog";
import type { EventsActions } from "./contract";

/** `canEdit`: the person's role may change events (viewers see no Duplicate or Delete). */
export function EventsTable({
  rows,
  total,
  canEdit,
  actions,
}: {
  rows: EventRow[];
  total: number;
  canEdit: boolean;
  actions: Pick<EventsActions, "duplicateEvent" | "deleteEvent">;
}) {
  const [filter, setFilter] = useState("");
  const [notice, setNotice] = useState<{ text: string; tone: "ok" | "error" } | null>(null);
  const [pending, startTransition] = useTransition();
  const router = useRouter();
  const needle = filter.trim().toLocaleLowerCase();
  const shown = needle ? rows.filter((row) => row.name.toLocaleLowerCase().includes(needle)) : rows;

  const duplicate = (row: EventRow) =>
    startTransition(async () => {
      const result = await actions.duplicateEvent({ eventId: row.id });
      setNotice(
        result.ok
          ? { text: `Duplicated as “${result.data.name}”.`, tone: "ok" }
          : { text: result.error.message, tone: "error" },
      );
      router.refresh();
    });

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-slate-800">
          Filter by name
          <input
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            aria-describedby="filter-scope"
            className="mt-1 block w-72 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm"
          />
        </label>
        <p id="filter-scope" className="pb-2 text-xs text-slate-600">
          {rows.length < total
            ? `Searches the ${rows.length} events on this page only, not all ${total}.`
            : total === 1
              ? "Searches the company's one event."
              : `Searches all ${total} events.`}
        </p>
      </div>
      <p role="status" className={`min-h-5 text-sm ${notice?.tone === "error" ? "text-red-700" : "text-emerald-700"}`}>
        {notice?.text}
      </p>
      <Table
        columns={[
          { label: "Name" },
          { label: "Type" },
          { label: "Questions", align: "right" },
          { label: "Last change" },
          { label: "Registrations" },
        ]}
      >
        {shown.map((row) => (
          <tr key={row.id} className="hover:bg-slate-50">
            <td className="px-4 py-2">
              {/* Looks like the link it is: the way into the editor. */}
              <Link
                href={`/events/${row.id}`}
                className={
                  "font-medium text-brand-700 underline decoration-brand-100 " +
                  "underline-offset-2 hover:text-brand-900 hover:decoration-brand-700"
                }
              >
                {row.name}
              </Link>
            </td>
            <td className="px-4 py-2 text-slate-700">{row.type === "checkIn" ? "Check-in" : "Standard"}</td>
            <td className="px-4 py-2 text-right text-slate-700 tabular-nums">{row.questionCount}</td>
            <td className="px-4 py-2 text-slate-700">
              {row.changed ? (
                <time dateTime={row.changed.iso} title={row.changed.exact}>
                  {row.changed.relative}
                </time>
              ) : (
                "—"
              )}
            </td>
            <td className="px-4 py-2 text-slate-700">
              <Link
                href={`/events/${row.id}/registrations`}
                className="font-medium text-slate-900 tabular-nums hover:text-brand-700 hover:underline"
              >
                {row.registrations ? (
                  <>
                    {row.registrations.count.toLocaleString("en")}
                    <span className="sr-only"> registrations</span>
                  </>
                ) : (
                  "Registrations"
                )}
              </Link>
              {row.registrations?.changed ? (
                <span className="ml-2 text-xs text-slate-600">
                  last{" "}
                  <time dateTime={row.registrations.changed.iso} title={row.registrations.changed.exact}>
                    {row.registrations.changed.relative}
                  </time>
                </span>
              ) : null}
            </td>
            <td className="px-4 py-2 text-right whitespace-nowrap">
              {canEdit && (
                <>
                  <Button
                    variant="ghost"
                    size="row"
                    disabled={pending}
                    aria-label={`Duplicate ${row.name}`}
                    onClick={() => duplicate(row)}
                  >
                    Duplicate
                  </Button>
                  <DeleteEventButton
                    event={row}
                    actions={actions}
                    onDeleted={(text) => {
                      setNotice({ text, tone: "ok" });
                      router.refresh();
                    }}
                  />
                </>
              )}
            </td>
          </tr>
        ))}
        {shown.length === 0 && (
          <tr>
            <td colSpan={6} className="px-4 py-6 text-center text-slate-600">
              No event on this page has “{filter.trim()}” in its name. Clear the filter, or look on the other pages.
            </td>
          </tr>
        )}
      </Table>
    </div>
  );
}
