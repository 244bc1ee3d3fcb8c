import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { isApiPath, trustHeaders } from "./dispatch";

describe("isApiPath", () => {
  it.each([
    ["/api", true],
    ["/api?x=1", true],
    ["/api/events", true],
    ["/api/events/1/registrations", true],
    ["/apis", false],
    ["/api-docs", false],
    ["/events", false],
    ["/", false],
    ["/auth/session", false],
  ])("%s -> %s", (target, expected) => {
    expect(isApiPath(target)).toBe(expected);
  });
});

describe("trustHeaders", () => {
  it("replaces a client's own x-capture-* headers in rawHeaders with the values guardRequest set", () => {
    const req = {
      headers: { accept: "*/*", "x-capture-client-address": "10.1.2.3", "x-capture-same-machine": "0" },
      rawHeaders: ["Accept", "*/*", "X-Capture-Client-Address", "1.1.1.1", "x-capture-same-machine", "1"],
    } as unknown as IncomingMessage;
    trustHeaders(req);
    expect(req.rawHeaders).toEqual([
      "Accept",
      "*/*",
      "x-capture-client-address",
      "10.1.2.3",
      "x-capture-same-machine",
      "0",
    ]);
  });
});
