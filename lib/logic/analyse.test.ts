// The structural checks of one logic expression (analyse-without-re2.ts) and RE2's part in them (analyse.ts). Each test
// pins every problem an expression yields (path, rule and message) and what it refers to; the regular expressions'
// own verdicts are safe-regex.ts's (tested there), so most tests here give a recording stand-in for them.
import { describe, expect, it } from "vitest";
import { analyseExpression } from "./analyse";
import { analyseExpressionWith, expressionReferences, type RegexCheck } from "./analyse-without-re2";
import { MAX_DEPTH, MAX_LIST_VALUES } from "./operator-names";
import { regexProblem } from "./regex-safety";

/** A regex check that refuses the source "bad" and records what it was asked. */
function recordingCheck() {
  const calls: [string, string | undefined][] = [];
  const check: RegexCheck = (source, flags) => {
    calls.push([source, flags]);
    return source === "bad" ? "is refused here" : null;
  };
  return { calls, check };
}

/** The problems of `expression` as [path, rule, message]. */
function problems(expression: unknown, path = "") {
  return analyseExpressionWith(expression, path, recordingCheck().check).problems.map(({ path, rule, message }) => [
    path,
    rule,
    message,
  ]);
}

const ALLOWED =
  "$eq, $ne, $gt, $gte, $lt, $lte, $in, $nin, $exists, $regex, $options, " +
  "$and, $or, $nor, $not, $all, $size, $elemMatch, $displayed, $required";
const unsupported = (op: string) => `the operator ${op} is not supported (allowed: ${ALLOWED})`;

describe("a well-formed expression", () => {
  it("has no problem and refers to the questions it names, in every place a question may stand", () => {
    const expression = {
      country: "fr",
      age: { $gte: 18, $lt: 65 },
      $or: [{ topics: { $in: ["ai", "/^data/i"] } }, { $and: [{ size: { $size: 2 } }, { name: { $exists: true } }] }],
      $nor: [{ email: { $regex: "@example\\.org$", $options: "i" } }],
      tags: { $all: ["a", "b"], $nin: [] },
      items: { $elemMatch: { price: { $gt: 5 }, $or: [{ kind: "book" }] } },
      notes: { $not: { $in: ["x"] } },
      partner: { $displayed: true },
      company: { $required: false },
    };
    const analysis = analyseExpressionWith(expression, "displayed", recordingCheck().check);
    expect(analysis.problems).toEqual([]);
    // Fields inside $elemMatch (price, kind) are the elements', not questions.
    expect([...analysis.references]).toEqual([
      "country",
      "age",
      "topics",
      "size",
      "name",
      "email",
      "tags",
      "items",
      "notes",
      "partner",
      "company",
    ]);
    expect(analysis.stateReferences).toEqual([
      { id: "partner", state: "displayed" },
      { id: "company", state: "required" },
    ]);
  });

  it("names a question once however often it is read", () => {
    const analysis = analyseExpressionWith(
      { a: 1, $or: [{ a: 2 }, { b: { $displayed: true } }], $and: [{ b: { $displayed: true } }] },
      "",
      recordingCheck().check,
    );
    expect([...analysis.references]).toEqual(["a", "b"]);
    // Each $displayed is listed where it stands (dependencies.ts reads them as a list).
    expect(analysis.stateReferences).toEqual([
      { id: "b", state: "displayed" },
      { id: "b", state: "displayed" },
    ]);
  });
});

describe("expressionReferences", () => {
  it("gives the references alone, never asking whether a pattern compiles", () => {
    // "(" would not compile; the references are found all the same and no problem is part of the answer.
    expect(
      expressionReferences({ a: "/(/", $or: [{ b: { $regex: "(" } }, { c: { $required: true } }], $nope: 1 }),
    ).toEqual({
      references: new Set(["a", "b", "c"]),
      stateReferences: [{ id: "c", state: "required" }],
    });
    expect(expressionReferences(true)).toEqual({ references: new Set(), stateReferences: [] });
  });
});

