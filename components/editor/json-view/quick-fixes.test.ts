import { applyEdits } from "jsonc-parser";
import { describe, expect, it } from "vitest";
import { jsonProblems } from "./json-problems";
import { closest, nextFreeId, quickFixes } from "./quick-fixes";

const text = (questions: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ name: "Expo", type: "standard", questions, ...extra }, null, 2);
/** Applies the first fix of the first problem with `rule` and returns the fixed data. */
function fixed(source: string, rule: string, choice = 0) {
  const problem = jsonProblems(source, JSON.parse(source)).find((item) => item.rule === rule)!;
  const fixes = quickFixes(source, problem);
  return {
    fixes,
    data: JSON.parse(applyEdits(source, fixes[choice].edits)) as { questions: Record<string, unknown>[] } & Record<
      string,
      unknown
    >,
  };
}

describe("quickFixes", () => {
  it("renames a duplicate id to the next free one", () => {
    const { fixes, data } = fixed(
      text([
        { id: "a", type: "text", label: "A" },
        { id: "a", type: "text", label: "B" },
        { id: "a2", type: "text", label: "C" },
      ]),
      "idUnique",
    );
    expect(fixes[0].title).toBe("Rename to 'a3'");
    expect(data.questions.map((question) => question.id)).toEqual(["a", "a3", "a2"]);
  });

  it("replaces an id that is not camel-case with the id from the label", () => {
    const { data } = fixed(text([{ id: "Job title", type: "text", label: "Job title" }]), "idFormat");
    expect(data.questions[0].id).toBe("jobTitle");
  });

  it("writes a string boolean as a boolean", () => {
    const { fixes, data } = fixed(text([{ id: "a", type: "text", label: "A", required: "false" }]), "logicShape");
    expect(fixes[0].title).toContain("yes/no");
    expect(data.questions[0].required).toBe(false);
  });

  it("writes a number in a string as a number", () => {
    const { data } = fixed(text([{ id: "a", type: "number", label: "A", step: "5" }]), "stringInteger");
    expect(data.questions[0].step).toBe(5);
  });

  it("removes an unknown property and keeps the rest", () => {
    const { data } = fixed(text([{ id: "a", type: "text", label: "A", colour: "red" }]), "unknownProperty");
    expect(data.questions[0]).toEqual({ id: "a", type: "text", label: "A" });
  });

  it("offers the existing ids for a reference to an unknown question, closest first", () => {
    const source = text([
      { id: "company", type: "text", label: "C" },
      { id: "city", type: "text", label: "D" },
      { id: "b", type: "text", label: "B", required: { compnay: { $exists: true } } },
    ]);
    const { fixes, data } = fixed(source, "logicReference");
    expect(fixes.map((fix) => fix.title)).toEqual([
      "Refer to 'company' instead of 'compnay'",
      "Refer to 'city' instead of 'compnay'",
      "Refer to 'b' instead of 'compnay'",
    ]);
    expect(data.questions[2].required).toEqual({ company: { $exists: true } });
  });

  it("offers nothing for a problem it cannot fix", () => {
    const source = text([{ id: "a", type: "text", label: "" }]);
    const problem = jsonProblems(source, JSON.parse(source))[0];
    expect(problem.rule).toBe("labelRequired");
    expect(quickFixes(source, problem)).toEqual([]);
  });
});

describe("nextFreeId and closest", () => {
  it("counts on from a trailing number", () => expect(nextFreeId("email2", ["email", "email2"])).toBe("email3"));
  it("orders by edit distance, ties in form order", () =>
    expect(closest("nme", ["email", "name", "nam"])).toEqual(["name", "nam", "email"]));
});
