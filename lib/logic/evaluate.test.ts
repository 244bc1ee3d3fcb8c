import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { answersFromValues, compileForm, evaluateForm } from "./evaluate";
import { explain } from "./explain";
import { dependencies } from "./dependencies";
// Patterns run on RE2 as on the server (the capture app loads it on demand: docs/architecture.md "Capture mode").
import "./safe-regex";

const q = (id: string, extra: Record<string, unknown> = {}) => ({ id, type: "text", label: id, ...extra });

describe("logic expressions on sift", () => {
  // [expression, answers, expected]
  it.each([
    [{ country: "UK" }, { country: "UK" }, true],
    [{ country: "UK" }, { country: "FR" }, false],
    [{ country: "UK" }, {}, false],
    [{ country: "/^(uk|gb)$/i" }, { country: "Gb" }, true],
    [{ country: "/^(uk|gb)$/i" }, { country: "France" }, false],
    [{ country: "UK", size: 10 }, { country: "UK", size: 10 }, true],
    [{ country: "UK", size: 10 }, { country: "UK", size: 9 }, false],
    [{ size: { $gt: 5 } }, { size: 6 }, true],
    [{ size: { $gte: 5, $lt: 10 } }, { size: 10 }, false],
    [{ size: { $lte: 5 } }, { size: 5 }, true],
    [{ country: { $ne: "UK" } }, { country: "FR" }, true],
    [{ country: { $eq: "UK" } }, { country: "UK" }, true],
    [{ country: { $in: ["UK", "IE"] } }, { country: "IE" }, true],
    [{ country: { $nin: ["UK", "IE"] } }, { country: "IE" }, false],
    [{ country: { $exists: true } }, {}, false],
    [{ country: { $exists: false } }, {}, true],
    [{ country: { $regex: "^u", $options: "i" } }, { country: "UK" }, true],
    [{ country: { $not: { $eq: "UK" } } }, { country: "FR" }, true],
    [{ interests: "plc" }, { interests: ["plc", "vision"] }, true],
    [{ interests: { $all: ["plc", "vision"] } }, { interests: ["plc"] }, false],
    [{ interests: { $size: 2 } }, { interests: ["plc", "vision"] }, true],
    [{ interests: { $elemMatch: { $eq: "vision" } } }, { interests: ["plc", "vision"] }, true],
    [{ $or: [{ country: "UK" }, { size: 1 }] }, { size: 1 }, true],
    [{ $and: [{ country: "UK" }, { size: 1 }] }, { size: 1 }, false],
    [{ $nor: [{ country: "UK" }, { size: 1 }] }, { size: 2 }, true],
  ])("%j on %j -> %s", (expression, answers, expected) => {
    const form = compileForm([q("country"), q("size"), q("interests"), q("target", { displayed: expression })]);
    expect(form.evaluate(answers).displayed.target).toBe(expected);
  });

  it("evaluates displayed before required: a hidden question is never required", () => {
    const result = evaluateForm(
      [{ id: "a", type: "checkbox", label: "A" }, q("b", { displayed: { a: true }, required: true })],
      { a: false },
    );
    expect(result).toEqual({ displayed: { a: true, b: false }, required: { a: false, b: false } });
  });

  it('makes displayed: "required" follow required', () => {
    const questions = [
      { id: "a", type: "checkbox", label: "A" },
      q("b", { displayed: "required", required: { a: true } }),
    ];
    expect(evaluateForm(questions, { a: true }).displayed.b).toBe(true);
    expect(evaluateForm(questions, { a: false }).displayed.b).toBe(false);
  });

  it("resolves $displayed and $required chains in dependency order, whatever the array order", () => {
    const questions = [
      q("c", { displayed: { b: { $displayed: true } } }),
      q("b", { displayed: { a: "yes" }, required: true }),
      q("d", { required: { b: { $required: true } } }),
      q("a"),
    ];
    expect(evaluateForm(questions, { a: "yes" })).toEqual({
      displayed: { a: true, b: true, c: true, d: true },
      required: { a: false, b: true, c: false, d: true },
    });
    expect(evaluateForm(questions, { a: "no" })).toEqual({
      displayed: { a: true, b: false, c: false, d: true },
      required: { a: false, b: false, c: false, d: false },
    });
  });

  it("reads $displayed and $required of a question whose answer is a list", () => {
    const questions = [
      {
        id: "tags",
        type: "checkboxGroup",
        label: "Tags",
        displayed: false,
        required: true,
        options: [{ id: "x", label: "X" }],
      },
      q("shownIfTags", { displayed: { tags: { $displayed: true } } }),
      q("shownIfTagsOptional", { displayed: { tags: { $required: false } } }),
    ];
    const result = evaluateForm(questions, { tags: ["x", "y"] });
    expect(result.displayed).toMatchObject({ shownIfTags: false, shownIfTagsOptional: true });
    const visible = evaluateForm([{ ...questions[0], displayed: true }, ...questions.slice(1)], { tags: ["x"] });
    expect(visible.displayed).toMatchObject({ shownIfTags: true, shownIfTagsOptional: false });
  });

  it("never lets labels, notes or dividers be required", () => {
    expect(evaluateForm([{ id: "n", type: "note", label: "N", required: true }], {}).required.n).toBe(false);
  });

  it("reads the API's values shape", () => {
    expect(
      answersFromValues({ a: { value: 1 }, b: "plain", c: { value: ["x"] }, d: null, e: {}, f: { value: null } }),
    ).toStrictEqual({ a: 1, c: ["x"], f: null });
  });

  it("does not depend on the order of the questions (property)", () => {
    const questions = [
      { id: "a", type: "checkbox", label: "A" },
      q("b", { displayed: { a: true } }),
      q("c", { displayed: { b: { $displayed: true } }, required: { a: true } }),
      q("d", { required: { c: { $required: true } }, displayed: { $or: [{ a: false }, { c: { $displayed: true } }] } }),
      q("e", { displayed: "required", required: { d: { $required: true } } }),
    ];
    fc.assert(
      fc.property(
        fc.shuffledSubarray(questions, { minLength: questions.length, maxLength: questions.length }),
        fc.boolean(),
        (shuffled, a) => {
          expect(evaluateForm(shuffled, { a })).toEqual(evaluateForm(questions, { a }));
        },
      ),
    );
  });
});

