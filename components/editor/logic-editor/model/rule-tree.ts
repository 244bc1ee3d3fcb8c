// The visual rules of the logic editor: a tree of all / any groups and rules, read from and written to the JSON
// logic expressions the API accepts. Every tree round-trips exactly (visual → code → visual changes nothing);
// an expression that reads into a tree is written back as an equivalent one, in the canonical shape below.
//
// Canonical JSON of a tree:
//   rule                         {"q": <condition>}: equals → the value itself; notEquals → {"$ne"}; in / notIn →
//                                {"$in"} / {"$nin"}; contains → {"$all"}; matches → {"$regex", "$options"?};
//                                notMatches → {"$not": {"$regex", "$options"?}}; count → {"$size"};
//                                gt… → {"$gt"…}; answered / empty → {"$exists": true / false};
//                                displayed / required → {"$displayed" / "$required": true / false};
//                                itemIs… → {"$elemMatch": <the item operator's condition, with equals as {"$eq"}>}
//   $not of a condition          read as a "none" group of its rules ({"q": {"$not": C}} holds exactly when
//                                {"$nor": [{"q": C}]} does, for every answer), except "does not match" for a pattern
//   all group, at the root       one object of its rules when they are all rules on distinct questions, else {"$and":
// […]}
//   all group, inside another    the same, but a group of a single rule is {"$and": [rule]} (else it would read as the
// rule)
//   any group                    {"$or": […]}; with no children {"$nor": [{}]} (nothing holds, like an empty "any")
//   none group                   {"$nor": […]}; with no children {} (it holds, like an empty "all", and reads back as
// one).
//                                A "none" of just an empty "all" is {"$nor": [{}]}, which reads back as the empty "any"
//                                it means. These two are the only trees that do not come back exactly.
import { analyseExpression } from "@/lib/logic/analyse";
import { REGEX_STRING } from "@/lib/logic/operator-names";
import { isPlainObject } from "@/lib/logic/is-plain-object";
import {
  isItemOperator,
  isMultiValue,
  ITEM_OPERATORS,
  OPERATOR_LABELS,
  operatorsFor,
  ruleValueProblem,
  type RuleOperator,
  type RuleQuestion,
} from "./rule-operators";

export type RuleValue = null | boolean | number | string | (string | number)[] | { pattern: string; flags: string };
export type Rule = { kind: "rule"; questionId: string; operator: RuleOperator; value: RuleValue };
export type Join = "all" | "any" | "none";
export type RuleGroup = { kind: "group"; join: Join; children: RuleNode[] };
export type RuleNode = Rule | RuleGroup;
export type ToRuleTreeResult = { ok: true; tree: RuleGroup } | { ok: false; reason: string };

const COMPARISONS: Record<string, RuleOperator> = {
  $ne: "notEquals",
  $in: "in",
  $nin: "notIn",
  $all: "contains",
  $gt: "gt",
  $gte: "gte",
  $lt: "lt",
  $lte: "lte",
};
const OPERATOR_JSON = Object.fromEntries(Object.entries(COMPARISONS).map(([op, name]) => [name, op])) as Partial<
  Record<RuleOperator, string>
>;
const EMPTY_ANY_JSON = '{"$nor":[{}]}';
const JOINS: Record<string, Join> = { $and: "all", $or: "any", $nor: "none" };

/** Thrown inside toRuleTree with the sentence that explains why the visual mode cannot show an expression. */
class Unrepresentable extends Error {}
const refuse = (reason: string): never => {
  throw new Unrepresentable(reason);
};

const isEmptyAny = (value: unknown) => JSON.stringify(value) === EMPTY_ANY_JSON;

/**
 * The tree of `expression`, or why the visual mode cannot represent it: a sentence such as
 * "This condition uses $elemMatch (…): the visual rules cannot show it. Edit it in code."
 */
export function toRuleTree(expression: unknown, questions: readonly RuleQuestion[]): ToRuleTreeResult {
  const problems = analyseExpression(expression).problems;
  if (problems.length)
    return { ok: false, reason: `This condition has a problem to fix in code first: ${problems[0].message}.` };
  const byId = new Map<string, RuleQuestion>();
  for (const question of questions) if (!byId.has(question.id)) byId.set(question.id, question);
  try {
    const nodes = readObject(expression as Record<string, unknown>, byId);
    const tree: RuleGroup =
      nodes.length === 1 && nodes[0].kind === "group" ? nodes[0] : { kind: "group", join: "all", children: nodes };
    return { ok: true, tree };
  } catch (error) {
    if (error instanceof Unrepresentable)
      return {
        ok: false,
        reason: `This condition ${error.message}: the visual rules cannot show it. Edit it in code.`,
      };
    throw error;
  }
}

