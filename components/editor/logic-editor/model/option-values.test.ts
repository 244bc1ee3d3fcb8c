import { describe, expect, it } from "vitest";
import { optionValueProblems } from "./option-values";
import { toRuleTree } from "./rule-tree";

const questions = [
  {
    id: "jobRole",
    type: "radio",
    label: "Job role",
    options: [
      { label: "Engineer", id: "engineer" },
      { label: "Buyer", id: "buyer" },
    ],
  },
  {
    id: "products",
    type: "checkboxGroup",
    label: "Products",
    options: [{ label: "Collaborative robots", id: "robotics" }],
  },
  { id: "city", type: "text", label: "City" },
];

describe("optionValueProblems", () => {
  it("finds a value that is not an option, with the visual rules' words", () => {
    const [problem] = optionValueProblems({ jobRole: "ceo" }, questions);
    expect(problem).toEqual({
      path: ["jobRole"],
      message: `Compares 'jobRole' with the text "ceo", which is not one of its options.`,
    });
    const visual = toRuleTree({ jobRole: "ceo" }, questions);
    expect(visual.ok ? "" : visual.reason).toContain(
      `compares 'jobRole' with the text "ceo", which is not one of its options`,
    );
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

describe("optionValueProblems: each place a value can stand", () => {
  const form = [
    ...questions,
    {
      id: "country",
      type: "select",
      label: "Country",
      options: [{ label: "Europe", options: [{ label: "UK", value: "uk" }] }],
    },
    // A second question of the same id: the first is the one read (the form is invalid anyway).
    { id: "jobRole", type: "text", label: "Duplicate" },
  ];
  const paths = (expression: unknown) => optionValueProblems(expression, form).map((problem) => problem.path);

  it("checks selects, and every join", () => {
    expect(
      paths({ country: "fr", $and: [{ jobRole: "ceo" }], $or: [{ products: "x" }], $nor: [{ country: "de" }] }),
    ).toEqual([["country"], ["$and", 0, "jobRole"], ["$or", 0, "products"], ["$nor", 0, "country"]]);
  });

  it("checks single values of any type, and leaves out null, lists and objects that hold no operator", () => {
    expect(optionValueProblems({ jobRole: 3 }, form)).toEqual([
      { path: ["jobRole"], message: "Compares 'jobRole' with number 3, which is not one of its options." },
    ]);
    expect(paths({ jobRole: null })).toEqual([]);
    expect(paths({ jobRole: ["ceo"] })).toEqual([]);
    expect(paths({ jobRole: { a: "ceo" } })).toEqual([]);
  });

  it("checks the operators that compare with one value or a list of them, whatever else the condition holds", () => {
    expect(paths({ jobRole: { $ne: "ceo", a: 1 } })).toEqual([["jobRole", "$ne"]]);
    expect(paths({ jobRole: { $eq: null }, products: { $eq: ["x"] }, country: { $eq: { a: 1 } } })).toEqual([]);
    expect(paths({ jobRole: { $nin: ["ceo"] }, products: { $all: ["robotics", "x"] } })).toEqual([
      ["jobRole", "$nin", 0],
      ["products", "$all", 1],
    ]);
    expect(paths({ jobRole: { $in: [null, ["x"], { a: 1 }, "ceo"] } })).toEqual([["jobRole", "$in", 3]]);
    expect(paths({ jobRole: { $in: "ceo", $gt: "ceo", $regex: "ceo" } })).toEqual([]);
  });

  it("reads a list only under $in, $nin and $all: under another operator it holds no option values", () => {
    expect(paths({ jobRole: { $gt: ["ceo"], $size: ["x"], $not: ["x"] } })).toEqual([]);
  });

  // Equivalent mutants that survive `npm run test:mutation @model` (7): `!key.startsWith("$")` turned true or into
  // `!key.endsWith("$")` (no question id starts or ends with $, so the lookup finds nothing either way); walk()
  // entering a value that is no object (its entries, "0", "1"…, name no question); the pattern check's
  // `typeof item === "string"` turned true (only texts, numbers and booleans get there, and only a text reads as
  // "/…/"); ruleValueProblem asked with "" instead of "equals" (what differs for "equals" is its refusal of "/…/"
  // texts, which never get there); and `key.startsWith("$")` in condition() turned into startsWith("") (an object
  // without operators then runs through the operator loop, which finds none of its keys: no problem either way).
  it("leaves a join that holds no list, and other operators at the top, alone", () => {
    expect(paths({ $or: { jobRole: "ceo" }, $where: "ceo", $and: "x" })).toEqual([]);
    expect(paths({ $or: ["junk", { jobRole: "ceo" }] })).toEqual([["$or", 1, "jobRole"]]);
  });
});
