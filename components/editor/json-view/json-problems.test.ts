import { describe, expect, it } from "vitest";
import { jsonProblems } from "./json-problems";

const text = (questions: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ name: "Expo", type: "standard", questions, ...extra }, null, 2);
const at = (source: string, problem: { offset: number; length: number }) =>
  source.slice(problem.offset, problem.offset + problem.length);
const problemsOf = (source: string) => jsonProblems(source, JSON.parse(source));

describe("jsonProblems", () => {
  it("puts validateDefinition's issue on the value its path names, with the API's message", () => {
    const source = text([
      { id: "a", type: "text", label: "A" },
      { id: "a", type: "text", label: "B" },
    ]);
    const [problem] = problemsOf(source);
    expect(problem).toMatchObject({
      path: "questions[1].id",
      rule: "idUnique",
      severity: "error",
      message: "Question 'a' (2nd): the id 'a' is already used by the 1st question.",
    });
    expect(at(source, problem)).toBe('"a"');
    expect(problem.offset).toBe(source.lastIndexOf('"a"'));
  });

  it("marks a string where required takes a boolean", () => {
    const source = text([{ id: "a", type: "text", label: "A", required: "true" }]);
    const problems = problemsOf(source);
    expect(problems.map((problem) => [problem.rule, at(source, problem)])).toEqual([["logicShape", '"true"']]);
  });

  it("marks the key of a reference to an unknown question, even nested in $or", () => {
    const source = text([
      { id: "a", type: "text", label: "A" },
      { id: "b", type: "text", label: "B", displayed: { $or: [{ a: "x" }, { compnay: "y" }] } },
    ]);
    const [problem] = problemsOf(source);
    expect(problem.rule).toBe("logicReference");
    expect(at(source, problem)).toBe('"compnay"');
  });

  it("falls back to the nearest existing node when the path names something absent", () => {
    const source = text([{ id: "a", type: "select", label: "A" }]);
    const [problem] = problemsOf(source);
    expect(problem.rule).toBe("optionsRequired");
    expect(at(source, problem).startsWith("{")).toBe(true);
  });

  it("warns about unknown properties of events, questions and options, on the key", () => {
    const source = text(
      [{ id: "a", type: "radio", label: "A", colour: "red", options: [{ label: "x", value: "y" }] }],
      { owner: "me" },
    );
    const warnings = problemsOf(source).filter((problem) => problem.rule === "unknownProperty");
    expect(warnings.map((problem) => [problem.path, at(source, problem)])).toEqual([
      ["owner", '"owner"'],
      ["questions[0].colour", '"colour"'],
      ["questions[0].options[0].value", '"value"'],
    ]);
  });

  it("notes lenient forms the API accepts: booleans and whole numbers in strings", () => {
    const source = text([
      {
        id: "a",
        type: "select",
        label: "A",
        multiSelect: "true",
        minLength: "2",
        options: [{ label: "x", initialVal: "false" }],
      },
    ]);
    const infos = problemsOf(source).filter((problem) => problem.severity === "info");
    expect(infos.map((problem) => [problem.rule, problem.path])).toEqual([
      ["stringBoolean", "questions[0].multiSelect"],
      ["stringInteger", "questions[0].minLength"],
      ["stringBoolean", "questions[0].options[0].initialVal"],
    ]);
  });

  it("finds nothing in a valid definition", () => {
    expect(problemsOf(text([{ id: "email", type: "email", label: "E-mail", required: true }]))).toEqual([]);
  });
});
