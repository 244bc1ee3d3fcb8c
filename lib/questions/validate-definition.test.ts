import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { DEMO_EVENT } from "../db/demo-data";
import { validateDefinition } from "./validate-definition";

const rules = (questions: unknown, eventType: "standard" | "checkIn" = "standard") => validateDefinition(questions, { eventType }).map((issue) => issue.rule);
const one = (question: Record<string, unknown>) => rules([question]);

describe("validateDefinition", () => {
  it("accepts the demo event, which uses every question type", () => {
    expect(validateDefinition(DEMO_EVENT.questions, { eventType: "standard" })).toEqual([]);
  });

  describe("common properties", () => {
    it.each([
      [{ id: "company", type: "text", label: "Company" }, []],
      [{ type: "text", label: "Company" }, ["idRequired"]],
      [{ id: "Company", type: "text", label: "Company" }, ["idFormat"]],
      [{ id: "job title", type: "text", label: "Job" }, ["idFormat"]],
      [{ id: "1st", type: "text", label: "First" }, ["idFormat"]],
      [{ id: "company", label: "Company" }, ["typeRequired"]],
      [{ id: "company", type: "textarea", label: "Company" }, ["type"]],
      [{ id: "company", type: "text" }, ["labelRequired"]],
      [{ id: "company", type: "text", label: "   " }, ["labelRequired"]],
      [{ id: "line", type: "divider" }, []],
      [{ id: "company", type: "text", label: "C", required: true }, []],
      [{ id: "company", type: "text", label: "C", required: "yes" }, ["logicShape"]],
      [{ id: "intro", type: "label", label: "Hello", required: true }, ["requiredNotAllowed"]],
      [{ id: "info", type: "note", label: "Hello", required: false }, ["requiredNotAllowed"]],
      [{ id: "line", type: "divider", required: true }, ["requiredNotAllowed"]],
      [{ id: "intro", type: "label", label: "Hello", displayed: false }, []],
      [{ id: "company", type: "text", label: "C", displayed: "required", required: true }, []],
      [{ id: "company", type: "text", label: "C", displayed: "sometimes" }, ["logicShape"]],
      [{ id: "company", type: "text", label: "C", successMessage: "Thanks", warningMessage: "Careful" }, []],
      [{ id: "company", type: "text", label: "C", successMessage: 5 }, ["property"]],
      [{ id: "company", type: "text", label: "C", errorMessages: { required: "Please", pattern: "Nope", minLength: "a", maxLength: "b", minVal: "c", maxVal: "d" } }, []],
      [{ id: "company", type: "text", label: "C", errorMessages: { tooLong: "x" } }, ["property"]],
      [{ id: "company", type: "text", label: "C", errorMessages: { required: 1 } }, ["property"]],
    ])("%j -> %j", (question, expected) => {
      expect(one(question)).toEqual(expected);
    });

    it("refuses duplicate ids, naming the first user", () => {
      const issues = validateDefinition(
        [
          { id: "company", type: "text", label: "A" },
          { id: "company", type: "text", label: "B" },
        ],
        {},
      );
      expect(issues).toEqual([{ path: "questions[1].id", rule: "idUnique", message: "Question 'company' (2nd): the id 'company' is already used by the 1st question." }]);
    });

    it("refuses what is not an array of objects", () => {
      expect(rules({})).toEqual(["type"]);
      expect(rules([5])).toEqual(["type"]);
    });

    it("refuses more than 1000 questions", () => {
      expect(rules(Array.from({ length: 1001 }, (_, i) => ({ id: `q${i}`, type: "note", label: "x" })))).toEqual(["maxQuestions"]);
    });

    it("writes messages for people", () => {
      const [issue] = validateDefinition([{ id: "a", type: "text", label: "A" }, { id: "b", type: "text", label: "B" }, { id: "company", type: "select", label: "Company", options: [{ label: "x" }, { value: "y" }] }], {});
      expect(issue).toEqual({ path: "questions[2].options[1].label", rule: "optionLabel", message: "Question 'company' (3rd): option 2 has no label." });
    });
  });

  describe("text", () => {
    it.each([
      [{ subtype: "multiline", minLength: 2, maxLength: 10, placeholder: "p", initialVal: "x", autoCapitalize: "words", autoCorrect: "off" }, []],
      [{ subtype: "huge" }, ["property"]],
      [{ minLength: 10, maxLength: 2 }, ["lengthRange"]],
      [{ minLength: "2", maxLength: "3" }, []],
      [{ minLength: -1 }, ["property"]],
      [{ minLength: 1.5 }, ["property"]],
      [{ pattern: "^[A-Z]{2}\\d+$" }, []],
      [{ pattern: { pattern: "^ab", flags: "i" } }, []],
      [{ pattern: "([" }, ["pattern"]],
      [{ pattern: { pattern: "a", flags: "q" } }, ["pattern"]],
      [{ pattern: "^(a+)+$" }, []],
      [{ pattern: "^(\\w)\\1$" }, ["pattern"]],
      [{ pattern: { pattern: "^(?=.*\\d).{8,}$" } }, ["pattern"]],
      [{ pattern: 5 }, ["pattern"]],
      [{ autoCapitalize: "sometimes" }, ["property"]],
      [{ autoCorrect: "yes" }, ["property"]],
    ])("%j -> %j", (props, expected) => {
      expect(one({ id: "company", type: "text", label: "Company", ...props })).toEqual(expected);
    });
  });

  describe("number", () => {
    it.each([
      [{ minVal: 0, maxVal: 10, step: 2, initialVal: 4, subtype: "short" }, []],
      [{ minVal: 10, maxVal: 0 }, ["valueRange"]],
      [{ step: 0 }, ["property"]],
      [{ minVal: "a" }, ["property"]],
    ])("%j -> %j", (props, expected) => {
      expect(one({ id: "budget", type: "number", label: "Budget", ...props })).toEqual(expected);
    });
  });

  describe("date", () => {
    it.each([
      [{ subtype: "date", minVal: "2027-01-01", maxVal: "2027-12-31", initialVal: "2027-03-01" }, []],
      [{ subtype: "datetime", minVal: "2027-01-01T08:00:00" }, []],
      [{ subtype: "time", minVal: "08:00:00", maxVal: "18:00:00" }, []],
      [{ subtype: "week", minVal: "2027-W01" }, []],
      [{ subtype: "month", minVal: "2027-01" }, []],
      [{ subtype: "date", minVal: "2027-02-30" }, ["dateFormat"]],
      [{ subtype: "time", minVal: "8:00" }, ["dateFormat"]],
      [{ subtype: "week", minVal: "2027-W54" }, ["dateFormat"]],
      [{ subtype: "month", minVal: "2027-13" }, ["dateFormat"]],
      [{ minVal: "2027-12-31", maxVal: "2027-01-01" }, ["valueRange"]],
      [{ subtype: "year" }, ["property"]],
    ])("%j -> %j", (props, expected) => {
      expect(one({ id: "day", type: "date", label: "Day", ...props })).toEqual(expected);
    });
  });

  describe("select", () => {
    const options = [{ label: "A" }, { label: "B", value: "b" }];
    it.each([
      [{ options }, []],
      [{ options: [{ label: "Group", options: [{ label: "A" }] }, { label: "B" }] }, []],
      [{ options, multiSelect: "true", minLength: 1, maxLength: 2, addEmpty: true, initialVal: "b" }, []],
      [{ options, multiSelect: true, minLength: 2, maxLength: 1 }, ["lengthRange"]],
      [{ options, minLength: 1 }, ["multiSelectOnly"]],
      [{ options, multiSelect: "false", maxLength: 1 }, ["multiSelectOnly"]],
      [{}, ["optionsRequired"]],
      [{ options: [] }, ["optionsRequired"]],
      [{ options: [{ value: "a" }] }, ["optionLabel"]],
      [{ options: [{ label: "A" }, { label: "A" }] }, ["optionValueUnique"]],
      [{ options: [{ label: "A", value: "x" }, { label: "B", value: "x" }] }, ["optionValueUnique"]],
      [{ options: [{ label: "G", options: [{ label: "H", options: [{ label: "I" }] }] }] }, ["optionGroup"]],
      [{ options, multiSelect: "maybe" }, ["property"]],
    ])("%j -> %j", (props, expected) => {
      expect(one({ id: "choice", type: "select", label: "Choice", ...props }).sort()).toEqual([...expected].sort());
    });
  });

  describe("checkbox, checkboxGroup, radio", () => {
    it.each([
      [{ type: "checkbox", initialVal: true }, []],
      [{ type: "checkbox", initialVal: "yes" }, ["property"]],
      [{ type: "checkboxGroup", options: [{ id: "a", label: "A", initialVal: true }, { label: "B" }], minLength: 1, maxLength: 2 }, []],
      [{ type: "checkboxGroup", options: [{ id: "a", label: "A" }], minLength: 3, maxLength: 1 }, ["lengthRange"]],
      [{ type: "checkboxGroup", options: [{ id: "a", label: "A" }, { id: "a", label: "B" }] }, ["optionValueUnique"]],
      [{ type: "radio", options: [{ id: "y", label: "Yes" }, { label: "No" }], initialVal: "y" }, []],
      [{ type: "radio", options: [{ id: "y" }] }, ["optionLabel"]],
    ])("%j -> %j", (props, expected) => {
      expect(one({ id: "choice", label: "Choice", ...props }).sort()).toEqual([...expected].sort());
    });
  });

  describe("label, tel, url, social, email, rating, note", () => {
    it.each([
      [{ type: "label", subtype: "header" }, []],
      [{ type: "label", subtype: "huge" }, ["property"]],
      [{ type: "tel", placeholder: "+44", initialVal: "" }, []],
      [{ type: "url", placeholder: "www." }, []],
      [{ type: "social", initialVal: "@x" }, []],
      [{ type: "email", initialVal: 5 }, ["property"]],
      [{ type: "rating", maxRating: "5", minLabel: "Bad", maxLabel: "Good" }, []],
      [{ type: "rating", maxRating: 10 }, []],
      [{ type: "rating", maxRating: "7" }, ["maxRating"]],
      [{ type: "note" }, ["labelRequired"]],
    ])("%j -> %j", (props, expected) => {
      expect(one({ id: "thing", label: "Thing", ...props, ...(props.type === "note" ? { label: undefined } : {}) }).sort()).toEqual([...expected].sort());
    });
  });

  describe("logic", () => {
    const base = [
      { id: "interested", type: "checkbox", label: "Interested" },
      { id: "country", type: "text", label: "Country" },
    ];
    const withLogic = (logic: Record<string, unknown>) => rules([...base, { id: "detail", type: "text", label: "Detail", ...logic }]);

    it.each([
      [{ displayed: { interested: true } }, []],
      [{ displayed: { country: "/^(uk|gb)$/i" } }, []],
      [{ displayed: { country: { $in: ["UK", "IE"] }, interested: { $ne: false } } }, []],
      [{ displayed: { $or: [{ country: "UK" }, { interested: true }] } }, []],
      [{ displayed: { $and: [{ country: { $exists: true } }, { $nor: [{ country: "FR" }] }] } }, []],
      [{ displayed: { country: { $regex: "^u", $options: "i" } } }, []],
      [{ displayed: { country: { $not: { $eq: "FR" } } } }, []],
      [{ displayed: { interested: { $displayed: true } } }, []],
      [{ required: { country: { $required: false } } }, []],
      [{ displayed: { country: { $gt: "A", $lte: "Z", $gte: "B", $lt: "Y", $nin: ["X"] } } }, []],
      [{ displayed: { country: { $all: ["a"], $size: 1, $elemMatch: { $eq: "a" } } } }, []],
      [{ displayed: { $where: "true" } }, ["logicOperator"]],
      [{ displayed: { country: { $where: "true" } } }, ["logicOperator"]],
      [{ displayed: { country: { $mod: [2, 0] } } }, ["logicOperator"]],
      [{ displayed: { country: { $type: "string" } } }, ["logicOperator"]],
      [{ displayed: { $eq: 1 } }, ["logicShape"]],
      [{ displayed: { nowhere: true } }, ["logicReference"]],
      [{ displayed: { $or: [{ nowhere: 1 }] } }, ["logicReference"]],
      [{ displayed: { country: "/([/" } }, ["logicRegex"]],
      [{ displayed: { country: { $regex: "([" } } }, ["logicRegex"]],
      [{ displayed: { $or: [] } }, ["logicShape"]],
      [{ displayed: { country: { $in: "UK" } } }, ["logicShape"]],
      [{ displayed: { country: { $exists: "yes" } } }, ["logicShape"]],
      [{ displayed: { interested: { $displayed: "yes" } } }, ["logicShape"]],
      [{ displayed: { country: { $eq: "UK", plain: 1 } } }, ["logicShape"]],
      [{ displayed: { country: { $elemMatch: { $gte: "A", $lt: "M" } } } }, []],
      [{ displayed: { country: { $elemMatch: { code: "UK", $or: [{ size: { $gt: 1 } }, { size: 0 }] } } } }, []],
      [{ displayed: { country: { $elemMatch: { code: { $where: "1" } } } } }, ["logicOperator"]],
      [{ displayed: { country: { $elemMatch: { $and: [{ code: { $foo: 1 } }] } } } }, ["logicOperator"]],
      [{ displayed: { country: { $elemMatch: { code: { $displayed: true } } } } }, ["logicShape"]],
      [{ displayed: { country: { code: { $where: "1" } } } }, ["logicOperator"]],
      [{ displayed: { country: { $in: [{ $where: "1" }] } } }, ["logicOperator"]],
      [{ displayed: { country: "/^(\\w)\\1$/" } }, ["logicRegex"]],
      [{ displayed: { country: { $regex: "^(?!UK)" } } }, ["logicRegex"]],
    ])("%j -> %j", (logic, expected) => {
      expect(withLogic(logic)).toEqual(expected);
    });

    it("accepts logic 32 levels deep and refuses 33", () => {
      const nested = (levels: number) => {
        let expression: Record<string, unknown> = { country: "UK" };
        for (let level = 1; level < levels; level++) expression = { $and: [expression] };
        return expression;
      };
      expect(withLogic({ displayed: nested(32) })).toEqual([]);
      expect(withLogic({ displayed: nested(33) })).toEqual(["logicDepth"]);
    });

    it.each([
      [
        "a $displayed cycle",
        [
          { id: "a", type: "text", label: "A", displayed: { b: { $displayed: true } } },
          { id: "b", type: "text", label: "B", displayed: { a: { $displayed: true } } },
        ],
      ],
      [
        "a $required cycle",
        [
          { id: "a", type: "text", label: "A", required: { b: { $required: true } } },
          { id: "b", type: "text", label: "B", required: { a: { $required: true } } },
        ],
      ],
      ["displayed: required with a required that reads its own displayed", [{ id: "a", type: "text", label: "A", displayed: "required", required: { a: { $displayed: true } } }]],
    ])("refuses %s", (_name, questions) => {
      expect(rules(questions)).toContain("logicCycle");
    });

    it("accepts a chain without a cycle", () => {
      expect(
        rules([
          { id: "a", type: "checkbox", label: "A" },
          { id: "b", type: "text", label: "B", displayed: { a: true } },
          { id: "c", type: "text", label: "C", displayed: { b: { $displayed: true } }, required: { b: { $required: false } } },
        ]),
      ).toEqual([]);
    });
  });

  describe("check-in events", () => {
    it("need fullName and email questions", () => {
      expect(rules([{ id: "company", type: "text", label: "C" }], "checkIn")).toEqual(["checkInRequires", "checkInRequires"]);
      expect(rules([{ id: "fullName", type: "text", label: "Name" }, { id: "email", type: "email", label: "E-mail" }], "checkIn")).toEqual([]);
      expect(rules([], "standard")).toEqual([]);
      expect(rules([{ id: "fullName", type: "label", label: "Name" }, { id: "email", type: "checkbox", label: "E-mail" }], "checkIn")).toEqual(["checkInRequires", "checkInRequires"]);
      expect(rules([{ id: "fullName", type: "label", label: "Name" }], "standard")).toEqual([]);
    });
  });

  it("names option groups by position and label, and lenient properties by what they expect", () => {
    const messages = validateDefinition(
      [
        { id: "role", type: "select", label: "Role", multiSelect: "maybe", options: [{ label: "Engineering", options: [{ value: "x" }] }] },
        { id: "size", type: "number", label: "Size", step: "two" },
      ],
      {},
    ).map((issue) => issue.message);
    expect(messages).toEqual([
      "Question 'role' (1st): option 1 of group 1 ('Engineering') has no label.",
      "Question 'role' (1st): 'multiSelect' is invalid: expected true or false.",
      "Question 'size' (2nd): step must be a positive whole number.",
    ]);
  });

  it("never throws, whatever it is given", () => {
    fc.assert(
      fc.property(fc.anything({ withObjectString: true, withNullPrototype: true, maxDepth: 6 }), (input) => {
        // validateDefinition guards itself with a catch-all; reaching it ("internal") is the defect this looks for.
        expect(validateDefinition(input, { eventType: "checkIn" }).filter((issue) => issue.rule === "internal")).toEqual([]);
      }),
      { numRuns: 400 },
    );
    fc.assert(
      fc.property(fc.array(fc.dictionary(fc.constantFrom("id", "type", "label", "displayed", "required", "options", "minLength", "pattern"), fc.anything({ maxDepth: 4 }))), (input) => {
        expect(validateDefinition(input, {}).filter((issue) => issue.rule === "internal")).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });
});
