// Walking a whole collection with Range, page after page, as the loop asks for models; the iterator tells where
// it is, so that a caller can resume with `from` after a failure, a cancellation or a restart.

import { RangeNotSatisfiableError, InvalidResponseError } from "../errors";
import { throwIfAborted } from "../request-options";
import type { NotModified, PageResult, Range } from "../types";

/** The API's maximum page size (Limits: 1000 from version 1.1.5). */
export const MAX_PAGE = 1000;

/** An async iterator over a collection's models that knows where it is. */
export type Paginator<T> = AsyncGenerator<T, void, undefined> & {
  /**
   * The position (0-based) of the next model the iterator would yield: the number of models the loop has been
   * given, plus `from`. `iterate({ from: iterator.position })` carries on from there.
   */
  readonly position: number;
  /** The collection's size according to the last page read; null before the first. */
  readonly total: number | null;
  /** How many pages were requested so far. */
  readonly pages: number;
};

export type PagingOptions = { pageSize?: number; from?: number; signal?: AbortSignal };

function checkPaging(options: PagingOptions): { pageSize: number; from: number } {
  const pageSize = options.pageSize ?? MAX_PAGE;
  const from = options.from ?? 0;
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE) {
    throw new RangeError(
      `pageSize must be a whole number from 1 to ${MAX_PAGE}; got ${String(pageSize)}. Nothing was sent.`,
    );
  }
  if (!Number.isSafeInteger(from) || from < 0)
    throw new RangeError(`from must be a whole number of at least 0; got ${String(from)}. Nothing was sent.`);
  return { pageSize, from };
}

/**
 * Every model from `from` on, `pageSize` at a time. `load` reads one page; `path` names the collection in errors.
 * Each page starts after the last one the API returned (it may return fewer than asked). Paging is by position:
 * models deleted meanwhile may shift others past the cursor, and a collection that shrinks below the next
 * page's start (416) simply ends the iteration. Options are checked on the first step, like the ids `check` tests.
 */
export function paginate<T>(
  load: (range: Range) => Promise<PageResult<T> | NotModified>,
  options: PagingOptions,
  path: () => string,
): Paginator<T> {
  const state = { position: options.from ?? 0, total: null as number | null, pages: 0 };
  async function* walk(): AsyncGenerator<T, void, undefined> {
    const { pageSize, from } = checkPaging(options);
    const where = () => ({ method: "GET", path: path() });
    for (let cursor = from; ;) {
      let page: PageResult<T> | NotModified;
      state.pages++;
      try {
        page = await load({ from: cursor, to: cursor + pageSize - 1 });
      } catch (error) {
        // The first page exists even for an empty collection (`*/0`); a later one is refused only when the
        // collection shrank below its start since then (or a resumed iteration starts past its end): nothing is left.
        if (cursor > 0 && error instanceof RangeNotSatisfiableError) return;
        throw error;
      }
      if (!page.modified) return;
      state.total = page.range.total;
      if (page.range.to !== null && page.range.to < cursor) {
        // Going on from there would ask for this page again, forever.
        const message = `Asked for models from ${cursor}, the API answered a range ending at ${page.range.to}.`;
        throw new InvalidResponseError({
          status: page.partial ? 206 : 200,
          error: "invalidResponse",
          message,
          ...where(),
        });
      }
      for (const item of page.items) {
        // A cancelled loop stops here too, not only at the next page: `position` stays at the first model not given.
        throwIfAborted(options.signal, where());
        state.position++;
        yield item;
      }
      if (page.range.to === null || page.items.length === 0 || page.range.to + 1 >= page.range.total) return;
      cursor = page.range.to + 1;
    }
  }
  const iterator = walk();
  Object.defineProperties(iterator, {
    position: { get: () => state.position, enumerable: true },
    total: { get: () => state.total, enumerable: true },
    pages: { get: () => state.pages, enumerable: true },
  });
  return iterator as Paginator<T>;
}
