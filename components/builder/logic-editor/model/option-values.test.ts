import { describe, expect, it } from "vitest";
import { optionValueProblems } from "./option-values";
import { toRuleTree } from "./rule-tree";

const questions = [
  { id: "jobRole", type: "radio", label: "Job role", options: [{ label: "Engineer", id: "engineer" }, { label: "Buyer", id: "buyer" }] },
  { id: "products", type: "checkboxGroup", label: "Products", options: [{ label: "Collaborative robots", id: "robotics" }] },
  { id: "city", type: "text", label: "City" },
];

describe("optionValueProblems", () => {
  it("finds a value that is not an option, with the visual rules' words", () => {
    const [problem] = optionValueProblems({ jobRole: "ceo" }, questions);
    expect(problem).toEqual({ path: ["jobRole"], message: `Compares 'jobRole' with the text "ceo", which is not one of its options.` });
    const visual = toRuleTree({ jobRole: "ceo" }, questions);
    expect(visual.ok ? "" : visual.reason).toContain(`compares 'jobRole' with the text "ceo", which is not one of its options`);
  });

  it("looks inside groups, $not, $elemMatch and lists, and leaves options, patterns and other questions alone", () => {
    const expression = {
      $or: [{ jobRole: { $in: ["engineer", "cto"] } }, { products: { $elemMatch: { $eq: "drones" } } }],
      $nor: [{ jobRole: { $not: { $eq: 3 } } }],
      city: "ceo",
      products: { $all: ["robotics"] },
      jobRole: "/^eng/",
    };
    expect(optionValueProblems(expression, questions).map((problem) => problem.path)).toEqual([
      ["$or", 0, "jobRole", "$in", 1],
      ["$or", 1, "products", "$elemMatch", "$eq"],
      ["$nor", 0, "jobRole", "$not", "$eq"],
    ]);
  });

  it("says nothing when every value is an option", () => {
    expect(optionValueProblems({ jobRole: { $ne: "buyer" }, products: "robotics" }, questions)).toEqual([]);
  });
});
