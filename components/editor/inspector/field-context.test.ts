import { describe, expect, it } from "vitest";
import type { Question } from "@/lib/questions";
import { fieldContext } from "./field-context";

const q = (question: Record<string, unknown>) => question as Question;
const form = { getQuestions: () => [q({ id: "a", type: "text", label: "A" })] };

describe("fieldContext", () => {
  it("lists a drop-down's stored values through its groups, and a radio's ids", () => {
    const select = q({
      id: "s",
      type: "select",
      label: "S",
      options: [
        { label: "Europe", options: [{ label: "Netherlands", value: "NL" }, { label: "Belgium" }] },
        { label: "Other" },
      ],
    });
    expect(fieldContext("optionChoice", select, form)).toEqual({
      choiceValues: ["NL", "Belgium", "Other"],
      choiceLabels: ["Netherlands", "Belgium", "Other"],
    });
    const radio = q({ id: "r", type: "radio", label: "R", options: [{ label: "Yes", id: "y" }, { label: "No" }] });
    expect(fieldContext("optionChoice", radio, form)).toEqual({
      choiceValues: ["y", "No"],
      choiceLabels: ["Yes", "No"],
    });
  });

  it("gives the error-message placeholders in ERROR_MESSAGE_KEYS order, empty where the type reports nothing", () => {
    const { placeholders } = fieldContext("errorMessages", q({ id: "e", type: "email", label: "E-mail" }), form);
    expect(placeholders).toEqual(["'E-mail' is required.", "'E-mail' is not a valid e-mail address.", "", "", "", ""]);
  });

  it("hands logic fields the question's id and the form's questions as a getter, and nothing to plain fields", () => {
    expect(fieldContext("logic", q({ id: "e", type: "email", label: "E" }), form)).toEqual({
      questionId: "e",
      getQuestions: form.getQuestions,
    });
    expect(fieldContext("date", q({ id: "d", type: "date", label: "D", subtype: "week" }), form)).toEqual({
      subtype: "week",
    });
    expect(fieldContext("text", q({ id: "e", type: "email", label: "E" }), form)).toEqual({});
  });
});
