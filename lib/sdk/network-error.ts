// Failures that leave no usable answer, as NetworkError. The message is built only from the failure's kind and
// code, never from the request, so it cannot carry the URL's or the headers' credentials; the failure itself is
// kept as `cause`, redacted (redact.ts).

import { NetworkError } from "./errors";
import { redactCause } from "./redact";

/** When the failure happened: before any answer arrived, or while the answer's body was being read. */
export type NetworkPhase = "send" | "read";

/** A network failure's reason without anything from the request (no URL credentials, no headers). */
export function describeNetworkFailure(cause: unknown, phase: NetworkPhase = "send"): string {
  const inner = (cause as { cause?: { code?: unknown } } | null)?.cause?.code;
  const code = typeof inner === "string" ? ` (${inner})` : "";
  const name = cause instanceof Error || cause instanceof DOMException ? cause.name : "Error";
  if (name === "AbortError" || name === "TimeoutError") return "The request timed out.";
  if (phase === "read") return `The connection failed while the answer was being read${code}. Try again.`;
  return `The API could not be reached${code}. Check the base URL and the network, then try again.`;
}

/** Failures before any connection was made: nothing was sent. */
const NOT_SENT = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ENETUNREACH",
  "EHOSTUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
]);

/** Whether a failure in `phase` left the request unsent, possibly sent, or answered (see NetworkError.reachedApi). */
export function reachedApi(cause: unknown, phase: NetworkPhase): "no" | "maybe" | "yes" {
  if (phase === "read") return "yes";
  const inner = (cause as { cause?: { code?: unknown } } | null)?.cause?.code;
  const code = typeof inner === "string" ? inner : (cause as { code?: unknown } | null)?.code;
  return typeof code === "string" && NOT_SENT.has(code) ? "no" : "maybe";
}

/** The NetworkError for `cause`, a rejection of fetch or of reading the answer's body. */
export function networkError(
  cause: unknown,
  request: { method: string; path: string },
  phase: NetworkPhase = "send",
  context: { secrets?: readonly string[]; attempts?: number } = {},
): NetworkError {
  return new NetworkError({
    status: 0,
    error: "networkError",
    message: describeNetworkFailure(cause, phase),
    method: request.method,
    path: request.path,
    attempts: context.attempts,
    cause: redactCause(cause, context.secrets ?? []),
    reachedApi: reachedApi(cause, phase),
  });
}
