import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { compileExpression } from "@/lib/logic";
import { validateDefinition } from "@/lib/questions";
import { fromRuleTree, ruleProblem, toRuleTree, type RuleGroup } from "./rule-tree";
import { SAMPLE_FORM } from "./testing/sample-form";
import { randomAnswers, randomExpression, randomTree } from "./testing/arbitrary-rules";

const SEED = Number(process.env.LOGIC_SEED ?? 4242);

// Mutants of rule-tree.ts that `npm run test:mutation @rule-tree` leaves (8 survived, 3 no coverage), all equivalent:
// toRuleTree asks analyseExpression first and stops at its first problem, so a guard on a shape it refuses is
// never reached (no coverage) or changes nothing that can be seen. Each with the shape the analysis refuses first:
// - readObject's `uses ${key}` (no coverage), and its `key.startsWith("$")` turned false (then such a key would be
//   refused as no question): every operator at the top but $and, $or and $nor ($where…).
// - readCondition's `op in COMPARISONS` turned true, and the `uses ${op} on …` after it (no coverage): every
//   operator the analysis takes inside a condition has its own branch above ($and, $or, $nor there are refused).
// - negatedPattern's `typeof negated === "string"` and `if (match)` turned true: $not of a list, or of a text that
//   is no "/…/" pattern.
// - negatedPattern's object test (3: `isPlainObject(negated)` or `typeof negated.$regex === "string"` turned true,
//   && turned ||): $not of null, {}, {"$options"} alone or a $regex that is no text.
// - itemRule's `: ""` for a query that is no object (no coverage): $elemMatch of anything but an object (and no
//   key would match the mutant's text either).
// - itemRule's `typeof item.$regex === "string"` turned true: a $regex that is no text.
const rule = (questionId: string, operator: string, value: unknown) => ({ kind: "rule", questionId, operator, value });
const all = (...children: unknown[]) => ({ kind: "group", join: "all", children });
const any = (...children: unknown[]) => ({ kind: "group", join: "any", children });
const none = (...children: unknown[]) => ({ kind: "group", join: "none", children });

