import { describe, expect, it } from "vitest";
import {
  CAPTURE_SECURITY_HEADERS,
  contentSecurityPolicy,
  isCapturePath,
  newNonce,
  SECURITY_HEADERS,
} from "./security-headers";

const directives = (policy: string) =>
  new Map(policy.split("; ").map((part) => [part.split(" ")[0], part.split(" ").slice(1)]));

describe("contentSecurityPolicy", () => {
  it("allows scripts only from our origin with this request's nonce, and nobody to frame the studio", () => {
    const policy = directives(contentSecurityPolicy("abc123=="));
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("worker-src")).toEqual(["'self'", "blob:"]);
  });

  it("names no other origin", () => {
    expect(contentSecurityPolicy("n")).not.toMatch(/https?:|\*/);
  });

  it("allows eval only in development (React's refresh)", () => {
    expect(contentSecurityPolicy("n")).not.toContain("unsafe-eval");
    expect(contentSecurityPolicy("n", { dev: true })).toContain("'unsafe-eval'");
  });
});

describe("SECURITY_HEADERS", () => {
  it("forbid framing and sniffing and trim referrers", () => {
    expect(SECURITY_HEADERS["X-Frame-Options"]).toBe("DENY");
    expect(SECURITY_HEADERS["X-Content-Type-Options"]).toBe("nosniff");
    expect(SECURITY_HEADERS["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(SECURITY_HEADERS["Permissions-Policy"]).toContain("camera=()");
  });

  it("turn off only features the browser knows, so that no page logs an unrecognised feature", () => {
    // Chromium logs "Unrecognized feature" on every page for a name it does not know (bluetooth is one).
    const known = new Set([
      "camera",
      "microphone",
      "geolocation",
      "payment",
      "usb",
      "serial",
      "browsing-topics",
      "hid",
      "display-capture",
      "fullscreen",
    ]);
    const features = SECURITY_HEADERS["Permissions-Policy"].split(", ").map((entry) => entry.replace(/=\(\)$/, ""));
    expect(features.filter((feature) => !known.has(feature))).toEqual([]);
    expect(SECURITY_HEADERS["Permissions-Policy"]).toMatch(/^([a-z-]+=\(\))(, [a-z-]+=\(\))*$/);
  });
});

describe("the capture app's allowances", () => {
  it("compiles WebAssembly (the badge scanner) on /capture only, and never allows eval there", () => {
    const policy = directives(contentSecurityPolicy("n", { capture: true }));
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-n'", "'strict-dynamic'", "'wasm-unsafe-eval'"]);
    expect(contentSecurityPolicy("n")).not.toContain("wasm-unsafe-eval");
    expect(policy.get("connect-src")).toEqual(["'self'"]);
  });

  it("lets /capture use the camera on our own origin; the studio keeps it off", () => {
    expect(CAPTURE_SECURITY_HEADERS["Permissions-Policy"]).toContain("camera=(self)");
    expect(CAPTURE_SECURITY_HEADERS["Permissions-Policy"]).toContain("microphone=()");
    expect(SECURITY_HEADERS["Permissions-Policy"]).toContain("camera=()");
    expect(isCapturePath("/capture")).toBe(true);
    expect(isCapturePath("/capture/icon-192.png")).toBe(true);
    expect(isCapturePath("/capture-settings")).toBe(false);
    expect(isCapturePath("/events")).toBe(false);
  });
});

describe("newNonce", () => {
  it("is fresh and base64 each time", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
