import { describe, expect, it } from "vitest";
import { QUESTION_TYPES, validateDefinition, type Question, type QuestionType } from "@/lib/questions";
import { convertQuestion } from "./convert";

const q = (question: Record<string, unknown>) => question as Question;

describe("convertQuestion", () => {
  it("returns the same question when the type does not change", () => {
    const question = q({ id: "company", type: "text", label: "Company", pattern: "^A" });
    expect(convertQuestion(question, "text")).toEqual({ question, dropped: [] });
  });

  it("keeps the common properties and names the ones the new type lacks", () => {
    const question = q({
      id: "company",
      type: "text",
      label: "Company",
      required: true,
      displayed: { country: "NL" },
      successMessage: "Thanks",
      errorMessages: { required: "Please" },
      placeholder: "ACME",
      pattern: "^A",
      minLength: 2,
    });
    const { question: converted, dropped } = convertQuestion(question, "email");
    expect(converted).toEqual({
      id: "company",
      type: "email",
      label: "Company",
      required: true,
      displayed: { country: "NL" },
      successMessage: "Thanks",
      errorMessages: { required: "Please" },
      placeholder: "ACME",
    });
    expect(dropped.sort()).toEqual(["minLength", "pattern"]);
  });

  it("drops required where the new type collects no value, and the label of a divider", () => {
    const { question, dropped } = convertQuestion(
      q({ id: "intro", type: "text", label: "Intro", required: true }),
      "divider",
    );
    expect(question).toEqual({ id: "intro", type: "divider" });
    expect(dropped.sort()).toEqual(["label", "required"]);
  });

  it("gives a divider turned into a question an empty label for the person to fill in", () => {
    expect(convertQuestion(q({ id: "line", type: "divider" }), "note").question).toEqual({
      id: "line",
      type: "note",
      label: "",
    });
  });

  it("keeps a subtype only when the new type has that value", () => {
    expect(convertQuestion(q({ id: "n", type: "text", label: "N", subtype: "multiline" }), "number")).toEqual({
      question: { id: "n", type: "number", label: "N", subtype: "multiline" },
      dropped: [],
    });
    expect(convertQuestion(q({ id: "h", type: "label", label: "H", subtype: "header" }), "text").dropped).toEqual([
      "subtype",
    ]);
  });

  it("converts values between kinds where they still mean the same", () => {
    expect(convertQuestion(q({ id: "n", type: "number", label: "N", initialVal: 5 }), "text").question).toMatchObject({
      initialVal: "5",
    });
    expect(
      convertQuestion(q({ id: "n", type: "text", label: "N", initialVal: "12" }), "number").question,
    ).toMatchObject({ initialVal: "12" });
    expect(convertQuestion(q({ id: "n", type: "text", label: "N", initialVal: "twelve" }), "number").dropped).toEqual([
      "initialVal",
    ]);
    expect(convertQuestion(q({ id: "c", type: "checkbox", label: "C", initialVal: true }), "text").dropped).toEqual([
      "initialVal",
    ]);
  });

  it("keeps date values only when they are in the date format", () => {
    const { question, dropped } = convertQuestion(
      q({ id: "d", type: "text", label: "D", initialVal: "2027-03-14", placeholder: "soon" }),
      "date",
    );
    expect(question).toEqual({ id: "d", type: "date", label: "D", initialVal: "2027-03-14", placeholder: "soon" });
    expect(dropped).toEqual([]);
    expect(convertQuestion(q({ id: "d", type: "number", label: "D", minVal: 3 }), "date").dropped).toEqual(["minVal"]);
  });

  it("keeps properties it does not know as they were sent", () => {
    expect(convertQuestion(q({ id: "x", type: "text", label: "X", vendorHint: 1 }), "email").question).toMatchObject({
      vendorHint: 1,
    });
  });

  it("turns select options into choice options, value becoming id, and flattens groups", () => {
    const select = q({
      id: "country",
      type: "select",
      label: "Country",
      multiSelect: true,
      options: [
        { label: "Europe", options: [{ label: "Netherlands", value: "NL", initialVal: true }, { label: "Belgium" }] },
        { label: "Other", value: "other" },
      ],
    });
    const { question, dropped } = convertQuestion(select, "checkboxGroup");
    expect(question).toEqual({
      id: "country",
      type: "checkboxGroup",
      label: "Country",
      options: [
        { label: "Netherlands", id: "NL", initialVal: true },
        { label: "Belgium" },
        { label: "Other", id: "other" },
      ],
    });
    expect(dropped).toEqual(["multiSelect", "option groups ('Europe'): their options are kept, ungrouped"]);
  });

  it("moves defaults between the options and radio's question-level initialVal", () => {
    const group = q({
      id: "c",
      type: "checkboxGroup",
      label: "C",
      options: [
        { label: "A", initialVal: true },
        { label: "B", id: "b", initialVal: true },
        { label: "C", initialVal: "true" },
      ],
    });
    const radio = convertQuestion(group, "radio");
    expect(radio.question).toEqual({
      id: "c",
      type: "radio",
      label: "C",
      options: [{ label: "A" }, { label: "B", id: "b" }, { label: "C" }],
      initialVal: "A",
    });
    expect(radio.dropped).toEqual(["the default selection of 2 more options (a radio question has one default)"]);

    const back = convertQuestion(
      q({ id: "r", type: "radio", label: "R", initialVal: "b", options: [{ label: "A" }, { label: "B", id: "b" }] }),
      "checkboxGroup",
    );
    expect(back.question).toEqual({
      id: "r",
      type: "checkboxGroup",
      label: "R",
      options: [{ label: "A" }, { label: "B", id: "b", initialVal: true }],
    });
    expect(back.dropped).toEqual([]);
  });

  it("keeps a checkbox group multi-select as a drop-down, and its defaults", () => {
    const { question } = convertQuestion(
      q({
        id: "c",
        type: "checkboxGroup",
        label: "C",
        maxLength: 2,
        options: [{ label: "A", id: "a", initialVal: true }],
      }),
      "select",
    );
    expect(question).toEqual({
      id: "c",
      type: "select",
      label: "C",
      maxLength: 2,
      multiSelect: true,
      options: [{ label: "A", value: "a", initialVal: true }],
    });
  });

  it(
    "turns a single select's default into the option's default in a " + "checkbox group, and drops options elsewhere",
    () => {
      const { question, dropped } = convertQuestion(
        q({
          id: "s",
          type: "select",
          label: "S",
          initialVal: "a",
          options: [{ label: "A", value: "a" }, { label: "B" }],
        }),
        "checkboxGroup",
      );
      expect(question).toEqual({
        id: "s",
        type: "checkboxGroup",
        label: "S",
        options: [{ label: "A", id: "a", initialVal: true }, { label: "B" }],
      });
      expect(dropped).toEqual([]);
      const toText = convertQuestion(q({ id: "s", type: "select", label: "S", options: [{ label: "A" }] }), "text");
      expect(toText.dropped).toEqual(["options"]);
    },
  );

  it("gives a type with options an options list", () => {
    expect(convertQuestion(q({ id: "t", type: "text", label: "T" }), "radio").question).toEqual({
      id: "t",
      type: "radio",
      label: "T",
      options: [],
    });
  });

  it(
    "produces a definition the rules accept for every pair of types, from a " + "question with every common property",
    () => {
      for (const from of QUESTION_TYPES) {
        for (const to of QUESTION_TYPES) {
          const source: Record<string, unknown> = {
            id: "q",
            type: from,
            label: "Q",
            displayed: true,
            successMessage: "ok",
          };
          if (["select", "radio", "checkboxGroup"].includes(from)) source.options = [{ label: "A" }];
          const { question } = convertQuestion(q(source), to as QuestionType);
          const issues = validateDefinition([question]).filter((issue) => issue.rule !== "optionsRequired");
          expect(issues, `${from} -> ${to}`).toEqual([]);
        }
      }
    },
  );
});

