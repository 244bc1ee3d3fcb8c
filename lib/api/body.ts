// Reading a request body: at most BODY_LIMIT_BYTES (counted while streaming, docs/decisions.md §7.3), JSON or
// form-encoded.
import type { Readable } from "node:stream";
import { excerpt } from "../logic/excerpt";
import { ApiError } from "./errors";
import { checkContentType } from "./negotiate";

export const BODY_LIMIT_BYTES = 1024 * 1024;

const tooLarge = () =>
  new ApiError(
    "payloadTooLarge",
    `The request body is larger than ${BODY_LIMIT_BYTES} bytes (1 MiB). Send less data per request.`,
  );

/**
 * Bodies already read, by request: a request's body can be read only once, and a create that tried the one-statement
 * way first (lib/api/handlers/registrations.ts) and then takes the usual one reads it again.
 */
const bodiesRead = new WeakMap<Request, Promise<Buffer>>();
/** Requests whose body's bytes were handed to a worker (transferBody): they are gone from this thread. */
const handedOver = new WeakSet<Request>();

/** The server's Node request behind each API Request (readBodyFrom), whose body is read from it directly. */
const incomingOf = new WeakMap<Request, Readable>();

/**
 * Reads `request`'s body from Node's `incoming` request (server/main.ts). Hono's adapter gathers the socket's chunks
 * with `Buffer.concat` and answers `arrayBuffer()` with a copy of that: two fresh copies of every body on the thread
 * that answers every tenant. Read here, each chunk is copied once, into a buffer of the declared length
 * (docs/benchmarks.md "What the worst requests still share with another tenant").
 */
export function readBodyFrom(request: Request, incoming: Readable): void {
  incomingOf.set(request, incoming);
}

/** A body of `length` declared bytes, each chunk copied once into a buffer of its own (transferBody can move it). */
function readDeclared(incoming: Readable, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (incoming.readableEnded || incoming.destroyed)
      return reject(new Error("The request's body was read already, or its connection closed."));
    // Not from Node's shared pool, and every byte written before it is used: a body shorter than declared is refused.
    const body = Buffer.allocUnsafeSlow(length);
    let received = 0;
    const settle = (outcome: () => void) => {
      incoming.off("data", onData).off("end", onEnd).off("error", onClosed).off("close", onClosed);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      if (received + chunk.byteLength > length) return settle(() => reject(tooLarge()));
      received += chunk.copy(body, received);
    };
    const onEnd = () =>
      settle(() =>
        received === length ? resolve(body) : reject(new Error("The request's body ended before its Content-Length.")),
      );
    const onClosed = () => settle(() => reject(new Error("The request's connection closed before its body ended.")));
    incoming.on("data", onData).once("end", onEnd).once("error", onClosed).once("close", onClosed);
  });
}

function readBytes(request: Request): Promise<Buffer> {
  if (handedOver.has(request))
    return Promise.reject(new Error("The request's body was handed to a validation worker and cannot be read again."));
  let read = bodiesRead.get(request);
  if (!read) bodiesRead.set(request, (read = readBytesOnce(request)));
  return read;
}

