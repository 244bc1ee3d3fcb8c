import { describe, expect, it } from "vitest";
import type { Question } from "@/lib/questions";
import { CHUNKS, QuestionMap } from "./question-map";

const question = (id: string) => ({ id, type: "text", label: id }) as Question;
const many = (count: number) =>
  QuestionMap.of(Array.from({ length: count }, (_, i): [string, Question] => [`q${i}`, question(`a${i}`)]));

describe("QuestionMap", () => {
  it("reads what it was made of, from entries or from a record", () => {
    const map = QuestionMap.of({ q0: question("a"), q1: question("b") });
    expect(map.get("q1")?.id).toBe("b");
    expect(map.has("q0")).toBe(true);
    expect(map.has("q2")).toBe(false);
    expect(map.get("q2")).toBeUndefined();
    expect(map.size).toBe(2);
    expect(QuestionMap.of([["q0", question("a")]]).toRecord()).toEqual({ q0: question("a") });
  });

  it("changes a copy and leaves the map it came from as it was", () => {
    const before = many(200);
    const first = before.get("q7");
    const after = before.with("q7", question("changed"));
    expect(after.get("q7")?.id).toBe("changed");
    expect(before.get("q7")).toBe(first);
    expect(after.size).toBe(200);
    const added = after.with("q500", question("new"));
    expect(added.size).toBe(201);
    expect(after.has("q500")).toBe(false);
    const removed = added.without(["q7", "q500", "missing"]);
    expect(removed.size).toBe(199);
    expect([removed.has("q7"), added.has("q7"), removed.has("q8")]).toEqual([false, true, true]);
  });

  it("returns itself when nothing changes, so a no-op is not a new document", () => {
    const map = many(10);
    expect(map.with("q3", map.get("q3")!)).toBe(map);
    expect(map.without(["missing"])).toBe(map);
    expect(map.withEntries([])).toBe(map);
  });

  it("shares every chunk but the changed key's with the map it came from", () => {
    const before = many(5000);
    const after = before.with("q42", question("changed"));
    const chunks = (map: QuestionMap) => (map as unknown as { chunks: readonly unknown[] }).chunks;
    const copied = chunks(after).filter((chunk, at) => chunk !== chunks(before)[at]);
    expect(copied).toHaveLength(1);
    expect(chunks(after)).toHaveLength(CHUNKS);
    // Spread: no chunk holds more than a few times its share of sequential keys.
    expect(Math.max(...chunks(before).map((chunk) => (chunk as Map<string, Question>).size))).toBeLessThan(
      (3 * 5000) / CHUNKS,
    );
  });

  it("sets several entries with each chunk copied once, and iterates every entry", () => {
    const map = many(100).withEntries([
      ["q1", question("x")],
      ["q1", question("y")],
      ["q100", question("z")],
    ]);
    expect(map.get("q1")?.id).toBe("y");
    expect(map.size).toBe(101);
    expect([...map].length).toBe(101);
    expect(Object.keys(map.toRecord()).sort()).toEqual([...Array(101).keys()].map((i) => `q${i}`).sort());
  });

  it("says whether two maps hold the same questions under every key but one", () => {
    const before = many(1000);
    const after = before.with("q42", question("changed"));
    expect(after.sameExcept(before, "q42")).toBe(true);
    expect(before.sameExcept(after, "q42")).toBe(true);
    expect(before.sameExcept(before, "q7")).toBe(true);
    expect(after.sameExcept(before, "q43")).toBe(false);
    // Another key changed too, in the same chunk as the first or in another one.
    const twice = after.with("q900", question("also"));
    expect(twice.sameExcept(before, "q42")).toBe(false);
    // The key deleted, and another key in its place (the same size).
    expect(before.without(["q42"]).sameExcept(before, "q42")).toBe(false);
    const swapped = before.without(["q42"]).with("q1000", question("new"));
    expect(swapped.size).toBe(before.size);
    expect(swapped.sameExcept(before, "q42")).toBe(false);
    // A key added where there was none, another one removed: same size, only `key` differs in the chunk lookups.
    const moved = before.without(["q7"]).with("fresh", question("fresh"));
    expect(moved.sameExcept(before, "fresh")).toBe(false);
  });
});
