// Previous / next between pages of a list, with where we are.
import Link from "next/link";

export function Pager({
  page,
  pageCount,
  from,
  shown,
  total,
}: {
  page: number;
  pageCount: number;
  from: number;
  shown: number;
  total: number;
}) {
  const link = "rounded-md border border-slate-300 bg-white px-3 py-1 text-slate-700 hover:bg-slate-100";
  const off = "rounded-md border border-slate-200 px-3 py-1 text-slate-400";
  return (
    <nav aria-label="Pages" className="flex items-center justify-between text-sm">
      <p className="text-slate-600">
        {shown ? `Events ${from + 1}–${from + shown} of ${total}` : `${total} events`} · page {page} of {pageCount}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link href={`/events?page=${page - 1}`} className={link} rel="prev">
            Previous page
          </Link>
        ) : (
          <span aria-disabled="true" className={off}>
            Previous page
          </span>
        )}
        {page < pageCount ? (
          <Link href={`/events?page=${page + 1}`} className={link} rel="next">
            Next page
          </Link>
        ) : (
          <span aria-disabled="true" className={off}>
            Next page
          </span>
        )}
      </div>
    </nav>
  );
}
