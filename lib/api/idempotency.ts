// Idempotent creates (docs/api.md "Idempotent creates"): the Idempotency-Key header of POST /api/events and POST
// /api/events/<id>/registrations. A key is claimed before the create runs; the create stores its answer with its own
// insert; the same request again is answered from the store, another request with the key is refused.
import { createHash } from "node:crypto";
import {
  claimIdempotencyKey,
  ClaimLostError,
  IDEMPOTENCY_WINDOW_SECONDS,
  lookUpIdempotencyKey,
  releaseIdempotencyKey,
  sweep,
  type IdempotentCreate,
  type StoredAnswer,
} from "../db/repositories/idempotency-keys";
import type { BodyBytes, BodyText } from "./body";
import type { Context, Reply } from "./endpoint";
import { ApiError } from "./errors";
import { formatHttpDate } from "./http-date";

export const MAX_KEY_LENGTH = 255;
/** Seconds a client should wait before repeating a request whose twin is still running. */
export const IN_USE_RETRY_AFTER_SECONDS = 1;

const HOURS = IDEMPOTENCY_WINDOW_SECONDS / 3600;

function invalidKey(problem: string, reason: string): ApiError {
  return new ApiError(
    "invalidHeaderValue",
    `The Idempotency-Key header ${problem}. A key is 1 to ${MAX_KEY_LENGTH} ` +
      `visible ASCII characters (! to ~, no spaces): send a new random ` +
      `one per request, such as a UUID.`,
    { details: { header: "Idempotency-Key", reason } },
  );
}

/** How to name a character in a message: `U+0009` for what cannot be shown, the character itself otherwise. */
function describe(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  if (code === 0x20) return "a space";
  if (code < 0x20 || code === 0x7f) return `the control character ${hex}`;
  return `the non-ASCII character ${hex}`;
}

/**
 * The request's idempotency key, null without the header; a header that cannot be a key (docs/api.md "Idempotent
 * creates": 1–255
 * visible ASCII characters, %x21-7E) is refused with 400 before anything is read or written. The value is taken as
 * sent, quotes included (a structured-field string `"…"` of the IETF draft is a key with its quotes).
 */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get("idempotency-key");
  if (key === null) return null;
  if (key === "") throw invalidKey("is empty", "empty");
  if (key.length > MAX_KEY_LENGTH) throw invalidKey(`is ${key.length} characters long`, "tooLong");
  const bad = /[^\x21-\x7e]/.exec(key);
  if (bad) throw invalidKey(`contains ${describe(bad[0])} at position ${bad.index + 1}`, "character");
  return key;
}

/** SHA-256 of the canonical request: method, path (with its query) and the body's bytes. */
export function requestFingerprint(method: string, url: URL, body: BodyText | BodyBytes): string {
  const hash = createHash("sha256");
  hash.update(`${method} ${url.pathname}${url.search}\n`);
  hash.update(body.bytes ?? Buffer.from((body as BodyText).text, "utf8"));
  return hash.digest("hex");
}

export const keyReused = () =>
  new ApiError(
    "idempotencyKeyReused",
    `This Idempotency-Key was already used for another request (another ` +
      `body or path) within the last ${HOURS} hours. Send a new key ` +
      `for a new request; to get the first answer again, repeat that ` +
      `request exactly.`,
    { details: { header: "Idempotency-Key" } },
  );

export const keyInUse = () =>
  new ApiError(
    "idempotencyKeyInUse",
    `A request with this Idempotency-Key is still being processed. ` +
      `Wait ${IN_USE_RETRY_AFTER_SECONDS} s (Retry-After) and send ` +
      `this request again: it then gets that request's answer.`,
    { details: { header: "Idempotency-Key" }, headers: { "Retry-After": String(IN_USE_RETRY_AFTER_SECONDS) } },
  );

/** The stored answer again, saying it is a replay. */
function replay(answer: StoredAnswer): Reply {
  const headers: Record<string, string> = { ...answer.headers, "Idempotent-Replayed": "true" };
  if (answer.lastModified) headers["Last-Modified"] = formatHttpDate(answer.lastModified);
  return { status: answer.status, body: answer.body, headers };
}

/** The claim a create carries to its repository, which completes it with the answer for the new model's id. */
export type Claim = Omit<IdempotentCreate<never>, "answer">;

/**
 * Runs `create` at most once per key and request: without a key as it is; with one, after claiming the key. The
 * same request again gets the stored answer with `Idempotent-Replayed: true`. Only a create that succeeded is
 * stored: when `create` throws (the request was refused or failed), the key is released and may be used again.
 */
export async function idempotently(
  context: Context,
  key: string | null,
  body: BodyText,
  create: (claim: Claim | null) => Promise<Reply>,
): Promise<Reply> {
  if (key === null) return create(null);
  const companyId = context.principal.companyId;
  const claimed = await claimIdempotencyKey(
    companyId,
    key,
    requestFingerprint(context.request.method, context.url, body),
  );
  if (claimed.status === "reused") throw keyReused();
  if (claimed.status === "running") throw keyInUse();
  if (claimed.status === "done") return replay(claimed.answer);
  try {
    return await create({ companyId, key, claim: claimed.claim });
  } catch (error) {
    // Taken over after CLAIM_TIMEOUT_SECONDS: the request that holds the key now makes the model.
    if (error instanceof ClaimLostError) throw keyInUse();
    await releaseIdempotencyKey(companyId, key, claimed.claim).catch(() => undefined);
    throw error;
  }
}

/** What a create whose key and model are written in one statement carries to its repository. */
export type KeyedRequest = { companyId: number; key: string; fingerprint: string };

/** How many times a create whose key was taken meanwhile looks again (a row swept between two statements). */
const LOOKUPS = 3;

/**
 * `idempotently` for a create that writes its key, done with its answer, in the statement of its own insert (POST
 * /api/events/<id>/registrations): no claim before it, so a keyed create costs the round trips of one without a key.
 * The key's fingerprint is made before `check` runs, which may hand the body's bytes over to a validation worker
 * (body.ts, transferBody). `check` runs first (the body's validation); `create` answers null when the key already held
 * a row, which is then read: the stored answer replayed, 422 for another request, 409 for a claim still running. A twin
 * sent at the same time waits in the database for the first one's statement and gets its answer replayed. A refused
 * request (`check` or `create` throws) writes nothing; the same request done before is still answered from the store,
 * so a replay does not depend on the body passing today's checks.
 */
export async function createOnce<T>(
  context: Context,
  key: string | null,
  body: BodyText | BodyBytes,
  check: () => Promise<T>,
  create: (checked: T, keyed: KeyedRequest | null) => Promise<Reply | null>,
): Promise<Reply> {
  if (key === null) {
    const reply = await create(await check(), null);
    if (!reply) throw new Error("A create without an idempotency key answered nothing.");
    return reply;
  }
  sweep();
  const companyId = context.principal.companyId;
  const fingerprint = requestFingerprint(context.request.method, context.url, body);
  const fromKey = async () => {
    const found = await lookUpIdempotencyKey(companyId, key, fingerprint);
    if (found?.status === "reused") throw keyReused();
    if (found?.status === "running") throw keyInUse();
    return found ? replay(found.answer) : null;
  };
  let checked: T;
  try {
    checked = await check();
  } catch (error) {
    const stored = await fromKey();
    if (stored) return stored;
    throw error;
  }
  for (let attempt = 0; attempt < LOOKUPS; attempt++) {
    const reply = (await create(checked, { companyId, key, fingerprint })) ?? (await fromKey());
    if (reply) return reply;
  }
  throw keyInUse();
}
