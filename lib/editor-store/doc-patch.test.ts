import { describe, expect, it } from "vitest";
import type { Question } from "@/lib/questions";
import { documentLoaded, questionList } from "./document";
import { applyDocPatch, docPatch } from "./doc-patch";
import { questionAdded, questionLabelChanged, questionsDeleted, questionsMoved } from "./question-events";

const q = (id: string) => ({ id, type: "text", label: id }) as Question;
const start = documentLoaded({ name: "Expo", type: "standard", questions: [q("a"), q("b"), q("c"), q("d")] });

describe("docPatch and applyDocPatch", () => {
  it("send the whole document first, then only what changed, and rebuild each document on the other side", () => {
    const first = docPatch(null, start);
    expect(first.whole).toBe(true);
    // What crosses to the worker is plain data: a structured clone keeps no class.
    expect(Object.getPrototypeOf(first.questions)).toBe(Object.prototype);
    let mirror = applyDocPatch(null, structuredClone(first));
    expect({ ...mirror, questions: mirror.questions.toRecord() }).toEqual({
      ...start,
      questions: start.questions.toRecord(),
    });

    const steps = [
      (doc: typeof start) => questionLabelChanged(doc, "q1", "Bee"),
      (doc: typeof start) => questionsMoved(doc, ["q0"], 3),
      (doc: typeof start) => questionAdded(doc, q("e"), 1).doc,
      (doc: typeof start) => questionsDeleted(doc, ["q2"]),
      (doc: typeof start) => ({ ...doc, name: "Expo 2027", type: "checkIn" as const }),
    ];
    let last = start;
    for (const step of steps) {
      const next = step(last);
      const patch = docPatch(last, next);
      expect(patch.whole).toBe(false);
      // Only the changed questions travel.
      const changed = next.order.filter((key) => last.questions.get(key) !== next.questions.get(key));
      expect(Object.keys(patch.questions).sort()).toEqual(changed.sort());
      expect(patch.order === null).toBe(next.order === last.order);
      mirror = applyDocPatch(mirror, structuredClone(patch));
      expect(questionList(mirror)).toEqual(questionList(next));
      expect({ ...mirror, questions: null }).toEqual({ ...next, questions: null });
      last = next;
    }
    // A deleted question is not kept.
    expect(Object.keys(mirror.questions.toRecord()).sort()).toEqual([...last.order].sort());
    expect(mirror.questions.size).toBe(last.order.length);
  });

  it("refuses a partial patch with nothing to apply it to", () => {
    const partial = docPatch(start, questionLabelChanged(start, "q1", "Bee"));
    expect(() => applyDocPatch(null, partial)).toThrow(/before a whole one/);
  });
});
