import { describe, expect, it } from "vitest";
import { compileForm } from "@/lib/logic";
import { answersForLogic, type Question } from "@/lib/questions";
import { FormModel } from "./form-model";

const form = [
  { id: "visitorType", type: "radio", label: "Visitor type", options: [{ label: "partner" }, { label: "press" }] },
  { id: "companySize", type: "number", label: "Company size", required: true, displayed: { visitorType: "partner" } },
  { id: "budget", type: "number", label: "Budget", displayed: { companySize: { $displayed: true } } },
] as Question[];

describe("FormModel", () => {
  it("re-evaluates displayed and required with each answer, as the full evaluation would", () => {
    const model = new FormModel(form);
    expect(model.getSnapshot().evaluation.displayed).toMatchObject({ companySize: false, budget: false });
    model.setAnswer("visitorType", "partner");
    const { evaluation, answers } = model.getSnapshot();
    expect(evaluation).toEqual(compileForm(form).evaluate(answersForLogic(form, model.values())));
    expect(evaluation.displayed).toMatchObject({ companySize: true, budget: true });
    expect(evaluation.required.companySize).toBe(true);
    expect(answers).toEqual({ visitorType: "partner" });
    model.setAnswer("visitorType", undefined);
    expect(model.getSnapshot().evaluation.displayed.companySize).toBe(false);
  });

  it("keeps the evaluation object when an answer changes nothing, so nothing re-renders for it", () => {
    const model = new FormModel(form);
    const before = model.getSnapshot().evaluation;
    model.setAnswer("companySize", 12);
    expect(model.getSnapshot().evaluation).toBe(before);
  });

  it("checks answers with validateValues and keeps the check current, until reset", () => {
    const model = new FormModel(form);
    model.setAnswer("visitorType", "partner");
    expect(model.check().map((issue) => [issue.questionId, issue.kind])).toEqual([["companySize", "required"]]);
    model.setAnswer("companySize", 40);
    expect(model.getSnapshot().issues).toEqual([]);
    model.reset();
    expect(model.getSnapshot()).toMatchObject({ answers: {}, issues: null });
  });

  it("ignores an answer the app would never post (a divider's), as the server never sees it", () => {
    const withDivider = [
      { id: "line", type: "divider" },
      { id: "after", type: "text", label: "After", displayed: { line: { $exists: true } } },
    ] as Question[];
    const model = new FormModel(withDivider);
    model.setAnswer("line", "x");
    expect(model.values()).toEqual({});
    expect(model.getSnapshot().evaluation.displayed.after).toBe(false);
  });

  it("keeps the answers when the editor changes the form", () => {
    const model = new FormModel(form);
    model.setAnswer("visitorType", "press");
    const edited = form.map((question) =>
      question.id === "companySize" ? { ...question, displayed: { visitorType: "press" } } : question,
    );
    model.setQuestions(edited);
    expect(model.getSnapshot().evaluation.displayed.companySize).toBe(true);
    expect(model.getSnapshot().answers).toEqual({ visitorType: "press" });
  });
});
