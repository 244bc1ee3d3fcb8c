import { describe, expect, it } from "vitest";
import { recordScenario } from "../../questions/scenarios";
import { MAX_SCENARIOS, scenarioChangeSchema, scenarioSchema, SCENARIO_NAME_MAX } from "./scenarios";

const form = [
  { id: "jobRole", type: "radio", label: "Job role", options: [{ id: "buyer", label: "Buyer" }] },
  { id: "budget", type: "number", label: "Budget", displayed: { jobRole: "buyer" } },
];
const recorded = recordScenario(form, { jobRole: { value: "buyer" } }, { id: "s-1", name: "Buyer" });

describe("scenarioSchema", () => {
  it("takes a scenario as recordScenario makes it, unchanged", () => {
    expect(scenarioSchema.parse(recorded)).toEqual(recorded);
  });

  it("refuses a missing name, a name too long, a bad id and attributes it does not know, saying what to do", () => {
    const cases: [unknown, RegExp][] = [
      [{ ...recorded, name: "  " }, /give the scenario a name/],
      [{ ...recorded, name: "x".repeat(SCENARIO_NAME_MAX + 1) }, /at most 120 characters/],
      [{ ...recorded, id: "a b" }, /letters, digits/],
      [{ ...recorded, expect: { budget: { shown: true } } }, /Unrecognized key/],
      [{ ...recorded, extra: 1 }, /Unrecognized key/],
      [{ ...recorded, values: { budget: 5 } }, /expected object/],
    ];
    for (const [input, message] of cases) {
      const parsed = scenarioSchema.safeParse(input);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0].message).toMatch(message);
    }
  });

  it("refuses more scenarios in one change than an event keeps", () => {
    const put = Array.from({ length: MAX_SCENARIOS + 1 }, (_, index) => ({ ...recorded, id: `s-${index}` }));
    expect(scenarioChangeSchema.safeParse({ eventId: 1, put, remove: [] }).success).toBe(false);
    expect(scenarioChangeSchema.safeParse({ eventId: 1, put: put.slice(1), remove: [] }).success).toBe(true);
  });
});
