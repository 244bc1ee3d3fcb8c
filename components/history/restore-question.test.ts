import { describe, expect, it } from "vitest";
import { restoreQuestion } from "./restore-question";

const email = { id: "email", type: "email", label: "E-mail" };
const role = { id: "role", type: "text", label: "Role" };
const company = { id: "company", type: "text", label: "Company", displayed: { role: { $exists: true } } };

describe("restoreQuestion", () => {
  it("replaces today's question with the version's, in place, conditions included", () => {
    const today = [email, { ...company, label: "Firm", displayed: undefined }, role];
    const result = restoreQuestion(today, [email, company, role], "company");
    expect(result).toEqual({ questions: [email, company, role], missing: [], replaced: true });
  });

  it("puts a question today's form lacks back at its old position", () => {
    const result = restoreQuestion([email, role], [email, company, role], "company");
    expect(result?.questions.map((question) => question.id)).toEqual(["email", "company", "role"]);
    expect(result?.replaced).toBe(false);
  });

  it("names the questions its conditions read that today's form no longer has", () => {
    const result = restoreQuestion([email], [email, role, company], "company");
    expect(result?.missing).toEqual(["role"]);
    expect(result?.questions.map((question) => question.id)).toEqual(["email", "company"]);
  });

  it("answers null for a question the version does not have", () => {
    expect(restoreQuestion([email], [email], "role")).toBeNull();
  });

  it("leaves both inputs as they were", () => {
    const today = [email];
    const version = [email, company];
    restoreQuestion(today, version, "company");
    expect(today).toEqual([email]);
    expect(version[1]).toBe(company);
  });
});
