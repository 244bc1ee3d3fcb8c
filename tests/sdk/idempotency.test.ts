// The SDK's idempotent creates against a real server (docs/sdk.md "A create whose answer was lost").
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, IdempotencyKeyReusedError, NetworkError, type Client } from "../../lib/sdk";
import { sampleQuestions } from "../support/api-context";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;
let api: Client;

const ada = { fullName: { value: "Ada Lovelace" }, email: { value: "ada@example.com" } };
const grace = { fullName: { value: "Grace Hopper" }, email: { value: "grace@example.com" } };

/**
 * A fetch that loses the answer of the first `lose` POSTs: the request reaches the server, which makes the model and
 * answers, then the connection "drops" before the SDK reads the answer.
 */
function losingFetch(lose: number): { fetch: typeof fetch; posts: () => number } {
  let posts = 0;
  const losing: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (init?.method !== "POST" || String(input).endsWith("/api/auth")) return response;
    posts++;
    if (posts > lose) return response;
    await response.arrayBuffer(); // the server has answered: its work is done
    throw new TypeError("fetch failed", { cause: Object.assign(new Error("socket hang up"), { code: "ECONNRESET" }) });
  };
  return { fetch: losing, posts: () => posts };
}

const client = (fetchImpl: typeof fetch = fetch): Client =>
  createClient({
    baseUrl: server.baseUrl,
    clientId: server.clients[0].clientId,
    clientSecret: server.clients[0].clientSecret,
    fetch: fetchImpl,
    retry: { baseDelayMs: 10, maxDelayMs: 50 },
  });

beforeAll(async () => {
  server = await startServer({ database: "pglite", clients: [["acme"]] });
  api = client();
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await server?.destroy();
});

async function newEvent(): Promise<number> {
  return (await api.events.create({ name: "SDK Expo", questions: sampleQuestions as never })).id;
}

describe("registrations.create with idempotencyKey", () => {
  it("retries a create whose answer was lost and makes exactly one registration, reporting the replay", async () => {
    const eventId = await newEvent();
    const lossy = losingFetch(1);
    const key = randomUUID();
    const result = await client(lossy.fetch).registrations.create(eventId, ada, { idempotencyKey: key });
    expect(lossy.posts()).toBe(2);
    expect(result.replayed).toBe(true);
    expect(result.location).toBe(`/api/events/${eventId}/registrations/${result.id}`);
    expect(await api.registrations.count(eventId)).toBe(1);
    expect((await api.registrations.get(eventId, result.id)).data.values).toEqual(ada);
  });

  it(
    "without a key, a lost answer is a NetworkError and the POST is not " + "repeated (the registration exists)",
    async () => {
      const eventId = await newEvent();
      const lossy = losingFetch(1);
      const error = await client(lossy.fetch)
        .registrations.create(eventId, ada)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NetworkError);
      expect(lossy.posts()).toBe(1);
      expect(await api.registrations.count(eventId)).toBe(1);
    },
  );

  it("answers a first create with replayed: false, and a repeat with the same id and replayed: true", async () => {
    const eventId = await newEvent();
    const key = randomUUID();
    const first = await api.registrations.create(eventId, ada, { idempotencyKey: key });
    expect(first.replayed).toBe(false);
    const again = await api.registrations.create(eventId, ada, { idempotencyKey: key });
    expect([again.id, again.replayed, again.lastModified]).toEqual([first.id, true, first.lastModified]);
    expect((await api.registrations.create(eventId, grace)).replayed).toBe(false);
  });

  it("waits for a twin still running (409 idempotencyKeyInUse, Retry-After) and gets its answer", async () => {
    const eventId = await newEvent();
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        client().registrations.create(eventId, ada, { idempotencyKey: key, retry: { maxRetries: 5 } }),
      ),
    );
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(await api.registrations.count(eventId)).toBe(1);
  });

  it("throws IdempotencyKeyReusedError for the key with other values, without retrying", async () => {
    const eventId = await newEvent();
    const key = randomUUID();
    await api.registrations.create(eventId, ada, { idempotencyKey: key });
    const error = await api.registrations.create(eventId, grace, { idempotencyKey: key }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdempotencyKeyReusedError);
    expect(error).toMatchObject({ status: 422, error: "idempotencyKeyReused", attempts: 1 });
    expect(await api.registrations.count(eventId)).toBe(1);
  });

  it("refuses a key the API would refuse with a TypeError, sending nothing", async () => {
    const eventId = await newEvent();
    for (const key of ["", "x".repeat(256), "two words", "clé"]) {
      await expect(api.registrations.create(eventId, ada, { idempotencyKey: key })).rejects.toThrow(TypeError);
    }
    expect(await api.registrations.count(eventId)).toBe(0);
  });
});

describe("events.create with idempotencyKey", () => {
  it("retries a create whose answer was lost and makes exactly one event", async () => {
    const before = await api.events.count();
    const lossy = losingFetch(1);
    const result = await client(lossy.fetch).events.create(
      { name: `Lost answer ${randomUUID()}` },
      { idempotencyKey: randomUUID() },
    );
    expect([lossy.posts(), result.replayed]).toEqual([2, true]);
    expect(await api.events.count()).toBe(before + 1);
    expect((await api.events.get(result.id)).data.name).toMatch(/^Lost answer/);
  });
});
