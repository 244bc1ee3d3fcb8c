// The answers reachability.ts tries for each question (answer-domains.ts): every answer where they are few, one of
// each class the logic cannot tell apart otherwise. Each test pins whole domains (values in order, exact, gap).
import { describe, expect, it } from "vitest";
import { answerDomains, MAX_SUBSET_OPTIONS } from "./answer-domains";

type Question = Record<string, unknown>;

/** A question with no answer whose logic reads other questions (its own domain is [undefined]). */
const reader = (displayed: unknown, required?: unknown): Question => ({
  id: `reader${JSON.stringify(displayed)}${JSON.stringify(required)}`,
  type: "label",
  displayed,
  required,
});

/** The domain of `question` in a form with `others`. */
const domainOf = (question: Question, ...others: Question[]) =>
  answerDomains([question, ...others]).get(question.id as string);

const ANOTHER = "\u2063another answer";
const options = (...ids: string[]) => ids.map((id) => ({ id, label: id.toUpperCase() }));

describe("questions whose answers are few: every answer is tried", () => {
  it.each(["label", "note", "divider"])("a %s has no answer", (type) => {
    expect(domainOf({ id: "q", type }, reader({ q: "x" }))).toEqual({ values: [undefined], exact: true });
  });

  it("a checkbox: unanswered, true or false", () => {
    expect(domainOf({ id: "q", type: "checkbox" }, reader({ q: "yes" }))).toEqual({
      values: [undefined, true, false],
      exact: true,
    });
  });

  it.each([
    [undefined, 5],
    [5, 5],
    [10, 10],
    ["10", 10],
    [7, 5],
    [null, 5],
  ])("a rating with maxRating %j: each star up to %i", (maxRating, max) => {
    expect(domainOf({ id: "q", type: "rating", maxRating })).toEqual({
      values: [undefined, ...Array.from({ length: max }, (_, index) => index + 1)],
      exact: true,
    });
  });

  it("radio buttons: each option's id, or its label where it has no id; what is no option is skipped", () => {
    const radio = {
      id: "q",
      type: "radio",
      options: [
        { id: "a", label: "A" },
        { label: "Bee" },
        "c",
        null,
        { id: 3, label: "Three" },
        { id: "d", label: "D", options: [{ id: "e" }] },
      ],
    };
    expect(domainOf(radio)).toEqual({ values: [undefined, "a", "Bee", "Three", "d"], exact: true });
    expect(domainOf({ id: "q", type: "radio" })).toEqual({ values: [undefined], exact: true });
    expect(domainOf({ id: "q", type: "radio", options: "a,b" })).toEqual({ values: [undefined], exact: true });
    // One answer at a time, even where a form carries a select's multiSelect on radio buttons (it is kept as sent).
    expect(domainOf({ ...radio, options: radio.options.slice(0, 2), multiSelect: true })).toEqual({
      values: [undefined, "a", "Bee"],
      exact: true,
    });
  });

  it("a select: each option's value (else its label), through groups, one at a time unless it takes several", () => {
    const select = {
      id: "q",
      type: "select",
      options: [
        { value: "a", label: "A" },
        { id: "ignored", label: "Bee" },
        {
          label: "Group",
          options: [
            { value: "c", label: "C" },
            { label: "Inner", options: [{ value: "d", label: "D" }] },
          ],
        },
      ],
    };
    expect(domainOf(select)).toEqual({ values: [undefined, "a", "Bee", "c", "d"], exact: true });
    for (const multiSelect of [false, "false", "yes", 1])
      expect(domainOf({ ...select, multiSelect })).toEqual({ values: [undefined, "a", "Bee", "c", "d"], exact: true });
    for (const multiSelect of [true, "true"]) {
      expect(domainOf({ ...select, options: select.options.slice(0, 2), multiSelect })).toEqual({
        values: [undefined, [], ["a"], ["Bee"], ["a", "Bee"]],
        exact: true,
      });
    }
  });

  it("checkbox groups: every subset of up to four options, in the order of the options", () => {
    expect(MAX_SUBSET_OPTIONS).toBe(4);
    expect(domainOf({ id: "q", type: "checkboxGroup", options: [] })).toEqual({ values: [undefined, []], exact: true });
    expect(domainOf({ id: "q", type: "checkboxGroup", options: options("a", "b", "c") })).toEqual({
      values: [undefined, [], ["a"], ["b"], ["a", "b"], ["c"], ["a", "c"], ["b", "c"], ["a", "b", "c"]],
      exact: true,
    });
    // Groups are a select's: in a checkbox group an entry with options is one option.
    expect(
      domainOf({ id: "q", type: "checkboxGroup", options: [{ id: "g", label: "G", options: options("x") }] }),
    ).toEqual({ values: [undefined, [], ["g"]], exact: true });
    const four = domainOf({ id: "q", type: "checkboxGroup", options: options("a", "b", "c", "d") })!;
    expect(four.exact).toBe(true);
    expect(four.values).toHaveLength(1 + 16);
    expect(new Set(four.values.slice(1).map((subset) => (subset as string[]).join(""))).size).toBe(16);
  });

  it("beyond four options: no option, each alone and all of them, and says so", () => {
    expect(domainOf({ id: "topics", type: "checkboxGroup", options: options("a", "b", "c", "d", "e") })).toEqual({
      values: [undefined, [], ["a"], ["b"], ["c"], ["d"], ["e"], ["a", "b", "c", "d", "e"]],
      exact: false,
      gap: "'topics' has 5 options: only none, each one alone and all of them were tried",
    });
    expect(
      domainOf({
        id: "many",
        type: "select",
        multiSelect: true,
        options: ["a", "b", "c", "d", "e", "f"].map((value) => ({ value, label: value })),
      })?.gap,
    ).toBe("'many' has 6 options: only none, each one alone and all of them were tried");
  });
});

