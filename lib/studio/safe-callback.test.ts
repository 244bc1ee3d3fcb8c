import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "./safe-callback";

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
