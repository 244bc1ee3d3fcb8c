import { describe, expect, it } from "vitest";
import {
  apiError,
  clientOf,
  cutOff,
  dropped,
  empty,
  fakeApi,
  hanging,
  html,
  json,
  rejectionOf,
} from "../../tests/sdk/fake-api";
import type { Client } from "./client";
import { GoneError, InvalidResponseError, NetworkError, NotFoundError, ServerError } from "./errors";

const event = { id: 1, name: "Expo", type: "standard", questions: [] };

describe("request bodies JSON cannot represent", () => {
  it("a BigInt rejects with a TypeError naming it, and nothing is sent", async () => {
    const api = fakeApi(() => json(201, { id: 1 }));
    const error = await rejectionOf(
      clientOf(api).events.create({
        name: "Expo",
        questions: [{ id: "n", type: "number", label: "N", max: 10n }] as never,
      }),
    );
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toMatch(/POST \/api\/events: the body cannot be sent as JSON \(.*BigInt/);
    expect(api.sent).toHaveLength(0);
  });

  it("a cycle rejects a PUT with a TypeError, and nothing is sent (nor retried)", async () => {
    const api = fakeApi(() => empty(204));
    const input: Record<string, unknown> = { name: "Expo" };
    input.self = input;
    const error = await rejectionOf(clientOf(api).events.replace(1, input as never, new Date()));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toMatch(/PUT \/api\/events\/1: the body cannot be sent as JSON \(.*circular/i);
    expect(api.sent).toHaveLength(0);
  });
});

describe("a connection dropped while the answer is read", () => {
  it("is a NetworkError that says so", async () => {
    const api = fakeApi(() => cutOff(201));
    const error = await rejectionOf(clientOf(api).events.create({ name: "Expo" }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ status: 0, error: "networkError", method: "POST", path: "/api/events" });
    expect((error as Error).message).toMatch(/while the answer was being read \(UND_ERR_SOCKET\)/);
  });

  it("is not retried for a POST", async () => {
    const api = fakeApi(() => cutOff(201));
    await rejectionOf(clientOf(api).events.create({ name: "Expo" }));
    expect(api.data()).toHaveLength(1);
  });

  it("is retried for an idempotent request", async () => {
    const api = fakeApi((_, index) => (index === 0 ? cutOff(200) : json(200, event)));
    expect((await clientOf(api).events.get(1)).data).toEqual(event);
    expect(api.data()).toHaveLength(2);
  });
});

describe("a success whose body is not JSON (a proxy's page)", () => {
  const calls: [string, (api: Client) => Promise<unknown>, string][] = [
    ["events.get", (api) => api.events.get(1), "GET"],
    ["events.list", (api) => api.events.list(), "GET"],
    ["events.create", (api) => api.events.create({ name: "Expo" }), "POST"],
    ["events.update", (api) => api.events.update(1, { name: "Expo" }, new Date()), "PATCH"],
    ["registrations.delete", (api) => api.registrations.delete(1, "r1"), "DELETE"],
  ];

  it.each(calls)("%s: InvalidResponseError invalidResponse with the real status", async (_, call, method) => {
    const api = fakeApi(() => html(200));
    const error = await rejectionOf(call(clientOf(api)));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ status: 200, error: "invalidResponse", method });
    expect((error as Error).message).toContain("Content-Type: text/html");
  });

  it("a model read answered 200 without a body is InvalidResponseError, not data: null", async () => {
    const api = fakeApi(() => empty(200));
    const error = await rejectionOf(clientOf(api).events.get(1));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ status: 200, error: "invalidResponse" });
  });

  it("an error status with a page still gets its status's class", async () => {
    const api = fakeApi(() => html(503));
    expect(await rejectionOf(clientOf(api, { retry: { maxRetries: 0 } }).events.get(1))).toBeInstanceOf(ServerError);
  });
});

describe("DELETE retried after a try that got no answer", () => {
  it("a 410 to the retry means the first try deleted it: success", async () => {
    const api = fakeApi((_, index) => (index === 0 ? dropped() : apiError(410, "gone")));
    await expect(clientOf(api).events.delete(1)).resolves.toBeUndefined();
    expect(api.data()).toHaveLength(2);
  });

  it("a 404 to the retry means the first try deleted it: success", async () => {
    const api = fakeApi((_, index) => (index === 0 ? dropped() : apiError(404, "notFound")));
    await expect(clientOf(api).registrations.delete(1, "r1")).resolves.toBeUndefined();
  });

  it("a timed-out try counts as unanswered too", async () => {
    const api = fakeApi((request, index) => (index === 0 ? hanging(request) : apiError(410, "gone")));
    await expect(clientOf(api, { timeoutMs: 20 }).events.delete(1)).resolves.toBeUndefined();
  });

  it("a 410 to the first try is still GoneError", async () => {
    const api = fakeApi(() => apiError(410, "gone"));
    expect(await rejectionOf(clientOf(api).events.delete(1))).toBeInstanceOf(GoneError);
  });

  it("a 404 after a 503 (an answer: nothing was done) is still NotFoundError", async () => {
    const api = fakeApi((_, index) =>
      index === 0 ? apiError(503, "unavailable", { "Retry-After": "0" }) : apiError(404, "notFound"),
    );
    expect(await rejectionOf(clientOf(api).events.delete(1))).toBeInstanceOf(NotFoundError);
  });

  it("does not apply to deleteAll: a 404 there means the event is not there", async () => {
    const api = fakeApi((_, index) => (index === 0 ? dropped() : apiError(404, "notFound")));
    expect(await rejectionOf(clientOf(api).registrations.deleteAll(1))).toBeInstanceOf(NotFoundError);
  });
});

describe("the token request, as the client makes it", () => {
  it("times out after the client's timeoutMs", async () => {
    const api = fakeApi(() => json(200, event), hanging);
    const error = await rejectionOf(clientOf(api, { timeoutMs: 20, retry: { maxRetries: 0 } }).events.get(1));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ method: "POST", path: "/api/auth" });
    expect((error as Error).message).toBe("POST /api/auth → networkError: The request timed out.");
  });

  it("is retried under the client's retry options", async () => {
    const api = fakeApi(
      () => json(200, event),
      () => apiError(503, "unavailable", { "Retry-After": "0" }),
    );
    expect(await rejectionOf(clientOf(api, { retry: { maxRetries: 2, baseDelayMs: 1 } }).events.get(1))).toBeInstanceOf(
      ServerError,
    );
    expect(api.auth()).toHaveLength(3);
    expect(api.data()).toHaveLength(0);
  });
});
