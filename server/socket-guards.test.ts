import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddress, fromSameMachine, httpsLocation, publicHost } from "./socket-guards";

const request = (headers: Record<string, string>, remoteAddress = "10.0.0.9") =>
  ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe("clientAddress", () => {
  it("is the socket's address unless a proxy is trusted", () => {
    expect(clientAddress(request({ "x-forwarded-for": "1.2.3.4" }), { enforceHttps: false, trustProxy: false })).toBe(
      "10.0.0.9",
    );
  });

  it("behind a trusted proxy, is the entry the proxy appended, not one the client sent", () => {
    const policy = { enforceHttps: false, trustProxy: true };
    expect(clientAddress(request({ "x-forwarded-for": "203.0.113.7" }), policy)).toBe("203.0.113.7");
    expect(clientAddress(request({ "x-forwarded-for": "6.6.6.6, 203.0.113.7" }), policy)).toBe("203.0.113.7");
    expect(clientAddress(request({}), policy)).toBe("10.0.0.9");
  });
});

describe("fromSameMachine (the demo offer, /setup without its code)", () => {
  const direct = { enforceHttps: false, trustProxy: false };
  const proxied = { enforceHttps: false, trustProxy: true };
  const local = (headers: Record<string, string> = {}) => ({ host: "localhost:3000", ...headers });

  it("is true for a loopback socket, a loopback Host and no forwarding header", () => {
    expect(fromSameMachine(request(local(), "127.0.0.1"), direct)).toBe(true);
    expect(fromSameMachine(request({ host: "127.0.0.1:3000" }, "::1"), direct)).toBe(true);
    expect(fromSameMachine(request({ host: "[::1]:3000" }, "::ffff:127.0.0.1"), direct)).toBe(true);
    expect(fromSameMachine(request({ host: "LOCALHOST" }, "127.0.0.1"), direct)).toBe(true);
  });

  it("is false for another machine, and for a loopback socket relaying others", () => {
    expect(fromSameMachine(request(local(), "10.0.0.9"), direct)).toBe(false);
    expect(fromSameMachine(request(local({ "x-forwarded-for": "127.0.0.1" }), "127.0.0.1"), direct)).toBe(false);
    expect(fromSameMachine(request(local({ forwarded: "for=203.0.113.7" }), "127.0.0.1"), direct)).toBe(false);
    expect(fromSameMachine(request(local({ "x-real-ip": "203.0.113.7" }), "127.0.0.1"), direct)).toBe(false);
  });

  it("is false when the Host names another machine (DNS rebinding), or is missing", () => {
    expect(fromSameMachine(request({ host: "rebind.attacker.example:4331" }, "127.0.0.1"), direct)).toBe(false);
    expect(fromSameMachine(request({ host: "localhost.attacker.example" }, "127.0.0.1"), direct)).toBe(false);
    expect(fromSameMachine(request({ host: "127.0.0.1.nip.example" }, "127.0.0.1"), direct)).toBe(false);
    expect(fromSameMachine(request({}, "127.0.0.1"), direct)).toBe(false);
  });

  it("is never true behind a trusted proxy, whatever it forwards", () => {
    for (const headers of [
      {} as Record<string, string>,
      { "x-forwarded-for": "127.0.0.1" },
      { "x-forwarded-for": "203.0.113.9," },
      { "x-real-ip": "127.0.0.1" },
      { forwarded: "for=127.0.0.1" },
    ]) {
      expect(fromSameMachine(request(local(headers), "127.0.0.1"), proxied)).toBe(false);
    }
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

describe("publicHost (the origin the studio puts in links and redirects)", () => {
  const direct = { enforceHttps: false, trustProxy: false };
  const proxied = { enforceHttps: false, trustProxy: true };

  it("is the Host the person reached, never a forwarded host they claim", () => {
    expect(publicHost(request({ host: "studio.example.com:8443", "x-forwarded-host": "evil.example" }), direct)).toBe(
      "studio.example.com:8443",
    );
    expect(publicHost(request({ host: "[::1]:3000" }), direct)).toBe("[::1]:3000");
  });

  it("behind a trusted proxy, is the host the proxy forwarded", () => {
    expect(publicHost(request({ host: "127.0.0.1:3000", "x-forwarded-host": "capture.example.com" }), proxied)).toBe(
      "capture.example.com",
    );
    expect(publicHost(request({ host: "capture.example.com" }), proxied)).toBe("capture.example.com");
  });

  it("is localhost for a malformed Host", () => {
    for (const host of ["evil.example/path", "a b", "", "x.example:99999999", "user@host"])
      expect(publicHost(request({ host }), direct)).toBe("localhost");
  });
});
