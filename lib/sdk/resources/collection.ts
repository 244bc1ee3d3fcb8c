// The collection and model rules every resource shares: Range paging, fields, conditional reads and writes.

import { formatHttpDate, parseContentRange, parseHttpDate } from "../headers";
import type { ApiRequest, ApiResponse, Transport } from "../transport";
import { InvalidResponseError, RangeNotSatisfiableError } from "../errors";
import type { BasedOn, CollectionSummary, CreateResult, ListOptions, ModelResult, NotModified, PageResult, Range, ReadOptions, ResponseMeta } from "../types";

/** The API's maximum page size (Limits: 1000 from version 1.1.5). */
export const MAX_PAGE = 1000;

export function meta(response: ApiResponse): ResponseMeta {
  return {
    lastModified: parseHttpDate(response.headers.get("last-modified")),
    version: response.version,
    deprecated: response.headers.get("deprecation") === "true",
  };
}

function readHeaders(options: ReadOptions<string>): ApiRequest["headers"] {
  return { "If-Modified-Since": options.ifModifiedSince ? formatHttpDate(options.ifModifiedSince) : undefined };
}

function readQuery(options: ReadOptions<string>): ApiRequest["query"] {
  return { fields: options.fields ? options.fields.join(",") : undefined };
}

export function rangeHeader(range: Range | undefined): string | undefined {
  if (!range) return undefined;
  if (!Number.isInteger(range.from) || range.from < 0 || (range.to !== undefined && (!Number.isInteger(range.to) || range.to < range.from))) {
    throw new RangeError(`Invalid range ${JSON.stringify(range)}: from and to are whole numbers with 0 <= from <= to.`);
  }
  return `resources=${range.from}-${range.to ?? ""}`;
}

function basedOnDate(basedOn: BasedOn): Date {
  const date = basedOn instanceof Date ? basedOn : basedOn.lastModified;
  if (!date) throw new TypeError("The write must be based on a lastModified time: pass the result of a read, or a Date.");
  return date;
}

/** GET of one model, conditional when `ifModifiedSince` is given. */
export async function readModel<T>(transport: Transport, path: string, options: ReadOptions<string>): Promise<ModelResult<T> | NotModified> {
  const response = await transport.send({ method: "GET", path, query: readQuery(options), headers: readHeaders(options) });
  if (response.status === 304) return { ...meta(response), modified: false };
  if (typeof response.body !== "object" || response.body === null || Array.isArray(response.body)) {
    throw new InvalidResponseError({ status: response.status, error: "invalidResponse", message: "A model answer lacked its JSON object body.", method: "GET", path });
  }
  return { ...meta(response), modified: true, data: response.body as T };
}

/** Operations on one collection URI and its models. */
export class CollectionClient<T, Input, Id extends string | number> {
  constructor(
    private readonly transport: Transport,
    private readonly path: string,
    /** Throws a TypeError for an id that cannot name one model (resources/ids.ts). */
    private readonly checkId: (id: Id) => void,
  ) {}

  /** The model's URI; throws a TypeError, before anything is sent, for an id that cannot be a path segment. */
  modelPath(id: Id): string {
    this.checkId(id);
    return `${this.path}/${encodeURIComponent(String(id))}`;
  }

  async list(options: ListOptions<string> = {}): Promise<PageResult<T> | NotModified> {
    const response = await this.transport.send({
      method: "GET",
      path: this.path,
      query: readQuery(options),
      headers: { ...readHeaders(options), Range: rangeHeader(options.range) },
    });
    if (response.status === 304) return { ...meta(response), modified: false };
    const range = parseContentRange(response.headers.get("content-range"));
    if (!range || !Array.isArray(response.body)) {
      throw new InvalidResponseError({ status: response.status, error: "invalidResponse", message: "A collection answer lacked its array body or Content-Range.", method: "GET", path: this.path });
    }
    return { ...meta(response), modified: true, items: response.body as T[], range, partial: response.status === 206 };
  }

  /** The number of models, from a HEAD request (no data is read). */
  async count(): Promise<number> {
    const response = await this.transport.send({ method: "HEAD", path: this.path });
    const range = parseContentRange(response.headers.get("content-range"));
    if (!range) throw new InvalidResponseError({ status: response.status, error: "invalidResponse", message: "The count answer had no Content-Range.", method: "HEAD", path: this.path });
    return range.total;
  }

