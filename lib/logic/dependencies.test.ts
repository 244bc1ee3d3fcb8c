import { beforeEach, describe, expect, it, vi } from "vitest";
import { dependencies, evaluationOrder } from "./dependencies";

// Mutants disabled as equivalent in dependencies.ts: the first `references: []` (every entry's references are
// replaced in the loop that follows) and the path's initial `[]` (a circle is read from the last visit of its
// step on, after anything the path held before).

// The expressions analysed, counted by wrapping expressionReferences (the real one, called as before): only
// attributes that are expressions are analysed at all — the guard saves the work of analysing `true`, "required"
// or nothing for every question of a 1,000-question form on every change.
const analysed = vi.hoisted(() => [] as unknown[]);
vi.mock("./analyse-without-re2", async (importOriginal) => {
  const original = await importOriginal<typeof import("./analyse-without-re2")>();
  return {
    ...original,
    expressionReferences: (expression: unknown) => {
      analysed.push(expression);
      return original.expressionReferences(expression);
    },
  };
});
beforeEach(() => {
  analysed.length = 0;
});

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
  it(
    "lists, for each question with an id, whom its logic reads and who " +
      "reads it (itself included), ignoring what is no expression",
    () => {
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
    },
  );

  it("analyses only attributes that are expressions", () => {
    const plain = [
      q("a", { displayed: true, required: "true" }),
      q("b", { displayed: "required", required: null }),
      q("c", { displayed: ["x"] }),
      q("d", { required: { a: 1 } }),
    ];
    dependencies(plain);
    expect(analysed).toEqual([{ a: 1 }]);
    analysed.length = 0;
    evaluationOrder(plain);
    expect(analysed).toEqual([{ a: 1 }]);
  });

  it("lists a reference to a question that does not exist, without an entry for it", () => {
    expect(dependencies([q("a", { displayed: { ghost: 1 } })])).toEqual({
      a: { references: ["ghost"], referencedBy: [] },
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

  it("names only the questions of the circle, not those visited before it on the way", () => {
    // a's display reads c's (no circle) and then b's, whose display reads a's.
    const questions = [
      q("a", { displayed: { c: { $displayed: true }, b: { $displayed: true } } }),
      q("b", { displayed: { a: { $displayed: true } } }),
      q("c"),
    ];
    expect(evaluationOrder(questions).cycles).toEqual([["a", "b"]]);
    // x reads the circle without being in it.
    expect(evaluationOrder([q("x", { displayed: { a: { $displayed: true } } }), ...form.slice(0, 2)]).cycles).toEqual([
      ["a", "b"],
    ]);
  });

  it("gives the graph: the steps each step needs and the answers each expression reads", () => {
    const questions = [
      q("a"),
      q("b", { displayed: { a: "x", c: { $required: true } }, required: { a: { $gt: 1 } } }),
      q("c", { displayed: "required", required: true }),
    ];
    const { graph } = evaluationOrder(questions);
    expect(graph.ids).toEqual(["a", "b", "c"]);
    // Steps: 3 × position + 0 raw, 1 displayed, 2 required.
    expect(graph.needs).toEqual([[], [], [1, 0], [], [8], [4, 3], [], [6], [7, 6]]);
    expect(graph.reads).toEqual([[], [], [], ["a"], ["a", "c"], [], [], [], []]);
    expect(graph.order).toEqual([0, 1, 2, 3, 6, 7, 8, 4, 5]);
  });

  it("has nothing to order in a form without questions", () => {
    expect(evaluationOrder([])).toEqual({ order: [], cycles: [], graph: { ids: [], needs: [], reads: [], order: [] } });
  });

  it("orders every step of every question with an id exactly once", () => {
    const { order } = evaluationOrder(form);
    const steps = order.map(({ id, step }) => `${id}.${step}`);
    expect(new Set(steps).size).toBe(steps.length);
    expect([...steps].sort()).toEqual(
      ["a", "b", "c", "d", "e", "f", "g", "h"].flatMap((id) => [`${id}.displayed`, `${id}.raw`, `${id}.required`]),
    );
    // A $displayed read comes after the step it reads, outside circles.
    expect(steps.indexOf("c.required")).toBeLessThan(steps.indexOf("d.displayed"));
    expect(steps.indexOf("d.displayed")).toBeLessThan(steps.indexOf("d.required"));
  });
});
