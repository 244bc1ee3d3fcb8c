import { describe, expect, it } from "vitest";
import { ALLOWED_OPERATORS } from "@/lib/logic";
import { completions, hover } from "./code-assist";
import { markers } from "./code-markers";
import { OPERATOR_DOCS, PATTERN_DOCS } from "./operator-docs";
import { SAMPLE_FORM } from "./testing/sample-form";

/** The text without the "|" that marks the cursor, and the cursor's offset. */
const at = (marked: string) => ({ text: marked.replace("|", ""), offset: marked.indexOf("|") });
const complete = (marked: string) => {
  const { text, offset } = at(marked);
  return completions(text, offset, SAMPLE_FORM);
};
const labels = (marked: string) => complete(marked).map((completion) => `${completion.kind}:${completion.label}`);
const QUESTION_IDS = SAMPLE_FORM.map((question) => `question:${question.id}`);

const FIELD_OPERATORS = [...ALLOWED_OPERATORS]
  .filter((op) => !["$and", "$or", "$nor"].includes(op))
  .map((op) => `operator:${op}`);

describe("completions", () => {
  it.each([
    ['{"|"}', [...QUESTION_IDS, "operator:$and", "operator:$or", "operator:$nor"]],
    ["{|}", [...QUESTION_IDS, "operator:$and", "operator:$or", "operator:$nor"]],
    ['{"country": "uk", |}', [...QUESTION_IDS, "operator:$and", "operator:$or", "operator:$nor"]],
    ['{"country": {|}}', FIELD_OPERATORS],
    ['{"vis|": "partner"}', [...QUESTION_IDS, "operator:$and", "operator:$or", "operator:$nor"]],
    ['{"$or": [{"|"}]}', [...QUESTION_IDS, "operator:$and", "operator:$or", "operator:$nor"]],
    ['{"country": {"|"}}', FIELD_OPERATORS],
    ['{"country": {"$not": {"$|"}}}', FIELD_OPERATORS],
    ['{"country": "|"}', ["value:uk", "value:fr", "value:Other"]],
    ['{"country": {"$in": ["uk", |]}}', ["value:uk", "value:fr", "value:Other"]],
    ['{"$and": [{"visitorType": {"$ne": "|"}}]}', ["value:partner", "value:guest"]],
    ['{"topics": {"$all": ["|"]}}', ["value:ai", "value:iot"]],
    ['{"newsletter": |}', ["value:true", "value:false"]],
    ['{"companySize": {"$displayed": |}}', ["value:true", "value:false"]],
    ['{"firstName": {"$regex": "|"}}', []],
    ['{"topics": {"$elemMatch": {"|"}}}', []],
    ['{"nobody": "|"}', []],
  ])("%s", (marked, expected) => {
    expect(labels(marked)).toEqual(expected);
  });

  it("replaces the whole string under the cursor, quotes included, with quoted JSON", () => {
    const [first] = complete('{"vis|": "partner"}');
    expect(first).toMatchObject({
      insertText: '"firstName"',
      filterText: '"firstName"',
      range: { start: 1, end: 6 },
      detail: "First name (text)",
    });
    const country = complete('{"country": "u|"}');
    expect(country[0]).toMatchObject({
      insertText: '"uk"',
      range: { start: 12, end: 15 },
      detail: "United Kingdom (Europe) — an option of country",
    });
    expect(complete('{"newsletter": |}')[0]).toMatchObject({ insertText: "true", range: { start: 15, end: 15 } });
  });
});

describe("completions on one question", () => {
  it("offers no joins among a field's operators", () => {
    expect(FIELD_OPERATORS).not.toContain("operator:$and");
    expect(FIELD_OPERATORS).toContain("operator:$in");
  });
});