  /**
   * The number of models and the collection's last change, from a HEAD request; with `ifModifiedSince`,
   * `{ modified: false }` (a 304) when nothing changed since, so watching a collection costs no data.
   */
  async summary(options: { ifModifiedSince?: Date } = {}): Promise<CollectionSummary | NotModified> {
    const response = await this.transport.send({ method: "HEAD", path: this.path, headers: readHeaders(options) });
    if (response.status === 304) return { ...meta(response), modified: false };
    const range = parseContentRange(response.headers.get("content-range"));
    if (!range) throw new InvalidResponseError({ status: response.status, error: "invalidResponse", message: "The summary answer had no Content-Range.", method: "HEAD", path: this.path });
    return { ...meta(response), modified: true, total: range.total };
  }

  /**
   * Every model, paging with Range at the maximum page size. Each page starts after the last one the API
   * returned (it may return fewer than asked). Paging is by position: models deleted meanwhile may shift others
   * past the cursor, and a collection that shrinks below the next page's start (416) simply ends the iteration.
   */
  async *iterate(options: { fields?: readonly string[]; pageSize?: number } = {}): AsyncGenerator<T, void, undefined> {
    const pageSize = Math.min(MAX_PAGE, Math.max(1, options.pageSize ?? MAX_PAGE));
    for (let from = 0; ; ) {
      let page: PageResult<T> | NotModified;
      try {
        page = await this.list({ fields: options.fields, range: { from, to: from + pageSize - 1 } });
      } catch (error) {
        // The first page exists even for an empty collection (`*/0`); a later one is refused only when the
        // collection shrank below its start since the previous page: nothing is left to read.
        if (from > 0 && error instanceof RangeNotSatisfiableError) return;
        throw error;
      }
      if (!page.modified) return;
      if (page.range.to !== null && page.range.to < from) {
        // Going on from there would ask for this page again, forever.
        const message = `Asked for models from ${from}, the API answered a range ending at ${page.range.to}.`;
        throw new InvalidResponseError({ status: page.partial ? 206 : 200, error: "invalidResponse", message, method: "GET", path: this.path });
      }
      yield* page.items;
      if (page.range.to === null || page.items.length === 0 || page.range.to + 1 >= page.range.total) return;
      from = page.range.to + 1;
    }
  }

  /** Every model in one array; refuses to collect more than `limit` (default 100000) to protect memory. */
  async toArray(options: { fields?: readonly string[]; limit?: number } = {}): Promise<T[]> {
    const limit = options.limit ?? 100_000;
    const all: T[] = [];
    for await (const item of this.iterate({ fields: options.fields })) {
      if (all.length >= limit) throw new RangeError(`The collection ${this.path} holds more than ${limit} models; iterate() over it instead.`);
      all.push(item);
    }
    return all;
  }

  async get(id: Id, options: ReadOptions<string> = {}): Promise<ModelResult<T> | NotModified> {
    return readModel<T>(this.transport, this.modelPath(id), options);
  }

  async create(input: Input): Promise<CreateResult<Id>> {
    const response = await this.transport.send({ method: "POST", path: this.path, body: input });
    const id = (response.body as { id?: Id } | null)?.id;
    if (id === undefined) throw new InvalidResponseError({ status: response.status, error: "invalidResponse", message: "The create answer had no id.", method: "POST", path: this.path });
    return { ...meta(response), id, location: response.headers.get("location") };
  }

  async write(method: "PUT" | "PATCH", id: Id, body: unknown, basedOn: BasedOn): Promise<ResponseMeta> {
    const response = await this.transport.send({
      method,
      path: this.modelPath(id),
      body,
      headers: { "If-Unmodified-Since": formatHttpDate(basedOnDate(basedOn)) },
    });
    return meta(response);
  }

  /** Deletes one model; a 404/410 to a retry after an unanswered try counts as done (see ApiRequest). */
  async delete(id: Id): Promise<void> {
    await this.transport.send({ method: "DELETE", path: this.modelPath(id), absentMeansDeleted: true });
  }

  async deleteAll(): Promise<void> {
    await this.transport.send({ method: "DELETE", path: this.path });
  }
}