describe("explain", () => {
  const questions = [
    { id: "country", type: "text", label: "Country" },
    { id: "vip", type: "checkbox", label: "VIP" },
    q("lounge", { displayed: { country: "UK", vip: true } }),
  ];

  it("shows each clause, the value it read and its result", () => {
    const explanation = explain(questions, "lounge", { country: "FR", vip: true });
    expect(explanation.result).toBe(false);
    expect(explanation.reason).toBe("Hidden: the condition on 'country' does not hold.");
    expect(explanation.tree?.clauses).toEqual([
      { kind: "field", questionId: "country", condition: "UK", actual: "FR", result: false },
      { kind: "field", questionId: "vip", condition: true, actual: true, result: true },
    ]);
  });

  it("explains groups and custom operators", () => {
    const form = [
      ...questions,
      q("extra", { displayed: { $or: [{ lounge: { $displayed: true } }, { country: "IE" }] } }),
    ];
    const explanation = explain(form, "extra", { country: "UK", vip: true });
    expect(explanation.result).toBe(true);
    expect(explanation.tree?.clauses[0]).toMatchObject({ kind: "or", result: true });
  });

  it("says why a question is not required when it is hidden", () => {
    const explanation = explain(
      [{ id: "a", type: "checkbox", label: "A" }, q("b", { displayed: { a: true }, required: true })],
      "b",
      { a: false },
      "required",
    );
    expect(explanation).toMatchObject({ result: false, reason: "Not required because the question is hidden." });
  });
});

describe("dependencies", () => {
  it("lists who refers to whom", () => {
    const deps = dependencies([
      q("a"),
      q("b", { displayed: { a: "x" } }),
      q("c", { required: { $or: [{ a: 1 }, { b: { $displayed: true } }] } }),
    ]);
    expect(deps).toEqual({
      a: { references: [], referencedBy: ["b", "c"] },
      b: { references: ["a"], referencedBy: ["c"] },
      c: { references: ["a", "b"], referencedBy: [] },
    });
  });
});
