import { beforeEach, describe, expect, it, vi } from "vitest";
import { compileForm } from "./evaluate";
import { createFormSession } from "./incremental";
import { chainForm } from "./testing/chain-form";

// What incremental evaluation saves: which steps are evaluated again after one answer changes. The steps are
// counted by wrapping compileSteps' compute functions (the real ones, called as before).
//
// Mutants of incremental.ts that survive `npm run test:mutation lib/logic/incremental.ts`, and why they are
// equivalent (nothing a caller or this count can see):
// - :31 and :76, `[]` → `["Stryker was here"]`: marking a step that is not a number sets no dirty flag in the
//   Uint8Array and leaves `low`/`high` as they were (`undefined < low` is false).
// - :69 `high = -1` → `+1`, :73 `<` → `<=`, :74 `>` → `>=`: the range the loop walks grows or stays, but a step
//   is computed only when dirty, so the same steps are computed.
const evaluated = vi.hoisted(() => [] as string[]);
vi.mock("./steps", async (importOriginal) =>
  (await import("./testing/counted-steps")).countedSteps(await importOriginal(), evaluated),
);

const questions = chainForm;

/** The steps evaluated while `run` runs. */
function stepsEvaluatedBy(run: () => void): string[] {
  evaluated.length = 0;
  run();
  return [...evaluated];
}

describe("createFormSession evaluates only what an answer reaches", () => {
  beforeEach(() => {
    evaluated.length = 0;
  });

  it("evaluates every step once when it starts", () => {
    expect(stepsEvaluatedBy(() => createFormSession(questions))).toHaveLength(3 * questions.length);
  });

  it("evaluates nothing for an answer no logic reads", () => {
    const session = createFormSession(questions);
    expect(stepsEvaluatedBy(() => session.set("unrelated", "x"))).toEqual([]);
  });

  it("follows a change through the steps that read it, in dependency order, and stops where a value stays", () => {
    const session = createFormSession(questions);
    expect(stepsEvaluatedBy(() => session.set("visitorType", "partner"))).toEqual([
      "companySize.displayed",
      "companySize.required",
      "budget.displayed",
      "budget.required",
    ]);
    // Still a partner: the one step reading the answer comes out unchanged, and nothing after it runs.
    expect(stepsEvaluatedBy(() => session.set("visitorType", "partner"))).toEqual(["companySize.displayed"]);
    // budget.displayed names companySize (for its $displayed state), so it counts as reading the answer too.
    expect(stepsEvaluatedBy(() => session.set("companySize", 80))).toEqual([
      "budget.raw",
      "budget.displayed",
      "budget.required",
      "notes.raw",
      "notes.displayed",
      "notes.required",
    ]);
  });

  it("evaluates a definition with cycles whole on every change, as compileForm does", () => {
    const cyclic = [
      { id: "a", type: "text", label: "A", displayed: { b: { $displayed: true } } },
      { id: "b", type: "text", label: "B", displayed: { a: { $displayed: true } } },
      { id: "c", type: "text", label: "C", required: { x: "1" } },
    ];
    const session = createFormSession(cyclic);
    expect(stepsEvaluatedBy(() => session.set("unrelated", "x"))).toHaveLength(3 * cyclic.length);
  });

  it("evaluates every step again on reset, from the answers it is given", () => {
    const session = createFormSession(questions);
    const answers = { visitorType: "partner", companySize: 80 };
    expect(stepsEvaluatedBy(() => session.reset(answers))).toHaveLength(3 * questions.length);
    expect(session.answers()).toEqual(answers);
    expect(session.evaluation()).toEqual(compileForm(questions).evaluate(answers));
    expect(session.evaluation().required.notes).toBe(true);
  });
});
