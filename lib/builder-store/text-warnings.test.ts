import { describe, expect, it } from "vitest";
import { oddText, textWarnings } from "./text-warnings";

describe("oddText", () => {
  it.each([
    ["Company", null],
    ["Café", null],
    ["שלום", null],
    ["Comp\u202Eynap", /direction \(U\+202E right-to-left override\)/],
    ["Com\u200Bpany", /invisible character \(U\+200B zero-width space\)/],
    ["Z\u0351\u0352\u0353\u0354oe", /combining marks/],
    ["e\u0301", null],
  ])("%j", (text, expected) => {
    const found = oddText(text);
    if (expected === null) expect(found).toBeNull();
    else expect(found).toMatch(expected);
  });
});

describe("textWarnings", () => {
  it("finds labels, option labels and ids, with the path to focus", () => {
    const warnings = textWarnings([
      { id: "company", label: "Company" },
      { id: "role", label: "Ro\u202Ele", options: [{ label: "A" }, { label: "Group", options: [{ label: "B\u200B" }] }] },
    ]);
    expect(warnings.map((warning) => [warning.path, warning.questionIndex])).toEqual([
      ["questions[1].label", 1],
      ["questions[1].options[1].options[0].label", 1],
    ]);
    expect(warnings[0].message).toMatch(/^The label contains a character that changes the text's direction/);
  });
});
