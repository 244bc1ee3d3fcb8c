// /api/events/<id>/versions and /api/events/<id>/versions/<n>: an event's history, read-only (docs/api.md
// "Versions").

import { type RequestOptions, requestOptionsOf } from "../request-options";
import type { Transport } from "../transport";
import type {
  EventVersion,
  EventVersionWithDefinition,
  IterateOptions,
  ListOptions,
  ModelResult,
  NotModified,
  PageResult,
  Picked,
  ReadOptions,
} from "../types";
import { CollectionClient } from "./collection";
import { checkEventId } from "./ids";
import { paginate, type Paginator } from "./paginator";

/** The attributes of a version that `fields` may name. */
export type VersionField = keyof EventVersionWithDefinition & string;
type Field = VersionField;

/** Throws a TypeError unless `n` can name a version: a positive whole number. */
function checkVersionNumber(n: unknown): void {
  if (typeof n !== "number" || !Number.isSafeInteger(n) || n < 1) {
    throw new TypeError(`A version is a positive whole number (1, 2, 3…); got ${String(n)}. Nothing was sent.`);
  }
}

const readOnly = (): Record<string, unknown> => {
  throw new TypeError("Versions are read-only.");
};

/**
 * The versions of an event, newest first. Every method takes per-call options as its last argument (`signal`,
 * `timeoutMs`, `retry`, `headers`; merged into the options object where a method has one).
 */
export class VersionsClient {
  readonly #transport: Transport;

  /** @internal Made by createClient. */
  constructor(transport: Transport) {
    this.#transport = transport;
  }

  #of(eventId: number): CollectionClient<EventVersion, never, number> {
    checkEventId(eventId);
    return new CollectionClient<EventVersion, never, number>(
      this.#transport,
      `/api/events/${eventId}/versions`,
      checkVersionNumber,
      readOnly,
    );
  }

  /**
   * One page of an event's versions, newest first (default `0-20`, at most 1000). With `ifModifiedSince`, answers
   * `{ modified: false }` when the event has no new version since then. A deleted event's history rejects with
   * `GoneError`.
   */
  list<F extends Field = never>(
    eventId: number,
    options: ListOptions<F> & { ifModifiedSince: Date },
  ): Promise<PageResult<Picked<EventVersion, F>> | NotModified>;
  list<F extends Field = never>(
    eventId: number,
    options?: ListOptions<F>,
  ): Promise<PageResult<Picked<EventVersion, F>>>;
  async list(eventId: number, options: ListOptions<Field> = {}): Promise<PageResult<unknown> | NotModified> {
    return this.#of(eventId).list(options);
  }

  /** Every version of an event from position `from` (default 0, the newest) on, `pageSize` at a time. */
  iterate<F extends Field = never>(
    eventId: number,
    options: IterateOptions<F> = {},
  ): Paginator<Picked<EventVersion, F>> {
    const request = requestOptionsOf(options);
    return paginate<Picked<EventVersion, F>>(
      (range) =>
        this.#of(eventId).list({ ...request, fields: options.fields, range }) as Promise<
          PageResult<Picked<EventVersion, F>>
        >,
      options,
      () => `/api/events/${eventId}/versions`,
    );
  }

  /** How many versions the event has (HEAD; reads no data). */
  async count(eventId: number, options?: RequestOptions): Promise<number> {
    return this.#of(eventId).count(options);
  }

  /**
   * Version `n` of an event, with its whole definition. Rejects with `NotFoundError` when there is no such version,
   * and with a TypeError, sending nothing, unless `n` is a positive whole number.
   */
  get<F extends Field = never>(
    eventId: number,
    n: number,
    options: ReadOptions<F> & { ifModifiedSince: Date },
  ): Promise<ModelResult<Picked<EventVersionWithDefinition, F>> | NotModified>;
  get<F extends Field = never>(
    eventId: number,
    n: number,
    options?: ReadOptions<F>,
  ): Promise<ModelResult<Picked<EventVersionWithDefinition, F>>>;
  async get(eventId: number, n: number, options: ReadOptions<Field> = {}): Promise<ModelResult<unknown> | NotModified> {
    return this.#of(eventId).get(n, options);
  }
}