// Each conversion in full (the question and what it dropped), so that a kept or dropped property is seen exactly.
describe("convertQuestion, case by case", () => {
  it.each([
    [
      { id: "a", type: "text", label: "", required: true },
      "divider",
      { question: { id: "a", type: "divider" }, dropped: ["required"] },
    ],
    [{ id: "a", type: "text", label: 5 }, "divider", { question: { id: "a", type: "divider" }, dropped: [] }],
    [
      { id: "a", type: "text", label: "A", required: true },
      "label",
      { question: { id: "a", type: "label", label: "A" }, dropped: ["required"] },
    ],
    [
      { id: "a", type: "text", label: "A", required: true },
      "number",
      { question: { id: "a", type: "number", label: "A", required: true }, dropped: [] },
    ],
    [
      { id: "a", type: "text", label: "A", initialVal: "true" },
      "checkbox",
      { question: { id: "a", type: "checkbox", label: "A", initialVal: "true" }, dropped: [] },
    ],
    [
      { id: "a", type: "text", label: "A", initialVal: "hello" },
      "checkbox",
      { question: { id: "a", type: "checkbox", label: "A" }, dropped: ["initialVal"] },
    ],
    [
      { id: "a", type: "text", label: "A", initialVal: "12", minLength: "3", maxLength: 1.5 },
      "number",
      { question: { id: "a", type: "number", label: "A", initialVal: "12" }, dropped: ["minLength", "maxLength"] },
    ],
    [
      { id: "a", type: "text", label: "A", initialVal: "12a" },
      "number",
      { question: { id: "a", type: "number", label: "A" }, dropped: ["initialVal"] },
    ],
    [
      { id: "a", type: "text", label: "A", initialVal: "a12" },
      "number",
      { question: { id: "a", type: "number", label: "A" }, dropped: ["initialVal"] },
    ],
    [
      {
        id: "a",
        type: "checkboxGroup",
        label: "A",
        options: [
          { id: "x", label: "X", initialVal: true },
          { id: "y", label: "Y", initialVal: "true" },
          { id: "z", label: "Z", initialVal: true },
        ],
      },
      "radio",
      {
        question: {
          id: "a",
          type: "radio",
          label: "A",
          options: [
            { label: "X", id: "x" },
            { label: "Y", id: "y" },
            { label: "Z", id: "z" },
          ],
          initialVal: "x",
        },
        dropped: ["the default selection of 2 more options (a radio question has one default)"],
      },
    ],
    [
      {
        id: "a",
        type: "checkboxGroup",
        label: "A",
        options: [
          { id: "x", label: "X", initialVal: true },
          { id: "y", label: "Y", initialVal: true },
        ],
      },
      "radio",
      {
        question: {
          id: "a",
          type: "radio",
          label: "A",
          options: [
            { label: "X", id: "x" },
            { label: "Y", id: "y" },
          ],
          initialVal: "x",
        },
        dropped: ["the default selection of 1 more option (a radio question has one default)"],
      },
    ],
    [
      { id: "a", type: "select", label: "A", options: [{ value: "x", label: "X", initialVal: true }] },
      "radio",
      {
        question: { id: "a", type: "radio", label: "A", options: [{ label: "X", id: "x" }], initialVal: "x" },
        dropped: [],
      },
    ],
    [
      {
        id: "a",
        type: "radio",
        label: "A",
        initialVal: "y",
        options: [
          { id: "x", label: "X" },
          { id: "y", label: "Y" },
        ],
      },
      "checkboxGroup",
      {
        question: {
          id: "a",
          type: "checkboxGroup",
          label: "A",
          options: [
            { label: "X", id: "x" },
            { label: "Y", id: "y", initialVal: true },
          ],
        },
        dropped: [],
      },
    ],
    [
      { id: "a", type: "radio", label: "A", initialVal: "q", options: [{ id: "x", label: "X" }] },
      "checkboxGroup",
      {
        question: { id: "a", type: "checkboxGroup", label: "A", options: [{ label: "X", id: "x" }] },
        dropped: ["initialVal"],
      },
    ],
    [
      { id: "a", type: "radio", label: "A", options: [{ id: "x", label: "X" }] },
      "select",
      { question: { id: "a", type: "select", label: "A", options: [{ label: "X", value: "x" }] }, dropped: [] },
    ],
    [
      { id: "a", type: "text", label: "A", subtype: "short" },
      "number",
      { question: { id: "a", type: "number", label: "A", subtype: "short" }, dropped: [] },
    ],
    [
      { id: "a", type: "text", label: "A", subtype: "short" },
      "date",
      { question: { id: "a", type: "date", label: "A" }, dropped: ["subtype"] },
    ],
    [
      { id: "a", type: "text", label: "A", minVal: "2027-03-14" },
      "date",
      { question: { id: "a", type: "date", label: "A", minVal: "2027-03-14" }, dropped: [] },
    ],
    [
      { id: "a", type: "number", label: "A", minVal: 5 },
      "date",
      { question: { id: "a", type: "date", label: "A" }, dropped: ["minVal"] },
    ],
    [
      { id: "a", type: "select", label: "A", options: "nope" },
      "radio",
      { question: { id: "a", type: "radio", label: "A", options: [] }, dropped: [] },
    ],
    [
      {
        id: "a",
        type: "select",
        label: "A",
        options: [{ label: "G", options: [{ value: "v", label: "V" }, 5] }, "junk", { value: 3, label: "T" }],
      },
      "radio",
      {
        question: { id: "a", type: "radio", label: "A", options: [{ label: "V", id: "v" }, { label: "T" }] },
        dropped: ["option groups ('G'): their options are kept, ungrouped"],
      },
    ],
    [
      { id: "a", type: "text", label: "A", initialVal: "2027-03-14", maxVal: "2027-13-01" },
      "date",
      { question: { id: "a", type: "date", label: "A", initialVal: "2027-03-14" }, dropped: ["maxVal"] },
    ],
    [
      { id: "a", type: "text", label: "A", initialVal: "false" },
      "checkbox",
      { question: { id: "a", type: "checkbox", label: "A", initialVal: "false" }, dropped: [] },
    ],
    [
      { id: "a", type: "checkbox", label: "A", initialVal: true },
      "text",
      { question: { id: "a", type: "text", label: "A" }, dropped: ["initialVal"] },
    ],
    [
      {
        id: "a",
        type: "select",
        label: "A",
        options: [{ label: "X", value: "x", initialVal: "true" }, { label: "Y" }],
      },
      "checkboxGroup",
      {
        question: {
          id: "a",
          type: "checkboxGroup",
          label: "A",
          options: [{ label: "X", id: "x", initialVal: "true" }, { label: "Y" }],
        },
        dropped: [],
      },
    ],
    [
      { id: "a", type: "select", label: "A", initialVal: "x", options: [{ label: "X", value: "x" }] },
      "checkboxGroup",
      {
        question: { id: "a", type: "checkboxGroup", label: "A", options: [{ label: "X", id: "x", initialVal: true }] },
        dropped: [],
      },
    ],
    [
      { id: "a", type: "radio", label: "A", initialVal: "x", options: [{ label: "X", id: "x" }] },
      "select",
      {
        question: { id: "a", type: "select", label: "A", initialVal: "x", options: [{ label: "X", value: "x" }] },
        dropped: [],
      },
    ],
    [
      { id: "a", type: "checkboxGroup", label: "A", options: [{ label: "X", id: "x", initialVal: true }] },
      "select",
      {
        question: {
          id: "a",
          type: "select",
          label: "A",
          options: [{ label: "X", value: "x", initialVal: true }],
          multiSelect: true,
        },
        dropped: [],
      },
    ],
    [
      {
        id: "a",
        type: "radio",
        label: "A",
        initialVal: "x",
        options: [
          { label: "X", id: "x" },
          { label: "Y", id: "y", initialVal: true },
        ],
      },
      "radio",
      {
        question: {
          id: "a",
          type: "radio",
          label: "A",
          initialVal: "x",
          options: [
            { label: "X", id: "x" },
            { label: "Y", id: "y", initialVal: true },
          ],
        },
        dropped: [],
      },
    ],
    [
      { id: "a", type: "select", label: "A", multiSelect: true, addEmpty: "true", options: [{ label: "X" }] },
      "radio",
      {
        question: { id: "a", type: "radio", label: "A", options: [{ label: "X" }] },
        dropped: ["multiSelect", "addEmpty"],
      },
    ],
    [
      { id: "a", type: "number", label: "A", initialVal: 3, step: 2 },
      "text",
      { question: { id: "a", type: "text", label: "A", initialVal: "3" }, dropped: ["step"] },
    ],
  ] as const)("%j to %s", (question, to, expected) => {
    // Strictly: a property set to undefined is a property the question should not have.
    expect(convertQuestion(q(question), to)).toStrictEqual(expected);
  });

  it("returns the very question when the type stays", () => {
    const question = q({ id: "a", type: "radio", label: "A", options: [{ id: "x", label: "X" }] });
    expect(convertQuestion(question, "radio").question).toBe(question);
  });
});

