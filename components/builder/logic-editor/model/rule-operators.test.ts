import { describe, expect, it } from "vitest";
import { operatorsFor, optionChoices, ruleValueProblem, valueKindFor } from "./rule-operators";
import { SAMPLE_FORM } from "./testing/sample-form";

const question = (id: string) => SAMPLE_FORM.find((candidate) => candidate.id === id)!;
const STATE = ["displayed", "required"];
const ITEM = ["itemIs", "itemIsNot", "itemIn", "itemNotIn", "itemMatches", "itemNotMatches"];

describe("operatorsFor", () => {
  it.each([
    ["firstName", ["equals", "notEquals", "in", "notIn", "matches", "notMatches", "gt", "gte", "lt", "lte", "answered", "empty", ...STATE]],
    ["email", ["equals", "notEquals", "in", "notIn", "matches", "notMatches", "gt", "gte", "lt", "lte", "answered", "empty", ...STATE]],
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
    expect(valueKindFor(question("topics"), "contains")).toEqual({ kind: "option", list: true, options: [{ value: "ai", label: "AI" }, { value: "iot", label: "IoT" }] });
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
    ["companySize", "gt", "5", "compares 'companySize' (a number question) with the text \"5\" where a number is expected"],
    ["visitMonth", "lt", "2027-03-01", "compares 'visitMonth' with the text \"2027-03-01\" where a month such as 2027-03 is expected"],
    ["newsletter", "equals", "true", "compares 'newsletter' with the text \"true\" where true or false is expected"],
    ["topics", "contains", ["ai", "iot"], null],
    ["topics", "count", 2, null],
    ["topics", "count", 1.5, "'has this many chosen' takes a whole number of items, 0 or more"],
    ["firstName", "notMatches", { pattern: "^a", flags: "i" }, null],
    ["topics", "contains", "ai", "'contains' takes a list of values"],
    ["firstName", "equals", "/^a/", "\"/^a/\" would be read as a regular expression; use 'matches' for patterns"],
    ["firstName", "matches", { pattern: "^a", flags: "i" }, null],
    ["firstName", "answered", null, null],
    ["firstName", "displayed", "yes", "'displayed' takes true or false"],
  ])("%s %s %j", (id, operator, value, expected) => {
    expect(ruleValueProblem(question(id), operator as never, value)).toBe(expected);
  });
});
