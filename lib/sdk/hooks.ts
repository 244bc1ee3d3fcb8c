// Hooks: what a caller sees of every request the SDK sends (the token request included) and of its outcome, to
// log, measure or add headers without wrapping fetch. Credentials are redacted in all of it.

import type { ApiError } from "./errors";
import { redactedHeaders } from "./redact";

/** A request about to be sent: one try (a retry is a new request with the next `attempt`). */
export type HookRequest = {
  /** `token` for the SDK's own token request (`POST /api/auth`), `api` for every other. */
  readonly kind: "token" | "api";
  readonly method: string;
  /** The URL, query included. */
  readonly url: string;
  /** The path, without query: the same as an error's `path`. */
  readonly path: string;
  /** 1 for a call's first try, 2 for the next (a retry, or a repeat with a renewed token), … */
  readonly attempt: number;
  /**
   * The headers to send. `onRequest` may add, change or remove headers here; they are sent as left. Authorization
   * shows only its scheme (`Bearer [redacted]`) and is always sent as the SDK made it.
   */
  readonly headers: Headers;
  /** The body's JSON text (the token request's holds no secret: its credentials travel in Authorization). */
  readonly body: string | undefined;
};

/** An answer to a request, once its body was read. */
export type HookResponse = {
  readonly request: HookRequest;
  readonly status: number;
  readonly headers: Headers;
  /** From sending the request to having read the answer. */
  readonly durationMs: number;
  /** The typed error this answer means (null for a success); the SDK may still retry or renew the token. */
  readonly error: ApiError | null;
};

/** A request that got no usable answer: a NetworkError (retried where safe) or an AbortError. */
export type HookFailure = {
  readonly request: HookRequest;
  readonly error: ApiError;
  readonly durationMs: number;
};

/**
 * Functions called around every request, in the order given; a hook may be async (it is awaited). A hook that
 * throws makes the call reject with what it threw.
 */
export type Hooks = {
  onRequest?(request: HookRequest): void | Promise<void>;
  onResponse?(response: HookResponse): void | Promise<void>;
  onError?(failure: HookFailure): void | Promise<void>;
};

/** Runs the client's hooks. */
export class Observer {
  readonly #hooks: readonly Hooks[];

  constructor(hooks: Hooks | readonly Hooks[] | undefined) {
    this.#hooks = hooks === undefined ? [] : Array.isArray(hooks) ? [...hooks] : [hooks as Hooks];
    for (const [index, entry] of this.#hooks.entries()) {
      if (typeof entry !== "object" || entry === null)
        throw new TypeError(
          `createClient: hooks[${index}] must be an object of onRequest / onResponse / onError functions.`,
        );
      for (const name of ["onRequest", "onResponse", "onError"] as const) {
        if (entry[name] !== undefined && typeof entry[name] !== "function")
          throw new TypeError(`createClient: hooks ${name} must be a function; got ${typeof entry[name]}.`);
      }
    }
  }

  /**
   * Lets onRequest see (and change) the request; resolves with the headers to send: the hooks' headers with the
   * real Authorization.
   */
  async request(
    init: Omit<HookRequest, "headers"> & { headers: Headers },
  ): Promise<{ seen: HookRequest; headers: Headers }> {
    const seen: HookRequest = { ...init, headers: redactedHeaders(init.headers) };
    if (!this.#hooks.length) return { seen, headers: init.headers };
    for (const hooks of this.#hooks) await hooks.onRequest?.(seen);
    const headers = new Headers(seen.headers);
    const authorization = init.headers.get("authorization");
    if (authorization) headers.set("authorization", authorization);
    else headers.delete("authorization");
    return { seen, headers };
  }

  async response(response: HookResponse): Promise<void> {
    for (const hooks of this.#hooks) await hooks.onResponse?.(response);
  }

  async failure(failure: HookFailure): Promise<void> {
    for (const hooks of this.#hooks) await hooks.onError?.(failure);
  }
}
