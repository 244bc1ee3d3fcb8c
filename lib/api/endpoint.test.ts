import { describe, expect, it, vi } from "vitest";
import { endpoint, errorResponse } from "./endpoint";
import { ApiError } from "./errors";

// The token's lookup stands in for the database's (tests/api checks tokens and first reads end to end over HTTP):
// it records what it was asked, to check what the endpoint hands it; "good" is the one valid token.
const lookups = vi.hoisted(() => [] as { token: string; read: unknown }[]);
vi.mock("../db/repositories/first-reads", () => ({
  findTokenWith: async (token: string, read: { id: number } | null) => {
    lookups.push({ token, read });
    const expiresAt = new Date(Date.now() + 60_000);
    const valid =
      token === "good"
        ? { companyId: 3, clientId: "client", deviceId: null, expiresAt }
        : token === "device"
          ? { companyId: 3, clientId: null, deviceId: "dev_1", expiresAt }
          : null;
    return { token: valid, preloaded: valid && read ? { event: { id: read.id, lookup: "read with the token" } } : {} };
  },
}));

const VENDOR = (version = "1.1.5") => `application/vnd.service-v${version}+json`;
const params = {};
// No token step: these tests exercise the pipeline around it (the token step needs the database; tests/api covers it).
const route = endpoint(
  {
    GET: async () => ({ status: 200, body: { id: 1 }, headers: { "Last-Modified": "Sun, 06 Nov 1994 08:49:37 GMT" } }),
    PATCH: async () => {
      throw new ApiError("preconditionFailed", "Changed.");
    },
    DELETE: async () => {
      throw new Error("connection to 10.0.0.3 refused");
    },
  },
  { authenticated: false },
);
const call = (method: keyof typeof route, headers: Record<string, string> = { Accept: VENDOR() }) =>
  route[method](new Request("http://localhost/api/x", { method, headers }), params);

