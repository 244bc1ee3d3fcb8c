import { describe, expect, it } from "vitest";
import { QUESTION_TYPES } from "@/lib/questions";
import { filterTypes } from "./filter-types";

describe("filterTypes", () => {
  it("lists every type, in the palette's order, for an empty query", () => {
    expect(filterTypes("")).toEqual([...QUESTION_TYPES]);
    expect(filterTypes("   ")).toEqual([...QUESTION_TYPES]);
  });

  it.each([
    ["email", ["email"]],
    ["E-MAIL", ["email"]],
    ["phone", ["tel"]],
    ["drop", ["select"]],
    ["stars", ["rating"]],
    ["collects nothing", ["label", "divider", "note"]],
    ["choice list", ["select", "radio"]],
    ["tel", ["tel"]],
    ["zebra", []],
  ])("%j -> %j", (query, expected) => {
    expect(filterTypes(query)).toEqual(expected);
  });

  it("puts title matches before description matches", () => {
    // "Web address" is a title; e-mail says "address" only in its description, and comes first in the palette.
    expect(filterTypes("address")).toEqual(["url", "email"]);
  });
});