describe("where a problem is reported", () => {
  it("starts at the path given, or at the question's id when the path is empty", () => {
    expect(problems({ a: { $foo: 1 } }, "required")).toEqual([
      ["required.a.$foo", "logicOperator", unsupported("$foo")],
    ]);
    expect(problems({ a: { $foo: 1 } })).toEqual([["a.$foo", "logicOperator", unsupported("$foo")]]);
    expect(problems({ $and: [{ a: { $foo: 1 } }] }, "displayed")).toEqual([
      ["displayed.$and[0].a.$foo", "logicOperator", unsupported("$foo")],
    ]);
  });

  it("reports every problem of an expression, in the order they stand", () => {
    expect(problems({ a: { $foo: 1, $exists: "yes" }, $or: [], b: { $size: -1 } })).toEqual([
      ["a.$foo", "logicOperator", unsupported("$foo")],
      ["a.$exists", "logicShape", "$exists takes true or false"],
      ["$or", "logicShape", "$or takes a non-empty array of expressions"],
      ["b.$size", "logicShape", "$size takes a whole number"],
    ]);
  });
});

describe("the expression itself", () => {
  it.each([5, "yes", null, [{ a: 1 }], true])("%j is no expression", (value) => {
    expect(problems(value, "displayed")).toEqual([
      ["displayed", "logicShape", 'a logic expression is an object such as {"otherQuestion": "yes"}'],
    ]);
  });

  it("takes $and, $or and $nor with a non-empty list of expressions, each checked as an expression", () => {
    for (const op of ["$and", "$or", "$nor"]) {
      expect(problems({ [op]: [] })).toEqual([[op, "logicShape", `${op} takes a non-empty array of expressions`]]);
      expect(problems({ [op]: { a: 1 } })).toEqual([
        [op, "logicShape", `${op} takes a non-empty array of expressions`],
      ]);
      expect(problems({ [op]: [{ a: 1 }, 5] })).toEqual([
        [`${op}[1]`, "logicShape", 'a logic expression is an object such as {"otherQuestion": "yes"}'],
      ]);
    }
  });

  it("refuses an operator in the place of a question, saying how to apply it, and operators off the list", () => {
    expect(problems({ $gt: 5 })).toEqual([
      ["$gt", "logicShape", '$gt must be applied to a question: {"questionId": {"$gt": …}}'],
    ]);
    expect(problems({ $displayed: true })).toEqual([
      ["$displayed", "logicShape", '$displayed must be applied to a question: {"questionId": {"$displayed": …}}'],
    ]);
    expect(problems({ $where: "sleep(1000)" })).toEqual([
      ["$where", "logicOperator", "$where is not allowed: logic expressions never run code"],
    ]);
    expect(problems({ $expr: {} })).toEqual([["$expr", "logicOperator", unsupported("$expr")]]);
    // A long unknown name is quoted short.
    const long = `$${"x".repeat(80)}`;
    expect(problems({ [long]: 1 })).toEqual([[long, "logicOperator", unsupported(`${long.slice(0, 60)}…`)]]);
  });
});

