import { describe, expect, it } from "vitest";
import { documentLoaded } from "@/lib/editor-store/document";
import type { Question } from "@/lib/questions";
import type { Scenario } from "@/lib/questions/scenarios";
import { MAX_SCENARIOS } from "@/lib/studio/schemas/scenarios";
import { planImport, readImport } from "./import-plan";
import { exportText, fitImportedScenarios, readImportedScenarios } from "./import-scenarios";

const q = (id: string) => ({ id, type: "text", label: id }) as Question;
const scenario = (extra: Partial<Scenario> = {}): Scenario => ({
  id: "s-1",
  name: "Buyer with budget",
  values: { role: { value: "buyer" } },
  expect: { budget: { displayed: true, required: true } },
  ...extra,
});

describe("exportText", () => {
  it("carries the scenarios under their own key beside what the API takes", () => {
    const doc = documentLoaded({ name: "Fair", type: "standard", questions: [q("role")] });
    expect(JSON.parse(exportText(doc, [scenario()]))).toEqual({
      name: "Fair",
      type: "standard",
      questions: [q("role")],
      scenarios: [scenario()],
    });
  });
});

describe("readImportedScenarios", () => {
  it("leaves the event's scenarios alone when the JSON has no scenarios key", () => {
    expect(readImportedScenarios({ questions: [] })).toEqual({ ok: true, scenarios: undefined });
    expect(readImportedScenarios([q("a")])).toEqual({ ok: true, scenarios: undefined });
    expect(readImport(JSON.stringify({ questions: [q("a")] }))).toEqual({ ok: true, source: { questions: [q("a")] } });
  });

  it("takes valid scenarios through the import", () => {
    expect(readImport(JSON.stringify({ questions: [q("role")], scenarios: [scenario()] }))).toEqual({
      ok: true,
      source: { questions: [q("role")], scenarios: [scenario()] },
    });
  });

  it("refuses the whole import for one invalid scenario, naming it and why", () => {
    const reading = readImport(
      JSON.stringify({ questions: [q("role")], scenarios: [scenario(), scenario({ id: "s-2", name: "  " })] }),
    );
    expect(reading).toEqual({
      ok: false,
      message: expect.stringMatching(/^Scenario 2 \(“ {2}”\) cannot be imported: name: give the scenario a name/),
    });
    const stray = readImportedScenarios({ scenarios: [{ ...scenario(), verdict: "passes" }] });
    expect(stray).toMatchObject({ ok: false, message: expect.stringContaining("Scenario 1 (“Buyer with budget”)") });
    expect(readImportedScenarios({ scenarios: {} })).toMatchObject({ ok: false });
    expect(readImportedScenarios({ scenarios: [scenario(), scenario()] })).toMatchObject({
      ok: false,
      message: expect.stringContaining("ids must be unique"),
    });
    expect(
      readImportedScenarios({ scenarios: Array.from({ length: MAX_SCENARIOS + 1 }, () => scenario()) }),
    ).toMatchObject({
      ok: false,
      message: expect.stringContaining(`at most ${MAX_SCENARIOS}`),
    });
  });
});

describe("fitImportedScenarios", () => {
  it("keeps what the imported form has and drops the rest, saying which and why", () => {
    const fitted = fitImportedScenarios([scenario()], ["role"]);
    expect(fitted.scenarios).toEqual([scenario({ expect: {} })]);
    expect(fitted.notices).toEqual([
      "The scenario “Buyer with budget” lost the answers and expectations of “budget”: " +
        "the imported form has no question with that id.",
    ]);
    expect(fitImportedScenarios([scenario()], ["role", "budget"])).toEqual({ scenarios: [scenario()], notices: [] });
  });

  it("follows the ids an append made unique", () => {
    const source = { questions: [q("role"), q("budget")], scenarios: [scenario()] };
    const plan = planImport([q("role")], source, "append", "standard");
    expect(plan.renamed).toEqual([{ from: "role", to: "role2" }]);
    const fitted = fitImportedScenarios(
      source.scenarios,
      plan.result.map((question) => question.id),
      plan.renamed,
    );
    expect(fitted).toEqual({ scenarios: [scenario({ values: { role2: { value: "buyer" } } })], notices: [] });
  });
});
