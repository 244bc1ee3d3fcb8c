import { describe, expect, it } from "vitest";
import {
  isMultiValue,
  ITEM_OPERATORS,
  OPERATOR_LABELS,
  operatorsFor,
  optionChoices,
  ruleValueProblem,
  valueKindFor,
} from "./rule-operators";
import { SAMPLE_FORM } from "./testing/sample-form";

const question = (id: string) => SAMPLE_FORM.find((candidate) => candidate.id === id)!;
const STATE = ["displayed", "required"];
const ITEM = ["itemIs", "itemIsNot", "itemIn", "itemNotIn", "itemMatches", "itemNotMatches"];

describe("operatorsFor", () => {
  it.each([
    [
      "firstName",
      [
        "equals",
        "notEquals",
        "in",
        "notIn",
        "matches",
        "notMatches",
        "gt",
        "gte",
        "lt",
        "lte",
        "answered",
        "empty",
        ...STATE,
      ],
    ],
    [
      "email",
      [
        "equals",
        "notEquals",
        "in",
        "notIn",
        "matches",
        "notMatches",
        "gt",
        "gte",
        "lt",
        "lte",
        "answered",
        "empty",
        ...STATE,
      ],
    ],
    ["visitDay", ["equals", "notEquals", "in", "notIn", "gt", "gte", "lt", "lte", "answered", "empty", ...STATE]],
    ["country", ["equals", "notEquals", "in", "notIn", "answered", "empty", ...STATE]],
    ["interests", ["contains", "in", "notIn", "count", "answered", "empty", ...STATE, ...ITEM]],
    ["newsletter", ["equals", "notEquals", "answered", "empty", ...STATE]],
    ["topics", ["contains", "in", "notIn", "count", "answered", "empty", ...STATE, ...ITEM]],
    ["visitorType", ["equals", "notEquals", "in", "notIn", "answered", "empty", ...STATE]],
    ["companySize", ["equals", "notEquals", "in", "notIn", "gt", "gte", "lt", "lte", "answered", "empty", ...STATE]],
    ["score", ["equals", "notEquals", "in", "notIn", "gt", "gte", "lt", "lte", "answered", "empty", ...STATE]],
    ["intro", ["displayed"]],
    ["legal", ["displayed"]],
  ])("%s", (id, expected) => {
    expect(operatorsFor(question(id))).toEqual(expected);
  });
});

describe("valueKindFor", () => {
  it("offers a select's options with their groups, and a radio's or checkboxGroup's by id", () => {
    expect(optionChoices(question("country"))).toEqual([
      { value: "uk", label: "United Kingdom", group: "Europe" },
      { value: "fr", label: "France", group: "Europe" },
      { value: "Other", label: "Other" },
    ]);
    expect(valueKindFor(question("topics"), "contains")).toEqual({
      kind: "option",
      list: true,
      options: [
        { value: "ai", label: "AI" },
        { value: "iot", label: "IoT" },
      ],
    });
    expect(valueKindFor(question("visitorType"), "equals")).toMatchObject({ kind: "option", list: false });
  });

  it.each([
    ["visitDay", "gt", { kind: "date", list: false, subtype: "date", example: "2027-03-14" }],
    ["visitMonth", "in", { kind: "date", list: true, subtype: "month", example: "2027-03" }],
    ["companySize", "lte", { kind: "number", list: false }],
    ["score", "equals", { kind: "number", list: false }],
    ["newsletter", "equals", { kind: "boolean" }],
    ["firstName", "notIn", { kind: "text", list: true }],
    ["firstName", "matches", { kind: "regex" }],
    ["phone", "answered", { kind: "none" }],
    ["intro", "displayed", { kind: "boolean" }],
  ])("%s %s", (id, operator, expected) => {
    expect(valueKindFor(question(id), operator as never)).toEqual(expected);
  });
});