describe("a condition on one answer", () => {
  it("refuses a mix of operators and plain keys, once per plain key", () => {
    expect(problems({ a: { $gt: 1, b: 2, c: 3 } })).toEqual([
      ["a.b", "logicShape", 'mixes operators and plain keys (b); use either {"$op": value} or an exact value'],
      ["a.c", "logicShape", 'mixes operators and plain keys (c); use either {"$op": value} or an exact value'],
    ]);
  });

  it("takes an object without operators as an exact value, in which no operator may hide", () => {
    expect(problems({ a: { b: 1, c: [2] } })).toEqual([]);
    expect(problems({ a: { b: { $gt: 1 } } })).toEqual([
      [
        "a.b.$gt",
        "logicShape",
        "$gt cannot stand inside a value that is compared as it is (a list item " +
          "or an object); operators go directly under the question: " +
          '{"questionId": {"$gt": …}}',
      ],
    ]);
    expect(problems({ a: [1, { $where: "x", $foo: 2, ok: { $in: [] } }] })).toEqual([
      ["a[1].$where", "logicOperator", "$where is not allowed: logic expressions never run code"],
      ["a[1].$foo", "logicOperator", unsupported("$foo")],
      [
        "a[1].ok.$in",
        "logicShape",
        "$in cannot stand inside a value that is compared as it is (a list item " +
          "or an object); operators go directly under the question: " +
          '{"questionId": {"$in": …}}',
      ],
    ]);
  });

  it("refuses $and, $or and $nor on one answer, showing the expression to write instead", () => {
    expect(problems({ a: { $or: [{ $gt: 1 }] } })).toEqual([
      [
        "a.$or",
        "logicShape",
        "$or combines whole expressions, not conditions on one answer (MongoDB " +
          'refuses it there): {"$or": [{"a": …}, {"a": …}]}',
      ],
    ]);
    expect(problems({ a: { $nor: [] } })[0][2]).toBe(
      "$nor combines whole expressions, not conditions on one answer (MongoDB " +
        'refuses it there): {"$nor": [{"a": …}, {"a": …}]}',
    );
    // Inside $elemMatch the key is a field of the items, not a question to name.
    expect(problems({ a: { $elemMatch: { f: { $and: [] } } } })).toEqual([
      [
        "a.$elemMatch.f.$and",
        "logicShape",
        "$and combines whole expressions, not conditions on one answer (MongoDB refuses it there)",
      ],
    ]);
  });

  describe("$displayed and $required", () => {
    it("read another question's state, and take true or false", () => {
      const analysis = analyseExpressionWith(
        { a: { $displayed: "yes" }, b: { $required: 1 } },
        "",
        recordingCheck().check,
      );
      expect(analysis.problems.map(({ path, rule, message }) => [path, rule, message])).toEqual([
        ["a.$displayed", "logicShape", "$displayed takes true or false"],
        ["b.$required", "logicShape", "$required takes true or false"],
      ]);
      // The state is read all the same: the reference is real even when its argument is wrong.
      expect(analysis.stateReferences).toEqual([
        { id: "a", state: "displayed" },
        { id: "b", state: "required" },
      ]);
    });

    it("must name a question: inside $elemMatch there is none", () => {
      const analysis = analyseExpressionWith(
        { a: { $elemMatch: { $displayed: true } }, b: { $elemMatch: { f: { $required: 2 } } } },
        "",
        recordingCheck().check,
      );
      expect(analysis.problems.map(({ path, rule, message }) => [path, rule, message])).toEqual([
        [
          "a.$elemMatch.$displayed",
          "logicShape",
          '$displayed must name a question: {"otherQuestion": {"$displayed": true}}',
        ],
        ["b.$elemMatch.f.$required", "logicShape", "$required takes true or false"],
        [
          "b.$elemMatch.f.$required",
          "logicShape",
          '$required must name a question: {"otherQuestion": {"$required": true}}',
        ],
      ]);
      expect(analysis.stateReferences).toEqual([]);
      expect([...analysis.references]).toEqual(["a", "b"]);
    });
  });

  describe("$in, $nin and $all", () => {
    it.each(["$in", "$nin", "$all"])("%s takes an array of at most the allowed number of values", (op) => {
      expect(problems({ a: { [op]: "x" } })).toEqual([[`a.${op}`, "logicShape", `${op} takes an array`]]);
      expect(problems({ a: { [op]: { b: 1 } } })).toEqual([[`a.${op}`, "logicShape", `${op} takes an array`]]);
      expect(problems({ a: { [op]: Array.from({ length: MAX_LIST_VALUES }, (_, index) => index) } })).toEqual([]);
      expect(problems({ a: { [op]: Array.from({ length: MAX_LIST_VALUES + 1 }, (_, index) => index) } })).toEqual([
        [`a.${op}`, "logicList", `${op} holds 501 values; at most 500 are allowed`],
      ]);
    });

    it.each(["$in", "$nin", "$all"])(
      "%s checks its items as values: a pattern is a pattern, a list is compared whole",
      (op) => {
        const { calls, check } = recordingCheck();
        const analysis = analyseExpressionWith(
          { a: { [op]: ["/bad/", "/ok/i", ["/bad/"], { b: "/bad/" }, "plain"] } },
          "",
          check,
        );
        expect(analysis.problems).toEqual([
          { path: `a.${op}[0]`, rule: "logicRegex", message: 'the regular expression "bad" is refused here' },
        ]);
        expect(calls).toEqual([
          ["bad", ""],
          ["ok", "i"],
        ]);
        expect(problems({ a: { [op]: [1, [{ $gt: 1 }]] } })).toEqual([
          [
            `a.${op}[1][0].$gt`,
            "logicShape",
            "$gt cannot stand inside a value that is compared as it is (a list item " +
              "or an object); operators go directly under the question: " +
              '{"questionId": {"$gt": …}}',
          ],
        ]);
      },
    );

    it("$in and $nin take no {$elemMatch} condition: in them it is a value that may not hold an operator", () => {
      for (const op of ["$in", "$nin"]) {
        expect(problems({ a: { [op]: [{ $elemMatch: { b: 1 } }] } })).toEqual([
          [
            `a.${op}[0].$elemMatch`,
            "logicShape",
            `$elemMatch cannot stand inside a value that is compared as it is (a ` +
              `list item or an object); operators go directly under the question: ` +
              `{"questionId": {"$elemMatch": …}}`,
          ],
        ]);
      }
    });

    it(
      "$all takes values, or only {$elemMatch} conditions each alone in its " + "object, and checks those conditions",
      () => {
        const mix =
          '$all takes either values or only {"$elemMatch": …} conditions (each alone in its object), not both';
        expect(problems({ a: { $all: [{ $elemMatch: { b: 1 } }, { $elemMatch: { $gt: 2 } }] } })).toEqual([]);
        expect(problems({ a: { $all: [{ $elemMatch: { b: 1 } }, "ab"] } })).toEqual([["a.$all", "logicShape", mix]]);
        // Items with one key each, not all of them {$elemMatch}: a one-letter text, an object, a list of one.
        for (const value of ["a", { b: 1 }, [1]])
          expect(problems({ a: { $all: [{ $elemMatch: { b: 1 } }, value] } })).toEqual([["a.$all", "logicShape", mix]]);
        expect(problems({ a: { $all: [12, { $elemMatch: { b: 1 } }] } })).toEqual([["a.$all", "logicShape", mix]]);
        expect(problems({ a: { $all: [{ $elemMatch: { b: 1 } }, { $elemMatch: { b: 1 }, c: 2 }] } })).toEqual([
          ["a.$all", "logicShape", mix],
        ]);
        expect(problems({ a: { $all: [{ $elemMatch: { b: 1 }, $size: 2 }] } })).toEqual([
          ["a.$all", "logicShape", mix],
        ]);
        // Values that are no objects are values, never conditions: a text, a number, null.
        expect(problems({ a: { $all: ["ab", 12, null, true] } })).toEqual([]);
        expect(problems({ a: { $all: [{ $elemMatch: { $foo: 1 } }, { $elemMatch: 5 }] } })).toEqual([
          ["a.$all[0].$elemMatch.$foo", "logicOperator", unsupported("$foo")],
          ["a.$all[1].$elemMatch", "logicShape", "$elemMatch takes an object"],
        ]);
      },
    );
  });

  it("$exists takes true or false", () => {
    expect(problems({ a: { $exists: false }, b: { $exists: true } })).toEqual([]);
    for (const arg of [1, "true", null])
      expect(problems({ a: { $exists: arg } })).toEqual([["a.$exists", "logicShape", "$exists takes true or false"]]);
  });

  it("$size takes a whole number, zero included", () => {
    expect(problems({ a: { $size: 0 }, b: { $size: 3 } })).toEqual([]);
    for (const arg of [-1, 1.5, "3", null, true])
      expect(problems({ a: { $size: arg } })).toEqual([["a.$size", "logicShape", "$size takes a whole number"]]);
  });

  describe("$regex and $options", () => {
    it("$regex takes a string, checked with the flags of a valid $options next to it", () => {
      const { calls, check } = recordingCheck();
      const analysis = analyseExpressionWith(
        {
          a: { $regex: "x" },
          b: { $regex: "y", $options: "im" },
          c: { $options: "su", $regex: "bad" },
          d: { $regex: "z", $options: "ig" },
          e: { $regex: "w", $options: 1 },
        },
        "",
        check,
      );
      expect(calls).toEqual([
        ["x", undefined],
        ["y", "im"],
        ["bad", "su"],
        // Flags MongoDB refuses are reported once, at $options, not again with the pattern.
        ["z", undefined],
        ["w", undefined],
      ]);
      expect(analysis.problems.map(({ path, rule, message }) => [path, rule, message])).toEqual([
        ["c.$regex", "logicRegex", 'the regular expression "bad" is refused here'],
        [
          "d.$options",
          "logicRegex",
          '$options takes the flags i, m, s and u; "ig" has others (MongoDB refuses g, and x is not supported)',
        ],
        ["e.$options", "logicShape", "$options takes a string of flags next to $regex"],
      ]);
    });

    it("$regex that is no string is refused without asking the regex check; $options that is none is no flags", () => {
      const { calls, check } = recordingCheck();
      const analysis = analyseExpressionWith(
        { a: { $regex: 5 }, b: { $regex: /x/ }, c: { $regex: "c", $options: ["i"] } },
        "",
        check,
      );
      expect(analysis.problems.map(({ path, rule, message }) => [path, rule, message])).toEqual([
        ["a.$regex", "logicRegex", "$regex takes a string"],
        ["b.$regex", "logicRegex", "$regex takes a string"],
        ["c.$options", "logicShape", "$options takes a string of flags next to $regex"],
      ]);
      // The pattern next to $options that is no string is checked without flags.
      expect(calls).toEqual([["c", undefined]]);
    });

    it("$options stands only next to $regex, with the flags i, m, s and u", () => {
      expect(problems({ a: { $options: "i" } })).toEqual([
        ["a.$options", "logicShape", "$options takes a string of flags next to $regex"],
      ]);
      expect(problems({ a: { $regex: "x", $options: "imsu" } })).toEqual([]);
      expect(problems({ a: { $regex: "x", $options: "" } })).toEqual([]);
      for (const flags of ["x", "g", "mx", "I"]) {
        expect(problems({ a: { $regex: "x", $options: flags } })).toEqual([
          [
            "a.$options",
            "logicRegex",
            `$options takes the flags i, m, s and u; ${JSON.stringify(flags)} ` +
              `has others (MongoDB refuses g, and x is not supported)`,
          ],
        ]);
      }
    });

    it("quotes a long pattern or flags short", () => {
      const long = "bad".padEnd(100, "!");
      const reason = (source: string) => (source.startsWith("bad") ? "is refused here" : null);
      expect(analyseExpressionWith({ a: { $regex: long } }, "", reason).problems[0].message).toBe(
        `the regular expression ${JSON.stringify(`${long.slice(0, 60)}…`)} is refused here`,
      );
      expect(problems({ a: { $regex: "x", $options: "g".repeat(70) } })[0][2]).toBe(
        `$options takes the flags i, m, s and u; "${"g".repeat(60)}…" ` +
          `has others (MongoDB refuses g, and x is not supported)`,
      );
    });
  });

  describe("a value compared as it is", () => {
    it("is a pattern when it is a /…/flags text, checked with its flags", () => {
      const { calls, check } = recordingCheck();
      const analysis = analyseExpressionWith(
        { a: "/bad/", b: "/x/gi", c: "plain", d: "/not a pattern", e: "//" },
        "",
        check,
      );
      expect(analysis.problems).toEqual([
        { path: "a", rule: "logicRegex", message: 'the regular expression "bad" is refused here' },
      ]);
      expect(calls).toEqual([
        ["bad", ""],
        ["x", "gi"],
        ["", ""],
      ]);
    });

    it("holds plain texts in a list or an object compared whole, never patterns", () => {
      const { calls, check } = recordingCheck();
      expect(
        analyseExpressionWith({ a: ["/bad/", ["/bad/"]], b: { c: "/bad/", d: { e: "/bad/" } } }, "", check).problems,
      ).toEqual([]);
      expect(calls).toEqual([]);
    });

    it("names the items of a list by index and the fields of an object by name", () => {
      expect(problems({ a: [0, [1, { $gt: 1 }]], b: { c: { d: [{ $foo: 1 }] } } })).toEqual([
        [
          "a[1][1].$gt",
          "logicShape",
          "$gt cannot stand inside a value that is compared as it is (a list item " +
            "or an object); operators go directly under the question: " +
            '{"questionId": {"$gt": …}}',
        ],
        ["b.c.d[0].$foo", "logicOperator", unsupported("$foo")],
      ]);
    });
  });

  describe("$eq, $ne and the order operators", () => {
    it("compare with the exact value, never a pattern, and say what to write instead", () => {
      expect(problems({ a: { $ne: "/^x/" }, b: { $eq: "/^x/i" }, c: { $gt: "/x/" }, d: { $lte: "/x/" } })).toEqual([
        [
          "a.$ne",
          "logicRegex",
          '$ne compares with the exact value and never with a pattern, so "/^x/" ' +
            'would be plain text here; to match a pattern use {"$not": "/…/"}',
        ],
        [
          "b.$eq",
          "logicRegex",
          '$eq compares with the exact value and never with a pattern, so "/^x/i" ' +
            "would be plain text here; to match a pattern use the value itself " +
            '({"questionId": "/…/"}) or $regex',
        ],
        [
          "c.$gt",
          "logicRegex",
          '$gt compares with the exact value and never with a pattern, so "/x/" ' +
            "would be plain text here; to match a pattern use $regex",
        ],
        [
          "d.$lte",
          "logicRegex",
          '$lte compares with the exact value and never with a pattern, so "/x/" ' +
            "would be plain text here; to match a pattern use $regex",
        ],
      ]);
      const long = `/${"y".repeat(80)}/`;
      expect(problems({ a: { $eq: long } })[0][2]).toContain(
        `so ${JSON.stringify(`${long.slice(0, 60)}…`)} would be plain text`,
      );
      expect(problems({ a: { $eq: "x/", $ne: "/x" } })).toEqual([]);
    });

    it("the order operators compare with a number, a text or true/false", () => {
      expect(problems({ a: { $gt: 1, $gte: "2020-01-01", $lt: false, $lte: -2.5 } })).toEqual([]);
      expect(problems({ a: { $gt: null, $gte: [1], $lt: { b: 1 }, $lte: undefined } })).toEqual([
        ["a.$gt", "logicShape", "$gt compares with a number, a text (dates are texts) or true/false, not null"],
        ["a.$gte", "logicShape", "$gte compares with a number, a text (dates are texts) or true/false, not a list"],
        ["a.$lt", "logicShape", "$lt compares with a number, a text (dates are texts) or true/false, not an object"],
        ["a.$lte", "logicShape", "$lte compares with a number, a text (dates are texts) or true/false, not an object"],
      ]);
    });

    it("$eq and $ne take any value compared whole, in which no operator may hide", () => {
      // A list holding one pattern-like text is a list, not a pattern.
      expect(
        problems({
          a: { $eq: null, $ne: [1, "/bad/"] },
          b: { $eq: { c: 1 } },
          c: { $eq: ["/x/"] },
          d: { $gt: ["/x/"] },
        }),
      ).toEqual([
        ["d.$gt", "logicShape", "$gt compares with a number, a text (dates are texts) or true/false, not a list"],
      ]);
      expect(problems({ a: { $eq: { $gt: 1 } }, b: { $ne: [{ $foo: 1 }] } })).toEqual([
        [
          "a.$eq.$gt",
          "logicShape",
          "$gt cannot stand inside a value that is compared as it is (a list item " +
            "or an object); operators go directly under the question: " +
            '{"questionId": {"$gt": …}}',
        ],
        ["b.$ne[0].$foo", "logicOperator", unsupported("$foo")],
      ]);
    });
  });

  describe("$not", () => {
    const shape =
      '$not takes an object of operators such as {"$in": […]} or a regular ' +
      'expression "/…/"; for "is not" a value use $ne';

    it("takes a pattern or an object of operators, checked as a condition on the same question", () => {
      const { calls, check } = recordingCheck();
      const analysis = analyseExpressionWith(
        { a: { $not: "/bad/m" }, b: { $not: { $in: ["/x/"], $foo: 1 } }, c: { $not: { $displayed: true } } },
        "",
        check,
      );
      expect(analysis.problems.map(({ path, rule, message }) => [path, rule, message])).toEqual([
        ["a.$not", "logicRegex", 'the regular expression "bad" is refused here'],
        ["b.$not.$foo", "logicOperator", unsupported("$foo")],
      ]);
      expect(calls).toEqual([
        ["bad", "m"],
        ["x", ""],
      ]);
      expect(analysis.stateReferences).toEqual([{ id: "c", state: "displayed" }]);
    });

    it.each([["x"], [5], [null], [[]], [["$gt"]], [["/x/"]], [{}], [{ b: 1 }], [{ $gt: 1, b: 1 }], [{ b: 1, $gt: 1 }]])(
      "refuses %j",
      (arg) => {
        expect(problems({ a: { $not: arg } })).toEqual([["a.$not", "logicShape", shape]]);
      },
    );
  });

  describe("$elemMatch", () => {
    it("takes a non-empty object", () => {
      expect(
        problems({ a: { $elemMatch: [1] }, b: { $elemMatch: "x" }, c: { $elemMatch: null }, d: { $elemMatch: {} } }),
      ).toEqual([
        ["a.$elemMatch", "logicShape", "$elemMatch takes an object"],
        ["b.$elemMatch", "logicShape", "$elemMatch takes an object"],
        ["c.$elemMatch", "logicShape", "$elemMatch takes an object"],
        ["d.$elemMatch", "logicShape", "$elemMatch needs at least one condition on the items"],
      ]);
    });

    it("tests the items themselves when it holds operators only", () => {
      expect(problems({ a: { $elemMatch: { $gt: 5, $lt: null } } })).toEqual([
        [
          "a.$elemMatch.$lt",
          "logicShape",
          "$lt compares with a number, a text (dates are texts) or true/false, not null",
        ],
      ]);
      // An operator such as $size is checked as on an answer.
      expect(problems({ a: { $elemMatch: { $size: "2" } } })).toEqual([
        ["a.$elemMatch.$size", "logicShape", "$size takes a whole number"],
      ]);
    });

    it("tests the items' fields otherwise, where $and, $or and $nor combine conditions on fields", () => {
      const analysis = analyseExpressionWith(
        { a: { $elemMatch: { $or: [{ b: 1 }, { c: { $gt: [] } }] } } },
        "",
        recordingCheck().check,
      );
      expect(analysis.problems.map(({ path, rule, message }) => [path, rule, message])).toEqual([
        [
          "a.$elemMatch.$or[1].c.$gt",
          "logicShape",
          "$gt compares with a number, a text (dates are texts) or true/false, not a list",
        ],
      ]);
      expect([...analysis.references]).toEqual(["a"]);
      expect(problems({ a: { $elemMatch: { b: 1, $gt: 5 } } })).toEqual([
        ["a.$elemMatch.$gt", "logicShape", '$gt must be applied to a field: {"field": {"$gt": …}}'],
      ]);
      expect(problems({ a: { $elemMatch: { b: 1, $where: "x" } } })).toEqual([
        ["a.$elemMatch.$where", "logicOperator", "$where is not allowed: logic expressions never run code"],
      ]);
      expect(problems({ a: { $elemMatch: { $or: [] } } })).toEqual([
        ["a.$elemMatch.$or", "logicShape", "$or takes a non-empty array of expressions"],
      ]);
    });
  });
});

