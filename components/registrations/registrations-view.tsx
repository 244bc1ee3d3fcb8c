"use client";
// The Registrations page of one event (docs/studio.md "See the registrations"): the table (newest first, 50 a page, the
// columns this browser chose),
// the side panel of one registration, a capture device's provenance (its columns offered once a lead a device sent
// is on a page), the watch for new ones ("3 new registrations · Show them": rows on screen never
// move by themselves; on an empty page the first arrivals simply appear), delete one or all for roles that may, the
// CSV export, and the answers at a glance.
import Link from "next/link";
import { useMemo, useState } from "react";
import { compileForm } from "@/lib/logic";
import { registrationColumns, REGISTRATIONS_PAGE_SIZE } from "@/lib/registrations/columns";
import { offeredColumns, shownColumns } from "@/lib/registrations/column-choice";
import { hasProvenance, PROVENANCE_COLUMNS } from "@/lib/registrations/provenance";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { AnswerCharts } from "./answer-charts";
import { ColumnsMenu } from "./columns-menu";
import type { EventSummary, RegistrationActions, RegistrationRow, RegistrationsPage } from "./contract";
import { EmptyRegistrations } from "./empty-registrations";
import { ExportButton } from "./export-button";
import { formatters, useTimeZone } from "./format";
import { RegistrationPanel, registrationTitle } from "./registration-panel";
import { RegistrationsPager } from "./registrations-pager";
import { RegistrationsTable } from "./registrations-table";
import { useHiddenColumns } from "./use-hidden-columns";
import { useWatch } from "./use-watch";

type Props = {
  event: EventSummary;
  initial: RegistrationsPage;
  canDelete: boolean;
  locale: string;
  example: { origin: string; values: Record<string, { value: unknown }> };
  actions: RegistrationActions;
};