describe("hover", () => {
  it("describes operators, refuses unknown ones, and names questions", () => {
    const text = '{"country": {"$in": ["uk"], "$where": 1}, "visitorType": "partner"}';
    expect(hover(text, text.indexOf("$in") + 1, SAMPLE_FORM)).toEqual({
      contents: `**$in** — ${OPERATOR_DOCS.$in}`,
      range: { start: 13, end: 18 },
    });
    expect(hover(text, text.indexOf("$where") + 2, SAMPLE_FORM)?.contents).toMatch(
      /^\*\*\$where\*\* is not an allowed operator \(allowed: \$eq, /,
    );
    expect(hover(text, text.indexOf("visitorType") + 2, SAMPLE_FORM)?.contents).toBe(
      "**visitorType** — Visitor type (radio); values: partner, guest",
    );
    expect(hover(text, text.indexOf('"uk"') + 1, SAMPLE_FORM)).toBeNull();
  });

  it('says whether a "/…/" value is a pattern where it stands', () => {
    const at = (text: string, value: string) => hover(text, text.indexOf(value) + 2, SAMPLE_FORM)?.contents;
    for (const text of [
      '{"firstName": "/^a/i"}',
      '{"firstName": {"$in": ["x", "/^a/i"]}}',
      '{"firstName": {"$all": ["/^a/i"]}}',
      '{"firstName": {"$not": "/^a/i"}}',
      '{"$or": [{"firstName": {"$nin": ["/^a/i"]}}]}',
    ]) {
      expect(at(text, "/^a/i")).toBe(PATTERN_DOCS.pattern);
    }
    expect(at('{"firstName": {"$eq": "/^a/i"}}', "/^a/i")).toMatch(
      /^Not a pattern here: \$eq compares with the exact value and never matches a pattern, so this is refused\./,
    );
    expect(at('{"firstName": {"$ne": "/^a/i"}}', "/^a/i")).toContain('"does not match" as {"$not": "/…/"}');
    expect(at('{"firstName": {"$regex": "/^a/i"}}', "/^a/i")).toBeUndefined();
    expect(at('{"firstName": "/^a/i"}', "firstName")).toContain("firstName");
  });

  it("has words for every allowed operator", () => {
    expect(Object.keys(OPERATOR_DOCS).sort()).toEqual([...ALLOWED_OPERATORS].sort());
  });
});

describe("markers", () => {
  const form = [
    ...SAMPLE_FORM,
    { id: "budget", type: "number", label: "Budget", displayed: { target: { $displayed: true } } },
    { id: "target", type: "text", label: "Target" },
  ];
  const mark = (text: string, attribute: "displayed" | "required" = "displayed") =>
    markers(text, form, "target", attribute).map((marker) => ({
      text: text.slice(marker.start, marker.end),
      rule: marker.rule,
      message: marker.message,
    }));

  it.each([
    ['{"visitorType": "partner"}', []],
    [
      '{"nobody": 1}',
      [
        {
          text: '"nobody"',
          rule: "logicReference",
          message: "Question 'target' (18th): 'displayed' refers to 'nobody', which is not a question of this event.",
        },
      ],
    ],
    [
      '{"$or": [{"country": "uk"}, {"ghost": 1}]}',
      [
        {
          text: '"ghost"',
          rule: "logicReference",
          message: "Question 'target' (18th): 'displayed' refers to 'ghost', which is not a question of this event.",
        },
      ],
    ],
    [
      '{"country": {"$where": "1"}}',
      [
        {
          text: '"$where"',
          rule: "logicOperator",
          message: "Question 'target' (18th): in 'displayed', $where is not allowed: logic expressions never run code.",
        },
      ],
    ],
    [
      '{"firstName": {"$regex": "(a)\\\\1"}}',
      [
        {
          text: '"$regex"',
          rule: "logicRegex",
          message:
            "Question 'target' (18th): in 'displayed', the regular expression " +
            '"(a)\\\\1" uses a backreference (like \\1), which is not supported.',
        },
      ],
    ],
    [
      '{"budget": {"$displayed": true}}',
      [
        {
          text: '"budget"',
          rule: "logicCycle",
          message:
            "Question 'budget' (17th): its logic goes round in a circle through 'budget' → 'target'. Break the circle.",
        },
      ],
    ],
    [
      '{"country": {"$not": "uk"}}',
      [
        {
          text: '"$not"',
          rule: "logicShape",
          message:
            "Question 'target' (18th): in 'displayed', $not takes an object of " +
            'operators such as {"$in": […]} or a regular expression "/…/"; for "is ' +
            'not" a value use $ne.',
        },
      ],
    ],
    [
      '{"country": {"$all": [{"$elemMatch": {"$eq": "/^u/"}}]}}',
      [
        {
          text: '"$eq"',
          rule: "logicRegex",
          message:
            "Question 'target' (18th): in 'displayed', $eq compares with the " +
            'exact value and never with a pattern, so "/^u/" would be plain text ' +
            'here; to match a pattern use the value itself ({"questionId": "/…/"}) ' +
            "or $regex.",
        },
      ],
    ],
    [
      '"sometimes"',
      [
        {
          text: '"sometimes"',
          rule: "logicShape",
          message:
            "Question 'target' (18th): 'displayed' must be true, false, \"required\" or a logic expression object.",
        },
      ],
    ],
  ])("%s", (text, expected) => {
    expect(mark(text)).toEqual(expected);
  });

  it("gives the API's messages for a required expression too", () => {
    expect(mark('{"country": {"$size": -1}}', "required")).toEqual([
      {
        text: '"$size"',
        rule: "logicShape",
        message: "Question 'target' (18th): in 'required', $size takes a whole number.",
      },
    ]);
  });

  it.each([
    ['{"country": }', "This is not valid JSON: a value is expected here.", "}"],
    [
      '{"country": "uk",}',
      'This is not valid JSON: a property name in double quotes, such as "country", is expected here.',
      "}",
    ],
    [
      "{country: 1}",
      "This is not valid JSON: an unexpected character here (names and texts go in double quotes).",
      "country",
    ],
    ['{"country": "uk"', "This is not valid JSON: a closing } is missing.", ""],
  ])("reports JSON syntax errors: %s", (text, message, marked) => {
    const [first] = markers(text, form, "target", "displayed");
    expect(first).toMatchObject({ rule: "json", severity: "error", message });
    expect(text.slice(first.start, first.end)).toBe(marked);
  });

  it("checks a question that is not in the form yet", () => {
    expect(markers('{"ghost": 1}', SAMPLE_FORM, "newQuestion", "displayed").map((marker) => marker.rule)).toEqual([
      "logicReference",
    ]);
  });
});

// Mutants of code-assist.ts that `npm run test:mutation @model` leaves, all equivalent:
// - placeOf's `{ kind: "other" }` written as `{}` or with another kind (8): every later test asks for a kind it is not.
// - valueCompletions' `operator ?? ""` looked up under another missing name (2): no operator's words are found either
// way.
// - completions' test for the value places turned true: a place that is none of them has no question, and no
//   question gives no values.
// - hover's `node.type !== "string"` and patternHover's `typeof node.value !== "string"` turned false: a node that
//   is not a string holds no pattern either way.
// - patternHover's `place.kind === "value"` before COMPARED turned true: the only other place with an operator is a
//   list's, whose operators ($in, $nin, $all) compare nothing.
// - hover's `node.parent.children?.[0]` without the `?`: a property node always has its key and value as children.
// No coverage, equivalent: the fallbacks `OPERATOR_DOCS[op] ?? ""` (every operator offered has words, checked in
// "has words for every allowed operator") and patternHover's two `place.operator ?? ""` (a value's place always
// holds its operator).
describe("completions: where the cursor stands", () => {
  it.each([
    // A join holds a list: anything else under it is no place for completions.
    ['{"$or": {"x": {"|"}}}', []],
    ['{"$where": {"|"}}', []],
    ['{"x$": {"|"}}', FIELD_OPERATORS],
    // A join inside one question's condition joins conditions on that question.
    ['{"country": {"$and": [{"|"}]}}', FIELD_OPERATORS],
    ['{"country": {"$and": [{"$eq": "|"}]}}', ["value:uk", "value:fr", "value:Other"]],
    ['{"country": {"$in": |}}', ["value:uk", "value:fr", "value:Other"]],
    ['{"country": |}', ["value:uk", "value:fr", "value:Other"]],
    // $elemMatch holds conditions on items, not a value; a list only under $in, $nin and $all.
    ['{"topics": {"$elemMatch": "|"}}', []],
    ['{"country": {"$eq": ["|"]}}', []],
    ['{"country": {"$in": {"a": "|"}}}', []],
    ['{"country": {"$size": |}}', []],
    ['{"country": {"$options": "|"}}', []],
    ['{"country": {"$regex": "|"}}', []],
    ['{"nobody": {"$eq": "|"}}', []],
  ])("%s", (marked, expected) => {
    expect(labels(marked)).toEqual(expected);
  });

  it(
    "offers true and false with the operator's words for $exists, " +
      "$displayed and $required, and with checked / not checked for a " +
      "checkbox",
    () => {
      for (const operator of ["$exists", "$displayed", "$required"] as const) {
        expect(
          complete(`{"country": {"${operator}": |}}`).map(({ label, insertText, detail }) => [
            label,
            insertText,
            detail,
          ]),
        ).toEqual([
          ["true", "true", OPERATOR_DOCS[operator]],
          ["false", "false", OPERATOR_DOCS[operator]],
        ]);
      }
      expect(complete('{"newsletter": |}').map(({ detail }) => detail)).toEqual(["checked", "not checked"]);
      expect(complete('{"nobody": {"$exists": |}}').map(({ label }) => label)).toEqual(["true", "false"]);
    },
  );

  it(
    "describes options with their group when they have one, operators with " +
      "their words, questions by label (else id) and type",
    () => {
      expect(complete('{"country": "|"}').map(({ detail }) => detail)).toEqual([
        "United Kingdom (Europe) — an option of country",
        "France (Europe) — an option of country",
        "Other — an option of country",
      ]);
      expect(complete('{"country": {"|"}}').find(({ label }) => label === "$in")?.detail).toBe(OPERATOR_DOCS.$in);
      const unlabelled = completions('{"|"}', 2, [
        { id: "a", type: "text" },
        { id: "b", type: "number", label: "" },
        { id: "c", type: "text", label: 3 },
      ]);
      expect(unlabelled.filter(({ kind }) => kind === "question").map(({ detail }) => detail)).toEqual([
        "a (text)",
        "b (number)",
        "c (text)",
      ]);
    },
  );

  it(
    "replaces the whole value under the cursor, whether a text, a number, " +
      "true, false or null, up to its last character",
    () => {
      const range = (marked: string) => complete(marked)[0]?.range;
      expect(range('{"newsletter": tru|e}')).toEqual({ start: 15, end: 19 });
      expect(range('{"newsletter": true|}')).toEqual({ start: 15, end: 19 });
      expect(range('{"newsletter": fal|se}')).toEqual({ start: 15, end: 20 });
      expect(range('{"newsletter": nu|ll}')).toEqual({ start: 15, end: 19 });
      expect(range('{"newsletter": 1|2}')).toEqual({ start: 15, end: 17 });
      expect(range('{"country": "uk"|}')).toEqual({ start: 12, end: 16 });
    },
  );
});

describe("hover: edges", () => {
  const text =
    '{"firstName": {"$gt": "/a/", "$gte": "/b/", "$lt": "/c/", "$lte": ' +
    '"/d/", "$eq": "/e/"}, "companySize": 12, "nobody": 1}';
  const hoverOn = (value: string, shift = 2) => hover(text, text.indexOf(value) + shift, SAMPLE_FORM);

  it("refuses a pattern under each comparison, and marks the pattern itself", () => {
    for (const [value, operator] of [
      ["/a/", "$gt"],
      ["/b/", "$gte"],
      ["/c/", "$lt"],
      ["/d/", "$lte"],
      ["/e/", "$eq"],
    ]) {
      expect(hoverOn(`"${value}"`)).toEqual({
        contents: PATTERN_DOCS.refused(operator),
        range: { start: text.indexOf(`"${value}"`), end: text.indexOf(`"${value}"`) + value.length + 2 },
      });
    }
  });

  it(
    "says nothing on a number, on a key that names no question, or outside " +
      "the text; names a question without options plainly",
    () => {
      expect(hoverOn("12", 1)).toBeNull();
      expect(hoverOn('"nobody"')).toBeNull();
      expect(hover(text, text.length + 5, SAMPLE_FORM)).toBeNull();
      expect(hover("", 0, SAMPLE_FORM)).toBeNull();
      expect(hoverOn('"companySize"')).toEqual({
        contents: "**companySize** — Company size (number)",
        range: { start: text.indexOf('"companySize"'), end: text.indexOf('"companySize"') + 13 },
      });
    },
  );

  it("reads a text that is the whole expression as no pattern", () => {
    expect(hover('"/^a/"', 2, SAMPLE_FORM)).toBeNull();
  });

  it("says nothing on a pattern where $in, $nin or $all wants a list (the marker says what is wrong there)", () => {
    const text = '{"firstName": {"$in": "/^a/"}}';
    expect(hover(text, text.indexOf("/^a/"), SAMPLE_FORM)).toBeNull();
  });
});
