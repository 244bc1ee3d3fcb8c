import { describe, expect, it } from "vitest";
import { isAccountPath, landingPath, safeCallbackPath } from "./safe-callback";

describe("safeCallbackPath (where sign-in returns to)", () => {
  it.each([
    ["/events", "/events"],
    ["/events/12?tab=json#q", "/events/12?tab=json#q"],
    ["/events/%C3%A9t%C3%A9", "/events/%C3%A9t%C3%A9"],
    ["/a/../events", "/events"],
  ])("keeps the path %s as %s", (value, expected) => {
    expect(safeCallbackPath(value)).toBe(expected);
  });

  it.each([
    "//evil.example/phish",
    "/\\evil.example",
    "/\t/evil.example/phish",
    "/%09/evil.example/phish",
    "/%0a/evil.example",
    "/%0d/evil.example",
    "/%E3%80%80/evil.example",
    "/\u3000/evil.example",
    "/%2F/evil.example",
    "/%5C/evil.example",
    "/%zz",
    "https://evil.example/",
    "javascript:alert(1)",
    "events",
    "",
    "/" + "a".repeat(2001),
  ])("sends %j to /events instead", (value) => {
    expect(safeCallbackPath(value)).toBe("/events");
  });

  it("sends anything but a string to the fallback", () => {
    expect(safeCallbackPath(undefined)).toBe("/events");
    expect(safeCallbackPath(["/events"], "/account")).toBe("/account");
  });
});

describe("landingPath (where sign-in sends a person)", () => {
  it("sends a person with a company back where they were going", () => {
    expect(landingPath("/events/12?tab=logic", true)).toBe("/events/12?tab=logic");
  });

  it("sends a person without a company straight to their account, which says what they can do", () => {
    expect(landingPath("/events", false)).toBe("/account?reason=noCompany");
    expect(landingPath("/settings/members", false)).toBe("/account?reason=noCompany");
  });

  it("keeps an address of the account page itself", () => {
    expect(landingPath("/account", false)).toBe("/account");
    expect(landingPath("/account?reason=noCompany", false)).toBe("/account?reason=noCompany");
  });
});

describe("isAccountPath", () => {
  it.each([
    ["/account", true],
    ["/account?reason=noCompany", true],
    ["/account/x", true],
    ["/accounts", false],
    ["/events", false],
    ["/x/account", false],
  ] as const)("%s → %s", (path, expected) => {
    expect(isAccountPath(path)).toBe(expected);
  });
});
