// The zod schemas' own choices, checked on the schemas themselves: validateDefinition's tests reach them through
// its own messages, which leave these unseen (mutation testing, counting static mutants: docs/testing.md).
import { describe, expect, it } from "vitest";
import { integerishSchema, radioQuestionSchema } from "./schema";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe("integerishSchema", () => {
  it.each(["0", "12", "-7", "1000"])("takes the whole number %j written as text", (text) => {
    expect(integerishSchema.safeParse(text)).toEqual({ success: true, data: text });
  });

  it.each(["x5", "5x", "1.5", "- 5", "--5", "", "12 "])("refuses the text %j, saying what it expects", (text) => {
    expect(messages(integerishSchema.safeParse(text))).toEqual(["expected a whole number"]);
  });

  it.each([true, 1.5, null, {}])("refuses %j, which is neither a whole number nor text, in the same words", (value) => {
    expect(messages(integerishSchema.safeParse(value))).toEqual(["expected a whole number"]);
  });
});

describe("radioQuestionSchema", () => {
  // A radio question's default is its own initialVal (one of the options' ids); an option has none of its own, so
  // an option's initialVal is an unknown property, kept as sent like any other, not a true/false to check.
  it("keeps an option's initialVal as sent, whatever it is", () => {
    const question = { id: "r", type: "radio", label: "R", options: [{ id: "a", label: "A", initialVal: "maybe" }] };
    expect(radioQuestionSchema.safeParse(question)).toEqual({ success: true, data: question });
  });
});
