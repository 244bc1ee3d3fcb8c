import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN, URL_PATTERN } from "../questions/builtin-patterns";
import { compileUserRegex, REGEX_BUDGET, RegexBudgetExceeded, withRegexBudget, type SafeRegex } from "./safe-regex";

const compiled = (source: string, flags?: string) => compileUserRegex(source, flags) as SafeRegex;

describe("compileUserRegex", () => {
  it.each([
    ["^ab$", "i", "AB", true],
    ["^b$", "", "a\nb", false],
    ["^b$", "m", "a\nb", true],
    ["^a.b$", "", "a\nb", false],
    ["^a.b$", "s", "a\nb", true],
    ["^\\u00e9$", "u", "é", true],
    ["a", "g", "a", true],
  ])("/%s/%s on %j -> %s, and the same on every call (g is stateless)", (source, flags, text, expected) => {
    const regex = compiled(source, flags);
    expect([regex.test(text), regex.test(text)]).toEqual([expected, expected]);
  });

  it("keeps patterns apart whatever flags others tried (a cached refusal never stands for a valid pattern)", () => {
    expect(compileUserRegex("b", "i/a")).toContain("invalid flags");
    expect(compiled("a/b", "i").test("A/B")).toBe(true);
  });

  it("matches the pattern that froze V8 (a backtracking engine would not finish before the test times out)", () => {
    expect(compiled("^(a+)+$", "i").test(`${"a".repeat(100_000)}!`)).toBe(false);
  });
});

describe("withRegexBudget", () => {
  it("charges text length × program size and stops a validation that overspends", () => {
    const regex = compiled("^[a-z]+$");
    const text = "a".repeat(REGEX_BUDGET / 8);
    expect(() => withRegexBudget(() => regex.test(text))).not.toThrow();
    expect(() => withRegexBudget(() => [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(() => regex.test(text)))).toThrow(RegexBudgetExceeded);
    // Outside a validation (the studio's preview) nothing is charged.
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].every(() => regex.test(text))).toBe(true);
  });
});

describe("built-in patterns on RE2", () => {
  it.each([
    ["https://example.com/a", true],
    ["www.example.com", true],
    ["example.com/", true],
    ["https://example.com.", false],
    ["https://example.com/a)", false],
    ["https://exa\u00a0mple.com", false],
    ["example", false],
  ])("URL %j -> %s", (text, expected) => {
    expect(URL_PATTERN.test(text)).toBe(expected);
  });

  it.each([
    ["Ada.Lovelace+x@Example.co.uk", true],
    ["a`b@x.io", true],
    ["a@b", false],
    ["a@-b.io", false],
    ["a..b@x.io", false],
  ])("e-mail %j -> %s", (text, expected) => {
    expect(EMAIL_PATTERN.test(text)).toBe(expected);
  });
});
