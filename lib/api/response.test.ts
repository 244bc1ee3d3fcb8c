import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiResponse, writeApiResponse } from "./response";

describe("apiResponse", () => {
  it("is a Response with the status, headers and body it was made with", async () => {
    const response = apiResponse('{"a":"é"}', 201, { "content-type": "application/json", vary: "Accept" });
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(201);
    expect(response.ok).toBe(true);
    expect(response.headers.get("Content-Type")).toBe("application/json");
    expect(response.headers.get("vary")).toBe("Accept");
    expect(await response.json()).toEqual({ a: "é" });
    expect(response.bodyUsed).toBe(true);
  });

  it("has no body when made without text", async () => {
    const response = apiResponse(null, 304, {});
    expect(response.ok).toBe(false);
    expect(response.body).toBeNull();
    expect(await response.text()).toBe("");
  });
});

describe("writeApiResponse", () => {
  let server: http.Server;
  let base: string;
  let next: () => Response;
  let written: boolean[] = [];

  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      const response = next();
      const wrote = writeApiResponse(response, res);
      written.push(wrote);
      if (!wrote) {
        res.writeHead(599, { "x-not-written": "1" });
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("writes the status, the headers, the body and its length in bytes", async () => {
    written = [];
    next = () =>
      apiResponse('{"name":"Zoë"}', 200, { "content-type": "application/json", "cache-control": "no-cache" });
    const response = await fetch(base);
    expect(written).toEqual([true]);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength('{"name":"Zoë"}')));
    expect(await response.text()).toBe('{"name":"Zoë"}');
  });

  it("keeps a Content-Length the answer names (a HEAD's) and writes no body without text", async () => {
    written = [];
    next = () => apiResponse(null, 200, { "content-length": "42", "content-range": "resources */7" });
    const response = await fetch(base, { method: "HEAD" });
    expect(written).toEqual([true]);
    expect(response.headers.get("content-length")).toBe("42");
    expect(response.headers.get("content-range")).toBe("resources */7");
  });

  it("leaves any other Response, and one whose real Response was made, to the caller", async () => {
    written = [];
    next = () => new Response("plain", { status: 200 });
    expect((await fetch(base)).status).toBe(599);
    next = () => {
      const response = apiResponse("text", 200, {});
      response.headers.set("x-changed", "1");
      return response;
    };
    expect((await fetch(base)).status).toBe(599);
    expect(written).toEqual([false, false]);
  });
});
