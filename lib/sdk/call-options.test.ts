// Per-call options and errors in the cases a real server cannot produce on demand (tests/sdk/calls.test.ts holds
// the rest against a real server).
import { describe, expect, it } from "vitest";
import {
  SECRET,
  apiError,
  clientOf,
  cutOff,
  empty,
  fakeApi,
  hanging,
  json,
  rejectionOf,
  tokenAnswer,
} from "../../tests/sdk/fake-api";
import { AbortError, ApiError, NetworkError } from "./errors";

describe("a call that waits for the shared token request", () => {
  it("stops waiting when its signal aborts, while the token request goes on for the others", async () => {
    let answerToken: (response: Response) => void = () => {};
    const api = fakeApi(
      () => json(200, { id: 1, name: "x", username: "acme", urlHash: "h", appPasscode: "p", lastModified: "x" }),
      () => new Promise<Response>((resolve) => (answerToken = resolve)),
    );
    const sdk = clientOf(api);
    const controller = new AbortController();
    const cancelled = rejectionOf(sdk.company.get({ signal: controller.signal }));
    const patient = sdk.company.get();
    controller.abort();
    expect(await cancelled).toBeInstanceOf(AbortError);
    answerToken(tokenAnswer());
    expect((await patient).data.username).toBe("acme");
    expect(api.auth()).toHaveLength(1);
    expect(api.data()).toHaveLength(1);
  });
});

describe("a try cut off by the client's timeout versus the caller's signal", () => {
  it("the timeout is a NetworkError (retried where safe), the caller's abort an AbortError that is not", async () => {
    const api = fakeApi(hanging);
    const timedOut = await rejectionOf(
      clientOf(api, { timeoutMs: 20, retry: { maxRetries: 1, baseDelayMs: 1 } }).events.count(),
    );
    expect(timedOut).toBeInstanceOf(NetworkError);
    expect(api.data()).toHaveLength(2);
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("user left")), 20);
    const aborted = await rejectionOf(clientOf(api).events.count({ signal: controller.signal }));
    expect(aborted).toBeInstanceOf(AbortError);
    expect((aborted as AbortError).cause).toEqual(new Error("user left"));
    expect(api.data()).toHaveLength(3);
  });

  it("a delete cancelled in flight is not retried, so no 404 is taken for its success", async () => {
    const api = fakeApi((request, index) => (index === 0 ? hanging(request) : apiError(404, "notFound")));
    const error = await rejectionOf(clientOf(api).events.delete(1, { signal: AbortSignal.timeout(20) }));
    expect(error).toBeInstanceOf(AbortError);
    expect(api.data()).toHaveLength(1);
  });
});

describe("a fetch that ignores its signal", () => {
  const deaf = () => new Promise<Response>(() => {});

  it("still ends a try at its timeout (NetworkError) and a call at its signal (AbortError)", async () => {
    const api = fakeApi(deaf);
    const timedOut = await rejectionOf(clientOf(api, { timeoutMs: 20, retry: { maxRetries: 0 } }).events.count());
    expect(timedOut).toBeInstanceOf(NetworkError);
    expect((timedOut as Error).message).toContain("timed out");
    expect(await rejectionOf(clientOf(api).events.count({ signal: AbortSignal.timeout(20) }))).toBeInstanceOf(
      AbortError,
    );
  });

  it("ends the token request at its timeout too", async () => {
    const api = fakeApi(() => json(200, {}), deaf);
    const error = await rejectionOf(clientOf(api, { timeoutMs: 20, retry: { maxRetries: 0 } }).events.count());
    expect(error).toMatchObject({ name: "NetworkError", path: "/api/auth" });
  });
});

describe("a NetworkError's reachedApi", () => {
  it("is yes when the answer started and was cut off: a write was done", async () => {
    const error = await rejectionOf(clientOf(fakeApi(() => cutOff(201))).events.create({ name: "x" }));
    expect(error).toMatchObject({ name: "NetworkError", reachedApi: "yes", attempts: 1 });
  });
});

describe("the headers an error keeps", () => {
  it("keeps Allow of a 405, Retry-After of a 503, and no other header", async () => {
    const api = fakeApi((request) =>
      request.method === "HEAD"
        ? empty(405, { Allow: "GET, POST", "Set-Cookie": "session=abc", "X-Other": "1" })
        : apiError(503, "unavailable", { "Retry-After": "0", "X-Other": "1" }),
    );
    const notAllowed = (await rejectionOf(clientOf(api).events.count())) as ApiError;
    expect(notAllowed.headers).toEqual({ allow: "GET, POST" });
    const busy = (await rejectionOf(
      clientOf(api, { retry: { maxRetries: 1, baseDelayMs: 1 } }).events.get(1),
    )) as ApiError;
    expect(busy).toMatchObject({ status: 503, headers: { "retry-after": "0" }, attempts: 2 });
  });
});

describe("per-call options that cannot work", () => {
  it.each<[string, object]>([
    ["timeoutMs", { timeoutMs: 0 }],
    ["retry.maxRetries", { retry: { maxRetries: -1 } }],
    ["signal", { signal: "stop" }],
    ["headers", { headers: { "bad name": "x" } }],
    ["Authorization", { headers: { authorization: `Basic ${SECRET}` } }],
  ])("%s: rejects with a TypeError naming the call, and sends nothing", async (name, options) => {
    const api = fakeApi(() => json(200, {}));
    const error = await rejectionOf(clientOf(api).events.get(1, options as never));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toContain("GET /api/events/1:");
    expect((error as Error).message).toContain(name);
    expect((error as Error).message).not.toContain(SECRET);
    expect(api.sent).toHaveLength(0);
  });
});
