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
      {
        id: "role",
        label: "Ro\u202Ele",
        options: [{ label: "A" }, { label: "Group", options: [{ label: "B\u200B" }] }],
      },
    ]);
    expect(warnings.map((warning) => [warning.path, warning.questionIndex])).toEqual([
      ["questions[1].label", 1],
      ["questions[1].options[1].options[0].label", 1],
    ]);
    expect(warnings[0].message).toMatch(/^The label contains a character that changes the text's direction/);
  });
});

describe("textWarnings: every place and every character's name", () => {
  it("names a character by its code point, four digits at least, and by its name where it has one", () => {
    expect(oddText("soft\u00ADhyphen")).toBe(
      "an invisible character (U+00AD soft hyphen): two texts that look the same can differ",
    );
    expect(oddText("a\u061Cb")).toBe(
      "a character that changes the text's direction (U+061C Arabic letter " +
        "mark): it can show the text reversed or out of order",
    );
    expect(oddText("f\u2061x")).toBe("an invisible character (U+2061): two texts that look the same can differ");
  });

  // Each character the warning names, with its Unicode name (lower case but for "Arabic"): a person reading the
  // warning learns what to look for, and a name lost from the table would leave only the code point.
  it.each([
    ["\u200B", "U+200B zero-width space"],
    ["\u200C", "U+200C zero-width non-joiner"],
    ["\u200D", "U+200D zero-width joiner"],
    ["\u2060", "U+2060 word joiner"],
    ["\uFEFF", "U+FEFF zero-width no-break space"],
    ["\u00AD", "U+00AD soft hyphen"],
    ["\u200E", "U+200E left-to-right mark"],
    ["\u200F", "U+200F right-to-left mark"],
    ["\u061C", "U+061C Arabic letter mark"],
    ["\u202A", "U+202A left-to-right embedding"],
    ["\u202B", "U+202B right-to-left embedding"],
    ["\u202C", "U+202C pop directional formatting"],
    ["\u202D", "U+202D left-to-right override"],
    ["\u202E", "U+202E right-to-left override"],
    ["\u2066", "U+2066 left-to-right isolate"],
    ["\u2067", "U+2067 right-to-left isolate"],
    ["\u2068", "U+2068 first strong isolate"],
    ["\u2069", "U+2069 pop directional isolate"],
  ])("names %j as %s", (char, named) => {
    expect(oddText(`a${char}b`)).toContain(`(${named})`);
  });

  it("warns about ids, and counts options from 1 in its words", () => {
    expect(
      textWarnings([{ id: "com\u200Bpany", label: "Company", options: [{ label: "A" }, { label: "B\u200D" }] }]),
    ).toEqual([
      {
        path: "questions[0].id",
        questionIndex: 0,
        message:
          "The id contains an invisible character (U+200B zero-width space): two texts that look the same can differ.",
      },
      {
        path: "questions[0].options[1].label",
        questionIndex: 0,
        message:
          "Option 2's label contains an invisible character (U+200D zero-width " +
          "joiner): two texts that look the same can differ.",
      },
    ]);
  });

  it("reads only texts: no label that is a list, and no option that is not an object", () => {
    expect(
      textWarnings([
        { id: "a", label: ["Ro\u202Ele"], options: [null, undefined, "\u200B", 7, { label: "\u200B" }] },
      ]).map((warning) => warning.path),
    ).toEqual(["questions[0].options[4].label"]);
  });
});
