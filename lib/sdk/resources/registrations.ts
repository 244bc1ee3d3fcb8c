// /api/events/<id>/registrations and /api/events/<id>/registrations/<registrationId>

import type { Transport } from "../transport";
import type {
  BasedOn,
  CollectionSummary,
  CreateResult,
  ListOptions,
  ModelResult,
  NotModified,
  PageResult,
  Picked,
  ReadOptions,
  Registration,
  RegistrationInput,
  RegistrationValues,
  WriteResult,
} from "../types";
import { CollectionClient } from "./collection";
import { checkEventId, checkRegistrationId } from "./ids";

type Field = keyof Registration & string;

export class RegistrationsClient {
  readonly #transport: Transport;

  constructor(transport: Transport) {
    this.#transport = transport;
  }

  /**
   * The event's registrations; throws a TypeError for an event id that is not a positive whole number. The
   * methods calling it are async so that a bad id rejects, like every other failure, instead of throwing.
   */
  #of(eventId: number): CollectionClient<Registration, RegistrationInput, string> {
    checkEventId(eventId);
    return new CollectionClient<Registration, RegistrationInput, string>(this.#transport, `/api/events/${eventId}/registrations`, checkRegistrationId);
  }

  /** One page of an event's registrations, in creation order (default `0-20`, at most 1000). */
  list<F extends Field = never>(eventId: number, options: ListOptions<F> & { ifModifiedSince: Date }): Promise<PageResult<Picked<Registration, F>> | NotModified>;
  list<F extends Field = never>(eventId: number, options?: ListOptions<F>): Promise<PageResult<Picked<Registration, F>>>;
  async list(eventId: number, options: ListOptions<Field> = {}): Promise<PageResult<unknown> | NotModified> {
    return this.#of(eventId).list(options);
  }

  /** Every registration of an event, fetched 1000 at a time as the loop asks for them. */
  async *iterate<F extends Field = never>(eventId: number, options: { fields?: readonly F[] } = {}): AsyncGenerator<Picked<Registration, F>, void, undefined> {
    yield* this.#of(eventId).iterate(options) as AsyncGenerator<Picked<Registration, F>, void, undefined>;
  }

  /** Every registration of an event in one array (refuses more than `limit`, default 100000). */
  async toArray<F extends Field = never>(eventId: number, options: { fields?: readonly F[]; limit?: number } = {}): Promise<Picked<Registration, F>[]> {
    return (await this.#of(eventId).toArray(options)) as Picked<Registration, F>[];
  }

  /** How many registrations the event has (HEAD; reads no data). */
  async count(eventId: number): Promise<number> {
    return this.#of(eventId).count();
  }

  /**
   * How many registrations the event has and when they last changed (HEAD; reads no data); with
   * `ifModifiedSince`, `{ modified: false }` when nothing was registered, changed or deleted since.
   */
  summary(eventId: number, options: { ifModifiedSince: Date }): Promise<CollectionSummary | NotModified>;
  summary(eventId: number, options?: { ifModifiedSince?: undefined }): Promise<CollectionSummary>;
  async summary(eventId: number, options: { ifModifiedSince?: Date } = {}): Promise<CollectionSummary | NotModified> {
    return this.#of(eventId).summary(options);
  }

  /**
   * One registration; with `ifModifiedSince`, `{ modified: false }` when unchanged. Like every method here,
   * rejects with a TypeError, sending nothing, for an event id that is not a positive whole number or a
   * registration id that is empty, "." or "..".
   */
  get<F extends Field = never>(eventId: number, id: string, options: ReadOptions<F> & { ifModifiedSince: Date }): Promise<ModelResult<Picked<Registration, F>> | NotModified>;
  get<F extends Field = never>(eventId: number, id: string, options?: ReadOptions<F>): Promise<ModelResult<Picked<Registration, F>>>;
  async get(eventId: number, id: string, options: ReadOptions<Field> = {}): Promise<ModelResult<unknown> | NotModified> {
    return this.#of(eventId).get(id, options);
  }

  /**
   * Registers values, checked against the event's questions (`ValidationError` lists the problems); an e-mail
   * already registered for the event throws `ConflictError`.
   */
  async create(eventId: number, values: RegistrationValues): Promise<CreateResult<string>> {
    return this.#of(eventId).create({ values });
  }

  /** Replaces all values of a registration (PUT), if nobody changed it since `basedOn`. */
  async replace(eventId: number, id: string, values: RegistrationValues, basedOn: BasedOn): Promise<WriteResult> {
    return this.#of(eventId).write("PUT", id, { values }, basedOn);
  }

  /** Changes the values of the questions given, keeping the others (PATCH), if nobody changed it since `basedOn`. */
  async update(eventId: number, id: string, values: RegistrationValues, basedOn: BasedOn): Promise<WriteResult> {
    return this.#of(eventId).write("PATCH", id, { values }, basedOn);
  }

  /**
   * Deletes one registration; afterwards it answers `GoneError`. When a try gets no answer (the connection
   * dropped, a timeout) and the retry answers 404 or 410, the first try most likely deleted it, so the call
   * succeeds; a 404 or 410 to the first try still throws.
   */
  async delete(eventId: number, id: string): Promise<void> {
    return this.#of(eventId).delete(id);
  }

  /** Deletes every registration of the event. */
  async deleteAll(eventId: number): Promise<void> {
    return this.#of(eventId).deleteAll();
  }
}
