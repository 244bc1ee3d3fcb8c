import { describe, expect, it } from "vitest";
import { wrapFocus } from "./focus-trap";

describe("wrapFocus", () => {
  const items = ["first", "middle", "last"];
  it.each([
    ["Tab on the last wraps to the first", "last", false, "first"],
    ["Shift+Tab on the first wraps to the last", "first", true, "last"],
    ["Tab in the middle is the browser's", "middle", false, null],
    ["Shift+Tab on the last is the browser's", "last", true, null],
    ["Tab from outside goes to the first", "elsewhere", false, "first"],
    ["Shift+Tab from outside goes to the last", null, true, "last"],
  ])("%s", (_, active, backwards, expected) => {
    expect(wrapFocus(items, active, backwards as boolean)).toBe(expected);
  });

  it("does nothing without tabbable controls", () => {
    expect(wrapFocus([], null, false)).toBeNull();
  });
});
