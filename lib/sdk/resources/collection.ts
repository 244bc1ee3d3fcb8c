// The collection and model rules every resource shares: Range paging, fields, conditional reads and writes.

import { ApiError, AbortError, InvalidResponseError } from "../errors";
import { formatHttpDate, parseContentRange, parseHttpDate } from "../headers";
import { type RequestOptions, requestOptionsOf } from "../request-options";
import type { ApiRequest, ApiResponse, Transport } from "../transport";
import { IDEMPOTENCY_KEY_PATTERN } from "../retry";
import type {
  BasedOn,
  CollectionSummary,
  CreateOptions,
  CreateResult,
  IterateOptions,
  ListOptions,
  ModelResult,
  NotModified,
  PageResult,
  Range,
  ReadOptions,
  ResponseMeta,
} from "../types";
import { paginate, type Paginator } from "./paginator";
import { sameRepresentation } from "./same-representation";

export { MAX_PAGE } from "./paginator";

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
  if (
    !Number.isInteger(range.from) ||
    range.from < 0 ||
    (range.to !== undefined && (!Number.isInteger(range.to) || range.to < range.from))
  ) {
    throw new RangeError(`Invalid range ${JSON.stringify(range)}: from and to are whole numbers with 0 <= from <= to.`);
  }
  return `resources=${range.from}-${range.to ?? ""}`;
}

function basedOnDate(basedOn: BasedOn): Date {
  const date = basedOn instanceof Date ? basedOn : basedOn?.lastModified;
  if (!date)
    throw new TypeError("The write must be based on a lastModified time: pass the result of a read, or a Date.");
  return date;
}

