import { describe, expect, it } from "vitest";
import { answerOptions } from "./answer-options";

describe("answerOptions", () => {
  it("gives a select's option values (its label when there is none), flattening groups", () => {
    const question = {
      type: "select",
      options: [
        { value: "a", label: "Apple" },
        { label: "Banana" },
        {
          label: "Citrus",
          options: [
            { value: "l", label: "Lemon" },
            { value: 5, label: "Lime" },
          ],
        },
        "not an option",
        null,
        ["nested"],
        { value: "n" },
      ],
    };
    expect(answerOptions(question)).toEqual([
      { value: "a", label: "Apple" },
      { value: "Banana", label: "Banana" },
      { value: "l", label: "Lemon" },
      { value: "Lime", label: "Lime" },
      { value: "n", label: "" },
    ]);
  });

  it("gives a radio's or checkbox group's option ids (their label when there is none), without groups", () => {
    for (const type of ["radio", "checkboxGroup"]) {
      const question = {
        type,
        options: [
          { id: "y", value: "ignored", label: "Yes" },
          { label: "No" },
          { label: "Group", options: [{ id: "g" }] },
        ],
      };
      expect(answerOptions(question)).toEqual([
        { value: "y", label: "Yes" },
        { value: "No", label: "No" },
        { value: "Group", label: "Group" },
      ]);
    }
  });

  it("gives nothing for other types and for options that are not a list", () => {
    expect(answerOptions({ type: "text", options: [{ value: "a", label: "A" }] })).toEqual([]);
    expect(answerOptions({ type: "select", options: "a,b" })).toEqual([]);
    expect(answerOptions({ type: "radio" })).toEqual([]);
    expect(answerOptions({})).toEqual([]);
  });
});
