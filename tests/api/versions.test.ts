// GET /api/events/:id/versions and /versions/:n (docs/decisions.md §10.4): every write of an event is a numbered
// version, written with the write, whoever made it; the history reads like every other collection.
import { describe, expect, it } from "vitest";
import { createEvent, lastModifiedOf, sampleQuestions, useServer, useTwoProcesses } from "../support/api-context";
import { DATABASES } from "../support/server";

const future = "Fri, 01 Jan 2100 00:00:00 GMT";
type Version = {
  id: number;
  created: string;
  author: { kind: string; name: string };
  how: string;
  name?: string;
  summary: string[];
  definition?: { name: string; type: string; questions: { id: string }[] };
};

describe.each(DATABASES)("event versions (%s)", (database) => {
  const ctx = useServer(database);
  const versionsOf = async (eventId: number, headers: Record<string, string> = {}) =>
    (await (await ctx.api(`/api/events/${eventId}/versions`, { headers })).json()) as Version[];

  describe("writes make versions", () => {
    it("POST makes version 1, by the API client, with the whole definition", async () => {
      const eventId = await createEvent(ctx.api);
      const versions = await versionsOf(eventId);
      expect(versions).toEqual([
        {
          id: 1,
          created: lastModifiedOf(await ctx.api(`/api/events/${eventId}`)),
          author: { kind: "client", name: ctx.server.clients[0].clientId },
          how: "api",
          summary: ["The event was created with 5 questions."],
        },
      ]);
      const one = (await (await ctx.api(`/api/events/${eventId}/versions/1`)).json()) as Version;
      expect(one.definition).toEqual({ name: "Spring Expo", type: "standard", questions: sampleQuestions });
    });

    it("PUT and PATCH each make the next version, newest first, with the change in words", async () => {
      const eventId = await createEvent(ctx.api);
      const put = await ctx.api(`/api/events/${eventId}`, {
        method: "PUT",
        json: { name: "Autumn Expo", questions: sampleQuestions.slice(0, 4) },
        headers: { "If-Unmodified-Since": future },
      });
      expect(put.status).toBe(204);
      const patch = await ctx.api(`/api/events/${eventId}`, {
        method: "PATCH",
        json: { name: "Winter Expo" },
        headers: { "If-Unmodified-Since": future },
      });
      expect(patch.status).toBe(204);
      const versions = await versionsOf(eventId);
      expect(versions.map((version) => version.id)).toEqual([3, 2, 1]);
      expect(versions[0]).toMatchObject({
        author: { kind: "client" },
        how: "api",
        created: lastModifiedOf(patch),
        summary: ["The event was renamed from “Autumn Expo” to “Winter Expo”."],
      });
      expect(versions[1].summary).toContain("The event was renamed from “Spring Expo” to “Autumn Expo”.");
      expect(versions[1].summary.some((line) => /Demo date/.test(line) && /removed/i.test(line))).toBe(true);
      const second = (await (await ctx.api(`/api/events/${eventId}/versions/2`)).json()) as Version;
      expect(second.definition?.questions.map((question) => question.id)).toEqual([
        "fullName",
        "email",
        "company",
        "interested",
      ]);
    });

    it("words a changed condition as the editor's sentence, questions by their labels", async () => {
      const eventId = await createEvent(ctx.api);
      const questions = sampleQuestions.map((question) =>
        question.id === "demoDate"
          ? { ...question, displayed: { interested: true, company: { $exists: true } } }
          : question,
      );
      const patch = await ctx.api(`/api/events/${eventId}`, {
        method: "PATCH",
        json: { questions },
        headers: { "If-Unmodified-Since": future },
      });
      expect(patch.status).toBe(204);
      expect((await versionsOf(eventId))[0].summary).toEqual([
        "“Demo date” is now shown when “Interested in a demo” is true and “Company” is answered; " +
          "it was shown when “Interested in a demo” is true.",
      ]);
    });

    it("a refused write (412, 400) makes no version", async () => {
      const eventId = await createEvent(ctx.api);
      const stale = await ctx.api(`/api/events/${eventId}`, {
        method: "PATCH",
        json: { name: "Late" },
        headers: { "If-Unmodified-Since": "Sun, 06 Nov 1994 08:49:37 GMT" },
      });
      expect(stale.status).toBe(412);
      const invalid = await ctx.api(`/api/events/${eventId}`, {
        method: "PATCH",
        json: { questions: [{ id: "x", type: "nonsense" }] },
        headers: { "If-Unmodified-Since": future },
      });
      expect(invalid.status).toBe(400);
      expect((await versionsOf(eventId)).map((version) => version.id)).toEqual([1]);
    });

    it("ignores the studio's author headers from any other client", async () => {
      const eventId = await createEvent(ctx.api);
      await ctx.api(`/api/events/${eventId}`, {
        method: "PATCH",
        json: { name: "Pretending" },
        headers: { "If-Unmodified-Since": future, "Studio-Person": "1", "Studio-How": "restore" },
      });
      expect((await versionsOf(eventId))[0]).toMatchObject({ author: { kind: "client" }, how: "api" });
    });
  });

  describe("registrations know their version", () => {
    it("records the event's version each registration was made against, shown where fields names it", async () => {
      const eventId = await createEvent(ctx.api);
      const register = async (email: string, idempotencyKey?: string) => {
        const created = await ctx.api(`/api/events/${eventId}/registrations`, {
          method: "POST",
          json: { values: { fullName: { value: "Ada Lovelace" }, email: { value: email } } },
          headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {},
        });
        const body = (await created.json()) as { id: string };
        expect(created.status, JSON.stringify(body)).toBe(201);
        return body.id;
      };
      const first = await register("ada@example.com");
      await ctx.api(`/api/events/${eventId}`, {
        method: "PATCH",
        json: { name: "Winter Expo" },
        headers: { "If-Unmodified-Since": future },
      });
      const second = await register("grace@example.com", `key-${eventId}`);
      const listed = await ctx.api(`/api/events/${eventId}/registrations?fields=eventVersion`);
      expect(await listed.json()).toEqual([
        { id: first, eventVersion: 1 },
        { id: second, eventVersion: 2 },
      ]);
      // The description's model is unchanged without fields.
      const model = (await (await ctx.api(`/api/events/${eventId}/registrations/${first}`)).json()) as object;
      expect(Object.keys(model).sort()).toEqual(["created", "id", "lastModified", "values"]);
    });
  });

  describe("GET /api/events/:eventId/versions", () => {
    it("pages with Range, newest first, and answers 206 with Content-Range", async () => {
      const eventId = await createEvent(ctx.api);
      for (const name of ["B", "C", "D"]) {
        await ctx.api(`/api/events/${eventId}`, {
          method: "PATCH",
          json: { name },
          headers: { "If-Unmodified-Since": future },
        });
      }
      const page = await ctx.api(`/api/events/${eventId}/versions`, { headers: { Range: "resources=1-2" } });
      expect(page.status).toBe(206);
      expect(page.headers.get("content-range")).toBe("resources 1-2/4");
      expect(((await page.json()) as Version[]).map((version) => version.id)).toEqual([3, 2]);
      const oldest = await ctx.api(`/api/events/${eventId}/versions`, { headers: { Range: "resources=2-9" } });
      expect(oldest.headers.get("content-range")).toBe("resources 2-3/4");
      expect(((await oldest.json()) as Version[]).map((version) => version.id)).toEqual([2, 1]);
      const head = await ctx.api(`/api/events/${eventId}/versions`, { method: "HEAD" });
      expect(head.headers.get("content-range")).toBe("resources 0-3/4");
      const beyond = await ctx.api(`/api/events/${eventId}/versions`, { headers: { Range: "resources=4-9" } });
      expect(beyond.status).toBe(416);
    });

    it("keeps only the fields asked for, and id", async () => {
      const eventId = await createEvent(ctx.api);
      const response = await ctx.api(`/api/events/${eventId}/versions?fields=how`);
      expect(await response.json()).toEqual([{ id: 1, how: "api" }]);
    });

    it("answers 304 to If-Modified-Since until the next write", async () => {
      const eventId = await createEvent(ctx.api);
      const first = await ctx.api(`/api/events/${eventId}/versions`);
      const since = lastModifiedOf(first);
      expect(since).not.toBe("");
      const again = await ctx.api(`/api/events/${eventId}/versions`, { headers: { "If-Modified-Since": future } });
      expect(again.status).toBe(304);
      await ctx.api(`/api/events/${eventId}`, {
        method: "PATCH",
        json: { name: "Changed" },
        headers: { "If-Unmodified-Since": future },
      });
      const after = await ctx.api(`/api/events/${eventId}/versions`, { headers: { "If-Modified-Since": since } });
      expect(after.status).toBe(200);
    });

    it("answers 405 with Allow to a write", async () => {
      const eventId = await createEvent(ctx.api);
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        const response = await ctx.api(`/api/events/${eventId}/versions`, { method, json: {} });
        expect(response.status, method).toBe(405);
        expect(response.headers.get("allow")).toContain("GET");
      }
      const one = await ctx.api(`/api/events/${eventId}/versions/1`, { method: "DELETE" });
      expect(one.status).toBe(405);
    });

    it("keeps a deleted event's history, which answers 410 like the event", async () => {
      const eventId = await createEvent(ctx.api);
      expect((await ctx.api(`/api/events/${eventId}`, { method: "DELETE" })).status).toBe(204);
      const list = await ctx.api(`/api/events/${eventId}/versions`);
      expect(list.status).toBe(410);
      expect((await ctx.api(`/api/events/${eventId}/versions/1`)).status).toBe(410);
    });

    it("answers 404 for another company's event and for a version that does not exist", async () => {
      const eventId = await createEvent(ctx.api);
      expect((await ctx.other(`/api/events/${eventId}/versions`)).status).toBe(404);
      const missing = await ctx.api(`/api/events/${eventId}/versions/7`);
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as { message: string }).message).toMatch(/no version 7/);
      expect((await ctx.api(`/api/events/${eventId}/versions/first`)).status).toBe(404);
    });
  });

  describe("GET /api/events/:eventId/versions/:n", () => {
    it("answers 304 to If-Modified-Since at its own time", async () => {
      const eventId = await createEvent(ctx.api);
      const one = await ctx.api(`/api/events/${eventId}/versions/1`);
      const again = await ctx.api(`/api/events/${eventId}/versions/1`, {
        headers: { "If-Modified-Since": lastModifiedOf(one) },
      });
      expect(again.status).toBe(304);
    });
  });
});

