import { describe, expect, it } from "vitest";
import { emptySelection, repairedSelection, selected } from "./selection";

const order = ["a", "b", "c", "d", "e"];

describe("selected", () => {
  it("click replaces, Ctrl/Cmd toggles, Shift selects the range from the anchor", () => {
    const one = selected(order, emptySelection, "b", "replace");
    expect(one).toEqual({ keys: ["b"], anchor: "b" });
    expect(selected(order, one, "d", "range").keys).toEqual(["b", "c", "d"]);
    expect(selected(order, one, "a", "range").keys).toEqual(["a", "b"]);
    const two = selected(order, one, "e", "toggle");
    expect(two.keys).toEqual(["b", "e"]);
    expect(selected(order, two, "b", "toggle").keys).toEqual(["e"]);
  });
  it("a Shift-click with no anchor selects just that card", () => {
    expect(selected(order, emptySelection, "c", "range")).toEqual({ keys: ["c"], anchor: "c" });
  });
});

describe("repairedSelection", () => {
  it("keeps selected questions that remain", () => {
    expect(repairedSelection(order, ["a", "c"], { keys: ["b", "c"], anchor: "b" })).toEqual({
      keys: ["c"],
      anchor: "c",
    });
  });
  it("selects the neighbour that took the place of a deleted question, or the last one", () => {
    expect(repairedSelection(order, ["a", "b", "d", "e"], { keys: ["c"], anchor: "c" }).keys).toEqual(["d"]);
    expect(repairedSelection(order, ["a", "b", "c", "d"], { keys: ["e"], anchor: "e" }).keys).toEqual(["d"]);
    expect(repairedSelection(order, [], { keys: ["a"], anchor: "a" })).toEqual(emptySelection);
  });
});

// Mutants of selection.ts that survive `npm run test:mutation @editor-store`, and why they are equivalent:
// - :14 `selection.anchor !== null` turned true: a null anchor is at index -1, which the check below refuses too.
// - :29 `selection.anchor ?? ""` with another text: a null anchor is among no keys, and neither is that text.
describe("selection at its edges", () => {
  it("a click replaces the selection even with an anchor; a Shift range needs both ends in the form", () => {
    const fromA = selected(order, emptySelection, "a", "replace");
    expect(selected(order, fromA, "c", "replace")).toEqual({ keys: ["c"], anchor: "c" });
    expect(selected(order, fromA, "c", "range")).toEqual({ keys: ["a", "b", "c"], anchor: "a" });
    expect(selected(order, { keys: ["gone"], anchor: "gone" }, "c", "range")).toEqual({ keys: ["c"], anchor: "c" });
    expect(selected(order, fromA, "zzz", "range")).toEqual({ keys: ["zzz"], anchor: "zzz" });
  });

  it("keeps the anchor while it remains, else the first kept question", () => {
    expect(repairedSelection(order, ["a", "b", "c"], { keys: ["b", "c", "e"], anchor: "c" })).toEqual({
      keys: ["b", "c"],
      anchor: "c",
    });
    expect(repairedSelection(order, ["a", "c"], { keys: ["b", "c"], anchor: null })).toEqual({
      keys: ["c"],
      anchor: "c",
    });
  });

  it("after several deletions selects what now stands where the first of them stood", () => {
    expect(repairedSelection(order, ["a", "c", "e"], { keys: ["d", "b"], anchor: "d" })).toEqual({
      keys: ["c"],
      anchor: "c",
    });
    expect(repairedSelection(order, ["b", "c", "d", "e"], { keys: ["a"], anchor: "a" })).toEqual({
      keys: ["b"],
      anchor: "b",
    });
    // Keys the form never had (an undo brought back another document) count for nothing.
    expect(repairedSelection(order, ["a", "b", "d", "e"], { keys: ["x", "c"], anchor: "x" })).toEqual({
      keys: ["d"],
      anchor: "d",
    });
    expect(repairedSelection(order, ["a", "b"], { keys: ["x"], anchor: "x" })).toEqual({ keys: ["a"], anchor: "a" });
    expect(repairedSelection(order, order, emptySelection)).toEqual(emptySelection);
  });

  it("counts only the questions before the deleted one that remain (an undo may take away others too)", () => {
    // a went with the undo, c was selected: d now stands where c stood, second.
    expect(repairedSelection(order, ["b", "d", "e"], { keys: ["c"], anchor: "c" })).toEqual({
      keys: ["d"],
      anchor: "d",
    });
    // The first of the deleted questions stood first: what stands first now is selected, not the neighbour of the later
    // one.
    expect(repairedSelection(order, ["b", "c", "e"], { keys: ["a", "d"], anchor: "a" })).toEqual({
      keys: ["b"],
      anchor: "b",
    });
  });
});
