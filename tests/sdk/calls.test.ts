// The SDK's call surface against a real server: cancellation and per-call options, hooks, what errors carry,
// resumable paging, and writes whose answer was lost. Faults a server cannot produce on demand (a dropped
// answer, a slow network) are made by wrapping the real fetch; every answer still comes from the real API.
import { spawnSync } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { inspect } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AbortError,
  ApiError,
  createClient,
  NetworkError,
  PreconditionFailedError,
  RangeNotSatisfiableError,
  RateLimitedError,
  ServerError,
  type Client,
  type ClientOptions,
  type HookFailure,
  type HookRequest,
  type HookResponse,
} from "../../lib/sdk";
import { sampleQuestions } from "../support/api-context";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;
let api: Client;
const secrets: string[] = [];

const client = (overrides: Partial<ClientOptions> = {}) =>
  createClient({
    baseUrl: server.baseUrl,
    clientId: server.clients[0].clientId,
    clientSecret: server.clients[0].clientSecret,
    retry: { baseDelayMs: 10, maxDelayMs: 50 },
    ...overrides,
  });

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error("expected the call to fail");
}

const isToken = (input: Parameters<typeof fetch>[0]) =>
  String(input instanceof Request ? input.url : input).endsWith("/api/auth");

/** Forwards to the server, but the answers of the first `count` requests matching `which` are lost on the way back. */
function losingAnswers(which: (method: string) => boolean, count = 1): typeof fetch & { lost: () => number } {
  let lost = 0;
  const wrapped = async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const response = await fetch(input, init);
    if (!isToken(input) && which(init?.method ?? "GET") && lost < count) {
      lost++;
      await response.arrayBuffer();
      throw new TypeError("fetch failed", { cause: { code: "ECONNRESET" } });
    }
    return response;
  };
  return Object.assign(wrapped, { lost: () => lost });
}

/**
 * Forwards to the server after `ms` (a slow network); the wait ends early, like a real request, when the signal aborts.
 */
function slow(ms: number): typeof fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init?.signal;
      const timer = setTimeout(() => resolve(fetch(input, init)), ms);
      signal?.addEventListener("abort", () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
}

/** A port nothing listens on (one that was just free). */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Records every request the hooks see and every answer, as plain data. */
function recorder() {
  const requests: HookRequest[] = [];
  const responses: HookResponse[] = [];
  const failures: HookFailure[] = [];
  return {
    requests,
    responses,
    failures,
    hooks: {
      onRequest: (request: HookRequest) => void requests.push(request),
      onResponse: (response: HookResponse) => void responses.push(response),
      onError: (failure: HookFailure) => void failures.push(failure),
    },
    /** Everything the hooks saw, as text, to look for secrets in. */
    text: () =>
      JSON.stringify([
        ...requests.map((request) => ({ ...request, headers: [...request.headers] })),
        ...responses.map((response) => ({
          ...response,
          request: { ...response.request, headers: [...response.request.headers] },
          headers: [...response.headers],
          error: response.error?.toJSON(),
        })),
        ...failures.map((failure) => ({
          ...failure,
          request: { ...failure.request, headers: [...failure.request.headers] },
          error: failure.error.toJSON(),
          cause: inspect(failure.error.cause),
        })),
      ]),
  };
}

beforeAll(async () => {
  server = await startServer({ database: "pglite", clients: [["acme"]] });
  secrets.push(server.clients[0].clientSecret);
  api = client();
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await server?.destroy();
});

