import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import {
  SECRET,
  TOKEN,
  apiError,
  cutOff,
  dropped,
  fakeApi,
  hanging,
  html,
  json,
  rejectionOf,
  tokenAnswer,
  type Script,
} from "../../tests/sdk/fake-api";
import {
  ApiError,
  CompanyUsernameError,
  InvalidResponseError,
  NetworkError,
  RateLimitedError,
  ServerError,
  UnauthorizedError,
  TokenRequestError,
  ValidationError,
} from "./errors";
import { TokenManager } from "./token-manager";

/** A token manager whose token requests `auth` answers; its waits are recorded, not slept. */
function tokens(auth: Script, options: { maxRetries?: number; timeoutMs?: number } = {}) {
  const api = fakeApi(() => json(200, {}), auth);
  const waits: number[] = [];
  const manager = new TokenManager({
    credentials: { clientId: "client-1", clientSecret: SECRET },
    baseUrl: "https://api.test",
    version: "1.1.5",
    fetch: api.fetch,
    retry: { maxRetries: options.maxRetries ?? 3, baseDelayMs: 1, maxDelayMs: 2 },
    timeoutMs: options.timeoutMs,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return { manager, requests: () => api.auth().length, waits };
}

const failFirst = (fault: () => Response) => (_: unknown, index: number) => (index === 0 ? fault() : tokenAnswer());

describe("the token request", () => {
  it("is aborted after timeoutMs", async () => {
    const { manager } = tokens(hanging, { timeoutMs: 20, maxRetries: 0 });
    const error = await rejectionOf(manager.get());
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toContain("The request timed out.");
  });

  it("is retried after a dropped connection", async () => {
    const { manager, requests } = tokens(failFirst(dropped));
    expect(await manager.get()).toBe(TOKEN);
    expect(requests()).toBe(2);
  });

  it("is retried after a connection dropped while its answer is read", async () => {
    const { manager, requests } = tokens(failFirst(() => cutOff(200)));
    expect(await manager.get()).toBe(TOKEN);
    expect(requests()).toBe(2);
  });

  it("is retried after a 503, waiting at least its Retry-After", async () => {
    const { manager, requests, waits } = tokens(failFirst(() => apiError(503, "unavailable", { "Retry-After": "2" })));
    expect(await manager.get()).toBe(TOKEN);
    expect(requests()).toBe(2);
    expect(waits[0]).toBeGreaterThanOrEqual(2000);
  });

  it("is retried after a 429, waiting at least its Retry-After", async () => {
    const { manager, requests, waits } = tokens(
      failFirst(() => apiError(429, "tooManyRequests", { "Retry-After": "3" })),
    );
    expect(await manager.get()).toBe(TOKEN);
    expect(requests()).toBe(2);
    expect(waits[0]).toBeGreaterThanOrEqual(3000);
  });

  it("gives up a 429 whose Retry-After passes the retry budget, with RateLimitedError", async () => {
    const { manager, requests } = tokens(() => apiError(429, "tooManyRequests", { "Retry-After": "60" }));
    expect(await rejectionOf(manager.get())).toBeInstanceOf(RateLimitedError);
    expect(requests()).toBe(1);
  });

  it("gives up after maxRetries with the last answer's error", async () => {
    const { manager, requests } = tokens(() => apiError(503, "unavailable"), { maxRetries: 2 });
    expect(await rejectionOf(manager.get())).toBeInstanceOf(ServerError);
    expect(requests()).toBe(3);
  });

  it.each([
    [400, "invalid_request", TokenRequestError],
    [401, "invalid_client", UnauthorizedError],
  ] as const)("is not retried after a %i %s", async (status, name, expected) => {
    const { manager, requests } = tokens(() => apiError(status, name));
    const error = await rejectionOf(manager.get());
    expect(error).toBeInstanceOf(expected);
    expect(error).toMatchObject({ status, error: name });
    expect(requests()).toBe(1);
  });

  it.each([
    [undefined, "required"],
    ["globex", "notAllowed"],
  ] as const)(
    "answers a refused company username (sent: %s) with CompanyUsernameError, reason %s, not a ValidationError",
    async (username, reason) => {
      const api = fakeApi(
        () => json(200, {}),
        () => json(400, { error: "invalid_request", message: "About username.", details: { field: "username" } }),
      );
      const manager = new TokenManager({
        credentials: { clientId: "client-1", clientSecret: SECRET, username },
        baseUrl: "https://api.test",
        version: "1.1.5",
        fetch: api.fetch,
      });
      const error = await rejectionOf(manager.get());
      expect(error).toBeInstanceOf(CompanyUsernameError);
      expect(error).toBeInstanceOf(TokenRequestError);
      expect(error).not.toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({
        status: 400,
        error: "invalid_request",
        reason,
        username: username ?? null,
        details: { field: "username" },
      });
    },
  );

  it("refuses a 200 that is not JSON as invalidTokenResponse with the real status, without retrying", async () => {
    const { manager, requests } = tokens(() => html(200));
    const error = await rejectionOf(manager.get());
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ status: 200, error: "invalidTokenResponse", method: "POST", path: "/api/auth" });
    expect(requests()).toBe(1);
  });

  it("refuses a 200 without access_token as invalidTokenResponse", async () => {
    const { manager } = tokens(() => json(200, { token_type: "bearer", expires_in: 3600 }));
    expect(await rejectionOf(manager.get())).toMatchObject({ status: 200, error: "invalidTokenResponse" });
  });

  it("shows neither the secret nor the Basic credentials in any of its errors", async () => {
    const faults: Script[] = [
      dropped,
      hanging,
      () => cutOff(200),
      () => html(200),
      () => apiError(401, "invalid_client"),
      () => apiError(503, "unavailable"),
    ];
    const errors = await Promise.all(
      faults.map((fault) => rejectionOf(tokens(fault, { timeoutMs: 20, maxRetries: 0 }).manager.get())),
    );
    const basic = btoa(`client-1:${SECRET}`);
    for (const error of errors) {
      expect(error).toBeInstanceOf(ApiError);
      for (const text of [String(error), JSON.stringify(error), inspect(error, { depth: 5 })]) {
        expect(text).not.toContain(SECRET);
        expect(text).not.toContain(basic);
      }
    }
  });
});
