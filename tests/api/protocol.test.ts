import { describe, expect, it } from "vitest";
import { createEvent, useServer } from "../support/api-context";
import { DATABASES, VENDOR } from "../support/server";

describe.each(DATABASES)("versioning, methods and errors (%s)", (database) => {
  const ctx = useServer(database);

  describe("Accept negotiation", () => {
    it.each([
      [VENDOR, 200, "1.1.5"],
      ["application/vnd.service-v1.1.4+json", 200, "1.1.4"],
      ["application/json", 200, "1.1.5"],
      ["*/*", 200, "1.1.5"],
      ["application/*", 200, "1.1.5"],
      ["application/vnd.service-v1.1.4+json;q=0.5, application/vnd.service-v1.1.5+json;q=0.1", 200, "1.1.5"],
      ["application/vnd.service-v2.0.0+json", 406, "1.1.5"],
      ["text/html", 406, "1.1.5"],
      ["application/json;q=0", 406, "1.1.5"],
    ])("Accept %s -> %i speaking %s", async (accept, status, version) => {
      const response = await ctx.api("/api/company", { headers: { Accept: accept } });
      expect(response.status).toBe(status);
      expect(response.headers.get("content-type")).toBe(`application/vnd.service-v${version}+json`);
      if (status === 406) expect(await response.json()).toMatchObject({ error: "APIVersion", details: [] });
    });

    it("answers 406 without an Accept header", async () => {
      const response = await fetch(`${ctx.server.baseUrl}/api/company`, {
        headers: { Authorization: `Bearer ${ctx.token}`, Accept: "" },
      });
      expect(response.status).toBe(406);
    });

    it("marks deprecated 1.1.4 responses with Deprecation: true", async () => {
      const response = await ctx.api("/api/company", { headers: { Accept: "application/vnd.service-v1.1.4+json" } });
      expect(response.headers.get("deprecation")).toBe("true");
      expect((await ctx.api("/api/company")).headers.get("deprecation")).toBeNull();
    });
  });

  describe("Content-Type of request bodies", () => {
    it.each([
      [VENDOR, 201],
      ["application/vnd.service-v1.1.4+json", 201],
      ["application/json; charset=utf-8", 201],
      ["application/vnd.service-v1.0.0+json", 400],
      ["text/plain", 415],
      ["application/x-www-form-urlencoded", 415],
    ])("%s -> %i", async (contentType, status) => {
      const response = await ctx.api("/api/events", {
        method: "POST",
        body: JSON.stringify({ name: "CT" }),
        headers: { "Content-Type": contentType },
      });
      expect(response.status).toBe(status);
      if (status === 400)
        expect(await response.json()).toMatchObject({ error: "APIVersion", details: { header: "Content-Type" } });
      if (status === 415) expect((await response.json()).error).toBe("unsupportedMediaType");
    });
  });

  describe("methods", () => {
    it.each([
      ["/api/events", "GET, HEAD, POST, OPTIONS"],
      ["/api/events/1", "GET, HEAD, PUT, PATCH, DELETE, OPTIONS"],
      ["/api/events/1/registrations", "GET, HEAD, POST, DELETE, OPTIONS"],
      ["/api/events/1/registrations/x", "GET, HEAD, PUT, PATCH, DELETE, OPTIONS"],
      ["/api/company", "GET, HEAD, OPTIONS"],
      ["/api/auth", "POST, OPTIONS"],
    ])("OPTIONS %s -> 204 with Allow %s, no token needed", async (path, allow) => {
      const response = await fetch(`${ctx.server.baseUrl}${path}`, { method: "OPTIONS" });
      expect(response.status).toBe(204);
      expect(response.headers.get("allow")).toBe(allow);
      expect(response.headers.has("accept-patch")).toBe(allow.includes("PATCH"));
    });

    it.each([
      ["PUT", "/api/events"],
      ["DELETE", "/api/company"],
      ["POST", "/api/events/1"],
      ["GET", "/api/auth"],
    ])("%s %s -> 405 with Allow", async (method, path) => {
      const response = await ctx.api(path, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBeTruthy();
      expect((await response.json()).error).toBe("methodNotAllowed");
    });

    it.each(["TRACE", "PROPFIND", "COPY", "MKCOL"])(
      "%s -> 501 notImplemented with the JSON error body",
      async (method) => {
        const response = await new Promise<{ status: number; body: string; type: string }>((resolve, reject) => {
          import("node:http").then(({ request }) => {
            const req = request(`${ctx.server.baseUrl}/api/events`, { method }, (res) => {
              let body = "";
              res.on("data", (chunk) => (body += chunk));
              res.on("end", () =>
                resolve({ status: res.statusCode ?? 0, body, type: String(res.headers["content-type"]) }),
              );
            });
            req.on("error", reject);
            req.end();
          });
        });
        expect(response.status).toBe(501);
        expect(response.type).toBe(VENDOR);
        expect(JSON.parse(response.body).error).toBe("notImplemented");
      },
    );
  });

  describe("errors and headers", () => {
    it("answers unknown /api paths with a JSON 404", async () => {
      for (const path of ["/api/nothing", "/api/events/1/attendees", "/api"]) {
        const response = await ctx.api(path);
        expect(response.status).toBe(404);
        expect(response.headers.get("content-type")).toBe(VENDOR);
        expect(await response.json()).toMatchObject({ error: "notFound", details: {} });
      }
    });

    it("answers API paths with a trailing slash with a JSON 404 naming the right path, not a redirect", async () => {
      for (const [method, path] of [
        ["GET", "/api/events/"],
        ["POST", "/api/auth/"],
        ["GET", "/api/"],
      ]) {
        const response = await ctx.api(path, { method, redirect: "manual" });
        expect(response.status).toBe(404);
        expect(response.headers.get("content-type")).toBe(VENDOR);
        expect(await response.json()).toMatchObject({
          error: "notFound",
          message: expect.stringContaining(`Use ${path.replace(/\/$/, "")}.`),
        });
      }
    });

    it("speaks the version the client accepts also in 404, 405 and OPTIONS answers", async () => {
      const old = "application/vnd.service-v1.1.4+json";
      for (const [method, path] of [
        ["GET", "/api/nothing"],
        ["PUT", "/api/events"],
        ["OPTIONS", "/api/events"],
      ]) {
        const response = await ctx.api(path, { method, headers: { Accept: old } });
        expect(response.headers.get("content-type"), `${method} ${path}`).toBe(old);
        expect(response.headers.get("deprecation"), `${method} ${path}`).toBe("true");
      }
    });

    it("refuses a body of another media type with 415 also where the endpoint reads no body", async () => {
      const eventId = await createEvent(ctx.api);
      const response = await ctx.api(`/api/events/${eventId}/registrations`, {
        method: "DELETE",
        body: "please",
        headers: { "Content-Type": "text/plain" },
      });
      expect(response.status).toBe(415);
      expect((await response.json()).error).toBe("unsupportedMediaType");
    });

    it("sends HSTS, Vary and Cache-Control on data responses", async () => {
      const response = await ctx.api("/api/events");
      expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      expect(response.headers.get("vary")).toContain("Accept, Authorization");
      expect(response.headers.get("cache-control")).toBe("private, no-cache");
    });

    it("answers malformed JSON with 400 invalidJson and bodies over 1 MiB with 413", async () => {
      const bad = await ctx.api("/api/events", { method: "POST", body: "{name:", headers: { "Content-Type": VENDOR } });
      expect(bad.status).toBe(400);
      expect((await bad.json()).error).toBe("invalidJson");
      const large = await ctx.api("/api/events", {
        method: "POST",
        body: JSON.stringify({ name: "x".repeat(2 * 1024 * 1024) }),
        headers: { "Content-Type": VENDOR },
      });
      expect(large.status).toBe(413);
      expect((await large.json()).error).toBe("payloadTooLarge");
    });

    it("refuses more than 1000 questions with 400 invalidQuestions", async () => {
      const questions = Array.from({ length: 1001 }, (_, i) => ({ id: `q${i}`, type: "text", label: `Q${i}` }));
      const response = await ctx.api("/api/events", { method: "POST", json: { name: "Huge", questions } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: "invalidQuestions",
        details: { errors: [expect.objectContaining({ path: "questions", rule: "maxQuestions" })] },
      });
    });

    it("reads the company with GET /api/company", async () => {
      await createEvent(ctx.api);
      const response = await ctx.api("/api/company");
      const company = await response.json();
      expect(Object.keys(company).sort()).toEqual(["appPasscode", "id", "lastModified", "name", "urlHash", "username"]);
      expect(company.username).toBe("acme");
      expect(response.headers.get("last-modified")).toBe(company.lastModified);
    });
  });
});