describe("numbers: one of each class the logic's constants cut them into", () => {
  it("without constants: unanswered or any number", () => {
    expect(domainOf({ id: "n", type: "number" })).toEqual({ values: [undefined, 0], exact: true });
    expect(domainOf({ id: "n", type: "number" }, reader({ n: "12" }))).toEqual({ values: [undefined, 0], exact: true });
  });

  it("one below all, each constant, one between each two, one above all", () => {
    expect(domainOf({ id: "n", type: "number" }, reader({ n: 5 }))).toEqual({
      values: [undefined, 4, 5, 6],
      exact: true,
    });
    // Sorted as numbers (9 before 10), each once, with what is no finite number left out.
    expect(
      domainOf(
        { id: "n", type: "number" },
        reader(
          { n: { $lte: 20 } },
          { $or: [{ n: { $in: [10, 9, "5", Infinity] } }, { n: 20 }, { n: -Infinity }, { n: Number.NaN }] },
        ),
      ),
    ).toEqual({
      values: [undefined, 8, 9, 10, 20, 9.5, 15, 21],
      exact: true,
    });
    expect(domainOf({ id: "n", type: "number" }, reader({ n: { $gt: -3, $lt: 3 } }))).toEqual({
      values: [undefined, -4, -3, 3, 0, 4],
      exact: true,
    });
  });
});

describe("texts and every other type: the texts the logic mentions, an empty one and another", () => {
  it("without logic on them", () => {
    for (const type of ["text", "email", "date", "tel", undefined])
      expect(domainOf({ id: "t", type })).toEqual({ values: [undefined, "", ANOTHER], exact: true });
  });

  it("each text mentioned once, in the order the form mentions it, numbers and other values left out", () => {
    const text = { id: "t", type: "text", displayed: { t: "own" } };
    expect(
      domainOf(
        text,
        reader({ t: "b", $or: [{ t: { $in: ["a", "b", 3, null, true] } }] }, { t: { $ne: "c" } }),
        reader({ t: ["d", "own"] }),
      ),
    ).toEqual({
      values: [undefined, "", "own", "b", "a", "c", "d", ANOTHER],
      exact: true,
    });
  });

  it("compared with a pattern: not exact, and the pattern is no text to try", () => {
    const gap =
      "'t' is matched against a regular expression: only the texts the logic " +
      "mentions, an empty and another text were tried";
    const CASES: [unknown, string[]][] = [
      ["/^a/", []],
      [{ $regex: "^a" }, []],
      [{ $not: "/^a/" }, []],
      [{ $in: ["x", "/^a/"] }, ["x"]],
      [{ $eq: "x", $regex: "^a", $options: "i" }, ["x"]],
    ];
    for (const [condition, texts] of CASES) {
      expect(domainOf({ id: "t", type: "text" }, reader({ t: condition }))).toEqual({
        values: [undefined, "", ...texts, ANOTHER],
        exact: false,
        gap,
      });
    }
  });

  it("compared by order: not exact", () => {
    const gap =
      "'t' is compared with greater / less than: only the values the logic mentions were tried, not those between them";
    for (const op of ["$gt", "$gte", "$lt", "$lte"]) {
      expect(domainOf({ id: "t", type: "text" }, reader({ t: { [op]: "m" } }))).toEqual({
        values: [undefined, "", "m", ANOTHER],
        exact: false,
        gap,
      });
    }
    // A pattern's gap is the one said when there are both.
    expect(domainOf({ id: "t", type: "date" }, reader({ t: { $gt: "2020" } }, { t: "/^20/" }))?.gap).toBe(
      "'t' is matched against a regular expression: only the texts the logic " +
        "mentions, an empty and another text were tried",
    );
  });
});

