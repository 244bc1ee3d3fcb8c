// The capture app's RE2 on demand: which forms need it, the built-in patterns without it, and a user pattern met
// before it was loaded said loudly rather than read as "no pattern". This file imports no RE2 itself (each test file
// has its own modules), so it starts as the capture page does.
import { describe, expect, it } from "vitest";
import { validateValues } from "../questions/validate-values";
import { createFormSession } from "./incremental";
import { needsRegexCompiler, loadRegexCompiler } from "./load-regex-compiler";
import { hasRegexCompiler, RegexCompilerMissing } from "./regex-engine";

describe("needsRegexCompiler", () => {
  it.each([
    [
      [
        { id: "email", type: "email" },
        { id: "url", type: "url" },
        { id: "handle", type: "social" },
      ],
      false,
    ],
    [[{ id: "name", type: "text", displayed: { email: { $exists: true } } }], false],
    [[{ id: "code", type: "text", pattern: "^[0-9]+$" }], true],
    [[{ id: "code", type: "text", pattern: { pattern: "^a", flags: "i" } }], true],
    [[{ id: "name", type: "text", displayed: { email: { $regex: "@acme\\.com$" } } }], true],
    [[{ id: "name", type: "text", required: { $or: [{ country: { $in: ["/^uk$/i"] } }] } }], true],
  ])("%j: %s", (questions, needed) => {
    expect(needsRegexCompiler(questions)).toBe(needed);
  });
});

describe("before and after loadRegexCompiler", () => {
  const email = { id: "email", type: "email", label: "E-mail" };
  const code = { id: "code", type: "text", label: "Code", pattern: "^[0-9]+$" };

  it("checks the built-in patterns without RE2, and refuses a user pattern until RE2 is loaded", async () => {
    expect(hasRegexCompiler()).toBe(false);
    expect(validateValues([email], { email: { value: "ada@example.com" } })).toEqual([]);
    expect(validateValues([email], { email: { value: "ada@" } }).map((issue) => issue.kind)).toEqual(["pattern"]);
    // validateValues answers every failure as an issue: the form is never complete without RE2, and says why.
    expect(validateValues([code], { code: { value: "12a" } })).toEqual([
      {
        questionId: "",
        kind: "invalid",
        message: `The values could not be checked (${new RegexCompilerMissing().message}).`,
      },
    ]);
    const logic = [
      { id: "name", type: "text", displayed: { country: "/^uk$/i" } },
      { id: "country", type: "text" },
    ];
    expect(() => createFormSession(logic as never, { country: "UK" })).toThrow(RegexCompilerMissing);

    await loadRegexCompiler();
    expect(hasRegexCompiler()).toBe(true);
    expect(validateValues([code], { code: { value: "12a" } }).map((issue) => issue.kind)).toEqual(["pattern"]);
    expect(validateValues([code], { code: { value: "12" } })).toEqual([]);
    expect(createFormSession(logic as never, { country: "UK" }).evaluation().displayed.name).toBe(true);
  });
});
