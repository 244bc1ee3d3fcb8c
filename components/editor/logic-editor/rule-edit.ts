// The edits of the visual rules (docs/studio.md "Write a condition with the visual rules"): a rule tree whose nodes
// carry React keys, edited by
// path, and the expression it writes. A rule that is not complete yet stays in the tree (with its problem) but is
// left out of what is written, so the stored condition only ever holds valid rules.
import {
  fromRuleTree,
  ruleProblem,
  type Join,
  type Rule,
  type RuleGroup,
  type RuleNode,
  type RuleValue,
} from "./model/rule-tree";
import {
  operatorsFor,
  ruleValueProblem,
  valueKindFor,
  type RuleOperator,
  type RuleQuestion,
} from "./model/rule-operators";

export type KeyedRule = Rule & { key: string };
export type KeyedGroup = { kind: "group"; join: Join; children: KeyedNode[]; key: string };
export type KeyedNode = KeyedRule | KeyedGroup;
/** Child indices from the root group to a node; [] is the root. */
export type NodePath = readonly number[];

let lastKey = 0;
const nextKey = () => `n${++lastKey}`;

/** The tree with a fresh key on every node. */
export function withKeys(group: RuleGroup): KeyedGroup {
  return {
    ...group,
    key: nextKey(),
    children: group.children.map((child) => (child.kind === "rule" ? { ...child, key: nextKey() } : withKeys(child))),
  };
}

const blankRule = (): KeyedRule => ({ kind: "rule", questionId: "", operator: "equals", value: null, key: nextKey() });
export const blankTree = (): KeyedGroup => ({ kind: "group", join: "all", children: [blankRule()], key: nextKey() });

/** The node at `path`, or undefined. */
export function nodeAt(tree: KeyedGroup, path: NodePath): KeyedNode | undefined {
  let node: KeyedNode | undefined = tree;
  for (const index of path) node = node?.kind === "group" ? node.children[index] : undefined;
  return node;
}

/** A copy of the tree with the node at `path` replaced by `update(node)` (or removed when it returns null). */
function updateAt(tree: KeyedGroup, path: NodePath, update: (node: KeyedNode) => KeyedNode | null): KeyedGroup {
  if (!path.length) return update(tree) as KeyedGroup;
  const [index, ...rest] = path;
  const child = tree.children[index];
  if (!child) return tree;
  const next = rest.length ? (child.kind === "group" ? updateAt(child, rest, update) : child) : update(child);
  const children =
    next === null
      ? tree.children.filter((_, at) => at !== index)
      : tree.children.map((node, at) => (at === index ? next : node));
  return { ...tree, children };
}

export const addRule = (tree: KeyedGroup, groupPath: NodePath): KeyedGroup =>
  updateAt(tree, groupPath, (group) =>
    group.kind === "group" ? { ...group, children: [...group.children, blankRule()] } : group,
  );

/** Adds a group (joined the other way from its parent, which is why one nests a group) holding one blank rule. */
export const addGroup = (tree: KeyedGroup, groupPath: NodePath): KeyedGroup =>
  updateAt(tree, groupPath, (group) =>
    group.kind === "group"
      ? {
          ...group,
          children: [
            ...group.children,
            { kind: "group", join: group.join === "all" ? "any" : "all", children: [blankRule()], key: nextKey() },
          ],
        }
      : group,
  );

/**
 * Removes the node at `path`; a nested group left with nothing in it goes too (an empty group would hold always or
 * never).
 */
export function removeNode(tree: KeyedGroup, path: NodePath): KeyedGroup {
  if (!path.length) return tree;
  const next = updateAt(tree, path, () => null);
  const parentPath = path.slice(0, -1);
  const parent = nodeAt(next, parentPath);
  return parentPath.length && parent?.kind === "group" && parent.children.length === 0
    ? removeNode(next, parentPath)
    : next;
}

export const setJoin = (tree: KeyedGroup, groupPath: NodePath, join: Join): KeyedGroup =>
  updateAt(tree, groupPath, (group) => (group.kind === "group" ? { ...group, join } : group));

export const setValue = (tree: KeyedGroup, path: NodePath, value: RuleValue): KeyedGroup =>
  updateAt(tree, path, (rule) => (rule.kind === "rule" ? { ...rule, value } : rule));

