import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { idFromLabel, renameQuestion, reservedIdFor } from "./ids";
import { ID_PATTERN } from "./validate-definition";

// Mutants of ids.ts that survive `npm run test:mutation @questions`, and why they are equivalent:
// - :20 `/[^A-Za-z0-9]+/` → `/[^A-Za-z0-9]/`: the empty words that splitting on each character gives are filtered out.
// - :25 `index === 0` → false: the first word's first letter, upper-cased, is lower-cased again at :52.
// - :53 `base.length > 40` → `>= 40` or true: slicing a base of 40 characters or fewer to 40 changes nothing.
// - :42 `takenIds = []` → `["Stryker was here"]` and :44 `label ?? ""` → `label ?? "Stryker was here!"`: a text
//   with spaces is never an id, nor a label that means a reserved id.

describe("reservedIdFor", () => {
  // [label, type, the reserved id it means (null: none)]
  it.each([
    ["Email", "email", "email"],
    ["E-mail", "email", "email"],
    ["e mail", "email", "email"],
    ["Your e-mail", "email", "email"],
    ["Email me", "email", null],
    ["Email", "text", null],
    ["full name", "text", "fullName"],
    ["Fullname", "text", "fullName"],
    ["Name", "text", "fullName"],
    [" name ", "text", "fullName"],
    ["Your name", "text", "fullName"],
    ["your  name", "text", "fullName"],
    ["name and surname", "text", "fullName"],
    ["name  and  surname", "text", "fullName"],
    ["Company name", "text", null],
    ["Surname", "text", null],
    ["Names", "text", null],
    ["Name of company", "text", null],
    ["Company name and surname", "text", null],
    ["Firstname and surname", "text", null],
    ["Full name", "email", null],
    ["Mobile", "tel", "mobile"],
    ["Mobile phone", "tel", "mobile"],
    ["Cell", "tel", "mobile"],
    ["Phone", "tel", null],
    ["Mobile", "text", null],
    ["Mobile", undefined, null],
    ["Email me", "checkbox", "emailMe"],
    ["E mail me", "checkbox", "emailMe"],
    ["Send me the email", "checkbox", "emailMe"],
    ["Send me an e mail", "checkbox", "emailMe"],
    ["Email this to me", "checkbox", "emailMe"],
    ["E mail this to me", "checkbox", "emailMe"],
    ["Send me the brochure", "checkbox", null],
    ["Email", "checkbox", null],
    ["Email me", "text", null],
  ])("%j (type %s) -> %s", (label, type, expected) => {
    expect(reservedIdFor(label, type) ?? null).toBe(expected);
  });
});

