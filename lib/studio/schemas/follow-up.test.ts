import { describe, expect, it } from "vitest";
import { followUpSchema, MAX_SUBJECT_LENGTH } from "./follow-up";

const input = { eventId: 3, enabled: true, subject: " Thanks, {fullName} ", body: "Hello\n\n{fullName}" };

describe("followUpSchema", () => {
  it("takes a one-line subject (trimmed) and a body of paragraphs", () => {
    expect(followUpSchema.parse(input)).toEqual({ ...input, subject: "Thanks, {fullName}" });
  });

  it.each([
    ["a line break in the subject", { subject: "Thanks\r\nBcc: eve@example.com" }, "one line"],
    ["a subject too long", { subject: "x".repeat(MAX_SUBJECT_LENGTH + 1) }, "at most"],
    ["turning it on without a subject", { subject: "  " }, "Write a subject"],
    ["turning it on without a text", { body: " \n " }, "Write the mail's text"],
  ])("refuses %s", (_, change, message) => {
    const parsed = followUpSchema.safeParse({ ...input, ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toContain(message);
  });

  it("keeps an unfinished follow-up while it is off", () => {
    expect(followUpSchema.safeParse({ ...input, enabled: false, subject: "", body: "" }).success).toBe(true);
  });
});
