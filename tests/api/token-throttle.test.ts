// docs/decisions.md §2.3: the token endpoint's throttle cannot be turned against a client. Behind a
// trusted proxy (TRUST_PROXY=true) the last X-Forwarded-For entry is the client's address, so one test process
// can speak from many addresses.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASES, startServer, VENDOR, type Credentials, type TestServer } from "../support/server";

const basic = (clientId: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString("base64")}`;
const grant = JSON.stringify({ grant_type: "client_credentials", scope: "PublicAPI" });

describe.each(DATABASES)("POST /api/auth throttling (%s)", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      database,
      clients: [["acme"], ["globex"], ["initech"]],
      env: { TRUST_PROXY: "true" },
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await server?.destroy();
  }, 60_000);

  const tokenRequest = (authorization: string, address: string) =>
    fetch(`${server.baseUrl}/api/auth`, {
      method: "POST",
      headers: { Accept: VENDOR, "Content-Type": VENDOR, Authorization: authorization, "X-Forwarded-For": address },
      body: grant,
    });
  const as = (client: Credentials, secret = client.clientSecret) => basic(client.clientId, secret);

  it("never refuses the correct secret from a clean address, however often others guessed it", async () => {
    const victim = server.clients[0];
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await tokenRequest(as(victim, "guess"), "198.51.100.1")).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await tokenRequest(as(victim), "203.0.113.9")).status).toBe(200);
  });

  it("counts failures of a whole IPv6 /64 together: the 51st from it is refused with Retry-After", async () => {
    for (let i = 1; i <= 50; i++)
      expect((await tokenRequest(basic(`cs_rotating_${i}`, "guess"), `2001:db8:1:2::${i.toString(16)}`)).status).toBe(
        401,
      );
    const refused = await tokenRequest(basic("cs_rotating_next", "guess"), "2001:db8:1:2:ffff::1");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await tokenRequest(basic("cs_rotating_next", "guess"), "2001:db8:1:3::1")).status).toBe(401);
  });

  it("limits a client's successful token requests to 60 a minute, with Retry-After", async () => {
    const busy = server.clients[1];
    for (let i = 0; i < 60; i++) expect((await tokenRequest(as(busy), `192.0.2.${i}`)).status).toBe(200);
    const limited = await tokenRequest(as(busy), "192.0.2.200");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).error).toBe("tooManyRequests");
    expect((await tokenRequest(as(server.clients[2]), "192.0.2.201")).status).toBe(200);
  });

  it("answers a client id with NUL like a wrong one (401), and counts it", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await tokenRequest(basic("cs_\u0000x", "secret"), "198.51.100.77")).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });
});
