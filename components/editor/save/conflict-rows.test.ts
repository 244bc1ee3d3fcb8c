import { describe, expect, it } from "vitest";
import { diffForms, type QuestionChange } from "@/lib/editor-store/merge";
import type { Question } from "@/lib/questions";
import { conflictRows, describeChanges } from "./conflict-rows";

const q = (id: string, extra: Record<string, unknown> = {}): Question =>
  ({ id, type: "text", label: `Label ${id}`, ...extra }) as Question;

describe("describeChanges", () => {
  it.each([
    [[], null],
    [[{ id: "a", kind: "added", properties: [] }], "added"],
    [[{ id: "a", kind: "removed", properties: [] }], "removed"],
    [
      [
        { id: "a", kind: "changed", properties: ["label", "options"] },
        { id: "a", kind: "moved", properties: [] },
      ],
      "changed label, options; moved",
    ],
  ] as [QuestionChange[], string | null][])("%j -> %s", (changes, expected) => {
    expect(describeChanges(changes)).toBe(expected);
  });
});

describe("conflictRows", () => {
  const base = [q("a"), q("b"), q("c"), { id: "d", type: "divider" } as Question];
  const mine = [q("a", { label: "Mine" }), q("b"), q("c", { required: true }), q("m")];
  const theirs = [q("a", { required: true }), q("c"), { id: "d", type: "divider" } as Question, q("t")];
  const rows = conflictRows(diffForms(base, mine, theirs), base, mine, theirs);

  it("lists the questions both changed first, then the others in form order, skipping untouched ones", () => {
    expect(rows.map((row) => [row.id, row.conflicting])).toEqual([
      ["a", true],
      ["c", false],
      ["d", false],
      ["t", false],
      ["b", false],
      ["m", false],
    ]);
  });

  it("says what each side did in words", () => {
    expect(rows.find((row) => row.id === "a")).toMatchObject({
      id: "a",
      label: "Mine",
      theirs: "changed required",
      mine: "changed label",
      conflicting: true,
    });
    expect(rows.find((row) => row.id === "b")).toMatchObject({ theirs: "removed", mine: null });
    expect(rows.find((row) => row.id === "d")).toMatchObject({ label: "Divider", theirs: null, mine: "removed" });
    expect(rows.find((row) => row.id === "m")).toMatchObject({ label: "Label m", theirs: null, mine: "added" });
  });
});

describe("conflictRows: each changed property, their value beside mine", () => {
  const options = [
    { label: "Partner", id: "partner" },
    { label: "Guest", id: "guest" },
  ];
  const base = [q("role", { type: "radio", label: "Role", options }), q("size", { label: "Size" })];
  const mine = [
    q("role", { type: "radio", label: "Role", options }),
    q("size", { label: "Company size", displayed: { role: "partner" } }),
  ];
  const theirs = [
    q("role", { type: "radio", label: "Role", options: [...options, { label: "Press", id: "press" }] }),
    q("size", { label: "Headcount" }),
  ];
  const rows = conflictRows(diffForms(base, mine, theirs), base, mine, theirs);

  it("shows labels as quoted texts and conditions in words, saying which side changed each", () => {
    const size = rows.find((row) => row.id === "size")!;
    expect(
      size.properties.map((row) => [row.name, row.theirs.text, row.theirs.changed, row.mine.text, row.mine.changed]),
    ).toEqual([
      ["Shown", "Always", false, "Only when “Role” is “Partner”", true],
      ["Question", "“Headcount”", true, "“Company size”", true],
    ]);
    expect(size.properties[0].mine.value).toEqual({ role: "partner" });
  });

  it("summarises options by their labels", () => {
    const role = rows.find((row) => row.id === "role")!;
    expect(role.properties).toHaveLength(1);
    expect(role.properties[0]).toMatchObject({
      name: "Options",
      theirs: { text: "Partner · Guest · Press", changed: true },
      mine: { text: "Partner · Guest", changed: false },
    });
  });
});
