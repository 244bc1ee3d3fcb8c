// /api/events and /api/events/<id>

import type { RequestOptions } from "../request-options";
import type { Transport } from "../transport";
import type {
  BasedOn,
  CreateOptions,
  CreateResult,
  Event,
  EventInput,
  IterateOptions,
  ListOptions,
  ModelResult,
  NotModified,
  PageResult,
  Picked,
  ReadOptions,
  WriteResult,
} from "../types";
import { CollectionClient } from "./collection";
import { checkEventId } from "./ids";
import type { Paginator } from "./paginator";

/** The attributes of an event that `fields` may name. */
export type EventField = keyof Event & string;
type Field = EventField;

/**
 * What an event holds after a PUT of `input`: a replacement sets every writable attribute, omitted ones to their
 * defaults.
 */
function storedEvent(body: unknown): Record<string, unknown> {
  const input = body as EventInput;
  return { name: input.name, type: input.type ?? "standard", questions: input.questions ?? [] };
}

/**
 * The company's events. Every method takes per-call options as its last argument (`signal`, `timeoutMs`, `retry`,
 * `headers`; merged into the options object where a method has one).
 */
export class EventsClient {
  readonly #collection: CollectionClient<Event, EventInput, number>;

  /** @internal Made by createClient. */
  constructor(transport: Transport) {
    this.#collection = new CollectionClient<Event, EventInput, number>(
      transport,
      "/api/events",
      checkEventId,
      storedEvent,
    );
  }

  /**
   * One page of events (default `0-20`, at most 1000), in ascending id order.
   * With `ifModifiedSince`, answers `{ modified: false }` when no event changed since then.
   */
  list<F extends Field = never>(
    options: ListOptions<F> & { ifModifiedSince: Date },
  ): Promise<PageResult<Picked<Event, F>> | NotModified>;
  list<F extends Field = never>(options?: ListOptions<F>): Promise<PageResult<Picked<Event, F>>>;
  list(options: ListOptions<Field> = {}): Promise<PageResult<unknown> | NotModified> {
    return this.#collection.list(options);
  }

  /**
   * Every event from position `from` (default 0) on, fetched `pageSize` (default and at most 1000) at a time as the
   * loop asks for them. The iterator's `position` is where to resume: `iterate({ from: iterator.position })`.
   * An aborted `signal` stops it with `AbortError`.
   *
   * @example
   * const events = api.events.iterate({ fields: ["name"], pageSize: 200, signal });
   * for await (const event of events) console.log(event.id, event.name);
   */
  iterate<F extends Field = never>(options: IterateOptions<F> = {}): Paginator<Picked<Event, F>> {
    return this.#collection.iterate(options) as Paginator<Picked<Event, F>>;
  }

  /** Every event in one array (refuses more than `limit`, default 100000). */
  toArray<F extends Field = never>(options: IterateOptions<F> & { limit?: number } = {}): Promise<Picked<Event, F>[]> {
    return this.#collection.toArray(options) as Promise<Picked<Event, F>[]>;
  }

  /** How many events the company has (HEAD; reads no data). */
  count(options?: RequestOptions): Promise<number> {
    return this.#collection.count(options);
  }

  /**
   * One event. With `ifModifiedSince`, answers `{ modified: false }` when it has not changed since then.
   * Like every method taking an event id, rejects with a TypeError, sending nothing, unless `id` is a positive whole
   * number.
   */
  get<F extends Field = never>(
    id: number,
    options: ReadOptions<F> & { ifModifiedSince: Date },
  ): Promise<ModelResult<Picked<Event, F>> | NotModified>;
  get<F extends Field = never>(id: number, options?: ReadOptions<F>): Promise<ModelResult<Picked<Event, F>>>;
  get(id: number, options: ReadOptions<Field> = {}): Promise<ModelResult<unknown> | NotModified> {
    return this.#collection.get(id, options);
  }

  /**
   * Creates an event; its questions are validated by the API (`ValidationError` lists the problems). Without
   * `idempotencyKey` a POST is never retried: after a `NetworkError` the event may or may not exist (see the SDK
   * guide, "Lost answers"). With one, it is retried like an idempotent request and the event is made once per key.
   */
  create(input: EventInput, options?: CreateOptions): Promise<CreateResult<number>> {
    return this.#collection.create(input, options);
  }

  /**
   * Replaces every writable attribute of an event (PUT). `basedOn` is the read this change starts from:
   * if anybody changed the event since, `PreconditionFailedError` is thrown and nothing is written.
   * A PUT is retried after a network failure; if the lost try had in fact been written, the retry is refused
   * (412) and the SDK reads the event back: when it holds exactly what this PUT sent, the call succeeds.
   */
  replace(id: number, input: EventInput, basedOn: BasedOn, options?: RequestOptions): Promise<WriteResult> {
    return this.#collection.write("PUT", id, input, basedOn, options);
  }

  /**
   * Changes only the attributes given (PATCH; `questions` as a whole), under the same rule as `replace`; never retried.
   */
  update(id: number, changes: Partial<EventInput>, basedOn: BasedOn, options?: RequestOptions): Promise<WriteResult> {
    return this.#collection.write("PATCH", id, changes, basedOn, options);
  }

  /**
   * Deletes an event and its registrations; afterwards the event answers `GoneError`.
   * When a try gets no answer (the connection dropped, a timeout) and the retry answers 404 or 410, the first try
   * most likely deleted the event, so the call succeeds; a 404 or 410 to the first try still throws.
   */
  delete(id: number, options?: RequestOptions): Promise<void> {
    return this.#collection.delete(id, options);
  }
}
