import { describe, expect, it } from "vitest";
import { MIN_PASSWORD_LENGTH, passwordProblem } from "./password-rules";

describe("passwordProblem", () => {
  it("accepts a long, uncommon password", () => {
    expect(passwordProblem("correct horse battery staple")).toBeNull();
    expect(passwordProblem("a".repeat(MIN_PASSWORD_LENGTH - 1) + "Z")).toBeNull();
  });

  it("refuses fewer than 10 characters, saying how many", () => {
    expect(passwordProblem("Sh0rt!pw9")).toBe("Use at least 10 characters (a few words make a good password).");
  });

  it("refuses the common passwords of the bundled list, whatever their case", () => {
    for (const common of ["password123", "qwertyuiop", "1234567890", "QWERTYUIOP"]) expect(passwordProblem(common)).toMatch(/most common passwords/);
  });

  it("refuses the person's e-mail or name", () => {
    expect(passwordProblem("ada.lovelace@example.com", { email: "Ada.Lovelace@example.com" })).toMatch(/e-mail address/);
    expect(passwordProblem("ada.lovelace", { email: "ada.lovelace@example.com" })).toMatch(/e-mail address/);
    expect(passwordProblem("Ada Lovelace", { name: "ada lovelace" })).toMatch(/your name/);
  });

  it("refuses more than 200 characters", () => {
    expect(passwordProblem("x".repeat(201))).toBe("Use at most 200 characters.");
    expect(passwordProblem("xy".repeat(100))).toBeNull();
  });
});
