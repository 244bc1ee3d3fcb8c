// The Range header of collections (docs/decisions.md §3): `resources=<from>-<to>`, zero-based and inclusive.
import { ApiError } from "./errors";

export const DEFAULT_RANGE = { from: 0, to: 20 };
export const MAX_PAGE = 1000;

export type RequestedRange = { from: number; to: number | null };
export type Page = { offset: number; limit: number; from: number; to: number; total: number; partial: boolean };

/**
 * The range asked for: null when there is no Range header or it uses another unit (RFC 9110 14.2: ignored),
 * "invalid" when the `resources` value does not parse or from > to.
 */
export function parseRange(header: string | null): RequestedRange | null | "invalid" {
  if (header === null) return null;
  const match = /^\s*([A-Za-z][A-Za-z0-9_-]*)\s*=\s*(.*)$/.exec(header);
  if (!match) return "invalid";
  if (match[1].toLowerCase() !== "resources") return null;
  const value = /^(\d{1,15})-(\d{1,15})?$/.exec(match[2].trim());
  if (!value) return "invalid";
  const from = Number(value[1]);
  const to = value[2] === undefined ? null : Number(value[2]);
  if (to !== null && from > to) return "invalid";
  return { from, to };
}

export const contentRange = (page: Pick<Page, "from" | "to" | "total">) =>
  page.total === 0 ? "resources */0" : `resources ${page.from}-${page.to}/${page.total}`;

/**
 * Clips the requested range to the collection; throws 416 with `Content-Range: resources *\/<total>` when it cannot.
 */
export function resolvePage(requested: RequestedRange | null | "invalid", total: number): Page {
  const refuse = (message: string) =>
    new ApiError("rangeNotSatisfiable", message, {
      details: { total },
      headers: { "Content-Range": `resources */${total}` },
    });
  if (requested === "invalid")
    throw refuse("The Range header is not of the form resources=<from>-<to> with from <= to.");
  const { from, to } = requested ?? DEFAULT_RANGE;
  if (total === 0) {
    if (from > 0) throw refuse(`The collection is empty; the range must start at 0.`);
    return { offset: 0, limit: 0, from: 0, to: 0, total: 0, partial: false };
  }
  if (from >= total)
    throw refuse(`The range starts at ${from} but the collection holds ${total} resources (the last is ${total - 1}).`);
  const last = Math.min(to ?? Number.MAX_SAFE_INTEGER, from + MAX_PAGE - 1, total - 1);
  return { offset: from, limit: last - from + 1, from, to: last, total, partial: !(from === 0 && last === total - 1) };
}
