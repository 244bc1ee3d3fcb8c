import { describe, expect, it } from "vitest";
import { answerInWords, escapeHtml, placeholderProblems, renderFollowUp } from "./follow-up";

const questions = [
  { id: "fullName", type: "text", label: "Name" },
  { id: "company", type: "text", label: "Company" },
  {
    id: "interests",
    type: "checkboxGroup",
    label: "Interests",
    options: [
      { id: "arms", label: "Robot arms" },
      { id: "vision", label: "Vision" },
    ],
  },
  {
    id: "size",
    type: "select",
    label: "Size",
    options: [{ label: "Small", options: [{ value: "s1", label: "1–10" }] }],
  },
  { id: "emailMe", type: "checkbox", label: "E-mail me" },
];
const values = {
  fullName: { value: "Ada Lovelace" },
  company: { value: "Analytical <Engines> & Co" },
  interests: { value: ["arms", "vision"] },
  size: { value: "s1" },
  emailMe: { value: true },
};

describe("renderFollowUp", () => {
  it("fills placeholders with answers in words: option labels, lists, checkboxes; unanswered ones stay empty", () => {
    const mail = renderFollowUp(
      {
        subject: "Thanks, {fullName}",
        body: "You asked about {interests} ({size}). Opted in: {emailMe}.\nNotes: {notes}",
      },
      values,
      questions,
    );
    expect(mail.subject).toBe("Thanks, Ada Lovelace");
    expect(mail.text).toBe("You asked about Robot arms, Vision (1–10). Opted in: Yes.\nNotes: ");
  });

  it("escapes answers and the template in the HTML part, and keeps literal braces", () => {
    const mail = renderFollowUp(
      { subject: "Hi", body: "Dear {fullName} of {company},\n\nUse {{code}} <b>now</b>." },
      values,
      questions,
    );
    expect(mail.html).toBe(
      "<p>Dear Ada Lovelace of Analytical &lt;Engines&gt; &amp; Co,</p>\n<p>Use {code} &lt;b&gt;now&lt;/b&gt;.</p>",
    );
    expect(mail.text).toBe("Dear Ada Lovelace of Analytical <Engines> & Co,\n\nUse {code} <b>now</b>.");
  });

  it("never lets an answer add a header: the subject is one line without control characters", () => {
    const evil = { fullName: { value: "Ada\r\nBcc: everyone@example.com\u0000\u2028X-Spam: yes" } };
    const mail = renderFollowUp({ subject: "Thanks, {fullName}\n", body: "" }, evil, questions);
    expect(mail.subject).toBe("Thanks, Ada Bcc: everyone@example.com X-Spam: yes");
    expect(mail.subject).not.toMatch(/[\r\n\u0000-\u001f\u2028]/);
  });
});

describe("placeholderProblems", () => {
  it("names placeholders that are no question of the form, once each", () => {
    expect(
      placeholderProblems({ subject: "{fullName} {nmae}", body: "{nmae} {{literal}} {company}" }, questions),
    ).toEqual([
      {
        placeholder: "{nmae}",
        message: "{nmae} names no question of this form: use a question's id, such as {fullName}.",
      },
    ]);
  });
});

describe("answerInWords and escapeHtml", () => {
  it.each([
    [undefined, undefined, ""],
    [{ id: "n", type: "number" }, 5, "5"],
    [{ id: "c", type: "checkbox" }, "false", "No"],
    [{ id: "r", type: "radio", options: [{ id: "a", label: "Alpha" }] }, "zeta", "zeta"],
  ])("%j with %j -> %j", (question, value, expected) => {
    expect(answerInWords(question, value)).toBe(expected);
  });

  it("escapes the five HTML characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});
