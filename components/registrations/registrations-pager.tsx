// Previous / next between pages of registrations, with where we are ("1–50 of 12,408").
import type { Formatters } from "./format";

export function RegistrationsPager(props: {
  page: number;
  pageCount: number;
  shown: number;
  total: number;
  pageSize: number;
  busy: boolean;
  format: Formatters;
  onPage(page: number): void;
}) {
  const { page, pageCount, shown, total, pageSize, busy, format, onPage } = props;
  const from = (page - 1) * pageSize + 1;
  const button =
    "rounded-md border border-slate-300 bg-white px-3 py-1 text-slate-700 " +
    "hover:bg-slate-100 disabled:border-slate-200 disabled:text-slate-400 " +
    "disabled:hover:bg-white";
  return (
    <nav aria-label="Pages of registrations" className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="text-slate-600" data-testid="registrations-range">
        {shown
          ? `${format.number(from)}–${format.number(from + shown - 1)} of ${format.number(total)}`
          : `${format.number(total)} registrations`}{" "}
        · page {format.number(page)} of {format.number(pageCount)}
      </p>
      <div className="flex gap-2">
        <button type="button" className={button} disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
          Newer
        </button>
        <button type="button" className={button} disabled={busy || page >= pageCount} onClick={() => onPage(page + 1)}>
          Older
        </button>
      </div>
    </nav>
  );
}
