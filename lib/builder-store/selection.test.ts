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
    expect(repairedSelection(order, ["a", "c"], { keys: ["b", "c"], anchor: "b" })).toEqual({ keys: ["c"], anchor: "c" });
  });
  it("selects the neighbour that took the place of a deleted question, or the last one", () => {
    expect(repairedSelection(order, ["a", "b", "d", "e"], { keys: ["c"], anchor: "c" }).keys).toEqual(["d"]);
    expect(repairedSelection(order, ["a", "b", "c", "d"], { keys: ["e"], anchor: "e" }).keys).toEqual(["d"]);
    expect(repairedSelection(order, [], { keys: ["a"], anchor: "a" })).toEqual(emptySelection);
  });
});
