// The SurveyJS survey of the side-by-side is the bench's own 1,000-question form: same names, titles, types,
// options and logic, read back through SurveyJS's own model.
import { Model } from "survey-core";
import { describe, expect, it } from "vitest";
import type { Question } from "../../../lib/questions";
import { BENCH_TYPES, thousandQuestions } from "../forms";
import { surveyJsonOf, visibleIfOf } from "./survey-json";

describe("surveyJsonOf(thousandQuestions())", () => {
  const questions = thousandQuestions();
  const json = surveyJsonOf(questions);
  const elements = json.pages[0].elements;

  it("has every question once, in order, with its name and title, on one page", () => {
    expect(json.pages).toHaveLength(1);
    expect(elements.map((element) => [element.name, element.title])).toEqual(
      questions.map((question) => [question.id, question.label]),
    );
  });

  it("asks each of the ten types with the SurveyJS question that asks the same", () => {
    const asked = elements.slice(0, BENCH_TYPES.length).map(({ type, inputType, renderAs }) => ({
      type,
      inputType,
      renderAs,
    }));
    expect(asked).toEqual([
      { type: "text", inputType: undefined, renderAs: undefined },
      { type: "text", inputType: "email", renderAs: undefined },
      { type: "dropdown", inputType: undefined, renderAs: undefined },
      { type: "text", inputType: "number", renderAs: undefined },
      { type: "text", inputType: "date", renderAs: undefined },
      { type: "radiogroup", inputType: undefined, renderAs: undefined },
      { type: "checkbox", inputType: undefined, renderAs: undefined },
      { type: "text", inputType: "tel", renderAs: undefined },
      { type: "rating", inputType: undefined, renderAs: undefined },
      { type: "boolean", inputType: undefined, renderAs: "checkbox" },
    ]);
    expect(new Set(elements.map((element, i) => `${i % 10}:${element.type}:${element.inputType}`)).size).toBe(10);
  });

  it("gives the three choice types their three options and no other question any", () => {
    const withChoices = elements.filter((element) => element.choices);
    expect(withChoices).toHaveLength(300);
    for (const element of withChoices) expect(element.choices).toEqual(["One", "Two", "Three"]);
  });

  it("shows every tenth question from q11 on only when the question eleven before it is answered", () => {
    const conditional = elements.flatMap((element, i) => (element.visibleIf ? [[i, element.visibleIf]] : []));
    expect(conditional).toHaveLength(99);
    for (const [i, visibleIf] of conditional) expect(visibleIf).toBe(`{q${Number(i) - 11}} notempty`);
  });

  it("behaves in SurveyJS's own model as the form does in ours", () => {
    const survey = new Model(json);
    expect(survey.getAllQuestions()).toHaveLength(1000);
    expect(survey.getQuestionByName("q21").isVisible).toBe(false);
    expect(survey.getQuestionByName("q20").isVisible).toBe(true);
    survey.setValue("q10", "answered");
    expect(survey.getQuestionByName("q21").isVisible).toBe(true);
    expect(survey.getQuestionByName("q32").isVisible).toBe(true);
    expect(survey.getQuestionByName("q31").isVisible).toBe(false);
  });
});

describe("visibleIfOf", () => {
  it("refuses a condition it cannot translate rather than compare another form", () => {
    expect(() => visibleIfOf({ q1: true })).toThrow(/cannot translate/);
    expect(() => visibleIfOf({ q1: { $exists: true }, q2: { $exists: true } })).toThrow(/cannot translate/);
    expect(() => visibleIfOf({ "q1}": { $exists: true } })).toThrow(/cannot translate/);
  });

  it("refuses a type it has no SurveyJS question for", () => {
    const signature = { id: "s", type: "signature", label: "Sign" } as unknown as Question;
    expect(() => surveyJsonOf([signature])).toThrow(/no SurveyJS question for the type signature/);
  });
});
