import { describe, expect, it } from "vitest";
import { answerDomains } from "./answer-domains";
import { analyseLogic } from "./reachability";

const radio = { id: "visitorType", type: "radio", label: "Visitor", options: [{ id: "partner", label: "Partner" }, { id: "guest", label: "Guest" }] };
const checkbox = { id: "newsletter", type: "checkbox", label: "Newsletter" };
const number = { id: "size", type: "number", label: "Size" };
const text = { id: "name", type: "text", label: "Name" };
const rating = { id: "score", type: "rating", label: "Score" };
const topics = { id: "topics", type: "checkboxGroup", label: "Topics", options: ["a", "b", "c", "d", "e", "f"].map((id) => ({ id, label: id })) };
const target = (extra: Record<string, unknown>) => ({ id: "target", type: "text", label: "Target", ...extra });

/** [form, expected findings as "questionId kind verdict"] */
const CASES: [string, Record<string, unknown>[], string[]][] = [
  ["an option that does not exist", [radio, target({ displayed: { visitorType: "exhibitor" } })], ["target neverDisplayed proven"]],
  ["an option that exists", [radio, target({ displayed: { visitorType: "partner" } })], []],
  ["every option or none: can still be false", [radio, target({ displayed: { visitorType: { $in: ["partner", "guest"] } } })], []],
  ["a condition and its opposite", [checkbox, target({ displayed: { $or: [{ newsletter: true }, { newsletter: { $ne: true } }] } })], ["target alwaysTrue proven"]],
  ["an empty range of numbers", [number, target({ displayed: { size: { $gt: 10, $lt: 5 } } })], ["target neverDisplayed proven"]],
  ["a range with only fractions in it", [number, target({ displayed: { size: { $gt: 10, $lt: 11 } } })], []],
  ["a rating above its maximum", [rating, target({ required: { score: { $gt: 5 } } })], ["target alwaysFalse proven"]],
  ["a rating of 10 stars", [{ ...rating, maxRating: 10 }, target({ required: { score: { $gt: 5 } } })], []],
  ["answered or not", [text, target({ required: { $or: [{ name: { $exists: true } }, { name: { $exists: false } }] } })], ["target alwaysTrue proven"]],
  ["required and displayed false", [target({ displayed: false, required: true })], ["target requiredNeverDisplayed proven"]],
  [
    "a chain through $displayed",
    [radio, { id: "middle", type: "text", label: "M", displayed: { visitorType: "exhibitor" } }, target({ displayed: { middle: { $displayed: true } }, required: true })],
    ["middle neverDisplayed proven", "target neverDisplayed proven", "target requiredNeverDisplayed proven"],
  ],
  ["displayed follows a required that never holds", [number, target({ displayed: "required", required: { size: { $lt: 1, $gt: 1 } } })], ["target neverDisplayed proven", "target alwaysFalse proven"]],
  ["a regular expression nothing tried matches", [text, target({ displayed: { name: "/^zz/" } })], ["target neverDisplayed notProven"]],
  ["a regular expression the mentioned texts match", [text, target({ displayed: { $or: [{ name: "/^zz/" }, { name: "zz top" }] } })], []],
  ["texts compared by order", [text, target({ displayed: { name: { $gt: "m", $lt: "n" } } })], ["target neverDisplayed notProven"]],
  ["many options: only some subsets tried", [topics, target({ displayed: { topics: { $size: 3 } } })], ["target neverDisplayed notProven"]],
  ["a question with no value is never required", [{ id: "intro", type: "label", label: "Hi", displayed: false }], []],
];

describe("analyseLogic", () => {
  it.each(CASES)("%s", (_name, questions, expected) => {
    const report = analyseLogic(questions);
    expect(report.findings.map((finding) => `${finding.questionId} ${finding.kind} ${finding.verdict}`).sort()).toEqual([...expected].sort());
  });

  it("says what it searched, and what it left out", () => {
    const [proven] = analyseLogic([radio, checkbox, target({ displayed: { visitorType: "exhibitor", newsletter: true } })]).findings;
    expect(proven.message).toBe("'target' is never displayed: checked on all 9 combinations of the answers to 'newsletter', 'visitorType'.");
    const [partial] = analyseLogic([text, target({ displayed: { name: "/^zz/" } })]).findings;
    expect(partial.message).toBe(
      "'target' is never displayed on the 3 combinations tried of the answers to 'name'; not proven, because 'name' is matched against a regular expression: only the texts the logic mentions, an empty and another text were tried.",
    );
  });

  it("samples beyond the bound and says so", () => {
    const radios = ["r1", "r2", "r3"].map((id) => ({ ...radio, id }));
    const report = analyseLogic([...radios, target({ displayed: { r1: "nope", r2: "partner", r3: "guest" } })], { maxCombinations: 5 });
    expect(report.findings).toHaveLength(1);
    expect(report.findings[0]).toMatchObject({ verdict: "notProven", search: { tried: 5, total: 27, complete: false } });
    expect(report.findings[0].message).toContain("only 5 of the 27 combinations were tried");
    expect(analyseLogic([...radios, target({ displayed: { r1: "nope", r2: "partner", r3: "guest" } })]).findings[0].verdict).toBe("proven");
  });

  it("stops at cycles (validation reports them) and lists what depends on what", () => {
    const cyclic = analyseLogic([target({ displayed: { other: { $displayed: true } } }), { id: "other", type: "text", label: "O", displayed: { target: { $displayed: true } } }]);
    expect(cyclic).toMatchObject({ cyclic: true, findings: [] });
    expect(analyseLogic([radio, target({ displayed: { visitorType: "partner" } })]).dependencies).toEqual({
      visitorType: { references: [], referencedBy: ["target"] },
      target: { references: ["visitorType"], referencedBy: [] },
    });
  });
});

describe("answerDomains", () => {
  it.each([
    [checkbox, [undefined, true, false], true],
    [radio, [undefined, "partner", "guest"], true],
    [{ ...number, displayed: { size: { $gt: 10, $lte: 20 } } }, [undefined, 9, 10, 20, 15, 21], true],
    [{ ...text, displayed: { name: { $in: ["x", "y"] } } }, [undefined, "", "x", "y", "\u2063another answer"], true],
    [{ id: "pair", type: "checkboxGroup", label: "P", options: [{ id: "a", label: "A" }, { id: "b", label: "B" }] }, [undefined, [], ["a"], ["b"], ["a", "b"]], true],
    [topics, [undefined, [], ["a"], ["b"], ["c"], ["d"], ["e"], ["f"], ["a", "b", "c", "d", "e", "f"]], false],
  ])("%j", (question, values, exact) => {
    expect(answerDomains([question]).get(question.id)).toMatchObject({ values, exact });
  });
});
