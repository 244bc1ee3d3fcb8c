import { hash } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import { hashPassword, matchPassword, verifyPassword } from "./password-hash";

const composed = "caf\u00e9 au lait, twice";
const decomposed = "cafe\u0301 au lait, twice";

describe("password hashes", () => {
  it("signs in a password set in one Unicode form when typed in another", async () => {
    const stored = await hashPassword(decomposed);
    expect(await matchPassword(composed, stored)).toBe("match");
    expect(await matchPassword("ｃａｆé au lait, twice", stored)).toBe("match");
    expect(await verifyPassword("cafe au lait, twice", stored)).toBe(false);
  });

  it("still accepts a hash of the password as typed (made before normalising), asking for a new hash", async () => {
    const old = await hash(decomposed, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(await matchPassword(decomposed, old)).toBe("legacy");
    expect(await matchPassword(composed, old)).toBeNull();
    expect(await matchPassword("plain ascii password", await hash("plain ascii password"))).toBe("match");
  });

  it("says no without a stored hash", async () => {
    expect(await matchPassword(composed, null)).toBeNull();
    expect(await verifyPassword("capture-studio-dummy-password", null)).toBe(false);
  });
});
