import { describe, expect, it } from "vitest";
import { explain } from "@/lib/logic";
import { optionWords } from "@/lib/logic/condition-words";
import { describeCondition, whyHeadline, whyLines } from "./why-sentences";

const questions = [
  { id: "visitorType", type: "radio", label: "Visitor type", options: [{ label: "partner" }, { label: "press" }] },
  { id: "country", type: "text", label: "Country" },
  { id: "companySize", type: "number", label: "Company size", displayed: { visitorType: "partner" } },
  {
    id: "notes",
    type: "text",
    label: "Notes",
    displayed: { $or: [{ country: { $in: ["FR", "DE"] } }, { companySize: { $displayed: true } }] },
  },
];
const names = (id: string) => questions.find((question) => question.id === id)?.label ?? id;

describe("describeCondition", () => {
  it.each([
    ["partner", "is “partner”"],
    [{ $ne: "x" }, "is not “x”"],
    [{ $in: ["a", "b"] }, "is one of “a”, “b”"],
    [{ $gte: 18, $lt: 65 }, "is at least 18 and is less than 65"],
    [{ $exists: true }, "is answered"],
    [{ $exists: false }, "is not answered"],
    [{ $regex: "^a", $options: "i" }, "matches the pattern /^a/ (flags i)"],
    ["/^a/i", "matches the pattern /^a/i"],
    [{ $all: ["x", "y"] }, "includes all of “x”, “y”"],
    [{ $all: ["x"] }, "includes “x”"],
    [{ $all: [] }, "includes all of an empty list (which never holds)"],
    [{ $all: [["b", "/e/"]] }, "includes [“b”, “/e/”]"],
    [{ $in: ["/^e/", "x"] }, "is one of the pattern /^e/, “x”"],
    [{ $in: ["a"] }, "is “a”"],
    [{ $nin: ["a"] }, "is not “a”"],
    [{ $elemMatch: { $eq: "x" } }, "includes “x”"],
    [{ $size: 2 }, "has exactly 2 chosen"],
    [{ $not: { $eq: "x" } }, "does not satisfy “is “x””"],
    [{ $displayed: true }, "is displayed"],
    [{ $required: false }, "is not required"],
  ])("%j %s", (condition, text) => {
    expect(describeCondition(condition)).toBe(text);
  });
});

describe("whyLines with option labels", () => {
  it("names options by their labels and keeps the stored values for the hover", () => {
    const form = [
      {
        id: "products",
        type: "checkboxGroup",
        label: "Which products interest you?",
        options: [
          { label: "Collaborative robots", id: "robotics" },
          { label: "Sensors", id: "sensors" },
        ],
      },
      { id: "budget", type: "number", label: "Budget", displayed: { products: { $all: ["robotics"] } } },
    ];
    const [line] = whyLines(
      explain(form, "budget", { products: ["sensors"] }),
      (id) => form.find((question) => question.id === id)?.label ?? id,
      optionWords(form),
    );
    expect(line.text).toBe(
      "“Which products interest you?” includes “Collaborative robots” — does not hold: the answer is “Sensors”.",
    );
    expect(line.stored).toBe(
      "“Which products interest you?” includes “robotics” — does not hold: the answer is “sensors”.",
    );
  });
});

describe("whyLines", () => {
  it("names the clause, the question and the answer it read when the question is hidden", () => {
    const explanation = explain(questions, "companySize", { visitorType: "press" });
    expect(whyHeadline(explanation)).toBe("Hidden because its condition does not hold.");
    expect(whyLines(explanation, names)).toEqual([
      {
        text: "“Visitor type” is “partner” — does not hold: the answer is “press”.",
        held: false,
        questionId: "visitorType",
        answer: "the answer is “press”",
        children: [],
      },
    ]);
  });
  it("says an unanswered question is not answered, and that the condition holds once it is", () => {
    expect(whyLines(explain(questions, "companySize", {}), names)[0].text).toBe(
      "“Visitor type” is “partner” — does not hold: it is not answered.",
    );
    const shown = explain(questions, "companySize", { visitorType: "partner" });
    expect(whyHeadline(shown)).toBe("Shown because its condition holds.");
    expect(whyLines(shown, names)[0].held).toBe(true);
  });
  it("explains groups branch by branch, with $displayed read from the form's state", () => {
    const [group] = whyLines(explain(questions, "notes", { country: "ES", visitorType: "partner" }), names);
    expect(group.text).toBe("At least one of these must hold — this group holds:");
    expect(group.children.map((line) => line.text)).toEqual([
      "“Country” is one of “FR”, “DE” — does not hold: the answer is “ES”.",
      "“Company size” is displayed — holds: it is displayed.",
    ]);
  });
  it("gives the engine's own sentence when there is no condition", () => {
    const explanation = explain(questions, "country", {});
    expect(whyHeadline(explanation)).toBe("Always shown (no condition).");
    expect(whyLines(explanation, names)).toEqual([]);
  });
});