describe("ruleValueProblem", () => {
  it.each([
    ["country", "equals", "uk", null],
    ["country", "equals", "de", "compares 'country' with the text \"de\", which is not one of its options"],
    [
      "companySize",
      "gt",
      "5",
      "compares 'companySize' (a number question) with the text \"5\" where a number is expected",
    ],
    [
      "visitMonth",
      "lt",
      "2027-03-01",
      "compares 'visitMonth' with the text \"2027-03-01\" where a month such as 2027-03 is expected",
    ],
    ["newsletter", "equals", "true", "compares 'newsletter' with the text \"true\" where true or false is expected"],
    ["topics", "contains", ["ai", "iot"], null],
    ["topics", "count", 2, null],
    ["topics", "count", 1.5, "'has this many chosen' takes a whole number of items, 0 or more"],
    ["firstName", "notMatches", { pattern: "^a", flags: "i" }, null],
    ["topics", "contains", "ai", "'contains' takes a list of values"],
    ["firstName", "equals", "/^a/", "\"/^a/\" would be read as a regular expression; use 'matches' for patterns"],
    [
      "firstName",
      "notEquals",
      "/^a/",
      "\"/^a/\" looks like a regular expression, which 'does not equal' " +
        "cannot compare with; use 'does not match' for patterns",
    ],
    ["firstName", "notEquals", "a/b", null],
    ["firstName", "matches", { pattern: "^a", flags: "i" }, null],
    ["firstName", "answered", null, null],
    ["firstName", "displayed", "yes", "'displayed' takes true or false"],
  ])("%s %s %j", (id, operator, value, expected) => {
    expect(ruleValueProblem(question(id), operator as never, value)).toBe(expected);
  });
});

