// /api/events/<id>/registrations and /api/events/<id>/registrations/<registrationId>

import { type RequestOptions, requestOptionsOf } from "../request-options";
import type { Transport } from "../transport";
import type {
  BasedOn,
  CaptureProvenance,
  CollectionSummary,
  CreateResult,
  IterateOptions,
  ListOptions,
  ModelResult,
  NotModified,
  PageResult,
  Picked,
  ReadOptions,
  Registration,
  RegistrationCreateOptions,
  RegistrationInput,
  RegistrationValues,
  WriteResult,
} from "../types";
import { CollectionClient } from "./collection";
import { checkEventId, checkRegistrationId } from "./ids";
import { paginate, type Paginator } from "./paginator";

/** The attributes of a registration that `fields` may name. */
export type RegistrationField = keyof Registration & string;
type Field = RegistrationField;

/** RFC 3339 with its offset, as the API checks it (docs/api.md "Registration provenance"). */
const RFC_3339 = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;

/** The provenance headers of a capture device's create; a value that cannot be one throws a TypeError. */
function provenanceHeaders(
  eventId: number,
  capture: CaptureProvenance | undefined,
): Record<string, string | undefined> {
  if (capture === undefined) return {};
  const where = `POST /api/events/${eventId}/registrations`;
  const valid = (date: Date) => date instanceof Date && Number.isFinite(date.getTime());
  const { capturedAt, formVersion } = capture;
  if (capturedAt !== undefined && !(capturedAt instanceof Date ? valid(capturedAt) : RFC_3339.test(capturedAt)))
    throw new TypeError(`${where}: capture.capturedAt must be a valid Date or an RFC 3339 string. Nothing was sent.`);
  if (
    formVersion !== undefined &&
    !(formVersion instanceof Date ? valid(formVersion) : typeof formVersion === "string" && formVersion !== "")
  )
    throw new TypeError(`${where}: capture.formVersion must be a valid Date or an HTTP-date. Nothing was sent.`);
  return {
    "Capture-Captured-At": capturedAt instanceof Date ? capturedAt.toISOString() : capturedAt,
    "Capture-Form-Version": formVersion instanceof Date ? formVersion.toUTCString() : formVersion,
  };
}

/** What a registration holds after a PUT: exactly the values sent. */
const storedRegistration = (body: unknown): Record<string, unknown> => ({ values: (body as RegistrationInput).values });

/**
 * The registrations of an event. Every method takes per-call options as its last argument (`signal`,
 * `timeoutMs`, `retry`, `headers`; merged into the options object where a method has one).
 */
export class RegistrationsClient {
  readonly #transport: Transport;

  /** @internal Made by createClient. */
  constructor(transport: Transport) {
    this.#transport = transport;
  }