describe("endpoint", () => {
  it("answers with the negotiated version, Vary and Cache-Control", async () => {
    const response = await call("GET");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(VENDOR());
    expect(response.headers.get("vary")).toBe("Accept, Authorization");
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    expect(response.headers.get("deprecation")).toBeNull();
    expect(await response.json()).toEqual({ id: 1 });
  });

  it("marks 1.1.4 answers with Deprecation: true", async () => {
    const response = await call("GET", { Accept: VENDOR("1.1.4") });
    expect(response.headers.get("content-type")).toBe(VENDOR("1.1.4"));
    expect(response.headers.get("deprecation")).toBe("true");
  });

  it("answers OPTIONS with 204, Allow and Accept-Patch, without negotiation or a body", async () => {
    const response = await call("OPTIONS", {});
    expect(response.status).toBe(204);
    expect(response.headers.get("allow")).toBe("GET, PATCH, DELETE, OPTIONS");
    expect(response.headers.get("accept-patch")).toContain("application/json");
    expect(await response.text()).toBe("");
  });

  it("answers a method the endpoint does not allow with 405 and Allow", async () => {
    const response = await call("PUT");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, PATCH, DELETE, OPTIONS");
    expect((await response.json()).error).toBe("methodNotAllowed");
  });

  it("answers 406 in the current version when negotiation fails", async () => {
    const response = await call("GET", { Accept: "text/html" });
    expect(response.status).toBe(406);
    expect(response.headers.get("content-type")).toBe(VENDOR());
    expect(await response.json()).toMatchObject({ error: "APIVersion", details: [] });
  });

  it("turns an ApiError into its status and error body", async () => {
    const response = await call("PATCH");
    expect(response.status).toBe(412);
    expect(await response.json()).toEqual({ error: "preconditionFailed", message: "Changed.", details: {} });
  });

  it("turns anything else into a bare 500 that leaks nothing", async () => {
    const response = await call("DELETE");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain("10.0.0.3");
    expect(JSON.parse(text)).toMatchObject({ error: "internalError", details: {} });
  });

  it("answers HEAD without a body", async () => {
    const headRoute = endpoint({ HEAD: async () => ({ status: 200, body: { id: 1 } }) }, { authenticated: false });
    const response = await headRoute.HEAD(
      new Request("http://localhost/api/x", { method: "HEAD", headers: { Accept: VENDOR() } }),
      params,
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });

  it(
    "answers application/json to an OAuth client that asks for it, where " + "oauth is set (docs/decisions.md §2.2)",
    async () => {
      const handlers = {
        POST: async () => ({ status: 200, body: { access_token: "t" } }),
        PUT: async () => {
          throw new ApiError("invalid_client", "Wrong.");
        },
      };
      const oauth = endpoint(handlers, { authenticated: false, oauth: true });
      const plain = endpoint(handlers, { authenticated: false });
      const send = (route: typeof oauth, method: "POST" | "PUT", accept: string) =>
        route[method](new Request("http://localhost/api/auth", { method, headers: { Accept: accept } }), params);
      expect((await send(oauth, "POST", "application/json")).headers.get("content-type")).toBe("application/json");
      expect((await send(oauth, "PUT", "application/json")).headers.get("content-type")).toBe("application/json");
      expect((await send(oauth, "POST", `application/json, ${VENDOR()}`)).headers.get("content-type")).toBe(VENDOR());
      expect((await send(oauth, "POST", "*/*")).headers.get("content-type")).toBe(VENDOR());
      expect((await send(plain, "POST", "application/json")).headers.get("content-type")).toBe(VENDOR());
    },
  );
});

// Mutants that survive, equivalent: `reply.body !== undefined` → true (a body of undefined is serialised as no
// body), and errorResponse's default method "GET" → "" (only "HEAD" changes an answer).
describe("endpoint: headers, bodies and the steps around the handler", () => {
  const request = (method: string, headers: Record<string, string> = { Accept: VENDOR() }, body?: string) =>
    new Request("http://localhost/api/events/7?fields=name", { method, headers, body });

  it("keeps a Cache-Control the handler sets", async () => {
    const route = endpoint(
      { GET: async () => ({ status: 200, body: {}, headers: { "Cache-Control": "no-store" } }) },
      { authenticated: false },
    );
    expect((await route.GET(request("GET"), params)).headers.get("cache-control")).toBe("no-store");
  });

  it("sends no body with 204 or 304, nor when the handler gives none", async () => {
    for (const status of [204, 304]) {
      const route = endpoint({ GET: async () => ({ status, body: { id: 1 } }) }, { authenticated: false });
      const response = await route.GET(request("GET"), params);
      expect([response.status, await response.text()]).toEqual([status, ""]);
    }
    const none = endpoint({ DELETE: async () => ({ status: 200 }) }, { authenticated: false });
    expect(await (await none.DELETE(request("DELETE"), params)).text()).toBe("");
  });

  it("offers Accept-Patch only where PATCH is allowed", async () => {
    const route = endpoint({ GET: async () => ({ status: 200 }) }, { authenticated: false });
    const response = await route.OPTIONS(request("OPTIONS", {}), params);
    expect(response.headers.get("allow")).toBe("GET, OPTIONS");
    expect(response.headers.get("accept-patch")).toBeNull();
    expect((await call("OPTIONS", {})).headers.get("accept-patch")).toBe(`${VENDOR()}, application/json`);
  });

  it("says which methods are allowed in a 405's message and details", async () => {
    expect(await (await call("PUT")).json()).toEqual({
      error: "methodNotAllowed",
      message: "PUT is not allowed on this endpoint. Allowed: GET, PATCH, DELETE, OPTIONS.",
      details: { allow: ["GET", "PATCH", "DELETE", "OPTIONS"] },
    });
  });

  it(
    "gives the handler the request, its URL, the version, the parameters " + "and no principal where none is needed",
    async () => {
      let seen: unknown;
      const route = endpoint({ GET: async (context) => ((seen = context), { status: 200 }) }, { authenticated: false });
      const sent = request("GET", { Accept: VENDOR("1.1.4") });
      await route.GET(sent, { eventId: "7" });
      expect(seen).toEqual({
        request: sent,
        url: new URL("http://localhost/api/events/7?fields=name"),
        version: "1.1.4",
        params: { eventId: "7" },
        principal: { scope: "PublicAPI", companyId: 0, clientId: "" },
        preloaded: {},
      });
    },
  );

  it("hands the preload's first read to the token's lookup, and what it read to the handler", async () => {
    const seen: unknown[] = [];
    const handlers = {
      GET: async (context: { principal: unknown; preloaded: unknown }) => (
        seen.push([context.principal, context.preloaded]),
        { status: 200 }
      ),
    };
    const preloading = endpoint(handlers, {
      preload: (_request, { eventId }) => ({ kind: "event", id: Number(eventId) }),
    });
    const plain = endpoint(handlers);
    const authorized = () => request("GET", { Accept: VENDOR(), Authorization: "Bearer good" });
    lookups.length = 0;
    expect((await preloading.GET(authorized(), { eventId: "7" })).status).toBe(200);
    expect((await plain.GET(authorized(), { eventId: "7" })).status).toBe(200);
    expect(lookups).toEqual([
      { token: "good", read: { kind: "event", id: 7 } },
      { token: "good", read: null },
    ]);
    expect(seen).toEqual([
      [{ scope: "PublicAPI", companyId: 3, clientId: "client" }, { event: { id: 7, lookup: "read with the token" } }],
      [{ scope: "PublicAPI", companyId: 3, clientId: "client" }, {}],
    ]);
  });

  it("refuses a capture device's token before the handler, unless the endpoint allows the method for it", async () => {
    let ran = 0;
    const handlers = {
      GET: async () => (ran++, { status: 200 }),
      DELETE: async () => (ran++, { status: 204 }),
    };
    const route = endpoint(handlers, { scope: { capture: ["GET"] } });
    const asDevice = (method: string) => request(method, { Accept: VENDOR(), Authorization: "Bearer device" });
    expect((await route.GET(asDevice("GET"), params)).status).toBe(200);
    const refused = await route.DELETE(asDevice("DELETE"), params);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe("insufficientScope");
    expect((await endpoint(handlers).GET(asDevice("GET"), params)).status).toBe(403);
    expect(ran).toBe(1);
    const clientsRefused = endpoint(handlers, { scope: { capture: ["GET"], clients: false } });
    const asClient = request("GET", { Accept: VENDOR(), Authorization: "Bearer good" });
    expect((await clientsRefused.GET(asClient, params)).status).toBe(403);
    expect(ran).toBe(1);
  });

  it("asks for a token unless told not to, before the handler runs", async () => {
    let ran = false;
    const route = endpoint({ GET: async () => ((ran = true), { status: 200 }) });
    const response = await route.GET(request("GET"), params);
    expect(response.status).toBe(401);
    expect((await response.json()).error).toBe("unauthorized");
    expect(ran).toBe(false);
  });

  it("checks the Content-Type of every request with a body, also where the handler reads none", async () => {
    const route = endpoint({ DELETE: async () => ({ status: 204 }) }, { authenticated: false });
    const withBody = (type: string) =>
      request("DELETE", { Accept: VENDOR(), "Content-Type": type, "Content-Length": "2" }, "{}");
    const response = await route.DELETE(withBody("text/plain"), params);
    expect(response.status).toBe(415);
    expect((await response.json()).message).toBe(
      `The media type text/plain is not supported. Send JSON with Content-Type: ${VENDOR()}.`,
    );
    expect((await route.DELETE(withBody(VENDOR()), params)).status).toBe(204);
    expect(
      (await route.DELETE(request("DELETE", { Accept: VENDOR(), "Content-Type": "text/plain" }), params)).status,
    ).toBe(204);
  });

  it("accepts a form body only where the endpoint takes forms", async () => {
    const form = { Accept: VENDOR(), "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "3" };
    const handlers = { POST: async () => ({ status: 200, body: {} }) };
    expect(
      (await endpoint(handlers, { authenticated: false, form: true }).POST(request("POST", form, "a=b"), params))
        .status,
    ).toBe(200);
    expect((await endpoint(handlers, { authenticated: false }).POST(request("POST", form, "a=b"), params)).status).toBe(
      415,
    );
  });

  it("answers an error outside a route (errorResponse) in the current version, with its body", async () => {
    const response = errorResponse(new ApiError("notFound", "No such thing."));
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe(VENDOR());
    expect(await response.json()).toEqual({ error: "notFound", message: "No such thing.", details: {} });
  });
});
