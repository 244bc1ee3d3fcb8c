import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { compileForm } from "./evaluate";
import { createFormSession, type Changes } from "./incremental";
import { answerChanges, randomForm } from "./testing/arbitrary-forms";
import { chainForm } from "./testing/chain-form";
// Patterns run on RE2 as on the server (the capture app loads it on demand: docs/architecture.md "Capture mode").
import "./safe-regex";

// Seeded so a failure can be replayed; fast-check names the seed and path in its failure message.
const SEED = Number(process.env.LOGIC_SEED ?? 1237);

const diff = (before: ReturnType<ReturnType<typeof compileForm>["evaluate"]>, after: typeof before): Changes => {
  const changes: Changes = { displayed: {}, required: {} };
  for (const key of ["displayed", "required"] as const)
    for (const [id, value] of Object.entries(after[key])) if (before[key][id] !== value) changes[key][id] = value;
  return changes;
};

describe("createFormSession", () => {
  const questions = chainForm;

  it('reports only what changed, through $displayed / $required chains and displayed: "required"', () => {
    const session = createFormSession(questions);
    expect(session.evaluation().displayed).toMatchObject({ companySize: false, budget: false, notes: false });
    expect(session.set("visitorType", "partner")).toEqual({
      displayed: { companySize: true, budget: true },
      required: { companySize: true },
    });
    expect(session.set("companySize", 80)).toEqual({
      displayed: { notes: true },
      required: { budget: true, notes: true },
    });
    expect(session.set("unrelated", "x")).toEqual({ displayed: {}, required: {} });
    expect(session.set("visitorType", undefined)).toEqual({
      displayed: { companySize: false, budget: false, notes: false },
      required: { companySize: false, budget: false, notes: false },
    });
    // An answer set to undefined is gone, not kept as undefined.
    expect(session.answers()).toStrictEqual({ companySize: 80, unrelated: "x" });
  });

  it("starts from the initial answers and resets", () => {
    const session = createFormSession(questions, { visitorType: "partner", companySize: 80 });
    expect(session.evaluation()).toEqual(compileForm(questions).evaluate({ visitorType: "partner", companySize: 80 }));
    expect(session.reset()).toEqual({
      displayed: { companySize: false, budget: false, notes: false },
      required: { companySize: false, budget: false, notes: false },
    });
    expect(session.evaluation()).toEqual(compileForm(questions).evaluate({}));
  });

  it("hands out evaluations that later changes do not touch", () => {
    const session = createFormSession(questions);
    const before = session.evaluation();
    session.set("visitorType", "partner");
    expect(before.displayed.companySize).toBe(false);
  });

  it(`agrees with full evaluation on random forms × answer sequences (property, seed ${SEED})`, () => {
    fc.assert(
      fc.property(fc.gen(), fc.boolean(), (g, allowCycles) => {
        const form = randomForm(g, allowCycles);
        const session = createFormSession(form);
        const answers: Record<string, unknown> = {};
        let previous = compileForm(form).evaluate(answers);
        expect(session.evaluation()).toEqual(previous);
        for (const [id, value] of answerChanges(g, form)) {
          if (value === undefined) delete answers[id];
          else answers[id] = value;
          const changes = session.set(id, value);
          const full = compileForm(form).evaluate(answers);
          expect(session.evaluation()).toEqual(full);
          expect(changes).toEqual(diff(previous, full));
          previous = full;
        }
      }),
      // Fewer under mutation testing (vitest.mutation.config.mts), where it runs for every mutant it reaches.
      { seed: SEED, numRuns: Number(process.env.MUTATION_PROPERTY_RUNS ?? 300) },
    );
  });
});
