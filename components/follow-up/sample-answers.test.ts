import { describe, expect, it } from "vitest";
import { renderFollowUp } from "@/lib/mail/follow-up";
import { sampleAnswers } from "./sample-answers";

const questions = [
  { id: "fullName", type: "text" },
  { id: "email", type: "email" },
  {
    id: "interests",
    type: "checkboxGroup",
    options: [
      { id: "arms", label: "Robot arms" },
      { id: "vision", label: "Vision" },
      { id: "grippers", label: "Grippers" },
    ],
  },
  { id: "size", type: "radio", options: [{ id: "small", label: "1–10 people" }] },
  { id: "note", type: "label" },
];

describe("sampleAnswers", () => {
  it("answers each question as a visitor would: reserved ids by name, choices by their first options", () => {
    expect(sampleAnswers(questions)).toEqual({
      fullName: { value: "Ada Lovelace" },
      email: { value: "ada@example.com" },
      interests: { value: ["arms", "vision"] },
      size: { value: "small" },
    });
  });

  it("fills a template's placeholders in words", () => {
    const mail = renderFollowUp(
      { subject: "Thanks, {fullName}", body: "You asked about {interests} for {size}." },
      sampleAnswers(questions),
      questions,
    );
    expect(mail.subject).toBe("Thanks, Ada Lovelace");
    expect(mail.text).toBe("You asked about Robot arms, Vision for 1–10 people.");
  });
});
