import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN, URL_PATTERN } from "../questions/builtin-patterns";
import { RE2JS } from "re2js";
import {
  builtinRegex,
  CACHE_ENTRIES,
  compileUserRegex,
  MAX_PROGRAM_SIZE,
  REGEX_BUDGET,
  RegexBudgetExceeded,
  withRegexBudget,
  type SafeRegex,
} from "./safe-regex";

// Mutants of safe-regex.ts left alive or disabled, and why no test can tell them from the original:
// - the `re.reset()` after each test (disabled): it frees re2js's pooled machines; the answers are the same, only
//   memory differs.
// - `source[i + 1] ?? ""` → another text (disabled): past the end of the pattern, any text that is neither a digit
//   nor "k" does.
// - `i < source.length` → `<=` (alive: the same line's `>=` is killed, so it cannot be disabled alone): the
//   character past the end is undefined and matches no branch.
// - the fallbacks `""` for a compile error that is no Error or has no reason (alive, not reached): re2js throws
//   only RE2JSExceptions, each with a reason.

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

  it("compiles each pattern once, keeping the last CACHE_ENTRIES patterns compiled", () => {
    const batch = (name: string) => Array.from({ length: CACHE_ENTRIES }, (_, i) => `^${name}${i}$`);
    const first = batch("first").map((source) => compiled(source));
    // The same pattern and flags give the very same compiled pattern, other flags another one.
    expect(compiled("^first0$")).toBe(first[0]);
    expect(compiled(`^first${CACHE_ENTRIES - 1}$`)).toBe(first[CACHE_ENTRIES - 1]);
    expect(compiled("^first0$", "i")).not.toBe(first[0]);
    // The i-flagged one pushed the oldest out (and only it).
    expect(compiled("^first1$")).toBe(first[1]);
    expect(compiled("^first0$")).not.toBe(first[0]);
    expect(compiled("^first0$").test("first0")).toBe(true);
  });

  it("keeps refusals in the cache too", () => {
    expect(compileUserRegex("(a)\\1")).toBe(compileUserRegex("(a)\\1"));
  });

  it("says why RE2 refuses a pattern in at most 120 characters, without re2js's prefix", () => {
    const refusal = compileUserRegex(`(${"a".repeat(200)}`) as string;
    expect(refusal).toMatch(/^does not compile: missing closing \): `\(a+$/);
    expect(refusal).toHaveLength("does not compile: ".length + 120);
    expect(compileUserRegex("a**")).toBe("does not compile: invalid nested repetition operator: `**`");
  });

  it("allows a compiled pattern of MAX_PROGRAM_SIZE instructions, and not one more", () => {
    // a{n} compiles to n + 2 instructions.
    expect(typeof compileUserRegex(`a{${MAX_PROGRAM_SIZE - 2}}`)).toBe("object");
    expect(compileUserRegex(`a{${MAX_PROGRAM_SIZE - 1}}`)).toBe(
      `is too complex (${MAX_PROGRAM_SIZE + 1} RE2 instructions; at ` +
        `most ${MAX_PROGRAM_SIZE}); use fewer or smaller counted repeats`,
    );
  });

  it.each([
    ["\\d<5", "3<5", true],
    ["[a(?=x]", "(", true],
    ["[(?=]", "=", true],
    ["x?=y", "=y", true],
    ["(a=)", "a=", true],
    ["(?:=)", "=", true],
    ["(?:!)", "!", true],
    ["[\\]a]\\d", "]1", true],
  ])("takes %j for what it is, no backreference or lookaround (on %j -> %s)", (source, text, expected) => {
    expect(compiled(source).test(text)).toBe(expected);
  });

  it.each([
    ["[a](b)\\1", "uses a backreference (like \\1), which is not supported"],
    ["[\\]](b)\\1", "uses a backreference (like \\1), which is not supported"],
    ["[a](?=b)", "uses a lookahead or lookbehind ((?=…), (?!…), (?<=…), (?<!…)), which is not supported"],
  ])("sees %j outside its character class: %s", (source, reason) => {
    expect(compileUserRegex(source)).toBe(reason);
  });

  it("takes \\k without a name for what re2js makes of it (a k), not for a backreference", () => {
    expect(compiled("\\k").test("k")).toBe(true);
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
    expect(() => withRegexBudget(() => [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(() => regex.test(text)))).toThrow(
      RegexBudgetExceeded,
    );
    // Outside a validation (the studio's preview) nothing is charged.
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].every(() => regex.test(text))).toBe(true);
  });

  it("allows spending the budget exactly, and not one unit more", () => {
    // "x+" compiles to 4 instructions; testing n characters costs (n + 1) × 4.
    const regex = compiled("x+");
    const exact = "x".repeat(REGEX_BUDGET / 4 - 1);
    expect(withRegexBudget(() => regex.test(exact))).toBe(true);
    expect(() => withRegexBudget(() => regex.test(`${exact}x`))).toThrow(RegexBudgetExceeded);
    // The empty text costs the program once.
    expect(() => withRegexBudget(() => [regex.test(exact.slice(1)), regex.test(""), regex.test("")])).toThrow(
      RegexBudgetExceeded,
    );
  });

  it("gives each validation its own budget, and the outer one back after a nested one", () => {
    const regex = compiled("x+");
    const half = "x".repeat(REGEX_BUDGET / 8 - 1);
    const spent: boolean[] = [];
    expect(() =>
      withRegexBudget(() => {
        spent.push(regex.test(half));
        spent.push(withRegexBudget(() => regex.test(`${half}${half}x`)));
        spent.push(regex.test(half));
        regex.test("");
      }),
    ).toThrow(RegexBudgetExceeded);
    expect(spent).toEqual([true, true, true]);
  });

  it("says what happened in the error", () => {
    const error = new RegexBudgetExceeded();
    expect(error.name).toBe("RegexBudgetExceeded");
    expect(error.message).toBe(
      `The answers need more pattern matching than one registration ` +
        `may cost (${REGEX_BUDGET} characters × pattern size). Send shorter ` +
        `answers.`,
    );
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

describe("builtinRegex", () => {
  it("compiles one of our patterns with RE2's flags, never charged to a budget", () => {
    const regex = builtinRegex("^ab$", RE2JS.CASE_INSENSITIVE);
    expect(regex).toMatchObject({ source: "^ab$", flags: "" });
    expect([regex.test("AB"), regex.test("abc")]).toEqual([true, false]);
    expect(
      withRegexBudget(() =>
        Array.from({ length: 2 }, () => regex.test("a".repeat(REGEX_BUDGET))).every((matched) => !matched),
      ),
    ).toBe(true);
    expect(() => builtinRegex("(")).toThrow();
  });
});
