import { describe, expect, it } from "vitest";
import { explain } from "./explain";

const q = (id: string, extra: Record<string, unknown> = {}) => ({ id, type: "text", label: id, ...extra });
const form = [
  q("country"),
  { id: "vip", type: "checkbox", label: "VIP" },
  q("plain"),
  q("fixed", { displayed: false, required: true }),
  q("byRequired", { displayed: "required", required: { vip: true } }),
  q("lounge", {
    displayed: { country: "UK" },
    required: { $or: [{ vip: true }, { country: "IE" }], plain: { $exists: true } },
  }),
  q("states", {
    displayed: { lounge: { $displayed: true }, fixed: { $required: true }, country: { $displayed: false } },
  }),
];

describe("explain: the sentence for each kind of condition", () => {
  it.each([
    ["nobody", "displayed", {}, false, "There is no question 'nobody'."],
    ["plain", "displayed", {}, true, "Always shown (no condition)."],
    ["plain", "required", {}, false, "Not required (no condition)."],
    ["fixed", "displayed", {}, false, "Set to false."],
    ["byRequired", "displayed", { vip: true }, true, "Shown because it is required."],
    ["byRequired", "displayed", { vip: false }, false, "Hidden because it is not required."],
    ["lounge", "displayed", { country: "UK" }, true, "Shown: every condition holds."],
    ["lounge", "displayed", { country: "FR" }, false, "Hidden: the condition on 'country' does not hold."],
    ["lounge", "required", { country: "UK", vip: true, plain: "x" }, true, "Required: every condition holds."],
    [
      "lounge",
      "required",
      { country: "UK", vip: false },
      false,
      "Not required: the condition on the $or group, 'plain' does not hold.",
    ],
    [
      "lounge",
      "required",
      { country: "FR", vip: true, plain: "x" },
      false,
      "Not required because the question is hidden.",
    ],
  ] as const)("%s's %s with %j: %s, %s", (id, attribute, answers, result, reason) => {
    expect(explain(form, id, answers, attribute)).toMatchObject({ questionId: id, attribute, result, reason });
  });

  it("explains `displayed` unless told otherwise, and a fixed required value too", () => {
    expect(explain(form, "plain", {}).attribute).toBe("displayed");
    expect(explain(form, "fixed", {}, "required")).toEqual({
      questionId: "fixed",
      attribute: "required",
      result: false,
      reason: "Not required because the question is hidden.",
      tree: null,
    });
  });
});

describe("explain: the tree", () => {
  it("has none without an expression", () => {
    for (const [id, attribute] of [
      ["nobody", "displayed"],
      ["plain", "displayed"],
      ["fixed", "displayed"],
      ["byRequired", "displayed"],
    ] as const) {
      expect(explain(form, id, {}, attribute).tree).toBeNull();
    }
  });

  it("gives each clause of a group its own explanation, also for a hidden question's required logic", () => {
    expect(explain(form, "lounge", { country: "FR", vip: true }, "required").tree).toEqual({
      result: false,
      clauses: [
        {
          kind: "or",
          result: true,
          branches: [
            {
              result: true,
              clauses: [{ kind: "field", questionId: "vip", condition: true, actual: true, result: true }],
            },
            {
              result: false,
              clauses: [{ kind: "field", questionId: "country", condition: "IE", actual: "FR", result: false }],
            },
          ],
        },
        { kind: "field", questionId: "plain", condition: { $exists: true }, actual: undefined, result: false },
      ],
    });
  });

  it("reads another question's state for $displayed and $required, and its answer otherwise", () => {
    const explanation = explain(form, "states", { country: "UK" });
    expect(explanation.tree?.clauses).toEqual([
      { kind: "field", questionId: "lounge", condition: { $displayed: true }, actual: true, result: true },
      { kind: "field", questionId: "fixed", condition: { $required: true }, actual: false, result: false },
      { kind: "field", questionId: "country", condition: { $displayed: false }, actual: true, result: false },
    ]);
    expect(explanation.reason).toBe("Hidden: the condition on 'fixed', 'country' does not hold.");
    // A question it does not know is shown and not required.
    const unknown = explain(
      [q("a", { displayed: { ghost: { $displayed: true }, spirit: { $required: false } } })],
      "a",
      {},
    );
    expect(unknown.tree?.clauses.map((clause) => clause.kind === "field" && clause.actual)).toEqual([true, false]);
  });

  // Definitions that fail validation are still explained (the editor shows the preview while one is being typed).
  it("explains what it can of a definition that fails validation", () => {
    const invalid = [
      q("country"),
      q("a", { displayed: { country: { $bogus: 1 }, $or: [{ country: "UK" }, 5, "x"], $and: 3, other: null } }),
    ];
    expect(explain(invalid, "a", { country: "UK" }).tree).toEqual({
      result: false,
      clauses: [
        // A clause that does not compile does not hold.
        { kind: "field", questionId: "country", condition: { $bogus: 1 }, actual: "UK", result: false },
        // Only a group's objects are its branches.
        {
          kind: "or",
          result: true,
          branches: [
            {
              result: true,
              clauses: [{ kind: "field", questionId: "country", condition: "UK", actual: "UK", result: true }],
            },
          ],
        },
        // A group that is no list is explained as one clause; so is a condition of null.
        { kind: "field", questionId: "$and", condition: 3, actual: undefined, result: false },
        { kind: "field", questionId: "other", condition: null, actual: undefined, result: true },
      ],
    });
  });
});
