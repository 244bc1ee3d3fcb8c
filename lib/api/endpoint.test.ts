import { describe, expect, it } from "vitest";
import { endpoint } from "./endpoint";
import { ApiError } from "./errors";

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
const call = (method: keyof typeof route, headers: Record<string, string> = { Accept: VENDOR() }) => route[method](new Request("http://localhost/api/x", { method, headers }), params);

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
    const response = await headRoute.HEAD(new Request("http://localhost/api/x", { method: "HEAD", headers: { Accept: VENDOR() } }), params);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });

  it("answers application/json to an OAuth client that asks for it, where oauth is set (DECISIONS §2.2)", async () => {
    const handlers = {
      POST: async () => ({ status: 200, body: { access_token: "t" } }),
      PUT: async () => {
        throw new ApiError("invalid_client", "Wrong.");
      },
    };
    const oauth = endpoint(handlers, { authenticated: false, oauth: true });
    const plain = endpoint(handlers, { authenticated: false });
    const send = (route: typeof oauth, method: "POST" | "PUT", accept: string) => route[method](new Request("http://localhost/api/auth", { method, headers: { Accept: accept } }), params);
    expect((await send(oauth, "POST", "application/json")).headers.get("content-type")).toBe("application/json");
    expect((await send(oauth, "PUT", "application/json")).headers.get("content-type")).toBe("application/json");
    expect((await send(oauth, "POST", `application/json, ${VENDOR()}`)).headers.get("content-type")).toBe(VENDOR());
    expect((await send(oauth, "POST", "*/*")).headers.get("content-type")).toBe(VENDOR());
    expect((await send(plain, "POST", "application/json")).headers.get("content-type")).toBe(VENDOR());
  });
});
