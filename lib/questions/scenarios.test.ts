import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answerChanges, randomForm } from "../logic/testing/arbitrary-forms";
import { budgetQuestion, jobRoleQuestion, type LooseQuestion } from "./testing/job-role-form";
import {
  generateScenarios,
  isScenario,
  recordScenario,
  rewriteScenario,
  runScenario,
  runScenarios,
  type Scenario,
  type ScenarioValues,
} from "./scenarios";
// Patterns run on RE2 as on the server (the capture app loads it on demand: docs/architecture.md "Capture mode").

type Question = LooseQuestion;

const form: Question[] = [
  { id: "email", type: "email", label: "E-mail", required: true },
  jobRoleQuestion(),
  budgetQuestion("buyer", { required: { jobRole: "buyer" } }),
  {
    id: "interests",
    type: "checkboxGroup",
    label: "Interests",
    options: [
      { id: "arms", label: "Arms" },
      { id: "vision", label: "Vision" },
    ],
  },
];
const buyer: ScenarioValues = {
  email: { value: "ada@example.com" },
  jobRole: { value: "buyer" },
  budget: { value: 5000 },
};

describe("recordScenario and runScenario", () => {
  it("records every question's states and the acceptance, and passes on the form it was recorded from", () => {
    const scenario = recordScenario(form, buyer, { id: "s1", name: "Buyer with budget" });
    expect(scenario.expect).toEqual({
      email: { displayed: true, required: true },
      jobRole: { displayed: true, required: false },
      budget: { displayed: true, required: true },
      interests: { displayed: true, required: false },
    });
    expect(scenario.accepted).toBe(true);
    expect(runScenario(form, scenario)).toEqual({ scenarioId: "s1", passed: true, failures: [] });
  });

  it("records only the chosen questions, and no acceptance when asked", () => {
    const scenario = recordScenario(form, buyer, {
      id: "s2",
      name: "Budget shown and required",
      only: ["budget"],
      acceptance: false,
    });
    expect(scenario).toEqual({
      id: "s2",
      name: "Budget shown and required",
      values: buyer,
      expect: { budget: { displayed: true, required: true } },
    });
  });

  it("fails in words when a condition changes what the visitor sees", () => {
    const scenario = recordScenario(form, buyer, { id: "s1", name: "Buyer" });
    const changed = form.map((question) =>
      question.id === "budget" ? { ...question, displayed: { jobRole: "engineer" } } : question,
    );
    const result = runScenario(changed, scenario);
    expect(result.passed).toBe(false);
    expect(result.failures.map((failure) => failure.text)).toEqual([
      "“Budget” is now hidden; this scenario expects it shown.",
      "“Budget” is now optional; this scenario expects it required.",
    ]);
  });

  it("fails when the form stops accepting the answers, saying why, and when a question is gone", () => {
    const scenario = recordScenario(form, buyer, { id: "s1", name: "Buyer" });
    const stricter = form.map((question) => (question.id === "budget" ? { ...question, maxVal: 1000 } : question));
    const [failure] = runScenario(stricter, scenario).failures;
    expect(failure).toMatchObject({ property: "accepted", expected: true, actual: false });
    expect(failure.text).toMatch(
      /^The form now refuses these answers \(Budget: .+\); this scenario expects them accepted\.$/,
    );
    const without = form.filter((question) => question.id !== "interests");
    expect(runScenario(without, { ...scenario, values: { ...buyer } }).failures.map((each) => each.text)).toContain(
      "“interests” is no longer in the form.",
    );
  });

  it("runs many scenarios against one compiled form", () => {
    const a = recordScenario(form, buyer, { id: "a", name: "Buyer" });
    const b = recordScenario(
      form,
      { email: { value: "bo@example.com" }, jobRole: { value: "engineer" } },
      { id: "b", name: "Engineer" },
    );
    expect(runScenarios(form, [a, b]).map((result) => result.passed)).toEqual([true, true]);
    expect(b.expect.budget).toEqual({ displayed: false, required: false });
  });
});

