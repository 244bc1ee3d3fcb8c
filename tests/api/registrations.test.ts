import { describe, expect, it } from "vitest";
import { createEvent, lastModifiedOf, useServer } from "../support/api-context";
import { DATABASES } from "../support/server";

const ada = { fullName: { value: "Ada Lovelace" }, email: { value: "ada@example.com" } };
const future = "Fri, 01 Jan 2100 00:00:00 GMT";

describe.each(DATABASES)("registrations (%s)", (database) => {
  const ctx = useServer(database);
  const register = (eventId: number, values: unknown) =>
    ctx.api(`/api/events/${eventId}/registrations`, { method: "POST", json: { values } });

  describe("POST /api/events/:id/registrations", () => {
    it("creates a registration: 201 with an opaque string id and Location", async () => {
      const eventId = await createEvent(ctx.api);
      const response = await register(eventId, ada);
      expect(response.status).toBe(201);
      const { id } = await response.json();
      expect(typeof id).toBe("string");
      expect(response.headers.get("location")).toBe(`/api/events/${eventId}/registrations/${id}`);
      const read = await ctx.api(`/api/events/${eventId}/registrations/${id}`);
      const body = await read.json();
      expect(body).toMatchObject({ id, values: ada });
      expect(body.created).toMatch(/GMT$/);
      expect(body.lastModified).toBe(lastModifiedOf(read));
    });

    it("answers 409 for an e-mail already registered, compared trimmed and case-insensitively", async () => {
      const eventId = await createEvent(ctx.api);
      expect((await register(eventId, ada)).status).toBe(201);
      const duplicate = await register(eventId, {
        fullName: { value: "Ada King" },
        email: { value: "  ADA@Example.com " },
      });
      expect(duplicate.status).toBe(409);
      expect(await duplicate.json()).toMatchObject({ error: "conflict", details: { field: "values.email.value" } });
      // Another event may have the same e-mail.
      expect((await register(await createEvent(ctx.api), ada)).status).toBe(201);
    });

    it("checks values against the questions: required, patterns, displayed logic", async () => {
      const eventId = await createEvent(ctx.api);
      const response = await register(eventId, {
        fullName: { value: "Ada" },
        email: { value: "not-an-email" },
        interested: { value: true },
      });
      expect(response.status).toBe(400);
      const error = await response.json();
      expect(error.error).toBe("invalidValues");
      expect(error.details.errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ questionId: "fullName", kind: "pattern" }),
          expect.objectContaining({ questionId: "email", kind: "pattern" }),
          expect.objectContaining({ questionId: "demoDate", kind: "required" }),
        ]),
      );
    });

    it("reads logic as MongoDB does: an empty $all matches nothing, a list in $all is compared whole", async () => {
      const questions = [
        { id: "fullName", type: "text", label: "Name" },
        { id: "email", type: "email", label: "E-mail" },
        {
          id: "topics",
          type: "checkboxGroup",
          label: "Topics",
          options: [
            { id: "b", label: "B" },
            { id: "blue", label: "Blue" },
          ],
        },
        { id: "never", type: "text", label: "Never", required: { topics: { $all: [] } } },
        { id: "whole", type: "text", label: "Whole", required: { topics: { $all: [["b"]] } } },
      ];
      const eventId = await createEvent(ctx.api, { questions });
      expect((await register(eventId, { ...ada, topics: { value: ["blue"] } })).status).toBe(201);
      const response = await register(eventId, {
        ...ada,
        email: { value: "ada2@example.com" },
        topics: { value: ["b"] },
      });
      expect(
        (await response.json()).details.errors.map((e: { questionId: string; kind: string }) => [e.questionId, e.kind]),
      ).toEqual([["whole", "required"]]);
    });

    it("keeps values of hidden questions as sent, unchecked", async () => {
      const eventId = await createEvent(ctx.api);
      const response = await register(eventId, {
        ...ada,
        interested: { value: false },
        demoDate: { value: "whenever" },
      });
      expect(response.status).toBe(201);
    });

    it("uses the question's errorMessages overrides", async () => {
      const eventId = await createEvent(ctx.api, {
        questions: [
          {
            id: "email",
            type: "email",
            label: "E-mail",
            required: true,
            errorMessages: { required: "We need your e-mail to send the brochure." },
          },
        ],
      });
      const response = await register(eventId, {});
      expect((await response.json()).details.errors[0].message).toBe("We need your e-mail to send the brochure.");
    });

    it("checks a pattern that backtracks catastrophically without stalling the server", async () => {
      const eventId = await createEvent(ctx.api, {
        questions: [{ id: "code", type: "text", label: "Code", pattern: "^(a+)+$" }],
      });
      // 2^40 steps for a backtracking engine; V8's linear-time fallback answers at once.
      const response = await register(eventId, { code: { value: `${"a".repeat(40)}!` } });
      expect(response.status).toBe(400);
      expect((await response.json()).details.errors).toEqual([
        expect.objectContaining({ questionId: "code", kind: "pattern" }),
      ]);
    });

    it.each([
      [{ nope: { value: 1 } }, "unknownQuestion"],
      [{ email: "ada@example.com" }, "invalid"],
    ])("refuses %j (%s)", async (values, kind) => {
      const eventId = await createEvent(ctx.api);
      const response = await register(eventId, { ...ada, ...values });
      expect(response.status).toBe(400);
      expect((await response.json()).details.errors.map((e: { kind: string }) => e.kind)).toContain(kind);
    });

    it("refuses a body without values with 400 invalidBody", async () => {
      const eventId = await createEvent(ctx.api);
      const response = await ctx.api(`/api/events/${eventId}/registrations`, { method: "POST", json: { value: {} } });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe("invalidBody");
    });

    it("answers 404 for another company's event", async () => {
      const eventId = await createEvent(ctx.api);
      expect(
        (await ctx.other(`/api/events/${eventId}/registrations`, { method: "POST", json: { values: ada } })).status,
      ).toBe(404);
    });
  });

  describe("PUT, PATCH and DELETE /api/events/:id/registrations/:registrationId", () => {
    it("PATCH merges values by question id; PUT replaces them", async () => {
      const eventId = await createEvent(ctx.api);
      const { id } = await (await register(eventId, ada)).json();
      const url = `/api/events/${eventId}/registrations/${id}`;
      const patched = await ctx.api(url, {
        method: "PATCH",
        json: { values: { company: { value: "Analytical Engines" } } },
        headers: { "If-Unmodified-Since": future },
      });
      expect(patched.status).toBe(204);
      expect((await (await ctx.api(url)).json()).values).toEqual({ ...ada, company: { value: "Analytical Engines" } });
      const replaced = await ctx.api(url, {
        method: "PUT",
        json: { values: ada },
        headers: { "If-Unmodified-Since": future },
      });
      expect(replaced.status).toBe(204);
      expect((await (await ctx.api(url)).json()).values).toEqual(ada);
    });

    it("answers 412 for a stale write and 428 without If-Unmodified-Since", async () => {
      const eventId = await createEvent(ctx.api);
      const { id } = await (await register(eventId, ada)).json();
      const url = `/api/events/${eventId}/registrations/${id}`;
      expect((await ctx.api(url, { method: "PATCH", json: { values: {} } })).status).toBe(428);
      expect(
        (
          await ctx.api(url, {
            method: "PATCH",
            json: { values: {} },
            headers: { "If-Unmodified-Since": "Sun, 06 Nov 1994 08:49:37 GMT" },
          })
        ).status,
      ).toBe(412);
    });

    it("answers 409 when a change would duplicate another registration's e-mail", async () => {
      const eventId = await createEvent(ctx.api);
      await register(eventId, ada);
      const { id } = await (
        await register(eventId, { fullName: { value: "Grace Hopper" }, email: { value: "grace@example.com" } })
      ).json();
      const response = await ctx.api(`/api/events/${eventId}/registrations/${id}`, {
        method: "PATCH",
        json: { values: { email: { value: "ada@example.com" } } },
        headers: { "If-Unmodified-Since": future },
      });
      expect(response.status).toBe(409);
    });

    it("DELETE answers 204 then 410, and frees the e-mail", async () => {
      const eventId = await createEvent(ctx.api);
      const { id } = await (await register(eventId, ada)).json();
      const url = `/api/events/${eventId}/registrations/${id}`;
      expect((await ctx.api(url, { method: "DELETE" })).status).toBe(204);
      expect((await ctx.api(url)).status).toBe(410);
      expect((await register(eventId, ada)).status).toBe(201);
    });

    it("answers 404 for an unknown registration id", async () => {
      const eventId = await createEvent(ctx.api);
      expect((await ctx.api(`/api/events/${eventId}/registrations/doesNotExist`)).status).toBe(404);
    });
  });

  describe("GET, HEAD and DELETE /api/events/:id/registrations (collection)", () => {
    it("lists in creation order with Range, counts with HEAD, and deletes all", async () => {
      const eventId = await createEvent(ctx.api);
      const ids = [];
      for (let i = 0; i < 5; i++)
        ids.push(
          (
            await (
              await register(eventId, {
                fullName: { value: `Person Number${i}` },
                email: { value: `p${i}@example.com` },
              })
            ).json()
          ).id,
        );
      const page = await ctx.api(`/api/events/${eventId}/registrations`, { headers: { Range: "resources=1-3" } });
      expect(page.status).toBe(206);
      expect(page.headers.get("content-range")).toBe("resources 1-3/5");
      expect((await page.json()).map((r: { id: string }) => r.id)).toEqual(ids.slice(1, 4));
      const fields = await ctx.api(`/api/events/${eventId}/registrations?fields=created`);
      expect(Object.keys((await fields.json())[0]).sort()).toEqual(["created", "id"]);
      expect(
        (await ctx.api(`/api/events/${eventId}/registrations`, { method: "HEAD" })).headers.get("content-range"),
      ).toBe("resources 0-4/5");
      expect((await ctx.api(`/api/events/${eventId}/registrations`, { method: "DELETE" })).status).toBe(204);
      const after = await ctx.api(`/api/events/${eventId}/registrations`);
      expect(after.headers.get("content-range")).toBe("resources */0");
      expect(
        (await ctx.api(`/api/events/${eventId}/registrations`, { headers: { Range: "resources=1-2" } })).status,
      ).toBe(416);
    });
  });
});
