// The studio's session over HTTP against real servers: sign-in through next-auth's own endpoints, the generated
// AUTH_SECRET kept where every process of the deployment finds it (DATA_DIR on PGlite, the database on
// PostgreSQL), the studio behind ENFORCE_HTTPS, and the studio against another deployment's API (API_BASE_URL).
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type Credentials, type TestServer } from "../support/server";

type Jar = Map<string, string>;

function keep(jar: Jar, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair.indexOf("=");
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

const cookieHeader = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

async function send(server: TestServer, jar: Jar, pathname: string, init: RequestInit = {}, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(`${server.baseUrl}${pathname}`, { ...init, redirect: "manual", headers: { ...headers, cookie: cookieHeader(jar), ...(init.headers as Record<string, string>) } });
  keep(jar, response);
  return response;
}

/** Signs in through next-auth's CSRF and credentials callback endpoints; returns the callback's answer. */
async function signIn(server: TestServer, jar: Jar, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  const { csrfToken } = (await (await send(server, jar, "/auth/csrf", {}, headers)).json()) as { csrfToken: string };
  const body = new URLSearchParams({ ...fields, csrfToken, callbackUrl: "/events" });
  return send(server, jar, "/auth/callback/credentials", { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } }, headers);
}

const secretOf = (client: Credentials) => ({ clientId: client.clientId, clientSecret: client.clientSecret });

describe.each(["pglite", "postgres"] as const)("the studio session on %s", (database) => {
  const servers: TestServer[] = [];
  beforeAll(async () => {
    servers.push(await startServer({ database, clients: [["acme"]] }));
  });
  afterAll(async () => {
    for (const server of servers.reverse()) await server.stop();
    for (const server of servers) await server.destroy();
  });

  it("signs in with an API client, shows its company, and never shows the secret", async () => {
    const server = servers[0];
    const jar: Jar = new Map();
    const answer = await signIn(server, jar, secretOf(server.clients[0]));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toMatch(/\/events$/);
    const events = await send(server, jar, "/events");
    expect(events.status).toBe(200);
    expect(await events.text()).toContain("@acme");
    const session = await (await send(server, jar, "/auth/session")).text();
    expect(session).toContain(server.clients[0].clientId);
    expect(session).not.toContain(server.clients[0].clientSecret);
    expect(server.logs()).not.toContain(server.clients[0].clientSecret);
  });

  it("refuses a wrong secret with its own code, and keeps studio pages closed", async () => {
    const server = servers[0];
    const jar: Jar = new Map();
    const answer = await signIn(server, jar, { clientId: server.clients[0].clientId, clientSecret: "wrong" });
    expect(answer.headers.get("location")).toMatch(/\/sign-in\?error=CredentialsSignin&code=wrongCredentials$/);
    // A redirect (or, once the studio's loading state has streamed, the page's redirect instruction) to sign-in.
    const events = await send(server, jar, "/events");
    const body = await events.text();
    expect(events.status === 307 ? events.headers.get("location") : body).toContain("/sign-in?callbackUrl=%2Fevents");
    expect(body).not.toContain("@acme");
  });

  // Starts a second server: a start takes a while on a busy machine.
  it("generates AUTH_SECRET once, where the deployment's next process finds it, so sessions survive", { timeout: 120_000 }, async () => {
    const first = servers[0];
    const jar: Jar = new Map();
    await signIn(first, jar, secretOf(first.clients[0]));
    let next: TestServer;
    if (database === "pglite") {
      const file = path.join(first.dataDir!, "auth-secret");
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const secret = fs.readFileSync(file, "utf8");
      await first.stop();
      next = await startServer({ database, dataDir: first.dataDir });
      expect(fs.readFileSync(file, "utf8")).toBe(secret);
    } else {
      // A second process on the same database, as behind a load balancer.
      next = await startServer({ database, databaseUrl: first.databaseUrl });
    }
    servers.push(next);
    const events = await send(next, jar, "/events");
    expect(events.status).toBe(200);
    expect(await events.text()).toContain("@acme");
  });
});

describe("revoked credentials (PostgreSQL, where the test can revoke while the server runs)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ database: "postgres", clients: [["revoked"]] });
  }, 120_000);
  afterAll(async () => {
    await server.stop();
    await server.destroy();
  });

  it("send the person to sign in again, saying why, as soon as the client is deleted (its tokens die with it)", async () => {
    const jar: Jar = new Map();
    await signIn(server, jar, secretOf(server.clients[0]));
    expect(await (await send(server, jar, "/events")).text()).toContain("@revoked");
    const db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    await db.query("delete from api_clients where id = $1", [server.clients[0].clientId]);
    await db.end();
    // The studio's token still has most of its hour, but the API refuses it at once; renewing it is refused too.
    const events = await send(server, jar, "/events");
    const body = await events.text();
    expect(events.status === 307 ? events.headers.get("location") : body).toContain("/sign-in?reason=revoked");
    expect(await (await send(server, jar, "/sign-in?reason=revoked")).text()).toContain("credentials stopped working");
  });
});

describe("the studio's way to the API", () => {
  const servers: TestServer[] = [];
  let secure: TestServer;
  let api: TestServer;
  let studio: TestServer;
  beforeAll(async () => {
    secure = await startServer({ database: "pglite", clients: [["secure"]], env: { ENFORCE_HTTPS: "true", TRUST_PROXY: "true" } });
    api = await startServer({ database: "pglite", clients: [["remote"]] });
    studio = await startServer({ database: "pglite", env: { API_BASE_URL: api.baseUrl } });
    servers.push(secure, api, studio);
  }, 300_000);
  afterAll(async () => {
    for (const server of servers.reverse()) await server.stop();
    for (const server of servers) await server.destroy();
  });

  it("works when the server enforces HTTPS behind a trusted proxy", async () => {
    const server = secure;
    const proxy = { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.9" };
    const jar: Jar = new Map();
    const answer = await signIn(server, jar, secretOf(server.clients[0]), proxy);
    expect(answer.status).toBe(302);
    expect([...jar.keys()]).toContain("__Secure-authjs.session-token");
    const events = await send(server, jar, "/events", {}, proxy);
    expect(events.status).toBe(200);
    expect(await events.text()).toContain("@secure");
  });

  it("works against another deployment's API named by API_BASE_URL", async () => {
    const jar: Jar = new Map();
    const answer = await signIn(studio, jar, secretOf(api.clients[0]));
    expect(answer.status).toBe(302);
    const events = await send(studio, jar, "/events");
    expect(await events.text()).toContain("@remote");
  });
});
