import { describe, expect, it } from "vitest";
import { apiError, clientOf, fakeApi, rejectionOf } from "../../tests/sdk/fake-api";
import { createClient, type ClientOptions } from "./client";
import { ServerError } from "./errors";

const base = {
  baseUrl: "https://api.test",
  clientId: "client-1",
  clientSecret: "s3cret",
  fetch: fakeApi(() => apiError(500, "internalError")).fetch,
};

describe("createClient's retry and timeout options", () => {
  it.each<[string, unknown]>([
    ["retry.maxRetries", -1],
    ["retry.maxRetries", Number.NaN],
    ["retry.maxRetries", Number.POSITIVE_INFINITY],
    ["retry.maxRetries", 1.5],
    ["retry.baseDelayMs", -10],
    ["retry.baseDelayMs", Number.NaN],
    ["retry.maxDelayMs", Number.POSITIVE_INFINITY],
    ["retry.maxTotalMs", Number.NaN],
    ["retry.maxTotalMs", 2 ** 31],
    ["timeoutMs", 0],
    ["timeoutMs", -5],
    ["timeoutMs", Number.NaN],
    ["timeoutMs", Number.POSITIVE_INFINITY],
    ["timeoutMs", 2 ** 31],
    ["timeoutMs", "1000"],
  ])("refuses %s = %s with a TypeError naming the option", (name, value) => {
    const [first, second] = name.split(".");
    const options = (second ? { [first]: { [second]: value } } : { [first]: value }) as Partial<ClientOptions>;
    expect(() => createClient({ ...base, ...options })).toThrow(TypeError);
    expect(() => createClient({ ...base, ...options })).toThrow(`createClient: ${name} must be`);
  });

  it("accepts undefined entries, which keep their defaults", () => {
    expect(() =>
      createClient({
        ...base,
        timeoutMs: undefined,
        retry: { maxRetries: undefined, baseDelayMs: undefined, maxDelayMs: undefined, maxTotalMs: undefined },
      }),
    ).not.toThrow();
  });

  it("accepts no retries at all", () => {
    expect(() => createClient({ ...base, retry: { maxRetries: 0, baseDelayMs: 0, maxDelayMs: 0 } })).not.toThrow();
  });

  it("retries 3 times, the default, when maxRetries is given as undefined", async () => {
    const api = fakeApi(() => apiError(503, "unavailable"));
    const sdk = clientOf(api, { retry: { maxRetries: undefined, baseDelayMs: 1, maxDelayMs: 1, maxTotalMs: 2000 } });
    expect(await rejectionOf(sdk.events.get(1))).toBeInstanceOf(ServerError);
    expect(api.data()).toHaveLength(4);
  });
});
