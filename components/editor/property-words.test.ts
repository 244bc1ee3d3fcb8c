import { describe, expect, it } from "vitest";
import type { Question } from "@/lib/questions";
import { fieldChanges, valueInWords } from "./property-words";

const role = {
  id: "role",
  type: "radio",
  label: "Role",
  options: [
    { label: "Partner", id: "partner" },
    { label: "Guest", id: "guest" },
  ],
} as Question;

describe("valueInWords", () => {
  it.each<[string, unknown, string]>([
    ["label", "Company", "“Company”"],
    ["options", [{ label: "A" }, { label: "Hall", options: [{ label: "R1" }] }], "A · Hall: R1"],
    ["displayed", undefined, "Always"],
    ["required", undefined, "Never"],
    ["displayed", "required", "When required"],
    ["displayed", { role: "partner" }, "Only when “Role” is “Partner”"],
    ["maxLength", 40, "40"],
    ["placeholder", undefined, "not set"],
  ])("%s %j -> %s", (property, value, words) => {
    expect(valueInWords(property, value, [role])).toBe(words);
  });
});

describe("fieldChanges", () => {
  it("lists each changed property in the inspector's order, before and after in words", () => {
    const before = { id: "size", type: "number", label: "Size" } as Question;
    const after = {
      id: "size",
      type: "number",
      label: "Company size",
      displayed: { role: "guest" },
      maxVal: 500,
    } as Question;
    expect(fieldChanges(before, after, { before: [role, before], after: [role, after] })).toEqual([
      { property: "label", name: "Question", before: "“Size”", after: "“Company size”" },
      { property: "displayed", name: "Shown", before: "Always", after: "Only when “Role” is “Guest”" },
      { property: "maxVal", name: "Maximum", before: "not set", after: "500" },
    ]);
  });
});
