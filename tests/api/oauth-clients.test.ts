// OAuth 2.0 client libraries written by others get tokens from POST /api/auth (RFC 6749 4.4; docs/decisions.md §2.2):
// they ask
// for application/json and refuse any other Content-Type, so the token endpoint answers them in plain JSON.
import { OAuth2Client, OAuth2HttpError } from "@badgateway/oauth2-client";
import ClientOAuth2 from "client-oauth2";
import * as oidc from "openid-client";
import { ClientCredentials } from "simple-oauth2";
import { describe, expect, it } from "vitest";
import { useServer } from "../support/api-context";
import { VENDOR, type Credentials } from "../support/server";

/** A token works only if the API takes it: read the company with it. */
async function companyWith(baseUrl: string, accessToken: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/company`, {
    headers: { Accept: VENDOR, Authorization: `Bearer ${accessToken}` },
  });
  return response.status;
}

describe("POST /api/auth with OAuth 2.0 client libraries", () => {
  const ctx = useServer("pglite");
  const wrong = (credentials: Credentials) => ({ ...credentials, clientSecret: `${credentials.clientSecret}x` });

  describe.each(["form", "json"] as const)("simple-oauth2, %s body", (bodyFormat) => {
    const client = (credentials: Credentials) =>
      new ClientCredentials({
        client: { id: credentials.clientId, secret: credentials.clientSecret },
        auth: { tokenHost: ctx.server.baseUrl, tokenPath: "/api/auth" },
        options: { bodyFormat, authorizationMethod: "header" },
      });

    it("gets a token the API takes", async () => {
      const token = await client(ctx.server.clients[0]).getToken({ scope: "PublicAPI" });
      expect(token.token).toMatchObject({ token_type: "bearer", scope: "PublicAPI" });
      expect(await companyWith(ctx.server.baseUrl, String(token.token.access_token))).toBe(200);
    });

    it("is refused a wrong secret with 401 invalid_client", async () => {
      const refusal = await client(wrong(ctx.server.clients[0]))
        .getToken({ scope: "PublicAPI" })
        .then(
          () => null,
          (error: { output?: { statusCode?: number }; data?: { payload?: { error?: string } } }) => error,
        );
      expect(refusal?.output?.statusCode).toBe(401);
      expect(refusal?.data?.payload?.error).toBe("invalid_client");
    });
  });

  describe("openid-client", () => {
    const config = (credentials: Credentials) => {
      const configuration = new oidc.Configuration(
        { issuer: ctx.server.baseUrl, token_endpoint: `${ctx.server.baseUrl}/api/auth` },
        credentials.clientId,
        undefined,
        oidc.ClientSecretBasic(credentials.clientSecret),
      );
      // The test server speaks plain HTTP on loopback.
      oidc.allowInsecureRequests(configuration);
      return configuration;
    };

    it("gets a token the API takes (form body)", async () => {
      const tokens = await oidc.clientCredentialsGrant(config(ctx.server.clients[0]), { scope: "PublicAPI" });
      expect(tokens.token_type).toBe("bearer");
      expect(tokens.expiresIn()).toBeGreaterThan(3500);
      expect(await companyWith(ctx.server.baseUrl, tokens.access_token)).toBe(200);
    });

    it("is refused a wrong secret with 401 invalid_client", async () => {
      const refusal = await oidc
        .clientCredentialsGrant(config(wrong(ctx.server.clients[0])), { scope: "PublicAPI" })
        .then(
          () => null,
          (error: unknown) => error,
        );
      // A 401 with WWW-Authenticate is reported as the challenge, with the response beside it.
      expect(refusal).toBeInstanceOf(oidc.WWWAuthenticateChallengeError);
      const challenge = refusal as oidc.WWWAuthenticateChallengeError;
      expect(challenge.status).toBe(401);
      expect(challenge.cause[0]).toMatchObject({ scheme: "basic", parameters: { realm: "api" } });
      expect(await challenge.response.json()).toMatchObject({ error: "invalid_client" });
    });
  });

  describe("@badgateway/oauth2-client", () => {
    const client = (credentials: Credentials) =>
      new OAuth2Client({
        server: ctx.server.baseUrl,
        tokenEndpoint: "/api/auth",
        clientId: credentials.clientId,
        clientSecret: credentials.clientSecret,
        authenticationMethod: "client_secret_basic",
      });

    it("gets a token the API takes (form body)", async () => {
      const token = await client(ctx.server.clients[0]).clientCredentials({ scope: ["PublicAPI"] });
      expect(token.expiresAt).toBeGreaterThan(Date.now());
      expect(await companyWith(ctx.server.baseUrl, token.accessToken)).toBe(200);
    });

    it("is refused a wrong secret with 401 invalid_client", async () => {
      const refusal = await client(wrong(ctx.server.clients[0]))
        .clientCredentials({ scope: ["PublicAPI"] })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(refusal).toBeInstanceOf(OAuth2HttpError);
      expect(refusal).toMatchObject({ httpCode: 401, oauth2Code: "invalid_client" });
    });
  });

  describe("client-oauth2", () => {
    // It reports an OAuth error by its name only, so its own requests are watched for their status.
    const statuses: number[] = [];
    const ownRequest = (new ClientOAuth2({}) as unknown as { request: ClientOAuth2.Request }).request;
    const watched: ClientOAuth2.Request = (...args) =>
      ownRequest(...args).then((response) => (statuses.push(response.status), response));
    const client = (credentials: Credentials) =>
      new ClientOAuth2(
        {
          clientId: credentials.clientId,
          clientSecret: credentials.clientSecret,
          accessTokenUri: `${ctx.server.baseUrl}/api/auth`,
          scopes: ["PublicAPI"],
        },
        watched,
      );

    it("gets a token the API takes (form body)", async () => {
      const token = await client(ctx.server.clients[0]).credentials.getToken();
      expect(token.tokenType).toBe("bearer");
      expect(await companyWith(ctx.server.baseUrl, token.accessToken)).toBe(200);
    });

    it("is refused a wrong secret with 401 invalid_client", async () => {
      const refusal = await client(wrong(ctx.server.clients[0]))
        .credentials.getToken()
        .then(
          () => null,
          (error: { code?: string; body?: { error?: string } }) => error,
        );
      expect(refusal?.code).toBe("EAUTH");
      expect(refusal?.body?.error).toBe("invalid_client");
      expect(statuses.at(-1)).toBe(401);
    });
  });

  describe("the Content-Type of its answers (docs/decisions.md §2.2)", () => {
    const basic = (credentials: Credentials) =>
      `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString("base64")}`;
    const request = (accept: string, credentials: Credentials, json = true) =>
      fetch(`${ctx.server.baseUrl}/api/auth`, {
        method: "POST",
        headers: {
          Accept: accept,
          Authorization: basic(credentials),
          "Content-Type": json ? "application/json" : "application/x-www-form-urlencoded",
        },
        body: json
          ? JSON.stringify({ grant_type: "client_credentials", scope: "PublicAPI" })
          : "grant_type=client_credentials&scope=PublicAPI",
      });

    it.each([
      ["application/json", "application/json"],
      ["application/json, application/x-www-form-urlencoded", "application/json"],
      ["application/json;q=0.5, text/plain", "application/json"],
      [VENDOR, VENDOR],
      [`application/json, ${VENDOR}`, VENDOR],
      ["application/json, application/vnd.service-v1.1.4+json;q=0.1", VENDOR],
      ["*/*", VENDOR],
      ["application/*", VENDOR],
    ])("Accept %s: a token in %s", async (accept, contentType) => {
      for (const json of [true, false]) {
        const response = await request(accept, ctx.server.clients[0], json);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe(contentType);
        expect((await response.json()).token_type).toBe("bearer");
      }
    });

    it("answers a refusal in application/json too, when the token would be", async () => {
      const response = await request("application/json", wrong(ctx.server.clients[0]));
      expect(response.status).toBe(401);
      expect(response.headers.get("content-type")).toBe("application/json");
      expect(await response.json()).toMatchObject({ error: "invalid_client" });
      const vendor = await request(VENDOR, wrong(ctx.server.clients[0]));
      expect(vendor.headers.get("content-type")).toBe(VENDOR);
    });

    it("keeps the vendor type on the other endpoints", async () => {
      const response = await fetch(`${ctx.server.baseUrl}/api/company`, {
        headers: { Accept: "application/json", Authorization: `Bearer ${ctx.token}` },
      });
      expect(response.headers.get("content-type")).toBe(VENDOR);
    });
  });
});
