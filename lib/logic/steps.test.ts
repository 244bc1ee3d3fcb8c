import { describe, expect, it } from "vitest";
import { compileForm, evaluateForm } from "./evaluate";
import { compileSteps } from "./steps";

// The steps of evaluation as full evaluation runs them: fixed values, the first of a duplicated id, and a cycle
// (which fails validation, yet is evaluated once in the order the dependency graph gives).
//
// Mutants that survive and why they are equivalent (`npm run test:mutation lib/logic/steps.ts`):
// - steps.ts:28 `typeof question.id === "string"` → true: evaluationOrder takes only string ids again, so a
//   question without one never gets a step.
// - steps.ts:40 `() => false` → `() => undefined` for labels, notes and dividers: the required step reads the
//   raw value as `?? false`, so undefined and false give the same result.
const q = (id: string, extra: Record<string, unknown> = {}) => ({ id, type: "text", label: id, ...extra });
const evaluated = (questions: Record<string, unknown>[], answers: Record<string, unknown> = {}) =>
  evaluateForm(questions, answers);
const cyclic = (question: Record<string, unknown>) => {
  expect(compileSteps([question]).cyclic).toBe(true);
  return evaluated([question]);
};

describe("fixed required and displayed values", () => {
  // [required, displayed, expected required, expected displayed]
  it.each([
    [true, true, true, true],
    ["true", "true", true, true],
    [false, false, false, false],
    ["false", "false", false, false],
    [undefined, undefined, false, true],
    [null, null, false, true],
    ["yes", "no", false, true],
    // An object sift cannot compile fails validation; evaluated anyway, it is neither required nor hidden.
    [{ a: { $bogus: 1 } }, { a: { $bogus: 1 } }, false, true],
    [["a"], ["a"], false, true],
  ])("required %j, displayed %j -> required %s, displayed %s", (required, displayed, isRequired, isDisplayed) => {
    const result = evaluated([q("a", { required, displayed })]);
    expect(result.required.a).toBe(isRequired);
    expect(result.displayed.a).toBe(isDisplayed);
  });

  it.each(["label", "note", "divider"])("a %s is never required, whatever it says", (type) => {
    const result = evaluated([q("a", { type, required: true }), q("b", { type, required: { a: { $exists: false } } })]);
    expect(result.required).toStrictEqual({ a: false, b: false });
  });

  it("a hidden question is never required", () => {
    expect(evaluated([q("a", { required: true, displayed: false })]).required.a).toBe(false);
  });
});

describe("ids", () => {
  it("the first question with an id is the one its id names", () => {
    const result = evaluated([
      q("a", { required: true, displayed: "required" }),
      q("a", { required: false, displayed: false }),
    ]);
    expect(result).toStrictEqual({ displayed: { a: true }, required: { a: true } });
  });

  it("questions without a string id take no part", () => {
    const result = evaluated([{ type: "text", required: true }, q("a"), { id: 7, type: "text", required: true }]);
    expect(result).toStrictEqual({ displayed: { a: true }, required: { a: false } });
    expect(compileSteps([{ type: "text" }, q("a")]).graph.ids).toStrictEqual(["a"]);
  });
});

describe("a question whose logic reads its own state (a cycle: the definition fails validation)", () => {
  // The step reached first through the cycle reads the other as not yet evaluated: displayed counts as shown,
  // the required expression as false.
  it("displayed reads its own required state: required is evaluated first, as if shown", () => {
    expect(cyclic(q("a", { required: true, displayed: { a: { $required: true } } }))).toStrictEqual({
      displayed: { a: true },
      required: { a: true },
    });
  });

  it("required reads its own displayed state and displayed its required state: both false", () => {
    expect(
      cyclic(q("a", { required: { a: { $displayed: true } }, displayed: { a: { $required: true } } })),
    ).toStrictEqual({
      displayed: { a: false },
      required: { a: false },
    });
  });

  it('displayed "required" with a required expression reading displayed: not shown, not required', () => {
    expect(cyclic(q("a", { required: { a: { $displayed: true } }, displayed: "required" }))).toStrictEqual({
      displayed: { a: false },
      required: { a: false },
    });
  });

  it("a form compiled once gives the same answer each time", () => {
    const form = compileForm([
      q("a", { required: { a: { $displayed: true } }, displayed: { a: { $required: true } } }),
    ]);
    expect(form.evaluate({})).toStrictEqual(form.evaluate({}));
  });
});
