import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddress, fromSameMachine, httpsLocation } from "./socket-guards";

const request = (headers: Record<string, string>, remoteAddress = "10.0.0.9") => ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe("clientAddress", () => {
  it("is the socket's address unless a proxy is trusted", () => {
    expect(clientAddress(request({ "x-forwarded-for": "1.2.3.4" }), { enforceHttps: false, trustProxy: false })).toBe("10.0.0.9");
  });

  it("behind a trusted proxy, is the entry the proxy appended, not one the client sent", () => {
    const policy = { enforceHttps: false, trustProxy: true };
    expect(clientAddress(request({ "x-forwarded-for": "203.0.113.7" }), policy)).toBe("203.0.113.7");
    expect(clientAddress(request({ "x-forwarded-for": "6.6.6.6, 203.0.113.7" }), policy)).toBe("203.0.113.7");
    expect(clientAddress(request({}), policy)).toBe("10.0.0.9");
  });
});

describe("fromSameMachine (the demo offer)", () => {
  const direct = { enforceHttps: false, trustProxy: false };
  const proxied = { enforceHttps: false, trustProxy: true };

  it("is true for a loopback socket with no forwarding header", () => {
    expect(fromSameMachine(request({}, "127.0.0.1"), direct)).toBe(true);
    expect(fromSameMachine(request({}, "::1"), direct)).toBe(true);
    expect(fromSameMachine(request({}, "::ffff:127.0.0.1"), direct)).toBe(true);
  });

  it("is false for another machine, and for a loopback socket relaying others through an untrusted proxy", () => {
    expect(fromSameMachine(request({}, "10.0.0.9"), direct)).toBe(false);
    expect(fromSameMachine(request({ "x-forwarded-for": "127.0.0.1" }, "127.0.0.1"), direct)).toBe(false);
    expect(fromSameMachine(request({ forwarded: "for=203.0.113.7" }, "127.0.0.1"), direct)).toBe(false);
  });

  it("behind a trusted proxy, follows the address the proxy saw", () => {
    expect(fromSameMachine(request({ "x-forwarded-for": "203.0.113.7" }, "127.0.0.1"), proxied)).toBe(false);
    expect(fromSameMachine(request({ "x-forwarded-for": "203.0.113.7, 127.0.0.1" }, "127.0.0.1"), proxied)).toBe(true);
  });
});

describe("httpsLocation", () => {
  it.each([
    ["example.com:8080", "/api/events?x=1", "https://example.com/api/events?x=1"],
    ["[::1]:3000", "/", "https://[::1]/"],
    ["evil.com/@x", "/", "https://localhost/"],
  ])("Host %s, path %s -> %s", (host, url, expected) => {
    expect(httpsLocation({ headers: { host }, url } as unknown as IncomingMessage)).toBe(expected);
  });
});