describe("cancellation", () => {
  it("an already aborted signal rejects with AbortError and sends nothing", async () => {
    const seen = recorder();
    const error = await caught(client({ hooks: seen.hooks }).events.count({ signal: AbortSignal.abort("not needed") }));
    expect(error).toBeInstanceOf(AbortError);
    expect(error).toMatchObject({
      name: "AbortError",
      status: 0,
      error: "aborted",
      method: "HEAD",
      path: "/api/events",
    });
    expect(error.cause).toBe("not needed");
    expect(seen.requests).toHaveLength(0);
  });

  it(
    "aborting a call in flight rejects it at once with AbortError, not a " + "NetworkError, and it is not retried",
    async () => {
      const seen = recorder();
      const sdk = client({ fetch: slow(300), hooks: seen.hooks });
      await sdk.company.get();
      const controller = new AbortController();
      const pending = caught(sdk.company.get({ signal: controller.signal }));
      setTimeout(() => controller.abort(), 50);
      const error = await pending;
      expect(error).toBeInstanceOf(AbortError);
      expect(error).toMatchObject({ method: "GET", path: "/api/company", attempts: 1 });
      expect(seen.failures.map((failure) => failure.error.name)).toEqual(["AbortError"]);
      expect(seen.requests.filter((request) => request.kind === "api")).toHaveLength(2);
    },
  );

  it("aborting while the SDK waits to retry ends the wait with AbortError", async () => {
    const controller = new AbortController();
    let calls = 0;
    const busy: typeof fetch = (input, init) => {
      if (isToken(input)) return fetch(input, init);
      calls++;
      // The caller gives up while the SDK waits out the answer's Retry-After.
      setTimeout(() => controller.abort(), 50);
      return Promise.resolve(
        new Response(JSON.stringify({ error: "unavailable", message: "Busy", details: {} }), {
          status: 503,
          headers: { "Retry-After": "20" },
        }),
      );
    };
    const started = Date.now();
    const error = await caught(
      client({ fetch: busy, retry: { maxTotalMs: 60_000 } }).company.get({ signal: controller.signal }),
    );
    expect(error).toBeInstanceOf(AbortError);
    expect(error.attempts).toBe(1);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(calls).toBe(1);
  });

  it(
    "a per-call timeoutMs times out each try (NetworkError, retried where " +
      "safe), a signal's timeout cancels the call (AbortError)",
    async () => {
      const sdk = client({ fetch: slow(400) });
      const timedOut = await caught(sdk.company.get({ timeoutMs: 100, retry: { maxRetries: 1 } }));
      expect(timedOut).toBeInstanceOf(NetworkError);
      expect(timedOut.message).toContain("timed out");
      expect(timedOut.attempts).toBe(2);
      expect(await caught(sdk.company.get({ signal: AbortSignal.timeout(100) }))).toBeInstanceOf(AbortError);
      // The client's own timeout still holds for calls without one: this one has time enough.
      expect((await sdk.company.get()).data.username).toBe("acme");
    },
  );

  it("a per-call retry policy replaces the client's for that call", async () => {
    let calls = 0;
    const flaky: typeof fetch = (input, init) => {
      if (isToken(input)) return fetch(input, init);
      calls++;
      if (calls % 3 !== 0)
        return Promise.resolve(
          new Response(JSON.stringify({ error: "unavailable", message: "Busy", details: {} }), {
            status: 503,
            headers: { "Retry-After": "0" },
          }),
        );
      return fetch(input, init);
    };
    const sdk = client({ fetch: flaky });
    const once = await caught(sdk.company.get({ retry: { maxRetries: 0 } }));
    expect(once).toBeInstanceOf(ServerError);
    expect(once.attempts).toBe(1);
    expect(calls).toBe(1);
    expect((await sdk.company.get()).data.username).toBe("acme");
    expect(calls).toBe(3);
  });

  it("sends per-call headers, refuses an Authorization header before sending anything", async () => {
    const seen = recorder();
    const sdk = client({ hooks: seen.hooks });
    await sdk.events.count({ headers: { "X-Trace-Id": "trace-42" } });
    expect(seen.requests.at(-1)?.headers.get("x-trace-id")).toBe("trace-42");
    const before = seen.requests.length;
    await expect(sdk.events.count({ headers: { Authorization: "Bearer mine" } })).rejects.toThrow(TypeError);
    await expect(sdk.events.count({ timeoutMs: -1 })).rejects.toThrow("HEAD /api/events: timeoutMs must be");
    expect(seen.requests).toHaveLength(before);
  });

  it(
    "stops an iteration at once: the loop ends with AbortError, and its " +
      "position resumes it without gaps or repeats",
    async () => {
      const { id: eventId } = await api.events.create({ name: "Cancel export", questions: sampleQuestions as never });
      for (let i = 0; i < 7; i++)
        await api.registrations.create(eventId, {
          fullName: { value: `Person ${i}` },
          email: { value: `p${i}@example.com` },
        });
      const controller = new AbortController();
      const iterator = api.registrations.iterate(eventId, {
        pageSize: 3,
        signal: controller.signal,
        fields: ["values"],
      });
      const seen: string[] = [];
      const error = await caught(
        (async () => {
          for await (const registration of iterator) {
            seen.push(registration.id);
            if (seen.length === 4) controller.abort();
          }
        })(),
      );
      expect(error).toBeInstanceOf(AbortError);
      expect(iterator.position).toBe(4);
      expect(iterator.pages).toBe(2);
      const rest = await api.registrations.toArray(eventId, { from: iterator.position });
      const all = await api.registrations.toArray(eventId);
      expect([...seen, ...rest.map((registration) => registration.id)]).toEqual(
        all.map((registration) => registration.id),
      );
    },
  );
});

