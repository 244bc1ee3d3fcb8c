import { describe, expect, it } from "vitest";
import { compileExpression, compileProblem, logicWeights, type FormState } from "./compile";
import { LOGIC_BUDGET, LogicBudgetExceeded, RegexBudgetExceeded, withRegexBudget } from "./safe-regex";

// The compiler on its own, without validation in front of it: what it reads as a pattern, how the two custom
// operators read the form state, and what it answers for what sift cannot compile or test.
//
// Mutants disabled as equivalent in compile.ts: the form state compileProblem compiles against (`{displayed: {},
// required: {}}` → `{}`), which only testing an answer would read, and compileProblem never tests one.
// One static mutant survives (counted when static mutants are, not with --ignoreStatic): NOTHING's `$in: []` →
// `["Stryker was here"]`, which only an answer of exactly that text tells apart — a test for it would name the
// mutant, not a behaviour (an empty $all matching nothing is checked in mongo-semantics.test.ts).

const empty = (): FormState => ({ displayed: {}, required: {} });
const holds = (expression: unknown, answers: Record<string, unknown>, state = empty()) => {
  const tester = compileExpression(expression, state);
  if (!tester) throw new Error(`did not compile: ${JSON.stringify(expression)}`);
  return tester(answers);
};

describe('compileExpression: where a "/re/" string is a pattern', () => {
  // [expression, answers, expected]
  it.each([
    // Inside $and, $or and $nor the items are expressions like the top level.
    [{ $and: [{ a: "/^b/" }] }, { a: "blue" }, true],
    [{ $or: [{ a: "/^x/" }, { a: "/^b/" }] }, { a: "blue" }, true],
    [{ $nor: [{ a: "/^b/" }] }, { a: "blue" }, false],
    // A list compared whole, objects inside it included: plain text.
    [{ a: [{ k: "/e/" }] }, { a: [{ k: "/e/" }] }, true],
    [{ a: [{ k: "/e/" }] }, { a: [{ k: "e" }] }, false],
    [{ a: null }, {}, true],
    [{ a: null }, { a: "x" }, false],
    // A list as an $all item is a value compared whole, never a pattern.
    [{ a: { $all: [["/e/"]] } }, { a: ["e"] }, false],
    [{ a: { $all: [["/e/"]] } }, { a: ["/e/"] }, true],
    [{ a: { $all: [5] } }, { a: [5, 6] }, true],
    // $eq, $ne and the order operators compare with the text itself, objects included.
    [{ a: { $eq: "/e/" } }, { a: "e" }, false],
    [{ a: { $eq: "/e/" } }, { a: "/e/" }, true],
    [{ a: { $ne: "/e/" } }, { a: "e" }, true],
    [{ a: { $gte: "/e/" } }, { a: "/e/" }, true],
    [{ a: { $eq: { b: "/e/" } } }, { a: { b: "e" } }, false],
    [{ a: { $eq: { b: "/e/" } } }, { a: { b: "/e/" } }, true],
    // $elemMatch of operators tests the items; of fields (or $and / $or / $nor), the items' fields.
    [{ a: { $elemMatch: { $in: ["/^b/"] } } }, { a: ["blue"] }, true],
    [{ a: { $elemMatch: { c: "/^b/" } } }, { a: [{ c: "blue" }] }, true],
    [{ a: { $elemMatch: { c: "/^b/" } } }, { a: [{ c: "red" }] }, false],
    [{ a: { $elemMatch: { $or: [{ c: "/^b/" }] } } }, { a: [{ c: "blue" }] }, true],
    [{ a: { $elemMatch: { $exists: true, c: "/^b/" } } }, { a: [{ c: "blue" }] }, true],
    // $not of a pattern.
    [{ a: { $not: "/^b/" } }, { a: "red" }, true],
    [{ a: { $not: "/^b/" } }, { a: "blue" }, false],
  ])("%j on %j -> %s", (expression, answers, expected) => {
    expect(holds(expression, answers)).toBe(expected);
  });
});

