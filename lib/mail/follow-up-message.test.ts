import { describe, expect, it } from "vitest";
import { followUpMessage, followUpRecipient, visitorWantsMail } from "./follow-up-message";

const questions = [
  { id: "fullName", type: "text" },
  { id: "email", type: "email" },
  { id: "emailMe", type: "checkbox" },
];
const settings = { enabled: true, subject: "Thanks, {fullName}", body: "Hello {fullName}" };
const values = (email: unknown, emailMe?: unknown) => ({
  fullName: { value: "Ada" },
  email: { value: email },
  ...(emailMe === undefined ? {} : { emailMe: { value: emailMe } }),
});

describe("followUpRecipient", () => {
  it.each([
    ["ada@example.com", "ada@example.com"],
    ["  ada@example.com ", "ada@example.com"],
    ["ada@example.com\r\nBcc: everyone@example.com", null],
    ["ada@example.com\nX-Spam: yes", null],
    ["ada@example.com, eve@example.com", null],
    ["ada@example.com;eve@example.com", null],
    ["Eve <eve@example.com>", null],
    ["ada@localhost", null],
    ["no address", null],
    [`${"a".repeat(250)}@example.com`, null],
    [42, null],
  ])("%j -> %j", (email, expected) => {
    expect(followUpRecipient(values(email))).toBe(expected);
  });
});

describe("visitorWantsMail", () => {
  it("is yes without an emailMe question, else the checkbox's answer", () => {
    expect(visitorWantsMail(questions.slice(0, 2), values("a@b.co"))).toBe(true);
    expect(visitorWantsMail(questions, values("a@b.co", true))).toBe(true);
    expect(visitorWantsMail(questions, values("a@b.co", "true"))).toBe(true);
    expect(visitorWantsMail(questions, values("a@b.co", false))).toBe(false);
    expect(visitorWantsMail(questions, values("a@b.co"))).toBe(false);
  });
});

describe("followUpMessage", () => {
  it("renders the mail for the e-mail answer when the follow-up is on and the visitor ticked emailMe", () => {
    expect(followUpMessage(settings, questions, values("ada@example.com", true))).toEqual({
      recipient: "ada@example.com",
      subject: "Thanks, Ada",
      text: "Hello Ada",
      html: "<p>Hello Ada</p>",
    });
  });

  it("is null when the follow-up is off or unset, the visitor said no, or there is no usable address", () => {
    expect(followUpMessage({ ...settings, enabled: false }, questions, values("ada@example.com", true))).toBeNull();
    expect(followUpMessage(null, questions, values("ada@example.com", true))).toBeNull();
    expect(followUpMessage(settings, questions, values("ada@example.com", false))).toBeNull();
    expect(followUpMessage(settings, questions, values("ada@example.com\r\nBcc: x@example.com", true))).toBeNull();
  });
});