describe("idFromLabel", () => {
  it.each([
    ["ß", "aSsx"],
    ["æ", "aAex"],
    ["Æ", "aAex"],
    ["ø", "aOx"],
    ["Ø", "aOx"],
    ["œ", "aOex"],
    ["Œ", "aOex"],
    ["ł", "aLx"],
    ["Ł", "aLx"],
    ["đ", "aDx"],
    ["Đ", "aDx"],
    ["þ", "aThx"],
    ["Þ", "aThx"],
    ["ð", "aDx"],
    ["Ð", "aDx"],
    ["ı", "aIx"],
  ])('transliterates %s ("a %sx" -> %s)', (letter, expected) => {
    expect(idFromLabel(`a ${letter}x`)).toBe(expected);
  });

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
    ["Mobile", [], "text", "mobile2"],
    ["jobTitle", [], undefined, "jobTitle"],
    ["top10Items", [], undefined, "top10Items"],
    ["Top 10", [], undefined, "top10"],
    // At most six words and 40 characters.
    ["one two three four five six seven", [], undefined, "oneTwoThreeFourFiveSix"],
    ["a".repeat(41), [], undefined, "a".repeat(40)],
    ["b".repeat(40), [], undefined, "b".repeat(40)],
    // A type's name stands in for a label without Latin letters only when it is a valid id.
    ["你好", [], "2x", "question"],
    ["你好", [], "text-field", "question"],
  ])("%j (taken %j, type %s) -> %s", (label, taken, type, expected) => {
    expect(idFromLabel(label, taken, { type })).toBe(expected);
  });

  it("takes nothing as taken and no label as an empty one when not given", () => {
    expect(idFromLabel("Company")).toBe("company");
    expect(idFromLabel(undefined as unknown as string)).toBe("question");
  });

  it("always gives a valid id that is not taken (property)", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 60 }),
        fc.array(fc.string({ maxLength: 12 })),
        fc.constantFrom(undefined, "text", "email", "tel", "checkbox"),
        (label, taken, type) => {
          const id = idFromLabel(label, taken, { type });
          expect(id).toMatch(ID_PATTERN);
          expect(taken).not.toContain(id);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("renameQuestion", () => {
  const questions = [
    { id: "country", type: "text", label: "Country" },
    { id: "city", type: "text", label: "City", displayed: { country: "UK" } },
    {
      id: "vat",
      type: "text",
      label: "VAT",
      required: { $or: [{ country: { $in: ["DE", "FR"] } }, { city: { $displayed: true } }] },
    },
  ];

  it("renames the question and every reference, and reports what changed", () => {
    const result = renameQuestion(questions, "country", "countryCode");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.questions[0].id).toBe("countryCode");
    expect(result.questions[1].displayed).toEqual({ countryCode: "UK" });
    expect(result.questions[2].required).toEqual({
      $or: [{ countryCode: { $in: ["DE", "FR"] } }, { city: { $displayed: true } }],
    });
    expect(result.changes).toEqual([
      { questionId: "countryCode", attribute: "id" },
      { questionId: "city", attribute: "displayed" },
      { questionId: "vat", attribute: "required" },
    ]);
  });

  it("reports only the expressions that name the question", () => {
    const result = renameQuestion(questions, "city", "town");
    expect(result.ok && result.questions[1]).toEqual({
      id: "town",
      type: "text",
      label: "City",
      displayed: { country: "UK" },
    });
    expect(result.ok && result.changes).toEqual([
      { questionId: "town", attribute: "id" },
      { questionId: "vat", attribute: "required" },
    ]);
  });

  it("renames an answer compared with a list, and keeps branches that are not expressions", () => {
    const odd = [
      { id: "country", type: "text", label: "Country" },
      {
        id: "city",
        type: "text",
        label: "City",
        displayed: { country: ["UK", "IE"] },
        required: { $or: [{ country: "UK" }, 5] },
      },
    ];
    const result = renameQuestion(odd, "country", "land");
    expect(result.ok && result.questions[1]).toMatchObject({
      displayed: { land: ["UK", "IE"] },
      required: { $or: [{ land: "UK" }, 5] },
    });
  });

  it("renaming to the same id changes nothing", () => {
    expect(renameQuestion(questions, "country", "country")).toEqual({ ok: true, questions, changes: [] });
  });

  it.each([
    ["nope", "x", "There is no question 'nope'."],
    ["country", "city", "The id 'city' is already used by another question."],
    [
      "country",
      "Country Code",
      "'Country Code' is not a valid id: use camel-case letters and digits, starting with a lower-case letter.",
    ],
  ])("refuses %s -> %s", (from, to, error) => {
    expect(renameQuestion(questions, from, to)).toEqual({ ok: false, error });
  });

  it("renamed and renamed back is the identity (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("country", "city", "vat"),
        fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,10}$/),
        (from, to) => {
          fc.pre(!["country", "city", "vat"].includes(to));
          const there = renameQuestion(questions, from, to);
          expect(there.ok).toBe(true);
          if (!there.ok) return;
          const back = renameQuestion(there.questions, to, from);
          expect(back.ok && back.questions).toEqual(questions);
        },
      ),
    );
  });
});
