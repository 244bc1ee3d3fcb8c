import fs from "node:fs";
import path from "node:path";
import Ajv2020 from "ajv/dist/2020";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "../../lib/api/openapi";
import { useServer } from "../support/api-context";
import { VENDOR } from "../support/server";

type Operation = { responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
const doc = openApiDocument as unknown as {
  paths: Record<string, Record<string, Operation | unknown>>;
  components: unknown;
};
const METHODS = ["get", "head", "post", "put", "patch", "delete", "options"];
const future = "Fri, 01 Jan 2100 00:00:00 GMT";

const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema(JSON.parse(JSON.stringify({ $id: "openapi.json", components: doc.components })));
const validatorFor = (schema: unknown) =>
  ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/')));

describe("docs/openapi.json", () => {
  const ctx = useServer("pglite");

  it("is current with lib/api/openapi.ts (npm run docs:openapi)", () => {
    const file = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "docs", "openapi.json"), "utf8"));
    expect(file).toEqual(JSON.parse(JSON.stringify(openApiDocument)));
  });

  it("lists exactly the methods each endpoint allows", async () => {
    for (const [template, item] of Object.entries(doc.paths)) {
      const url = template.replace("{eventId}", "1").replace("{registrationId}", "x");
      const allow = (await fetch(`${ctx.server.baseUrl}${url}`, { method: "OPTIONS" })).headers.get("allow") ?? "";
      const documented = METHODS.filter((method) => method in item).map((method) => method.toUpperCase());
      expect(allow.split(", ").sort(), template).toEqual(documented.sort());
    }
  });

  it("documents every status and body the server answers with", async () => {
    const created = await ctx.api("/api/events", {
      method: "POST",
      json: { name: "OpenAPI", questions: [{ id: "email", type: "email", label: "E-mail" }] },
    });
    const eventId = (await created.json()).id;
    const registered = await ctx.api(`/api/events/${eventId}/registrations`, {
      method: "POST",
      json: { values: { email: { value: "a@example.com" } } },
    });
    const registrationId = (await registered.json()).id;
    const bodies: Record<string, unknown> = {
      "post /api/auth": undefined,
      "post /api/events": { name: "Another" },
      "put /api/events/{eventId}": { name: "Replaced", questions: [{ id: "email", type: "email", label: "E-mail" }] },
      "patch /api/events/{eventId}": { name: "Patched" },
      "post /api/events/{eventId}/registrations": { values: { email: { value: "b@example.com" } } },
      "put /api/events/{eventId}/registrations/{registrationId}": { values: { email: { value: "c@example.com" } } },
      "patch /api/events/{eventId}/registrations/{registrationId}": { values: { email: { value: "d@example.com" } } },
    };
    const checked: string[] = [];
    const order = ["options", "get", "head", "post", "put", "patch", "delete"];
    const templates = Object.keys(doc.paths).sort((a, b) => b.length - a.length); // delete the deepest first
    for (const method of order) {
      for (const template of templates) {
        const operation = doc.paths[template][method] as Operation | undefined;
        if (!operation || template === "/api/auth") continue;
        const url = template.replace("{eventId}", String(eventId)).replace("{registrationId}", registrationId);
        const key = `${method} ${template}`;
        const body = bodies[key];
        const response = await ctx.api(url, {
          method: method.toUpperCase(),
          json: body,
          headers: { "If-Unmodified-Since": future },
        });
        expect(Object.keys(operation.responses), `${key} answered ${response.status}`).toContain(
          String(response.status),
        );
        const schema = operation.responses[String(response.status)]?.content?.[VENDOR]?.schema;
        if (schema && method !== "head") {
          const validate = validatorFor(schema);
          const payload = await response.json();
          expect(validate(payload), `${key}: ${JSON.stringify(validate.errors)}`).toBe(true);
        }
        checked.push(key);
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(20);
  });

  it("documents the error bodies and the token response", async () => {
    const errorSchema = validatorFor({ $ref: "#/components/schemas/Error" });
    for (const response of [
      await ctx.api("/api/events/999999"),
      await ctx.api("/api/events", { headers: { Range: "resources=9999-" } }),
      await ctx.api("/api/company", { headers: { Accept: "text/html" } }),
    ]) {
      expect(errorSchema(await response.json())).toBe(true);
    }
    const { clientId, clientSecret } = ctx.server.clients[0];
    const token = await fetch(`${ctx.server.baseUrl}/api/auth`, {
      method: "POST",
      headers: {
        Accept: VENDOR,
        "Content-Type": VENDOR,
        Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`,
      },
      body: JSON.stringify({ grant_type: "client_credentials", scope: "PublicAPI" }),
    });
    expect(validatorFor({ $ref: "#/components/schemas/Token" })(await token.json())).toBe(true);
  });
});
