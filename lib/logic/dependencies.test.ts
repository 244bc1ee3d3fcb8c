import { describe, expect, it } from "vitest";
import { dependencies, evaluationOrder } from "./dependencies";

const q = (id: unknown, extra: Record<string, unknown> = {}) => ({ id, type: "text", label: "x", ...extra });
const form = [
  q("a", { displayed: { b: { $displayed: true } } }),
  q("b", { displayed: { a: { $displayed: true } } }),
  q("c", { required: { d: "x" } }),
  q("d", { displayed: { c: { $required: true } }, required: { d: { $displayed: true } } }),
  q("e", { displayed: "required", required: [1] }),
  q("f", { displayed: { g: { $required: true } } }),
  q("g", { required: { h: { $displayed: true } } }),
  q("h", { displayed: { f: { $displayed: true } } }),
  q(5, { displayed: { a: 1 } }),
];

describe("dependencies", () => {
  it("lists, for each question with an id, whom its logic reads and who reads it (itself included), ignoring what is no expression", () => {
    expect(dependencies(form)).toEqual({
      a: { references: ["b"], referencedBy: ["b"] },
      b: { references: ["a"], referencedBy: ["a"] },
      c: { references: ["d"], referencedBy: ["d"] },
      d: { references: ["c", "d"], referencedBy: ["c", "d"] },
      e: { references: [], referencedBy: [] },
      f: { references: ["g"], referencedBy: ["h"] },
      g: { references: ["h"], referencedBy: ["f"] },
      h: { references: ["f"], referencedBy: ["g"] },
    });
  });
});

describe("evaluationOrder", () => {
  it("names each circle once with its questions in the order it runs through them", () => {
    expect(evaluationOrder(form).cycles).toEqual([
      ["a", "b"],
      ["f", "g", "h"],
    ]);
    expect(evaluationOrder(form.slice(2, 5)).cycles).toEqual([]);
  });

  it("orders every step of every question with an id exactly once", () => {
    const { order } = evaluationOrder(form);
    const steps = order.map(({ id, step }) => `${id}.${step}`);
    expect(new Set(steps).size).toBe(steps.length);
    expect([...steps].sort()).toEqual(["a", "b", "c", "d", "e", "f", "g", "h"].flatMap((id) => [`${id}.displayed`, `${id}.raw`, `${id}.required`]));
    // A $displayed read comes after the step it reads, outside circles.
    expect(steps.indexOf("c.required")).toBeLessThan(steps.indexOf("d.displayed"));
    expect(steps.indexOf("d.displayed")).toBeLessThan(steps.indexOf("d.required"));
  });
});
