// An outbox row's life, outside any database or transport: queued → sending → sent, or back to queued with a later
// attempt after a temporary failure (SMTP 4xx, no connection), or failed for good after a permanent one (SMTP 5xx)
// or too many tries; cancelled while not yet sent (a registration deleted before its follow-up went).
export type OutboxState = "queued" | "sending" | "sent" | "failed" | "cancelled";

export type OutboxRow = {
  state: OutboxState;
  attempts: number;
  /** Not before this time (ms since the epoch). */
  nextAttemptAt: number;
  lastError: string | null;
};

/** What one delivery try came to, from the transport's answer. */
export type DeliveryResult = { ok: true } | { ok: false; temporary: boolean; reason: string };

/** Tries before a row fails for good: 1 min, 2, 4 … 256 min, about 8.5 hours in all. */
export const MAX_DELIVERY_ATTEMPTS = 10;

/** The wait after the `attempt`th failure; `baseMs` is the first one (MAIL_RETRY_BASE_SECONDS, a minute). */
export function retryDelayMs(attempt: number, baseMs = 60_000): number {
  return baseMs * 2 ** Math.min(attempt - 1, 8);
}

/** A transport's error as a delivery result: SMTP 4xx and connection failures are temporary, 5xx permanent. */
export function deliveryResultOfError(error: unknown): DeliveryResult {
  const record = (error ?? {}) as { responseCode?: unknown; code?: unknown; message?: unknown; response?: unknown };
  const reason = String(record.response ?? record.message ?? error);
  const status = typeof record.responseCode === "number" ? record.responseCode : null;
  if (status !== null) return { ok: false, temporary: status < 500, reason };
  // No SMTP answer: the server was down, the connection dropped or timed out. TLS refused and refused credentials
  // (EAUTH) will not mend by themselves, but an operator fixes them: retried like any temporary failure.
  return { ok: false, temporary: true, reason };
}

export function afterDelivery(row: OutboxRow, result: DeliveryResult, now: number, retryBaseMs?: number): OutboxRow {
  if (row.state !== "sending") throw new Error(`A delivery result for a row that is ${row.state}, not sending.`);
  const attempts = row.attempts + 1;
  if (result.ok) return { state: "sent", attempts, nextAttemptAt: row.nextAttemptAt, lastError: null };
  if (!result.temporary || attempts >= MAX_DELIVERY_ATTEMPTS)
    return { state: "failed", attempts, nextAttemptAt: row.nextAttemptAt, lastError: result.reason };
  return {
    state: "queued",
    attempts,
    nextAttemptAt: now + retryDelayMs(attempts, retryBaseMs),
    lastError: result.reason,
  };
}

/** Whether a sender may claim the row now. */
export function isDue(row: OutboxRow, now: number): boolean {
  return row.state === "queued" && row.nextAttemptAt <= now;
}

/** An owner's "Retry" of a failed row: queued again at once, its tries counted afresh. */
export function retried(row: OutboxRow, now: number): OutboxRow {
  if (row.state !== "failed") throw new Error(`Only a failed message can be retried; this one is ${row.state}.`);
  return { ...row, state: "queued", attempts: 0, nextAttemptAt: now };
}

/** Cancelling: only what has not gone yet. A row being sent may still go; the sender's result then stands. */
export function cancelled(row: OutboxRow): OutboxRow {
  return row.state === "queued" || row.state === "failed" ? { ...row, state: "cancelled" } : row;
}