/** The value a rule starts with for this question and operator: nothing chosen yet (or true for yes/no values). */
function emptyValue(question: RuleQuestion, operator: RuleOperator): RuleValue {
  const kind = valueKindFor(question, operator);
  if (kind.kind === "boolean") return true;
  if (kind.kind === "regex") return { pattern: "", flags: "" };
  return "list" in kind && kind.list ? [] : null;
}

/** The value kept when a rule's question or operator changes: as it is, as a list of one, its only item, or empty. */
function keptValue(question: RuleQuestion, operator: RuleOperator, value: RuleValue): RuleValue {
  const candidates: RuleValue[] = [value];
  if (Array.isArray(value) && value.length === 1) candidates.push(value[0]);
  if (typeof value === "string" || typeof value === "number") candidates.push([value]);
  return (
    candidates.find((candidate) => candidate !== null && !ruleValueProblem(question, operator, candidate)) ??
    emptyValue(question, operator)
  );
}

/** Points a rule at another question: its operator stays if it fits that question, its value if it still fits. */
export const setQuestion = (tree: KeyedGroup, path: NodePath, question: RuleQuestion): KeyedGroup =>
  updateAt(tree, path, (rule) => {
    if (rule.kind !== "rule") return rule;
    const operators = operatorsFor(question);
    const operator = operators.includes(rule.operator) ? rule.operator : operators[0];
    return { ...rule, questionId: question.id, operator, value: keptValue(question, operator, rule.value) };
  });

export const setOperator = (
  tree: KeyedGroup,
  path: NodePath,
  operator: RuleOperator,
  question: RuleQuestion,
): KeyedGroup =>
  updateAt(tree, path, (rule) =>
    rule.kind === "rule" ? { ...rule, operator, value: keptValue(question, operator, rule.value) } : rule,
  );

/** Why a rule being edited cannot be written yet, in words for the person editing it; null when it can. */
export function editProblem(rule: Rule, questions: readonly RuleQuestion[]): string | null {
  if (rule.questionId === "") return "Choose a question.";
  const question = questions.find((candidate) => candidate.id === rule.questionId);
  if (question) {
    const kind = valueKindFor(question, rule.operator);
    const value = rule.value;
    if (
      kind.kind === "regex" &&
      typeof value === "object" &&
      value !== null &&
      !Array.isArray(value) &&
      value.pattern === ""
    )
      return "Enter a pattern.";
    if (value === null && kind.kind !== "none") return kind.kind === "option" ? "Choose a value." : "Enter a value.";
    if (Array.isArray(value) && value.length === 0)
      return kind.kind === "option" ? "Choose at least one value." : "Add at least one value.";
    if (Array.isArray(value) && kind.kind !== "text" && value.some((item) => item === ""))
      return "Fill in or remove the empty value.";
  }
  return ruleProblem(rule, questions);
}

/** The tree without its incomplete rules, and without groups that only held such rules; null if nothing is left. */
function complete(group: KeyedGroup, questions: readonly RuleQuestion[]): RuleGroup | null {
  const children = group.children.flatMap((child): RuleNode[] => {
    if (child.kind === "rule") return editProblem(child, questions) ? [] : [child];
    const kept = complete(child, questions);
    return kept ? [kept] : [];
  });
  return children.length === 0 && group.children.length > 0 ? null : { kind: "group", join: group.join, children };
}

/** The expression the complete rules write, or null when there is none to write (every rule still incomplete). */
export function writtenExpression(
  tree: KeyedGroup,
  questions: readonly RuleQuestion[],
): Record<string, unknown> | null {
  const kept = complete(tree, questions);
  return kept && kept.children.length ? fromRuleTree(kept) : null;
}

/** The number shown for each node ("Rule 2", "Group 1"), counted in reading order, rules and groups apart. */
export function nodeNumbers(tree: KeyedGroup): Map<string, number> {
  const numbers = new Map<string, number>();
  let rules = 0;
  let groups = 0;
  const walk = (group: KeyedGroup) => {
    numbers.set(group.key, ++groups);
    for (const child of group.children) {
      if (child.kind === "rule") numbers.set(child.key, ++rules);
      else walk(child);
    }
  };
  walk(tree);
  return numbers;
}
