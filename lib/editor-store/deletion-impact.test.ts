import { describe, expect, it } from "vitest";
import type { Question } from "@/lib/questions";
import { deletionImpact } from "./deletion-impact";
import { documentLoaded } from "./document";

const doc = documentLoaded({
  name: "Fair",
  type: "standard",
  questions: [
    { id: "a", type: "text", label: "A" },
    { id: "b", type: "text", label: "B", displayed: { a: "x" }, required: { $or: [{ a: "y" }, { c: "z" }] } },
    { id: "c", type: "text", label: "C", required: { a: { $exists: true } } },
  ] as Question[],
});

describe("deletionImpact", () => {
  it("lists each remaining question and attribute whose logic refers to a deleted question", () => {
    expect(deletionImpact(doc, ["q0"])).toEqual([
      { questionId: "b", label: "B", attribute: "displayed", refersTo: ["a"] },
      { questionId: "b", label: "B", attribute: "required", refersTo: ["a"] },
      { questionId: "c", label: "C", attribute: "required", refersTo: ["a"] },
    ]);
  });
  it("ignores references from questions deleted together, and questions nobody refers to", () => {
    expect(deletionImpact(doc, ["q0", "q1", "q2"])).toEqual([]);
    expect(deletionImpact(doc, ["q1"])).toEqual([]);
  });
});

describe("deletionImpact at its edges", () => {
  it("reads only logic objects, names a question without a label with an empty one, and ignores unknown keys", () => {
    const fixed = documentLoaded({
      name: "Fair",
      type: "standard",
      questions: [
        { id: "a", type: "text", label: "A" },
        { id: "b", type: "text", label: "B", displayed: "required", required: true },
        { id: "line", type: "divider", displayed: { a: "x" } },
      ] as Question[],
    });
    expect(deletionImpact(fixed, ["q0", "nothing"])).toEqual([
      { questionId: "line", label: "", attribute: "displayed", refersTo: ["a"] },
    ]);
    expect(deletionImpact(fixed, ["nothing"])).toEqual([]);
  });
});
