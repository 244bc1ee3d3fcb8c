import { describe, expect, it } from "vitest";
import { isPlainObject } from "./is-plain-object";

describe("isPlainObject", () => {
  it("takes only objects that are neither null nor lists as plain objects", () => {
    expect([{}, { a: 1 }, Object.create(null)].map(isPlainObject)).toEqual([true, true, true]);
    expect([null, undefined, [], ["a"], "x", 1, true].map(isPlainObject)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
