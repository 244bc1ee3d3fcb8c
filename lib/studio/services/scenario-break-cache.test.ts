import { describe, expect, it } from "vitest";
import { findScenarioBreak } from "../../questions/scenario-breaks";
import { recordScenario, type Scenario } from "../../questions/scenarios";
import { breakKey, createBreakCache, rememberedBreak } from "./scenario-break-cache";

type Question = Record<string, unknown> & { id: string; type: string };
const shown: Question[] = [
  {
    id: "role",
    type: "radio",
    label: "Role",
    options: [
      { id: "buyer", label: "Buyer" },
      { id: "other", label: "Other" },
    ],
  },
  { id: "budget", type: "number", label: "Budget", displayed: { role: "buyer" } },
];
const hidden = shown.map((q) => (q.id === "budget" ? { ...q, displayed: { role: "other" } } : q));
const buyer = recordScenario(shown, { role: { value: "buyer" } }, { id: "buyer", name: "Buyer sees the budget" });

/** An event's history as the search reads it, counting the versions it reads. */
function history(forms: Question[][]) {
  let reads = 0;
  return {
    push: (form: Question[]) => forms.push(form),
    get newest() {
      return forms.length;
    },
    get reads() {
      return reads;
    },
    search: (scenario: Scenario) => async () => {
      const newest = forms.length;
      const before = reads;
      const numbers = Array.from({ length: newest }, (_, index) => newest - index);
      const answer = await findScenarioBreak(scenario, numbers, async (n) => {
        reads++;
        return forms[n - 1];
      });
      return { newest, answer, read: reads - before };
    },
  };
}

describe("rememberedBreak", () => {
  it("walks the versions once, the second ask reads none; a new save or a rewrite asks again", async () => {
    const cache = createBreakCache<Awaited<ReturnType<typeof findScenarioBreak>>>();
    const event = history([shown, shown, hidden]);
    const ask = (scenario: Scenario = buyer) =>
      rememberedBreak(cache, { eventId: 7, newest: event.newest, scenario }, event.search(scenario));

    expect(await ask()).toEqual({ answer: { status: "broken", n: 3 }, read: 2 });
    expect(event.reads).toBe(2);
    expect(await ask()).toEqual({ answer: { status: "broken", n: 3 }, read: 0 });
    expect(event.reads).toBe(2);
    // A renamed scenario checks the same: still remembered.
    expect((await ask({ ...buyer, name: "Renamed" })).read).toBe(0);

    event.push(shown);
    expect(await ask()).toEqual({ answer: { status: "passesSaved" }, read: 1 });
    expect(event.reads).toBe(3);

    const rewritten: Scenario = { ...buyer, expect: { budget: { displayed: false } } };
    const answer = await ask(rewritten);
    expect(answer.read).toBeGreaterThan(0);
    expect(answer.answer).toEqual({ status: "broken", n: 4 });
  });

  it("keeps the answer under the newest version the search saw", async () => {
    const cache = createBreakCache<string>();
    const found = await rememberedBreak(cache, { eventId: 1, newest: 2, scenario: buyer }, async () => ({
      newest: 3,
      answer: "three",
      read: 1,
    }));
    expect(found).toEqual({ answer: "three", read: 1 });
    expect(cache.get(breakKey(1, 3, buyer))).toBe("three");
    expect(cache.get(breakKey(1, 2, buyer))).toBeUndefined();
  });
});

describe("breakKey", () => {
  it("names the event, the newest version and the scenario's content, whatever its keys' order", () => {
    const reordered = { accepted: buyer.accepted, expect: buyer.expect, values: buyer.values, name: "x", id: "y" };
    expect(breakKey(1, 2, reordered as Scenario)).toBe(breakKey(1, 2, buyer));
    expect(breakKey(1, 3, buyer)).not.toBe(breakKey(1, 2, buyer));
    expect(breakKey(2, 2, buyer)).not.toBe(breakKey(1, 2, buyer));
  });
});

describe("createBreakCache", () => {
  it("forgets the least recently used answer past its size", () => {
    const cache = createBreakCache<number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
    expect(cache.size).toBe(2);
  });
});
