import { describe, expect, it } from "vitest";
import { answersForLogic, canonicalAnswer } from "./answers";

describe("canonicalAnswer", () => {
  it.each([
    ["number", "42", 42],
    ["number", " -4.5 ", -4.5],
    ["rating", "3", 3],
    ["number", "4.", "4."],
    ["number", "1e3", "1e3"],
    ["number", "x42", "x42"],
    ["number", "42x", "42x"],
    ["number", "", ""],
    ["text", "42", "42"],
    ["checkbox", "true", true],
    ["checkbox", "false", false],
    ["checkbox", "TRUE", "TRUE"],
    ["text", "true", "true"],
    ["number", 7, 7],
    ["checkbox", false, false],
  ])("a %s question's %j is %j", (type, value, expected) => {
    expect(canonicalAnswer(type, value)).toEqual(expected);
  });
});

describe("answersForLogic", () => {
  it("reads each question's answer in its type's lenient form, and leaves other values and questions alone", () => {
    const questions = [
      { id: "age", type: "number" },
      { id: "agree", type: "checkbox" },
      { id: "name", type: "text" },
      { id: "missing", type: "number" },
      { type: "number" },
    ];
    const values = { age: { value: "42" }, agree: { value: "false" }, name: { value: "42" }, extra: { value: "7" } };
    expect(answersForLogic(questions, values)).toEqual({ age: 42, agree: false, name: "42", extra: "7" });
  });
});
