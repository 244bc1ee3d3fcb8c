import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ApiError } from "./errors";
import { idempotencyKeyOf, keyInUse, keyReused, requestFingerprint } from "./idempotency";

const withKey = (key?: string) =>
  new Request("http://api.test/api/events", {
    method: "POST",
    headers: key === undefined ? {} : { "Idempotency-Key": key },
  });

function refusal(key: string): ApiError {
  try {
    idempotencyKeyOf(withKey(key));
  } catch (error) {
    return error as ApiError;
  }
  throw new Error(`${JSON.stringify(key)} was accepted`);
}

describe("idempotencyKeyOf", () => {
  it("is null without the header, and the key as sent otherwise", () => {
    expect(idempotencyKeyOf(withKey())).toBeNull();
    for (const key of ["!", "~".repeat(255), "8e03978e-40d5-43e8-bc93-6894a57f9324", '"quoted"'])
      expect(idempotencyKeyOf(withKey(key))).toBe(key);
  });

  it.each([
    ["", "empty", /is empty/],
    ["k".repeat(256), "tooLong", /is 256 characters long/],
    ["two words", "character", /a space at position 4/],
    ["tab\there", "character", /control character U\+0009 at position 4/],
    ["clé", "character", /non-ASCII character U\+00E9 at position 3/],
  ])("refuses %j with 400 invalidHeaderValue, saying why and what to send", (key, reason, why) => {
    const error = refusal(key);
    expect([error.status, error.error, error.details]).toEqual([
      400,
      "invalidHeaderValue",
      { header: "Idempotency-Key", reason },
    ]);
    expect(error.message).toMatch(why);
    expect(error.message).toMatch(/1 to 255 visible ASCII characters/);
  });
});

describe("requestFingerprint", () => {
  const url = new URL("http://api.test/api/events/1/registrations");
  const body = (text: string) => ({ kind: "json" as const, text, bytes: Buffer.from(text) });

  it("is the same for the same method, path and body bytes, and differs when any of them differs", () => {
    const print = requestFingerprint("POST", url, body('{"values":{}}'));
    expect(print).toMatch(/^[0-9a-f]{64}$/);
    expect(requestFingerprint("POST", new URL(url), body('{"values":{}}'))).toBe(print);
    expect(requestFingerprint("POST", url, body('{"values": {}}'))).not.toBe(print);
    expect(requestFingerprint("PUT", url, body('{"values":{}}'))).not.toBe(print);
    expect(
      requestFingerprint("POST", new URL("http://api.test/api/events/2/registrations"), body('{"values":{}}')),
    ).not.toBe(print);
  });

  it("is the same for a body's bytes not decoded as for its text, so that stored keys keep matching", () => {
    const text = '{"values":{"name":{"value":"Zoë 🎉"}}}';
    const stored = createHash("sha256").update(`POST ${url.pathname}\n${text}`).digest("hex");
    expect(requestFingerprint("POST", url, { kind: "json", bytes: new TextEncoder().encode(text) })).toBe(stored);
    expect(requestFingerprint("POST", url, body(text))).toBe(stored);
    expect(requestFingerprint("POST", url, { kind: "json", text })).toBe(stored);
  });
});

describe("the refusals", () => {
  it("are the named errors of the vocabulary, saying what to do next", () => {
    expect([keyReused().status, keyReused().error]).toEqual([422, "idempotencyKeyReused"]);
    expect(keyReused().message).toMatch(/new key/);
    expect([keyInUse().status, keyInUse().error, keyInUse().headers]).toEqual([
      409,
      "idempotencyKeyInUse",
      { "Retry-After": "1" },
    ]);
    expect(keyInUse().message).toMatch(/send this request again/);
  });
});