describe("event versions with two processes writing at once (postgres)", () => {
  const two = useTwoProcesses();

  it("numbers the versions of 10 writers in two processes 1…21 without a gap or a duplicate", async () => {
    const response = await two.apis[0]("/api/events", {
      method: "POST",
      json: { name: "Race", questions: sampleQuestions },
    });
    const { id } = (await response.json()) as { id: number };
    // Each writer makes two changes, each based on its own read, reading again after a 412 (another writer was first).
    const writer = async (i: number) => {
      const api = two.apis[i % 2];
      for (let change = 0; change < 2;) {
        const since = lastModifiedOf(await api(`/api/events/${id}`));
        const written = await api(`/api/events/${id}`, {
          method: "PATCH",
          json: { name: `Writer ${i} change ${change}` },
          headers: { "If-Unmodified-Since": since },
        });
        if (written.status === 204) change++;
        else expect(written.status).toBe(412);
      }
    };
    await Promise.all(Array.from({ length: 10 }, (_, i) => writer(i)));
    const list = await two.apis[1](`/api/events/${id}/versions`, { headers: { Range: "resources=0-99" } });
    const versions = (await list.json()) as Version[];
    expect(versions.map((version) => version.id)).toEqual(Array.from({ length: 21 }, (_, i) => 21 - i));
    const names = new Set(versions.slice(0, 20).map((version) => version.summary[0]));
    expect(names.size).toBe(20);
    // Each version's summary starts from the one before it: the numbers follow the order of the writes.
    for (let i = 0; i < 19; i++) {
      const from = /from “(.*)” to/.exec(versions[i].summary[0])?.[1];
      expect(versions[i + 1].summary[0]).toContain(`to “${from}”`);
    }
  });
});
