// The studio's sessions over HTTP against real servers (docs/security.md "People and sessions"): personal sign-in,
// sessions that end on their
// next request (sign-out, a replayed cookie, the absolute lifetime), redirects that stay on our origin, the
// public origin in next-auth's answers, the demo offer only on this machine, security headers, and bodies too
// large for a server action refused without a 500. Both databases; two processes on one PostgreSQL where a row
// concerns them (tests/studio/processes.test.ts).
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server";
import { callAction, newJar, rawGet, send, signedIn, signIn } from "../support/studio";

const OWNER = {
  email: "owner@acme.example",
  password: "acme owner long passphrase",
  companies: [["acme", "owner"]] as [string, "owner"][],
};
const NEWCOMER = {
  email: "newcomer@nowhere.example",
  password: "newcomer long passphrase",
  companies: [] as [string, "owner"][],
};

describe.each(["pglite", "postgres"] as const)("the studio session on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ database, people: [OWNER, NEWCOMER], env: { SESSION_LIFETIME_SECONDS: "12" } });
  }, 120_000);
  afterAll(async () => {
    await server.stop();
    await server.destroy();
  });

  it("signs in with e-mail and password; the browser's session shows nothing but its expiry", async () => {
    const jar = newJar();
    const answer = await signIn(server, jar, OWNER);
    expect(answer.status).toBe(302);
    expect(new URL(answer.headers.get("location")!).pathname).toBe("/events");
    expect(await signedIn(server, jar)).toBe(true);
    expect(Object.keys(await (await send(server, jar, "/auth/session")).json())).toEqual(["expires"]);
    expect(server.logs()).not.toContain(OWNER.password);
  });

  it("answers a signed-out visit to any studio page with a 307 to sign-in that comes back to it", async () => {
    for (const [target, back] of [
      ["/events", "/events"],
      ["/events/123?tab=logic", "/events/123?tab=logic"],
      ["/events/123/registrations", "/events/123/registrations"],
      ["/settings/members", "/settings/members"],
      ["/account", "/account"],
      ["/activity?_rsc=abc", "/activity"],
    ]) {
      // A path the request brings in the proxy's own header is overwritten, never followed.
      const answer = await send(server, newJar(), target, {}, { "x-capture-path": "//evil.example/" });
      expect(answer.status, target).toBe(307);
      expect(answer.headers.get("location"), target).toBe(`/sign-in?callbackUrl=${encodeURIComponent(back)}`);
      expect(await answer.text(), target).not.toContain('http-equiv="refresh"');
    }
  });

  it("sends a person without a company from any studio page to their account with a 307", async () => {
    const jar = newJar();
    await signIn(server, jar, NEWCOMER);
    for (const target of ["/events", "/settings/members", "/activity"]) {
      const answer = await send(server, jar, target);
      expect(answer.status, target).toBe(307);
      expect(answer.headers.get("location"), target).toBe("/account?reason=noCompany");
    }
    const account = await send(server, jar, "/account");
    expect(account.status).toBe(200);
    expect(await account.text()).toContain("You are not a member of any company yet");
  });

  it(
    "answers /setup, once a person can sign in, with a redirect: to the " + "events when signed in, else to sign in",
    async () => {
      const signedOut = await send(server, newJar(), "/setup?code=anything");
      expect([signedOut.status, signedOut.headers.get("location")]).toEqual([307, "/sign-in"]);
      const jar = newJar();
      await signIn(server, jar, OWNER);
      const signedInAnswer = await send(server, jar, "/setup");
      expect([signedInAnswer.status, signedInAnswer.headers.get("location")]).toEqual([307, "/events"]);
    },
  );

  it("refuses a wrong password with its own code", async () => {
    const jar = newJar();
    const answer = await signIn(server, jar, { ...OWNER, password: "wrong password here" });
    expect(answer.headers.get("location")).toMatch(/\/sign-in\?error=CredentialsSignin&code=wrongPassword$/);
    expect(await signedIn(server, jar)).toBe(false);
  });

  it("ends the session on sign-out: the old cookie, replayed, opens nothing and renews nothing", async () => {
    const jar = newJar();
    await signIn(server, jar, OWNER);
    const stolen = new Map(jar);
    const { csrfToken } = (await (await send(server, jar, "/auth/csrf")).json()) as { csrfToken: string };
    const out = await send(server, jar, "/auth/signout", {
      method: "POST",
      body: new URLSearchParams({ csrfToken }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(out.status).toBe(302);
    const replay = await send(server, stolen, "/auth/session");
    expect(await replay.json()).toBeNull();
    expect(replay.headers.getSetCookie().join("\n")).not.toMatch(
      /authjs\.session-token=[^;]+;(?!.*Expires=Thu, 01 Jan 1970)/,
    );
    expect(await signedIn(server, stolen)).toBe(false);
    const create = await callAction(server, stolen, "/events", "app/(studio)/events/actions.ts", "createEvent", {
      name: "Replayed",
      type: "standard",
    });
    expect(create.result).toMatchObject({ ok: false, error: { code: "signedOut" } });
  });

  it("gives sessions an absolute lifetime that using them cannot extend", { timeout: 60_000 }, async () => {
    const jar = newJar();
    const start = Date.now();
    await signIn(server, jar, OWNER);
    const wait = (untilMs: number) =>
      new Promise((resolve) => setTimeout(resolve, Math.max(0, start + untilMs - Date.now())));
    // Used and renewed while it lives (each /auth/session answer renews the cookie)...
    for (const at of [0, 3000, 6000]) {
      await wait(at);
      expect(await signedIn(server, jar)).toBe(true);
      await send(server, jar, "/auth/session");
    }
    // ...and over all the same once its 12 seconds are up.
    await wait(13_500);
    expect(await signedIn(server, jar)).toBe(false);
  });

  it("sends a person back only to a path of this site, and never answers 500 for a hostile one", async () => {
    const jar = newJar();
    const answer = await signIn(server, jar, { ...OWNER, callbackUrl: "/\t/evil.example/phish" });
    expect(new URL(answer.headers.get("location")!, server.baseUrl).origin).toBe(new URL(server.baseUrl).origin);
    for (const target of [
      "/%09/evil.example/phish",
      "/%0a/evil.example",
      "/%0d/evil.example",
      "/%E3%80%80/evil.example",
      "//evil.example",
      "/%5C/evil.example",
      "https://evil.example/",
    ]) {
      const page = await send(server, jar, `/sign-in?callbackUrl=${target}`);
      expect(page.status, target).toBe(307);
      expect(page.headers.get("location"), target).toBe("/events");
    }
  });

  it("names the public origin in next-auth's answers, never the internal listener's port", async () => {
    const jar = newJar();
    const providers = (await (await send(server, jar, "/auth/providers")).json()) as {
      credentials: { callbackUrl: string };
    };
    expect(new URL(providers.credentials.callbackUrl).origin).toBe(`http://127.0.0.1:${server.port}`);
    await signIn(server, jar, OWNER);
    const { csrfToken } = (await (await send(server, jar, "/auth/csrf")).json()) as { csrfToken: string };
    const out = await send(server, jar, "/auth/signout", {
      method: "POST",
      body: new URLSearchParams({ csrfToken }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(new URL(out.headers.get("location")!).origin).toBe(`http://127.0.0.1:${server.port}`);
    expect(out.headers.getSetCookie().join("\n")).not.toMatch(/callback-url=[^;]*127\.0\.0\.1%3A(?!${server.port})/);
  });

  it("puts the security headers on studio pages, and leaves the API's own", async () => {
    const page = await send(server, newJar(), "/sign-in");
    expect(page.headers.get("content-security-policy")).toMatch(
      /^default-src 'self'; script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'; .*frame-ancestors 'none'/,
    );
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(page.headers.get("permissions-policy")).toContain("camera=()");
    const nonce = /'nonce-([^']+)'/.exec(page.headers.get("content-security-policy")!)![1];
    expect(await page.text()).toContain(`nonce="${nonce}"`);
    const again = await send(server, newJar(), "/sign-in");
    expect(again.headers.get("content-security-policy")).not.toContain(nonce);
    const api = await fetch(`${server.baseUrl}/api/company`);
    expect(api.headers.get("content-security-policy")).toBeNull();
  });

  it(
    "refuses a server action body too large (413) or too deep (400), never with a 500",
    { timeout: 60_000 },
    async () => {
      const jar = newJar();
      await signIn(server, jar, OWNER);
      const large = await callAction(
        server,
        jar,
        "/events",
        "app/(studio)/events/actions.ts",
        "createEvent",
        null,
        JSON.stringify([{ name: "x".repeat(5 * 1024 * 1024), type: "standard" }]),
      );
      expect(large.status).toBe(413);
      const deep = await callAction(
        server,
        jar,
        "/events",
        "app/(studio)/events/actions.ts",
        "createEvent",
        null,
        `[${"[".repeat(200_000)}${"]".repeat(200_000)}]`,
      );
      expect([400, 413]).toContain(deep.status);
      expect(await signedIn(server, jar)).toBe(true);
    },
  );
});

describe("the demo account offer and /setup on this machine only", () => {
  const servers: TestServer[] = [];
  let local: TestServer;
  let proxied: TestServer;
  let empty: TestServer;
  beforeAll(async () => {
    local = await startServer({ database: "pglite" });
    proxied = await startServer({ database: "pglite", env: { TRUST_PROXY: "true" } });
    empty = await startServer({ database: "pglite", env: { DEMO_DATA: "false", TRUST_PROXY: "true" } });
    servers.push(local, proxied, empty);
  }, 180_000);
  afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const server of servers) await server.destroy();
  });

  const demoPassword = (server: TestServer) => /password: (\S+)/.exec(server.logs())![1];

  it("offers the demo account to a browser on this machine, with a loopback Host", async () => {
    const page = await (await send(local, newJar(), "/sign-in")).text();
    expect(page).toContain("Use the demo account");
    expect(page).toContain(demoPassword(local));
    const jar = newJar();
    await signIn(local, jar, { email: "demo@capture-studio.example", password: demoPassword(local) });
    expect(await (await send(local, jar, "/events")).text()).toContain("Demo Events Ltd");
  });

  it("never shows it under another Host name (DNS rebinding), nor with a forwarding header", async () => {
    for (const headers of [
      { host: "rebind.attacker.example:4331" } as Record<string, string>,
      { host: "localhost.attacker.example" },
      { "x-forwarded-for": "127.0.0.1" },
      { "x-real-ip": "127.0.0.1" },
      { forwarded: "for=127.0.0.1" },
    ]) {
      const { body: page } = await rawGet(local, "/sign-in", { host: `127.0.0.1:${local.port}`, ...headers });
      expect(page, JSON.stringify(headers)).not.toContain("Use the demo account");
      expect(page).not.toContain(demoPassword(local));
    }
  });

  it("never shows it behind a trusted proxy, whatever the proxy sends", async () => {
    for (const headers of [
      {} as Record<string, string>,
      { "x-real-ip": "127.0.0.1" },
      { forwarded: "for=127.0.0.1" },
      { "x-forwarded-for": "203.0.113.9," },
      { "x-forwarded-for": "127.0.0.1" },
    ]) {
      const page = await (await send(proxied, newJar(), "/sign-in", {}, headers)).text();
      expect(page, JSON.stringify(headers)).not.toContain("Use the demo account");
      expect(page).not.toContain(demoPassword(proxied));
    }
  });

  it(
    "starts empty with DEMO_DATA=false: /setup asks for the printed code, " +
      "refuses a wrong one, and is gone once the owner exists",
    { timeout: 60_000 },
    async () => {
      expect(empty.logs()).not.toContain("Demo data created");
      const code = /\/setup\?code=([A-Za-z0-9_-]+)/.exec(empty.logs())![1];
      const signInPage = await send(empty, newJar(), "/sign-in");
      expect(signInPage.status).toBe(307);
      expect(signInPage.headers.get("location")).toBe("/setup");
      const setup = await (await send(empty, newJar(), "/setup")).text();
      expect(setup).toContain("Enter the setup code");
      expect(setup).not.toContain(code);
      expect(fs.existsSync(path.join(empty.dataDir!, "pgdata"))).toBe(true);
    },
  );
});