async function readBytesOnce(request: Request): Promise<Buffer> {
  const length = request.headers.get("content-length");
  const declared = Number(length ?? 0);
  if (declared > BODY_LIMIT_BYTES) throw tooLarge();
  // A declared length within the limit is what Node's HTTP parser delivers, no more: the body is read whole, from
  // Node's request when the server handed it over (readBodyFrom), else by the request adapter. Reading it as a web
  // stream made every request build a full fetch Request with its stream and abort signal first (docs/benchmarks.md
  // "Where a POST's time goes").
  if (length !== null && !request.headers.has("transfer-encoding")) {
    const incoming = incomingOf.get(request);
    if (incoming) return readDeclared(incoming, declared);
    const whole = Buffer.from(await request.arrayBuffer());
    if (whole.byteLength > BODY_LIMIT_BYTES) throw tooLarge();
    return whole;
  }
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > BODY_LIMIT_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Whether the request carries a body at all (a request without one may omit Content-Type). */
export function hasBody(request: Request): boolean {
  const length = request.headers.get("content-length");
  return (length !== null && length !== "0") || request.headers.has("transfer-encoding");
}

// Text PostgreSQL cannot store (NUL; a UTF-16 surrogate without its pair, which no UTF-8 text can hold).
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Objects and arrays nested deeper than this are refused: a few thousand levels overflowed the serializer. */
export const MAX_BODY_DEPTH = 64;

/**
 * Where `value` holds something that must be refused rather than stored or silently changed: text the database
 * cannot store, a `__proto__` key (which JavaScript objects would swallow as their prototype), or nesting deeper
 * than MAX_BODY_DEPTH. Null when none.
 */
export function findUnstorable(body: unknown): { path: string; problem: string } | null {
  // Iterative: JSON.parse accepts nesting far deeper than a recursive walk could follow.
  const pending: [unknown, string, number][] = [[body, "", 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path, depth] = next;
    if (typeof value === "string") {
      if (UNSTORABLE.test(value))
        return { path, problem: "contains a NUL character or a broken surrogate pair, which cannot be stored" };
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    if (depth >= MAX_BODY_DEPTH)
      return { path, problem: `nests objects and arrays more than ${MAX_BODY_DEPTH} levels deep` };
    const list = Array.isArray(value);
    for (const [key, item] of Object.entries(value)) {
      const at = list ? `${path}[${key}]` : path ? `${path}.${key}` : key;
      if (key === "__proto__") return { path: at, problem: "is a key JavaScript reserves (__proto__)" };
      if (!list && UNSTORABLE.test(key))
        return {
          path: at,
          problem: "is a key with a NUL character or a broken surrogate pair, which cannot be stored",
        };
      pending.push([item, at, depth + 1]);
    }
  }
  return null;
}

function formFields(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    // RFC 6749 3.2: a parameter must not be sent twice; which one would count is anybody's guess.
    if (Object.hasOwn(fields, key))
      throw new ApiError("invalidBody", `The form parameter ${key} is sent more than once; send it once.`, {
        details: { field: key },
      });
    fields[key] = value;
  }
  return fields;
}

/** `bytes`: the body exactly as received (an idempotency key's fingerprint is made of them). */
export type BodyText = { kind: "json" | "form"; text: string; bytes?: Uint8Array };
/** The body exactly as received, not decoded: what a validation worker is handed to decode, parse and check. */
export type BodyBytes = { kind: "json" | "form"; bytes: Uint8Array };

/** The body's bytes, checked for presence, media type and size: the part of reading a body that waits. */
export async function readBodyBytes(request: Request, options: { form?: boolean } = {}): Promise<BodyBytes> {
  if (!hasBody(request)) {
    throw new ApiError("invalidBody", "The request needs a JSON body.", { details: {} });
  }
  const kind = checkContentType(request.headers.get("content-type"), options);
  return { kind, bytes: await readBytes(request) };
}

/** The body's text, checked for presence, media type and size: the part of reading a body that waits, not computes. */
export async function readBodyText(request: Request, options: { form?: boolean } = {}): Promise<BodyText> {
  const { kind, bytes } = await readBodyBytes(request, options);
  return { kind, text: decodeBody(bytes), bytes };
}

/** The body's text as every reader of it decodes it (Buffer's UTF-8 decoding, so the same on every thread). */
export function decodeBody(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
}

/**
 * The body's bytes as an ArrayBuffer to put in a worker's transfer list, so that this thread neither decodes them
 * (about a millisecond per MiB) nor copies them into the message (docs/benchmarks.md "What the worst requests still
 * share with another tenant"). `again`: the request's body will be read again (the one-statement create, then the
 * usual way), so a copy is handed over (a tenth of the decoding's time). Otherwise the bytes themselves when they
 * fill their buffer (as read, they do), and the request's body can no longer be read: a read rejects rather than
 * finding it empty.
 */
export function transferBody(request: Request, { bytes }: BodyBytes, again: boolean): ArrayBuffer {
  const { buffer, byteOffset, byteLength } = bytes;
  if (again || byteOffset !== 0 || byteLength !== buffer.byteLength || !(buffer instanceof ArrayBuffer))
    return buffer.slice(byteOffset, byteOffset + byteLength) as ArrayBuffer;
  handedOver.add(request);
  bodiesRead.delete(request);
  return buffer;
}

/**
 * The parsed body: a JSON value, or the fields of a form. Pure computation, tens of milliseconds for a 1 MiB body,
 * so the costliest callers run it in the validation workers (lib/api/validation-pool).
 */
export function parseBodyText({ kind, text }: BodyText): unknown {
  let body: unknown;
  if (kind === "form") {
    body = formFields(text);
  } else {
    if (text.trim() === "") throw new ApiError("invalidJson", "The request body is empty; send a JSON object.");
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError("invalidJson", "The request body is not valid JSON. Check quotes, commas and brackets.");
    }
  }
  const unstorable = findUnstorable(body);
  if (unstorable) {
    const path = excerpt(unstorable.path, 200);
    throw new ApiError(
      "invalidBody",
      `The request body cannot be stored: ${path || "the body"} ${unstorable.problem}. Remove it and send again.`,
      {
        details: { errors: [{ path, message: unstorable.problem }] },
      },
    );
  }
  return body;
}

/** The parsed body: a JSON value, or the fields of a form (when `form` is allowed). */
export async function readBody(request: Request, options: { form?: boolean } = {}): Promise<unknown> {
  return parseBodyText(await readBodyText(request, options));
}