describe("rewriteScenario", () => {
  const scenario: Scenario = recordScenario(
    form,
    { ...buyer, interests: { value: ["arms", "vision"] } },
    { id: "s", name: "Robotics lead with budget" },
  );

  it("follows a renamed id in its answers and expectations, and still passes", () => {
    const { scenario: renamed, notice } = rewriteScenario(scenario, { kind: "renamed", from: "jobRole", to: "role" });
    expect(notice).toBeNull();
    expect(Object.keys(renamed.values)).toEqual(["email", "role", "budget", "interests"]);
    expect(renamed.expect.role).toEqual(scenario.expect.jobRole);
    const renamedForm = form.map((question) =>
      question.id === "jobRole"
        ? { ...question, id: "role" }
        : question.id === "budget"
          ? { ...question, displayed: { role: "buyer" }, required: { role: "buyer" } }
          : question,
    );
    expect(runScenario(renamedForm, renamed).passed).toBe(true);
  });

  it("drops a deleted question's answer and expectations, with a notice", () => {
    const { scenario: rewritten, notice } = rewriteScenario(scenario, {
      kind: "removed",
      id: "interests",
      label: "Interests",
    });
    expect(rewritten.values.interests).toBeUndefined();
    expect(rewritten.expect.interests).toBeUndefined();
    expect(notice).toBe(
      "“Interests” was deleted: its answer and expectations left the scenario “Robotics lead with budget”.",
    );
    expect(rewriteScenario(rewritten, { kind: "removed", id: "interests" }).notice).toBeNull();
  });

  it("keeps answers that used an option's stored value when the value is renamed, in lists too", () => {
    const one = rewriteScenario(scenario, {
      kind: "optionRenamed",
      questionId: "jobRole",
      from: "buyer",
      to: "purchaser",
    }).scenario;
    expect(one.values.jobRole).toEqual({ value: "purchaser" });
    const many = rewriteScenario(scenario, {
      kind: "optionRenamed",
      questionId: "interests",
      from: "arms",
      to: "robotArms",
    }).scenario;
    expect(many.values.interests).toEqual({ value: ["robotArms", "vision"] });
  });
});

describe("isScenario", () => {
  it.each([
    [{ id: "a", name: "A", values: {}, expect: {} }, true],
    [{ id: "a", name: "A", values: { x: { value: 1 } }, expect: { x: { displayed: true } }, accepted: false }, true],
    [{ id: "a", name: "A", values: { x: 1 }, expect: {} }, false],
    [{ id: "a", name: "A", values: {}, expect: { x: { shown: true } } }, false],
    [{ id: "a", name: "A", values: {}, expect: { x: { displayed: "yes" } } }, false],
    [{ id: 1, name: "A", values: {}, expect: {} }, false],
    [null, false],
  ])("%j -> %s", (value, expected) => {
    expect(isScenario(value)).toBe(expected);
  });
});

describe("a scenario recorded from a preview state", () => {
  it("passes until the form changes that outcome (random forms, answers and edits)", () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const questions = randomForm(g);
        const values: ScenarioValues = {};
        for (const [id, value] of answerChanges(g, questions)) {
          if (value === undefined) delete values[id];
          else values[id] = { value };
        }
        const scenario = recordScenario(questions, values, { id: "s", name: "Random" });
        expect(runScenario(questions, scenario).passed).toBe(true);
        // Another form over the same ids: the scenario passes exactly when recording there gives the same outcome.
        const other = randomForm(g).slice(0, questions.length);
        const again = recordScenario(other, values, { id: "s", name: "Random" });
        const sameOutcome =
          JSON.stringify(again.expect) ===
            JSON.stringify(Object.fromEntries(Object.keys(again.expect).map((id) => [id, scenario.expect[id]]))) &&
          Object.keys(scenario.expect).every((id) => id in again.expect) &&
          again.accepted === scenario.accepted;
        expect(runScenario(other, scenario).passed).toBe(sameOutcome);
      }),
      { numRuns: 300 },
    );
  });
});

describe("generateScenarios", () => {
  it("makes one scenario per outcome a condition can reach, named in words, each checking its question only", () => {
    const scenarios = generateScenarios(form);
    expect(scenarios.map((scenario) => scenario.name)).toEqual([
      "Budget shown when Job role is “Buyer”",
      "Budget hidden when nothing is answered",
      "Budget required when Job role is “Buyer”",
    ]);
    expect(
      scenarios.every(
        (scenario) => Object.keys(scenario.expect).join() === "budget" && scenario.accepted === undefined,
      ),
    ).toBe(true);
    expect(runScenarios(form, scenarios).every((result) => result.passed)).toBe(true);
  });

  it("reaches through another question's state, and skips outcomes no answer reaches", () => {
    const chained: Question[] = [
      { id: "visitor", type: "checkbox", label: "Visitor" },
      { id: "company", type: "text", label: "Company", displayed: { visitor: true } },
      {
        id: "size",
        type: "number",
        label: "Company size",
        displayed: { company: { $displayed: true } },
        required: { visitor: { $in: [] } },
      },
    ];
    expect(generateScenarios(chained).map((scenario) => scenario.name)).toEqual([
      "Company shown when Visitor is ticked",
      "Company hidden when nothing is answered",
      "Company size shown when Visitor is ticked",
      "Company size hidden when nothing is answered",
      "Company size shown and optional when Visitor is ticked",
    ]);
  });

  it("gives scenarios that pass on the form they were made from (random forms)", () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const questions = randomForm(g);
        const scenarios = generateScenarios(questions, { maxCombinations: 64 });
        expect(runScenarios(questions, scenarios).filter((result) => !result.passed)).toEqual([]);
        expect(new Set(scenarios.map((scenario) => scenario.id)).size).toBe(scenarios.length);
      }),
      { numRuns: 200 },
    );
  });
});
