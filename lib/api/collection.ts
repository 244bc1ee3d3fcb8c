// GET and HEAD of a collection: fields, If-Modified-Since (before Range, RFC 9110 13.2.2), Range and Content-Range.
import { notModifiedSince } from "./conditional";
import type { Context, Reply } from "./endpoint";
import { parseFields, pickFields } from "./fields";
import { formatHttpDate } from "./http-date";
import { contentRange, DEFAULT_RANGE, MAX_PAGE, parseRange, resolvePage } from "./range";

export type CollectionSource<T> = {
  /** A page with the collection's total and change time in one query; null when there is nothing at `offset`. */
  page(offset: number, limit: number): Promise<{ items: T[]; total: number; lastModified: Date } | null>;
  /** The total and change time alone (HEAD, and pages that came back empty). */
  summary(): Promise<{ total: number; lastModified: Date }>;
  view(item: T): { id: unknown };
};

export async function readCollection<T>(context: Context, source: CollectionSource<T>, head: boolean): Promise<Reply> {
  const fields = parseFields(context.url.searchParams);
  const requested = parseRange(context.request.headers.get("range"));
  // The common case costs one query: the page, its total and the collection's change time together.
  let found: { items: T[]; total: number; lastModified: Date } | null = null;
  if (!head && requested !== "invalid") {
    const { from, to } = requested ?? DEFAULT_RANGE;
    found = await source.page(from, Math.min(to === null ? MAX_PAGE : to - from + 1, MAX_PAGE));
  }
  const { total, lastModified } = found ?? (await source.summary());
  const headers: Record<string, string> = { "Last-Modified": formatHttpDate(lastModified) };
  if (notModifiedSince(context.request.headers.get("if-modified-since"), lastModified)) return { status: 304, headers };
  const page = resolvePage(requested, total);
  headers["Content-Range"] = contentRange(page);
  const items = head || page.limit === 0 ? [] : (found ?? (await source.page(page.offset, page.limit)))?.items.slice(0, page.limit) ?? [];
  return { status: page.partial ? 206 : 200, headers, body: items.map((item) => pickFields(source.view(item), fields)) };
}

/** GET and HEAD of one model: fields and If-Modified-Since. */
export function readModel(context: Context, view: { id: unknown }, lastModified: Date): Reply {
  const fields = parseFields(context.url.searchParams);
  const headers = { "Last-Modified": formatHttpDate(lastModified) };
  if (notModifiedSince(context.request.headers.get("if-modified-since"), lastModified)) return { status: 304, headers };
  return { status: 200, headers, body: pickFields(view, fields) };
}
