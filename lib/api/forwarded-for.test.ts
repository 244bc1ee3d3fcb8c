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

describe("the signed forwarded address: format and edges", () => {
  // A known answer: the studio and the API may run different versions of this code (one signs, the other
  // verifies), so the key derivation (HKDF's salt and info) and the payload's form must not change unnoticed.
  // `FORWARDED_FOR_HEADER` given another name survives: both sides read it from this one constant.
  it("signs `<address> <unix seconds>` with the key derived from the secret", () => {
    expect(signForwardedFor("203.0.113.7", SECRET, NOW + 999)).toBe(
      "203.0.113.7 1800000000 fR5j5Fu6VA7aO--tPjWb3lJ6zq_6a8YjYjAXL_XT1U8",
    );
    expect(signForwardedFor(" 203.0.113.7\n", SECRET, NOW)).toBe(
      "203.0.113.7 1800000000 fR5j5Fu6VA7aO--tPjWb3lJ6zq_6a8YjYjAXL_XT1U8",
    );
  });

  it("holds from five seconds in the future to two minutes in the past, both included", () => {
    const header = signForwardedFor("203.0.113.7", SECRET, NOW);
    expect(verifyForwardedFor(header, SECRET, NOW - 5_000)).toBe("203.0.113.7");
    expect(verifyForwardedFor(header, SECRET, NOW - 5_001)).toBeNull();
    expect(verifyForwardedFor(header, SECRET, NOW + 120_000)).toBe("203.0.113.7");
    expect(verifyForwardedFor(header, SECRET, NOW + 120_001)).toBeNull();
  });

  // Mutants of the checks for a missing part and for digits in the seconds survive, equivalent: a value failing
  // them cannot carry a valid signature (only the secret's holder signs, and signForwardedFor writes all three
  // parts, the seconds in digits), so the signature comparison refuses it anyway.
  it("is ignored when a part is missing, extra, or not of its form", () => {
    const [address, seconds, signature] = signForwardedFor("203.0.113.7", SECRET, NOW).split(" ");
    for (const value of [
      `${address} ${seconds}`,
      ` ${seconds} ${signature}`,
      `${address}  ${signature}`,
      `${address} ${seconds} `,
      `${address} ${seconds} ${signature} extra`,
      `${address} ${seconds}x ${signature}`,
      `${address} x${seconds} ${signature}`,
      `${address} ${seconds} ${signature.slice(0, -1)}`,
      `${address} ${seconds} ${signature}A`,
      "",
    ]) {
      expect(verifyForwardedFor(value, SECRET, NOW)).toBeNull();
    }
  });
});
