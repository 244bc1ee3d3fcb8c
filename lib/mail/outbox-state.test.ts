import { describe, expect, it } from "vitest";
import {
  afterDelivery,
  cancelled,
  deliveryResultOfError,
  isDue,
  MAX_DELIVERY_ATTEMPTS,
  retried,
  retryDelayMs,
  type OutboxRow,
} from "./outbox-state";

const sending = (attempts = 0): OutboxRow => ({ state: "sending", attempts, nextAttemptAt: 0, lastError: null });

describe("afterDelivery", () => {
  it("marks a delivered row sent", () => {
    expect(afterDelivery(sending(), { ok: true }, 1000)).toEqual({
      state: "sent",
      attempts: 1,
      nextAttemptAt: 0,
      lastError: null,
    });
  });

  it("queues a temporary failure again after a growing delay", () => {
    expect(afterDelivery(sending(), { ok: false, temporary: true, reason: "421 try later" }, 1000)).toEqual({
      state: "queued",
      attempts: 1,
      nextAttemptAt: 1000 + 60_000,
      lastError: "421 try later",
    });
    expect(afterDelivery(sending(3), { ok: false, temporary: true, reason: "x" }, 0).nextAttemptAt).toBe(8 * 60_000);
  });

  it("fails for good on a permanent failure, or after the last try", () => {
    expect(afterDelivery(sending(), { ok: false, temporary: false, reason: "550 no such user" }, 0)).toMatchObject({
      state: "failed",
      attempts: 1,
      lastError: "550 no such user",
    });
    expect(
      afterDelivery(sending(MAX_DELIVERY_ATTEMPTS - 1), { ok: false, temporary: true, reason: "down" }, 0),
    ).toMatchObject({ state: "failed", attempts: MAX_DELIVERY_ATTEMPTS });
  });

  it("refuses a result for a row that is not being sent", () => {
    expect(() => afterDelivery({ ...sending(), state: "sent" }, { ok: true }, 0)).toThrow("for a row that is sent");
  });
});

describe("retryDelayMs", () => {
  it("doubles from one minute and stops growing at 256 minutes", () => {
    expect([1, 2, 3, 9, 10, 20].map((attempt) => retryDelayMs(attempt))).toEqual(
      [1, 2, 4, 256, 256, 256].map((minutes) => minutes * 60_000),
    );
  });

  it("doubles from the base a deployment sets", () => {
    expect([1, 2, 3].map((attempt) => retryDelayMs(attempt, 500))).toEqual([500, 1000, 2000]);
    expect(afterDelivery(sending(1), { ok: false, temporary: true, reason: "x" }, 0, 500).nextAttemptAt).toBe(1000);
  });
});

describe("deliveryResultOfError", () => {
  it.each([
    [
      { responseCode: 421, response: "421 Service not available" },
      { ok: false, temporary: true, reason: "421 Service not available" },
    ],
    [
      { responseCode: 450, response: "450 Mailbox busy" },
      { ok: false, temporary: true, reason: "450 Mailbox busy" },
    ],
    [
      { responseCode: 550, response: "550 No such user" },
      { ok: false, temporary: false, reason: "550 No such user" },
    ],
    [
      { code: "ECONNREFUSED", message: "connect ECONNREFUSED 127.0.0.1:2525" },
      { ok: false, temporary: true, reason: "connect ECONNREFUSED 127.0.0.1:2525" },
    ],
    ["boom", { ok: false, temporary: true, reason: "boom" }],
  ])("%j", (error, expected) => {
    expect(deliveryResultOfError(error)).toEqual(expected);
  });
});

describe("a person's actions", () => {
  it("claims only queued rows that are due", () => {
    expect(isDue({ state: "queued", attempts: 0, nextAttemptAt: 5, lastError: null }, 5)).toBe(true);
    expect(isDue({ state: "queued", attempts: 0, nextAttemptAt: 6, lastError: null }, 5)).toBe(false);
    expect(isDue({ state: "failed", attempts: 1, nextAttemptAt: 0, lastError: "x" }, 5)).toBe(false);
  });

  it("retries a failed row at once with fresh tries, and nothing else", () => {
    expect(retried({ state: "failed", attempts: 3, nextAttemptAt: 0, lastError: "550" }, 99)).toEqual({
      state: "queued",
      attempts: 0,
      nextAttemptAt: 99,
      lastError: "550",
    });
    expect(() => retried({ state: "sent", attempts: 1, nextAttemptAt: 0, lastError: null }, 0)).toThrow(
      "Only a failed message",
    );
  });

  it("cancels what has not gone, and leaves a row being sent or sent as it is", () => {
    const row = (state: OutboxRow["state"]): OutboxRow => ({ state, attempts: 0, nextAttemptAt: 0, lastError: null });
    expect(cancelled(row("queued")).state).toBe("cancelled");
    expect(cancelled(row("failed")).state).toBe("cancelled");
    expect(cancelled(row("sending")).state).toBe("sending");
    expect(cancelled(row("sent")).state).toBe("sent");
  });
});
