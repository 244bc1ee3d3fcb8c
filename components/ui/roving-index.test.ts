import { describe, expect, it } from "vitest";
import { rovingIndex } from "./roving-index";

describe("rovingIndex", () => {
  it.each([
    ["ArrowDown", 0, 3, 1],
    ["ArrowDown", 2, 3, 0],
    ["ArrowUp", 0, 3, 2],
    ["ArrowUp", 2, 3, 1],
    ["Home", 2, 3, 0],
    ["End", 0, 3, 2],
    ["ArrowDown", 7, 3, 0],
    ["ArrowLeft", 1, 3, null],
    ["Enter", 1, 3, null],
    ["ArrowDown", 0, 0, null],
  ])("%s from %i of %i -> %s", (key, current, count, expected) => {
    expect(rovingIndex(key, current, count)).toBe(expected);
  });

  it("moves with left and right when horizontal", () => {
    expect(rovingIndex("ArrowRight", 0, 2, "horizontal")).toBe(1);
    expect(rovingIndex("ArrowLeft", 0, 2, "horizontal")).toBe(1);
    expect(rovingIndex("ArrowDown", 0, 2, "horizontal")).toBeNull();
  });
});
