// Idempotent creates (docs/api.md "Idempotent creates"): the Idempotency-Key header of POST /api/events and
// POST /api/events/:id/registrations, on both databases and across two server processes on one PostgreSQL.
import net from "node:net";
import { createHash, randomUUID } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createEvent, useServer, useTwoProcesses } from "../support/api-context";
import { apiClient, DATABASES, VENDOR, type TestServer } from "../support/server";

const ada = { fullName: { value: "Ada Lovelace" }, email: { value: "ada@example.com" } };
const grace = { fullName: { value: "Grace Hopper" }, email: { value: "grace@example.com" } };
type Api = ReturnType<typeof apiClient>;

const post = (api: Api, path: string, json: unknown, key?: string) =>
  api(path, { method: "POST", json, headers: key === undefined ? {} : { "Idempotency-Key": key } });
const register = (api: Api, eventId: number, values: unknown, key?: string) =>
  post(api, `/api/events/${eventId}/registrations`, { values }, key);
const countOf = async (api: Api, eventId: number) =>
  (await api(`/api/events/${eventId}/registrations`, { method: "HEAD" })).headers.get("content-range");

/** One request with a header value fetch would refuse to send (a control character), over a raw socket. */
function rawPost(
  server: TestServer,
  token: string,
  path: string,
  key: string,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, "127.0.0.1");
    let data = "";
    socket.on("data", (chunk) => (data += chunk.toString("latin1")));
    socket.on("error", reject);
    socket.on("end", () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0), text: data }));
    socket.write(
      Buffer.from(
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nAccept: ` +
          `${VENDOR}\r\nContent-Type: ${VENDOR}\r\n` +
          (`Authorization: Bearer ${token}\r\nIdempotency-Key: ${key}\r\nContent-Length: ` +
            `${Buffer.byteLength(body)}\r\n\r\n${body}`),
        "latin1",
      ),
    );
  });
}

describe.each(DATABASES)("Idempotency-Key (%s)", (database) => {
  const ctx = useServer(database);

  describe("POST /api/events/:id/registrations", () => {
    it(
      "answers the same key with the same body again with the first answer: " +
        "same id, Location, Last-Modified, Idempotent-Replayed",
      async () => {
        const eventId = await createEvent(ctx.api);
        const key = randomUUID();
        const first = await register(ctx.api, eventId, ada, key);
        expect(first.status).toBe(201);
        expect(first.headers.get("idempotent-replayed")).toBeNull();
        const { id } = await first.json();
        const again = await register(ctx.api, eventId, ada, key);
        expect(again.status).toBe(201);
        expect(again.headers.get("idempotent-replayed")).toBe("true");
        expect(await again.json()).toEqual({ id });
        expect(again.headers.get("location")).toBe(first.headers.get("location"));
        expect(again.headers.get("last-modified")).toBe(first.headers.get("last-modified"));
        expect(again.headers.get("content-type")).toBe(first.headers.get("content-type"));
        expect(await countOf(ctx.api, eventId)).toBe("resources 0-0/1");
      },
    );

    it("refuses the same key with another body: 422 idempotencyKeyReused, nothing created", async () => {
      const eventId = await createEvent(ctx.api);
      const key = randomUUID();
      expect((await register(ctx.api, eventId, ada, key)).status).toBe(201);
      const other = await register(ctx.api, eventId, grace, key);
      expect(other.status).toBe(422);
      const body = await other.json();
      expect(body).toMatchObject({ error: "idempotencyKeyReused", details: { header: "Idempotency-Key" } });
      expect(body.message).toMatch(/new key/);
      expect(await countOf(ctx.api, eventId)).toBe("resources 0-0/1");
      // The same body to another event is another request too.
      expect((await register(ctx.api, await createEvent(ctx.api), ada, key)).status).toBe(422);
    });

    it(
      "makes one registration of concurrent requests with one key; the others " +
        "get the replay or 409 idempotencyKeyInUse with Retry-After",
      async () => {
        const eventId = await createEvent(ctx.api);
        const key = randomUUID();
        const responses = await Promise.all(Array.from({ length: 8 }, () => register(ctx.api, eventId, ada, key)));
        const bodies = await Promise.all(responses.map((response) => response.json()));
        const created = responses.filter(
          (response) => response.status === 201 && response.headers.get("idempotent-replayed") === null,
        );
        expect(created).toHaveLength(1);
        const id = bodies[responses.indexOf(created[0])].id;
        responses.forEach((response, i) => {
          if (response.status === 201) expect(bodies[i]).toEqual({ id });
          else {
            expect(response.status).toBe(409);
            expect(bodies[i].error).toBe("idempotencyKeyInUse");
            expect(response.headers.get("retry-after")).toBe("1");
          }
        });
        expect(await countOf(ctx.api, eventId)).toBe("resources 0-0/1");
      },
    );

    it("answers a concurrent twin with the first one's answer, replayed: one registration, all 201", async () => {
      const eventId = await createEvent(ctx.api);
      const key = randomUUID();
      const responses = await Promise.all(Array.from({ length: 8 }, () => register(ctx.api, eventId, ada, key)));
      expect(responses.map((response) => response.status)).toEqual(Array(8).fill(201));
      const replayed = responses.map((response) => response.headers.get("idempotent-replayed"));
      expect(replayed.filter((value) => value === null)).toHaveLength(1);
      expect(replayed.filter((value) => value === "true")).toHaveLength(7);
      const ids = new Set(await Promise.all(responses.map(async (response) => (await response.json()).id)));
      expect(ids.size).toBe(1);
      expect(await countOf(ctx.api, eventId)).toBe("resources 0-0/1");
    });

    it(
      "replays a create whose values the event's questions now refuse, and refuses another body with 422 " +
        "even when its values are invalid",
      async () => {
        const eventId = await createEvent(ctx.api);
        const key = randomUUID();
        const first = await register(ctx.api, eventId, ada, key);
        expect(first.status).toBe(201);
        const { id } = await first.json();
        const read = await ctx.api(`/api/events/${eventId}`);
        const questions = [
          ...(await read.json()).questions,
          { id: "badge", type: "text", label: "Badge", required: true },
        ];
        const changed = await ctx.api(`/api/events/${eventId}`, {
          method: "PATCH",
          json: { questions },
          headers: { "If-Unmodified-Since": read.headers.get("last-modified") ?? "" },
        });
        expect(changed.status).toBe(204);
        // The same values under a new key are refused now: the badge is required.
        expect((await register(ctx.api, eventId, { ...ada, email: { value: "ada2@example.com" } })).status).toBe(400);
        const again = await register(ctx.api, eventId, ada, key);
        expect([again.status, again.headers.get("idempotent-replayed"), (await again.json()).id]).toEqual([
          201,
          "true",
          id,
        ]);
        const other = await register(ctx.api, eventId, grace, key);
        expect([other.status, (await other.json()).error]).toEqual([422, "idempotencyKeyReused"]);
        expect(await countOf(ctx.api, eventId)).toBe("resources 0-0/1");
      },
    );

    it(
      "scopes keys to the company: another company's same key and body is " +
        "independent, and never sees the first answer",
      async () => {
        const key = randomUUID();
        const mine = await createEvent(ctx.api);
        const theirs = await createEvent(ctx.other);
        const first = await register(ctx.api, mine, ada, key);
        const { id } = await first.json();
        const other = await register(ctx.other, theirs, ada, key);
        expect(other.status).toBe(201);
        expect(other.headers.get("idempotent-replayed")).toBeNull();
        expect((await other.json()).id).not.toBe(id);
        // Their key with my event's path: my event is not theirs (404), and my key's answer is not shown.
        const probe = await register(ctx.other, mine, ada, key);
        expect(probe.status).toBe(404);
        expect(await countOf(ctx.api, mine)).toBe("resources 0-0/1");
      },
    );

    it("without the header nothing changes: a repeated e-mail is still 409 conflict", async () => {
      const eventId = await createEvent(ctx.api);
      expect((await register(ctx.api, eventId, ada)).status).toBe(201);
      const again = await register(ctx.api, eventId, ada);
      expect(again.status).toBe(409);
      expect(again.headers.get("idempotent-replayed")).toBeNull();
      expect((await again.json()).error).toBe("conflict");
    });

    it(
      "keeps only successes: a refused first request (400, 409) stores " + "nothing, and the key may be used again",
      async () => {
        const eventId = await createEvent(ctx.api);
        const key = randomUUID();
        const refused = await register(ctx.api, eventId, { fullName: { value: "Ada" } }, key);
        expect(refused.status).toBe(400);
        // Another body with the same key is not "reused": the key was freed.
        const fixed = await register(ctx.api, eventId, ada, key);
        expect(fixed.status).toBe(201);
        expect(fixed.headers.get("idempotent-replayed")).toBeNull();
        const duplicateKey = randomUUID();
        const duplicate = await register(ctx.api, eventId, { ...grace, email: ada.email }, duplicateKey);
        expect(duplicate.status).toBe(409);
        expect((await duplicate.json()).error).toBe("conflict");
        expect((await register(ctx.api, eventId, grace, duplicateKey)).status).toBe(201);
        expect(await countOf(ctx.api, eventId)).toBe("resources 0-1/2");
      },
    );

    it.each([
      ["empty", "", "empty"],
      ["256 characters", "k".repeat(256), "tooLong"],
      ["non-ASCII", "clé-42", "character"],
      ["a space", "two words", "character"],
      ["a tab", "tab\there", "character"],
    ])("refuses a key that is %s with 400 invalidHeaderValue, creating nothing", async (_name, key, reason) => {
      const eventId = await createEvent(ctx.api);
      const response = await register(ctx.api, eventId, ada, key);
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body).toMatchObject({ error: "invalidHeaderValue", details: { header: "Idempotency-Key", reason } });
      expect(body.message).toMatch(/1 to 255 visible ASCII characters/);
      expect(await countOf(ctx.api, eventId)).toBe("resources */0");
    });

    it(
      "refuses a key with a control character other than tab (sent raw; fetch " + "will not send it), creating nothing",
      async () => {
        const eventId = await createEvent(ctx.api);
        // Node's HTTP parser refuses such a header before the API sees it: the server's own 400 badRequest.
        const response = await rawPost(
          ctx.server,
          ctx.token,
          `/api/events/${eventId}/registrations`,
          "del\x7fkey",
          JSON.stringify({ values: ada }),
        );
        expect(response.status).toBe(400);
        expect(response.text).toMatch(/"error":"(badRequest|invalidHeaderValue)"/);
        expect(await countOf(ctx.api, eventId)).toBe("resources */0");
      },
    );

    it("accepts keys of 1 and 255 visible ASCII characters", async () => {
      const eventId = await createEvent(ctx.api);
      expect((await register(ctx.api, eventId, ada, "!")).status).toBe(201);
      expect((await register(ctx.api, eventId, grace, "~".repeat(255))).status).toBe(201);
    });
  });

  describe("POST /api/events", () => {
    const event = { name: "Idempotent Expo", questions: [{ id: "email", type: "email", label: "E-mail" }] };

    it("replays the same key and body, refuses another body with 422, and counts one event", async () => {
      const before = Number(
        (await ctx.api("/api/events", { method: "HEAD" })).headers.get("content-range")?.split("/")[1] ?? 0,
      );
      const key = randomUUID();
      const first = await post(ctx.api, "/api/events", event, key);
      expect(first.status).toBe(201);
      const { id } = await first.json();
      const again = await post(ctx.api, "/api/events", event, key);
      expect(again.status).toBe(201);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(await again.json()).toEqual({ id });
      expect(again.headers.get("location")).toBe(`/api/events/${id}`);
      expect(again.headers.get("last-modified")).toBe(first.headers.get("last-modified"));
      const other = await post(ctx.api, "/api/events", { ...event, name: "Another" }, key);
      expect(other.status).toBe(422);
      expect((await other.json()).error).toBe("idempotencyKeyReused");
      const after = Number(
        (await ctx.api("/api/events", { method: "HEAD" })).headers.get("content-range")?.split("/")[1] ?? 0,
      );
      expect(after).toBe(before + 1);
    });

    it("makes one event of concurrent requests with one key", async () => {
      const key = randomUUID();
      const body = { ...event, name: `Race ${key}` };
      const responses = await Promise.all(Array.from({ length: 6 }, () => post(ctx.api, "/api/events", body, key)));
      const ids = new Set<number>();
      for (const response of responses) {
        if (response.status === 201) ids.add((await response.json()).id);
        else expect([response.status, (await response.json()).error]).toEqual([409, "idempotencyKeyInUse"]);
      }
      expect(ids.size).toBe(1);
      const all = await (await ctx.api("/api/events?fields=name", { headers: { Range: "resources=0-999" } })).json();
      expect(all.filter((e: { name: string }) => e.name === body.name)).toHaveLength(1);
    });

    it("refuses an invalid key with 400 and creates nothing; a refused definition frees its key", async () => {
      const before = (await ctx.api("/api/events", { method: "HEAD" })).headers.get("content-range");
      expect((await post(ctx.api, "/api/events", event, "x".repeat(256))).status).toBe(400);
      const key = randomUUID();
      expect((await post(ctx.api, "/api/events", { name: "" }, key)).status).toBe(400);
      expect((await ctx.api("/api/events", { method: "HEAD" })).headers.get("content-range")).toBe(before);
      expect((await post(ctx.api, "/api/events", event, key)).status).toBe(201);
    });

    it("scopes keys to the company", async () => {
      const key = randomUUID();
      const mine = await (await post(ctx.api, "/api/events", event, key)).json();
      const theirs = await post(ctx.other, "/api/events", event, key);
      expect(theirs.status).toBe(201);
      expect(theirs.headers.get("idempotent-replayed")).toBeNull();
      expect((await theirs.json()).id).not.toBe(mine.id);
    });
  });
});

describe("Idempotency-Key on two server processes sharing one PostgreSQL", () => {
  const processes = useTwoProcesses();
  const apis = processes.apis;

  it(
    "makes one registration of concurrent requests with one key sent to " + "both processes, and replays it in either",
    async () => {
      const eventId = await createEvent(apis[0]);
      const key = randomUUID();
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, i) => register(apis[i % 2], eventId, ada, key)),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
      const ids = new Set<string>();
      for (const response of responses) if (response.status === 201) ids.add((await response.json()).id);
      expect(ids.size).toBe(1);
      for (const api of apis) {
        const again = await register(api, eventId, ada, key);
        expect([again.status, again.headers.get("idempotent-replayed"), (await again.json()).id]).toEqual([
          201,
          "true",
          [...ids][0],
        ]);
      }
      expect(await countOf(apis[1], eventId)).toBe("resources 0-0/1");
    },
  );

  it("treats a key older than 72 hours as new, and frees a claim left running by a request that died", async () => {
    const eventId = await createEvent(apis[0]);
    const key = randomUUID();
    expect((await register(apis[0], eventId, ada, key)).status).toBe(201);
    const db = new pg.Client({ connectionString: processes.first.databaseUrl });
    await db.connect();
    try {
      await db.query("update idempotency_keys set created_at = now() - interval '72 hours 1 second' where key = $1", [
        key,
      ]);
      const fresh = await register(apis[1], eventId, grace, key);
      expect(fresh.status).toBe(201);
      expect(fresh.headers.get("idempotent-replayed")).toBeNull();
      // A claim a crashed request left running: refused as in use at first, free once it is older than 60 s.
      const orphan = randomUUID();
      const values = { ...grace, email: { value: "g2@example.com" } };
      const fingerprint = createHash("sha256")
        .update(`POST /api/events/${eventId}/registrations\n${JSON.stringify({ values })}`)
        .digest("hex");
      await db.query(
        "insert into idempotency_keys (company_id, key, fingerprint, claim, " +
          "state, created_at) select company_id, $1, $2, 'dead', 'running', now() " +
          "from idempotency_keys where key = $3",
        [orphan, fingerprint, key],
      );
      const busy = await register(apis[0], eventId, values, orphan);
      expect([busy.status, busy.headers.get("retry-after")]).toEqual([409, "1"]);
      await db.query("update idempotency_keys set created_at = now() - interval '61 seconds' where key = $1", [orphan]);
      expect((await register(apis[0], eventId, values, orphan)).status).toBe(201);
    } finally {
      await db.end();
    }
    expect(await countOf(apis[0], eventId)).toBe("resources 0-2/3");
  });
});