describe("hooks", () => {
  it("see every request, the token request included, and its answer, with credentials redacted", async () => {
    const seen = recorder();
    const sdk = client({ hooks: seen.hooks });
    const { id } = await sdk.events.create({ name: "Observed" });
    await sdk.events.get(id, { fields: ["name"] });
    expect(
      seen.requests.map((request) => `${request.kind} ${request.method} ${request.path} #${request.attempt}`),
    ).toEqual(["token POST /api/auth #1", "api POST /api/events #1", "api GET /api/events/" + id + " #1"]);
    expect(seen.requests[0].headers.get("authorization")).toBe("Basic [redacted]");
    expect(seen.requests[1].headers.get("authorization")).toBe("Bearer [redacted]");
    expect(seen.requests[1].body).toBe(JSON.stringify({ name: "Observed" }));
    expect(seen.requests[2].url).toBe(`${server.baseUrl}/api/events/${id}?fields=name`);
    expect(seen.responses.map((response) => [response.request.path, response.status, response.error])).toEqual([
      ["/api/auth", 200, null],
      ["/api/events", 201, null],
      [`/api/events/${id}`, 200, null],
    ]);
    expect(seen.responses.every((response) => response.durationMs >= 0)).toBe(true);
    expect(seen.responses[1].headers.get("location")).toBe(`/api/events/${id}`);
    for (const secret of secrets) expect(seen.text()).not.toContain(secret);
    expect(seen.text()).not.toMatch(/Bearer [A-Za-z0-9_-]{20,}|Basic [A-Za-z0-9+/=]{20,}/);
  });

  it("can change the headers sent (here: ask for the deprecated 1.1.4), but never the token", async () => {
    const sdk = client({
      hooks: {
        onRequest: (request) => {
          if (request.kind !== "api") return;
          request.headers.set("Accept", "application/vnd.service-v1.1.4+json");
          request.headers.set("Authorization", "Bearer forged");
        },
      },
    });
    expect(await sdk.company.get()).toMatchObject({ version: "1.1.4", deprecated: true, data: { username: "acme" } });
  });

  it("tell a refused answer's typed error, retries and renewals included, and a failure without answer", async () => {
    const seen = recorder();
    const dropOnce = losingAnswers((method) => method === "GET");
    const sdk = client({ hooks: seen.hooks, fetch: dropOnce });
    await sdk.company.get();
    expect(seen.failures).toHaveLength(1);
    expect(seen.failures[0].error).toBeInstanceOf(NetworkError);
    expect(seen.requests.filter((request) => request.kind === "api").map((request) => request.attempt)).toEqual([1, 2]);
    await caught(sdk.events.get(99_999_999));
    expect(seen.responses.at(-1)).toMatchObject({
      status: 404,
      error: { name: "NotFoundError", path: "/api/events/99999999" },
    });
  });

  it("are awaited, run in the order given, and a hook that throws fails the call with what it threw", async () => {
    const order: string[] = [];
    const sdk = client({
      hooks: [
        { onRequest: async () => void order.push("first") },
        { onRequest: () => void order.push("second"), onResponse: () => void order.push("response") },
      ],
    });
    await sdk.events.count();
    expect(order).toEqual(["first", "second", "response", "first", "second", "response"]);
    const failing = client({ hooks: { onRequest: () => Promise.reject(new Error("logger offline")) } });
    await expect(failing.events.count()).rejects.toThrow("logger offline");
  });

  it("must be functions", () => {
    expect(() => client({ hooks: { onRequest: "log" as never } })).toThrow(
      "createClient: hooks onRequest must be a function",
    );
  });
});