/** The nodes an expression object stands for, all of which must hold. */
function readObject(expression: Record<string, unknown>, byId: Map<string, RuleQuestion>): RuleNode[] {
  if (isEmptyAny(expression)) return [{ kind: "group", join: "any", children: [] }];
  return Object.entries(expression).flatMap(([key, value]): RuleNode[] => {
    if (key in JOINS)
      return [
        {
          kind: "group",
          join: JOINS[key],
          children: (value as Record<string, unknown>[]).map((item) => readNode(item, byId)),
        },
      ];
    if (key.startsWith("$")) return refuse(`uses ${key}`);
    const question = byId.get(key) ?? refuse(`refers to '${key}', which is not a question of this form`);
    return readCondition(question, value);
  });
}

function readNode(expression: Record<string, unknown>, byId: Map<string, RuleQuestion>): RuleNode {
  const nodes = readObject(expression, byId);
  return nodes.length === 1 ? nodes[0] : { kind: "group", join: "all", children: nodes };
}

/**
 * The nodes of one question's condition: a value, or an object of operators (each its own rule, or a "none" for $not).
 */
function readCondition(question: RuleQuestion, condition: unknown): RuleNode[] {
  const rule = (operator: RuleOperator, value: RuleValue): Rule => {
    if (!operatorsFor(question).includes(operator))
      refuse(
        `asks whether '${question.id}' (a ${question.type} question) ` +
          `${OPERATOR_LABELS[operator]} something, which does not fit that ` +
          `type`,
      );
    const problem = ruleValueProblem(question, operator, value);
    if (problem) refuse(problem);
    return { kind: "rule", questionId: question.id, operator, value };
  };
  const equality = (value: unknown): Rule => {
    if (typeof value === "string") {
      const match = REGEX_STRING.exec(value);
      if (match) return rule("matches", { pattern: match[1], flags: match[2] });
    }
    if (isPlainObject(value)) refuse(`compares '${question.id}' with an object`);
    if (Array.isArray(value)) refuse(`compares '${question.id}' with a whole list (use "is one of" or "contains")`);
    if (value === null) refuse(`compares '${question.id}' with null (use "is empty")`);
    return rule("equals", value as RuleValue);
  };
  if (!isPlainObject(condition) || !Object.keys(condition).some((key) => key.startsWith("$")))
    return [equality(condition)];
  return Object.entries(condition).flatMap(([op, arg]): RuleNode[] => {
    if (op === "$options") return [];
    if (op === "$eq") return [equality(arg)];
    if (op === "$regex")
      return [
        rule("matches", {
          pattern: arg as string,
          flags: typeof condition.$options === "string" ? condition.$options : "",
        }),
      ];
    if (op === "$not") {
      const pattern = negatedPattern(arg);
      if (pattern) return [rule("notMatches", pattern)];
      const negated = readCondition(question, arg);
      return [
        {
          kind: "group",
          join: "none",
          children: negated.length === 1 ? negated : [{ kind: "group", join: "all", children: negated }],
        },
      ];
    }
    if (op === "$elemMatch") return [itemRule(question, arg, rule)];
    if (op === "$size") return [rule("count", arg as number)];
    if (op === "$exists") return [rule(arg ? "answered" : "empty", null)];
    if (op === "$displayed" || op === "$required")
      return [rule(op === "$displayed" ? "displayed" : "required", arg as boolean)];
    if (op in COMPARISONS) return [rule(COMPARISONS[op], arg as RuleValue)];
    return refuse(`uses ${op} on '${question.id}'`);
  });
}

/**
 * The pattern of a "does not match" when $not negates a regular expression ({"$regex", "$options"?} or "/re/flags").
 */
function negatedPattern(negated: unknown): { pattern: string; flags: string } | null {
  if (typeof negated === "string") {
    const match = REGEX_STRING.exec(negated);
    if (match) return { pattern: match[1], flags: match[2] };
  }
  if (
    isPlainObject(negated) &&
    typeof negated.$regex === "string" &&
    Object.keys(negated).every((key) => key === "$regex" || key === "$options")
  ) {
    return { pattern: negated.$regex, flags: typeof negated.$options === "string" ? negated.$options : "" };
  }
  return null;
}