describe("toRuleTree / fromRuleTree", () => {
  // [expression, tree, canonical JSON written back]
  it.each([
    [{ visitorType: "partner" }, all(rule("visitorType", "equals", "partner")), { visitorType: "partner" }],
    [{}, all(), {}],
    [
      { companySize: { $gte: 10, $lt: 250 } },
      all(rule("companySize", "gte", 10), rule("companySize", "lt", 250)),
      { $and: [{ companySize: { $gte: 10 } }, { companySize: { $lt: 250 } }] },
    ],
    [
      { country: { $eq: "uk" }, newsletter: { $ne: true } },
      all(rule("country", "equals", "uk"), rule("newsletter", "notEquals", true)),
      { country: "uk", newsletter: { $ne: true } },
    ],
    [
      { firstName: "/^a/i" },
      all(rule("firstName", "matches", { pattern: "^a", flags: "i" })),
      { firstName: { $regex: "^a", $options: "i" } },
    ],
    [
      { email: { $regex: "@acme\\.com$" } },
      all(rule("email", "matches", { pattern: "@acme\\.com$", flags: "" })),
      { email: { $regex: "@acme\\.com$" } },
    ],
    [
      { topics: { $all: ["ai"] }, interests: { $in: ["plc"] } },
      all(rule("topics", "contains", ["ai"]), rule("interests", "in", ["plc"])),
      { topics: { $all: ["ai"] }, interests: { $in: ["plc"] } },
    ],
    [
      { phone: { $exists: true }, website: { $exists: false } },
      all(rule("phone", "answered", null), rule("website", "empty", null)),
      { phone: { $exists: true }, website: { $exists: false } },
    ],
    [
      { intro: { $displayed: false }, companySize: { $required: true } },
      all(rule("intro", "displayed", false), rule("companySize", "required", true)),
      { intro: { $displayed: false }, companySize: { $required: true } },
    ],
    [
      { visitDay: { $gt: "2027-03-14" } },
      all(rule("visitDay", "gt", "2027-03-14")),
      { visitDay: { $gt: "2027-03-14" } },
    ],
    [{ firstName: { $gte: "M" } }, all(rule("firstName", "gte", "M")), { firstName: { $gte: "M" } }],
    [
      {
        $or: [{ visitorType: "partner" }, { $and: [{ companySize: { $gt: 50 } }, { $or: [{ score: { $gte: 8 } }] }] }],
      },
      any(rule("visitorType", "equals", "partner"), all(rule("companySize", "gt", 50), any(rule("score", "gte", 8)))),
      {
        $or: [{ visitorType: "partner" }, { $and: [{ companySize: { $gt: 50 } }, { $or: [{ score: { $gte: 8 } }] }] }],
      },
    ],
    [{ $nor: [{}] }, any(), { $nor: [{}] }],
    [
      { $nor: [{ country: "uk" }, { topics: { $size: 0 } }] },
      none(rule("country", "equals", "uk"), rule("topics", "count", 0)),
      { $nor: [{ country: "uk" }, { topics: { $size: 0 } }] },
    ],
    [
      { firstName: { $not: { $regex: "^a", $options: "i" } } },
      all(rule("firstName", "notMatches", { pattern: "^a", flags: "i" })),
      { firstName: { $not: { $regex: "^a", $options: "i" } } },
    ],
    [
      { firstName: "/^a/gi" },
      all(rule("firstName", "matches", { pattern: "^a", flags: "gi" })),
      { firstName: { $regex: "^a", $options: "i" } },
    ],
    [
      { firstName: { $not: "/^a/" } },
      all(rule("firstName", "notMatches", { pattern: "^a", flags: "" })),
      { firstName: { $not: { $regex: "^a" } } },
    ],
    [{ country: { $not: { $eq: "uk" } } }, none(rule("country", "equals", "uk")), { $nor: [{ country: "uk" }] }],
    [
      { companySize: { $gt: 0, $not: { $gte: 10, $lt: 250 } } },
      all(rule("companySize", "gt", 0), none(all(rule("companySize", "gte", 10), rule("companySize", "lt", 250)))),
      {
        $and: [
          { companySize: { $gt: 0 } },
          { $nor: [{ $and: [{ companySize: { $gte: 10 } }, { companySize: { $lt: 250 } }] }] },
        ],
      },
    ],
    [
      { phone: { $not: { $exists: true } } },
      none(rule("phone", "answered", null)),
      { $nor: [{ phone: { $exists: true } }] },
    ],
    [
      { topics: { $elemMatch: { $eq: "ai" } } },
      all(rule("topics", "itemIs", "ai")),
      { topics: { $elemMatch: { $eq: "ai" } } },
    ],
    [
      { topics: { $elemMatch: { $ne: "ai" } }, interests: { $elemMatch: { $nin: ["plc"] } } },
      all(rule("topics", "itemIsNot", "ai"), rule("interests", "itemNotIn", ["plc"])),
      { topics: { $elemMatch: { $ne: "ai" } }, interests: { $elemMatch: { $nin: ["plc"] } } },
    ],
    [
      { topics: { $elemMatch: { $in: ["ai", "iot"] } } },
      all(rule("topics", "itemIn", ["ai", "iot"])),
      { topics: { $elemMatch: { $in: ["ai", "iot"] } } },
    ],
    [
      { topics: { $elemMatch: { $options: "i", $regex: "^A" } } },
      all(rule("topics", "itemMatches", { pattern: "^A", flags: "i" })),
      { topics: { $elemMatch: { $regex: "^A", $options: "i" } } },
    ],
    [
      { topics: { $elemMatch: { $not: "/^a/" } } },
      all(rule("topics", "itemNotMatches", { pattern: "^a", flags: "" })),
      { topics: { $elemMatch: { $not: { $regex: "^a" } } } },
    ],
    [
      { $and: [{ visitorType: "partner" }, { $nor: [{ $or: [{ country: "uk" }, { country: "fr" }] }] }] },
      all(
        rule("visitorType", "equals", "partner"),
        none(any(rule("country", "equals", "uk"), rule("country", "equals", "fr"))),
      ),
      { $and: [{ visitorType: "partner" }, { $nor: [{ $or: [{ country: "uk" }, { country: "fr" }] }] }] },
    ],
  ])("%j", (expression, tree, written) => {
    expect(toRuleTree(expression, SAMPLE_FORM)).toEqual({ ok: true, tree });
    expect(fromRuleTree(tree as RuleGroup)).toEqual(written);
  });

  it.each([
    [
      { topics: { $elemMatch: { $ne: "ai", $regex: "^a" } } },
      "uses $elemMatch on 'topics' with something other than one condition on an item",
    ],
    [
      { topics: { $elemMatch: { name: "ai" } } },
      "uses $elemMatch on 'topics' with something other than one condition on an item",
    ],
    [
      { firstName: { $elemMatch: { $eq: "Ada" } } },
      "uses $elemMatch on 'firstName', whose answer is one value, not a list of chosen items",
    ],
    [
      { topics: { $elemMatch: { $eq: "robots" } } },
      "compares 'topics' with the text \"robots\", which is not one of its options",
    ],
    [{ firstName: { $size: 2 } }, "asks whether 'firstName' (a text question) has this many chosen something"],
    [{ country: { $not: { $eq: "de" } } }, "compares 'country' with the text \"de\", which is not one of its options"],
    [{ firstName: { a: 1 } }, "compares 'firstName' with an object"],
    [{ topics: ["ai", "iot"] }, "compares 'topics' with a whole list"],
    [{ firstName: null }, "compares 'firstName' with null"],
    [{ nobody: 1 }, "refers to 'nobody', which is not a question of this form"],
    [{ newsletter: { $gt: 1 } }, "asks whether 'newsletter' (a checkbox question) is greater than something"],
    [{ country: "de" }, "compares 'country' with the text \"de\", which is not one of its options"],
    [{ companySize: "5" }, "where a number is expected"],
    [{ firstName: { $where: "1" } }, "has a problem to fix in code first: $where is not allowed"],
    [
      { firstName: { $eq: "/^a/" } },
      "has a problem to fix in code first: $eq compares with the exact value and never with a pattern",
    ],
    [
      { firstName: "/(a)\\1/" },
      'has a problem to fix in code first: the regular expression "(a)\\\\1" uses a backreference',
    ],
  ])("refuses %j: %s", (expression, reason) => {
    const result = toRuleTree(expression, SAMPLE_FORM);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toContain(reason);
    expect(!result.ok && result.reason).toMatch(/^This condition .*\.$/s);
  });

  it(`round-trips every tree exactly: visual → code → visual (property, seed ${SEED})`, () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const tree = randomTree(g);
        const written = fromRuleTree(tree);
        // What the visual rules write, the API accepts.
        expect(
          validateDefinition([
            ...SAMPLE_FORM,
            { id: "target", type: "text", label: "Target", displayed: written, required: written },
          ]),
        ).toEqual([]);
        expect(toRuleTree(written, SAMPLE_FORM)).toEqual({ ok: true, tree });
        expect(fromRuleTree((toRuleTree(written, SAMPLE_FORM) as { tree: RuleGroup }).tree)).toEqual(written);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  it(`keeps the meaning of every expression it reads: code → visual → code (property, seed ${SEED})`, () => {
    let read = 0;
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const expression = randomExpression(g);
        const result = toRuleTree(expression, SAMPLE_FORM);
        if (!result.ok) return;
        read++;
        const written = fromRuleTree(result.tree);
        // Structurally, once canonical: reading and writing again changes nothing.
        expect(fromRuleTree((toRuleTree(written, SAMPLE_FORM) as { tree: RuleGroup }).tree)).toEqual(written);
        for (let i = 0; i < 12; i++) {
          const { answers, state } = randomAnswers(g);
          expect(compileExpression(written, state)!(answers), JSON.stringify({ written, answers, state })).toBe(
            compileExpression(expression, state)!(answers),
          );
        }
      }),
      { seed: SEED, numRuns: 400 },
    );
    // The generator must reach the visual mode often enough for the property to mean something.
    expect(read).toBeGreaterThan(80);
  });

  // The exact sentences, where a check further on would refuse the same expression in other words.
  it.each([
    [{ x$: 1 }, "refers to 'x$', which is not a question of this form"],
    [{ firstName: ["/^a/"] }, 'compares \'firstName\' with a whole list (use "is one of" or "contains")'],
    [{ country: { $eq: { a: 1 } } }, "compares 'country' with an object"],
    [{ firstName: {} }, "compares 'firstName' with an object"],
    [{ firstName: { $eq: null } }, "compares 'firstName' with null (use \"is empty\")"],
    [
      { topics: { $elemMatch: { $not: "/^a/", $ne: "ai" } } },
      "uses $elemMatch on 'topics' with something other than one condition on " +
        "an item (equal to, other than, among, not among, matching or not " +
        "matching)",
    ],
  ])("refuses %j with exactly: %s", (expression, reason) => {
    expect(toRuleTree(expression, SAMPLE_FORM)).toEqual({
      ok: false,
      reason: `This condition ${reason}: the visual rules cannot show it. Edit it in code.`,
    });
  });

  it(
    'never reads a $not that holds more than a pattern as "does not match" ' + "(the other conditions would be lost)",
    () => {
      // Whatever shape the visual mode gives it, or none, what it writes must mean what the expression means.
      const expression = { firstName: { $not: { $regex: "^a", $ne: "alice" } } };
      const result = toRuleTree(expression, SAMPLE_FORM);
      if (!result.ok) return;
      const state = { displayed: {}, required: {} };
      for (const firstName of ["alice", "anna", "bob"]) {
        expect(compileExpression(fromRuleTree(result.tree), state)!({ firstName }), firstName).toBe(
          compileExpression(expression, state)!({ firstName }),
        );
      }
    },
  );

  it("reads a question id as the first question with that id", () => {
    const questions = [
      { id: "size", type: "text", label: "Size" },
      { id: "size", type: "number", label: "Size again" },
    ];
    expect(toRuleTree({ size: { $gt: 5 } }, questions).ok).toBe(false);
    expect(toRuleTree({ size: "5" }, questions)).toEqual({ ok: true, tree: all(rule("size", "equals", "5")) });
  });

  it("lets an error it did not foresee through, instead of calling it a condition the rules cannot show", () => {
    const question = { id: "a", label: "A" } as { id: string; type: string; label: string };
    Object.defineProperty(question, "type", {
      get: () => {
        throw new TypeError("no type today");
      },
    });
    expect(() => toRuleTree({ a: "x" }, [question])).toThrow("no type today");
  });

  it("writes the two degenerate 'none' trees as what they mean, which reads back as the equivalent group", () => {
    expect(fromRuleTree(none() as RuleGroup)).toEqual({});
    expect(toRuleTree({}, SAMPLE_FORM)).toEqual({ ok: true, tree: all() });
    expect(fromRuleTree(none(all()) as RuleGroup)).toEqual({ $nor: [{}] });
    expect(toRuleTree({ $nor: [{}] }, SAMPLE_FORM)).toEqual({ ok: true, tree: any() });
  });
});

describe("ruleProblem", () => {
  it.each([
    [rule("visitorType", "equals", "partner"), null],
    [rule("gone", "equals", "x"), "'gone' is not a question of this form."],
    [rule("newsletter", "gt", 1), "'is greater than' does not fit a checkbox question; choose another operator."],
    [rule("country", "equals", "de"), "Compares 'country' with the text \"de\", which is not one of its options."],
    [
      rule("firstName", "gt", "/^a/"),
      '$gt compares with the exact value and never with a pattern, so "/^a/" ' +
        "would be plain text here; to match a pattern use $regex.",
    ],
    [
      rule("firstName", "matches", { pattern: "(?=a)", flags: "" }),
      'The regular expression "(?=a)" uses a lookahead or lookbehind ((?=…), ' +
        "(?!…), (?<=…), (?<!…)), which is not supported.",
    ],
  ])("%j", (candidate, expected) => {
    expect(ruleProblem(candidate as never, SAMPLE_FORM)).toBe(expected);
  });
});
