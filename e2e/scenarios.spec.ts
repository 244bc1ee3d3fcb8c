// Logic scenarios (docs/studio.md "Scenarios") in Chromium against the production server: two scenarios recorded in
// the preview, one broken by editing a condition and seen failing in words with Why?, the save asking while it
// fails, the fix seen passing; the generated starting set for the demo form; a viewer's read-only panel; axe on the
// panel.
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { DEMO_EVENT } from "../lib/db/demo-data";
import { generateScenarios } from "../lib/questions/scenarios";
import { budgetForm } from "../lib/questions/testing/job-role-form";
import type { Question } from "../lib/sdk";
import { expectSaved, openEditor, seedEvent } from "./editor-helpers";
import { apiFor, credentials, signedInPage } from "./fixtures";
import { openJsonView } from "./json-view-helpers";
import { openCodeEditor, pasteCode } from "./logic-code-helpers";
import { openScenariosPanel, preview, recordScenario, scenarioRow, scenariosPanel } from "./scenario-helpers";
import { STAND_PEOPLE } from "./support/seed-capture";

const form = (): Question[] => [...budgetForm(), { id: "email", type: "email", label: "E-mail" }] as Question[];

test("two scenarios; a changed condition fails one, in words with Why?; the save asks; fixed, it passes", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = await seedEvent(form(), `Scenarios ${Date.now()}`);
  await openEditor(page, id);
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await recordScenario(page, "Buyer", "Buyer sees the budget");
  await recordScenario(page, "Engineer", "Engineer without budget");
  await openScenariosPanel(page);
  await expect(scenarioRow(page, "Buyer sees the budget")).toHaveAttribute("data-state", "passes");
  await expect(scenarioRow(page, "Engineer without budget")).toHaveAttribute("data-state", "passes");

  // The budget now also needs an e-mail: the buyer who gave none no longer sees it; the engineer still does not.
  const editor = await openCodeEditor(page, "budget", "displayed");
  await pasteCode(editor, '{"$and": [{"jobRole": "buyer"}, {"email": {"$exists": true}}]}');
  await expect(scenarioRow(page, "Buyer sees the budget")).toHaveAttribute("data-state", "fails", { timeout: 15_000 });
  await expect(scenarioRow(page, "Engineer without budget")).toHaveAttribute("data-state", "passes");
  const sentence = "“Budget” is now hidden: its condition changed. This scenario expects it shown.";
  await expect(scenarioRow(page, "Buyer sees the budget")).toContainText(sentence);

  // Among the problems, with Why?: the preview replays the scenario and explains the budget's condition.
  await page.getByRole("button", { name: /^Problems/ }).click();
  const problems = page.getByTestId("scenario-problems");
  await expect(problems).toContainText(sentence);
  await problems.getByRole("button", { name: /^Why\?/ }).click();
  await expect(preview(page).getByTestId("scenario-replay")).toContainText(
    "Replaying “Buyer sees the budget”: it fails.",
  );
  await expect(preview(page).getByTestId("why-panel")).toContainText("E-mail");
  await expect(preview(page).getByRole("radio", { name: "Buyer" })).toBeChecked();

  // The save asks while a scenario fails; keeping on editing saves nothing.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const ask = page.getByRole("dialog", { name: "Save while a scenario fails?" });
  await expect(ask).toContainText("Buyer sees the budget");
  await ask.getByRole("button", { name: "Keep editing" }).click();
  await expect(ask).toBeHidden();

  await pasteCode(editor, '{"jobRole": "buyer"}');
  await expect(scenarioRow(page, "Buyer sees the budget")).toHaveAttribute("data-state", "passes", { timeout: 15_000 });
  await expect(problems).toBeHidden();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectSaved(page);

  // Kept with the event: a reload lists both, passing.
  await openEditor(page, id);
  await openScenariosPanel(page);
  await expect(scenariosPanel(page).getByTestId("scenario-row")).toHaveCount(2);
  await expect(scenarioRow(page, "Buyer sees the budget")).toHaveAttribute("data-state", "passes", { timeout: 15_000 });
});

