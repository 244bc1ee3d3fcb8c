import { describe, expect, it } from "vitest";
import { useServer } from "../support/api-context";
import { DATABASES, getToken, startServer, VENDOR, type Credentials } from "../support/server";

const basic = (clientId: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString("base64")}`;

describe.each(DATABASES)("POST /api/auth (%s)", (database) => {
  const ctx = useServer(database, { clients: [["acme"], ["acme", "globex"]] });
  const request = (credentials: Credentials | null, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${ctx.server.baseUrl}/api/auth`, {
      method: "POST",
      headers: {
        Accept: VENDOR,
        "Content-Type": VENDOR,
        ...(credentials ? { Authorization: basic(credentials.clientId, credentials.clientSecret) } : {}),
        ...headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const grant = { grant_type: "client_credentials", scope: "PublicAPI" };

  it("issues a bearer token for a JSON body", async () => {
    const response = await request(ctx.server.clients[0], grant);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("pragma")).toBe("no-cache");
    expect(response.headers.get("content-type")).toBe(VENDOR);
    const body = await response.json();
    expect(body).toMatchObject({ token_type: "bearer", scope: "PublicAPI", expires_in: "3600" });
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
  });

  it("accepts a form-encoded body, as OAuth libraries send it", async () => {
    const response = await request(ctx.server.clients[0], "grant_type=client_credentials&scope=PublicAPI", {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(response.status).toBe(200);
  });

  it("refuses a wrong secret and an unknown client alike with 401 invalid_client", async () => {
    const wrong = await request({ ...ctx.server.clients[0], clientSecret: "nope" }, grant);
    const unknown = await request({ clientId: "cs_unknown", clientSecret: "nope", companies: [] }, grant);
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe('Basic realm="api"');
      expect((await response.json()).error).toBe("invalid_client");
    }
  });

  it("refuses missing credentials with 401", async () => {
    const response = await request(null, grant);
    expect(response.status).toBe(401);
    expect((await response.json()).error).toBe("invalid_client");
  });

  it.each([
    [{ scope: "PublicAPI" }, 400, "invalid_request"],
    [{ grant_type: "password", scope: "PublicAPI" }, 400, "unsupported_grant_type"],
    [{ grant_type: "client_credentials", scope: "Admin" }, 400, "invalid_scope"],
    [{ grant_type: "client_credentials" }, 400, "invalid_request"],
    [{ grant_type: 5, scope: "PublicAPI" }, 400, "invalid_request"],
    ['{"grant_type":', 400, "invalid_request"],
    ["", 400, "invalid_request"],
    ['{"grant_type":"client_credentials","scope":"Public\\u0000API"}', 400, "invalid_request"],
  ])("refuses the body %j with %i %s", async (body, status, error) => {
    const response = await request(ctx.server.clients[0], body);
    expect(response.status).toBe(status);
    expect((await response.json()).error).toBe(error);
  });

  it("refuses a form parameter sent twice with 400 invalid_request (RFC 6749 3.2)", async () => {
    const response = await request(
      ctx.server.clients[0],
      "grant_type=client_credentials&scope=PublicAPI&scope=PublicAPI",
      { "Content-Type": "application/x-www-form-urlencoded" },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "invalid_request", details: { field: "scope" } });
  });

  it("refuses malformed Basic credentials with 400 invalid_request", async () => {
    const response = await request(null, grant, { Authorization: "Basic !!!" });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe("invalid_request");
  });

  it("needs a username from a client that serves several companies, and only one it may act for", async () => {
    const multi = ctx.server.clients[1];
    expect((await request(multi, grant)).status).toBe(400);
    expect((await request(multi, { ...grant, username: "globex" })).status).toBe(200);
    const foreign = await request(ctx.server.clients[0], { ...grant, username: "globex" });
    expect(foreign.status).toBe(400);
    expect((await foreign.json()).error).toBe("invalid_request");
  });

  it("throttles repeated failures of one client id with 429 and Retry-After", async () => {
    const victim = { clientId: `cs_throttle_${database}`, clientSecret: "wrong", companies: [] };
    for (let i = 0; i < 10; i++) expect((await request(victim, grant)).status).toBe(401);
    const limited = await request(victim, grant);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).error).toBe("tooManyRequests");
    // Other clients are not affected.
    expect((await request(ctx.server.clients[0], grant)).status).toBe(200);
  });
});

describe.each(DATABASES)("data requests and tokens (%s)", (database) => {
  const ctx = useServer(database);

  it("answers 401 unauthorized without a bearer token, with a Bearer challenge", async () => {
    const response = await fetch(`${ctx.server.baseUrl}/api/events`, { headers: { Accept: VENDOR } });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe('Bearer realm="api"');
    expect((await response.json()).error).toBe("unauthorized");
  });

  it("answers 401 invalidToken for an unknown token, and accepts the scheme in any case", async () => {
    const unknown = await fetch(`${ctx.server.baseUrl}/api/events`, {
      headers: { Accept: VENDOR, Authorization: "Bearer abcdef" },
    });
    expect(unknown.status).toBe(401);
    expect((await unknown.json()).error).toBe("invalidToken");
    const lower = await fetch(`${ctx.server.baseUrl}/api/events`, {
      headers: { Accept: VENDOR, Authorization: `bEaReR ${ctx.token}` },
    });
    expect(lower.status).toBe(200);
  });

  it("never reads a token from the query string", async () => {
    const response = await fetch(`${ctx.server.baseUrl}/api/events?access_token=${ctx.token}`, {
      headers: { Accept: VENDOR },
    });
    expect(response.status).toBe(401);
  });

  it("answers 403 tokenExpired once the token's lifetime has passed", async () => {
    const server = await startServer({ database, clients: [["acme"]], env: { TOKEN_TTL_SECONDS: "1" } });
    try {
      const token = await getToken(server, server.clients[0]);
      const fresh = await fetch(`${server.baseUrl}/api/company`, {
        headers: { Accept: VENDOR, Authorization: `Bearer ${token}` },
      });
      expect(fresh.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const expired = await fetch(`${server.baseUrl}/api/company`, {
        headers: { Accept: VENDOR, Authorization: `Bearer ${token}` },
      });
      expect(expired.status).toBe(403);
      expect(expired.headers.get("www-authenticate")).toContain('error="invalid_token"');
      expect((await expired.json()).error).toBe("tokenExpired");
    } finally {
      await server.stop();
      await server.destroy();
    }
  });
});
