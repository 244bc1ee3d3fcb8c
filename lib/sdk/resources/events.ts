// /api/events and /api/events/<id>

import type { Transport } from "../transport";
import type { BasedOn, CreateResult, Event, EventInput, ListOptions, ModelResult, NotModified, PageResult, Picked, ReadOptions, WriteResult } from "../types";
import { CollectionClient } from "./collection";
import { checkEventId } from "./ids";

type Field = keyof Event & string;

export class EventsClient {
  readonly #collection: CollectionClient<Event, EventInput, number>;

  constructor(transport: Transport) {
    this.#collection = new CollectionClient<Event, EventInput, number>(transport, "/api/events", checkEventId);
  }

  /**
   * One page of events (default `0-20`, at most 1000), in ascending id order.
   * With `ifModifiedSince`, answers `{ modified: false }` when no event changed since then.
   */
  list<F extends Field = never>(options: ListOptions<F> & { ifModifiedSince: Date }): Promise<PageResult<Picked<Event, F>> | NotModified>;
  list<F extends Field = never>(options?: ListOptions<F>): Promise<PageResult<Picked<Event, F>>>;
  list(options: ListOptions<Field> = {}): Promise<PageResult<unknown> | NotModified> {
    return this.#collection.list(options);
  }

  /** Every event, fetched page by page (1000 at a time) as the loop asks for them. */
  iterate<F extends Field = never>(options: { fields?: readonly F[] } = {}): AsyncGenerator<Picked<Event, F>, void, undefined> {
    return this.#collection.iterate(options) as AsyncGenerator<Picked<Event, F>, void, undefined>;
  }

  /** Every event in one array (refuses more than `limit`, default 100000). */
  toArray<F extends Field = never>(options: { fields?: readonly F[]; limit?: number } = {}): Promise<Picked<Event, F>[]> {
    return this.#collection.toArray(options) as Promise<Picked<Event, F>[]>;
  }

  /** How many events the company has (HEAD; reads no data). */
  count(): Promise<number> {
    return this.#collection.count();
  }

  /**
   * One event. With `ifModifiedSince`, answers `{ modified: false }` when it has not changed since then.
   * Like every method taking an event id, rejects with a TypeError, sending nothing, unless `id` is a positive whole number.
   */
  get<F extends Field = never>(id: number, options: ReadOptions<F> & { ifModifiedSince: Date }): Promise<ModelResult<Picked<Event, F>> | NotModified>;
  get<F extends Field = never>(id: number, options?: ReadOptions<F>): Promise<ModelResult<Picked<Event, F>>>;
  get(id: number, options: ReadOptions<Field> = {}): Promise<ModelResult<unknown> | NotModified> {
    return this.#collection.get(id, options);
  }

  /** Creates an event; its questions are validated by the API (`ValidationError` lists the problems). */
  create(input: EventInput): Promise<CreateResult<number>> {
    return this.#collection.create(input);
  }

  /**
   * Replaces every writable attribute of an event (PUT). `basedOn` is the read this change starts from:
   * if anybody changed the event since, `PreconditionFailedError` is thrown and nothing is written.
   * A PUT is retried after a network failure; if the lost try had in fact been written, the retry finds the event
   * changed and throws `PreconditionFailedError` too: re-read it to see whether the change is there.
   */
  replace(id: number, input: EventInput, basedOn: BasedOn): Promise<WriteResult> {
    return this.#collection.write("PUT", id, input, basedOn);
  }

  /** Changes only the attributes given (PATCH; `questions` as a whole), under the same rule as `replace`. */
  update(id: number, changes: Partial<EventInput>, basedOn: BasedOn): Promise<WriteResult> {
    return this.#collection.write("PATCH", id, changes, basedOn);
  }

  /**
   * Deletes an event and its registrations; afterwards the event answers `GoneError`.
   * When a try gets no answer (the connection dropped, a timeout) and the retry answers 404 or 410, the first try
   * most likely deleted the event, so the call succeeds; a 404 or 410 to the first try still throws.
   */
  delete(id: number): Promise<void> {
    return this.#collection.delete(id);
  }
}
