import { describe, expect, it } from "vitest";
import { restoredScenariosNotice, scenarioSetChanges, scenarioSetSentences } from "./scenario-set-changes";
import type { Scenario } from "./scenarios";

const scenario = (id: string, name: string, extra: Partial<Scenario> = {}): Scenario => ({
  id,
  name,
  values: { role: { value: "buyer" } },
  expect: { budget: { displayed: true } },
  ...extra,
});

describe("scenarioSetChanges", () => {
  it("finds added, removed, changed and renamed scenarios by id", () => {
    const before = [scenario("a", "A"), scenario("b", "B"), scenario("c", "C"), scenario("d", "D")];
    const after = [
      scenario("a", "A"),
      scenario("b", "B", { expect: { budget: { displayed: false } } }),
      scenario("c", "See C"),
      scenario("e", "E"),
    ];
    expect(scenarioSetChanges(before, after)).toEqual([
      { kind: "changed", name: "B" },
      { kind: "renamed", from: "C", name: "See C" },
      { kind: "added", name: "E" },
      { kind: "removed", name: "D" },
    ]);
  });

  it("reads a change of `accepted` as a change, and keys in another order as none", () => {
    const reordered = {
      ...scenario("a", "A"),
      expect: { budget: { displayed: true } },
      values: { role: { value: "buyer" } },
    };
    expect(scenarioSetChanges([scenario("a", "A")], [reordered])).toEqual([]);
    expect(scenarioSetChanges([scenario("a", "A")], [scenario("a", "A", { accepted: true })])).toEqual([
      { kind: "changed", name: "A" },
    ]);
  });

  it("says each change in a sentence", () => {
    expect(scenarioSetSentences([scenario("a", "A")], [scenario("a", "Z"), scenario("b", "B")])).toEqual([
      "Scenario “A” renamed “Z”.",
      "Scenario “B” added.",
    ]);
    expect(scenarioSetSentences([scenario("a", "A")], [])).toEqual(["Scenario “A” removed."]);
  });
});

describe("restoredScenariosNotice", () => {
  it("says which scenarios a restore brought back and which it removed; nothing when they are the same", () => {
    expect(restoredScenariosNotice(3, [scenario("b", "B")], [scenario("a", "A")])).toBe(
      "The scenarios of version 3 are back — back: “A”; removed (not in version 3): “B”.",
    );
    expect(restoredScenariosNotice(2, [scenario("a", "New A", { accepted: true })], [scenario("a", "A")])).toBe(
      "The scenarios of version 2 are back — as they were: “A”.",
    );
    expect(restoredScenariosNotice(2, [scenario("a", "New A")], [scenario("a", "A")])).toBe(
      "The scenarios of version 2 are back — named as they were: “A”.",
    );
    expect(restoredScenariosNotice(2, [scenario("a", "A")], [scenario("a", "A")])).toBeNull();
  });
});
