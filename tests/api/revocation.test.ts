// Deleting an API client, or a company, revokes its tokens at once: the database cascades the delete to the tokens,
// and no process may keep answering from a token it remembered. On PostgreSQL the delete comes from outside the
// server (an operator's SQL, another server on the same database), while the server runs; the embedded database has
// one process at a time, so there the delete happens while the server is stopped.
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent, useStartedServer } from "../support/api-context";
import { apiClient, getToken, startServer, type TestServer } from "../support/server";

type Refusal = { error: string };

describe("deleted API clients and companies on PostgreSQL", () => {
  let server: TestServer;
  let db: pg.Client;
  beforeAll(async () => {
    server = await startServer({ database: "postgres", clients: [["acme"], ["beta", "gamma"], ["delta"]] });
    db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
  }, 120_000);
  afterAll(async () => {
    await db?.end();
    await server?.stop();
    await server?.destroy();
  });

  /** A token that has already served a request, so that a server remembering tokens would have it at hand. */
  async function usedToken(client: number, username?: string) {
    const api = apiClient(server, await getToken(server, server.clients[client], username));
    expect((await api("/api/company")).status).toBe(200);
    return api;
  }

  it("refuses a deleted client's token on its next request", async () => {
    const api = await usedToken(0);
    await db.query("delete from api_clients where id = $1", [server.clients[0].clientId]);
    const response = await api("/api/company");
    expect(response.status).toBe(401);
    expect(((await response.json()) as Refusal).error).toBe("invalidToken");
  });

  it("refuses tokens for a deleted company, and keeps serving the client's other companies", async () => {
    const beta = await usedToken(1, "beta");
    const gamma = await usedToken(1, "gamma");
    await db.query("delete from companies where username = 'beta'");
    expect((await beta("/api/events")).status).toBe(401);
    expect((await gamma("/api/events")).status).toBe(200);
  });

  it("refuses the token through a second server on the same database as well", async () => {
    const token = await getToken(server, server.clients[2]);
    const second = await startServer({ database: "postgres", databaseUrl: server.databaseUrl });
    try {
      // Each server has read the events' page and an event with the token (read together with it, and the page
      // remembered with its collection's version): the deletion refuses them all the same.
      const eventId = await createEvent(apiClient(server, token));
      const paths = [
        "/api/company",
        "/api/events",
        "/api/events",
        `/api/events/${eventId}`,
        `/api/events/${eventId}/registrations`,
      ];
      for (const each of [server, second])
        for (const uri of paths) expect((await apiClient(each, token)(uri)).status).toBe(200);
      await db.query("delete from api_clients where id = $1", [server.clients[2].clientId]);
      for (const each of [server, second])
        for (const uri of paths) expect((await apiClient(each, token)(uri)).status).toBe(401);
    } finally {
      await second.stop();
    }
  }, 120_000);
});

describe("a deleted API client on the embedded database", () => {
  const started = useStartedServer({ database: "pglite", clients: [["acme"]] });

  it("has its tokens refused once the server is back", async () => {
    const token = await getToken(started.server, started.server.clients[0]);
    expect((await apiClient(started.server, token)("/api/company")).status).toBe(200);
    await started.server.stop();
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create(path.join(started.server.dataDir!, "pgdata"));
    await db.query("delete from api_clients where id = $1", [started.server.clients[0].clientId]);
    await db.close();
    const again = await startServer({ database: "pglite", dataDir: started.server.dataDir });
    try {
      expect((await apiClient(again, token)("/api/company")).status).toBe(401);
    } finally {
      await again.stop();
    }
  }, 120_000);
});
