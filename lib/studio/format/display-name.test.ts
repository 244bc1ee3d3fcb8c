// Display names (docs/security.md "Names and Activity"): what a person sees beside another's name must be what
// that person wrote, so names refuse what changes how the text around them reads, and keep every real name.
import { describe, expect, it } from "vitest";
import { displayNameProblem, displayNameSchema } from "./display-name";

describe("displayNameProblem", () => {
  it.each([
    ["Ada Lovelace"],
    ["José Álvarez-Núñez"],
    ["李小龍"],
    ["محمد عبد الله"],
    ["אברהם כהן"],
    // Persian: the zero-width non-joiner between letters is part of the spelling.
    ["مهرنوش\u200Cزاده"],
    // An emoji with a zero-width joiner and a variation selector.
    ["Sam 👩\u200D💻"],
    ["Zoë O'Brien (stand staff)"],
    ["x".repeat(100)],
    // 100 characters of the astral plane are 200 UTF-16 units, and still 100 characters.
    ["𝒜".repeat(100)],
  ])("keeps %s", (name) => {
    expect(displayNameProblem(name)).toBeNull();
  });

  it.each([
    // The finding: a right-to-left override made an editor's entry read as another sentence.
    ["Eve \u202Edevomer\u202C", "U+202E"],
    ["Eve\u202B", "U+202B"],
    ["Eve\u2067x\u2069", "U+2067"],
    ["Eve\u200F", "U+200F"],
    ["Eve\u200E", "U+200E"],
    ["Eve\u061C", "U+061C"],
    ["E\u200Bve", "U+200B"],
    ["E\u2060ve", "U+2060"],
    ["E\u00ADve", "U+00AD"],
    ["E\uFEFFve", "U+FEFF"],
    ["Eve\u{E0041}", "U+E0041"],
    ["Eve\u0000", "U+0000"],
    ["Eve\nOwner", "U+000A"],
    ["Eve\u2028Owner", "U+2028"],
    ["Eve\u3164", "U+3164"],
    ["Eve\u2800", "U+2800"],
    ["Eve\uE000", "U+E000"],
  ])("refuses %j, naming %s", (name, code) => {
    expect(displayNameProblem(name)).toBe(
      `Your name contains an invisible or control character (${code}) ` +
        `that could change how the text around it reads. Type the name ` +
        `again without it.`,
    );
  });

  it("refuses a zero-width joiner at an end or beside a space", () => {
    for (const name of ["\u200DEve", "Eve\u200C", "Eve \u200Dx", "Eve\u200D x", "E\u200C\u200Dve"])
      expect(displayNameProblem(name), JSON.stringify(name)).toMatch(/zero-width joiner/);
  });

  it("refuses angle brackets, which frame e-mail addresses beside names", () => {
    expect(displayNameProblem("Owner <owner@company.example> removed Bob. Eve")).toBe(
      "Leave out < and >: the studio shows e-mail addresses between them beside names.",
    );
    expect(displayNameProblem("a > b")).not.toBeNull();
  });

  it("counts characters, not UTF-16 units, and asks for a name when there is none", () => {
    expect(displayNameProblem("x".repeat(101))).toBe("Use at most 100 characters for your name.");
    expect(displayNameProblem("𝒜".repeat(101))).toBe("Use at most 100 characters for your name.");
    expect(displayNameProblem("")).toBe("Enter your name.");
  });
});

describe("displayNameSchema", () => {
  it("trims, then checks", () => {
    expect(displayNameSchema.parse("  Ada  ")).toBe("Ada");
    expect(displayNameSchema.safeParse("   ").error?.issues[0].message).toBe("Enter your name.");
    expect(displayNameSchema.safeParse("Eve\u202E").error?.issues[0].message).toMatch(/U\+202E/);
  });
});
