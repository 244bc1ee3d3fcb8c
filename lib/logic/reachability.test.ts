import { beforeEach, describe, expect, it, vi } from "vitest";
import { answerDomains } from "./answer-domains";
import { analyseLogic } from "./reachability";
// Patterns run on RE2 as on the server (the capture app loads it on demand: docs/architecture.md "Capture mode").
import "./safe-regex";

// Mutants of reachability.ts that survive, and why: the sample's seed (`target + 1` → `target - 1`) and the
// generator's step (`state + 0x6d2b79f5` → `-`) give another sample, as repeatable and as spread as this one; which
// sample is arbitrary, so a test can only tell them apart by copying today's sample (the tests below check what
// matters: it is spread over all the combinations, and a search of every combination needs none).

// The steps the search evaluates, counted by wrapping compileSteps' compute functions (the real ones, called as
// before): only the steps a condition needs, and no more combinations once both outcomes were seen.
const evaluated = vi.hoisted(() => [] as string[]);
vi.mock("./steps", async (importOriginal) =>
  (await import("./testing/counted-steps")).countedSteps(await importOriginal(), evaluated),
);
beforeEach(() => {
  evaluated.length = 0;
});

const radio = {
  id: "visitorType",
  type: "radio",
  label: "Visitor",
  options: [
    { id: "partner", label: "Partner" },
    { id: "guest", label: "Guest" },
  ],
};
const checkbox = { id: "newsletter", type: "checkbox", label: "Newsletter" };
const number = { id: "size", type: "number", label: "Size" };
const text = { id: "name", type: "text", label: "Name" };
const rating = { id: "score", type: "rating", label: "Score" };
const topics = {
  id: "topics",
  type: "checkboxGroup",
  label: "Topics",
  options: ["a", "b", "c", "d", "e", "f"].map((id) => ({ id, label: id })),
};
const target = (extra: Record<string, unknown>) => ({ id: "target", type: "text", label: "Target", ...extra });

/** [form, expected findings as "questionId kind attribute verdict"] */
const CASES: [string, Record<string, unknown>[], string[]][] = [
  [
    "an option that does not exist",
    [radio, target({ displayed: { visitorType: "exhibitor" } })],
    ["target neverDisplayed displayed proven"],
  ],
  ["an option that exists", [radio, target({ displayed: { visitorType: "partner" } })], []],
  [
    "every option or none: can still be false",
    [radio, target({ displayed: { visitorType: { $in: ["partner", "guest"] } } })],
    [],
  ],
  [
    "a condition and its opposite",
    [checkbox, target({ displayed: { $or: [{ newsletter: true }, { newsletter: { $ne: true } }] } })],
    ["target alwaysTrue displayed proven"],
  ],
  [
    "an empty range of numbers",
    [number, target({ displayed: { size: { $gt: 10, $lt: 5 } } })],
    ["target neverDisplayed displayed proven"],
  ],
  ["a range with only fractions in it", [number, target({ displayed: { size: { $gt: 10, $lt: 11 } } })], []],
  [
    "a rating above its maximum",
    [rating, target({ required: { score: { $gt: 5 } } })],
    ["target alwaysFalse required proven"],
  ],
  ["a rating of 10 stars", [{ ...rating, maxRating: 10 }, target({ required: { score: { $gt: 5 } } })], []],
  [
    "answered or not",
    [text, target({ required: { $or: [{ name: { $exists: true } }, { name: { $exists: false } }] } })],
    ["target alwaysTrue required proven"],
  ],
  [
    "required and displayed false",
    [target({ displayed: false, required: true })],
    ["target requiredNeverDisplayed required proven"],
  ],
  [
    "required and displayed false, as texts",
    [target({ displayed: "false", required: "true" })],
    ["target requiredNeverDisplayed required proven"],
  ],
  [
    "required as a text, displayed by a condition that never holds",
    [radio, target({ displayed: { visitorType: "exhibitor" }, required: "true" })],
    ["target neverDisplayed displayed proven", "target requiredNeverDisplayed required proven"],
  ],
  ["null is no condition", [target({ displayed: null, required: null })], []],
  [
    "the first of two questions with one id",
    [target({ displayed: false, required: true }), target({})],
    ["target requiredNeverDisplayed required proven"],
  ],
  [
    "a question that does not exist",
    [target({ displayed: { ghost: "x" } })],
    ["target neverDisplayed displayed proven"],
  ],
  [
    "two answers that hold together",
    [radio, checkbox, target({ displayed: { visitorType: "partner", newsletter: true } })],
    [],
  ],
  ["answered or not, once", [text, target({ displayed: { name: { $exists: true } } })], []],
  [
    "a required condition after two questions",
    [radio, rating, target({ required: { score: { $gt: 5 } } })],
    ["target alwaysFalse required proven"],
  ],
  [
    "a chain through $displayed that the reader contradicts",
    [
      radio,
      { id: "middle", type: "text", label: "M", displayed: { visitorType: "partner" } },
      target({ displayed: { middle: { $displayed: true }, visitorType: "guest" } }),
    ],
    ["target neverDisplayed displayed proven"],
  ],
  [
    "a chain through $displayed",
    [
      radio,
      { id: "middle", type: "text", label: "M", displayed: { visitorType: "exhibitor" } },
      target({ displayed: { middle: { $displayed: true } }, required: true }),
    ],
    [
      "middle neverDisplayed displayed proven",
      "target neverDisplayed displayed proven",
      "target requiredNeverDisplayed required proven",
    ],
  ],
  [
    "displayed follows a required that never holds",
    [number, target({ displayed: "required", required: { size: { $lt: 1, $gt: 1 } } })],
    ["target neverDisplayed displayed proven", "target alwaysFalse required proven"],
  ],
  [
    "a regular expression nothing tried matches",
    [text, target({ displayed: { name: "/^zz/" } })],
    ["target neverDisplayed displayed notProven"],
  ],
  [
    "a regular expression the mentioned texts match",
    [text, target({ displayed: { $or: [{ name: "/^zz/" }, { name: "zz top" }] } })],
    [],
  ],
  [
    "texts compared by order",
    [text, target({ displayed: { name: { $gt: "m", $lt: "n" } } })],
    ["target neverDisplayed displayed notProven"],
  ],
  [
    "many options: only some subsets tried",
    [topics, target({ displayed: { topics: { $size: 3 } } })],
    ["target neverDisplayed displayed notProven"],
  ],
  ["a question with no value is never required", [{ id: "intro", type: "label", label: "Hi", displayed: false }], []],
  ...["label", "note", "divider"].map((type): [string, Record<string, unknown>[], string[]] => [
    `a ${type} is never required, whatever its required says`,
    [
      checkbox,
      { id: "intro", type, label: "Hi", displayed: false, required: true },
      { id: "more", type, label: "Hi", required: { newsletter: "never" } },
    ],
    [],
  ]),
];