describe("nesting", () => {
  // Levels are the objects and arrays nested in one another; the expression is level 1. The list of an $and, $or,
  // $nor, $in, $nin or $all is not a level of its own: its items are one level below the object holding it.
  const list = (levels: number, inner: unknown = 1): unknown => (levels === 0 ? inner : [list(levels - 1, inner)]);
  const repeat = (segment: string, times: number) => segment.repeat(times);
  const depth = `logic nests more than ${MAX_DEPTH} levels`;

  /** [what nests, the expression with `n` nestings, how many fit, the path of the first level too deep] */
  const CASES: [string, (n: number) => unknown, number, string][] = [
    // {a: [[…]]}: the answer's value is level 2.
    ["lists compared whole", (n) => ({ a: list(n) }), MAX_DEPTH - 1, `a${repeat("[0]", MAX_DEPTH - 1)}`],
    [
      "objects compared whole",
      (n) => ({ a: Array.from({ length: n }).reduce<unknown>((inner) => ({ b: inner }), 1) }),
      MAX_DEPTH - 1,
      `a${repeat(".b", MAX_DEPTH - 1)}`,
    ],
    ["a value under $eq", (n) => ({ a: { $eq: list(n) } }), MAX_DEPTH - 2, `a.$eq${repeat("[0]", MAX_DEPTH - 2)}`],
    ["an item of $in", (n) => ({ a: { $in: [list(n)] } }), MAX_DEPTH - 2, `a.$in[0]${repeat("[0]", MAX_DEPTH - 2)}`],
    [
      "a value in a condition of $all",
      (n) => ({ a: { $all: [{ $elemMatch: { $eq: list(n) } }] } }),
      MAX_DEPTH - 4,
      `a.$all[0].$elemMatch.$eq${repeat("[0]", MAX_DEPTH - 4)}`,
    ],
    // {a: {$not: {$not: … {$gt: 1}}}}: the innermost condition is level n + 2.
    [
      "$not in $not",
      (n) => ({ a: Array.from({ length: n }).reduce<unknown>((inner) => ({ $not: inner }), { $gt: 1 }) }),
      MAX_DEPTH - 2,
      `a${repeat(".$not", MAX_DEPTH - 1)}`,
    ],
    [
      "$elemMatch of operators in $elemMatch",
      (n) => ({ a: Array.from({ length: n }).reduce<unknown>((inner) => ({ $elemMatch: inner }), { $gt: 1 }) }),
      MAX_DEPTH - 2,
      `a${repeat(".$elemMatch", MAX_DEPTH - 1)}`,
    ],
    // {a: {$elemMatch: {b: {$elemMatch: {b: [1]}}}}}: two levels a step, the innermost [1] level 2n + 2.
    [
      "$elemMatch of fields in $elemMatch",
      (n) => ({ a: Array.from({ length: n }).reduce<unknown>((inner) => ({ $elemMatch: { b: inner } }), [1]) }),
      MAX_DEPTH / 2 - 1,
      `a${repeat(".$elemMatch.b", MAX_DEPTH / 2 - 1)}.$elemMatch`,
    ],
    // {$and: [{$and: [… {a: 1}]}]}: the innermost expression is level n + 1.
    [
      "$and in $and",
      (n) => Array.from({ length: n }).reduce<unknown>((inner) => ({ $and: [inner] }), { a: 1 }),
      MAX_DEPTH - 1,
      repeat("$and[0].", MAX_DEPTH).slice(0, -1),
    ],
  ];

  it.each(CASES)("%s: as many as fit, and one problem where they go too deep", (_, nest, fit, path) => {
    expect(problems(nest(fit))).toEqual([]);
    // One level too deep, and deeper still: one problem, at the first level too deep, and nothing checked below it.
    expect(problems(nest(fit + 1))).toEqual([[path, "logicDepth", depth]]);
    expect(problems(nest(fit + 3))).toEqual([[path, "logicDepth", depth]]);
  });

  it("checks nothing below the level too deep", () => {
    const { calls, check } = recordingCheck();
    const analysis = analyseExpressionWith(
      { a: list(MAX_DEPTH, { $foo: "/bad/" }), b: { $in: [list(MAX_DEPTH, "/bad/")] } },
      "",
      check,
    );
    expect(analysis.problems.map(({ rule }) => rule)).toEqual(["logicDepth", "logicDepth"]);
    expect(calls).toEqual([]);
  });
});

describe("analyseExpression (RE2's verdicts)", () => {
  it("refuses a pattern RE2 does not compile, with RE2's reason", () => {
    const reason = regexProblem("a(");
    expect(reason).toMatch(/^does not compile/);
    expect(analyseExpression({ a: "/a(/" }, "displayed").problems).toEqual([
      { path: "displayed.a", rule: "logicRegex", message: `the regular expression "a(" ${reason}` },
    ]);
  });

  it("passes the pattern's flags on, and starts at the expression itself by default", () => {
    expect(analyseExpression({ a: "/a/v" }).problems).toEqual([
      {
        path: "a",
        rule: "logicRegex",
        message: 'the regular expression "a" uses the flag v, which is not supported (use u, or no flag)',
      },
    ]);
    expect(analyseExpression({ a: { $regex: "a", $options: "i" }, b: "/^b+$/imsu" }).problems).toEqual([]);
    expect(analyseExpression(5).problems).toEqual([
      { path: "", rule: "logicShape", message: 'a logic expression is an object such as {"otherQuestion": "yes"}' },
    ]);
  });
});