describe("errors carry what is needed to debug them", () => {
  it("a 412: status, name, message, method, path and how many tries, also in its JSON", async () => {
    const { id } = await api.events.create({ name: "Contended" });
    const read = await api.events.get(id);
    await api.events.update(id, { name: "First" }, read);
    const error = await caught(api.events.update(id, { name: "Second" }, read));
    expect(error).toBeInstanceOf(PreconditionFailedError);
    expect(error).toMatchObject({
      status: 412,
      error: "preconditionFailed",
      method: "PATCH",
      path: `/api/events/${id}`,
      attempts: 1,
    });
    expect(error.message).toMatch(
      new RegExp(`^PATCH /api/events/${id} → 412 preconditionFailed: The resource was changed`),
    );
    expect(error.toJSON()).toMatchObject({
      name: "PreconditionFailedError",
      status: 412,
      method: "PATCH",
      path: `/api/events/${id}`,
      headers: {},
      attempts: 1,
    });
  });

  it("a 416: the collection's size in Content-Range", async () => {
    const total = await api.events.count();
    const error = await caught(api.events.list({ range: { from: total + 5 } }));
    expect(error).toBeInstanceOf(RangeNotSatisfiableError);
    expect(error.headers["content-range"]).toBe(`resources */${total}`);
  });

  it("a 429 of the token endpoint: its Retry-After", async () => {
    const guesser = client({ clientId: "cs_guessing_calls", clientSecret: "wrong-secret", retry: { maxRetries: 0 } });
    let last: ApiError | undefined;
    for (let i = 0; i < 11; i++) last = await caught(guesser.company.get());
    expect(last).toBeInstanceOf(RateLimitedError);
    expect(Number(last!.headers["retry-after"])).toBeGreaterThan(0);
    expect(last).toMatchObject({ method: "POST", path: "/api/auth" });
  });

  it(
    "a network failure: retries counted, and the cause kept with the URL's " + "credentials and the token redacted",
    async () => {
      let token = "";
      const leaky: typeof fetch = async (input, init) => {
        if (isToken(input)) {
          const response = await fetch(input, init);
          token = ((await response.clone().json()) as { access_token: string }).access_token;
          return response;
        }
        throw new TypeError(
          `fetch failed for http://user:hunter22@example.test with ${new Headers(init?.headers).get("authorization")}`,
          {
            cause: Object.assign(new Error(`connect ECONNREFUSED, token ${token}`), {
              code: "ECONNREFUSED",
              syscall: "connect",
            }),
          },
        );
      };
      const error = await caught(client({ fetch: leaky, retry: { maxRetries: 2, baseDelayMs: 1 } }).events.count());
      expect(error).toBeInstanceOf(NetworkError);
      expect(error.attempts).toBe(3);
      expect(error.message).toContain("ECONNREFUSED");
      const cause = error.cause as Error & { cause: Error & { code: string } };
      expect(cause.message).toBe("fetch failed for http://[redacted]@example.test with Bearer [redacted]");
      expect(cause.cause).toMatchObject({
        code: "ECONNREFUSED",
        syscall: "connect",
        message: "connect ECONNREFUSED, token [redacted]",
      });
      const shown = [inspect(error, { depth: 5 }), JSON.stringify(error), String(error)].join("\n");
      expect(token.length).toBeGreaterThan(20);
      for (const secret of [token, "hunter22", ...secrets]) expect(shown).not.toContain(secret);
    },
  );
});

describe("whether a failed request reached the API", () => {
  it("a refused connection: no (nothing was sent); a connection reset after the API did the work: maybe", async () => {
    const port = await closedPort();
    const closed = await caught(
      createClient({
        baseUrl: `http://127.0.0.1:${port}`,
        clientId: "c",
        clientSecret: "secret-of-nobody",
        retry: { maxRetries: 0 },
      }).events.count(),
    );
    expect(closed).toBeInstanceOf(NetworkError);
    expect(closed).toMatchObject({ reachedApi: "no", path: "/api/auth" });
    expect(closed.message).toContain("ECONNREFUSED");
    const lost = await caught(
      client({ fetch: losingAnswers((method) => method === "POST") }).events.create({ name: "Maybe" }),
    );
    expect(lost).toMatchObject({ name: "NetworkError", reachedApi: "maybe", method: "POST", attempts: 1 });
    expect(JSON.parse(JSON.stringify(lost))).toMatchObject({
      reachedApi: "maybe",
      cause: { name: "TypeError", message: "fetch failed" },
    });
  });
});

describe("paging with pageSize and from", () => {
  it(
    "reads events from a position, a page size at a time, and tells where " + "it is and the collection's size",
    async () => {
      for (let i = 0; i < 5; i++) await api.events.create({ name: `Paged ${i}` });
      const all = await api.events.toArray({ fields: ["name"] });
      const iterator = api.events.iterate({ fields: ["name"], pageSize: 2, from: 1 });
      expect(iterator.position).toBe(1);
      expect(iterator.total).toBeNull();
      const first = await iterator.next();
      expect(first.value).toEqual(all[1]);
      expect(iterator.position).toBe(2);
      expect(iterator.total).toBe(all.length);
      const rest: unknown[] = [];
      for await (const event of iterator) rest.push(event);
      expect([first.value, ...rest]).toEqual(all.slice(1));
      expect(iterator.position).toBe(all.length);
      expect(iterator.pages).toBe(Math.ceil((all.length - 1) / 2));
      expect(await api.events.toArray({ from: all.length + 3 })).toEqual([]);
    },
  );

  it("refuses a page size or start it cannot use, sending nothing", async () => {
    const seen = recorder();
    const sdk = client({ hooks: seen.hooks });
    for (const options of [{ pageSize: 0 }, { pageSize: 1001 }, { pageSize: 2.5 }, { from: -1 }]) {
      await expect(sdk.events.iterate(options).next()).rejects.toThrow(RangeError);
    }
    expect(seen.requests).toHaveLength(0);
  });
});

