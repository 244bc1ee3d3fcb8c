import { describe, expect, it } from "vitest";
import { kindLabel } from "./kinds";

describe("kindLabel", () => {
  it.each([
    ["invitation", "Invitation"],
    ["followUp", "Follow-up of a registration"],
    ["passwordReset", "Password reset"],
    ["eventReminder", "eventReminder"],
    ["constructor", "constructor"],
  ])("%s -> %s", (kind, label) => {
    expect(kindLabel(kind)).toBe(label);
  });
});
