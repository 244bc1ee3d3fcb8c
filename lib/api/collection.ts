// GET and HEAD of a collection: fields, If-Modified-Since (before Range, RFC 9110 13.2.2), Range and Content-Range.
import { notModifiedSince } from "./conditional";
import type { Context, Reply } from "./endpoint";
import { parseFields, pickFields } from "./fields";
import { formatHttpDate } from "./http-date";
import { contentRange, parseRange, resolvePage } from "./range";

export type CollectionSource<T> = {
  lastModified(): Promise<Date>;
  count(): Promise<number>;
  page(offset: number, limit: number): Promise<T[]>;
  view(item: T): { id: unknown };
};

export async function readCollection<T>(context: Context, source: CollectionSource<T>, head: boolean): Promise<Reply> {
  const fields = parseFields(context.url.searchParams);
  const requested = parseRange(context.request.headers.get("range"));
  const lastModified = await source.lastModified();
  const headers: Record<string, string> = { "Last-Modified": formatHttpDate(lastModified) };
  if (notModifiedSince(context.request.headers.get("if-modified-since"), lastModified)) return { status: 304, headers };
  const page = resolvePage(requested, await source.count());
  headers["Content-Range"] = contentRange(page);
  const items = head || page.limit === 0 ? [] : await source.page(page.offset, page.limit);
  return { status: page.partial ? 206 : 200, headers, body: items.map((item) => pickFields(source.view(item), fields)) };
}

/** GET and HEAD of one model: fields and If-Modified-Since. */
export function readModel(context: Context, view: { id: unknown }, lastModified: Date): Reply {
  const fields = parseFields(context.url.searchParams);
  const headers = { "Last-Modified": formatHttpDate(lastModified) };
  if (notModifiedSince(context.request.headers.get("if-modified-since"), lastModified)) return { status: 304, headers };
  return { status: 200, headers, body: pickFields(view, fields) };
}
