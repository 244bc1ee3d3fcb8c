import { describe, expect, it } from "vitest";
import { MIN_PASSWORD_LENGTH, normalisePassword, passwordProblem } from "./password-rules";

describe("passwordProblem", () => {
  it("accepts a long, uncommon password", () => {
    expect(passwordProblem("correct horse battery staple")).toBeNull();
    expect(passwordProblem("a".repeat(MIN_PASSWORD_LENGTH - 1) + "Z")).toBeNull();
  });

  it("refuses fewer than 10 characters, saying how many", () => {
    expect(passwordProblem("Sh0rt!pw9")).toBe("Use at least 10 characters (a few words make a good password).");
  });

  it("refuses the common passwords of the bundled list, whatever their case", () => {
    for (const common of ["password123", "qwertyuiop", "1234567890", "QWERTYUIOP"])
      expect(passwordProblem(common)).toMatch(/most common passwords/);
  });

  it("refuses the person's e-mail or name", () => {
    expect(passwordProblem("ada.lovelace@example.com", { email: "Ada.Lovelace@example.com" })).toMatch(
      /e-mail address/,
    );
    expect(passwordProblem("ada.lovelace", { email: "ada.lovelace@example.com" })).toMatch(/e-mail address/);
    expect(passwordProblem("Ada Lovelace", { name: "ada lovelace" })).toMatch(/your name/);
  });

  it("refuses more than 200 characters", () => {
    expect(passwordProblem("x".repeat(201))).toBe("Use at most 200 characters.");
    expect(passwordProblem("xy".repeat(100))).toBeNull();
  });

  it.each([
    ["a common password with a trailing space", "password123 ", /most common passwords/],
    ["a common password with a leading space", " qwertyuiop", /most common passwords/],
    ["a common password in full-width letters", "ｐａｓｓｗｏｒｄ１２３", /most common passwords/],
    ["ten spaces", " ".repeat(10), /Do not repeat one character/],
    ["one letter ten times", "aaaaaaaaaa", /Do not repeat one character/],
    ["one emoji ten times", "🔑".repeat(10), /Do not repeat one character/],
    ["five emoji (ten UTF-16 units)", "🔑🚪🏠🌳🐈", /at least 10 characters/],
    ["a NUL character", "correct horse\u0000battery", /control characters/],
    ["a tab", "correct\thorse battery", /control characters/],
    ["a line break", "correct horse\nbattery", /control characters/],
    ["a lone surrogate", "correct horse \ud83d battery", /control characters/],
  ])("refuses %s, saying what to do", (_, password, message) => {
    expect(passwordProblem(password)).toMatch(message);
  });

  it("counts characters, not UTF-16 units: ten emoji are long enough, 201 are too many", () => {
    expect(passwordProblem("🔑🚪🏠🌳🐈🍎🚲🎈🧩🎻")).toBeNull();
    expect(passwordProblem("🔑🚪".repeat(100))).toBeNull();
    expect(passwordProblem("🔑🚪".repeat(100) + "🎈")).toBe("Use at most 200 characters.");
  });

  it("judges the NFKC form: the name in full-width letters is still the name", () => {
    expect(passwordProblem("ａｄａ ｌｏｖｅｌａｃｅ", { name: "Ada Lovelace" })).toMatch(/your name/);
  });
});

describe("normalisePassword", () => {
  it("gives one form for a password typed composed, decomposed or in full-width letters", () => {
    expect(normalisePassword("cafe\u0301 au lait")).toBe(normalisePassword("caf\u00e9 au lait"));
    expect(normalisePassword("ｃｏｆｆｅｅ ｃｕｐ")).toBe("coffee cup");
  });
});
