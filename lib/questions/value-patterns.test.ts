// The built-in patterns accept exactly the same texts on RE2 (the server, the SDK, the studio) and on their
// JavaScript twins (the capture app, which loads RE2 only for a form with a pattern of its own): a differential test
// over texts built from the characters where the two engines could part (Unicode spaces, case folding outside
// ASCII, surrogates, the classes' edges).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { re2Compiler } from "../logic/re2-compiler";
import { BUILTIN_SOURCES, nativeRegex } from "./value-patterns";

const RUNS = Number(process.env.MUTATION_PROPERTY_RUNS ?? 3000);

/** Characters where RE2 and JavaScript could read a class, a fold or a space differently. */
const TRICKY = [
  ..."aAzZkKsS09_-.@/:!#$%&'*+=?^`{|}~,;\"<>()[]\\ ",
  "\t",
  "\n",
  "\v",
  "\f",
  "\r",
  "\u0085",
  "\u00a0",
  "\u1680",
  "\u180e",
  "\u2000",
  "\u200a",
  "\u200b",
  "\u2028",
  "\u2029",
  "\u202f",
  "\u205f",
  "\u3000",
  "\ufeff",
  "\u212a", // Kelvin sign: folds to k
  "\u017f", // long s: folds to s
  "\u0130", // İ
  "\u0131", // ı
  "é",
  "ß",
  "\u{1F600}",
  "\ud800", // a lone surrogate
  "\udc00",
];

const tricky = fc.string({ unit: fc.constantFrom(...TRICKY), maxLength: 24 });
const word = fc.string({ unit: fc.constantFrom(..."abkK09-_.\u212a\u017fé"), minLength: 1, maxLength: 6 });
/** Texts close to an address, a URL or a handle, where a difference would matter. */
const nearMiss = fc
  .tuple(
    fc.constantFrom("", "@", "http://", "https://", "www.", "HTTPS://", "Www."),
    fc.array(word, { minLength: 1, maxLength: 4 }),
    fc.constantFrom("", "@", ".", "/", "/path?q=1", ".com/", "\u00a0", "\u2028", ")", "!", "\ufeff"),
    tricky,
  )
  .map(([head, words, joint, tail]) => `${head}${words.join(".")}${joint}${words.join("@")}${tail}`);

describe.each(Object.entries(BUILTIN_SOURCES))("the built-in pattern %s", (_name, { source, caseInsensitive }) => {
  const onRe2 = re2Compiler.builtin(source, caseInsensitive);
  const native = nativeRegex(source, caseInsensitive);

  it("accepts on its JavaScript twin exactly what it accepts on RE2 (random texts)", () => {
    fc.assert(
      fc.property(fc.oneof(tricky, nearMiss, fc.string({ unit: "grapheme", maxLength: 20 })), (text) => {
        expect(native.test(text)).toBe(onRe2.test(text));
      }),
      { numRuns: RUNS },
    );
  });

  it("agrees on every one of the tricky characters alone, and inside a valid-looking text", () => {
    for (const char of TRICKY)
      for (const text of [char, `a${char}b@c.de`, `https://a.b/${char}`, `@ab${char}`, `a.b/${char}`, `x${char}`])
        expect([text, native.test(text)]).toEqual([text, onRe2.test(text)]);
  });
});

describe("the built-in patterns without RE2", () => {
  it.each([
    ["email", "Ada.Lovelace+stand@Example.co.uk", true],
    ["email", "ada@example", false],
    ["email", "ada@@example.com", false],
    ["email", "ada@exa_mple.com", false],
    ["email", "ada@\u212aelvin.com", true],
    ["urlShape", "https://example.com/a b", false],
    ["urlShape", "example.com/path", true],
    ["urlShape", "www.example.com\u00a0", false],
    ["social", "@ada_lovelace", true],
    ["social", "@ada_lovelace_the_first", false],
  ] as const)("%s %j: %s, on both engines", (name, text, accepted) => {
    const { source, caseInsensitive } = BUILTIN_SOURCES[name];
    expect(nativeRegex(source, caseInsensitive).test(text)).toBe(accepted);
    expect(re2Compiler.builtin(source, caseInsensitive).test(text)).toBe(accepted);
  });
});
