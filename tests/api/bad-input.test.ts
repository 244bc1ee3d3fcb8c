import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createEvent, lastModifiedOf, useServer } from "../support/api-context";
import { DATABASES, VENDOR } from "../support/server";

const future = "Fri, 01 Jan 2100 00:00:00 GMT";

describe.each(DATABASES)("bad input never gives a 500, a partial write or another company's data (%s)", (database) => {
  const ctx = useServer(database);

  async function snapshot() {
    const response = await ctx.api("/api/events", { headers: { Range: "resources=0-999" } });
    return { body: await response.text(), lastModified: lastModifiedOf(response) };
  }

  it("survives malformed bodies", async () => {
    // A collection's Last-Modified is sent as the second before the current one while the second of its last change
    // is not over (sentLastModified): the company was made just before the server started, so the first read waits
    // for the next whole second, and a change made by any of the requests below would still move the date.
    await new Promise((resolve) => setTimeout(resolve, 1050 - (Date.now() % 1000)));
    const before = await snapshot();
    const bodies = [
      "",
      "{",
      "[]",
      "null",
      "42",
      '"text"',
      '{"name":',
      '{"name":"\u0000"}',
      "\u0000\u0001",
      // Valid JSON that PostgreSQL cannot store: an escaped NUL, a lone surrogate; and a key that would become a
      // prototype.
      '{"name":"a\\u0000b"}',
      '{"name":"\\ud800"}',
      '{"name":"Expo","questions":[{"id":"a","type":"text","label":"A\\u0000"}]}',
      '{"name":"Expo","__proto__":{"name":"polluted"}}',
      "{" + '"a":'.repeat(10) + "1" + "}".repeat(10),
      "[".repeat(100_000) + "]".repeat(100_000),
    ];
    for (const body of bodies) {
      const response = await ctx.api("/api/events", { method: "POST", body, headers: { "Content-Type": VENDOR } });
      expect(response.status, body.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(response.status, body.slice(0, 40)).toBeLessThan(500);
      expect(await response.json()).toHaveProperty("error");
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses registration values the database cannot store with 400, and stores nothing", async () => {
    const eventId = await createEvent(ctx.api);
    for (const value of ["Ada\u0000", "\udfff"]) {
      const response = await ctx.api(`/api/events/${eventId}/registrations`, {
        method: "POST",
        json: {
          values: { fullName: { value: "Ada Lovelace" }, email: { value: "ada@example.com" }, company: { value } },
        },
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe("invalidBody");
    }
    expect(
      (await ctx.api(`/api/events/${eventId}/registrations`, { method: "HEAD" })).headers.get("content-range"),
    ).toBe("resources */0");
  });

  it("survives wrong types in every field of an event (property)", async () => {
    const eventId = await createEvent(ctx.api);
    const before = await (await ctx.api(`/api/events/${eventId}`)).text();
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            name: fc.anything({ maxDepth: 2 }),
            type: fc.anything({ maxDepth: 2 }),
            questions: fc.anything({ maxDepth: 3 }),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const response = await ctx.api(`/api/events/${eventId}`, {
            method: "PATCH",
            json: body,
            headers: { "If-Unmodified-Since": future },
          });
          expect(response.status).not.toBeGreaterThanOrEqual(500);
          if (response.status === 204) {
            // A valid change: put the original back so the next run starts from it.
            await ctx.api(`/api/events/${eventId}`, {
              method: "PUT",
              body: before,
              headers: { "Content-Type": VENDOR, "If-Unmodified-Since": future },
            });
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("survives wrong types in registration values (property)", async () => {
    const eventId = await createEvent(ctx.api);
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom("fullName", "email", "company", "interested", "demoDate", "$where", "__proto__"),
          fc.anything({ maxDepth: 2 }),
        ),
        async (values) => {
          const response = await ctx.api(`/api/events/${eventId}/registrations`, { method: "POST", json: { values } });
          expect(response.status).not.toBeGreaterThanOrEqual(500);
        },
      ),
      { numRuns: 60 },
    );
  });

  it.each([
    "/api/events/1%20OR%201=1",
    "/api/events/1;DROP%20TABLE%20events",
    "/api/events/%24where",
    "/api/events/' OR '1'='1",
    "/api/events/-1",
    "/api/events/99999999999999999999",
    "/api/events/1/registrations/%27%3B--",
    "/api/events/1/registrations/%7B%22%24ne%22%3A1%7D",
  ])("treats %s as an unknown id (404), never a 500", async (path) => {
    const response = await ctx.api(path);
    expect(response.status).toBe(404);
  });

  it.each([
    ["fields", "/api/events?fields=name%27%3B--,%24where"],
    ["fields", "/api/events?fields=__proto__,constructor"],
  ])("ignores hostile %s", async (_name, path) => {
    const response = await ctx.api(path);
    expect(response.status).toBe(200);
    for (const event of await response.json()) expect(Object.keys(event)).toEqual(["id"]);
  });

  it.each([
    "resources=0-1;DROP",
    "resources=1e3-2e3",
    "resources=-1-5",
    "resources=0-99999999999999999999",
    "resources=0-1,3-4",
  ])("refuses the Range %j with 416, never a 500", async (range) => {
    const response = await ctx.api("/api/events", { headers: { Range: range } });
    expect(response.status).toBe(416);
  });

  it("stores $-operators and SQL in values as plain data", async () => {
    const eventId = await createEvent(ctx.api);
    const values = {
      fullName: { value: "Robert'); DROP TABLE registrations;-- Tables" },
      email: { value: "bobby@example.com" },
      company: { value: '{"$gt": ""}' },
    };
    const created = await ctx.api(`/api/events/${eventId}/registrations`, { method: "POST", json: { values } });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    expect((await (await ctx.api(`/api/events/${eventId}/registrations/${id}`)).json()).values).toEqual(values);
    const operatorEmail = await ctx.api(`/api/events/${eventId}/registrations`, {
      method: "POST",
      json: { values: { ...values, email: { value: { $ne: null } } } },
    });
    expect(operatorEmail.status).toBe(400);
  });

  it("stores unicode as sent", async () => {
    const name = "Salon du Bâtiment — 展示会 🎪 \u202e";
    const response = await ctx.api("/api/events", { method: "POST", json: { name } });
    const { id } = await response.json();
    expect((await (await ctx.api(`/api/events/${id}`)).json()).name).toBe(name);
  });

  it("never shows another company's data, whatever the id", async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await createEvent(ctx.api, { name: `Secret ${i}` }));
    for (const id of ids) {
      for (const method of ["GET", "PATCH", "PUT", "DELETE"]) {
        const response = await ctx.other(`/api/events/${id}`, {
          method,
          json: method === "GET" || method === "DELETE" ? undefined : { name: "pwned" },
          headers: { "If-Unmodified-Since": future },
        });
        expect(response.status).toBe(404);
        expect(await response.text()).not.toContain("Secret");
      }
    }
    for (const id of ids) expect((await (await ctx.api(`/api/events/${id}`)).json()).name).toMatch(/^Secret/);
  });
});