describe("convertQuestion: what is not there is not lost", () => {
  it("names no property that is set to undefined, and drops required for a type without it", () => {
    const question = q({ id: "about", type: "text", label: "About", placeholder: undefined, required: true });
    expect(convertQuestion(question, "note")).toEqual({
      question: { id: "about", type: "note", label: "About" },
      dropped: ["required"],
    });
    expect(convertQuestion(question, "email")).toEqual({
      question: { id: "about", type: "email", label: "About", required: true },
      dropped: [],
    });
  });
});

describe("convertQuestion: subtypes, date values and groups", () => {
  it("drops a subtype the new type has no such property for", () => {
    expect(convertQuestion(q({ id: "t", type: "text", label: "T", subtype: "multiline" }), "email")).toEqual({
      question: { id: "t", type: "email", label: "T" },
      dropped: ["subtype"],
    });
  });

  it("keeps an initial value as a date only when it is one", () => {
    expect(convertQuestion(q({ id: "d", type: "text", label: "D", initialVal: "soon" }), "date")).toEqual({
      question: { id: "d", type: "date", label: "D" },
      dropped: ["initialVal"],
    });
  });

  it("names every group it flattens, in order", () => {
    const select = q({
      id: "s",
      type: "select",
      label: "S",
      options: [
        { label: "Europe", options: [{ label: "NL" }] },
        { label: "Asia", options: [{ label: "JP" }] },
      ],
    });
    expect(convertQuestion(select, "radio").dropped).toEqual([
      "option groups ('Europe', 'Asia'): their options are kept, ungrouped",
    ]);
  });
});