/** The rule of {"q": {"$elemMatch": …}}: one condition that some chosen item of a list answer meets. */
function itemRule(
  question: RuleQuestion,
  query: unknown,
  rule: (operator: RuleOperator, value: RuleValue) => Rule,
): Rule {
  if (!isMultiValue(question))
    return refuse(
      `uses $elemMatch on '${question.id}', whose answer is one value, not a list of chosen items (it never holds)`,
    );
  const keys = isPlainObject(query) ? Object.keys(query).sort().join(" ") : "";
  const item = query as Record<string, unknown>;
  if (keys === "$eq") return rule("itemIs", item.$eq as RuleValue);
  if (keys === "$ne") return rule("itemIsNot", item.$ne as RuleValue);
  if (keys === "$in") return rule("itemIn", item.$in as RuleValue);
  if (keys === "$nin") return rule("itemNotIn", item.$nin as RuleValue);
  if ((keys === "$regex" || keys === "$options $regex") && typeof item.$regex === "string")
    return rule("itemMatches", { pattern: item.$regex, flags: typeof item.$options === "string" ? item.$options : "" });
  const negated = keys === "$not" ? negatedPattern(item.$not) : null;
  if (negated) return rule("itemNotMatches", negated);
  return refuse(
    `uses $elemMatch on '${question.id}' with something other than ` +
      `one condition on an item (equal to, other than, among, not among, ` +
      `matching or not matching)`,
  );
}

/** Why a rule (being edited) cannot be written yet, or null: its question, operator and value, and the API's checks. */
export function ruleProblem(rule: Rule, questions: readonly RuleQuestion[]): string | null {
  const question = questions.find((candidate) => candidate.id === rule.questionId);
  if (!question) return `'${rule.questionId}' is not a question of this form.`;
  if (!operatorsFor(question).includes(rule.operator))
    return `'${OPERATOR_LABELS[rule.operator]}' does not fit a ${question.type} question; choose another operator.`;
  const problem =
    ruleValueProblem(question, rule.operator, rule.value) ?? analyseExpression(writeRule(rule)).problems[0]?.message;
  return problem ? `${problem[0].toUpperCase()}${problem.slice(1)}.` : null;
}

/** The JSON a rule writes for its question. */
function conditionOf(rule: Rule): unknown {
  const { operator, value } = rule;
  switch (operator) {
    case "equals":
      return value;
    case "matches":
      return regexCondition(value);
    case "notMatches":
      return { $not: regexCondition(value) };
    case "count":
      return { $size: value };
    case "answered":
    case "empty":
      return { $exists: operator === "answered" };
    case "displayed":
    case "required":
      return { [`$${operator}`]: value };
    default:
      if (isItemOperator(operator)) {
        const item = ITEM_OPERATORS[operator];
        return { $elemMatch: item === "equals" ? { $eq: value } : conditionOf({ ...rule, operator: item }) };
      }
      return { [OPERATOR_JSON[operator]!]: value };
  }
}

function regexCondition(value: RuleValue) {
  const { pattern, flags: written } = value as { pattern: string; flags: string };
  // "/re/g" is valid, but $options takes MongoDB's flags only: g, y and d change nothing in a yes/no test.
  const flags = written.replace(/[gyd]/g, "");
  return flags ? { $regex: pattern, $options: flags } : { $regex: pattern };
}

const writeRule = (rule: Rule) => ({ [rule.questionId]: conditionOf(rule) });

function writeGroup(group: RuleGroup, root: boolean): Record<string, unknown> {
  const { children } = group;
  if (group.join === "any") return children.length ? { $or: children.map(writeNode) } : { $nor: [{}] };
  if (group.join === "none") return children.length ? { $nor: children.map(writeNode) } : {};
  const rules = children.filter((child): child is Rule => child.kind === "rule");
  const mergeable =
    rules.length === children.length &&
    new Set(rules.map((rule) => rule.questionId)).size === rules.length &&
    (root || rules.length !== 1);
  return mergeable ? Object.assign({}, ...rules.map(writeRule)) : { $and: children.map(writeNode) };
}

const writeNode = (node: RuleNode): Record<string, unknown> =>
  node.kind === "rule" ? writeRule(node) : writeGroup(node, false);

/** The logic expression a tree stands for (canonical JSON, see the top of this file). */
export function fromRuleTree(tree: RuleGroup): Record<string, unknown> {
  return writeGroup(tree, true);
}
