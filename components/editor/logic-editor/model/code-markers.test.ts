import { describe, expect, it } from "vitest";
import { markers } from "./code-markers";

const form = [
  { id: "jobRole", type: "radio", label: "Job role", options: [{ label: "Engineer", id: "engineer" }] },
  { id: "budget", type: "number", label: "Budget", displayed: { reason: { $displayed: true } } },
  { id: "reason", type: "text", label: "Reason" },
];

describe("markers", () => {
  it("marks a value that is none of the question's options, on its key, with the visual rules' words", () => {
    const text = '{"jobRole": "ceo"}';
    const [marker] = markers(text, form, "reason", "displayed");
    expect(marker).toMatchObject({
      rule: "notAnOption",
      message: `Compares 'jobRole' with the text "ceo", which is not one of its options.`,
    });
    expect(text.slice(marker.start, marker.end)).toBe('"jobRole"');
  });

  it("marks a circle through another question", () => {
    expect(
      markers('{"budget": {"$displayed": true}}', form, "reason", "displayed").map((marker) => marker.rule),
    ).toEqual(["logicCycle"]);
  });

  it("has nothing to say about a valid condition", () => {
    expect(markers('{"jobRole": "engineer"}', form, "reason", "displayed")).toEqual([]);
  });
});

const at = (text: string, questionId = "reason", attribute: "displayed" | "required" = "displayed") =>
  markers(text, [...form, { id: "broken", type: "text" }], questionId, attribute).map((marker) => ({
    rule: marker.rule,
    message: marker.message,
    at: text.slice(marker.start, marker.end),
  }));

describe("markers: syntax", () => {
  it.each([
    ['{"a" 1}', "a colon is expected after the property name", "1"],
    ["[1] 2", "there is more after the end of the expression", "2"],
    ['{"a": 1 // c\n}', "JSON has no comments", "// c"],
    ['{"a": "\\q"}', 'an escape is invalid (use \\n, \\" or \\\\)', '"\\q"'],
    ['{"a": 1e}', "a number is cut off", "1e"],
    ['{"a": "\\u12"}', "a \\u escape is invalid", '"\\u12"'],
    ['{"a": "x\ty"}', "a text contains a control character such as a line break", '"x\ty"'],
    ['{"a": 1 "b": 2}', "a comma is expected between items", '"b"'],
  ])("%j: %s", (text, message, where) => {
    expect(at(text)).toEqual([{ rule: "json", message: `This is not valid JSON: ${message}.`, at: where }]);
  });

  it("marks at least one character where the text ends, and every error in order", () => {
    expect(at("")).toEqual([{ rule: "json", message: "This is not valid JSON: a value is expected here.", at: "" }]);
    expect(markers("", form, "reason", "displayed")[0]).toMatchObject({ start: 0, end: 1 });
    expect(at('{"a": [1}').map((marker) => marker.message)).toEqual([
      "This is not valid JSON: a comma is expected between items.",
      "This is not valid JSON: a value is expected here.",
      "This is not valid JSON: a closing ] is missing.",
      "This is not valid JSON: a closing } is missing.",
    ]);
    expect(at('{"a": @}')).toEqual([
      {
        rule: "json",
        message: "This is not valid JSON: an unexpected character here (names and texts go in double quotes).",
        at: "@",
      },
      { rule: "json", message: "This is not valid JSON: a value is expected here.", at: "}" },
    ]);
    expect(at("{1: 2}")[0]).toEqual({
      rule: "json",
      message: 'This is not valid JSON: a property name in double quotes, such as "country", is expected here.',
      at: "1",
    });
    expect(at('{"a": "b')[0]).toEqual({
      rule: "json",
      message: 'This is not valid JSON: a text is missing its closing ".',
      at: '"b',
    });
  });
});

describe("markers: the API's problems, where they are", () => {
  it("marks an unknown question on its key, also inside $or, for the attribute being edited", () => {
    expect(at('{"nobody": 1}')).toEqual([
      {
        rule: "logicReference",
        message: "Question 'reason' (3rd): 'displayed' refers to 'nobody', which is not a question of this event.",
        at: '"nobody"',
      },
    ]);
    expect(at('{"$or": [{"jobRole": "engineer"}, {"nobody": 1}]}', "reason", "required")).toEqual([
      {
        rule: "logicReference",
        message: "Question 'reason' (3rd): 'required' refers to 'nobody', which is not a question of this event.",
        at: '"nobody"',
      },
    ]);
  });

  it("marks an operator's problem on the operator", () => {
    expect(at('{"jobRole": {"$foo": 1}}').map(({ rule, at }) => [rule, at])).toEqual([["logicOperator", '"$foo"']]);
    expect(at('{"jobRole": {"$regex": "("}}').map(({ rule, at }) => [rule, at])).toEqual([["logicRegex", '"$regex"']]);
  });

  it("marks a value that is no expression as a whole", () => {
    expect(at('"x"')).toEqual([
      {
        rule: "logicShape",
        message: `Question 'reason' (3rd): 'displayed' must be true, false, "required" or a logic expression object.`,
        at: '"x"',
      },
    ]);
  });

  it(
    "checks a question that is not in the form yet as a new last one, and " + "leaves other questions' problems out",
    () => {
      expect(at('{"nobody": 1}', "newOne", "required")).toEqual([
        {
          rule: "logicReference",
          message: "Question 'newOne' (5th): 'required' refers to 'nobody', which is not a question of this event.",
          at: '"nobody"',
        },
      ]);
      expect(at('{"jobRole": "engineer"}')).toEqual([]);
    },
  );

  it("marks a circle on the question of the circle the expression names", () => {
    expect(at('{"budget": {"$displayed": true}}')).toEqual([
      {
        rule: "logicCycle",
        message:
          "Question 'budget' (2nd): its logic goes round in a circle through 'budget' → 'reason'. Break the circle.",
        at: '"budget"',
      },
    ]);
  });
});

