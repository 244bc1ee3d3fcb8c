import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_METHODS,
  RETRY_DEFAULTS,
  isRepeatable,
  isRetryableAnswer,
  isRetryableStatus,
  retryDelay,
  withRetryDefaults,
} from "./retry";

const options = withRetryDefaults({ maxRetries: 4, baseDelayMs: 100, maxDelayMs: 1000, maxTotalMs: 5000 });

describe("retry policy", () => {
  it("repeats a POST only with an idempotency key, and retries its 409 only while the key is in use", () => {
    expect(isRepeatable("POST", undefined)).toBe(false);
    expect(isRepeatable("PATCH", undefined)).toBe(false);
    expect(isRepeatable("POST", "k")).toBe(true);
    expect(isRepeatable("PUT", undefined)).toBe(true);
    expect(isRetryableAnswer(409, "idempotencyKeyInUse", "k")).toBe(true);
    expect(isRetryableAnswer(409, "idempotencyKeyInUse", undefined)).toBe(false);
    expect(isRetryableAnswer(409, "conflict", "k")).toBe(false);
    expect(isRetryableAnswer(422, "idempotencyKeyReused", "k")).toBe(false);
    expect(isRetryableAnswer(503, "unavailable", "k")).toBe(true);
  });

  it("takes keys of 1 to 255 visible ASCII characters, as the API does", () => {
    for (const key of ["!", "~".repeat(255), "8e03978e-40d5-43e8-bc93-6894a57f9324"])
      expect(IDEMPOTENCY_KEY_PATTERN.test(key)).toBe(true);
    for (const key of ["", "k".repeat(256), "a b", "tab\t", "clé"])
      expect(IDEMPOTENCY_KEY_PATTERN.test(key)).toBe(false);
  });

  it("retries only idempotent methods", () => {
    expect([...IDEMPOTENT_METHODS].sort()).toEqual(["DELETE", "GET", "HEAD", "OPTIONS", "PUT"]);
    expect(IDEMPOTENT_METHODS.has("POST")).toBe(false);
    expect(IDEMPOTENT_METHODS.has("PATCH")).toBe(false);
  });

  it.each([
    [429, true],
    [500, true],
    [503, true],
    [501, false],
    [400, false],
    [409, false],
    [412, false],
  ])("status %i retryable: %s", (status, expected) => {
    expect(isRetryableStatus(status)).toBe(expected);
  });

  it("backs off exponentially up to the cap, with full jitter", () => {
    expect(retryDelay(options, 0, 0, null, () => 1)).toBe(100);
    expect(retryDelay(options, 2, 0, null, () => 1)).toBe(400);
    expect(retryDelay(options, 3, 0, null, () => 1)).toBe(800);
    expect(retryDelay(withRetryDefaults({ ...options, maxRetries: 10 }), 6, 0, null, () => 1)).toBe(1000);
    expect(retryDelay(options, 2, 0, null, () => 0.5)).toBe(200);
  });

  it("stops after maxRetries", () => {
    expect(retryDelay(options, 4, 0, null, () => 1)).toBeNull();
  });

  it("honours Retry-After, and gives up when it would pass the total budget", () => {
    expect(retryDelay(options, 0, 0, 3000, () => 1)).toBe(3000);
    expect(retryDelay(options, 0, 2500, 3000, () => 1)).toBeNull();
  });

  it("never waits longer than the cap or the Retry-After, whatever the attempt", () => {
    fc.assert(
      fc.property(
        fc.nat(20),
        fc.nat(4000),
        fc.option(fc.nat(2000), { nil: null }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (attempt, elapsed, after, random) => {
          const delay = retryDelay(
            withRetryDefaults({ ...options, maxRetries: 30 }),
            attempt,
            elapsed,
            after,
            () => random,
          );
          if (delay !== null) {
            expect(delay).toBeGreaterThanOrEqual(0);
            expect(delay).toBeLessThanOrEqual(Math.max(1000, after ?? 0));
            expect(elapsed + delay).toBeLessThanOrEqual(5000);
          }
        },
      ),
    );
  });

  it("keeps the default of an option given as undefined", () => {
    expect(withRetryDefaults({ maxRetries: undefined, baseDelayMs: 10, maxDelayMs: undefined })).toEqual({
      ...RETRY_DEFAULTS,
      baseDelayMs: 10,
    });
  });
});
