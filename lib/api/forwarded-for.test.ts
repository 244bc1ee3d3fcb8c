import { describe, expect, it } from "vitest";
import { signForwardedFor, verifyForwardedFor } from "./forwarded-for";

const SECRET = "a-secret-of-at-least-thirty-two-characters";
const NOW = 1_800_000_000_000;

describe("the signed forwarded address of a studio sign-in", () => {
  it("is believed when signed with the same secret, within two minutes", () => {
    const header = signForwardedFor("203.0.113.7", SECRET, NOW);
    expect(verifyForwardedFor(header, SECRET, NOW)).toBe("203.0.113.7");
    expect(verifyForwardedFor(header, SECRET, NOW + 119_000)).toBe("203.0.113.7");
    expect(verifyForwardedFor(signForwardedFor("2001:db8::1", SECRET, NOW), SECRET, NOW)).toBe("2001:db8::1");
  });

  it("is ignored when old, from the future, signed with another secret, or not signed at all", () => {
    const header = signForwardedFor("203.0.113.7", SECRET, NOW);
    expect(verifyForwardedFor(header, SECRET, NOW + 121_000)).toBeNull();
    expect(verifyForwardedFor(header, SECRET, NOW - 60_000)).toBeNull();
    expect(verifyForwardedFor(header, "another-secret-of-thirty-two-characters", NOW)).toBeNull();
    expect(verifyForwardedFor(header, undefined, NOW)).toBeNull();
    expect(verifyForwardedFor("203.0.113.7", SECRET, NOW)).toBeNull();
    expect(verifyForwardedFor(null, SECRET, NOW)).toBeNull();
  });

  it("cannot be moved to another address", () => {
    const [, seconds, signature] = signForwardedFor("203.0.113.7", SECRET, NOW).split(" ");
    expect(verifyForwardedFor(`198.51.100.1 ${seconds} ${signature}`, SECRET, NOW)).toBeNull();
  });
});