test("a save while a scenario fails goes through once confirmed; the failure links the version that broke it", async ({
  page,
}) => {
  const id = await seedEvent(form(), `Scenarios confirm ${Date.now()}`);
  await openEditor(page, id);
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await recordScenario(page, "Buyer", "Buyer sees the budget");
  await openScenariosPanel(page);
  const editor = await openCodeEditor(page, "budget", "displayed");
  await pasteCode(editor, '{"jobRole": "engineer"}');
  await expect(scenarioRow(page, "Buyer sees the budget")).toHaveAttribute("data-state", "fails", { timeout: 15_000 });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Save while a scenario fails?" })
    .getByRole("button", { name: "Save anyway" })
    .click();
  await expectSaved(page);

  // The failure names the saved version that broke it (the seed is version 1), and the link opens it in the History.
  const brokenBy = scenarioRow(page, "Buyer sees the budget").getByTestId("broken-by");
  await expect(brokenBy).toHaveText(/^Broken by version 2 \(.+, .+ UTC\)$/, { timeout: 15_000 });
  await brokenBy.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/events/${id}\\?version=2$`));
  const history = page.getByRole("dialog", { name: "History" });
  await expect(history.getByRole("region", { name: "Version 2" })).toBeVisible();
});

test("suggests one scenario per branch of the demo form's logic, in words; the kept ones pass; axe", async ({
  page,
}) => {
  const questions = DEMO_EVENT.questions as unknown as Question[];
  const id = await seedEvent(questions, `Scenarios demo ${Date.now()}`);
  const expected = generateScenarios(questions).map((scenario) => scenario.name);
  expect(expected.length).toBeGreaterThan(3);
  await openEditor(page, id);
  await openScenariosPanel(page);
  await scenariosPanel(page).getByRole("button", { name: "Suggest scenarios" }).click();
  const suggestions = scenariosPanel(page).getByTestId("scenario-suggestions");
  await expect(suggestions.getByRole("checkbox")).toHaveCount(expected.length);
  await expect(suggestions.locator("label")).toHaveText(expected);
  // Keep all but the first.
  await suggestions.getByRole("checkbox").first().uncheck();
  await suggestions.getByRole("button", { name: `Keep ${expected.length - 1} scenarios` }).click();
  await expect(scenariosPanel(page).getByTestId("scenario-row")).toHaveCount(expected.length - 1);
  await expect(scenariosPanel(page).locator('[data-testid="scenario-row"][data-state="passes"]')).toHaveCount(
    expected.length - 1,
    { timeout: 15_000 },
  );
  const results = await new AxeBuilder({ page }).include('[data-testid="scenarios-panel"]').analyze();
  expect(results.violations).toEqual([]);
});

test("a viewer sees the scenarios' verdicts and replays one, but cannot record, suggest or remove; axe", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { id } = await apiFor(credentials("stand")).events.create({
    name: `Viewer scenarios ${Date.now()}`,
    questions: form(),
  });
  const editor = await signedInPage(browser, STAND_PEOPLE.editor);
  await editor.goto(`/events/${id}`);
  await expect(editor.locator('[data-testid="editor"][data-hydrated]')).toBeVisible({ timeout: 15_000 });
  await editor.getByRole("button", { name: "Preview", exact: true }).click();
  await recordScenario(editor, "Buyer", "Buyer sees the budget");
  await openScenariosPanel(editor);
  await expect(scenarioRow(editor, "Buyer sees the budget")).toHaveAttribute("data-state", "passes", {
    timeout: 15_000,
  });

  const page = await signedInPage(browser, STAND_PEOPLE.viewer);
  await page.goto(`/events/${id}`);
  await expect(page.getByTestId("read-only-event")).toBeVisible();
  await openScenariosPanel(page);
  await expect(scenarioRow(page, "Buyer sees the budget")).toHaveAttribute("data-state", "passes", { timeout: 15_000 });
  await expect(scenariosPanel(page)).toContainText("Viewers see the scenarios and replay them");
  await expect(scenariosPanel(page).getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  await expect(scenariosPanel(page).getByRole("button", { name: "Suggest scenarios" })).toHaveCount(0);
  const results = await new AxeBuilder({ page }).include('[data-testid="scenarios-panel"]').analyze();
  expect(results.violations).toEqual([]);

  await scenarioRow(page, "Buyer sees the budget")
    .getByRole("button", { name: /^Replay/ })
    .click();
  await expect(preview(page).getByTestId("scenario-replay")).toContainText(
    "Replaying “Buyer sees the budget”: everything it expects holds.",
  );
  await expect(preview(page).getByRole("radio", { name: "Buyer" })).toBeChecked();
  await expect(preview(page).getByRole("button", { name: "Save as scenario" })).toHaveCount(0);
});

test("JSON export carries the scenarios; an import keeps one with its verdict, refuses an invalid one; axe", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = await seedEvent(form(), `Scenarios JSON ${Date.now()}`);
  await openEditor(page, id);
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await recordScenario(page, "Buyer", "Buyer sees the budget");
  await openJsonView(page);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download event" }).click();
  const exported = JSON.parse(readFileSync(await (await downloading).path(), "utf8"));
  expect(Object.keys(exported)).toEqual(["name", "type", "questions", "scenarios"]);
  expect(exported.scenarios).toEqual([
    expect.objectContaining({ name: "Buyer sees the budget", values: { jobRole: { value: "buyer" } } }),
  ]);

  const importJson = async (scenarios: unknown[]) => {
    await page.getByRole("button", { name: "Import…" }).click();
    const dialog = page.getByRole("dialog", { name: "Import questions" });
    await dialog.getByRole("textbox", { name: "JSON to import" }).fill(JSON.stringify({ ...exported, scenarios }));
    await dialog.getByRole("button", { name: "Check" }).click();
    return dialog;
  };
  // One invalid scenario refuses the whole import, saying which and why; nothing changes.
  const refused = await importJson([{ id: "s-bad", name: " ", values: {}, expect: {} }]);
  await expect(refused.getByRole("alert")).toHaveText(
    "Scenario 1 (“ ”) cannot be imported: name: give the scenario a name, like “Robotics lead with budget”. " +
      "Nothing was imported.",
  );
  await expect(refused.getByTestId("import-summary")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(refused).toBeHidden();

  const engineer = {
    id: "s-engineer",
    name: "Engineer without budget",
    values: { jobRole: { value: "engineer" } },
    expect: { budget: { displayed: false }, phone: { displayed: true } },
  };
  const dialog = await importJson([engineer]);
  await expect(dialog.getByTestId("import-scenarios")).toContainText(
    "The scenario “Engineer without budget” lost the answers and expectations of “phone”: " +
      "the imported form has no question with that id.",
  );
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations).toEqual([]);
  await dialog.getByRole("button", { name: "Replace with 3 questions" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectSaved(page);

  await openEditor(page, id);
  await openScenariosPanel(page);
  await expect(scenariosPanel(page).getByTestId("scenario-row")).toHaveCount(2);
  await expect(scenarioRow(page, "Engineer without budget")).toHaveAttribute("data-state", "passes", {
    timeout: 15_000,
  });
  await expect(scenarioRow(page, "Buyer sees the budget")).toHaveAttribute("data-state", "passes");
});
