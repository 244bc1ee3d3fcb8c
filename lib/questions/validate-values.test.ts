import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { DEMO_EVENT } from "../db/demo-data";
import { LogicBudgetExceeded, REGEX_BUDGET, RegexBudgetExceeded } from "../logic/safe-regex";
import { compileValuesForm, validateValues, type ValueIssue } from "./validate-values";

const check = (question: Record<string, unknown>, value: unknown) =>
  validateValues(
    [{ label: "Field", ...question, id: (question.id as string) ?? "field" } as never],
    value === undefined ? {} : { [(question.id as string) ?? "field"]: { value } },
  ).map((issue) => issue.kind);

// Mutants of validate-values.ts that survive `npm run test:mutation @validate-values` and are
// equivalent (see docs/testing.md for the command):
// - :71 `value === "false"` and :194 the "true"/"false" strings: answersForLogic has already turned a checkbox's
//   "true"/"false" into booleans.
// - :104–105, :156–158 `x !== undefined` → true: a comparison with undefined is false, as is `undefined > 0`.
// - :158 `step > 0` → `>= 0` (a step of 0 divides to NaN or Infinity, which no comparison reports) and `> 1e-9` →
//   `>= 1e-9` (no sum of JSON numbers lands exactly on the tolerance).
// - :166–167 `typeof minVal === "string"` → true: a valid definition's date limit is a text or absent; a number
//   compares false with any text.
// - :112, :153, :176, :183, :199 `typeof … !== "…"` → false: the next test (Set.has, Number.isFinite,
//   includes, Number.isInteger) is false for every value of another type too.
// - :129 `pattern === undefined` → false: compilePattern(undefined) is null.
// - :35 `[]` → `["Stryker was here"]` (no options to choose from) and :204 the empty default case.
//
// Mutation testing (vitest.mutation.config.mts) runs the property below for every mutant of validate-values.ts, where
// it would take most of the run's time: there it runs fewer times, which can only lower the score.
const PROPERTY_RUNS = Number(process.env.MUTATION_PROPERTY_RUNS ?? 300);

