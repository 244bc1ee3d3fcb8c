// What the studio says about logic (docs/architecture.md "What the studio tells people"), in Chromium against the
// production server: the logic's findings counted in the top bar
// as warnings and named on save; code with a problem (a circle, a value that is not an option) never reaching the
// form; and what the API then holds is exactly what the editor shows.
import { expect, test, type Page } from "@playwright/test";
import type { Question } from "../lib/sdk";
import { expectSaved, openEditor, readQuestions, save, seedEvent } from "./editor-helpers";
import { codeText, openCodeEditor, pasteCode } from "./logic-code-helpers";

const problemsButton = (page: Page) => page.getByRole("button", { name: /^Problems/ });

test("item 6: two questions that can never be shown are two logic warnings in the top bar and on save", async ({
  page,
}) => {
  const never = { $and: [{ visitorType: "partner" }, { visitorType: "guest" }] };
  const questions = [
    {
      id: "visitorType",
      type: "radio",
      label: "Visitor type",
      options: [
        { label: "Partner", id: "partner" },
        { label: "Guest", id: "guest" },
      ],
    },
    { id: "companySize", type: "number", label: "Company size", displayed: never },
    { id: "budget", type: "number", label: "Budget", displayed: never },
    { id: "city", type: "text", label: "City" },
  ] as Question[];
  const id = await seedEvent(questions, `Logic warnings ${Date.now()}`);
  await openEditor(page, id);
  await expect(problemsButton(page)).toHaveText("Problems (0)2 logic warnings", { timeout: 15_000 });

  await page.getByRole("textbox", { name: "Event name" }).fill("Warned but saved");
  await save(page);
  await expect(page.getByRole("status").filter({ hasText: /^Saved/ })).toHaveText("Saved — 2 logic warnings", {
    timeout: 15_000,
  });
  // Warnings never block saving: the API has exactly the form as shown, conditions included.
  expect(await readQuestions(id)).toEqual(questions);

  // The drawer lists the same two, and mending one lowers the count.
  await problemsButton(page).click();
  const findings = page.getByTestId("logic-problems").getByRole("list", { name: "Logic problems" }).getByRole("button");
  await expect(findings).toHaveCount(2);
  const editor = await openCodeEditor(page, "budget", "displayed");
  await pasteCode(editor, '{"visitorType": "guest"}');
  await expect(problemsButton(page)).toHaveText("Problems (0)1 logic warning", { timeout: 15_000 });
  await save(page);
  await expect(page.getByRole("status").filter({ hasText: /^Saved/ })).toHaveText("Saved — 1 logic warning", {
    timeout: 15_000,
  });
  expect((await readQuestions(id))[2].displayed).toEqual({ visitorType: "guest" });
});

const circleForm = () =>
  [
    {
      id: "jobRole",
      type: "radio",
      label: "Job role",
      options: [
        { label: "Engineer", id: "engineer" },
        { label: "Buyer", id: "buyer" },
      ],
    },
    { id: "budget", type: "number", label: "Budget", displayed: { reason: { $displayed: true } } },
    { id: "reason", type: "text", label: "Reason for visiting" },
  ] as Question[];

test("item 8: code with a circle stays a draft in the code editor and never reaches the form or the save", async ({
  page,
}) => {
  const id = await seedEvent(circleForm(), `Code draft ${Date.now()}`);
  await openEditor(page, id);
  const editor = await openCodeEditor(page, "reason", "displayed");
  await pasteCode(editor, '{"budget":{"$displayed":true}}');
  await expect(page.getByTestId("logic-code-problems")).toContainText(/circle/i);
  await expect(page.getByRole("note").filter({ hasText: "Not in the form yet" })).toBeVisible();
  // Nothing reached the form: no problem appears under another question, and the top bar counts none.
  await expect(problemsButton(page)).toHaveText(/^Problems \(0\)/);
  await problemsButton(page).click();
  await expect(page.getByTestId("problems-panel")).toContainText("No problems: the form can be saved.");
  await expect.poll(() => codeText(editor)).toBe('{"budget":{"$displayed":true}}');

  await page.getByRole("textbox", { name: "Event name" }).fill("Circle kept out");
  await save(page);
  await expectSaved(page);
  expect(await readQuestions(id)).toEqual(circleForm());

  // Once valid, the code is the condition, and that is what is saved.
  await pasteCode(editor, '{"jobRole":"engineer"}');
  await expect(page.getByRole("note").filter({ hasText: "Not in the form yet" })).toHaveCount(0);
  await save(page);
  await expectSaved(page);
  expect((await readQuestions(id))[2].displayed).toEqual({ jobRole: "engineer" });
});

test("item 9: a value that is not an option is marked in code with the visual rules' words, and not written", async ({
  page,
}) => {
  const seeded = circleForm().map((question) =>
    question.id === "reason" ? { ...question, displayed: { jobRole: "ceo" } } : question,
  ) as Question[];
  const id = await seedEvent(seeded, `Not an option ${Date.now()}`);
  await openEditor(page, id);
  const words = `compares 'jobRole' with the text "ceo", which is not one of its options`;
  await page.getByTestId("question-card").filter({ hasText: "Reason for visiting" }).getByTestId("card-label").click();
  // The visual rules cannot show it (their reason, below the code it opens in) and the code marks it: same words.
  const condition = page.getByTestId("logic-editor-displayed");
  await expect(condition.getByTestId("logic-unrepresentable")).toContainText(words);
  const editor = page.getByTestId("logic-code-editor");
  await expect(editor).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  await expect(page.getByTestId("logic-code-problems")).toHaveText(`C${words.slice(1)}.`);

  // Typed afresh on another question, the same value is marked and kept out of the form.
  await pasteCode(editor, '{"jobRole":"buyer"}');
  await expect(page.getByTestId("logic-code-problems")).toHaveCount(0);
  const budget = await openCodeEditor(page, "budget", "required");
  await pasteCode(budget, '{"jobRole":"ceo"}');
  await expect(page.getByTestId("logic-code-problems")).toHaveText(`C${words.slice(1)}.`);
  await expect(page.getByRole("note").filter({ hasText: "Not in the form yet" })).toBeVisible();
  await save(page);
  await expectSaved(page);
  const saved = await readQuestions(id);
  expect(saved[2].displayed).toEqual({ jobRole: "buyer" });
  expect(saved[1].required).toBeUndefined();
});