describe("convertQuestion: whole numbers and a default already on the question", () => {
  it("keeps a length only when it is a whole number", () => {
    expect(
      convertQuestion(q({ id: "t", type: "text", label: "T", minLength: 2.5, maxLength: 4 }), "checkboxGroup"),
    ).toEqual({
      question: { id: "t", type: "checkboxGroup", label: "T", maxLength: 4, options: [] },
      dropped: ["minLength"],
    });
  });

  it("keeps a question-level default as the radio's, before any option's", () => {
    const select = q({
      id: "s",
      type: "select",
      label: "S",
      initialVal: "b",
      options: [
        { label: "A", value: "a", initialVal: true },
        { label: "B", value: "b" },
      ],
    });
    expect(convertQuestion(select, "radio").question).toEqual({
      id: "s",
      type: "radio",
      label: "S",
      initialVal: "b",
      options: [
        { label: "A", id: "a" },
        { label: "B", id: "b" },
      ],
    });
  });
});

// Mutants of convert.ts that survive `npm run test:mutation @editor-store`, and why they are equivalent:
// - fit's `property.values?.includes` without the `?`: every enum property of the metadata has its values.
// - moveDefaults' `[]` for options that are no list written as a list of junk: the junk is no option with a default.
// - convertQuestion's `name === "id"` turned false (or "id" → ""): no type has an `id` property, so the id goes the
//   way of an unknown property and is copied as it was, as target already has it.
describe("convertQuestion: values of the wrong shape, and options without their names", () => {
  it("takes no list for an option, a whole number or a date", () => {
    const select = q({ id: "s", type: "select", label: "S", options: [["x"], { label: "A", value: "a" }] });
    expect(convertQuestion(select, "radio")).toEqual({
      question: { id: "s", type: "radio", label: "S", options: [{ label: "A", id: "a" }] },
      dropped: [],
    });
    expect(
      convertQuestion(q({ id: "t", type: "text", label: "T", maxLength: ["4"] }), "checkboxGroup").dropped,
    ).toEqual(["maxLength"]);
    expect(convertQuestion(q({ id: "t", type: "text", label: "T", initialVal: ["2027-03-14"] }), "date")).toEqual({
      question: { id: "t", type: "date", label: "T" },
      dropped: ["initialVal"],
    });
  });

  it("keeps a true or false sent where a text was expected as a checkbox's default", () => {
    expect(convertQuestion(q({ id: "t", type: "text", label: "T", initialVal: false }), "checkbox")).toEqual({
      question: { id: "t", type: "checkbox", label: "T", initialVal: false },
      dropped: [],
    });
  });

  it("flattens groups of a select only: a radio option's own options are kept as they were sent", () => {
    const radio = q({
      id: "r",
      type: "radio",
      label: "R",
      options: [{ id: "g", label: "G", options: [{ id: "x", label: "X" }] }],
    });
    expect(convertQuestion(radio, "checkboxGroup")).toEqual({
      question: {
        id: "r",
        type: "checkboxGroup",
        label: "R",
        options: [{ id: "g", label: "G", options: [{ id: "x", label: "X" }] }],
      },
      dropped: [],
    });
  });

  it("gives a group or an option without a label an empty one", () => {
    const select = q({ id: "s", type: "select", label: "S", options: [{ options: [{ value: "x" }] }] });
    expect(convertQuestion(select, "radio")).toEqual({
      question: { id: "s", type: "radio", label: "S", options: [{ label: "", id: "x" }] },
      dropped: ["option groups (''): their options are kept, ungrouped"],
    });
  });

  it("skips what is no option when it looks for the radio's default", () => {
    const group = q({
      id: "c",
      type: "checkboxGroup",
      label: "C",
      options: [null, { id: "a", label: "A", initialVal: true }],
    });
    expect(convertQuestion(group, "radio")).toEqual({
      question: { id: "c", type: "radio", label: "C", initialVal: "a", options: [{ label: "A", id: "a" }] },
      dropped: [],
    });
  });
});
