// Logic scenarios kept with the event's versions (docs/studio.md "History" and "Scenarios"), in Chromium against the
// production server: saved with scenario A, saved again with B instead, the History says what each version changed
// in them and shows version 2's read only; restoring version 2 brings A back and says so; axe on the page. And a
// viewer's read-only page names the version that broke a failing scenario, linking to it.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { budgetForm } from "../lib/questions/testing/job-role-form";
import type { Question } from "../lib/sdk";
import { demoApi, expectSaved, openEditor, seedEvent } from "./editor-helpers";
import { apiFor, credentials, signedInPage } from "./fixtures";
import { openScenariosPanel, recordScenario, scenarioRow, scenarioRows } from "./scenario-helpers";
import { STAND_PEOPLE } from "./support/seed-capture";

const form = (budgetFor = "buyer"): Question[] => budgetForm(budgetFor) as Question[];

const FUTURE = new Date("2100-01-01T00:00:00Z");
async function saveNow(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectSaved(page);
}

test("saved with scenario A, then with B: restoring the first version brings A back and says so; axe", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const id = await seedEvent(form(), `Scenario versions ${Date.now()}`);
  await openEditor(page, id);
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await recordScenario(page, "Buyer", "Buyer sees the budget");
  await saveNow(page); // version 2: A
  // An integrator adds an e-mail question (version 3, still A); scenario B is then recorded on that form, so it
  // expects the e-mail question shown.
  const withEmail = [...form(), { id: "email", type: "email", label: "E-mail" }] as Question[];
  await demoApi().events.replace(id, { name: "Scenario versions", questions: withEmail }, FUTURE);
  await page.reload();
  await expect(page.locator('[data-testid="editor"][data-hydrated]')).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await openScenariosPanel(page);
  await scenarioRow(page, "Buyer sees the budget")
    .getByRole("button", { name: /^Remove/ })
    .click();
  await expect(scenarioRows(page)).toHaveCount(0);
  await recordScenario(page, "Engineer", "Engineer without budget");
  await expect(scenarioRows(page)).toHaveCount(1);
  await saveNow(page); // version 4: B
  await expect.poll(async () => (await demoApi().versions.list(id)).items[0]?.id).toBe(4);

  // The History says what each version changed in the scenarios, and shows version 2's read only.
  await page.getByRole("button", { name: "History", exact: true }).click();
  const history = page.getByRole("dialog", { name: "History" });
  await expect(history.getByTestId("version-4")).toContainText("Scenario “Engineer without budget” added.");
  await expect(history.getByTestId("version-4")).toContainText("Scenario “Buyer sees the budget” removed.");
  await expect(history.getByTestId("version-2")).toContainText("Scenario “Buyer sees the budget” added.");
  await expect(history.getByTestId("version-3").getByTestId("version-scenario-change")).toHaveCount(0);
  await history.getByRole("button", { name: "View version 2" }).click();
  const kept = history.getByRole("region", { name: "Scenarios saved with this version" });
  await expect(kept.getByRole("listitem")).toHaveText(["Buyer sees the budget passes"]);
  await expect(kept).toContainText("Restoring this version brings these scenarios back as they were.");
  const inHistory = await new AxeBuilder({ page }).include('[data-testid="history-panel"]').analyze();
  expect(inHistory.violations).toEqual([]);

  // The restore takes the e-mail question away: that is no edit for today's scenario B to follow (rewritten, it
  // would be stored again), since the restore puts back version 2's scenarios.
  await history.getByRole("button", { name: "Restore version 2" }).click();
  await expectSaved(page);
  await expect(page.getByTestId("save-notice")).toContainText(
    "Version 2 restored. The scenarios of version 2 are back — back: “Buyer sees the budget”; " +
      "removed (not in version 2): “Engineer without budget”.",
  );
  await openScenariosPanel(page);
  await expect(scenarioRows(page)).toHaveCount(1);
  await expect(scenarioRow(page, "Buyer sees the budget")).toHaveAttribute("data-state", "passes", { timeout: 15_000 });
  expect((await demoApi().versions.list(id)).items[0]).toMatchObject({ id: 5, how: "restore", restoredFrom: 2 });
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);

  // Kept on the server: a reload shows A alone.
  await page.reload();
  await expect(page.locator('[data-testid="editor"][data-hydrated]')).toBeVisible({ timeout: 15_000 });
  await openScenariosPanel(page);
  await expect(scenarioRows(page)).toHaveCount(1);
  await expect(scenarioRow(page, "Buyer sees the budget")).toHaveAttribute("data-state", "passes", { timeout: 15_000 });
});

test("a viewer sees which version broke a failing scenario, linking to it; axe", async ({ browser }) => {
  test.setTimeout(120_000);
  const api = apiFor(credentials("stand"));
  const { id } = await api.events.create({ name: `Viewer break ${Date.now()}`, questions: form() });
  const editor = await signedInPage(browser, STAND_PEOPLE.editor);
  await editor.goto(`/events/${id}`);
  await expect(editor.locator('[data-testid="editor"][data-hydrated]')).toBeVisible({ timeout: 15_000 });
  await editor.getByRole("button", { name: "Preview", exact: true }).click();
  await recordScenario(editor, "Buyer", "Buyer sees the budget");
  await openScenariosPanel(editor);
  await expect(scenarioRow(editor, "Buyer sees the budget")).toHaveAttribute("data-state", "passes", {
    timeout: 15_000,
  });
  // An integrator's write breaks it: version 2.
  await api.events.replace(id, { name: "Viewer break", questions: form("engineer") }, FUTURE);

  const page = await signedInPage(browser, STAND_PEOPLE.viewer);
  await page.goto(`/events/${id}`);
  await expect(page.getByTestId("read-only-event")).toBeVisible();
  await openScenariosPanel(page);
  await expect(scenarioRow(page, "Buyer sees the budget")).toHaveAttribute("data-state", "fails", { timeout: 15_000 });
  const brokenBy = scenarioRow(page, "Buyer sees the budget").getByTestId("broken-by");
  await expect(brokenBy).toHaveText(/^Broken by version 2 \(.+, .+ UTC\)$/, { timeout: 15_000 });
  const results = await new AxeBuilder({ page }).include('[data-testid="scenarios-panel"]').analyze();
  expect(results.violations).toEqual([]);
  await brokenBy.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/events/${id}\\?version=2$`));
  const history = page.getByRole("dialog", { name: "History" });
  await expect(history.getByRole("region", { name: "Version 2" })).toBeVisible();
  // The version carries the scenario, read only, failing there; a viewer has no Restore.
  const kept = history.getByRole("region", { name: "Scenarios saved with this version" });
  await expect(kept.getByRole("listitem")).toContainText(["Buyer sees the budget fails"]);
  await expect(history.getByRole("button", { name: /^Restore/ })).toHaveCount(0);
});