/** GET of one model, conditional when `ifModifiedSince` is given. */
export async function readModel<T>(
  transport: Transport,
  path: string,
  options: ReadOptions<string>,
): Promise<ModelResult<T> | NotModified> {
  const response = await transport.send(
    { method: "GET", path, query: readQuery(options), headers: readHeaders(options) },
    requestOptionsOf(options),
  );
  if (response.status === 304) return { ...meta(response), modified: false };
  if (typeof response.body !== "object" || response.body === null || Array.isArray(response.body)) {
    throw new InvalidResponseError({
      status: response.status,
      error: "invalidResponse",
      message: "A model answer lacked its JSON object body.",
      method: "GET",
      path,
      headers: response.headers,
    });
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
    /** What a model holds after a PUT of `body` (the attributes it replaces, with their defaults), to compare. */
    private readonly stored: (body: unknown) => Record<string, unknown>,
  ) {}

  /** The model's URI; throws a TypeError, before anything is sent, for an id that cannot be a path segment. */
  modelPath(id: Id): string {
    this.checkId(id);
    return `${this.path}/${encodeURIComponent(String(id))}`;
  }

  async list(options: ListOptions<string> = {}): Promise<PageResult<T> | NotModified> {
    const response = await this.transport.send(
      {
        method: "GET",
        path: this.path,
        query: readQuery(options),
        headers: { ...readHeaders(options), Range: rangeHeader(options.range) },
      },
      requestOptionsOf(options),
    );
    if (response.status === 304) return { ...meta(response), modified: false };
    const range = parseContentRange(response.headers.get("content-range"));
    if (!range || !Array.isArray(response.body)) {
      throw new InvalidResponseError({
        status: response.status,
        error: "invalidResponse",
        message: "A collection answer lacked its array body or Content-Range.",
        method: "GET",
        path: this.path,
        headers: response.headers,
      });
    }
    return { ...meta(response), modified: true, items: response.body as T[], range, partial: response.status === 206 };
  }

  /** The number of models, from a HEAD request (no data is read). */
  async count(options?: RequestOptions): Promise<number> {
    const response = await this.transport.send({ method: "HEAD", path: this.path }, options);
    const range = parseContentRange(response.headers.get("content-range"));
    if (!range)
      throw new InvalidResponseError({
        status: response.status,
        error: "invalidResponse",
        message: "The count answer had no Content-Range.",
        method: "HEAD",
        path: this.path,
        headers: response.headers,
      });
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
    if (!range)
      throw new InvalidResponseError({
        status: response.status,
        error: "invalidResponse",
        message: "The summary answer had no Content-Range.",
        method: "HEAD",
        path: this.path,
      });
    return { ...meta(response), modified: true, total: range.total };
  }

  /** Every model from `from` on, `pageSize` (default and at most 1000) at a time: see paginator.ts. */
  iterate(options: IterateOptions<string> = {}): Paginator<T> {
    const request = requestOptionsOf(options);
    return paginate<T>(
      (range) => this.list({ ...request, fields: options.fields, range }),
      options,
      () => this.path,
    );
  }

  /** Every model in one array; refuses to collect more than `limit` (default 100000) to protect memory. */
  async toArray(options: IterateOptions<string> & { limit?: number } = {}): Promise<T[]> {
    const limit = options.limit ?? 100_000;
    const all: T[] = [];
    for await (const item of this.iterate(options)) {
      if (all.length >= limit)
        throw new RangeError(`The collection ${this.path} holds more than ${limit} models; iterate() over it instead.`);
      all.push(item);
    }
    return all;
  }

  async get(id: Id, options: ReadOptions<string> = {}): Promise<ModelResult<T> | NotModified> {
    return readModel<T>(this.transport, this.modelPath(id), options);
  }

  /**
   * POST of a new model; with `idempotencyKey`, made once per key and retried like an idempotent request. `headers`:
   * the SDK's own extra request headers (a capture device's provenance).
   */
  async create(
    input: Input,
    options?: CreateOptions,
    headers?: Record<string, string | undefined>,
  ): Promise<CreateResult<Id>> {
    const idempotencyKey = options?.idempotencyKey;
    if (
      idempotencyKey !== undefined &&
      (typeof idempotencyKey !== "string" || !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey))
    ) {
      throw new TypeError(
        `POST ${this.path}: idempotencyKey must be 1 to 255 visible ASCII ` +
          `characters (! to ~, no spaces), such as a UUID. Nothing was ` +
          `sent.`,
      );
    }
    const response = await this.transport.send(
      { method: "POST", path: this.path, body: input, idempotencyKey, headers },
      options,
    );
    const id = (response.body as { id?: Id } | null)?.id;
    if (id === undefined)
      throw new InvalidResponseError({
        status: response.status,
        error: "invalidResponse",
        message: "The create answer had no id.",
        method: "POST",
        path: this.path,
        headers: response.headers,
      });
    return {
      ...meta(response),
      id,
      location: response.headers.get("location"),
      replayed: response.headers.get("idempotent-replayed") === "true",
    };
  }

  /**
   * A conditional PUT or PATCH. A PUT is retried after a try that got no answer; when the retry is refused with
   * 412 because that try did write, the model is read back: if it holds exactly what this PUT sends, the write
   * is the caller's own and the call succeeds (with the read's meta); otherwise the 412 stands.
   */
  async write(
    method: "PUT" | "PATCH",
    id: Id,
    body: unknown,
    basedOn: BasedOn,
    options?: RequestOptions,
  ): Promise<ResponseMeta> {
    const request: ApiRequest = {
      method,
      path: this.modelPath(id),
      body,
      headers: { "If-Unmodified-Since": formatHttpDate(basedOnDate(basedOn)) },
      acceptAfterUnanswered: method === "PUT" ? [412] : undefined,
    };
    const response = await this.transport.send(request, options);
    if (response.status !== 412) return meta(response);
    const refused = this.transport.errorFor(request, response);
    let current: ModelResult<T> | NotModified;
    try {
      current = await readModel<T>(this.transport, request.path, { ...options });
    } catch (error) {
      // The 412 is the write's answer; a failure to look further does not replace it (a cancellation does).
      if (error instanceof AbortError || !(error instanceof ApiError)) throw error;
      throw refused;
    }
    if (current.modified && sameRepresentation(this.stored(body), current.data as Record<string, unknown>)) {
      return { lastModified: current.lastModified, version: current.version, deprecated: current.deprecated };
    }
    throw refused;
  }

  /** Deletes one model; a 404/410 to a retry after an unanswered try counts as done (see ApiRequest). */
  async delete(id: Id, options?: RequestOptions): Promise<void> {
    await this.transport.send(
      { method: "DELETE", path: this.modelPath(id), acceptAfterUnanswered: [404, 410] },
      options,
    );
  }

  async deleteAll(options?: RequestOptions): Promise<void> {
    await this.transport.send({ method: "DELETE", path: this.path }, options);
  }
}
