import { describe, expect, it } from "vitest";
import { compileExpression } from "./compile";
import { regexFromString, regexTester } from "./operators";
// Patterns run on RE2 as on the server (the capture app loads it on demand: docs/architecture.md "Capture mode").
import "./safe-regex";

describe("regexTester and regexFromString", () => {
  it("tests texts only, and refuses a pattern RE2 cannot use, quoting it", () => {
    const tester = regexTester("^a", "i");
    expect([tester("Abc"), tester("bA"), tester(["Abc"]), tester(1)]).toEqual([true, false, false, false]);
    expect(() => regexTester("(")).toThrow(/^The regular expression "\(" does not compile/);
  });

  it('reads "/re/flags" as a tester, other texts as no pattern, and an unusable pattern as null', () => {
    expect(regexFromString("/^a/i")?.("ABC")).toBe(true);
    expect(regexFromString("/^a/")?.("ABC")).toBe(false);
    expect(regexFromString("^a")).toBeUndefined();
    expect(regexFromString("/(/")).toBeNull();
  });
});

describe("$regex with $options", () => {
  const matches = (condition: Record<string, unknown>, text: string) =>
    compileExpression({ a: condition }, { displayed: {}, required: {} })?.({ a: text });

  it("takes its flags from a string $options beside it, and none from anything else (which fails validation)", () => {
    expect([
      matches({ $regex: "^ab", $options: "i" }, "ABC"),
      matches({ $regex: "^ab" }, "ABC"),
      matches({ $regex: "^ab" }, "abc"),
    ]).toEqual([true, false, true]);
    expect([
      matches({ $regex: "^ab", $options: ["i"] }, "ABC"),
      matches({ $regex: "^ab", $options: ["i"] }, "abc"),
    ]).toEqual([false, true]);
  });
});
