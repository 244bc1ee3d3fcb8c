import { describe, expect, it } from "vitest";
import { actionOriginRefused } from "./action-origin";

describe("actionOriginRefused", () => {
  it("lets a page of the host the person reached through", () => {
    expect(actionOriginRefused("http://localhost:3000", "localhost:3000")).toBe(false);
    expect(actionOriginRefused("https://Studio.Example.com", "studio.example.com")).toBe(false);
  });

  it("leaves a request without an Origin to Next.js", () => {
    expect(actionOriginRefused(null, "localhost:3000")).toBe(false);
  });

  it.each([
    ["another site", "https://evil.example", "studio.example.com"],
    ["another port", "http://localhost:4000", "localhost:3000"],
    ["a look-alike suffix", "https://studio.example.com.evil.example", "studio.example.com"],
    ["an opaque origin", "null", "studio.example.com"],
    ["no URL at all", "not a url", "studio.example.com"],
    ["no host to compare with", "https://studio.example.com", null],
  ])("refuses %s", (_, origin, host) => {
    expect(actionOriginRefused(origin, host)).toBe(true);
  });
});
