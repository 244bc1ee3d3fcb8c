import { describe, expect, it } from "vitest";
import { defaultErrorMessages } from "./error-messages";
import { validateValues } from "./validate-values";

describe("defaultErrorMessages", () => {
  it("gives the messages validateValues reports, for the keys the type can report", () => {
    const question = { id: "age", type: "number", label: "Age", minVal: 18, maxVal: 99, required: true };
    const messages = defaultErrorMessages(question);
    expect(messages).toEqual({
      required: "'Age' is required.",
      pattern: "'Age' must be a number, like 42 or 3.5.",
      minVal: "'Age' must be at least 18.",
      maxVal: "'Age' must be at most 99.",
    });
    expect(validateValues([question], { age: { value: 12 } })).toEqual([{ questionId: "age", kind: "minVal", message: messages.minVal }]);
    expect(validateValues([question], {})).toEqual([{ questionId: "age", kind: "required", message: messages.required }]);
  });

  it("shows where a bound is not set yet, and lengths of a select only when it is multi-select", () => {
    expect(defaultErrorMessages({ id: "tags", type: "select", label: "Tags" })).toEqual({ required: "'Tags' is required." });
    expect(defaultErrorMessages({ id: "tags", type: "select", label: "Tags", multiSelect: "true", maxLength: 3 })).toMatchObject({
      minLength: "'Tags' needs at least {minLength} selections.",
      maxLength: "'Tags' allows at most 3 selections.",
    });
  });

  it("names the date format of the subtype and has nothing for types that collect no value", () => {
    expect(defaultErrorMessages({ id: "w", type: "date", subtype: "week", label: "" }).pattern).toBe("'w' must be a week like 2027-W11.");
    expect(defaultErrorMessages({ id: "n", type: "note", label: "N" })).toEqual({});
  });
});
