import { describe, expect, it } from "vitest";
import { createEvent, lastModifiedOf, useServer, useTwoProcesses } from "../support/api-context";
import { apiClient, DATABASES } from "../support/server";

type Api = ReturnType<typeof apiClient>;

async function sameEmailRace(apis: Api[], eventId: number) {
  const responses = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      apis[i % apis.length](`/api/events/${eventId}/registrations`, {
        method: "POST",
        json: {
          values: {
            fullName: { value: `Racer Number${i}` },
            email: { value: i % 2 ? "race@example.com" : " RACE@example.com" },
          },
        },
      }),
    ),
  );
  return responses.map((response) => response.status).sort();
}

async function patchRace(apis: Api[], eventId: number, since: string) {
  const responses = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      apis[i % apis.length](`/api/events/${eventId}`, {
        method: "PATCH",
        json: { name: `Writer ${i}` },
        headers: { "If-Unmodified-Since": since },
      }),
    ),
  );
  return responses.map((response) => response.status).sort();
}

describe.each(DATABASES)("concurrent writes (%s)", (database) => {
  const ctx = useServer(database);

  it("20 simultaneous registrations with one e-mail: exactly one 201 and nineteen 409", async () => {
    const eventId = await createEvent(ctx.api);
    expect(await sameEmailRace([ctx.api], eventId)).toEqual([201, ...Array(19).fill(409)]);
    expect(
      (await ctx.api(`/api/events/${eventId}/registrations`, { method: "HEAD" })).headers.get("content-range"),
    ).toBe("resources 0-0/1");
  });

  it("10 simultaneous PATCHes holding the same If-Unmodified-Since: exactly one 204", async () => {
    const eventId = await createEvent(ctx.api);
    const since = lastModifiedOf(await ctx.api(`/api/events/${eventId}`));
    expect(await patchRace([ctx.api], eventId, since)).toEqual([204, ...Array(9).fill(412)]);
  });

  it("a write based on a Last-Modified read before another write in the same second is refused with 412", async () => {
    const eventId = await createEvent(ctx.api);
    const read = lastModifiedOf(await ctx.api(`/api/events/${eventId}`));
    expect(
      (
        await ctx.api(`/api/events/${eventId}`, {
          method: "PATCH",
          json: { name: "First" },
          headers: { "If-Unmodified-Since": read },
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await ctx.api(`/api/events/${eventId}`, {
          method: "PATCH",
          json: { name: "Second" },
          headers: { "If-Unmodified-Since": read },
        })
      ).status,
    ).toBe(412);
    expect((await (await ctx.api(`/api/events/${eventId}`)).json()).name).toBe("First");
  });

  it("two writes in one second get different Last-Modified times", async () => {
    const eventId = await createEvent(ctx.api);
    const first = await ctx.api(`/api/events/${eventId}`, {
      method: "PATCH",
      json: { name: "A" },
      headers: { "If-Unmodified-Since": "Fri, 01 Jan 2100 00:00:00 GMT" },
    });
    const second = await ctx.api(`/api/events/${eventId}`, {
      method: "PATCH",
      json: { name: "B" },
      headers: { "If-Unmodified-Since": "Fri, 01 Jan 2100 00:00:00 GMT" },
    });
    expect(new Date(lastModifiedOf(second)).getTime()).toBeGreaterThan(new Date(lastModifiedOf(first)).getTime());
  });
});

describe("two server processes sharing one PostgreSQL", () => {
  const processes = useTwoProcesses();
  const apis = processes.apis;

  it("accepts a token issued by one on the other", async () => {
    expect((await apis[1]("/api/company")).status).toBe(200);
  });

  it("still lets exactly one of 20 same-e-mail registrations through", async () => {
    const eventId = await createEvent(apis[0]);
    expect(await sameEmailRace(apis, eventId)).toEqual([201, ...Array(19).fill(409)]);
  });

  it("answers a read in one process with every write the other acknowledged, however soon after", async () => {
    const [a, b] = apis;
    const names = async () =>
      ((await (await b("/api/events", { headers: { Range: "resources=0-999" } })).json()) as { name: string }[]).map(
        (event) => event.name,
      );
    const eventId = await createEvent(a, { name: "Written in A" });
    expect(await names()).toContain("Written in A");
    // Several changes within one second: each is read back at once in the other process.
    for (const name of ["One", "Two", "Three"]) {
      expect(
        (
          await a(`/api/events/${eventId}`, {
            method: "PATCH",
            json: { name },
            headers: { "If-Unmodified-Since": "Fri, 01 Jan 2100 00:00:00 GMT" },
          })
        ).status,
      ).toBe(204);
      expect((await (await b(`/api/events/${eventId}`)).json()).name).toBe(name);
      expect(await names()).toContain(name);
    }
    const registered = await a(`/api/events/${eventId}/registrations`, {
      method: "POST",
      json: { values: { fullName: { value: "Seen Person" }, email: { value: "seen@example.com" } } },
    });
    expect(registered.status).toBe(201);
    expect((await b(`${registered.headers.get("location")}`)).status).toBe(200);
    expect((await b(`/api/events/${eventId}/registrations`, { method: "HEAD" })).headers.get("content-range")).toBe(
      "resources 0-0/1",
    );
    expect((await a(`/api/events/${eventId}`, { method: "DELETE" })).status).toBe(204);
    expect((await b(`/api/events/${eventId}`)).status).toBe(410);
    expect((await b(`/api/events/${eventId}/registrations`)).status).toBe(410);
    expect(await names()).not.toContain("Three");
  });

  it("checks a registration in one process against the questions the other changed, however soon after", async () => {
    const [a, b] = apis;
    const eventId = await createEvent(a);
    const register = (email: string, extra: Record<string, unknown> = {}) =>
      b(`/api/events/${eventId}/registrations`, {
        method: "POST",
        json: { values: { fullName: { value: "Some Person" }, email: { value: email }, ...extra } },
      });
    // b reads the event (and keeps it) with each of these.
    expect((await register("first@example.com")).status).toBe(201);
    expect((await b(`/api/events/${eventId}`)).status).toBe(200);
    const current = (await (await b(`/api/events/${eventId}`)).json()) as { questions: unknown[] };
    const changed = await a(`/api/events/${eventId}`, {
      method: "PATCH",
      json: { questions: [...current.questions, { id: "badge", type: "text", label: "Badge", required: true }] },
      headers: { "If-Unmodified-Since": "Fri, 01 Jan 2100 00:00:00 GMT" },
    });
    expect(changed.status).toBe(204);
    const refused = await register("second@example.com");
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("badge");
    expect((await register("third@example.com", { badge: { value: "B-1" } })).status).toBe(201);
    expect(((await (await b(`/api/events/${eventId}`)).json()) as { questions: unknown[] }).questions).toHaveLength(
      current.questions.length + 1,
    );
    expect((await a(`/api/events/${eventId}`, { method: "DELETE" })).status).toBe(204);
    expect((await register("fourth@example.com")).status).toBe(410);
  });

  it("still lets exactly one of 10 PATCHes with the same If-Unmodified-Since through", async () => {
    const eventId = await createEvent(apis[1]);
    const since = lastModifiedOf(await apis[0](`/api/events/${eventId}`));
    expect(await patchRace(apis, eventId, since)).toEqual([204, ...Array(9).fill(412)]);
  });
});
