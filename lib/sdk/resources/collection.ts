// The collection and model rules every resource shares: Range paging, fields, conditional reads and writes.

import { formatHttpDate, parseContentRange, parseHttpDate } from "../headers";
import type { ApiRequest, ApiResponse, Transport } from "../transport";
import { ApiError } from "../errors";
import type { BasedOn, CreateResult, ListOptions, ModelResult, NotModified, PageResult, Range, ReadOptions, ResponseMeta } from "../types";

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
  return { ...meta(response), modified: true, data: response.body as T };
}

/** Operations on one collection URI and its models. */
export class CollectionClient<T, Input, Id extends string | number> {
  constructor(
    private readonly transport: Transport,
    private readonly path: string,
  ) {}

  modelPath(id: Id): string {
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
      throw new ApiError({ status: response.status, error: "invalidResponse", message: "A collection answer lacked its array body or Content-Range.", method: "GET", path: this.path });
    }
    return { ...meta(response), modified: true, items: response.body as T[], range, partial: response.status === 206 };
  }

  /** The number of models, from a HEAD request (no data is read). */
  async count(): Promise<number> {
    const response = await this.transport.send({ method: "HEAD", path: this.path });
    const range = parseContentRange(response.headers.get("content-range"));
    if (!range) throw new ApiError({ status: response.status, error: "invalidResponse", message: "The count answer had no Content-Range.", method: "HEAD", path: this.path });
    return range.total;
  }

  /** Every model, paging with Range at the maximum page size. */
  async *iterate(options: { fields?: readonly string[]; pageSize?: number } = {}): AsyncGenerator<T, void, undefined> {
    const pageSize = Math.min(MAX_PAGE, Math.max(1, options.pageSize ?? MAX_PAGE));
    for (let from = 0; ; from += pageSize) {
      const page = await this.list({ fields: options.fields, range: { from, to: from + pageSize - 1 } });
      if (!page.modified) return;
      yield* page.items;
      if (page.range.to === null || page.range.to + 1 >= page.range.total || page.items.length === 0) return;
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

  get(id: Id, options: ReadOptions<string> = {}): Promise<ModelResult<T> | NotModified> {
    return readModel<T>(this.transport, this.modelPath(id), options);
  }

  async create(input: Input): Promise<CreateResult<Id>> {
    const response = await this.transport.send({ method: "POST", path: this.path, body: input });
    const id = (response.body as { id?: Id } | null)?.id;
    if (id === undefined) throw new ApiError({ status: response.status, error: "invalidResponse", message: "The create answer had no id.", method: "POST", path: this.path });
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

  async delete(id: Id): Promise<void> {
    await this.transport.send({ method: "DELETE", path: this.modelPath(id) });
  }

  async deleteAll(): Promise<void> {
    await this.transport.send({ method: "DELETE", path: this.path });
  }
}