// The mutant of rule-operators.ts that `npm run test:mutation @model` leaves (no coverage), and why it is
// equivalent: itemProblem's `default:` branch is reached by no value kind, since ruleValueProblem answers the kinds
// it is for (none, regex and count) before it asks itemProblem.
describe("rule operators: labels, variants and every value check", () => {
  it("labels each operator in the menu's words: every operator a question offers, no label empty, no two alike", () => {
    const labels = Object.values(OPERATOR_LABELS);
    expect(labels.filter((label) => label.trim() === "")).toEqual([]);
    expect(new Set(labels).size).toBe(labels.length);
    const offered = new Set(SAMPLE_FORM.flatMap((each) => operatorsFor(each)));
    expect(Object.keys(OPERATOR_LABELS).sort()).toEqual([...offered].sort());
    // An operator on one item of a list answer says so; no other does. (The words of the others stand in the
    // value checks' messages below, which quote them.)
    for (const [operator, label] of Object.entries(OPERATOR_LABELS))
      expect([operator, label.startsWith("has an item ")]).toEqual([operator, operator in ITEM_OPERATORS]);
  });

  it('counts a select as multi-valued when multiSelect is true or "true", and a divider as taking no value', () => {
    const select = { id: "s", type: "select", options: [] };
    expect(isMultiValue({ ...select, multiSelect: "true" })).toBe(true);
    expect(isMultiValue({ ...select, multiSelect: "yes" })).toBe(false);
    expect(isMultiValue({ ...select, multiSelect: false })).toBe(false);
    expect(operatorsFor({ ...select, multiSelect: "true" })).toContain("itemIs");
    expect(operatorsFor({ id: "d", type: "divider" })).toEqual(["displayed"]);
    // multiSelect means something on a select only.
    expect(isMultiValue({ id: "r", type: "radio", options: [], multiSelect: true })).toBe(false);
  });

  it("gives an item operator the value kind of its operator on the item", () => {
    const interests = question("interests");
    expect(valueKindFor(interests, "itemIs")).toEqual({
      kind: "option",
      list: false,
      options: [
        { value: "plc", label: "PLC" },
        { value: "vision", label: "Vision" },
      ],
    });
    expect(valueKindFor(interests, "itemNotIn")).toMatchObject({ kind: "option", list: true });
    expect(valueKindFor(interests, "itemIn")).toMatchObject({ kind: "option", list: true });
    expect(valueKindFor(interests, "itemNotMatches")).toEqual({ kind: "regex" });
    expect(valueKindFor(interests, "empty")).toEqual({ kind: "none" });
    expect(valueKindFor(interests, "required")).toEqual({ kind: "boolean" });
    expect(valueKindFor(question("topics"), "count")).toEqual({ kind: "count" });
    expect(valueKindFor(question("visitorType"), "in")).toMatchObject({ kind: "option", list: true });
    expect(valueKindFor({ id: "d", type: "date", subtype: "century" }, "equals")).toEqual({
      kind: "date",
      list: false,
      subtype: "date",
      example: "2027-03-14",
    });
    expect(valueKindFor({ id: "d", type: "date", subtype: 3 }, "equals")).toMatchObject({ subtype: "date" });
  });

  it("takes an option's id for a radio, its value (or label) for a select, and skips what is not an option", () => {
    // A radio has no option groups: an option holding options is an option itself.
    expect(
      optionChoices({
        id: "r",
        type: "radio",
        options: [
          { id: "a", value: "x", label: "A" },
          { label: "B" },
          "junk",
          null,
          { id: 5 },
          { label: "G", options: [{ id: "n" }] },
        ],
      }),
    ).toEqual([
      { value: "a", label: "A" },
      { value: "B", label: "B" },
      { value: "", label: "" },
      { value: "G", label: "G" },
    ]);
    expect(optionChoices({ id: "s", type: "select", options: "a,b" })).toEqual([]);
    // An option outside a group has no group property at all (not one set to undefined).
    expect(optionChoices({ id: "r", type: "radio", options: [{ id: "a", label: "A" }] })).toStrictEqual([
      { value: "a", label: "A" },
    ]);
  });

  it.each([
    ["phone", "answered", "x", "'answered' takes no value"],
    ["firstName", "empty", 0, "'empty' takes no value"],
    ["firstName", "matches", { pattern: "^a" }, "a regular expression rule needs a pattern and its flags"],
    ["firstName", "matches", { pattern: "^a", flags: 1 }, "a regular expression rule needs a pattern and its flags"],
    ["firstName", "matches", { pattern: 1, flags: "" }, "a regular expression rule needs a pattern and its flags"],
    [
      "firstName",
      "matches",
      { pattern: "^a", flags: "", extra: 1 },
      "a regular expression rule needs a pattern and its flags",
    ],
    ["firstName", "matches", "^a", "a regular expression rule needs a pattern and its flags"],
    ["topics", "count", 0, null],
    ["topics", "count", -1, "'has this many chosen' takes a whole number of items, 0 or more"],
    ["topics", "count", "2", "'has this many chosen' takes a whole number of items, 0 or more"],
    ["firstName", "required", true, null],
    ["firstName", "required", 1, "'required' takes true or false"],
    ["firstName", "in", "a", "'is one of' takes a list of values"],
    ["firstName", "in", ["a", 2], "compares 'firstName' with number 2 where a text is expected"],
    ["firstName", "in", [], null],
    [
      "companySize",
      "in",
      [1, Infinity],
      "compares 'companySize' (a number question) with number Infinity where a number is expected",
    ],
    [
      "companySize",
      "equals",
      Number.NaN,
      "compares 'companySize' (a number question) with number NaN where a number is expected",
    ],
    ["score", "lt", 3, null],
    ["newsletter", "equals", false, null],
    ["newsletter", "equals", null, "compares 'newsletter' with null where true or false is expected"],
    ["visitDay", "equals", "2027-03-14", null],
    [
      "visitDay",
      "equals",
      20270314,
      "compares 'visitDay' with number 20270314 where a date such as 2027-03-14 is expected",
    ],
    ["visitorType", "equals", ["partner"], "compares 'visitorType' with a list, which is not one of its options"],
    [
      "visitorType",
      "equals",
      { id: "partner" },
      "compares 'visitorType' with an object, which is not one of its options",
    ],
    ["interests", "itemIs", "/^p/", "\"/^p/\" would be read as a regular expression; use 'matches' for patterns"],
    [
      "interests",
      "itemIsNot",
      "/^p/",
      "\"/^p/\" looks like a regular expression, which 'does not equal' " +
        "cannot compare with; use 'does not match' for patterns",
    ],
    ["interests", "itemIs", "plc", null],
    ["firstName", "equals", "a/b/", null],
    ["firstName", "equals", true, "compares 'firstName' with boolean true where a text is expected"],
    // A list holding one text reads as that text where it is turned into one: it must still be refused.
    ["firstName", "equals", ["/^a/"], "compares 'firstName' with a list where a text is expected"],
    ["firstName", "notEquals", ["/^a/"], "compares 'firstName' with a list where a text is expected"],
    // A pattern under an order comparison is left to the API's own check, whose words ruleProblem gives
    // (rule-tree.test.ts).
    ["firstName", "gt", "/^a/", null],
    ["firstName", "lte", "/^a/", null],
    [
      "visitDay",
      "equals",
      ["2027-03-14"],
      "compares 'visitDay' with a list where a date such as 2027-03-14 is expected",
    ],
  ])("%s %s %j", (id, operator, value, expected) => {
    expect(ruleValueProblem(question(id), operator as never, value)).toBe(expected);
  });
});
