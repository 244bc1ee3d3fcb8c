import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answerChanges, randomForm } from "@/lib/logic/testing/arbitrary-forms";
import { budgetForm, type LooseQuestion } from "@/lib/questions/testing/job-role-form";
import { recordScenario, runScenario, type Scenario, type ScenarioValues } from "@/lib/questions/scenarios";
import { createScenarioRunner } from "./scenario-runner";

type Question = LooseQuestion;

const form: Question[] = [
  ...budgetForm(),
  { id: "notes", type: "text", label: "Notes", displayed: { budget: { $displayed: true } } },
];
const buyer = recordScenario(form, { jobRole: { value: "buyer" } }, { id: "buyer", name: "Buyer" });

const valuesOf = (changes: [string, unknown][]) => {
  const values: ScenarioValues = {};
  for (const [id, value] of changes) {
    if (value === undefined) delete values[id];
    else values[id] = { value };
  }
  return values;
};

describe("createScenarioRunner", () => {
  it("says what changed in words: the question's own condition, or a question it reads", () => {
    const runner = createScenarioRunner();
    expect(runner.run(form, [buyer]).buyer.passed).toBe(true);
    const broken = form.map((question) =>
      question.id === "budget" ? { ...question, displayed: { jobRole: "engineer" } } : question,
    );
    // The notes follow the budget: their own condition is the same, what it reads is not.
    expect(runner.run(broken, [buyer]).buyer.failures.map((failure) => failure.sentence)).toEqual([
      "“Budget” is now hidden: its condition changed. This scenario expects it shown.",
      "“Notes” is now hidden: a question its condition reads changed. This scenario expects it shown.",
    ]);
    const removed = form.map((question) => (question.id === "budget" ? { ...question, displayed: false } : question));
    expect(runner.run(removed, [buyer]).buyer.failures[0].sentence).toBe(
      "“Budget” is now hidden: its condition was removed. This scenario expects it shown.",
    );
  });

  it("keeps the verdicts through an edit of words only, saying the failures with the new label", () => {
    const runner = createScenarioRunner();
    runner.run(form, [buyer]);
    const broken = form.map((question) =>
      question.id === "budget" ? { ...question, displayed: { jobRole: "engineer" } } : question,
    );
    runner.run(broken, [buyer]);
    const relabelled = broken.map((question) =>
      question.id === "budget" ? { ...question, label: "Spend" } : question,
    );
    expect(runner.run(relabelled, [buyer]).buyer.failures[0].sentence).toBe(
      "“Spend” is now hidden: its condition changed. This scenario expects it shown.",
    );
  });

  it("answers what runScenario answers, through any sequence of forms and scenario lists (random forms)", () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const runner = createScenarioRunner();
        let questions = randomForm(g);
        let scenarios: Scenario[] = [];
        for (let step = 0; step < 4; step++) {
          const action = g(fc.integer, { min: 0, max: 2 });
          if (action === 0 || scenarios.length === 0)
            scenarios = [
              ...scenarios,
              recordScenario(questions, valuesOf(answerChanges(g, questions)), { id: `s${step}`, name: `S${step}` }),
            ];
          else if (action === 1) questions = randomForm(g).slice(0, questions.length);
          else scenarios = scenarios.slice(1);
          const formChanged = action === 1;
          const verdicts = runner.run(formChanged || step === 0 ? questions : null, scenarios);
          expect(Object.keys(verdicts)).toEqual(scenarios.map((scenario) => scenario.id));
          for (const scenario of scenarios) {
            const expected = runScenario(questions, scenario);
            expect(verdicts[scenario.id].passed).toBe(expected.passed);
            // The words may keep an earlier label (an edit of words only keeps the verdicts): compared without them.
            const bare = (failure: object) => ({ ...failure, sentence: undefined, text: undefined });
            expect(verdicts[scenario.id].failures.map(bare)).toEqual(expected.failures.map(bare));
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
