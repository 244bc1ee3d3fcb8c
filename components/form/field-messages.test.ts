import { describe, expect, it } from "vitest";
import type { Question } from "@/lib/questions/schema";
import { fieldMessages } from "./field-messages";

const email = {
  id: "email",
  type: "email",
  label: "E-mail",
  warningMessage: "Only for your badge.",
  successMessage: "That looks right.",
} as Question;

describe("fieldMessages", () => {
  it("shows warningMessage until the visitor answers the question", () => {
    expect(fieldMessages(email, undefined, { touched: false, wasInvalid: false })).toEqual({
      warning: "Only for your badge.",
    });
    expect(fieldMessages(email, "a", { touched: true, wasInvalid: false })).toEqual({});
  });

  it("shows successMessage only once an e-mail left invalid is valid again", () => {
    expect(fieldMessages(email, "ada@example.com", { touched: true, wasInvalid: false })).toEqual({});
    expect(fieldMessages(email, "ada@", { touched: true, wasInvalid: true })).toEqual({});
    expect(fieldMessages(email, " ada@example.com ", { touched: true, wasInvalid: true })).toEqual({
      success: "That looks right.",
    });
    expect(fieldMessages(email, "", { touched: true, wasInvalid: true })).toEqual({});
  });

  it("gives successMessage to e-mail questions only, as the description defines it", () => {
    const text = { ...email, type: "text" } as Question;
    expect(fieldMessages(text, "ada@example.com", { touched: true, wasInvalid: true })).toEqual({});
  });
});
