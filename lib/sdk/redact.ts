// Keeping credentials out of what the SDK shows: the causes kept by NetworkError and the requests hooks see.
// The client secret and the tokens are replaced wherever they appear; so are any `Bearer`/`Basic` credentials and
// a URL's user-info, which a platform's error message may quote.

export const REDACTED = "[redacted]";

/** `text` with every secret, every `Bearer`/`Basic` credential and every URL user-info replaced by `[redacted]`. */
export function redactText(text: string, secrets: readonly string[]): string {
  let result = text;
  // A very short "secret" would blank out ordinary letters; real secrets and tokens are long.
  for (const secret of secrets) if (secret.length >= 4) result = result.split(secret).join(REDACTED);
  result = result.replace(/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, `$1 ${REDACTED}`);
  return result.replace(/\/\/[^/?#@\s]*@/g, `//${REDACTED}@`);
}

/** Properties of platform errors that help to diagnose a network failure and carry no request data. */
const DIAGNOSTIC_FIELDS = ["code", "errno", "syscall", "hostname", "address", "port"] as const;

/**
 * A copy of a failure (a rejection of fetch, a read, an abort) that is safe to keep and to log: its name, its
 * redacted message, its diagnostic fields, and its own cause the same way (three levels at most).
 */
export function redactCause(cause: unknown, secrets: readonly string[], depth = 0): Error | undefined {
  if (cause === undefined || cause === null || depth > 2) return undefined;
  const source = (typeof cause === "object" ? cause : {}) as Record<string, unknown>;
  const message = cause instanceof Error || typeof source.message === "string" ? String(source.message) : String(cause);
  const inner = redactCause(source.cause, secrets, depth + 1);
  const copy = new Error(redactText(message, secrets), inner ? { cause: inner } : undefined);
  copy.name = typeof source.name === "string" ? source.name : "Error";
  for (const field of DIAGNOSTIC_FIELDS) {
    const value = source[field];
    if (typeof value === "string" || typeof value === "number")
      Object.assign(copy, { [field]: typeof value === "string" ? redactText(value, secrets) : value });
  }
  // The stack of the copy would point here, not at the failure: leave only the first line.
  copy.stack = `${copy.name}: ${copy.message}`;
  return copy;
}

/** A copy of request headers whose `Authorization` shows only its scheme. */
export function redactedHeaders(headers: Headers): Headers {
  const copy = new Headers(headers);
  const authorization = copy.get("authorization");
  if (authorization) copy.set("authorization", `${authorization.split(" ")[0]} ${REDACTED}`);
  return copy;
}
