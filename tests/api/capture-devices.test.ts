// Capture devices over HTTP (docs/api.md "Capture devices", docs/decisions.md §10.2-§10.3): signing in with the app
// passcode, the device's narrow scope, events open for capture, provenance, and revoked devices. What the studio
// does (closing an event, revoking a device) is done here in SQL, the way its repository does it: on PostgreSQL
// while the server runs, on the embedded database (one process at a time) with the server stopped and restarted.
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleQuestions, useTwoProcesses } from "../support/api-context";
import {
  apiClient,
  DATABASES,
  getToken,
  startServer,
  VENDOR,
  type TestDatabase,
  type TestServer,
} from "../support/server";

type Api = ReturnType<typeof apiClient>;
const future = "Fri, 01 Jan 2100 00:00:00 GMT";
const ada = { fullName: { value: "Ada Lovelace" }, email: { value: "ada@example.com" } };

/** A server of acme and globex whose data the test can change in SQL (restarting it on the embedded database). */
function useCaptureServer(database: TestDatabase) {
  const context = {} as {
    server: TestServer;
    first: TestServer;
    acme: Api;
    globex: Api;
    passcode: string;
    /** Requests with `token` to whichever process serves now. */
    as(token: string): Api;
    sql(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  };
  let clientTokens: string[] = [];
  beforeAll(async () => {
    context.first = context.server = await startServer({
      database,
      clients: [["acme"], ["globex"]],
      env: { TRUST_PROXY: "true" },
    });
    clientTokens = [await getToken(context.server, context.server.clients[0])];
    clientTokens.push(await getToken(context.server, context.server.clients[1]));
    context.as = (token) => (pathname, init) => apiClient(context.server, token)(pathname, init);
    context.acme = context.as(clientTokens[0]);
    context.globex = context.as(clientTokens[1]);
    context.passcode = (await (await context.acme("/api/company")).json()).appPasscode;
    context.sql = async (text, params = []) => {
      if (database === "postgres") {
        const db = new pg.Client({ connectionString: context.server.databaseUrl });
        await db.connect();
        try {
          return (await db.query(text, params)).rows;
        } finally {
          await db.end();
        }
      }
      const dataDir = context.first.dataDir!;
      if (context.server !== context.first) await context.server.stop();
      else await context.first.stop();
      const { PGlite } = await import("@electric-sql/pglite");
      const db = await PGlite.create(path.join(dataDir, "pgdata"));
      let rows: Record<string, unknown>[];
      try {
        rows = (await db.query<Record<string, unknown>>(text, params)).rows;
      } finally {
        await db.close();
      }
      context.server = await startServer({ database, dataDir, env: { TRUST_PROXY: "true" } });
      return rows;
    };
  }, 120_000);
  afterAll(async () => {
    if (context.server !== context.first) await context.server?.stop();
    await context.first?.stop();
    await context.first?.destroy();
  }, 60_000);
  return context;
}

describe.each(DATABASES)("capture devices (%s)", (database) => {
  const ctx = useCaptureServer(database);
  let addresses = 0;
  /** A new address per request unless one is given: the throttle's counts stay apart. */
  const signIn = (body: unknown, address = `198.51.100.${++addresses}`) =>
    fetch(`${ctx.server.baseUrl}/api/capture/devices`, {
      method: "POST",
      headers: { Accept: VENDOR, "Content-Type": VENDOR, "X-Forwarded-For": address },
      body: JSON.stringify(body),
    });
  async function device(staff = "Ada", name?: string): Promise<{ token: string; api: Api; id: string }> {
    const response = await signIn({ username: "acme", appPasscode: ctx.passcode, staff, name });
    expect(response.status).toBe(201);
    const body = await response.json();
    return { token: body.access_token, api: ctx.as(body.access_token), id: body.device.id };
  }
  async function createEvent(api: Api, name = "Spring Expo"): Promise<number> {
    const response = await api("/api/events", { method: "POST", json: { name, questions: sampleQuestions } });
    expect(response.status).toBe(201);
    return (await response.json()).id;
  }
  const close = (eventId: number) => ctx.sql("update events set open_for_capture = false where id = $1", [eventId]);

  describe("POST /api/capture/devices", () => {
    it("signs a device in with the company username and app passcode: 201, its token and itself", async () => {
      const response = await signIn({ username: "acme", appPasscode: ctx.passcode, staff: "  Ada Lovelace " });
      expect(response.status).toBe(201);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const body = await response.json();
      expect(body).toEqual({
        access_token: expect.any(String),
        token_type: "bearer",
        scope: "capture",
        device: {
          id: expect.stringMatching(/^dev_[A-Za-z0-9_-]{16,}$/),
          name: expect.stringMatching(/^Tablet \d+$/),
          staff: "Ada Lovelace",
          created: expect.stringMatching(/GMT$/),
          company: { name: "acme", username: "acme" },
        },
      });
      const itself = await ctx.as(body.access_token)("/api/capture/device");
      expect(itself.status).toBe(200);
      expect(await itself.json()).toEqual(body.device);
    });

    it("names a device as asked, else Tablet N counting the company's devices", async () => {
      const named = await signIn({ username: "acme", appPasscode: ctx.passcode, staff: "Bo", name: "Front desk" });
      expect((await named.json()).device.name).toBe("Front desk");
      const [{ count }] = await ctx.sql(
        "select count(*)::int as count from capture_devices d join companies c on c.id = d.company_id " +
          "where c.username = 'acme'",
      );
      const next = await signIn({ username: "acme", appPasscode: ctx.passcode, staff: "Bo", name: "  " });
      expect((await next.json()).device.name).toBe(`Tablet ${Number(count) + 1}`);
    });

    it("takes the passcode typed in capitals as the same passcode", async () => {
      const upper = await signIn({ username: "acme", appPasscode: ctx.passcode.toUpperCase(), staff: "Cy" });
      expect(upper.status).toBe(201);
      const other = await signIn({ username: "acme", appPasscode: `${ctx.passcode.toUpperCase()}A`, staff: "Cy" });
      expect(other.status).toBe(401);
    });

    it("answers a wrong passcode and an unknown company alike: 401 invalidPasscode, saying where to look", async () => {
      const wrong = await signIn({ username: "acme", appPasscode: `${ctx.passcode}x`, staff: "Ada" });
      const unknown = await signIn({ username: "nobody", appPasscode: ctx.passcode, staff: "Ada" });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      const [first, second] = [await wrong.json(), await unknown.json()];
      expect(first).toEqual(second);
      expect(first.error).toBe("invalidPasscode");
      expect(first.message).toMatch(/username or the app passcode is wrong.*Capture page/);
    });

    it.each([
      [{ username: "acme", appPasscode: "p" }, "staff", /staff is missing/],
      [{ username: "acme", appPasscode: "p", staff: 7 }, "staff", /staff must be a string/],
      [{ username: "acme", appPasscode: "p", staff: "Ada", name: "x".repeat(101) }, "name", /longer than 100/],
      [{ appPasscode: "p", staff: "Ada" }, "username", /username is missing/],
      [{ username: "acme", staff: "Ada\n" }, "appPasscode", /appPasscode is missing/],
    ])("refuses %j with 400 invalidBody naming the field", async (body, field, message) => {
      const response = await signIn(body);
      expect(response.status).toBe(400);
      const refusal = await response.json();
      expect(refusal).toMatchObject({ error: "invalidBody", details: { field } });
      expect(refusal.message).toMatch(message);
    });

    it("creates nothing for a refused sign-in", async () => {
      const count = async () => Number((await ctx.sql("select count(*)::int as count from capture_devices"))[0].count);
      const before = await count();
      await signIn({ username: "acme", appPasscode: "wrong", staff: "Ada" });
      await signIn({ username: "acme", appPasscode: ctx.passcode });
      expect(await count()).toBe(before);
    });

    it("throttles wrong passcodes per address and company, never the right one from another address", async () => {
      const address = "203.0.113.50";
      for (let i = 0; i < 5; i++)
        expect((await signIn({ username: "acme", appPasscode: `guess${i}`, staff: "X" }, address)).status).toBe(401);
      const refused = await signIn({ username: "acme", appPasscode: ctx.passcode, staff: "X" }, address);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ error: "tooManyRequests", details: { reason: "account" } });
      const elsewhere = await signIn({ username: "acme", appPasscode: ctx.passcode, staff: "X" }, "203.0.113.51");
      expect(elsewhere.status).toBe(201);
    });
  });

  describe("GET /api/capture/device", () => {
    it("records the device's report and when it was seen", async () => {
      const { api, id } = await device("Cy");
      const response = await api("/api/capture/device", {
        headers: { "Capture-Pending": "3", "Capture-App-Version": "1.4.0 (build 7)" },
      });
      expect(response.status).toBe(200);
      expect((await response.json()).id).toBe(id);
      const [row] = await ctx.sql("select pending, app_version, last_seen from capture_devices where id = $1", [id]);
      expect(row).toMatchObject({ pending: 3, app_version: "1.4.0 (build 7)" });
      expect(new Date(row.last_seen as string).getUTCSeconds()).toBe(0);
    });

    it("refuses a malformed report with 400 naming the header", async () => {
      const { api } = await device();
      for (const [header, value] of [
        ["Capture-Pending", "-1"],
        ["Capture-Pending", "many"],
        ["Capture-App-Version", "x".repeat(65)],
      ]) {
        const response = await api("/api/capture/device", { headers: { [header]: value } });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ error: "invalidHeaderValue", details: { header } });
      }
    });

    it("answers an API client's token with 403 insufficientScope", async () => {
      const response = await ctx.acme("/api/capture/device");
      expect(response.status).toBe(403);
      expect((await response.json()).error).toBe("insufficientScope");
    });
  });

  describe("the capture scope", () => {
    it("refuses every other route and method with a device token: 403 insufficientScope", async () => {
      const eventId = await createEvent(ctx.acme);
      const registered = await ctx.acme(`/api/events/${eventId}/registrations`, {
        method: "POST",
        json: { values: ada },
      });
      const registrationId = (await registered.json()).id;
      const { api } = await device();
      const event = `/api/events/${eventId}`;
      const registration = `${event}/registrations/${registrationId}`;
      const refused: [string, string, unknown?][] = [
        ["GET", "/api/company"],
        ["HEAD", "/api/company"],
        ["HEAD", "/api/events"],
        ["POST", "/api/events", { name: "Mine", questions: [] }],
        ["HEAD", event],
        ["PUT", event, { name: "X", questions: [] }],
        ["PATCH", event, { name: "X" }],
        ["DELETE", event],
        ["GET", `${event}/registrations`],
        ["HEAD", `${event}/registrations`],
        ["DELETE", `${event}/registrations`],
        ["HEAD", registration],
        ["PUT", registration, { values: ada }],
        ["DELETE", registration],
      ];
      for (const [method, uri, json] of refused) {
        const response = await api(uri, { method, json, headers: { "If-Unmodified-Since": future } });
        expect(response.status, `${method} ${uri}`).toBe(403);
        if (method !== "HEAD") expect((await response.json()).error, `${method} ${uri}`).toBe("insufficientScope");
        else expect(response.headers.get("www-authenticate")).toContain('error="insufficient_scope"');
      }
      // Nothing was changed by the refused writes.
      expect((await ctx.acme(registration)).status).toBe(200);
      expect((await (await ctx.acme(event)).json()).name).toBe("Spring Expo");
    });

    it("leaves API clients' tokens as they were", async () => {
      const eventId = await createEvent(ctx.acme);
      for (const uri of [
        "/api/company",
        "/api/events",
        `/api/events/${eventId}`,
        `/api/events/${eventId}/registrations`,
      ])
        expect((await ctx.acme(uri)).status, uri).toBe(200);
      expect((await ctx.acme("/api/events", { method: "HEAD" })).status).toBeLessThan(300);
    });
  });

  describe("events open for capture", () => {
    it("lists only the company's open events, never another company's or a closed one", async () => {
      const open = await createEvent(ctx.acme, "Open");
      const closed = await createEvent(ctx.acme, "Closed");
      const theirs = await createEvent(ctx.globex, "Theirs");
      await close(closed);
      const { api } = await device();
      const response = await api("/api/events", { headers: { Range: "resources=0-999" } });
      expect(response.status).toBe(200);
      const ids = ((await response.json()) as { id: number }[]).map((event) => event.id);
      expect(ids).toContain(open);
      expect(ids).not.toContain(closed);
      expect(ids).not.toContain(theirs);
      const [{ count }] = await ctx.sql(
        "select count(*)::int as count from events e join companies c on c.id = e.company_id " +
          "where c.username = 'acme' and e.deleted_at is null and e.open_for_capture",
      );
      expect(response.headers.get("content-range")).toMatch(new RegExp(`/${count}$`));
      expect((await api(`/api/events/${theirs}`)).status).toBe(404);
    });

    it("drops an event closed since the device's last read, also when it asks If-Modified-Since", async () => {
      const eventId = await createEvent(ctx.acme, "Soon closed");
      const { token } = await device();
      const first = await ctx.as(token)("/api/events", { headers: { Range: "resources=0-999" } });
      expect(((await first.json()) as { id: number }[]).map((event) => event.id)).toContain(eventId);
      await close(eventId);
      const again = await ctx.as(token)("/api/events", {
        headers: { Range: "resources=0-999", "If-Modified-Since": first.headers.get("last-modified") ?? "" },
      });
      expect(again.status).toBe(200);
      expect(((await again.json()) as { id: number }[]).map((event) => event.id)).not.toContain(eventId);
    });

    it("refuses a closed event's form, registrations and leads: 403 saying it is not open for capture", async () => {
      const eventId = await createEvent(ctx.acme);
      const registered = await ctx.acme(`/api/events/${eventId}/registrations`, {
        method: "POST",
        json: { values: ada },
      });
      const registrationId = (await registered.json()).id;
      const { api } = await device();
      expect((await api(`/api/events/${eventId}`)).status).toBe(200);
      await close(eventId);
      const bob = { fullName: { value: "Bob" }, email: { value: "bob@example.com" } };
      for (const [method, uri, json] of [
        ["GET", `/api/events/${eventId}`, undefined],
        ["POST", `/api/events/${eventId}/registrations`, { values: bob }],
        ["GET", `/api/events/${eventId}/registrations/${registrationId}`, undefined],
        ["PATCH", `/api/events/${eventId}/registrations/${registrationId}`, { values: bob }],
      ] as const) {
        const response = await api(uri, { method, json, headers: { "If-Unmodified-Since": future } });
        expect(response.status, `${method} ${uri}`).toBe(403);
        const refusal = await response.json();
        expect(refusal).toMatchObject({ error: "insufficientScope", details: { eventId } });
        expect(refusal.message).toMatch(/not open for capture/);
      }
      const count = await ctx.acme(`/api/events/${eventId}/registrations`, { method: "HEAD" });
      expect(count.headers.get("content-range")).toMatch(/\/1$/);
    });
  });

  describe("POST /api/events/:id/registrations from a device", () => {
    it("stores the provenance, read back with fields and in the model", async () => {
      const eventId = await createEvent(ctx.acme);
      const { api } = await device("Dee", "Stand left");
      const form = await api(`/api/events/${eventId}`);
      const formVersion = form.headers.get("last-modified")!;
      const created = await api(`/api/events/${eventId}/registrations`, {
        method: "POST",
        json: { values: ada },
        headers: { "Capture-Captured-At": "2026-11-27T10:15:00.250+01:00", "Capture-Form-Version": formVersion },
      });
      expect(created.status).toBe(201);
      const { id } = await created.json();
      const provenance = {
        capturedAt: "2026-11-27T10:15:00.250+01:00",
        capturedBy: { device: "Stand left", staff: "Dee" },
        formVersion,
      };
      const model = await (await ctx.acme(`/api/events/${eventId}/registrations/${id}`)).json();
      expect(model).toMatchObject({ id, values: ada, ...provenance });
      const picked = await ctx.acme(
        `/api/events/${eventId}/registrations/${id}?fields=capturedAt,capturedBy,formVersion`,
      );
      expect(await picked.json()).toEqual({ id, ...provenance });
      const listed = await ctx.acme(`/api/events/${eventId}/registrations?fields=capturedBy`);
      expect(await listed.json()).toEqual([{ id, capturedBy: provenance.capturedBy }]);
    });

    it("records the number of the event's version its form was, even once the event has changed", async () => {
      const eventId = await createEvent(ctx.acme);
      const { api } = await device("Dee", "Stand left");
      const formVersion = (await api(`/api/events/${eventId}`)).headers.get("last-modified")!;
      const renamed = await ctx.acme(`/api/events/${eventId}`, {
        method: "PATCH",
        json: { name: "Renamed meanwhile" },
        headers: { "If-Unmodified-Since": future },
      });
      expect(renamed.status).toBe(204);
      const send = async (values: typeof ada, headers: Record<string, string>) => {
        const created = await api(`/api/events/${eventId}/registrations`, {
          method: "POST",
          json: { values },
          headers,
        });
        expect(created.status).toBe(201);
        const { id } = (await created.json()) as { id: string };
        return (await (await ctx.acme(`/api/events/${eventId}/registrations/${id}?fields=eventVersion`)).json()) as {
          eventVersion: number | null;
        };
      };
      expect(await send(ada, { "Capture-Form-Version": formVersion })).toMatchObject({ eventVersion: 1 });
      const bob = { fullName: { value: "Bob Babbage" }, email: { value: "bob@example.com" } };
      expect(await send(bob, {})).toMatchObject({ eventVersion: 2 });
    });

    it("keeps the description's model where no device captured; fields shows the provenance as null", async () => {
      const eventId = await createEvent(ctx.acme);
      const created = await ctx.acme(`/api/events/${eventId}/registrations`, {
        method: "POST",
        json: { values: ada },
        // An API client's provenance headers are ignored: only a device's token says which device captured it.
        headers: { "Capture-Captured-At": "not a date", "Capture-Form-Version": "nor this" },
      });
      expect(created.status).toBe(201);
      const { id } = await created.json();
      const model = await (await ctx.acme(`/api/events/${eventId}/registrations/${id}`)).json();
      expect(Object.keys(model).sort()).toEqual(["created", "id", "lastModified", "values"]);
      const picked = await ctx.acme(
        `/api/events/${eventId}/registrations/${id}?fields=capturedAt,capturedBy,formVersion`,
      );
      expect(await picked.json()).toEqual({ id, capturedAt: null, capturedBy: null, formVersion: null });
    });

    it.each([
      ["Capture-Captured-At", "27/11/2026 10:15"],
      ["Capture-Form-Version", "2026-11-27T10:15:00Z"],
    ])("refuses a malformed %s with 400, creating nothing", async (header, value) => {
      const eventId = await createEvent(ctx.acme);
      const { api } = await device();
      const response = await api(`/api/events/${eventId}/registrations`, {
        method: "POST",
        json: { values: ada },
        headers: { [header]: value },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: "invalidHeaderValue", details: { header } });
      const count = await ctx.acme(`/api/events/${eventId}/registrations`, { method: "HEAD" });
      expect(count.headers.get("content-range")).toMatch(/\/0$/);
    });

    it("answers an e-mail already registered with 409 naming the existing registration, to update", async () => {
      const eventId = await createEvent(ctx.acme);
      const first = await device("Eve");
      const second = await device("Fay");
      const sent = await first.api(`/api/events/${eventId}/registrations`, { method: "POST", json: { values: ada } });
      const { id } = await sent.json();
      const twin = { fullName: { value: "Ada King" }, email: { value: " ADA@example.com" } };
      const duplicate = await second.api(`/api/events/${eventId}/registrations`, {
        method: "POST",
        json: { values: twin },
        headers: { "Idempotency-Key": "lead-twin-1" },
      });
      expect(duplicate.status).toBe(409);
      const refusal = await duplicate.json();
      expect(refusal).toMatchObject({ error: "conflict", details: { field: "values.email.value", existingId: id } });
      expect(refusal.message).toContain(`/api/events/${eventId}/registrations/${id}`);
      const existing = await second.api(`/api/events/${eventId}/registrations/${id}`);
      expect(existing.status).toBe(200);
      expect((await existing.json()).values).toEqual(ada);
      const updated = await second.api(`/api/events/${eventId}/registrations/${id}`, {
        method: "PATCH",
        json: { values: { fullName: twin.fullName } },
        headers: { "If-Unmodified-Since": existing.headers.get("last-modified")! },
      });
      expect(updated.status).toBe(204);
      const read = await (await ctx.acme(`/api/events/${eventId}/registrations/${id}`)).json();
      expect(read.values.fullName).toEqual(twin.fullName);
      // The existing lead keeps its own provenance: the first device's.
      expect(read.capturedBy).toEqual({ device: expect.any(String), staff: "Eve" });
    });

    it("replays a create with the same Idempotency-Key: one registration", async () => {
      const eventId = await createEvent(ctx.acme);
      const { api } = await device();
      const send = () =>
        api(`/api/events/${eventId}/registrations`, {
          method: "POST",
          json: { values: ada },
          headers: { "Idempotency-Key": "lead-0001", "Capture-Captured-At": "2026-11-27T10:15:00Z" },
        });
      const first = await send();
      const again = await send();
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect((await again.json()).id).toBe((await first.json()).id);
      const count = await ctx.acme(`/api/events/${eventId}/registrations`, { method: "HEAD" });
      expect(count.headers.get("content-range")).toMatch(/\/1$/);
    });
  });

  it("refuses a revoked device's token with 401 invalidToken on its next request", async () => {
    const eventId = await createEvent(ctx.acme);
    const { id, token } = await device();
    expect((await ctx.as(token)(`/api/events/${eventId}`)).status).toBe(200);
    await ctx.sql("update capture_devices set revoked_at = now(), revoked_by = 'Owner' where id = $1", [id]);
    await ctx.sql("delete from access_tokens where device_id = $1", [id]);
    for (const uri of ["/api/capture/device", "/api/events", `/api/events/${eventId}`]) {
      const response = await ctx.as(token)(uri);
      expect(response.status, uri).toBe(401);
      expect((await response.json()).error).toBe("invalidToken");
    }
  });
});

