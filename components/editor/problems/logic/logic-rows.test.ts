import { describe, expect, it } from "vitest";
import { analyseLogic } from "@/lib/logic";
import type { Question } from "@/lib/questions";
import { dependencyRows, findingRows } from "./logic-rows";

const form = [
  {
    id: "visitorType",
    type: "radio",
    label: "Visitor",
    options: [
      { label: "Partner", id: "partner" },
      { label: "Guest", id: "guest" },
    ],
  },
  {
    id: "size",
    type: "text",
    label: "Size",
    displayed: { $and: [{ visitorType: "partner" }, { visitorType: "guest" }] },
  },
  { id: "notes", type: "text", label: "Notes", required: { visitorType: { $exists: true } }, displayed: false },
  {
    id: "always",
    type: "text",
    label: "Always",
    displayed: { $or: [{ visitorType: { $exists: true } }, { visitorType: { $exists: false } }] },
  },
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
    expect(rows.map((row) => row.message)).toEqual([
      "“Size” can never be shown: every answer to “Visitor” was tried (3 possibilities).",
      "“Notes” is required but can never be shown: its logic reads no answers, so no answer can change that.",
      "“Always” is always shown, whatever the answers: every answer to “Visitor” was tried (3 possibilities).",
    ]);
    expect(rows.every((row) => !row.notProven)).toBe(true);
  });

  it("says 'not proven' where the search was incomplete", () => {
    const open = [
      { id: "city", type: "text", label: "City" },
      { id: "x", type: "text", label: "X", displayed: { city: { $gt: "m", $lt: "n" } } },
    ] as Question[];
    const [row] = findingRows(analyseLogic(open), open);
    expect(row).toMatchObject({ questionId: "x", title: "Never displayed", notProven: true });
    expect(row.message).toMatch(
      /^“X” can never be shown for the \d+ answers tried to “City”, but this is not certain: “City” is/,
    );
  });
});

describe("findingRows with a question the form does not have", () => {
  it("says that the logic reads it, instead of counting combinations of nothing", () => {
    const ghost = [{ id: "budget", type: "number", label: "Budget", displayed: { ghostQuestion: "x" } }] as Question[];
    const rows = findingRows(analyseLogic(ghost), ghost);
    expect(rows.map((row) => row.message)).toEqual([
      "“Budget” can never be shown: its logic reads “ghostQuestion”, which is not a question of this form.",
    ]);
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