export function RegistrationsView({ event, initial, canDelete, locale, example, actions }: Props) {
  const timeZone = useTimeZone();
  const format = useMemo(() => formatters(locale, timeZone), [locale, timeZone]);
  const columns = useMemo(() => registrationColumns(event.questions), [event.questions]);
  const [hidden, setHidden] = useHiddenColumns(event.id);
  // Once a page showed a lead a device sent, the capture columns stay offered while the page is open (paging to
  // older leads an API client sent does not make them come and go).
  const [captured, setCaptured] = useState(() => initial.rows.some(hasProvenance));
  const offered = useMemo(() => offeredColumns(columns, PROVENANCE_COLUMNS, captured), [columns, captured]);
  const shownQuestions = useMemo(() => shownColumns(columns, hidden), [columns, hidden]);
  const shownCapture = useMemo(() => (captured ? shownColumns(PROVENANCE_COLUMNS, hidden) : []), [captured, hidden]);
  const questions = useMemo(
    () => new Map(event.questions.map((question) => [question.id, question])),
    [event.questions],
  );
  const form = useMemo(() => compileForm(event.questions), [event.questions]);

  const [data, setData] = useState(initial);
  // The latest count and change time the watch saw; `data.total` is what the rows shown are anchored to.
  const [seen, setSeen] = useState({ total: initial.total, lastModified: initial.lastModified });
  const [selected, setSelected] = useState<RegistrationRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ text: string; tone: "ok" | "error" } | null>(null);
  const [chartsVersion, setChartsVersion] = useState(0);
  const [confirmAll, setConfirmAll] = useState(false);

  /** Loads a page; without `anchor`, of the registrations as they are now (and the counts follow). */
  const load = async (page: number, anchor?: number): Promise<boolean> => {
    setBusy(true);
    try {
      const result = await actions.read({ eventId: event.id, page, anchor });
      if (!result.ok) {
        setNotice({ text: result.error.message, tone: "error" });
        return false;
      }
      setData(result.data);
      if (result.data.rows.some(hasProvenance)) setCaptured(true);
      if (anchor === undefined) {
        setSeen({ total: result.data.total, lastModified: result.data.lastModified });
        setChartsVersion((version) => version + 1);
      }
      return true;
    } finally {
      setBusy(false);
    }
  };

  useWatch(event.id, seen.lastModified, actions.watch, (change) => {
    setSeen({ total: change.total, lastModified: change.lastModified });
    // No row on screen, so none can move under the pointer: the first arrivals are shown at once, not announced
    // beside "No registrations yet" (docs/architecture.md "Registrations in the studio").
    if (data.rows.length === 0 && change.total > 0 && !busy) void load(1);
  });

  const showLatest = async () => {
    setSelected(null);
    if (await load(1)) setNotice(null);
  };

  const removeOne = async (row: RegistrationRow): Promise<string | null> => {
    const result = await actions.remove({ eventId: event.id, registrationId: row.id });
    if (!result.ok) return result.error.message;
    setSelected(null);
    await load(data.page);
    setNotice({ text: `Deleted the registration of ${registrationTitle(row)}.`, tone: "ok" });
    return null;
  };

  // An empty page has nothing to announce against: its first arrivals are being loaded (above).
  const newCount = data.rows.length === 0 ? 0 : seen.total - data.total;
  const empty = data.total === 0;

  return (
    // data-wide: the page takes the window's width (a form has many questions), not the shell's column.
    <div className="space-y-5" data-wide>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm text-slate-600">
            <Link href="/events" className="hover:underline">
              Events
            </Link>{" "}
            /{" "}
            <Link href={`/events/${event.id}`} className="hover:underline">
              {event.name}
            </Link>
          </p>
          <h1 className="text-2xl font-semibold text-slate-900">Registrations</h1>
          <p className="text-sm text-slate-600" data-testid="registrations-total">
            {format.number(data.total)} {data.total === 1 ? "registration" : "registrations"} of {event.name}
          </p>
        </div>
        {!empty ? (
          <div className="flex flex-wrap items-center gap-3">
            <ColumnsMenu columns={offered} hidden={hidden} format={format} onChange={setHidden} />
            <ExportButton eventId={event.id} format={format} />
            {canDelete ? (
              <Button variant="secondary" size="compact" onClick={() => setConfirmAll(true)}>
                Delete all…
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>

      {/* Room kept for the banner while rows show (they must not move when it comes); none on an empty page. */}
      <div aria-live="polite" className={empty ? "empty:absolute" : "min-h-9"}>
        {newCount > 0 ? (
          <div
            data-testid="new-registrations"
            className={
              "border-brand-200 flex items-center gap-3 rounded-md border bg-brand-50 " +
              "px-3 py-1.5 text-sm text-slate-800"
            }
          >
            <span>{newCount === 1 ? "1 new registration" : `${format.number(newCount)} new registrations`}</span>{" "}
            <Button
              variant="link"
              size="inline"
              className="rounded px-2 py-0.5 hover:bg-white"
              disabled={busy}
              onClick={() => void showLatest()}
            >
              Show them
            </Button>
          </div>
        ) : newCount < 0 ? (
          <div
            className={
              "flex items-center gap-3 rounded-md border border-amber-200 bg-amber-50 " +
              "px-3 py-1.5 text-sm text-slate-800"
            }
          >
            <span>Some registrations were deleted elsewhere.</span>
            <Button
              variant="link"
              size="inline"
              className="rounded px-2 py-0.5 hover:bg-white"
              disabled={busy}
              onClick={() => void showLatest()}
            >
              Refresh
            </Button>
          </div>
        ) : notice ? (
          <p
            role={notice.tone === "error" ? "alert" : "status"}
            className={`py-1.5 text-sm ${notice.tone === "error" ? "text-red-700" : "text-emerald-700"}`}
          >
            {notice.text}
          </p>
        ) : null}
      </div>

      {empty ? (
        <EmptyRegistrations eventId={event.id} origin={example.origin} values={example.values} />
      ) : (
        <>
          <RegistrationsTable
            columns={shownQuestions}
            captureColumns={shownCapture}
            eventLastModified={event.lastModified}
            questions={questions}
            rows={data.rows}
            selected={selected?.id ?? null}
            format={format}
            onOpen={setSelected}
          />
          <RegistrationsPager
            page={data.page}
            pageCount={data.pageCount}
            shown={data.rows.length}
            total={data.total}
            pageSize={REGISTRATIONS_PAGE_SIZE}
            busy={busy}
            format={format}
            onPage={(page) => void load(page, data.total)}
          />
          <AnswerCharts key={chartsVersion} eventId={event.id} format={format} />
        </>
      )}

      {selected ? (
        <RegistrationPanel
          row={selected}
          questions={event.questions}
          form={form}
          format={format}
          eventLastModified={event.lastModified}
          versionHref={(n) => `/events/${event.id}?version=${n}`}
          canDelete={canDelete}
          followUp={
            actions.followUp ? () => actions.followUp!({ eventId: event.id, registrationId: selected.id }) : undefined
          }
          onClose={() => setSelected(null)}
          onDelete={removeOne}
        />
      ) : null}

      {confirmAll ? (
        <ConfirmDialog
          title={`Delete all ${format.number(seen.total)} registrations of ${event.name}?`}
          description={
            "Every registration of this event is deleted for good, including any " +
            "that arrive while you read this. Export them first if you need them."
          }
          confirmLabel={`Delete ${format.number(seen.total)} registrations`}
          cancelLabel="Keep them"
          busy={busy}
          busyLabel={`Delete ${format.number(seen.total)} registrations`}
          onCancel={() => setConfirmAll(false)}
          onConfirm={async () => {
            const count = seen.total;
            setBusy(true);
            const result = await actions.removeAll({ eventId: event.id });
            setBusy(false);
            setConfirmAll(false);
            if (!result.ok) return setNotice({ text: result.error.message, tone: "error" });
            setSelected(null);
            await load(1);
            setNotice({ text: `Deleted all ${format.number(count)} registrations.`, tone: "ok" });
          }}
        />
      ) : null}
    </div>
  );
}
