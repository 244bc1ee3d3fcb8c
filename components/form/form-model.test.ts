import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileForm } from "@/lib/logic";
import { answerChanges, randomForm, uniform } from "@/lib/logic/testing/arbitrary-forms";
import { answersForLogic, validateValues, type Question } from "@/lib/questions";
import { FormModel } from "./form-model";

const SEED = Number(process.env.FORM_MODEL_SEED ?? Date.now() % 2_147_483_647);

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

  it("marks a question touched once the visitor answers it, and forgets it on reset", () => {
    const model = new FormModel(form);
    model.setAnswer("visitorType", "press");
    expect(model.getSnapshot().touched).toEqual({ visitorType: true });
    model.reset();
    expect(model.getSnapshot().touched).toEqual({});
  });

  it("says what is wrong with an answer once the visitor leaves it, and stops once it is corrected", () => {
    const withEmail = [
      ...form,
      { id: "email", type: "email", label: "E-mail", required: true, errorMessages: { pattern: "Check the address." } },
    ] as Question[];
    const model = new FormModel(withEmail);
    model.setAnswer("email", "ada@");
    // Typing is not leaving: nothing is said yet.
    expect(model.getSnapshot().fieldIssues).toEqual({});
    model.leave("email");
    expect(model.getSnapshot().fieldIssues.email).toEqual([
      { questionId: "email", kind: "pattern", message: "Check the address." },
    ]);
    expect(model.getSnapshot().wasInvalid).toEqual({ email: true });
    model.setAnswer("email", "ada@example.com");
    expect(model.getSnapshot().fieldIssues).toEqual({});
    expect(model.getSnapshot().wasInvalid).toEqual({ email: true });
  });

  it("does not call a required question left unanswered wrong before the check", () => {
    const model = new FormModel(form);
    model.setAnswer("visitorType", "partner");
    model.leave("companySize");
    expect(model.getSnapshot().fieldIssues).toEqual({});
    model.check();
    expect(model.getSnapshot().fieldIssues.companySize?.map((issue) => issue.kind)).toEqual(["required"]);
  });

  it("shows a problem once when both the check and leaving the question find it", () => {
    const model = new FormModel(form);
    model.setAnswer("visitorType", "partner");
    model.setAnswer("companySize", "many");
    model.leave("companySize");
    model.check();
    expect(model.getSnapshot().fieldIssues.companySize?.map((issue) => issue.kind)).toEqual(["pattern"]);
  });

  it("hides the messages of a question its logic hides, as the server does not check it", () => {
    const model = new FormModel(form);
    model.setAnswer("visitorType", "partner");
    model.setAnswer("companySize", "many");
    model.leave("companySize");
    expect(Object.keys(model.getSnapshot().fieldIssues)).toEqual(["companySize"]);
    model.setAnswer("visitorType", "press");
    expect(model.getSnapshot().fieldIssues).toEqual({});
  });

  it("keeps a question's message list when another answer changes, so that field does not re-render", () => {
    const model = new FormModel(form);
    model.setAnswer("visitorType", "partner");
    model.setAnswer("companySize", "many");
    model.leave("companySize");
    model.check();
    const before = model.getSnapshot().fieldIssues.companySize;
    model.setAnswer("budget", 3);
    expect(model.getSnapshot().fieldIssues.companySize).toBe(before);
  });

  it("is complete exactly when validateValues accepts the values it would send", () => {
    const model = new FormModel(form);
    expect(model.complete()).toBe(true);
    model.setAnswer("visitorType", "partner");
    expect(model.complete()).toBe(false);
    // complete() shows nothing; submit() shows the check and withholds the values.
    expect(model.getSnapshot().issues).toBeNull();
    const refused = model.submit();
    expect(refused).toMatchObject({ complete: false, issues: [{ questionId: "companySize", kind: "required" }] });
    expect(model.getSnapshot().issues).toHaveLength(1);
    model.setAnswer("companySize", 40);
    expect(model.complete()).toBe(true);
    expect(model.submit()).toEqual({
      complete: true,
      values: { visitorType: { value: "partner" }, companySize: { value: 40 } },
    });
    expect(validateValues(form, model.values())).toEqual([]);
  });

  it("checks a question left again when the editor changes its rules", () => {
    const model = new FormModel(form);
    model.setAnswer("visitorType", "partner");
    model.setAnswer("companySize", 5);
    model.leave("companySize");
    expect(model.getSnapshot().fieldIssues).toEqual({});
    model.setQuestions(
      form.map((question) => (question.id === "companySize" ? { ...question, minVal: 10 } : question)) as Question[],
    );
    expect(model.getSnapshot().fieldIssues.companySize?.map((issue) => issue.kind)).toEqual(["minVal"]);
  });

  it("tells a question's listeners only of changes to its own slice, which keeps its identity otherwise", () => {
    const model = new FormModel(form);
    const heard: string[] = [];
    for (const { id } of form) model.subscribeQuestion(id, () => heard.push(id));
    const visitorType = model.questionState("visitorType");
    const budget = model.questionState("budget");
    expect(visitorType).toEqual({
      value: undefined,
      required: false,
      issues: undefined,
      touched: false,
      wasInvalid: false,
    });
    model.setAnswer("visitorType", "partner");
    // companySize became required; budget's slice (shown now, but unanswered and optional) is the same object.
    expect(heard).toEqual(["visitorType", "companySize"]);
    expect(model.questionState("visitorType")).toMatchObject({ value: "partner", touched: true });
    expect(model.questionState("budget")).toBe(budget);
    heard.length = 0;
    model.setAnswer("visitorType", "partner");
    expect(heard).toEqual([]);
    model.reset();
    expect(heard).toEqual(["visitorType", "companySize"]);
    expect(model.questionState("visitorType")).toEqual(visitorType);
  });

  it("stops telling a question's listener once it unsubscribed", () => {
    const model = new FormModel(form);
    let heard = 0;
    const stop = model.subscribeQuestion("visitorType", () => heard++);
    model.setAnswer("visitorType", "press");
    stop();
    model.setAnswer("visitorType", "partner");
    expect(heard).toBe(1);
  });

  it("keeps the layout while no question is shown or hidden, so the list does not re-render for a keystroke", () => {
    const model = new FormModel(form);
    const first = model.getLayout();
    expect(first).toEqual({ questions: form, displayed: { visitorType: true, companySize: false, budget: false } });
    model.setAnswer("visitorType", "partner");
    const shown = model.getLayout();
    expect(shown.displayed).toEqual({ visitorType: true, companySize: true, budget: true });
    model.setAnswer("companySize", 40);
    model.setAnswer("companySize", 400);
    expect(model.getLayout()).toBe(shown);
    model.setQuestions([...form]);
    expect(model.getLayout()).not.toBe(shown);
  });

  it(`the check equals validateValues's and each slice the snapshot's, at each answer (property, seed ${SEED})`, () => {
    fc.assert(
      fc.property(fc.gen(), fc.boolean(), (g, allowCycles) => {
        const form = randomForm(g, allowCycles).map((question) => {
          // Rules of their own beside `required` and the options: lengths and bounds, some with their own words.
          const ruled: Record<string, unknown> = { ...question };
          const rule = g(uniform, 0, 3);
          if (rule === 1) ruled.minLength = 2;
          if (rule === 2) Object.assign(ruled, { maxVal: 3, errorMessages: { maxVal: "At most three." } });
          return ruled as Question;
        });
        const model = new FormModel(form);
        // Every slice listened to: each stays equal to what the snapshot says, and its listener hears of each change.
        const heard = new Map<string, number>();
        for (const { id } of form) model.subscribeQuestion(id, () => heard.set(id, (heard.get(id) ?? 0) + 1));
        const slices = () =>
          form.map(({ id }) => {
            const { answers, evaluation, fieldIssues, touched, wasInvalid } = model.getSnapshot();
            const state = model.questionState(id);
            expect(state).toEqual({
              value: answers[id],
              required: evaluation.required[id] === true,
              issues: fieldIssues[id],
              touched: touched[id] === true,
              wasInvalid: wasInvalid[id] === true,
            });
            return state;
          });
        // Checked at once, or after some answers: the re-check then starts from validateValues's own issues.
        const changes = answerChanges(g, form);
        const checkAt = g(uniform, 0, changes.length);
        let checked = false;
        changes.forEach(([id, value], index) => {
          const before = slices();
          const heardBefore = new Map(heard);
          if (index === checkAt) checked = model.check() !== null;
          model.setAnswer(id, value);
          if (g(uniform, 0, 3) === 0) model.leave(id);
          // A fresh lead now and then: nothing touched, left or checked.
          if (g(uniform, 0, 9) === 0) {
            model.reset();
            checked = false;
          }
          slices().forEach((state, position) => {
            const { id: other } = form[position];
            if (state !== before[position]) expect(heard.get(other)).toBeGreaterThan(heardBefore.get(other) ?? 0);
            else expect(heard.get(other)).toBe(heardBefore.get(other));
          });
          const expected = checked ? validateValues(form, model.values()) : null;
          expect(model.getSnapshot().issues).toEqual(expected);
        });
      }),
      // Fewer under mutation testing (vitest.mutation.config.mts), where it runs for every mutant it reaches.
      { seed: SEED, numRuns: Number(process.env.MUTATION_PROPERTY_RUNS ?? 300) },
    );
  });

  it("re-checks after an edit of the form as a whole, and after a question's own answer", () => {
    const model = new FormModel(form);
    model.setAnswer("visitorType", "partner");
    expect(model.check().map((issue) => issue.questionId)).toEqual(["companySize"]);
    model.setQuestions(form.map((question) => (question.id === "budget" ? { ...question, required: true } : question)));
    expect(model.getSnapshot().issues?.map((issue) => issue.questionId)).toEqual(["companySize", "budget"]);
    model.setAnswer("budget", 5);
    expect(model.getSnapshot().issues?.map((issue) => issue.questionId)).toEqual(["companySize"]);
    // Hidden again by the first answer: neither is checked, as on the server.
    model.setAnswer("visitorType", "press");
    expect(model.getSnapshot().issues).toEqual([]);
  });
});
