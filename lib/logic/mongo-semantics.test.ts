// The operator corners where sift and MongoDB part, one row each: what the engine answers where it
// follows MongoDB, and the definition error where it refuses the shape instead (docs/api.md, "Logic expressions").
import { describe, expect, it } from "vitest";
import { validateDefinition } from "../questions/validate-definition";
import { compileForm } from "./evaluate";

const questions = (displayed: unknown) => [
  { id: "a", type: "text", label: "A" },
  { id: "target", type: "text", label: "Target", displayed },
];
const shown = (expression: Record<string, unknown>, answers: Record<string, unknown>) =>
  compileForm(questions(expression)).evaluate(answers).displayed.target;
const problems = (expression: Record<string, unknown>) =>
  validateDefinition(questions(expression)).map((issue) => ({
    rule: issue.rule,
    message: issue.message.replace(/^Question 'target' \(2nd\): /, ""),
  }));

describe("logic follows MongoDB's query semantics", () => {
  // [expression, answers, expected]; every expression here is valid.
  it.each([
    // 1. An empty $all matches nothing, not even a missing answer.
    [{ a: { $all: [] } }, { a: ["x"] }, false],
    [{ a: { $all: [] } }, {}, false],
    [{ a: { $not: { $all: [] } } }, {}, true],
    // 2. A list inside $all is compared with the whole answer or with one of its items, never by position.
    [{ a: { $all: [["b"]] } }, { a: ["b"] }, true],
    [{ a: { $all: [["b"]] } }, { a: "b" }, false],
    [{ a: { $all: [["b"]] } }, { a: ["blue"] }, false],
    [{ a: { $all: ["b"] } }, { a: "b" }, true],
    // 3. "/re/" strings are patterns in the value itself, $in, $nin, $all and $not; plain text inside a list value.
    [{ a: "/e/i" }, { a: "BEE" }, true],
    [{ a: { $in: ["/^b/", "x"] } }, { a: ["zz", "blue"] }, true],
    [{ a: { $nin: ["/^b/"] } }, { a: "blue" }, false],
    [{ a: { $all: ["/^b/", "/e$/"] } }, { a: ["blue", "red"] }, true],
    [{ a: { $not: "/^b/" } }, { a: "blue" }, false],
    [{ a: { $elemMatch: { $in: ["/^b/"] } } }, { a: ["blue"] }, true],
    [{ a: ["/e/"] }, { a: ["/e/"] }, true],
    [{ a: ["/e/"] }, { a: ["e"] }, false],
    [{ a: { $eq: ["/e/"] } }, { a: ["/e/"] }, true],
    // 4. $all of $elemMatch conditions: each holds for some item.
    [{ a: { $all: [{ $elemMatch: { $gt: "m" } }, { $elemMatch: { $lt: "c" } }] } }, { a: ["b", "z"] }, true],
    [{ a: { $all: [{ $elemMatch: { $gt: "m" } }, { $elemMatch: { $lt: "c" } }] } }, { a: ["z"] }, false],
  ])("%j on %j -> %s", (expression, answers, expected) => {
    expect(validateDefinition(questions(expression))).toEqual([]);
    expect(shown(expression, answers)).toBe(expected);
  });

  // Shapes refused with a definition error: MongoDB refuses them, or would silently answer otherwise than it reads.
  it.each([
    [
      { a: { $eq: "/e/i" } },
      "logicRegex",
      '$eq compares with the exact value and never with a pattern, so "/e/i" ' +
        "would be plain text here; to match a pattern use the value itself " +
        '({"questionId": "/…/"}) or $regex',
    ],
    [
      { a: { $ne: "/e/" } },
      "logicRegex",
      '$ne compares with the exact value and never with a pattern, so "/e/" ' +
        'would be plain text here; to match a pattern use {"$not": "/…/"}',
    ],
    [{ a: { $elemMatch: { $eq: "/e/" } } }, "logicRegex", "$eq compares with the exact value and never with a pattern"],
    [{ a: { $gt: "/e/" } }, "logicRegex", "$gt compares with the exact value and never with a pattern"],
    [
      { a: { $gte: null } },
      "logicShape",
      "$gte compares with a number, a text (dates are texts) or true/false, not null",
    ],
    [
      { a: { $lt: ["b"] } },
      "logicShape",
      "$lt compares with a number, a text (dates are texts) or true/false, not a list",
    ],
    [
      { a: { $all: [{ $elemMatch: { $gt: 1 } }, "b"] } },
      "logicShape",
      '$all takes either values or only {"$elemMatch": …} conditions (each alone in its object), not both',
    ],
    [
      { a: { $all: [{ $eq: "b" }] } },
      "logicShape",
      "$eq cannot stand inside a value that is compared as it is (a list item " +
        "or an object); operators go directly under the question: " +
        '{"questionId": {"$eq": …}}',
    ],
    [{ a: { $in: [{ $where: "1" }] } }, "logicOperator", "$where is not allowed"],
    [{ a: { $exists: 1 } }, "logicShape", "$exists takes true or false"],
    [{ a: { $exists: "yes" } }, "logicShape", "$exists takes true or false"],
    [
      { a: { $not: "b" } },
      "logicShape",
      '$not takes an object of operators such as {"$in": […]} or a regular ' +
        'expression "/…/"; for "is not" a value use $ne',
    ],
    [{ a: { $not: 5 } }, "logicShape", "$not takes an object of operators"],
    [{ a: { $not: {} } }, "logicShape", "$not takes an object of operators"],
    [{ a: { $not: { b: 1 } } }, "logicShape", "$not takes an object of operators"],
    [
      { a: { $regex: "e", $options: "g" } },
      "logicRegex",
      '$options takes the flags i, m, s and u; "g" has others (MongoDB refuses g, and x is not supported)',
    ],
    [{ a: { $regex: "e", $options: "x" } }, "logicRegex", "$options takes the flags i, m, s and u"],
    [{ a: { $elemMatch: {} } }, "logicShape", "$elemMatch needs at least one condition on the items"],
    [
      { a: { $or: [{ $eq: "b" }] } },
      "logicShape",
      "$or combines whole expressions, not conditions on one answer (MongoDB " +
        'refuses it there): {"$or": [{"a": …}, {"a": …}]}',
    ],
  ])("%j is refused", (expression, rule, message) => {
    const found = problems(expression);
    expect(found).toHaveLength(1);
    expect(found[0].rule).toBe(rule);
    expect(found[0].message).toContain(message);
  });

  it("accepts the flags i, m, s and u in $options, and /re/flags strings as before", () => {
    expect(problems({ a: { $regex: "e", $options: "imsu" } })).toEqual([]);
    expect(problems({ a: "/e/gi" })).toEqual([]);
  });
});