  /**
   * The event's registrations; throws a TypeError for an event id that is not a positive whole number. The
   * methods calling it are async so that a bad id rejects, like every other failure, instead of throwing.
   */
  #of(eventId: number): CollectionClient<Registration, RegistrationInput, string> {
    checkEventId(eventId);
    return new CollectionClient<Registration, RegistrationInput, string>(
      this.#transport,
      `/api/events/${eventId}/registrations`,
      checkRegistrationId,
      storedRegistration,
    );
  }

  /** One page of an event's registrations, in creation order (default `0-20`, at most 1000). */
  list<F extends Field = never>(
    eventId: number,
    options: ListOptions<F> & { ifModifiedSince: Date },
  ): Promise<PageResult<Picked<Registration, F>> | NotModified>;
  list<F extends Field = never>(
    eventId: number,
    options?: ListOptions<F>,
  ): Promise<PageResult<Picked<Registration, F>>>;
  async list(eventId: number, options: ListOptions<Field> = {}): Promise<PageResult<unknown> | NotModified> {
    return this.#of(eventId).list(options);
  }

  /**
   * Every registration of an event from position `from` (default 0) on, in creation order, fetched `pageSize`
   * (default and at most 1000) at a time as the loop asks for them. The iterator's `position` is where to resume:
   * `iterate(eventId, { from: iterator.position })`. An aborted `signal` stops it with `AbortError`; a bad event
   * id rejects on the first step, sending nothing.
   *
   * @example
   * const registrations = api.registrations.iterate(eventId, { pageSize: 500, signal });
   * try {
   *   for await (const registration of registrations) await exportRow(registration);
   * } catch (error) {
   *   if (error instanceof AbortError) console.log(`Stopped; resume with { from: ${registrations.position} }`);
   *   else throw error;
   * }
   */
  iterate<F extends Field = never>(
    eventId: number,
    options: IterateOptions<F> = {},
  ): Paginator<Picked<Registration, F>> {
    const request = requestOptionsOf(options);
    return paginate<Picked<Registration, F>>(
      (range) =>
        this.#of(eventId).list({ ...request, fields: options.fields, range }) as Promise<
          PageResult<Picked<Registration, F>>
        >,
      options,
      () => `/api/events/${eventId}/registrations`,
    );
  }

  /** Every registration of an event in one array (refuses more than `limit`, default 100000). */
  async toArray<F extends Field = never>(
    eventId: number,
    options: IterateOptions<F> & { limit?: number } = {},
  ): Promise<Picked<Registration, F>[]> {
    return (await this.#of(eventId).toArray(options)) as Picked<Registration, F>[];
  }

  /** How many registrations the event has (HEAD; reads no data). */
  async count(eventId: number, options?: RequestOptions): Promise<number> {
    return this.#of(eventId).count(options);
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
  get<F extends Field = never>(
    eventId: number,
    id: string,
    options: ReadOptions<F> & { ifModifiedSince: Date },
  ): Promise<ModelResult<Picked<Registration, F>> | NotModified>;
  get<F extends Field = never>(
    eventId: number,
    id: string,
    options?: ReadOptions<F>,
  ): Promise<ModelResult<Picked<Registration, F>>>;
  async get(
    eventId: number,
    id: string,
    options: ReadOptions<Field> = {},
  ): Promise<ModelResult<unknown> | NotModified> {
    return this.#of(eventId).get(id, options);
  }

  /**
   * Registers values, checked against the event's questions (`ValidationError` lists the problems); an e-mail
   * already registered for the event throws `ConflictError`. Without `idempotencyKey` a POST is never retried:
   * after a `NetworkError` the registration may or may not exist (see the SDK guide, "Lost answers": the e-mail
   * tells). With one, it is retried like an idempotent request and made once per key; `replayed` says the answer
   * is that of an earlier request with the key (see the SDK guide, "A create whose answer was lost").
   *
   * @example
   * const lead = { id: crypto.randomUUID(), values };            // stored on the device before sending
   * const { id, replayed } = await api.registrations.create(eventId, lead.values, { idempotencyKey: lead.id });
   *
   * A capture device also sends the lead's provenance (kept by the API for a device's token only):
   *
   * @example
   * await api.registrations.create(eventId, lead.values, {
   *   idempotencyKey: lead.id,
   *   capture: { capturedAt: lead.capturedAt, formVersion: lead.formVersion },
   * });
   */
  async create(
    eventId: number,
    values: RegistrationValues,
    options?: RegistrationCreateOptions,
  ): Promise<CreateResult<string>> {
    const collection = this.#of(eventId);
    return collection.create({ values }, options, provenanceHeaders(eventId, options?.capture));
  }

  /**
   * Replaces all values of a registration (PUT), if nobody changed it since `basedOn`. Retried after a lost
   * answer; a retry refused because the lost try wrote succeeds when the registration holds exactly these values.
   */
  async replace(
    eventId: number,
    id: string,
    values: RegistrationValues,
    basedOn: BasedOn,
    options?: RequestOptions,
  ): Promise<WriteResult> {
    return this.#of(eventId).write("PUT", id, { values }, basedOn, options);
  }

  /** Changes the values of the questions given, keeping the others (PATCH), if nobody changed it since `basedOn`. */
  async update(
    eventId: number,
    id: string,
    values: RegistrationValues,
    basedOn: BasedOn,
    options?: RequestOptions,
  ): Promise<WriteResult> {
    return this.#of(eventId).write("PATCH", id, { values }, basedOn, options);
  }

  /**
   * Deletes one registration; afterwards it answers `GoneError`. When a try gets no answer (the connection
   * dropped, a timeout) and the retry answers 404 or 410, the first try most likely deleted it, so the call
   * succeeds; a 404 or 410 to the first try still throws.
   */
  async delete(eventId: number, id: string, options?: RequestOptions): Promise<void> {
    return this.#of(eventId).delete(id, options);
  }

  /** Deletes every registration of the event. */
  async deleteAll(eventId: number, options?: RequestOptions): Promise<void> {
    return this.#of(eventId).deleteAll(options);
  }
}
