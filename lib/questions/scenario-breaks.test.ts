import { describe, expect, it } from "vitest";
import { findScenarioBreak } from "./scenario-breaks";
import type { Scenario } from "./scenarios";

type Question = Record<string, unknown> & { id: string; type: string };
const form = (budgetShownFor: string): Question[] => [
  {
    id: "role",
    type: "radio",
    label: "Role",
    options: [
      { id: "buyer", label: "Buyer" },
      { id: "engineer", label: "Engineer" },
    ],
  },
  { id: "budget", type: "number", label: "Budget", displayed: { role: budgetShownFor } },
];
const buyer: Scenario = {
  id: "s-1",
  name: "Buyer sees the budget",
  values: { role: { value: "buyer" } },
  expect: { budget: { displayed: true } },
};

/** Versions 1..n newest first, each shown to `budgetShownFor[n - 1]`; `loaded` records what the search read. */
function history(budgetShownFor: string[]) {
  const loaded: number[] = [];
  const versions = budgetShownFor.map((_, index) => index + 1).reverse();
  const load = async (n: number) => {
    loaded.push(n);
    return form(budgetShownFor[n - 1]);
  };
  return { versions, load, loaded };
}

describe("findScenarioBreak", () => {
  it("names the oldest failing version after the last passing one, reading no further back", async () => {
    const { versions, load, loaded } = history(["buyer", "buyer", "buyer", "engineer", "engineer"]);
    expect(await findScenarioBreak(buyer, versions, load)).toEqual({ status: "broken", n: 4 });
    expect(loaded).toEqual([5, 4, 3]);
  });

  it("finds the latest break when the scenario broke, was fixed and broke again", async () => {
    const { versions, load } = history(["buyer", "engineer", "buyer", "engineer"]);
    expect(await findScenarioBreak(buyer, versions, load)).toEqual({ status: "broken", n: 4 });
  });

  it("says when the saved form passes (only unsaved changes break it) or it never passed", async () => {
    const passing = history(["engineer", "buyer"]);
    expect(await findScenarioBreak(buyer, passing.versions, passing.load)).toEqual({ status: "passesSaved" });
    expect(passing.loaded).toEqual([2]);
    const never = history(["engineer", "engineer"]);
    expect(await findScenarioBreak(buyer, never.versions, never.load)).toEqual({ status: "neverPassed", checked: 2 });
  });
});
