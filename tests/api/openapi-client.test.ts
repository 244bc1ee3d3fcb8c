// docs/openapi.json for generated clients: it lints clean under Redocly's recommended rules, and a client generated
// from it (openapi-typescript's types, openapi-fetch) gets a token, creates an event and reads it back.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import createClient from "openapi-fetch";
import openapiTS, { astToString, COMMENT_HEADER } from "openapi-typescript";
import { describe, expect, it } from "vitest";
import { useServer } from "../support/api-context";
import type { paths } from "../support/openapi-types";
import { VENDOR } from "../support/server";

const ROOT = path.resolve(__dirname, "..", "..");
const DOCUMENT = path.join(ROOT, "docs", "openapi.json");

describe("docs/openapi.json for generated clients", () => {
  it("has no warning under Redocly's recommended rules", () => {
    const result = spawnSync(path.join(ROOT, "node_modules", ".bin", "redocly"), ["lint", DOCUMENT, "--format=json"], {
      encoding: "utf8",
      // No telemetry and no update check: the tests never reach the network.
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    });
    const report = JSON.parse(result.stdout) as { totals: { errors: number; warnings: number }; problems: unknown[] };
    expect(report.problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(result.status).toBe(0);
  });

  it("has its generated types current in tests/support/openapi-types.ts (npm run docs:openapi)", async () => {
    const generated = COMMENT_HEADER + astToString(await openapiTS(JSON.parse(fs.readFileSync(DOCUMENT, "utf8"))));
    expect(fs.readFileSync(path.join(ROOT, "tests", "support", "openapi-types.ts"), "utf8")).toBe(generated);
  });

  describe("a client generated from it", () => {
    const ctx = useServer("pglite");

    it("gets a token, creates an event and reads it back", async () => {
      const { clientId, clientSecret } = ctx.server.clients[0];
      const client = createClient<paths>({ baseUrl: ctx.server.baseUrl, headers: { Accept: VENDOR } });
      const token = await client.POST("/api/auth", {
        body: { grant_type: "client_credentials", scope: "PublicAPI" },
        headers: { Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}` },
      });
      expect(token.response.status).toBe(200);
      const accessToken = token.data?.access_token ?? "";
      const api = createClient<paths>({
        baseUrl: ctx.server.baseUrl,
        headers: { Accept: VENDOR, Authorization: `Bearer ${accessToken}` },
      });

      const questions = [{ id: "email", type: "email", label: "E-mail" }];
      const created = await api.POST("/api/events", { body: { name: "Generated client", questions } });
      expect(created.response.status).toBe(201);
      const eventId = created.data?.id ?? 0;
      expect(created.response.headers.get("location")).toBe(`/api/events/${eventId}`);

      const read = await api.GET("/api/events/{eventId}", { params: { path: { eventId } } });
      expect(read.response.status).toBe(200);
      expect(read.data).toMatchObject({
        id: eventId,
        name: "Generated client",
        type: "standard",
        questions: [{ id: "email", type: "email", label: "E-mail" }],
      });

      const missing = await api.GET("/api/events/{eventId}", { params: { path: { eventId: eventId + 1000 } } });
      expect(missing.response.status).toBe(404);
      expect(missing.error).toMatchObject({ error: "notFound" });
    });
  });
});
