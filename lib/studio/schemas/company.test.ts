import { describe, expect, it } from "vitest";
import { COMPANY_USERNAME_PATTERN } from "./company-username";
import { companyNameSchema, companyUsernameSchema, existingCompanyUsernameSchema } from "./company";

describe("a company's username", () => {
  it("made in the studio: 2–63 lower-case letters, digits, dots, dashes or underscores, trimmed", () => {
    expect(companyUsernameSchema.parse("  acme-events.2026_nl ")).toBe("acme-events.2026_nl");
    for (const username of ["a", "Acme", "-acme", "ac me", "a".repeat(64), ""])
      expect(companyUsernameSchema.safeParse(username).success, username).toBe(false);
  });

  it("of an existing company: also capitals and one character, as `npm run credentials` makes them", () => {
    for (const username of ["a", "Acme", "acme-events.2026_nl", "A".repeat(63)])
      expect(existingCompanyUsernameSchema.safeParse(username).success, username).toBe(true);
    for (const username of ["-acme", "ac me", "a".repeat(64), ""])
      expect(existingCompanyUsernameSchema.safeParse(username).success, username).toBe(false);
  });

  it("never accepts a username for a new company that the switch could not open", () => {
    for (const username of ["ab", "a.b", "a_b", "a-b", "0".repeat(63)]) {
      expect(companyUsernameSchema.safeParse(username).success).toBe(true);
      expect(existingCompanyUsernameSchema.safeParse(username).success).toBe(true);
    }
  });
});

describe("the username input's HTML pattern", () => {
  it("is the schema's rule, also as a browser compiles it (whole value, v flag)", () => {
    const browser = new RegExp(`^(?:${COMPANY_USERNAME_PATTERN})$`, "v");
    for (const username of ["ab", "acme-events.2026_nl", "a", "Acme", "-acme", "ac me", "a".repeat(64), "a\u00e9"]) {
      expect(browser.test(username), username).toBe(companyUsernameSchema.safeParse(username).success);
    }
  });
});

describe("a company's name", () => {
  it("is trimmed, required and at most 100 characters", () => {
    expect(companyNameSchema.parse("  Acme Events  ")).toBe("Acme Events");
    expect(companyNameSchema.safeParse("   ").error?.issues[0].message).toBe("Enter the company's name.");
    expect(companyNameSchema.safeParse("x".repeat(101)).error?.issues[0].message).toBe(
      "Use at most 100 characters for the company's name.",
    );
  });
});
