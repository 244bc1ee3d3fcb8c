import { describe, expect, it } from "vitest";
import { hasTwoNames, splitFullName } from "./full-name";

describe("hasTwoNames", () => {
  it("reads a missing name as none", () => {
    expect(splitFullName(undefined as unknown as string)).toEqual({ firstName: "", lastName: "", otherNames: "" });
    expect(hasTwoNames(null as unknown as string)).toBe(false);
  });

  it.each([
    ["Ada Lovelace", true],
    ["  Ada   King Lovelace ", true],
    ["Ada", false],
    ["  Ada  ", false],
    ["", false],
  ])("%j -> %s", (name, expected) => {
    expect(hasTwoNames(name)).toBe(expected);
  });
});

describe("splitFullName", () => {
  it.each([
    ["Ada Lovelace", { firstName: "Ada", lastName: "Lovelace", otherNames: "" }],
    ["  Augusta   Ada King  Lovelace ", { firstName: "Augusta", lastName: "Lovelace", otherNames: "Ada King" }],
    ["Cher", { firstName: "Cher", lastName: "", otherNames: "" }],
    ["", { firstName: "", lastName: "", otherNames: "" }],
    ["   ", { firstName: "", lastName: "", otherNames: "" }],
    ["Ada\tKing\n Lovelace", { firstName: "Ada", lastName: "Lovelace", otherNames: "King" }],
    [" Ada", { firstName: "Ada", lastName: "", otherNames: "" }],
  ])("%j", (name, expected) => {
    expect(splitFullName(name)).toEqual(expected);
  });
});
