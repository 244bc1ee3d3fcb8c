import { describe, expect, it } from "vitest";
import { renameQuestion } from "@/lib/questions";
import { describeRename, idProblem, reservedOffer } from "./id-check";

describe("idProblem", () => {
  const taken = new Set(["company"]);
  it("accepts a free camel-case id", () => expect(idProblem("jobTitle", taken)).toBeNull());
  it("refuses empty, malformed and taken ids", () => {
    expect(idProblem("", taken)).toMatch(/^An id is needed/);
    expect(idProblem("Job title", taken)).toMatch(/^'Job title' cannot be an id/);
    expect(idProblem("2nd", taken)).toMatch(/cannot be an id/);
    expect(idProblem("company", taken)).toBe("Another question already has the id 'company'.");
  });
});

describe("reservedOffer", () => {
  it("offers the reserved id when both the type and the label ask for it", () => {
    expect(reservedOffer("email", "Your e-mail", "yourEmail", new Set())).toBe("email");
    expect(reservedOffer("text", "Full name", "name", new Set())).toBe("fullName");
    expect(reservedOffer("tel", "Mobile", "phone", new Set())).toBe("mobile");
    expect(reservedOffer("checkbox", "E-mail me the brochure", "brochure", new Set())).toBe("emailMe");
  });

  it(
    "offers nothing when the label asks something else, when taken or " +
      "already used, or for a type no reserved id fits",
    () => {
      expect(reservedOffer("text", "Company", "company", new Set())).toBeNull();
      expect(reservedOffer("email", "Colleague's address", "colleague", new Set())).toBeNull();
      expect(reservedOffer("email", "E-mail", "work", new Set(["email"]))).toBeNull();
      expect(reservedOffer("email", "E-mail", "email", new Set())).toBeNull();
      expect(reservedOffer("number", "Age", "age", new Set())).toBeNull();
    },
  );
});

describe("describeRename", () => {
  it("names the questions whose logic was rewritten", () => {
    const questions = [
      { id: "country", type: "text", label: "Country" },
      { id: "city", type: "text", label: "City", displayed: { country: "NL" }, required: { country: "NL" } },
      { id: "zip", type: "text", label: "Zip", displayed: { country: { $ne: "" } } },
    ];
    const result = renameQuestion(questions, "country", "nation");
    if (!result.ok) throw new Error(result.error);
    expect(describeRename(result.changes)).toBe(
      "Updated the logic of 2 questions: 'city' (shown, required), 'zip' (shown).",
    );
    expect(describeRename([{ questionId: "nation", attribute: "id" }])).toBeNull();
  });
});
