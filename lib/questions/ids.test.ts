import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { idFromLabel, renameQuestion } from "./ids";
import { splitFullName } from "./full-name";
import { ID_PATTERN } from "./validate-definition";

describe("idFromLabel", () => {
  it.each([
    ["Company name", [], undefined, "companyName"],
    ["What is your job title?", [], undefined, "whatIsYourJobTitle"],
    ["Société générale", [], undefined, "societeGenerale"],
    ["Größe", [], undefined, "grosse"],
    ["2nd choice", [], undefined, "q2ndChoice"],
    ["你好", [], "text", "text"],
    ["", [], undefined, "question"],
    ["Company", ["company"], undefined, "company2"],
    ["Company", ["company", "company2"], undefined, "company3"],
    ["E-mail address", [], "email", "email"],
    ["E-mail address", ["email"], "email", "emailAddress"],
    ["Email", [], "text", "email2"],
    ["Full name", [], "email", "fullName2"],
    ["Full name", [], undefined, "fullName"],
    ["Company's website", [], "url", "companysWebsite"],
    ["ﬁrst name", [], undefined, "firstName"],
    ["Full name", [], "text", "fullName"],
    ["Mobile number", [], "tel", "mobile"],
    ["E-mail me the brochure", [], "checkbox", "emailMe"],
    ["E-mail me the brochure", [], "text", "emailMeTheBrochure"],
    ["Email me", [], "text", "emailMe2"],
  ])("%j (taken %j, type %s) -> %s", (label, taken, type, expected) => {
    expect(idFromLabel(label, taken, { type })).toBe(expected);
  });

  it("always gives a valid id that is not taken (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.array(fc.string({ maxLength: 12 })), fc.constantFrom(undefined, "text", "email", "tel", "checkbox"), (label, taken, type) => {
        const id = idFromLabel(label, taken, { type });
        expect(id).toMatch(ID_PATTERN);
        expect(taken).not.toContain(id);
      }),
      { numRuns: 500 },
    );
  });
});

describe("renameQuestion", () => {
  const questions = [
    { id: "country", type: "text", label: "Country" },
    { id: "city", type: "text", label: "City", displayed: { country: "UK" } },
    { id: "vat", type: "text", label: "VAT", required: { $or: [{ country: { $in: ["DE", "FR"] } }, { city: { $displayed: true } }] } },
  ];

  it("renames the question and every reference, and reports what changed", () => {
    const result = renameQuestion(questions, "country", "countryCode");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.questions[0].id).toBe("countryCode");
    expect(result.questions[1].displayed).toEqual({ countryCode: "UK" });
    expect(result.questions[2].required).toEqual({ $or: [{ countryCode: { $in: ["DE", "FR"] } }, { city: { $displayed: true } }] });
    expect(result.changes).toEqual([
      { questionId: "countryCode", attribute: "id" },
      { questionId: "city", attribute: "displayed" },
      { questionId: "vat", attribute: "required" },
    ]);
  });

  it.each([
    ["nope", "x", "There is no question 'nope'."],
    ["country", "city", "The id 'city' is already used by another question."],
    ["country", "Country Code", "'Country Code' is not a valid id: use camel-case letters and digits, starting with a lower-case letter."],
  ])("refuses %s -> %s", (from, to, error) => {
    expect(renameQuestion(questions, from, to)).toEqual({ ok: false, error });
  });

  it("renamed and renamed back is the identity (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom("country", "city", "vat"), fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,10}$/), (from, to) => {
        fc.pre(!["country", "city", "vat"].includes(to));
        const there = renameQuestion(questions, from, to);
        expect(there.ok).toBe(true);
        if (!there.ok) return;
        const back = renameQuestion(there.questions, to, from);
        expect(back.ok && back.questions).toEqual(questions);
      }),
    );
  });
});

describe("splitFullName", () => {
  it.each([
    ["Ada Lovelace", { firstName: "Ada", lastName: "Lovelace", otherNames: "" }],
    ["  Augusta   Ada King  Lovelace ", { firstName: "Augusta", lastName: "Lovelace", otherNames: "Ada King" }],
    ["Cher", { firstName: "Cher", lastName: "", otherNames: "" }],
    ["", { firstName: "", lastName: "", otherNames: "" }],
  ])("%j", (name, expected) => {
    expect(splitFullName(name)).toEqual(expected);
  });
});