describe("compileExpression: $displayed and $required", () => {
  it("read the form state as it is when the answers are tested", () => {
    const state = empty();
    const tester = compileExpression({ x: { $displayed: true }, y: { $required: true } }, state)!;
    state.displayed.x = true;
    state.required.y = true;
    expect(tester({})).toBe(true);
    state.displayed.x = false;
    expect(tester({})).toBe(false);
  });

  it("take a question the state does not know yet as displayed and not required", () => {
    expect([holds({ x: { $displayed: true } }, {}), holds({ x: { $displayed: false } }, {})]).toEqual([true, false]);
    expect([holds({ x: { $required: true } }, {}), holds({ x: { $required: false } }, {})]).toEqual([false, true]);
  });

  it("name the question, not the items of an array answer", () => {
    // sift offers each item (keyed by its index) before the whole answer (keyed by the question id).
    const state: FormState = { displayed: { x: true, 0: false, 1: false }, required: {} };
    expect(holds({ x: { $displayed: true } }, { x: ["a", "b"] }, state)).toBe(true);
    state.displayed = { x: false, 0: true, 1: true };
    expect(holds({ x: { $displayed: true } }, { x: ["a", "b"] }, state)).toBe(false);
  });
});

describe("compileExpression: what cannot be compiled or tested", () => {
  it("answers null for what is no expression and for what sift cannot compile", () => {
    for (const expression of [null, "x", ["a"], { a: { $where: "1" } }, { a: { $regex: "(" } }]) {
      expect(compileExpression(expression, empty())).toBeNull();
    }
  });

  it(
    "lets an exhausted matching budget end the validation, and takes any " +
      "other failure as a test that does not hold",
    () => {
      const tester = compileExpression({ a: "/^a+$/" }, empty())!;
      expect(() => withRegexBudget(() => tester({ a: "a".repeat(1_000_000) }))).toThrow(RegexBudgetExceeded);
      const throwing = Object.defineProperty({}, "a", {
        enumerable: true,
        get() {
          throw new Error("unreadable");
        },
      });
      expect(tester(throwing)).toBe(false);
    },
  );
});

describe("compileProblem", () => {
  it("answers null when sift compiles the expression, and sift's or RE2's reason when not", () => {
    expect(compileProblem({ a: { $in: ["/^b/", "c"] }, b: { $displayed: true } })).toBeNull();
    expect(compileProblem({ a: { $where: "1" } })).toBe("Unsupported operation: $where");
    expect(compileProblem({ a: { $regex: "(" } })).toMatch(/^The regular expression "\(" does not compile: /);
  });
});

describe("logicWeights and the logic budget", () => {
  const weights = (expression: Record<string, unknown>) => Object.fromEntries(logicWeights(expression));

  it("counts each condition once per answer it tests, a $all once per value, a set lookup once", () => {
    expect(weights({ a: "x", "b.c": { $gt: 1, $lt: 5 } })).toEqual({ a: 1, b: 2 });
    expect(weights({ a: { $in: ["x", "y", 3, true] }, b: { $nin: ["/x/", "y"] }, c: { $in: [{ k: 1 }] } })).toEqual({
      a: 1,
      b: 2,
      c: 1,
    });
    expect(weights({ a: { $all: ["x", "y", "z"] }, b: { $not: { $all: ["x", "y"] } } })).toEqual({ a: 3, b: 2 });
    expect(
      weights({ a: { $elemMatch: { $gt: 1, $lt: 3 } }, b: { $elemMatch: { k: 1, l: { $in: ["/x/", "y"] } } } }),
    ).toEqual({ a: 3, b: 4 });
    expect(weights({ a: { $all: [{ $elemMatch: { $gt: 1 } }, "x"] } })).toEqual({ a: 3 });
    expect(weights({ $or: [{ a: "x" }, { $and: [{ a: "y" }, { b: "z" }] }], c: { $displayed: true } })).toEqual({
      a: 2,
      b: 1,
      c: 1,
    });
    expect(weights({ $where: "1" })).toEqual({ "": 1 });
  });

  it("spends weight × (1 + the answer's items, nested ones too) per evaluation, only inside a validation", () => {
    const tester = compileExpression({ a: { $all: ["x", "y"] }, b: "z" }, empty())!;
    const answers = { a: [["x"], "y", { k: ["x", "y"] }], b: "z" };
    // a: 2 × (1 + 3 items + 1 nested + 1 value + 2 nested) = 16; b: 1 × 1. Fits a budget it would pass in 1/17ths.
    const evaluations = Math.floor(LOGIC_BUDGET / 17);
    expect(() => withRegexBudget(() => Array.from({ length: evaluations }, () => tester(answers)))).not.toThrow();
    expect(() => withRegexBudget(() => Array.from({ length: evaluations + 1 }, () => tester(answers)))).toThrow(
      LogicBudgetExceeded,
    );
    // A RegexBudgetExceeded, so that every place that ends a validation on one ends it on this.
    expect(new LogicBudgetExceeded()).toBeInstanceOf(RegexBudgetExceeded);
    expect(() => Array.from({ length: evaluations + 1 }, () => tester(answers))).not.toThrow();
  });
});
