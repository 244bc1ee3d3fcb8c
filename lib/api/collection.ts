// GET and HEAD of a collection: fields, If-Modified-Since (before Range, RFC 9110 13.2.2), Range and Content-Range.
import { notModifiedSince } from "./conditional";
import type { Context, Reply } from "./endpoint";
import { parseFields, pickFields } from "./fields";
import { formatHttpDate, toSeconds } from "./http-date";
import { contentRange, DEFAULT_RANGE, MAX_PAGE, parseRange, resolvePage, type RequestedRange } from "./range";

export type CollectionSource<T> = {
  /** A page with the collection's total and change time in one query; null when there is nothing at `offset`. */
  page(offset: number, limit: number): Promise<{ items: T[]; total: number; lastModified: Date } | null>;
  /** The total and change time alone (HEAD, and pages that came back empty). */
  summary(): Promise<{ total: number; lastModified: Date }>;
  view(item: T): { id: unknown };
  /** `JSON.stringify(view(item))`, when the source keeps it per item: used for pages without `fields`. */
  json?(item: T): string;
};

/** The page a GET of a collection reads first (null: none, the Range is invalid); see readCollection. */
export function firstPageOf(request: Request): { offset: number; limit: number } | null {
  const requested = parseRange(request.headers.get("range"));
  if (requested === "invalid") return null;
  const { from, to } = requested ?? DEFAULT_RANGE;
  return { offset: from, limit: Math.min(to === null ? MAX_PAGE : to - from + 1, MAX_PAGE) };
}

export async function readCollection<T>(context: Context, source: CollectionSource<T>, head: boolean): Promise<Reply> {
  const fields = parseFields(context.url.searchParams);
  const requested = parseRange(context.request.headers.get("range"));
  // The common case costs one query: the page, its total and the collection's change time together.
  const first = head ? null : firstPageOf(context.request);
  const found = first && (await source.page(first.offset, first.limit));
  const { total, lastModified } = found ?? (await source.summary());
  const headers: Record<string, string> = { "Last-Modified": formatHttpDate(sentLastModified(lastModified)) };
  if (notModifiedSince(context.request.headers.get("if-modified-since"), lastModified)) {
    // Content-Range on every collection answer (docs/decisions.md §3.3), as far as the Range can be satisfied.
    headers["Content-Range"] = contentRangeOrStar(requested, total);
    return { status: 304, headers };
  }
  const page = resolvePage(requested, total);
  headers["Content-Range"] = contentRange(page);
  const items =
    head || page.limit === 0
      ? []
      : ((found ?? (await source.page(page.offset, page.limit)))?.items.slice(0, page.limit) ?? []);
  const status = page.partial ? 206 : 200;
  if (!fields && source.json)
    return { status, headers, json: `[${items.map((item) => source.json!(item)).join(",")}]` };
  return { status, headers, body: items.map((item) => pickFields(source.view(item), fields)) };
}

/**
 * The Last-Modified to send for a collection whose latest change is `changed`. HTTP-dates have one-second
 * resolution, and a collection can change again within the second it is read in; so while that second (or a
 * later one, when a member's time ran ahead of the clock) is not over, the second before it is sent. An
 * If-Modified-Since holding it then gets one 200 too many, never a wrong 304, and the date is never later than
 * the answer itself (RFC 9110 8.8.2.1). Members' own times follow docs/decisions.md §5.2 instead.
 */
export function sentLastModified(changed: Date, now = Date.now()): Date {
  return new Date(Math.min(toSeconds(changed), toSeconds(new Date(now)) - 1) * 1000);
}

function contentRangeOrStar(requested: RequestedRange | null | "invalid", total: number): string {
  try {
    return contentRange(resolvePage(requested, total));
  } catch {
    return `resources */${total}`;
  }
}

/**
 * GET and HEAD of one model: fields and If-Modified-Since. `json`: the whole view as JSON text, when kept for the
 * model (sent when no `fields` are asked for).
 */
export function readModel(context: Context, view: { id: unknown }, lastModified: Date, json?: () => string): Reply {
  const fields = parseFields(context.url.searchParams);
  const headers = { "Last-Modified": formatHttpDate(lastModified) };
  if (notModifiedSince(context.request.headers.get("if-modified-since"), lastModified)) return { status: 304, headers };
  if (!fields && json) return { status: 200, headers, json: json() };
  return { status: 200, headers, body: pickFields(view, fields) };
}
