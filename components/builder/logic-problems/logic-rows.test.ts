import { describe, expect, it } from "vitest";
import { analyseLogic } from "@/lib/logic";
import type { Question } from "@/lib/questions";
import { dependencyRows, findingRows } from "./logic-rows";

const form = [
  { id: "visitorType", type: "radio", label: "Visitor", options: [{ label: "Partner", id: "partner" }, { label: "Guest", id: "guest" }] },
  { id: "size", type: "text", label: "Size", displayed: { $and: [{ visitorType: "partner" }, { visitorType: "guest" }] } },
  { id: "notes", type: "text", label: "Notes", required: { visitorType: { $exists: true } }, displayed: false },
  { id: "always", type: "text", label: "Always", displayed: { $or: [{ visitorType: { $exists: true } }, { visitorType: { $exists: false } }] } },
  { id: "free", type: "text", label: "Free" },
] as Question[];

describe("findingRows", () => {
  it("lists each finding under its question, in form order, with a title and the engine's message", () => {
    const rows = findingRows(analyseLogic(form), form);
    expect(rows.map((row) => [row.questionId, row.index, row.attribute, row.title])).toEqual([
      ["size", 1, "displayed", "Never displayed"],
      ["notes", 2, "required", "Required but never displayed"],
      ["always", 3, "displayed", "Always true"],
    ]);
    expect(rows[0].message).toMatch(/^'size' is never displayed: checked on all/);
    expect(rows.every((row) => !row.notProven)).toBe(true);
  });

  it("says 'not proven' where the search was incomplete", () => {
    const open = [{ id: "city", type: "text", label: "City" }, { id: "x", type: "text", label: "X", displayed: { city: { $gt: "m", $lt: "n" } } }] as Question[];
    const [row] = findingRows(analyseLogic(open), open);
    expect(row).toMatchObject({ questionId: "x", title: "Never displayed", notProven: true });
    expect(row.message).toContain("not proven");
  });
});

describe("dependencyRows", () => {
  it("lists only questions that read or are read, with both directions", () => {
    expect(dependencyRows(analyseLogic(form), form)).toEqual([
      { questionId: "visitorType", index: 0, reads: [], readBy: ["size", "notes", "always"] },
      { questionId: "size", index: 1, reads: ["visitorType"], readBy: [] },
      { questionId: "notes", index: 2, reads: ["visitorType"], readBy: [] },
      { questionId: "always", index: 3, reads: ["visitorType"], readBy: [] },
    ]);
  });
});