describe("writes whose answer was lost", () => {
  it("a PUT retried after its answer was lost recognises its own write instead of reporting a conflict", async () => {
    const { id } = await api.events.create({ name: "Lost PUT", questions: sampleQuestions as never });
    const read = await api.events.get(id);
    const losing = losingAnswers((method) => method === "PUT");
    const result = await client({ fetch: losing }).events.replace(
      id,
      { name: "Replaced once", questions: sampleQuestions as never },
      read,
    );
    expect(losing.lost()).toBe(1);
    const now = await api.events.get(id);
    expect(now.data).toMatchObject({ name: "Replaced once", type: "standard" });
    expect(result.lastModified!.getTime()).toBe(now.lastModified!.getTime());
  });

  it("the same with defaults the PUT left out, and for a registration", async () => {
    const { id } = await api.events.create({
      name: "Lost PUT 2",
      type: "checkIn",
      questions: sampleQuestions as never,
    });
    await client({ fetch: losingAnswers((method) => method === "PUT") }).events.replace(
      id,
      { name: "Plain" },
      await api.events.get(id),
    );
    expect((await api.events.get(id)).data).toMatchObject({ name: "Plain", type: "standard", questions: [] });

    const { id: eventId } = await api.events.create({
      name: "Lost registration PUT",
      questions: sampleQuestions as never,
    });
    const { id: registrationId } = await api.registrations.create(eventId, {
      fullName: { value: "Ada King" },
      email: { value: "ada@example.com" },
    });
    const values = {
      fullName: { value: "Ada Lovelace" },
      email: { value: "ada@example.com" },
      company: { value: "Engines" },
    };
    await client({ fetch: losingAnswers((method) => method === "PUT") }).registrations.replace(
      eventId,
      registrationId,
      values,
      await api.registrations.get(eventId, registrationId),
    );
    expect((await api.registrations.get(eventId, registrationId)).data.values).toEqual(values);
  });

  it("a PUT whose retry finds somebody else's write still reports the conflict", async () => {
    const { id } = await api.events.create({ name: "Lost and overwritten" });
    const read = await api.events.get(id);
    // The lost try writes; before the retry, another writer changes the event again.
    let interfered = false;
    const interfering: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (init?.method === "PUT" && !interfered) {
        interfered = true;
        await api.events.update(id, { name: "Somebody else" }, await api.events.get(id));
        throw new TypeError("fetch failed", { cause: { code: "ECONNRESET" } });
      }
      return response;
    };
    const error = await caught(client({ fetch: interfering }).events.replace(id, { name: "Mine" }, read));
    expect(error).toBeInstanceOf(PreconditionFailedError);
    expect(error).toMatchObject({ method: "PUT", attempts: 2 });
    expect((await api.events.get(id)).data.name).toBe("Somebody else");
  });

  it("a PUT refused at its first try is a conflict, even when the model happens to hold the same data", async () => {
    const { id } = await api.events.create({ name: "Same" });
    const read = await api.events.get(id);
    await api.events.update(id, { name: "Same again" }, read);
    await api.events.update(id, { name: "Same" }, await api.events.get(id));
    expect(await caught(api.events.replace(id, { name: "Same" }, read))).toBeInstanceOf(PreconditionFailedError);
  });

  it("the example of docs/sdk.md reconciles a POST whose answer was lost, for an event and for a registration", () => {
    const root = path.resolve(__dirname, "..", "..");
    const result = spawnSync(path.join(root, "node_modules", ".bin", "tsx"), ["scripts/sdk-example-lost-answers.ts"], {
      cwd: root,
      encoding: "utf8",
      env: {
        ...process.env,
        CAPTURE_API_URL: server.baseUrl,
        CAPTURE_CLIENT_ID: server.clients[0].clientId,
        CAPTURE_CLIENT_SECRET: server.clients[0].clientSecret,
      },
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/The event was created before its answer was lost: #\d+/);
    expect(result.stdout).toMatch(/The registration was created before its answer was lost: \S+/);
    expect(result.stdout).toContain("Replaced once, though its first answer was lost: grace.hopper@example.com");
    expect(result.stdout).toContain("1 event and 1 registration: nothing was created twice.");
  });
});