describe("what the logic says about an answer", () => {
  const textsOf = (...logic: Question[]) => domainOf({ id: "t", type: "text" }, ...logic)!.values.slice(2, -1);

  it("reads displayed and required of every question, and nothing else", () => {
    expect(
      textsOf(reader({ t: "a" }, { t: "b" }), { id: "x", type: "text", displayed: { t: "c" }, validation: { t: "d" } }),
    ).toEqual(["a", "b", "c"]);
    expect(textsOf(reader(true, "required"), reader("x", ["y"]))).toEqual([]);
  });

  it("reads inside $and, $or and $nor, and a sub-field as its question's", () => {
    expect(textsOf(reader({ $and: [{ t: "a" }, { $or: [{ t: "b" }, { $nor: [{ "t.sub": "c" }] }] }] }))).toEqual([
      "a",
      "b",
      "c",
    ]);
    const city = { id: "city", type: "text" };
    expect(domainOf(city, reader({ "city.name": "Lyon", "c.name": "x", c: "y" }))?.values).toEqual([
      undefined,
      "",
      "Lyon",
      ANOTHER,
    ]);
    // A draft's malformed combination reads nothing, and breaks nothing.
    expect(textsOf(reader({ $or: { t: "a" }, $and: "t", $nor: null, $comment: { t: "b" } }))).toEqual([]);
  });

  it(
    "reads the values of operators, inside $not and $elemMatch, and the $or " + "of a draft that put it on one answer",
    () => {
      expect(textsOf(reader({ t: { $not: { $in: ["a"] }, $elemMatch: { $eq: "b" }, $nin: [["c"]] } }))).toEqual([
        "a",
        "b",
        "c",
      ]);
      expect(textsOf(reader({ t: { $or: [{ $eq: "d" }, "e"], $and: "f", $nor: [{ $ne: "g" }] } }))).toEqual([
        "d",
        "e",
        "g",
      ]);
    },
  );

  it("does not read the arguments that are no answers to compare with", () => {
    const notCompared = { $exists: "a", $size: "b", $options: "c", $displayed: "d", $required: "e" };
    expect(textsOf(reader({ t: notCompared }))).toEqual([]);
    expect(domainOf({ id: "t", type: "text" }, reader({ t: notCompared }))?.exact).toBe(true);
    expect(domainOf({ id: "n", type: "number" }, reader({ n: { $size: 3 } }))?.values).toEqual([undefined, 0]);
  });

  it("never reads an operator as a question, even where a draft names a question like one", () => {
    expect(domainOf({ id: "$comment", type: "text" }, reader({ $comment: "x", $where: { $eq: "y" } }))).toEqual({
      values: [undefined, "", ANOTHER],
      exact: true,
    });
  });

  it("takes texts that only start or end with a slash as texts, not patterns", () => {
    // ["/a", "b/"] reads "/a,b/" when made a text: it is a list of two texts all the same.
    expect(domainOf({ id: "t", type: "text" }, reader({ t: { $in: ["/a", "b/"] } }))).toEqual({
      values: [undefined, "", "/a", "b/", ANOTHER],
      exact: true,
    });
  });

  it(
    "reads every value of a draft's condition that mixes operators and " +
      "plain keys (trying more answers hides nothing)",
    () => {
      expect(textsOf(reader({ t: { $eq: "a", b: "c" } }))).toEqual(["a", "c"]);
    },
  );

  it("takes an object as one value compared whole, not the texts inside it", () => {
    expect(textsOf(reader({ t: { a: "x" } }), reader({ t: { $eq: { b: "y" } } }))).toEqual([]);
  });
});

describe("answerDomains", () => {
  it("gives each question with an id its domain; where ids repeat, the first question's", () => {
    const domains = answerDomains([
      { type: "text" },
      { id: 5, type: "checkbox" },
      { id: "a", type: "checkbox" },
      { id: "a", type: "text" },
      { id: "b", type: "number", displayed: { a: "x", b: 1 } },
    ]);
    expect([...domains.keys()]).toEqual(["a", "b"]);
    expect(domains.get("a")).toEqual({ values: [undefined, true, false], exact: true });
    expect(domains.get("b")).toEqual({ values: [undefined, 0, 1, 2], exact: true });
  });
});
