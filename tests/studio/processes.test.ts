// Two server processes on one PostgreSQL, as behind a load balancer (docs/security.md "The regression proof",
// rows 2, 5 and 10; "API clients"): what ends a session or a client in one process ends it in the other on its next
// request, and
// the throttles count every process's failures together.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, VENDOR, type TestServer } from "../support/server";
import { callAction, newJar, send, signedIn, signIn } from "../support/studio";

const OWNER = {
  email: "owner@shared.example",
  password: "shared owner long passphrase",
  companies: [["shared", "owner"]] as [string, "owner"][],
};
const EDITOR = {
  email: "editor@shared.example",
  password: "shared editor long passphrase",
  companies: [["shared", "editor"]] as [string, "editor"][],
};

async function tokenRequest(server: TestServer, clientId: string, secret: string, address: string): Promise<Response> {
  return fetch(`${server.baseUrl}/api/auth`, {
    method: "POST",
    headers: {
      Accept: VENDOR,
      "Content-Type": VENDOR,
      Authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}`,
      "X-Forwarded-For": address,
    },
    body: JSON.stringify({ grant_type: "client_credentials", scope: "PublicAPI" }),
  });
}

describe("two server processes on one PostgreSQL", () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startServer({
      database: "postgres",
      people: [OWNER, EDITOR],
      clients: [["shared"]],
      env: { TRUST_PROXY: "true" },
    });
    b = await startServer({ database: "postgres", databaseUrl: a.databaseUrl, env: { TRUST_PROXY: "true" } });
  }, 180_000);
  afterAll(async () => {
    await b.stop();
    await a.stop();
    await a.destroy();
  });

  it("a sign-out in one process ends the session in the other at once", async () => {
    const jar = newJar();
    await signIn(a, jar, OWNER);
    expect(await signedIn(b, jar)).toBe(true);
    const copy = new Map(jar);
    const { csrfToken } = (await (await send(a, jar, "/auth/csrf")).json()) as { csrfToken: string };
    await send(a, jar, "/auth/signout", {
      method: "POST",
      body: new URLSearchParams({ csrfToken }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(await signedIn(b, copy)).toBe(false);
  });

  it(
    "a changed password ends the person's other sessions in every process, " + "and keeps the one that changed it",
    async () => {
      const here = newJar();
      const there = newJar();
      await signIn(a, here, EDITOR);
      await signIn(b, there, EDITOR);
      const changed = await callAction(a, here, "/account", "app/(studio)/account/actions.ts", "updatePassword", {
        currentPassword: EDITOR.password,
        newPassword: "a brand new editor passphrase",
      });
      expect(changed.result).toMatchObject({ ok: true, data: { endedSessions: 1 } });
      expect(await signedIn(b, there)).toBe(false);
      expect(await signedIn(b, here)).toBe(true);
      const back = await callAction(a, here, "/account", "app/(studio)/account/actions.ts", "updatePassword", {
        currentPassword: "a brand new editor passphrase",
        newPassword: EDITOR.password,
      });
      expect(back.result).toMatchObject({ ok: true });
    },
  );

  it(
    "counts failed sign-ins of every process together: 5 wrong passwords in " + "one, and the other makes them wait",
    async () => {
      const address = { "x-forwarded-for": "198.51.100.5" };
      for (let i = 0; i < 5; i++) {
        const answer = await signIn(i % 2 ? a : b, newJar(), { ...OWNER, password: `wrong guess ${i}` }, address);
        expect(answer.headers.get("location")).toContain("code=wrongPassword");
      }
      const refused = await signIn(a, newJar(), OWNER, address);
      expect(refused.headers.get("location")).toContain("code=throttledAccount");
      // The owner elsewhere is not held up.
      const elsewhere = await signIn(b, newJar(), OWNER, { "x-forwarded-for": "203.0.113.50" });
      expect(new URL(elsewhere.headers.get("location")!).pathname).toBe("/events");
    },
  );

  it("counts the API's failed token requests of every process together", async () => {
    const client = a.clients[0];
    for (let i = 0; i < 10; i++)
      expect((await tokenRequest(i % 2 ? a : b, client.clientId, `wrong-${i}`, "198.51.100.9")).status).toBe(401);
    const limited = await tokenRequest(a, client.clientId, client.clientSecret, "198.51.100.9");
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toContain(
      "Too many wrong secrets for this client from your address",
    );
    expect((await tokenRequest(b, client.clientId, client.clientSecret, "203.0.113.60")).status).toBe(200);
  });

  it("an API client revoked in the studio of one process has its token refused by the other at once", async () => {
    const jar = newJar();
    await signIn(a, jar, OWNER, { "x-forwarded-for": "203.0.113.70" });
    const created = await callAction(
      a,
      jar,
      "/settings/api-clients",
      "app/(studio)/settings/actions.ts",
      "createApiClient",
      { name: "Badge scanner" },
    );
    expect(created.result?.ok).toBe(true);
    const { clientId, clientSecret } = created.result!.data as { clientId: string; clientSecret: string };
    const token = (
      (await (await tokenRequest(b, clientId, clientSecret, "203.0.113.71")).json()) as { access_token: string }
    ).access_token;
    const read = () =>
      fetch(`${b.baseUrl}/api/company`, { headers: { Accept: VENDOR, Authorization: `Bearer ${token}` } });
    expect((await read()).status).toBe(200);
    const revoked = await callAction(
      a,
      jar,
      "/settings/api-clients",
      "app/(studio)/settings/actions.ts",
      "revokeApiClient",
      { clientId },
    );
    expect(revoked.result).toMatchObject({ ok: true });
    expect((await read()).status).toBe(401);
    const db = new pg.Client({ connectionString: a.databaseUrl });
    await db.connect();
    const rows = await db.query("select 1 from access_tokens where client_id = $1", [clientId]);
    await db.end();
    expect(rows.rowCount).toBe(0);
  });
});
