import { describe, expect, it } from "vitest";
import { toRuleTree } from "./model/rule-tree";
import { SAMPLE_FORM } from "./model/testing/sample-form";
import {
  addGroup,
  addRule,
  blankTree,
  editProblem,
  nodeAt,
  nodeNumbers,
  removeNode,
  setJoin,
  setOperator,
  setQuestion,
  setValue,
  withKeys,
  writtenExpression,
  type KeyedGroup,
  type KeyedRule,
} from "./rule-edit";

const question = (id: string) => SAMPLE_FORM.find((candidate) => candidate.id === id)!;
const treeOf = (expression: Record<string, unknown>): KeyedGroup => {
  const read = toRuleTree(expression, SAMPLE_FORM);
  if (!read.ok) throw new Error(read.reason);
  return withKeys(read.tree);
};
const ruleAt = (tree: KeyedGroup, path: number[]) => nodeAt(tree, path) as KeyedRule;

describe("visual rule edits", () => {
  it("builds 'visitorType is partner' from a blank rule; nothing is written until the rule is complete", () => {
    let tree = blankTree();
    expect(writtenExpression(tree, SAMPLE_FORM)).toBeNull();
    expect(editProblem(ruleAt(tree, [0]), SAMPLE_FORM)).toBe("Choose a question.");
    tree = setQuestion(tree, [0], question("visitorType"));
    expect(ruleAt(tree, [0])).toMatchObject({ questionId: "visitorType", operator: "equals", value: null });
    expect(editProblem(ruleAt(tree, [0]), SAMPLE_FORM)).toBe("Choose a value.");
    tree = setValue(tree, [0], "partner");
    expect(editProblem(ruleAt(tree, [0]), SAMPLE_FORM)).toBeNull();
    expect(writtenExpression(tree, SAMPLE_FORM)).toEqual({ visitorType: "partner" });
  });

  it("writes the valid rules and leaves out the incomplete ones, and groups that only held those", () => {
    let tree = treeOf({ visitorType: "partner" });
    tree = addRule(tree, []);
    tree = addGroup(tree, []);
    expect(nodeAt(tree, [2])).toMatchObject({ kind: "group", join: "any" });
    expect(writtenExpression(tree, SAMPLE_FORM)).toEqual({ visitorType: "partner" });
    tree = setQuestion(tree, [2, 0], question("companySize"));
    tree = setOperator(tree, [2, 0], "gt", question("companySize"));
    tree = setValue(tree, [2, 0], 50);
    expect(writtenExpression(tree, SAMPLE_FORM)).toEqual({
      $and: [{ visitorType: "partner" }, { $or: [{ companySize: { $gt: 50 } }] }],
    });
  });

  it("says 'none of' a group and 'has this many chosen' of a multi-value answer", () => {
    let tree = setJoin(treeOf({ visitorType: "partner" }), [], "none");
    tree = addRule(tree, []);
    tree = setQuestion(tree, [1], question("topics"));
    tree = setOperator(tree, [1], "count", question("topics"));
    expect(editProblem(ruleAt(tree, [1]), SAMPLE_FORM)).toBe("Enter a value.");
    tree = setValue(tree, [1], 0);
    expect(writtenExpression(tree, SAMPLE_FORM)).toEqual({
      $nor: [{ visitorType: "partner" }, { topics: { $size: 0 } }],
    });
  });

  it("nests groups two levels deep and numbers rules and groups in reading order", () => {
    let tree = addGroup(blankTree(), []);
    tree = addGroup(tree, [1]);
    expect(nodeAt(tree, [1, 1])).toMatchObject({ kind: "group", join: "all" });
    const numbers = nodeNumbers(tree);
    expect([tree.key, nodeAt(tree, [1])!.key, nodeAt(tree, [1, 1])!.key].map((key) => numbers.get(key))).toEqual([
      1, 2, 3,
    ]);
    expect([[0], [1, 0], [1, 1, 0]].map((path) => numbers.get(nodeAt(tree, path)!.key))).toEqual([1, 2, 3]);
  });

  it("removes a rule, and a nested group left empty with it, but never the root", () => {
    let tree = addGroup(treeOf({ visitorType: "partner" }), []);
    tree = removeNode(tree, [1, 0]);
    expect(tree.children).toHaveLength(1);
    tree = removeNode(tree, [0]);
    expect(tree.children).toHaveLength(0);
    expect(removeNode(tree, [])).toBe(tree);
  });

  it("switches a group between all and any", () => {
    const tree = setJoin(treeOf({ visitorType: "partner", companySize: { $gt: 5 } }), [], "any");
    expect(writtenExpression(tree, SAMPLE_FORM)).toEqual({
      $or: [{ visitorType: "partner" }, { companySize: { $gt: 5 } }],
    });
  });

  it("keeps the value when the operator changes and it still fits: one value becomes a list of one and back", () => {
    let tree = treeOf({ visitorType: "partner" });
    tree = setOperator(tree, [0], "in", question("visitorType"));
    expect(ruleAt(tree, [0]).value).toEqual(["partner"]);
    tree = setOperator(tree, [0], "notEquals", question("visitorType"));
    expect(ruleAt(tree, [0]).value).toBe("partner");
    tree = setOperator(tree, [0], "answered", question("visitorType"));
    expect(ruleAt(tree, [0]).value).toBeNull();
    tree = setOperator(tree, [0], "displayed", question("visitorType"));
    expect(ruleAt(tree, [0]).value).toBe(true);
  });

  it("keeps operator and value when the question changes and they fit, else starts them afresh", () => {
    let tree = treeOf({ companySize: { $gt: 50 } });
    tree = setQuestion(tree, [0], question("score"));
    expect(ruleAt(tree, [0])).toMatchObject({ questionId: "score", operator: "gt", value: 50 });
    tree = setQuestion(tree, [0], question("topics"));
    expect(ruleAt(tree, [0])).toMatchObject({ questionId: "topics", operator: "contains", value: [] });
    expect(editProblem(ruleAt(tree, [0]), SAMPLE_FORM)).toBe("Choose at least one value.");
    tree = setQuestion(tree, [0], question("firstName"));
    tree = setOperator(tree, [0], "matches", question("firstName"));
    expect(ruleAt(tree, [0]).value).toEqual({ pattern: "", flags: "" });
    expect(editProblem(ruleAt(tree, [0]), SAMPLE_FORM)).toBe("Enter a pattern.");
  });

  it("reports values that do not fit yet: a text in a number, an empty list item, an unsafe pattern", () => {
    const tree = treeOf({ companySize: { $in: [1] }, firstName: "/a/" });
    expect(editProblem({ ...ruleAt(tree, [0]), value: [1, ""] }, SAMPLE_FORM)).toBe(
      "Fill in or remove the empty value.",
    );
    expect(editProblem({ ...ruleAt(tree, [0]), operator: "equals", value: "12a" }, SAMPLE_FORM)).toMatch(
      /where a number is expected/,
    );
    expect(editProblem({ ...ruleAt(tree, [1]), value: { pattern: "(a", flags: "" } }, SAMPLE_FORM)).not.toBeNull();
  });

  it("round-trips: the expression read, written again with no edit, is the same", () => {
    const expression = {
      $or: [{ visitorType: "partner" }, { visitDay: { $gte: "2027-03-14" }, intro: { $displayed: true } }],
    };
    expect(writtenExpression(treeOf(expression), SAMPLE_FORM)).toEqual(expression);
  });
});