describe("analyseLogic", () => {
  it.each(CASES)("%s", (_name, questions, expected) => {
    const report = analyseLogic(questions);
    expect(
      report.findings
        .map((finding) => `${finding.questionId} ${finding.kind} ${finding.attribute} ${finding.verdict}`)
        .sort(),
    ).toEqual([...expected].sort());
  });

  it("says what it searched, and what it left out", () => {
    const [proven] = analyseLogic([
      radio,
      checkbox,
      target({ displayed: { visitorType: "exhibitor", newsletter: true } }),
    ]).findings;
    expect(proven.message).toBe(
      "'target' is never displayed: checked on all 9 combinations of the answers to 'newsletter', 'visitorType'.",
    );
    const [partial] = analyseLogic([text, target({ displayed: { name: "/^zz/" } })]).findings;
    expect(partial.message).toBe(
      "'target' is never displayed on the 3 combinations tried of the answers " +
        "to 'name'; not proven, because 'name' is matched against a regular " +
        "expression: only the texts the logic mentions, an empty and another " +
        "text were tried.",
    );
  });

  it.each([
    [
      [checkbox, target({ displayed: { $or: [{ newsletter: true }, { newsletter: { $ne: true } }] } })],
      "'target' is always displayed (its condition always holds): checked on " +
        "all 3 combinations of the answers to 'newsletter'.",
    ],
    [
      [checkbox, target({ required: { $or: [{ newsletter: true }, { newsletter: { $ne: true } }] } })],
      "'target' has a required condition that always holds: checked on all 3 " +
        "combinations of the answers to 'newsletter'.",
    ],
    [
      [checkbox, target({ required: { newsletter: "yes" } })],
      "'target' has a required condition that never holds: checked on all 3 " +
        "combinations of the answers to 'newsletter'.",
    ],
    [
      [target({ displayed: {} })],
      "'target' is always displayed (its condition always holds): checked on " +
        "all 1 combination of the answers to no answers.",
    ],
  ])("words each finding (%#)", (questions, message) => {
    expect(analyseLogic(questions).findings.map((finding) => finding.message)).toEqual([message]);
  });

  it("says why a requirement never applies, with the search that showed it", () => {
    const [, shown] = analyseLogic([
      radio,
      target({ displayed: { visitorType: "exhibitor" }, required: true }),
    ]).findings;
    expect(shown.message).toBe(
      "'target' is required but never displayed, so the requirement never " +
        "applies: checked on all 3 combinations of the answers to " +
        "'visitorType'.",
    );
    expect(shown.search).toEqual({ answers: ["visitorType"], tried: 3, total: 3, complete: true, gaps: [] });
    expect(analyseLogic([target({ displayed: false, required: true })]).findings).toEqual([
      {
        questionId: "target",
        kind: "requiredNeverDisplayed",
        attribute: "required",
        verdict: "proven",
        message:
          "'target' is required but never displayed, so the requirement never applies: its 'displayed' is false.",
        search: { answers: [], tried: 0, total: 0, complete: true, gaps: [] },
      },
    ]);
  });

  it("names every reason a search is incomplete", () => {
    const other = { ...text, id: "other" };
    const [finding] = analyseLogic([text, other, target({ displayed: { name: "/^zz/", other: "/^yy/" } })]).findings;
    expect(finding.search.gaps).toHaveLength(2);
    expect(finding.message.endsWith(`not proven, because ${finding.search.gaps[0]}; ${finding.search.gaps[1]}.`)).toBe(
      true,
    );
  });

  it("searches only the answers the condition reads", () => {
    const [finding] = analyseLogic([
      radio,
      checkbox,
      { ...text, displayed: { newsletter: true } },
      target({ displayed: { visitorType: "exhibitor" } }),
    ]).findings;
    expect(finding).toMatchObject({ questionId: "target", search: { answers: ["visitorType"], total: 3 } });
  });

  it("evaluates only the steps a condition needs, and stops once it has seen it hold and fail", () => {
    analyseLogic([checkbox, target({ displayed: { newsletter: true } })]);
    // No answer, then true: both outcomes seen, false is not tried.
    expect(evaluated).toEqual(["target.displayed", "target.displayed"]);
    evaluated.length = 0;
    // A label has no answer to combine: target's condition is tried on visitorType's answers alone, recomputing the
    // label's display (which it reads) each time, and nothing of the checkbox, which it does not read.
    analyseLogic([
      radio,
      { id: "middle", type: "label", label: "M", displayed: { visitorType: "partner" } },
      target({ displayed: { middle: { $displayed: true } } }),
      checkbox,
    ]);
    expect(evaluated).toEqual([
      "middle.displayed",
      "middle.displayed",
      "middle.displayed",
      "target.displayed",
      "middle.displayed",
      "target.displayed",
    ]);
  });

  it("follows long chains of questions that read the two before them", () => {
    // Labels: no answers to combine, one combination per condition.
    const chain = Array.from({ length: 40 }, (_, i) => ({
      id: `q${i}`,
      type: "label",
      label: `Q${i}`,
      ...(i >= 2 ? { displayed: { [`q${i - 1}`]: { $displayed: true }, [`q${i - 2}`]: { $displayed: true } } } : {}),
    }));
    const { findings } = analyseLogic(chain);
    expect(findings.map((finding) => `${finding.questionId} ${finding.kind} ${finding.verdict}`)).toEqual(
      chain.slice(2).map((question) => `${question.id} alwaysTrue proven`),
    );
  });

  it("tries nothing, and proves nothing, when no combination may be tried", () => {
    const { findings } = analyseLogic([checkbox, target({ displayed: { newsletter: true } })], { maxCombinations: 0 });
    expect(findings.map((finding) => `${finding.kind} ${finding.verdict} ${finding.search.tried}`)).toEqual([
      "neverDisplayed notProven 0",
      "alwaysTrue notProven 0",
    ]);
    expect(findings[0].message).toContain("only 0 of the 3 combinations were tried");
  });

  it("spreads a sample over all the combinations, not the first ones", () => {
    const radios = ["r1", "r2", "r3"].map((id) => ({ ...radio, id }));
    // In counting order, the first 9 of the 27 combinations all leave r3 unanswered.
    const condition = { $or: [{ r3: { $exists: true } }, { r1: "nope" }, { r2: "nope" }] };
    const { findings } = analyseLogic([...radios, target({ displayed: condition })], { maxCombinations: 9 });
    expect(findings).toEqual([]);
  });

  it("samples beyond the bound and says so", () => {
    const radios = ["r1", "r2", "r3"].map((id) => ({ ...radio, id }));
    const report = analyseLogic([...radios, target({ displayed: { r1: "nope", r2: "partner", r3: "guest" } })], {
      maxCombinations: 5,
    });
    expect(report.findings).toHaveLength(1);
    expect(report.findings[0]).toMatchObject({
      verdict: "notProven",
      search: { tried: 5, total: 27, complete: false },
    });
    expect(report.findings[0].message).toContain("only 5 of the 27 combinations were tried");
    expect(
      analyseLogic([...radios, target({ displayed: { r1: "nope", r2: "partner", r3: "guest" } })]).findings[0].verdict,
    ).toBe("proven");
  });

  it("stops at cycles (validation reports them) and lists what depends on what", () => {
    const cyclic = analyseLogic([
      target({ displayed: { other: { $displayed: true } } }),
      { id: "other", type: "text", label: "O", displayed: { target: { $displayed: true } } },
    ]);
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
    [
      {
        id: "pair",
        type: "checkboxGroup",
        label: "P",
        options: [
          { id: "a", label: "A" },
          { id: "b", label: "B" },
        ],
      },
      [undefined, [], ["a"], ["b"], ["a", "b"]],
      true,
    ],
    [topics, [undefined, [], ["a"], ["b"], ["c"], ["d"], ["e"], ["f"], ["a", "b", "c", "d", "e", "f"]], false],
  ])("%j", (question, values, exact) => {
    expect(answerDomains([question]).get(question.id)).toMatchObject({ values, exact });
  });
});