describe("a revoked capture device in two server processes", () => {
  const processes = useTwoProcesses();

  it("is refused by both processes at once", async () => {
    const [first] = processes.apis;
    const created = await first("/api/events", { method: "POST", json: { name: "Expo", questions: sampleQuestions } });
    const eventId = (await created.json()).id;
    const passcode = (await (await first("/api/company")).json()).appPasscode;
    const signedIn = await fetch(`${processes.first.baseUrl}/api/capture/devices`, {
      method: "POST",
      headers: { Accept: VENDOR, "Content-Type": VENDOR },
      body: JSON.stringify({ username: "acme", appPasscode: passcode, staff: "Gus" }),
    });
    const { access_token: token, device } = await signedIn.json();
    const paths = ["/api/capture/device", "/api/events", `/api/events/${eventId}`];
    // Both processes have served the token (and read the events' page and the event with it).
    for (const server of [processes.first, processes.second])
      for (const uri of paths) expect((await apiClient(server, token)(uri)).status, uri).toBe(200);
    const db = new pg.Client({ connectionString: processes.first.databaseUrl });
    await db.connect();
    try {
      await db.query("delete from access_tokens where device_id = $1 returning token_hash", [device.id]);
    } finally {
      await db.end();
    }
    for (const server of [processes.first, processes.second])
      for (const uri of paths) {
        const response = await apiClient(server, token)(uri);
        expect(response.status, uri).toBe(401);
        expect((await response.json()).error).toBe("invalidToken");
      }
  });
});
