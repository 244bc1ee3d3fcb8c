// A caller's burst of creates (a tablet fleet syncing after an outage): every request gets its own answer, as if it
// came alone — on PostgreSQL most of them take the one-statement way (the insert checks the token and the event's
// version itself, lib/api/handlers/registrations.ts), so these also check that what that way trusts is re-checked by
// the database: a revoked or expired token, an event changed, deleted or given a follow-up by another process.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent, lastModifiedOf, sampleQuestions, useServer, useTwoProcesses } from "../support/api-context";
import { apiClient, DATABASES, getToken } from "../support/server";

type Api = ReturnType<typeof apiClient>;
type Answer = { status: number; body: Record<string, unknown>; replayed: boolean; tag: string };

const lead = (email: string, name = "Ada Lovelace") => ({
  values: { fullName: { value: name }, email: { value: email } },
});

async function post(api: Api, eventId: number, body: unknown, tag: string, key?: string): Promise<Answer> {
  const response = await api(`/api/events/${eventId}/registrations`, {
    method: "POST",
    json: body,
    headers: key ? { "Idempotency-Key": key } : {},
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    replayed: response.headers.get("idempotent-replayed") === "true",
    tag,
  };
}

async function liveIds(api: Api, eventId: number): Promise<string[]> {
  const response = await api(`/api/events/${eventId}/registrations?fields=id`, {
    headers: { Range: "resources=0-99" },
  });
  if (response.status === 204) return [];
  return ((await response.json()) as { id: string }[]).map((row) => row.id);
}

describe.each(DATABASES)("a burst of creates from one caller (%s)", (database) => {
  const ctx = useServer(database);

  it("each request of a mixed burst gets its own answer, and the rows are exactly the ones answered 201", async () => {
    const eventId = await createEvent(ctx.api);
    // The caller has created before (so that on PostgreSQL the burst may take the one-statement way).
    const first = await post(ctx.api, eventId, lead("first@example.com"), "first");
    expect(first.status).toBe(201);
    const burst: Promise<Answer>[] = [];
    for (let i = 0; i < 6; i++)
      burst.push(post(ctx.api, eventId, lead(i % 2 ? "dup@example.com" : " DUP@Example.com", `Dup ${i}`), "dup"));
    for (let i = 0; i < 6; i++) burst.push(post(ctx.api, eventId, lead("keyed@example.com"), "keyed", "burst-key"));
    for (let i = 0; i < 5; i++)
      burst.push(
        post(
          ctx.api,
          eventId,
          lead(i < 3 ? "mixed-a@example.com" : "mixed-b@example.com"),
          `mixed-${i < 3 ? "a" : "b"}`,
          "mixed-key",
        ),
      );
    burst.push(post(ctx.api, eventId, { values: { email: { value: "no-name@example.com" } } }, "invalid"));
    burst.push(post(ctx.api, eventId, { values: { ...lead("x@example.com").values, nope: { value: 1 } } }, "invalid"));
    burst.push(post(ctx.api, eventId, lead("not an address"), "invalid"));
    burst.push(post(ctx.api, eventId, { values: "none" }, "invalid"));
    for (let i = 0; i < 6; i++) burst.push(post(ctx.api, eventId, lead(`distinct${i}@example.com`), "distinct"));
    const answers = await Promise.all(burst);
    const of = (tag: string) => answers.filter((answer) => answer.tag === tag);

    // The same e-mail six times: one 201, five 409 naming it.
    const dup = of("dup");
    const dupCreated = dup.filter((answer) => answer.status === 201);
    expect(dupCreated).toHaveLength(1);
    for (const answer of dup.filter((each) => each.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ error: "conflict", details: { existingId: dupCreated[0].body.id } });
    }
    // The same key and body six times: one registration, answered to all, five of them as replays.
    const keyed = of("keyed");
    expect(keyed.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect(new Set(keyed.map((answer) => answer.body.id)).size).toBe(1);
    expect(keyed.filter((answer) => !answer.replayed)).toHaveLength(1);
    // One key with two bodies: the body that came first wins and is replayed to its twins, the other is refused.
    const mixed = [...of("mixed-a"), ...of("mixed-b")];
    const mixedCreated = mixed.filter((answer) => answer.status === 201);
    const winner = mixedCreated[0]?.tag;
    expect(mixedCreated.map((answer) => answer.tag)).toEqual(mixed.filter((a) => a.tag === winner).map((a) => a.tag));
    expect(new Set(mixedCreated.map((answer) => answer.body.id)).size).toBe(1);
    for (const answer of mixed.filter((each) => each.tag !== winner)) {
      expect(answer.status).toBe(422);
      expect(answer.body.error).toBe("idempotencyKeyReused");
    }
    // Invalid bodies: 400 each, with what is wrong, whatever the others do.
    expect(of("invalid").map((answer) => [answer.status, answer.body.error])).toEqual([
      [400, "invalidValues"],
      [400, "invalidValues"],
      [400, "invalidValues"],
      [400, "invalidBody"],
    ]);
    expect(of("distinct").map((answer) => answer.status)).toEqual(Array(6).fill(201));

    const answered = new Set(answers.filter((answer) => answer.status === 201).map((answer) => answer.body.id));
    answered.add(first.body.id);
    expect(answered.size).toBe(1 + 1 + 1 + 1 + 6);
    expect(new Set(await liveIds(ctx.api, eventId))).toEqual(answered);
    const head = await ctx.api(`/api/events/${eventId}/registrations`, { method: "HEAD" });
    expect(head.headers.get("content-range")).toBe(`resources 0-9/10`);
  });

  it("another company's token gets 404 for the event, even after creating in its own", async () => {
    const eventId = await createEvent(ctx.api);
    expect((await post(ctx.api, eventId, lead("mine@example.com"), "mine")).status).toBe(201);
    const theirs = await createEvent(ctx.other);
    expect((await post(ctx.other, theirs, lead("theirs@example.com"), "theirs")).status).toBe(201);
    const across = await post(ctx.other, eventId, lead("across@example.com"), "across");
    expect(across.status).toBe(404);
    expect(await liveIds(ctx.api, eventId)).toHaveLength(1);
  });
});

describe("what a known caller's create trusts is checked again by the database (two processes, PostgreSQL)", () => {
  const two = useTwoProcesses();
  let db: pg.Client;
  beforeAll(async () => {
    db = new pg.Client({ connectionString: two.first.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
  });

  /** A fresh token of acme for each process, each having created once through its process. */
  async function knownCaller(eventId: number) {
    const token = await getToken(two.first, two.first.clients[0]);
    const apis = [apiClient(two.first, token), apiClient(two.second, token)];
    for (const [i, api] of apis.entries())
      expect((await post(api, eventId, lead(`${token.slice(0, 8)}-${i}@example.com`), "warm")).status).toBe(201);
    return { token, apis };
  }

  it("a known caller's create is one transaction: the token, the event and the insert in one statement", async () => {
    const eventId = await createEvent(two.apis[0]);
    const { apis } = await knownCaller(eventId);
    // PostgreSQL's counters: a backend reports its transactions when idle, at the latest 10 s after (PG 15).
    const commits = async () => {
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      const query = "select xact_commit from pg_stat_database where datname = current_database()";
      return Number((await db.query(query)).rows[0].xact_commit);
    };
    const before = await commits();
    const creates = 30;
    for (let i = 0; i < creates; i++)
      expect((await post(apis[0], eventId, lead(`counted-${i}@example.com`), "counted")).status).toBe(201);
    // Less than 1.5 a create, the first read of the counter included: two or three would be two or three statements.
    expect((await commits()) - before).toBeLessThan(creates * 1.5);
  }, 60_000);

  it("a known caller's create with a body of another media type is refused as any other, writing nothing", async () => {
    const eventId = await createEvent(two.apis[0]);
    const { apis } = await knownCaller(eventId);
    for (const [contentType, status] of [
      ["text/plain", 415],
      ["application/vnd.service-v0.9.0+json", 400],
    ] as const) {
      const response = await apis[0](`/api/events/${eventId}/registrations`, {
        method: "POST",
        body: JSON.stringify(lead(`typed-${status}@example.com`)),
        headers: { "Content-Type": contentType },
      });
      expect(response.status, contentType).toBe(status);
    }
    expect(await liveIds(apis[0], eventId)).toHaveLength(2);
  });

  it("a question made required by the other process is required at once", async () => {
    const eventId = await createEvent(two.apis[0]);
    const { apis } = await knownCaller(eventId);
    const read = await apis[1](`/api/events/${eventId}`);
    const changed = await apis[1](`/api/events/${eventId}`, {
      method: "PUT",
      json: {
        name: "Spring Expo",
        questions: [...sampleQuestions, { id: "badge", type: "text", label: "Badge", required: true }],
      },
      headers: { "If-Unmodified-Since": lastModifiedOf(read) },
    });
    expect(changed.status).toBe(204);
    const refused = await post(apis[0], eventId, lead("nobadge@example.com"), "stale");
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("badge");
    const withBadge = { values: { ...lead("badge@example.com").values, badge: { value: "B-1" } } };
    expect((await post(apis[0], eventId, withBadge, "fresh")).status).toBe(201);
  });

  it("a follow-up turned on or off by another process is queued, or not, from the next create", async () => {
    const eventId = await createEvent(two.apis[0]);
    const { apis } = await knownCaller(eventId);
    const company = (await db.query("select company_id from events where id = $1", [eventId])).rows[0].company_id;
    await db.query(
      `insert into event_follow_ups (event_id, company_id, enabled, subject, body, updated)
       values ($1, $2, true, 'Thanks', 'Thanks for visiting', date_trunc('second', now()))`,
      [eventId, company],
    );
    const queued = async (id: unknown) =>
      Number(
        (await db.query("select count(*) as n from outbox where registration_id = $1 and kind = 'followUp'", [id]))
          .rows[0].n,
      );
    for (const [i, api] of apis.entries()) {
      const created = await post(api, eventId, lead(`on-${i}@example.com`), "on");
      expect(created.status).toBe(201);
      expect(await queued(created.body.id)).toBe(1);
    }
    await db.query("update event_follow_ups set enabled = false where event_id = $1", [eventId]);
    for (const [i, api] of apis.entries()) {
      const created = await post(api, eventId, lead(`off-${i}@example.com`), "off");
      expect(created.status).toBe(201);
      expect(await queued(created.body.id)).toBe(0);
    }
  });

  it("an event deleted by the other process answers 410 at once", async () => {
    const eventId = await createEvent(two.apis[0]);
    const { apis } = await knownCaller(eventId);
    expect((await apis[1](`/api/events/${eventId}`, { method: "DELETE" })).status).toBe(204);
    const answer = await post(apis[0], eventId, lead("late@example.com"), "late");
    expect(answer.status).toBe(410);
  });

  it("an expired token gets 403 and a deleted client's token 401, on its next create in each process", async () => {
    const eventId = await createEvent(two.apis[0]);
    const expiring = await knownCaller(eventId);
    await db.query("update access_tokens set expires_at = now() - interval '1 second' where client_id is not null");
    for (const api of expiring.apis) {
      const answer = await post(api, eventId, lead(`expired-${Math.random()}@example.com`), "expired");
      expect(answer.status).toBe(403);
      expect(answer.body.error).toBe("tokenExpired");
    }
    const revoked = await knownCaller(eventId);
    await db.query("delete from api_clients where id = $1", [two.first.clients[0].clientId]);
    for (const api of revoked.apis) {
      const answer = await post(api, eventId, lead(`revoked-${Math.random()}@example.com`), "revoked");
      expect(answer.status).toBe(401);
      expect(answer.body.error).toBe("invalidToken");
    }
    // Nothing was written by the refused requests: the two warm-ups of each caller only.
    expect(
      Number((await db.query("select count(*) as n from registrations where event_id = $1", [eventId])).rows[0].n),
    ).toBe(4);
  });
});