describe("validateValues", () => {
  it.each([
    // required
    [{ type: "text", required: true }, undefined, ["required"]],
    [{ type: "text", required: true }, "", ["required"]],
    [{ type: "text", required: true }, "x", []],
    [{ type: "text", required: true }, "   ", ["required"]],
    [{ type: "checkbox", required: true }, false, ["required"]],
    [{ type: "checkbox", required: true }, true, []],
    [{ type: "checkboxGroup", required: true, options: [{ id: "a", label: "A" }] }, [], ["required"]],
    // text
    [{ type: "text", minLength: 3 }, "ab", ["minLength"]],
    [{ type: "text", maxLength: 3 }, "abcd", ["maxLength"]],
    [{ type: "text", minLength: 2, maxLength: 4 }, "abc", []],
    // the limits themselves are allowed
    [{ type: "text", minLength: 3, maxLength: 3 }, "abc", []],
    [{ type: "text", pattern: "^[A-Z]{2}\\d+$" }, "AB12", []],
    [{ type: "text", pattern: "^[A-Z]{2}\\d+$" }, "ab12", ["pattern"]],
    [{ type: "text", pattern: { pattern: "^[a-z]{2}\\d+$", flags: "i" } }, "AB12", []],
    [{ type: "text" }, 5, ["type"]],
    [{ type: "text" }, false, ["type"]],
    [{ type: "text", required: true }, null, ["required"]],
    [{ type: "text" }, null, []],
    // email, url, social, tel
    [{ type: "email" }, "ada.lovelace+expo@example.co.uk", []],
    [{ type: "email" }, "ADA@EXAMPLE.COM", []],
    [{ type: "email" }, "ada@", ["pattern"]],
    [{ type: "email" }, "ada..l@example.com", ["pattern"]],
    [{ type: "email" }, "ada@-example.com", ["pattern"]],
    [{ type: "url" }, "https://example.com/path?q=1", []],
    [{ type: "url" }, "www.example.com", []],
    [{ type: "url" }, "example.com/expo", []],
    [{ type: "url" }, "HTTP://EXAMPLE.COM", []],
    [{ type: "url" }, "example.com", ["pattern"]],
    [{ type: "url" }, "https://example.com.", ["pattern"]],
    [{ type: "url" }, "ftp://example.com", ["pattern"]],
    [{ type: "social" }, "@ada_lovelace", []],
    [{ type: "social" }, "a_very_long_handle_indeed", ["maxLength"]],
    [{ type: "social" }, "ada lovelace", ["pattern"]],
    [{ type: "social" }, "a".repeat(15), []],
    [{ type: "social" }, `@${"a".repeat(15)}`, []],
    [{ type: "social" }, "a".repeat(16), ["maxLength"]],
    // only a leading @ is not counted
    [{ type: "social" }, `${"a".repeat(15)}@`, ["maxLength"]],
    // spaces around a value are not part of it
    [{ type: "email" }, " ada@example.com ", []],
    [{ type: "url" }, " https://example.com ", []],
    [{ type: "social" }, " @ada ", []],
    [{ type: "tel" }, " +44 20 7946 0958 ", []],
    [{ type: "tel" }, "+44 20 7946 0958", []],
    [{ type: "tel" }, "call me", ["pattern"]],
    [{ type: "tel" }, "123", []],
    [{ type: "tel" }, "12", ["pattern"]],
    [{ type: "tel" }, "1".repeat(30), []],
    [{ type: "tel" }, "1".repeat(31), ["pattern"]],
    // the whole value is the number, not a part of it
    [{ type: "tel" }, "call 020 7946 0958", ["pattern"]],
    [{ type: "tel" }, "020 7946 0958 (office)!", ["pattern"]],
    // number
    [{ type: "number", minVal: 1 }, 0, ["minVal"]],
    [{ type: "number", maxVal: 10 }, 11, ["maxVal"]],
    [{ type: "number", minVal: 0, step: 5 }, 15, []],
    [{ type: "number", minVal: 0, step: 5 }, 12, ["step"]],
    [{ type: "number", minVal: 1, maxVal: 10 }, 1, []],
    [{ type: "number", minVal: 1, maxVal: 10 }, 10, []],
    // steps count from minVal when there is one, else from 0
    [{ type: "number", minVal: 1, step: 5 }, 6, []],
    [{ type: "number", minVal: 1, step: 5 }, 5, ["step"]],
    [{ type: "number", step: 5 }, 10, []],
    [{ type: "number", step: 5 }, 11, ["step"]],
    [{ type: "number", step: 5 }, 10.001, ["step"]],
    // within rounding error of a step
    [{ type: "number", step: 5 }, 10.000000001, []],
    [{ type: "number", step: -5 }, 12, []],
    [{ type: "number" }, "42", []],
    [{ type: "number" }, "forty", ["pattern"]],
    [{ type: "number", minVal: 18 }, "17", ["minVal"]],
    [{ type: "number" }, true, ["type"]],
    [{ type: "number" }, false, ["type"]],
    [{ type: "number" }, Infinity, ["type"]],
    [{ type: "number", minVal: 3, step: 5 }, 8, []],
    // date, per subtype
    [{ type: "date" }, "2027-03-14", []],
    [{ type: "date" }, "2027-02-30", ["pattern"]],
    [{ type: "date" }, "0001-01-01", []],
    [{ type: "date" }, "0099-02-29", ["pattern"]],
    [{ type: "date", subtype: "datetime" }, "2027-03-14T09:30:00", []],
    [{ type: "date", subtype: "datetime" }, "2027-03-14 09:30", ["pattern"]],
    [{ type: "date", subtype: "time" }, "09:30:00", []],
    [{ type: "date", subtype: "time" }, "25:00:00", ["pattern"]],
    [{ type: "date", subtype: "week" }, "2027-W11", []],
    [{ type: "date", subtype: "week" }, "2026-W53", []],
    [{ type: "date", subtype: "week" }, "2027-W53", ["pattern"]],
    [{ type: "date", subtype: "week" }, "2027-11", ["pattern"]],
    [{ type: "date", subtype: "month" }, "2027-03", []],
    [{ type: "date", subtype: "month" }, "2027-3", ["pattern"]],
    [{ type: "date" }, 20270314, ["type"]],
    [{ type: "date", minVal: "2027-03-01" }, "2027-02-28", ["minVal"]],
    [{ type: "date", maxVal: "2027-03-01" }, "2027-03-02", ["maxVal"]],
    [{ type: "date", minVal: "2027-03-01", maxVal: "2027-03-01" }, "2027-03-01", []],
    // select, radio, checkboxGroup
    [{ type: "select", options: [{ label: "Alpha" }, { label: "Beta", value: "b" }] }, "Alpha", []],
    [{ type: "select", options: [{ label: "Alpha" }, { label: "Beta", value: "b" }] }, "b", []],
    [{ type: "select", options: [{ label: "Alpha" }, { label: "Beta", value: "b" }] }, "Beta", ["option"]],
    [{ type: "select", options: [{ label: "G", options: [{ label: "In group", value: "g1" }] }] }, "g1", []],
    [
      { type: "select", multiSelect: "true", minLength: 2, options: [{ label: "A" }, { label: "B" }] },
      ["A"],
      ["minLength"],
    ],
    [
      { type: "select", multiSelect: true, maxLength: 1, options: [{ label: "A" }, { label: "B" }] },
      ["A", "B"],
      ["maxLength"],
    ],
    [{ type: "select", multiSelect: true, options: [{ label: "A" }, { label: "B" }] }, ["A", "Z"], ["option"]],
    // one value for a multiple select is a list of one; a list for a single select is not an option
    [{ type: "select", multiSelect: true, options: [{ label: "A" }, { label: "B" }] }, "Z", ["option"]],
    [{ type: "select", multiSelect: true, options: [{ label: "A" }, { label: "B" }] }, "A", []],
    [{ type: "select", options: [{ label: "A" }, { label: "B" }] }, ["A"], ["option"]],
    // options that are not a list, or not objects, offer nothing
    [{ type: "select" }, "x", ["option"]],
    [{ type: "select", options: [null, { label: "A" }] }, "A", []],
    [{ type: "radio" }, "x", ["option"]],
    [{ type: "select", multiSelect: true, options: [{ label: "A" }] }, ["A", "A"], ["maxLength"]],
    [{ type: "checkboxGroup", options: [{ label: "A" }] }, Array(10_000).fill("x"), ["maxLength"]],
    [{ type: "text" }, Array(101).fill("x"), ["maxLength"]],
    [
      { type: "select", multiSelect: true, minLength: 2, options: [{ label: "A" }, { label: "B" }] },
      ["A", "A"],
      ["option"],
    ],
    [{ type: "radio", options: [{ id: "y", label: "Yes" }, { label: "No" }] }, "y", []],
    [{ type: "radio", options: [{ id: "y", label: "Yes" }, { label: "No" }] }, "No", []],
    [{ type: "radio", options: [{ id: "y", label: "Yes" }] }, "Yes", ["option"]],
    [
      {
        type: "checkboxGroup",
        minLength: 2,
        options: [
          { id: "a", label: "A" },
          { id: "b", label: "B" },
        ],
      },
      ["a"],
      ["minLength"],
    ],
    [
      {
        type: "checkboxGroup",
        maxLength: 1,
        options: [
          { id: "a", label: "A" },
          { id: "b", label: "B" },
        ],
      },
      ["a", "b"],
      ["maxLength"],
    ],
    [{ type: "checkboxGroup", options: [{ id: "a", label: "A" }] }, "a", ["type"]],
    [
      {
        type: "checkboxGroup",
        minLength: 2,
        options: [
          { id: "a", label: "A" },
          { id: "b", label: "B" },
        ],
      },
      ["a", "a"],
      ["option"],
    ],
    // checkbox, rating
    [{ type: "checkbox" }, "maybe", ["type"]],
    [{ type: "checkbox", required: true }, "false", ["required"]],
    [{ type: "checkbox", required: true }, "true", []],
    [{ type: "rating", maxRating: "5" }, 5, []],
    [{ type: "rating", maxRating: "5" }, 6, ["maxVal"]],
    [{ type: "rating", maxRating: 10 }, 10, []],
    [{ type: "rating" }, 0, ["minVal"]],
    [{ type: "rating" }, 1, []],
    [{ type: "rating" }, 5, []],
    [{ type: "rating" }, 6, ["maxVal"]],
    [{ type: "rating" }, "4", []],
    [{ type: "rating" }, true, ["type"]],
    [{ type: "rating" }, [3], ["type"]],
    [{ type: "rating" }, "0x3", ["type"]],
    [{ type: "rating" }, 2.5, ["type"]],
    // a type this version does not know collects anything
    [{ type: "hologram" }, { any: "thing" }, []],
    // reserved fullName
    [{ id: "fullName", type: "text" }, "Ada Lovelace", []],
    [{ id: "fullName", type: "text" }, "Ada", ["pattern"]],
  ])("%j with %j -> %j", (question, value, expected) => {
    expect(check(question, value)).toEqual(expected);
  });

  it("uses errorMessages overrides", () => {
    const issues = validateValues(
      [
        {
          id: "code",
          type: "text",
          label: "Code",
          pattern: "^\\d+$",
          minLength: 3,
          errorMessages: { pattern: "Digits only, please." },
        },
      ],
      { code: { value: "a" } },
    );
    expect(issues).toEqual([
      { questionId: "code", kind: "minLength", message: "'Code' needs at least 3 characters." },
      { questionId: "code", kind: "pattern", message: "Digits only, please." },
    ]);
  });

  it("says which limit was broken, and by what", () => {
    const issues = (question: Record<string, unknown>, value: unknown) =>
      validateValues([{ id: "f", label: "Field", ...question }], { f: { value } }).map((issue) => issue.message);
    expect(issues({ type: "text", minLength: 3 }, "ab")).toEqual(["'Field' needs at least 3 characters."]);
    expect(issues({ type: "text", maxLength: 1 }, "ab")).toEqual(["'Field' allows at most 1 characters."]);
    expect(issues({ type: "number", minVal: 1, maxVal: 10, step: 5 }, 12)).toEqual([
      "'Field' must be at most 10.",
      "'Field' must go in steps of 5.",
    ]);
    expect(issues({ type: "number", minVal: 3 }, 2)).toEqual(["'Field' must be at least 3."]);
    expect(issues({ type: "date", minVal: "2027-03-01" }, "2027-02-01")).toEqual([
      "'Field' must be on or after 2027-03-01.",
    ]);
    expect(issues({ type: "date", maxVal: "2027-03-01" }, "2027-04-01")).toEqual([
      "'Field' must be on or before 2027-03-01.",
    ]);
    expect(issues({ type: "date", subtype: "month" }, "2027")).toEqual(["'Field' must be a month like 2027-03."]);
    expect(issues({ type: "tel" }, "x")).toEqual(["'Field' is not a valid phone number."]);
    expect(issues({ type: "social" }, "a".repeat(16))).toEqual(["'Field' is at most 15 characters."]);
    expect(issues({ type: "rating", maxRating: 3 }, 4)).toEqual(["'Field' must be at most 3 stars."]);
    expect(issues({ type: "rating" }, 0)).toEqual(["'Field' must be at least 1 star."]);
    expect(
      issues({ type: "select", multiSelect: true, options: [{ label: "A" }, { label: "C" }, { label: "D" }] }, [
        "A",
        "A",
        "B",
      ]),
    ).toEqual(["'Field': 'A' is chosen more than once.", "'Field': 'B' is not one of the options."]);
    expect(issues({ type: "text" }, Array(101).fill("x"))).toEqual([
      "'Field' carries 101 items; it takes at most 100.",
    ]);
    expect(issues({ type: "checkboxGroup", options: [{ label: "A" }] }, ["A", "A"])).toEqual([
      "'Field' carries 2 items; it takes at most one per option (1).",
    ]);
  });

  it("says what is wrong with a value of the wrong kind, quoting it", () => {
    const issues = (question: Record<string, unknown>, value: unknown) =>
      validateValues([{ id: "f", label: "Field", ...question }], { f: { value } }).map((issue) => issue.message);
    expect(issues({ type: "text" }, 5)).toEqual(["'Field' must be text."]);
    expect(
      validateValues([{ id: "fullName", type: "text", label: "Name" }], { fullName: { value: "Ada" } })[0].message,
    ).toBe("'Name' needs a first and a last name.");
    expect(issues({ type: "number" }, [1])).toEqual(["'Field' must be a number."]);
    expect(issues({ type: "select", options: [{ label: "A" }] }, { a: 1 })).toEqual([
      "'Field': '{\"a\":1}' is not one of the options.",
    ]);
    expect(issues({ type: "radio", options: [{ label: "A" }] }, 7)).toEqual([
      "'Field': '7' is not one of the options.",
    ]);
    expect(issues({ type: "checkboxGroup", options: [{ label: "A" }] }, "A")).toEqual([
      "'Field' must be a list of the options checked.",
    ]);
    expect(issues({ type: "checkbox" }, 1)).toEqual(["'Field' must be true or false."]);
    expect(issues({ type: "rating" }, 1.5)).toEqual(["'Field' must be a whole number of stars."]);
  });

  it("uses an override only when it is a non-empty text", () => {
    const message = (override: unknown) =>
      validateValues(
        [{ id: "f", type: "text", label: "Field", pattern: "^\\d+$", errorMessages: { pattern: override } }],
        { f: { value: "a" } },
      )[0].message;
    expect(message("Digits only")).toBe("Digits only");
    expect(message("")).toBe("'Field' is not in the expected format.");
    expect(message(5)).toBe("'Field' is not in the expected format.");
  });

  it("says what is wrong with the values as a whole and with each entry", () => {
    expect(validateValues([], null)).toEqual([
      {
        questionId: "",
        kind: "invalid",
        message: 'values must be an object such as {"email": {"value": "ada@example.com"}}.',
      },
    ]);
    expect(
      validateValues(
        [
          { id: "intro", type: "label", label: "Hi" },
          { id: "a", type: "text", label: "A" },
        ],
        { nope: { value: 1 }, intro: { value: "x" }, a: "plain" },
      ),
    ).toEqual([
      { questionId: "nope", kind: "unknownQuestion", message: "'nope' is not a question of this event." },
      { questionId: "intro", kind: "invalid", message: "'intro' is a label, which collects no value." },
      { questionId: "a", kind: "invalid", message: "The entry for 'a' must be an object {\"value\": …}." },
    ]);
  });

  it("stops a registration whose answers need more pattern matching than it may cost, with the reason", () => {
    const questions = Array.from({ length: 10 }, (_, index) => ({
      id: `q${index}`,
      type: "text",
      label: `Q${index}`,
      pattern: "^[a-z]+$",
    }));
    const values = Object.fromEntries(
      questions.map((question) => [question.id, { value: "a".repeat(REGEX_BUDGET / 8) }]),
    );
    expect(validateValues(questions, values)).toEqual([
      { questionId: "", kind: "invalid", message: new RegexBudgetExceeded().message },
    ]);
  });

  it("stops a registration whose answers the event's logic would test more often than it may cost", () => {
    // Each $all value is tested against every item of the answer: 500 values × 501 units, twice, passes the budget.
    const options = Array.from({ length: 500 }, (_, index) => ({ id: `o${index}`, label: `O${index}` }));
    const all = options.map((option) => `y${option.id}`);
    const questions = [
      { id: "tags", type: "checkboxGroup", label: "Tags", options },
      ...[0, 1].map((index) => ({
        id: `q${index}`,
        type: "text",
        label: `Q${index}`,
        required: { tags: { $all: all } },
      })),
    ];
    const values = { tags: { value: options.map((option) => option.id) } };
    expect(validateValues(questions, values)).toEqual([
      { questionId: "", kind: "invalid", message: new LogicBudgetExceeded().message },
    ]);
    // One such question is within it, and so are both against a short answer.
    expect(validateValues(questions.slice(0, 2), values)).toEqual([]);
    expect(validateValues(questions, { tags: { value: ["o1"] } })).toEqual([]);
    // Outside a validation (the studio's preview) nothing is counted.
    expect(compileValuesForm(questions).evaluate({ tags: values.tags.value }).required).toEqual({
      tags: false,
      q0: false,
      q1: false,
    });
  });

  it("answers an error it did not foresee as an issue, not an exception", () => {
    const question = { id: "a", type: "text" } as Record<string, unknown>;
    Object.defineProperty(question, "label", {
      enumerable: true,
      get: () => {
        throw new Error("no label today");
      },
    });
    expect(validateValues([question], { a: { value: "x" } })).toEqual([
      { questionId: "", kind: "invalid", message: "The values could not be checked (no label today)." },
    ]);
  });

  it("skips hidden questions, keeps what they hold, and never requires them", () => {
    const questions = [
      { id: "interested", type: "checkbox", label: "Interested" },
      { id: "budget", type: "number", label: "Budget", maxVal: 10, required: true, displayed: { interested: true } },
    ];
    expect(validateValues(questions, { interested: { value: false }, budget: { value: 99 } })).toEqual([]);
    expect(validateValues(questions, { interested: { value: true } }).map((issue) => issue.kind)).toEqual(["required"]);
    expect(
      validateValues(questions, { interested: { value: true }, budget: { value: 99 } }).map((issue) => issue.kind),
    ).toEqual(["maxVal"]);
  });

  it("applies required logic", () => {
    const questions = [
      { id: "emailMe", type: "checkbox", label: "E-mail me" },
      { id: "email", type: "email", label: "E-mail", required: { emailMe: true } },
    ];
    expect(validateValues(questions, { emailMe: { value: true } }).map((issue) => issue.kind)).toEqual(["required"]);
    expect(validateValues(questions, { emailMe: { value: false } })).toEqual([]);
  });

  it('evaluates logic on what lenient values stand for: "20" is the number 20, "true" is true', () => {
    const questions = [
      { id: "age", type: "number", label: "Age" },
      { id: "emailMe", type: "checkbox", label: "E-mail me" },
      { id: "licence", type: "text", label: "Licence", displayed: { age: { $gte: 18 } }, required: true },
      { id: "email", type: "email", label: "E-mail", required: { emailMe: true } },
    ];
    expect(
      validateValues(questions, { age: { value: "20" }, emailMe: { value: "true" } }).map((issue) => issue.questionId),
    ).toEqual(["licence", "email"]);
    expect(validateValues(questions, { age: { value: "17" }, emailMe: { value: "false" } })).toEqual([]);
  });

  it("reports unknown ids, malformed entries and values for questions that collect none", () => {
    const questions = [{ id: "intro", type: "label", label: "Hi" }];
    expect(validateValues(questions, { nope: { value: 1 }, intro: { value: "x" } }).map((issue) => issue.kind)).toEqual(
      ["unknownQuestion", "invalid"],
    );
    expect(validateValues([{ id: "a", type: "text", label: "A" }], { a: "plain" }).map((issue) => issue.kind)).toEqual([
      "invalid",
    ]);
    expect(validateValues([], null).map((issue) => issue.kind)).toEqual(["invalid"]);
  });

  it("accepts a complete registration of the demo event", () => {
    const values = {
      fullName: { value: "Grace Hopper" },
      email: { value: "grace@example.com" },
      company: { value: "Navy" },
      jobRole: { value: "automationEngineer" },
      interests: { value: ["plc", "vision"] },
      industries: { value: ["Energy"] },
      timeframe: { value: "now" },
      budget: { value: 50 },
      demoDate: { value: "2027-04-01" },
      rating: { value: 4 },
      emailMe: { value: true },
      consent: { value: true },
    };
    expect(validateValues(DEMO_EVENT.questions, values)).toEqual([]);
  });

  it("never throws, whatever it is given", () => {
    const uncheckable = (issue: ValueIssue) => issue.message.startsWith("The values could not be checked");
    fc.assert(
      fc.property(fc.anything({ maxDepth: 4 }), fc.anything({ maxDepth: 4 }), (questions, values) => {
        // validateValues guards itself with a catch-all; reaching it is the defect this looks for.
        expect(validateValues(questions as never, values).filter(uncheckable)).toEqual([]);
      }),
      { numRuns: PROPERTY_RUNS },
    );
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(...DEMO_EVENT.questions.map((q) => q.id)),
          fc.record({ value: fc.anything({ maxDepth: 2 }) }),
        ),
        (values) => {
          expect(validateValues(DEMO_EVENT.questions, values).filter(uncheckable)).toEqual([]);
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
  });
});

describe("one compiled form for many values (compileValuesForm)", () => {
  it("answers each values as a fresh compile would, in any order, the ill-formed questions left out alike", () => {
    const questions = [...DEMO_EVENT.questions, "not a question", { id: 3, type: "text" }] as unknown[];
    const form = compileValuesForm(questions);
    fc.assert(
      fc.property(
        fc.array(
          fc.dictionary(
            fc.constantFrom(...DEMO_EVENT.questions.map((q) => q.id)),
            fc.record({ value: fc.oneof(fc.boolean(), fc.string(), fc.integer(), fc.constant(null)) }),
          ),
          { minLength: 2, maxLength: 6 },
        ),
        (valuesList) => {
          for (const values of valuesList)
            expect(validateValues(questions, values, form)).toEqual(validateValues(questions, values));
        },
      ),
      { numRuns: PROPERTY_RUNS / 3 },
    );
  });
});
