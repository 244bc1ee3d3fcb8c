import { describe, expect, it } from "vitest";
import { createEvent, lastModifiedOf, sampleQuestions, useServer } from "../support/api-context";
import { DATABASES } from "../support/server";

const past = "Sun, 06 Nov 1994 08:49:37 GMT";
const future = "Fri, 01 Jan 2100 00:00:00 GMT";

describe.each(DATABASES)("events (%s)", (database) => {
  const ctx = useServer(database);

  describe("POST /api/events", () => {
    it("creates an event: 201 with its id and Location", async () => {
      const response = await ctx.api("/api/events", {
        method: "POST",
        json: { name: "Autumn Fair", type: "checkIn", questions: sampleQuestions },
      });
      expect(response.status).toBe(201);
      const { id } = await response.json();
      expect(typeof id).toBe("number");
      expect(response.headers.get("location")).toBe(`/api/events/${id}`);
      const read = await ctx.api(`/api/events/${id}`);
      expect(await read.json()).toEqual({ id, name: "Autumn Fair", type: "checkIn", questions: sampleQuestions });
    });

    it("defaults type to standard and questions to []", async () => {
      const response = await ctx.api("/api/events", { method: "POST", json: { name: "Bare" } });
      const { id } = await response.json();
      expect(await (await ctx.api(`/api/events/${id}`)).json()).toEqual({
        id,
        name: "Bare",
        type: "standard",
        questions: [],
      });
    });

    it("ignores server-owned attributes in the body", async () => {
      const response = await ctx.api("/api/events", {
        method: "POST",
        json: { id: 999999, lastModified: past, name: "Owned" },
      });
      const { id } = await response.json();
      expect(id).not.toBe(999999);
    });

    it.each([
      [{}, "name"],
      [{ name: "" }, "name"],
      [{ name: "x".repeat(201) }, "name"],
      [{ name: 5 }, "name"],
      [{ name: "ok", type: "party" }, "type"],
      [{ name: "ok", questions: {} }, "questions"],
    ])("refuses %j with 400 invalidBody naming %s", async (body, field) => {
      const response = await ctx.api("/api/events", { method: "POST", json: body });
      expect(response.status).toBe(400);
      const error = await response.json();
      expect(error.error).toBe("invalidBody");
      expect(error.details.errors.map((e: { path: string }) => e.path)).toContain(field);
    });

    it("refuses invalid questions with 400 invalidQuestions and the path of each problem", async () => {
      const response = await ctx.api("/api/events", {
        method: "POST",
        json: {
          name: "Bad",
          questions: [{ id: "company", type: "select", label: "Company", options: [{ label: "A" }, { value: "b" }] }],
        },
      });
      expect(response.status).toBe(400);
      const error = await response.json();
      expect(error.error).toBe("invalidQuestions");
      expect(error.details.errors).toContainEqual(
        expect.objectContaining({ path: "questions[0].options[1].label", rule: "optionLabel" }),
      );
    });

    it("refuses a checkIn event without fullName and email questions", async () => {
      const response = await ctx.api("/api/events", {
        method: "POST",
        json: { name: "Door", type: "checkIn", questions: [] },
      });
      expect(response.status).toBe(400);
      expect((await response.json()).details.errors.map((e: { rule: string }) => e.rule)).toEqual([
        "checkInRequires",
        "checkInRequires",
      ]);
    });

    it("refuses $where: definitions never run code", async () => {
      const response = await ctx.api("/api/events", {
        method: "POST",
        json: {
          name: "Evil",
          questions: [{ id: "a", type: "text", label: "A", displayed: { $where: "while(true){}" } }],
        },
      });
      expect(response.status).toBe(400);
      expect((await response.json()).details.errors[0].rule).toBe("logicOperator");
    });

    it("refuses logic MongoDB would read otherwise or refuses, naming the fix", async () => {
      const questions = [
        { id: "country", type: "text", label: "Country" },
        {
          id: "city",
          type: "text",
          label: "City",
          displayed: { country: { $eq: "/^u/i" } },
          required: { country: { $not: "uk" } },
        },
      ];
      const response = await ctx.api("/api/events", { method: "POST", json: { name: "Mongo", questions } });
      expect(response.status).toBe(400);
      const errors = (await response.json()).details.errors as { path: string; rule: string; message: string }[];
      expect(errors.map(({ path, rule }) => ({ path, rule }))).toEqual([
        { path: "questions[1].displayed.country.$eq", rule: "logicRegex" },
        { path: "questions[1].required.country.$not", rule: "logicShape" },
      ]);
      expect(errors[0].message).toContain("$eq compares with the exact value and never with a pattern");
      expect(errors[1].message).toContain('for "is not" a value use $ne');
    });
  });

  describe("GET /api/events/:id", () => {
    it("answers with Last-Modified and honours fields (always keeping id)", async () => {
      const id = await createEvent(ctx.api);
      const response = await ctx.api(`/api/events/${id}?fields=name,nonsense`);
      expect(response.status).toBe(200);
      expect(lastModifiedOf(response)).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(await response.json()).toEqual({ id, name: "Spring Expo" });
    });

    it("refuses an empty fields list with 400 invalidQueryParameterValue", async () => {
      const id = await createEvent(ctx.api);
      for (const query of ["fields=", "fields=,%20,"]) {
        const response = await ctx.api(`/api/events/${id}?${query}`);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({
          error: "invalidQueryParameterValue",
          details: { parameter: "fields" },
        });
      }
    });

    it("answers 304 with an empty body when not modified since, and 200 otherwise", async () => {
      const id = await createEvent(ctx.api);
      const first = await ctx.api(`/api/events/${id}`);
      const notModified = await ctx.api(`/api/events/${id}`, {
        headers: { "If-Modified-Since": lastModifiedOf(first) },
      });
      expect(notModified.status).toBe(304);
      expect(await notModified.text()).toBe("");
      expect((await ctx.api(`/api/events/${id}`, { headers: { "If-Modified-Since": past } })).status).toBe(200);
      expect((await ctx.api(`/api/events/${id}`, { headers: { "If-Modified-Since": "yesterday" } })).status).toBe(200);
    });

    it("answers 404 for an unknown id, a non-numeric id and another company's event", async () => {
      const id = await createEvent(ctx.api);
      for (const path of ["/api/events/987654", "/api/events/abc", "/api/events/1e3"])
        expect((await ctx.api(path)).status).toBe(404);
      const foreign = await ctx.other(`/api/events/${id}`);
      expect(foreign.status).toBe(404);
      expect(await foreign.text()).not.toContain("Spring Expo");
    });

    it("HEAD answers the headers without a body", async () => {
      const id = await createEvent(ctx.api);
      const response = await ctx.api(`/api/events/${id}`, { method: "HEAD" });
      expect(response.status).toBe(200);
      expect(lastModifiedOf(response)).not.toBe("");
      expect(await response.text()).toBe("");
    });
  });

  describe("PUT and PATCH /api/events/:id", () => {
    it("PATCH changes only the attributes sent and answers 204 with the new Last-Modified", async () => {
      const id = await createEvent(ctx.api);
      const read = await ctx.api(`/api/events/${id}`);
      const response = await ctx.api(`/api/events/${id}`, {
        method: "PATCH",
        json: { name: "Renamed" },
        headers: { "If-Unmodified-Since": lastModifiedOf(read) },
      });
      expect(response.status).toBe(204);
      expect(new Date(lastModifiedOf(response)).getTime()).toBeGreaterThan(new Date(lastModifiedOf(read)).getTime());
      expect(await (await ctx.api(`/api/events/${id}`)).json()).toMatchObject({
        name: "Renamed",
        questions: sampleQuestions,
      });
    });

    it("PUT replaces every writable attribute", async () => {
      const id = await createEvent(ctx.api);
      const read = await ctx.api(`/api/events/${id}`);
      const response = await ctx.api(`/api/events/${id}`, {
        method: "PUT",
        json: { name: "Replaced" },
        headers: { "If-Unmodified-Since": lastModifiedOf(read) },
      });
      expect(response.status).toBe(204);
      expect(await (await ctx.api(`/api/events/${id}`)).json()).toEqual({
        id,
        name: "Replaced",
        type: "standard",
        questions: [],
      });
    });

    it("needs If-Unmodified-Since: 428 when missing, 400 when unparseable", async () => {
      const id = await createEvent(ctx.api);
      const missing = await ctx.api(`/api/events/${id}`, { method: "PATCH", json: { name: "x" } });
      expect(missing.status).toBe(428);
      expect((await missing.json()).error).toBe("preconditionRequired");
      const garbage = await ctx.api(`/api/events/${id}`, {
        method: "PATCH",
        json: { name: "x" },
        headers: { "If-Unmodified-Since": "2024-01-01" },
      });
      expect(garbage.status).toBe(400);
      expect((await garbage.json()).error).toBe("invalidHeaderValue");
    });

    it("answers 412 when the event changed after If-Unmodified-Since, and writes nothing", async () => {
      const id = await createEvent(ctx.api);
      const response = await ctx.api(`/api/events/${id}`, {
        method: "PATCH",
        json: { name: "Stale" },
        headers: { "If-Unmodified-Since": past },
      });
      expect(response.status).toBe(412);
      expect((await response.json()).error).toBe("preconditionFailed");
      expect((await (await ctx.api(`/api/events/${id}`)).json()).name).toBe("Spring Expo");
    });

    it("refuses an invalid PATCH and changes nothing", async () => {
      const id = await createEvent(ctx.api);
      const read = await ctx.api(`/api/events/${id}`);
      const response = await ctx.api(`/api/events/${id}`, {
        method: "PATCH",
        json: { questions: [{ id: "Bad Id", type: "text", label: "x" }] },
        headers: { "If-Unmodified-Since": future },
      });
      expect(response.status).toBe(400);
      expect((await response.json()).details.errors[0].rule).toBe("idFormat");
      const after = await ctx.api(`/api/events/${id}`);
      expect(lastModifiedOf(after)).toBe(lastModifiedOf(read));
    });

    it("validates a type change against the questions already there", async () => {
      const id = await createEvent(ctx.api, { questions: [{ id: "company", type: "text", label: "Company" }] });
      const response = await ctx.api(`/api/events/${id}`, {
        method: "PATCH",
        json: { type: "checkIn" },
        headers: { "If-Unmodified-Since": future },
      });
      expect(response.status).toBe(400);
    });
  });

  describe("DELETE /api/events/:id", () => {
    it("answers 204, then 410 for the event and everything under it", async () => {
      const id = await createEvent(ctx.api);
      expect((await ctx.api(`/api/events/${id}`, { method: "DELETE" })).status).toBe(204);
      for (const path of [
        `/api/events/${id}`,
        `/api/events/${id}/registrations`,
        `/api/events/${id}/registrations/abc`,
      ]) {
        const response = await ctx.api(path);
        expect(response.status).toBe(410);
        expect((await response.json()).error).toBe("gone");
      }
      expect((await ctx.api(`/api/events/${id}`, { method: "DELETE" })).status).toBe(410);
    });

    it("cannot delete another company's event", async () => {
      const id = await createEvent(ctx.api);
      expect((await ctx.other(`/api/events/${id}`, { method: "DELETE" })).status).toBe(404);
      expect((await ctx.api(`/api/events/${id}`)).status).toBe(200);
    });
  });

  describe("GET and HEAD /api/events (collection)", () => {
    it("pages with Range and Content-Range, 206 for a part and 200 for the whole", async () => {
      const { other } = ctx;
      // globex starts empty: an empty collection is 200 with resources */0.
      const empty = await other("/api/events");
      expect(empty.status).toBe(200);
      expect(empty.headers.get("content-range")).toBe("resources */0");
      expect(await empty.json()).toEqual([]);
      const ids = [];
      for (let i = 0; i < 25; i++) {
        const response = await other("/api/events", { method: "POST", json: { name: `E${i}` } });
        ids.push((await response.json()).id);
      }
      const firstPage = await other("/api/events");
      expect(firstPage.status).toBe(206);
      expect(firstPage.headers.get("content-range")).toBe("resources 0-20/25");
      expect((await firstPage.json()).map((e: { id: number }) => e.id)).toEqual(ids.slice(0, 21));
      const tail = await other("/api/events", { headers: { Range: "resources=20-" } });
      expect(tail.status).toBe(206);
      expect(tail.headers.get("content-range")).toBe("resources 20-24/25");
      const whole = await other("/api/events", { headers: { Range: "resources=0-100" } });
      expect(whole.status).toBe(200);
      expect(whole.headers.get("content-range")).toBe("resources 0-24/25");
      const count = await other("/api/events", { method: "HEAD" });
      expect(count.headers.get("content-range")).toBe("resources 0-20/25");
      expect(await count.text()).toBe("");
      const zero = await other("/api/events", { headers: { Range: "resources=0-0" } });
      expect(zero.headers.get("content-range")).toBe("resources 0-0/25");
    });

    it("answers 416 with Content-Range */total for a range it cannot satisfy", async () => {
      await createEvent(ctx.api);
      const total = Number(
        (await ctx.api("/api/events", { method: "HEAD" })).headers.get("content-range")?.split("/")[1],
      );
      for (const range of [`resources=${total}-${total + 5}`, "resources=5-2", "resources=abc"]) {
        const response = await ctx.api("/api/events", { headers: { Range: range } });
        expect(response.status).toBe(416);
        expect(response.headers.get("content-range")).toBe(`resources */${total}`);
      }
      // Another unit is ignored.
      expect((await ctx.api("/api/events", { headers: { Range: "bytes=0-1" } })).status).not.toBe(416);
    });

    it("answers 304 on the collection until a member changes, with Content-Range", async () => {
      await createEvent(ctx.api);
      // Read once the change's second is over: within it, the collection could still change unseen, so the
      // Last-Modified sent then is the second before (and an If-Modified-Since holding it gets a 200).
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const list = await ctx.api("/api/events");
      const since = lastModifiedOf(list);
      const notModified = await ctx.api("/api/events", { headers: { "If-Modified-Since": since } });
      expect(notModified.status).toBe(304);
      expect(notModified.headers.get("content-range")).toBe(list.headers.get("content-range"));
      await createEvent(ctx.api);
      expect((await ctx.api("/api/events", { headers: { "If-Modified-Since": since } })).status).toBe(200);
    });

    it(
      "never sends a collection Last-Modified later than the answer's Date, " +
        "and misses no change made within a second",
      async () => {
        for (let i = 0; i < 5; i++) {
          const since = lastModifiedOf(await ctx.api("/api/events"));
          await createEvent(ctx.api);
          const after = await ctx.api("/api/events", { headers: { "If-Modified-Since": since } });
          expect(after.status).not.toBe(304);
          expect(Date.parse(lastModifiedOf(after))).toBeLessThanOrEqual(Date.parse(after.headers.get("date")!));
        }
      },
    );

    it("never lists another company's events", async () => {
      const id = await createEvent(ctx.api, { name: "Private to acme" });
      const list = await ctx.other("/api/events", { headers: { Range: "resources=0-999" } });
      expect((await list.json()).map((e: { id: number }) => e.id)).not.toContain(id);
    });
  });
});
