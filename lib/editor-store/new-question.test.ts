import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ID_PATTERN, QUESTION_TYPES, validateDefinition, type Question } from "../questions";
import { DEFAULT_LABELS, newQuestion } from "./new-question";

describe("newQuestion", () => {
  it.each(QUESTION_TYPES)("a new %s question is valid on its own", (type) => {
    const question = newQuestion(type, []);
    expect(question.type).toBe(type);
    expect(question.id).toMatch(ID_PATTERN);
    expect(validateDefinition([question])).toEqual([]);
  });

  it.each(QUESTION_TYPES)("a new %s question has a real label, never 'Untitled'", (type) => {
    expect(DEFAULT_LABELS[type]).not.toMatch(/untitled/i);
    expect(DEFAULT_LABELS[type]).toMatch(/\p{L}{2}/u);
    if (type !== "divider") expect(newQuestion(type, []).label).toBe(DEFAULT_LABELS[type]);
  });

  it.each([
    ["text", "company"],
    ["email", "email"],
    ["select", "howDidYouHearAboutUs"],
    ["divider", "divider"],
  ] as const)("takes its %s id from the label: %s", (type, id) => {
    expect(newQuestion(type, []).id).toBe(id);
  });

  it("gives choice types options and rating a maxRating", () => {
    for (const type of ["select", "checkboxGroup", "radio"] as const) {
      const question = newQuestion(type, []) as Question & { options: unknown[] };
      expect(question.options.length).toBeGreaterThanOrEqual(2);
    }
    expect(newQuestion("rating", [])).toMatchObject({ maxRating: "5" });
  });

  it("does not share option arrays between questions", () => {
    const first = newQuestion("radio", []) as Question & { options: { label: string }[] };
    first.options[0].label = "changed";
    const second = newQuestion("radio", []) as Question & { options: { label: string }[] };
    expect(second.options[0].label).toBe("1–10");
  });

  it("keeps ids unique and the form valid when types are added repeatedly (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...QUESTION_TYPES), { maxLength: 40 }), (types) => {
        const form: Question[] = [];
        for (const type of types)
          form.push(
            newQuestion(
              type,
              form.map((question) => question.id),
            ),
          );
        expect(new Set(form.map((question) => question.id)).size).toBe(form.length);
        expect(validateDefinition(form)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it("suffixes the id when the natural one is taken", () => {
    expect(newQuestion("text", ["company"]).id).toBe("company2");
    expect(newQuestion("email", ["email"]).id).toBe("email2");
  });
});

// idFromLabel without the question's type would give the same ids (equivalent, disabled with the reason in the code).
describe("newQuestion: the divider", () => {
  it("has no label at all", () => {
    const divider = newQuestion("divider", []);
    expect("label" in divider).toBe(false);
    expect(divider).toEqual({ id: "divider", type: "divider" });
  });
});
