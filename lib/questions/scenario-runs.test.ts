import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answerChanges, randomForm, uniform, type Gen } from "@/lib/logic/testing/arbitrary-forms";
import { createScenarioRuns } from "./scenario-runs";
import { recordScenario, runScenario, type Scenario, type ScenarioValues } from "./scenarios";

type Question = Record<string, unknown> & { id: string; type: string };

const valuesOf = (changes: [string, unknown][]) => {
  const values: ScenarioValues = {};
  for (const [id, value] of changes) {
    if (value === undefined) delete values[id];
    else values[id] = { value };
  }
  return values;
};

/** One question edited as the editor edits it: its logic, a rule of its answers, its words, or its type. */
function edit(g: Gen, questions: Question[]): Question[] {
  const index = g(uniform, 0, questions.length - 1);
  const other = randomForm(g);
  const donor = other[Math.min(index, other.length - 1)];
  const kind = g(uniform, 0, 5);
  return questions.map((question, at) => {
    if (at !== index) return question;
    const { displayed, required, ...rest } = question;
    if (kind <= 1) {
      // The donor's logic reads only questions before it, as this one's may: the form stays acyclic.
      const next: Question = { ...rest };
      if (donor.displayed !== undefined) next.displayed = donor.displayed;
      if (donor.required !== undefined) next.required = donor.required;
      return next;
    }
    if (kind === 2) return { ...question, required: g(fc.boolean) };
    if (kind === 3) return { ...question, minLength: g(uniform, 0, 2), maxLength: g(uniform, 1, 3) };
    if (kind === 4) return { ...question, label: `Edited ${g(uniform, 0, 9)}` };
    void displayed;
    void required;
    return { ...question, type: donor.type };
  });
}

describe("createScenarioRuns", () => {
  it("answers what runScenario answers after every edit (random forms, scenarios and edits)", () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const runs = createScenarioRuns();
        let questions = randomForm(g);
        const scenarios: Scenario[] = Array.from({ length: g(uniform, 1, 4) }, (_, index) =>
          recordScenario(questions, valuesOf(answerChanges(g, questions)), {
            id: `s${index}`,
            name: `S${index}`,
            acceptance: g(uniform, 0, 3) !== 0,
          }),
        );
        for (let step = 0; step < 6; step++) {
          runs.setForm(questions);
          for (const scenario of scenarios) expect(runs.result(scenario)).toEqual(runScenario(questions, scenario));
          questions = edit(g, questions);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("checks the answers again where an edit changed a state through the logic that reads it", () => {
    const runs = createScenarioRuns();
    const form: Question[] = [
      { id: "role", type: "radio", options: [{ id: "buyer", label: "Buyer" }] },
      { id: "budget", type: "number", displayed: { role: "buyer" } },
      { id: "notes", type: "text", required: { budget: { $displayed: true } } },
    ];
    const buyer = recordScenario(form, { role: { value: "buyer" } }, { id: "a", name: "Buyer" });
    expect(buyer.accepted).toBe(false);
    runs.setForm(form);
    expect(runs.result(buyer).passed).toBe(true);
    // Only the budget's condition changes; the notes are no longer required, so the answers are now accepted.
    const edited = form.map((question) => (question.id === "budget" ? { ...question, displayed: false } : question));
    runs.setForm(edited);
    expect(runs.result(buyer)).toEqual(runScenario(edited, buyer));
    expect(runs.result(buyer).failures.map((failure) => failure.property)).toEqual([
      "displayed",
      "required",
      "accepted",
    ]);
  });

  it("runs a scenario afresh when it changed, and forgets the ones it is told to", () => {
    const runs = createScenarioRuns();
    const form: Question[] = [
      { id: "role", type: "radio", options: [{ id: "buyer", label: "Buyer" }] },
      { id: "budget", type: "number", displayed: { role: "buyer" } },
    ];
    const buyer = recordScenario(form, { role: { value: "buyer" } }, { id: "a", name: "Buyer" });
    runs.setForm(form);
    expect(runs.result(buyer).passed).toBe(true);
    const nobody = { ...buyer, values: {} };
    expect(runs.result(nobody)).toEqual(runScenario(form, nobody));
    runs.keep(new Set());
    runs.setForm(form.map((question) => (question.id === "budget" ? { ...question, displayed: false } : question)));
    expect(runs.result(buyer).passed).toBe(false);
  });
});
