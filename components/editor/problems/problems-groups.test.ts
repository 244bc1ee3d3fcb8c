import { describe, expect, it } from "vitest";
import { validateDefinition } from "@/lib/questions";
import { groupProblems, problemText, type ProblemIssue } from "./problems-groups";

describe("problemText", () => {
  it.each([
    [
      "Question 'company' (3rd): has no label. Every question but a divider needs its text.",
      "Has no label. Every question but a divider needs its text.",
    ],
    [
      "The 2nd question: has no id. Give it an id such as 'companyName'.",
      "Has no id. Give it an id such as 'companyName'.",
    ],
    [
      "A check-in event needs a question with the id 'email'.",
      "A check-in event needs a question with the id 'email'.",
    ],
  ])("%s -> %s", (message, expected) => {
    expect(problemText(message)).toBe(expected);
  });

  it("strips the prefix of every message validateDefinition writes about a question", () => {
    const issues = validateDefinition([
      { id: "a", type: "text" },
      { id: "", type: "select", label: "Pick", options: [] },
      { id: "a", type: "rating", label: "R", maxRating: 7 },
    ]);
    expect(issues.length).toBeGreaterThan(2);
    for (const issue of issues) {
      expect(issue.message).toMatch(/^(Question '|The \d)/);
      expect(problemText(issue.message)).not.toMatch(/^(Question '|The \d)/);
    }
  });
});

describe("groupProblems", () => {
  const issue = (questionIndex: number, path: string, questionLabel = `Q${questionIndex}`): ProblemIssue => ({
    path,
    message: `Question 'q' (1st): problem at ${path}`,
    questionLabel,
    questionIndex,
  });

  it("groups by question in form order, the form's own issues first", () => {
    const groups = groupProblems([
      issue(4, "questions[4].label"),
      issue(1, "questions[1].id"),
      issue(-1, "questions"),
      issue(4, "questions[4].options"),
    ]);
    expect(groups.map((group) => [group.heading, group.issues.map((item) => item.path)])).toEqual([
      ["The form", ["questions"]],
      ["2. Q1", ["questions[1].id"]],
      ["5. Q4", ["questions[4].label", "questions[4].options"]],
    ]);
  });

  it("names a question without a label by its position", () => {
    expect(groupProblems([issue(0, "questions[0].label", "  ")])[0].heading).toBe("1. Untitled question");
  });

  it("is empty without issues", () => {
    expect(groupProblems([])).toEqual([]);
  });
});