// Mutants that survive, equivalent: the filter of the questions handed to optionValueProblems (dropping it, or any of
// its two checks): optionValueProblems looks questions up by id and finds no problem for a type it does not know, so
// a question whose id or type is no text changes nothing. Not disabled: the same line holds mutants the tests kill.
describe("markers: placement in lists and edges", () => {
  it("places a problem in the 11th item of a list there, not on the same key in the 1st", () => {
    const items = [
      { jobRole: { $in: ["engineer"] } },
      ...Array.from({ length: 9 }, () => ({ jobRole: "engineer" })),
      { jobRole: { $in: "engineer" } },
    ];
    const text = JSON.stringify({ $or: items });
    const [marker] = markers(text, form, "reason", "displayed");
    expect(marker.rule).toBe("logicShape");
    expect(marker.start).toBe(text.lastIndexOf('"$in"'));
  });

  it("marks a value in a list on the value itself", () => {
    const text = '{"jobRole": {"$in": ["engineer", "ceo"]}}';
    const [marker] = markers(text, form, "reason", "displayed");
    expect([marker.rule, marker.severity, text.slice(marker.start, marker.end)]).toEqual([
      "notAnOption",
      "error",
      '"ceo"',
    ]);
  });

  it("checks the first question of the form as itself", () => {
    expect(
      markers('{"nobody": 1}', form, "jobRole", "displayed").map((marker) => [marker.severity, marker.message]),
    ).toEqual([
      ["error", "Question 'jobRole' (1st): 'displayed' refers to 'nobody', which is not a question of this event."],
    ]);
  });

  it("marks a circle through a $required among other operators on its question's key", () => {
    const text = '{"jobRole": "engineer", "budget": {"$gt": 1, "$required": true}}';
    const [marker] = markers(text, form, "reason", "displayed");
    expect([marker.rule, text.slice(marker.start, marker.end)]).toEqual(["logicCycle", '"budget"']);
  });
});

describe("markers: more edges", () => {
  it("refuses a trailing comma (JSON.parse would), with a syntax error that says it is an error", () => {
    expect(at('{"jobRole": "engineer",}')).toEqual([
      {
        rule: "json",
        message: 'This is not valid JSON: a property name in double quotes, such as "country", is expected here.',
        at: "}",
      },
      { rule: "json", message: "This is not valid JSON: a value is expected here.", at: "}" },
    ]);
    expect(markers("[1,]", form, "reason", "displayed").map((marker) => marker.severity)).toEqual(["error"]);
  });

  it("marks a list where an expression belongs as a whole", () => {
    expect(at('[{"nobody": 1}]').map(({ rule, at }) => [rule, at])).toEqual([["logicShape", '[{"nobody": 1}]']]);
  });

  it("shows only the circles through the question edited, and no other question's problem that merely names it", () => {
    const circles = [
      { id: "required", type: "text", label: "Required" },
      { id: "x", type: "text", label: "X", displayed: { y: { $displayed: true } } },
      { id: "y", type: "text", label: "Y", displayed: { x: { $displayed: true } } },
      { id: "z", type: "text", label: "Z", required: { required: { $regex: "(" } } },
    ];
    expect(markers('{"x": "a"}', circles, "required", "displayed")).toEqual([]);
    expect(markers('{"x": "a"}', circles, "x", "required").map((marker) => marker.rule)).toEqual(["logicCycle"]);
  });

  it(
    "marks a circle on the key whose condition reads the state, not on a " +
      "string of the same name in a list before it",
    () => {
      const text = '{"$or": [{"jobRole": {"$in": ["budget"]}}, {"budget": {"$displayed": true}}]}';
      const cycle = markers(text, form, "reason", "displayed").filter((marker) => marker.rule === "logicCycle");
      expect(cycle.map((marker) => [marker.start, marker.end])).toEqual([
        [text.lastIndexOf('"budget"'), text.lastIndexOf('"budget"') + '"budget"'.length],
      ]);
    },
  );

  it("marks a circle on the whole expression when the first key of its question's name reads no state", () => {
    const text = '{"$or": [{"budget": 1}, {"budget": {"$displayed": true}}]}';
    expect(markers(text, form, "reason", "displayed").map(({ rule, start, end }) => [rule, start, end])).toEqual([
      ["logicCycle", 0, text.length],
    ]);
  });
});
