// A scripted stand-in for the API, for the SDK's unit tests (lib/sdk/**/*.test.ts): it records every request,
// answers POST /api/auth with a token unless told otherwise, and hands every other request to the test's
// script. It produces the faults a real server cannot on demand (drops, proxies' pages, bodies cut short).

import { createClient, type Client, type ClientOptions } from "../../lib/sdk";

export type SentRequest = {
  method: string;
  url: URL;
  path: string;
  headers: Headers;
  body: string | undefined;
  signal: AbortSignal | undefined;
};
/** Answers one request; `index` counts the requests the same script has answered before. */
export type Script = (request: SentRequest, index: number) => Response | Promise<Response>;

export const SECRET = "s3cret-never-shown";
export const TOKEN = "token-never-shown-0123456789";
const TYPE = "application/vnd.service-v1.1.5+json";

/** A JSON answer of the API. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": TYPE, ...headers } });
}

/** An answer without a body (204, 304, or any status a HEAD gets). */
export function empty(status: number, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { "Content-Type": TYPE, ...headers } });
}

/** The API's error body. */
export function apiError(status: number, error: string, headers: Record<string, string> = {}): Response {
  return json(status, { error, message: `It is ${error}.`, details: {} }, headers);
}

/** A proxy's or captive portal's HTML page. */
export function html(status: number): Response {
  return new Response("<!doctype html><title>Gateway</title><p>Hello from the proxy</p>", {
    status,
    headers: { "Content-Type": "text/html" },
  });
}

/** A token answer. */
export const tokenAnswer = (): Response => json(200, { access_token: TOKEN, token_type: "bearer", expires_in: 3600 });

/** What fetch does when the connection is refused or reset: it rejects with TypeError "fetch failed". */
export function dropped(): never {
  throw new TypeError("fetch failed", { cause: { code: "ECONNRESET" } });
}

/** Headers arrive, then the connection drops in the middle of the body (undici rejects the read with "terminated"). */
export function cutOff(status = 200): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"id": 1, "na'));
      controller.error(new TypeError("terminated", { cause: { code: "UND_ERR_SOCKET" } }));
    },
  });
  return new Response(stream, { status, headers: { "Content-Type": TYPE } });
}

/** A fetch that never answers on its own: it rejects only when its signal aborts (or at once without one). */
export function hanging(request: SentRequest): Promise<Response> {
  const signal = request.signal;
  if (!signal)
    return Promise.reject(new TypeError("fetch failed: the request had no signal, so it would wait forever"));
  return new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason), { once: true }));
}

/** A fake API: `fetch` to hand to createClient, and what it was sent. */
export function fakeApi(script: Script, auth: Script = tokenAnswer) {
  const sent: SentRequest[] = [];
  let authIndex = 0;
  let dataIndex = 0;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const request: SentRequest = {
      method: init?.method ?? "GET",
      url,
      path: url.pathname,
      headers: new Headers(init?.headers),
      body: typeof init?.body === "string" ? init.body : undefined,
      signal: init?.signal ?? undefined,
    };
    sent.push(request);
    return url.pathname === "/api/auth" ? auth(request, authIndex++) : script(request, dataIndex++);
  };
  return {
    fetch,
    /** Every request, the token requests included. */
    sent,
    /** The requests other than the token requests. */
    data: () => sent.filter((request) => request.path !== "/api/auth"),
    /** The token requests. */
    auth: () => sent.filter((request) => request.path === "/api/auth"),
  };
}

/** A client of `api` with short retry delays, so that retrying tests stay fast. */
export function clientOf(api: { fetch: typeof fetch }, options: Partial<ClientOptions> = {}): Client {
  return createClient({
    baseUrl: "https://api.test",
    clientId: "client-1",
    clientSecret: SECRET,
    fetch: api.fetch,
    retry: { baseDelayMs: 1, maxDelayMs: 2 },
    ...options,
  });
}

/** The rejection of `promise` (fails the test when it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail, it succeeded");
}
