// The API's models and the shapes of the SDK's results.

import type { ContentRange } from "./headers";
import type { Question } from "./question-types";
import type { RequestOptions } from "./request-options";

export type * from "./question-types";
export type EventType = "standard" | "checkIn";

export type Company = {
  id: number;
  name: string;
  username: string;
  urlHash: string;
  appPasscode: string;
  lastModified: string;
};
export type Event = { id: number; name: string; type: EventType; questions: Question[] };
export type EventInput = { name: string; type?: EventType; questions?: Question[] };
export type RegistrationValues = Record<string, { value: unknown }>;
/**
 * A registration. A capture device's lead also carries its provenance (docs/api.md "Registration provenance"):
 * present when a device captured it, or when `fields` names them (then null for other registrations).
 */
export type Registration = {
  id: string;
  values: RegistrationValues;
  created: string;
  lastModified: string;
  /** The device's clock when the lead was captured, as it sent it (RFC 3339). */
  capturedAt?: string | null;
  /** The capture device (its name then) and its staff member. */
  capturedBy?: { device: string; staff: string } | null;
  /** The event's Last-Modified (HTTP-date) the form was filled against. */
  formVersion?: string | null;
  /**
   * The number of the event's version it was captured against (`versions.get(eventId, n)`); only when `fields`
   * names it, null for a registration made before the event's history began.
   */
  eventVersion?: number | null;
};

/** A capture device as the API shows it (`signInDevice`, `client.capture.device()`). */
export type CaptureDevice = {
  /** `dev_…` */
  id: string;
  name: string;
  /** The staff member who signed the device in. */
  staff: string;
  /** When it signed in (HTTP-date). */
  created: string;
  company: { name: string; username: string };
};
export type RegistrationInput = { values: RegistrationValues };

/**
 * A version of an event (docs/api.md "Versions"): every change of an event is one, numbered 1, 2, 3… per event.
 * Read-only.
 */
export type EventVersion = {
  /** Its number. */
  id: number;
  /** When it was written (HTTP-date): the event's Last-Modified after that write. */
  created: string;
  author: { kind: "person" | "client" | "device"; name: string };
  /** `api`, `editor`, `import`, `restore`, or `earlier` (the definition as it was when the history began). */
  how: "api" | "editor" | "import" | "restore" | "earlier";
  /** The name people gave it in the studio, once they did. */
  name?: string;
  /** For a restore: the version it restored. */
  restoredFrom?: number;
  /** What changed from the version before, one sentence a line. */
  summary: string[];
};
/** A version with the event's whole definition as it was then. */
export type EventVersionWithDefinition = EventVersion & {
  definition: { name: string; type: EventType; questions: Question[] };
};

/** What every answer tells besides its data. */
export type ResponseMeta = {
  /**
   * The response's `Last-Modified`: pass it back as `ifUnmodifiedSince` to write, or as `ifModifiedSince` to re-read.
   */
  lastModified: Date | null;
  /** The API version the response speaks. */
  version: string | null;
  /** True when the API marked the version as deprecated (`Deprecation: true`). */
  deprecated: boolean;
};

/** A model read. */
export type ModelResult<T> = ResponseMeta & { modified: true; data: T };
/** The answer to a conditional read when nothing changed since `ifModifiedSince` (304). */
export type NotModified = ResponseMeta & { modified: false };

/** A page of a collection. */
export type PageResult<T> = ResponseMeta & {
  modified: true;
  items: T[];
  /** Content-Range: the positions returned (null when the collection is empty) and the collection's total. */
  range: ContentRange;
  /** True when the page does not hold the whole collection (206). */
  partial: boolean;
};

/** A collection's size and last change, without its data (HEAD). */
export type CollectionSummary = ResponseMeta & { modified: true; total: number };

/** Where a collection page starts and ends: zero-based and inclusive, at most 1000 models. */
export type Range = { from: number; to?: number };

/** Options of a read: what to read, and the per-call options (`signal`, `timeoutMs`, `retry`, `headers`). */
export type ReadOptions<F extends string> = RequestOptions & {
  /** Only these top-level attributes (and always `id`). */
  fields?: readonly F[];
  /** Answer "not modified" (no body) when nothing changed after this time. */
  ifModifiedSince?: Date;
};

export type ListOptions<F extends string> = ReadOptions<F> & { range?: Range };

/** Options of `iterate` and `toArray`: which attributes, from which position, how many per page. */
export type IterateOptions<F extends string> = RequestOptions & {
  /** Only these top-level attributes (and always `id`). */
  fields?: readonly F[];
  /** Models per request, 1 to 1000 (default 1000). */
  pageSize?: number;
  /** The position (0-based) to start from, e.g. an earlier iterator's `position` to resume. Default 0. */
  from?: number;
};

/** The `lastModified` a write is based on: a Date, or any result that carries one. */
export type BasedOn = Date | { lastModified: Date | null };

/** The answer to a write. */
export type WriteResult = ResponseMeta;
export type CreateResult<Id> = ResponseMeta & {
  id: Id;
  location: string | null;
  /**
   * True when the API answered with the stored answer of an earlier request with the same `idempotencyKey`
   * (`Idempotent-Replayed: true`): the model was made by that request, e.g. one whose answer was lost.
   */
  replayed: boolean;
};

/** Options of a create: the per-call options and an idempotency key. */
export type CreateOptions = RequestOptions & {
  /**
   * Makes the create safe to repeat (docs/sdk.md "A create whose answer was lost"): the API makes the model once
   * per key (within 72 hours) and answers a repeat with the first answer. 1–255 visible ASCII characters, one new
   * key per model (a UUID; a capture device uses its lead's own id). With a key the SDK retries the POST like an
   * idempotent request.
   */
  idempotencyKey?: string;
};

/** What a capture device records with a lead (docs/api.md "Registration provenance"). */
export type CaptureProvenance = {
  /** When the lead was captured, by the device's clock: a Date, or an RFC 3339 string sent as it is. */
  capturedAt?: Date | string;
  /** The event's `lastModified` the form was filled against: a Date, or the HTTP-date the API sent. */
  formVersion?: Date | string;
};

/** Options of `registrations.create`: an idempotency key and, from a capture device, the lead's provenance. */
export type RegistrationCreateOptions = CreateOptions & {
  /** Sent as `Capture-Captured-At` and `Capture-Form-Version`; the API keeps them for a device's token only. */
  capture?: CaptureProvenance;
};

/** A model narrowed by `fields`: the named attributes and `id`. */
export type Picked<T, F extends string> = [F] extends [never] ? T : Pick<T, Extract<F | "id", keyof T>>;
