import { describe, expect, it } from "vitest";
import { validateValues } from "@/lib/questions";
import { issueWords } from "./issue-words";

/** What a list shows for the one issue validateValues finds with this answer: "<label>: <words>". */
function shown(question: Record<string, unknown>, value: unknown): string[] {
  const full = { id: "q", label: "Work e-mail", ...question };
  return validateValues([full], value === undefined ? {} : { q: { value } }).map(
    (issue) => `${full.label || full.id}: ${issueWords(issue, full as { id: string }, value)}`,
  );
}

describe("issueWords", () => {
  it.each([
    [{ type: "email" }, "not-an-email", "Work e-mail: 'not-an-email' is not a valid e-mail address."],
    [{ type: "email", label: "E-mailWork e-mail" }, "x@", "E-mailWork e-mail: 'x@' is not a valid e-mail address."],
    [
      { type: "url" },
      "nowhere",
      "Work e-mail: 'nowhere' is not a valid web address (start with http://, https:// or www.).",
    ],
    [{ type: "tel", label: "" }, "call me", "q: 'call me' is not a valid phone number."],
    [{ type: "text", pattern: "^[0-9]+$" }, "abc", "Work e-mail: 'abc' is not in the expected format."],
    [{ type: "number", minVal: 18 }, 12, "Work e-mail: 12 must be at least 18."],
    [{ type: "number" }, "many", "Work e-mail: 'many' must be a number, like 42 or 3.5."],
    [
      { type: "checkboxGroup", options: [{ label: "A" }, { label: "B" }], minLength: 2 },
      ["A"],
      "Work e-mail: the answer needs at least 2 options checked.",
    ],
    [{ type: "radio", options: [{ label: "A" }] }, "B", "Work e-mail: 'B' is not one of the options."],
    [{ type: "text", required: true }, undefined, "Work e-mail: an answer is required."],
  ])("%o answered %o: %s", (question, value, expected) => {
    expect(shown(question, value)).toEqual([expected]);
  });

  it(
    "keeps a message the organiser wrote, and one of another question or of " +
      'none, as it is; only the exact required message becomes "an answer is ' +
      'required."',
    () => {
      const question = {
        id: "email",
        type: "email",
        label: "E-mail",
        errorMessages: { pattern: "'E-mail' is wrong: we need it for the badge." },
      };
      const [issue] = validateValues([question], { email: { value: "x" } });
      expect(issueWords(issue, question, "x")).toBe("'E-mail' is wrong: we need it for the badge.");
      expect(
        issueWords(
          { questionId: "other", kind: "pattern", message: "'E-mail' is not a valid e-mail address." },
          question,
          "x",
        ),
      ).toBe("'E-mail' is not a valid e-mail address.");
      expect(
        issueWords(
          { questionId: "email", kind: "pattern", message: "'E-mail' is not a valid e-mail address." },
          undefined,
          "x",
        ),
      ).toBe("'E-mail' is not a valid e-mail address.");
      expect(
        issueWords(
          { questionId: "email", kind: "required", message: "'E-mail' is required, really." },
          question,
          undefined,
        ),
      ).toBe("the answer is required, really.");
      // Only the kind the organiser wrote keeps its words; an empty override is none (validateValues ignores it too).
      expect(
        issueWords({ questionId: "email", kind: "required", message: "'E-mail' is required." }, question, undefined),
      ).toBe("an answer is required.");
      const blank = { ...question, errorMessages: { pattern: "" } };
      expect(
        issueWords(
          { questionId: "email", kind: "pattern", message: "'E-mail' is not a valid e-mail address." },
          blank,
          "x",
        ),
      ).toBe("'x' is not a valid e-mail address.");
      expect(
        issueWords(
          { questionId: "email", kind: "pattern", message: "'E-mail' is not a valid e-mail address." },
          { ...question, errorMessages: "odd" },
          "x",
        ),
      ).toBe("'x' is not a valid e-mail address.");
    },
  );

  it("quotes a long answer shortened, and says 'the answer' for what is neither text nor a number", () => {
    const question = { id: "q", type: "email", label: "Mail" };
    const issue = { questionId: "q", kind: "pattern", message: "'Mail' is not a valid e-mail address." };
    expect(issueWords(issue, question, "x".repeat(70))).toBe(`'${"x".repeat(60)}…' is not a valid e-mail address.`);
    expect(issueWords(issue, question, Number.NaN)).toBe("the answer is not a valid e-mail address.");
    expect(issueWords(issue, question, true)).toBe("the answer is not a valid e-mail address.");
  });
});
