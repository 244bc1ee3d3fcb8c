// The History panel (docs/studio.md "History"): find who broke a form and when, compare in words, restore one
// question or the whole form as a new save, a restore meeting somebody else's save, and a viewer who may look but
// never restore. Checked through the SDK.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { demoApi, expectSaved, openEditor, q, readQuestions, seedEvent } from "./editor-helpers";
import { apiFor, credentials, signedInPage } from "./fixtures";
import { STAND_PEOPLE } from "./support/seed-capture";

const FUTURE = new Date("2100-01-01T00:00:00Z");
const original = () => [
  q("role", { label: "Role" }),
  q("company", { label: "Company", displayed: { role: "Engineer" } }),
  q("email", { type: "email", label: "E-mail" }),
];

/** An integrator's PUT that drops the company question's condition and relabels the e-mail question. */
async function breakIt(id: number) {
  const [role, company, email] = original();
  const { displayed: _dropped, ...unconditional } = company as Record<string, unknown>;
  void _dropped;
  await demoApi().events.replace(
    id,
    { name: "History test", questions: [role, unconditional, { ...email, label: "Broken" }] as never },
    FUTURE,
  );
}

async function openHistory(page: Page) {
  await page.getByRole("button", { name: "History", exact: true }).click();
  const panel = page.getByRole("dialog", { name: "History" });
  await expect(panel.getByTestId("version-1")).toBeVisible();
  return panel;
}

test("a broken form: find the version, compare it in words, restore one question, then the whole form", async ({
  page,
}) => {
  const id = await seedEvent(original(), "History test");
  await breakIt(id);
  await openEditor(page, id);
  const panel = await openHistory(page);
  await expect(panel.getByTestId("version-2")).toContainText("Through the API");
  await panel.getByRole("checkbox", { name: "Pick version 1 to compare" }).check();
  await panel.getByRole("checkbox", { name: "Pick version 2 to compare" }).check();
  await panel.getByRole("button", { name: "Compare" }).click();
  await expect(panel.getByTestId("compare-sentences")).toContainText("“Role” is “Engineer”");
  await expect(panel.getByTestId("compare-sentences")).toContainText("Broken");
  await panel.getByRole("button", { name: "Show the raw JSON diff" }).click();
  await expect(panel.getByTestId("raw-diff")).toContainText("Broken");
  const axe = await new AxeBuilder({ page }).include('[data-testid="history-panel"]').analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  await panel.getByRole("button", { name: "Back to the versions" }).click();
  await panel.getByRole("button", { name: "View version 1" }).click();
  await expect(panel.getByTestId("history-preview").getByText("Role")).toBeVisible();
  await panel.getByRole("button", { name: "Restore “company”" }).click();
  await expectSaved(page);
  const afterOne = await readQuestions(id);
  expect(afterOne.find((question) => question.id === "company")).toMatchObject({ displayed: { role: "Engineer" } });
  expect(afterOne.find((question) => question.id === "email")?.label).toBe("Broken");
  expect((await demoApi().versions.list(id)).items[0]).toMatchObject({ id: 3, how: "restore", restoredFrom: 1 });

  const again = await openHistory(page);
  await again.getByRole("button", { name: "View version 1" }).click();
  await again.getByRole("button", { name: "Restore version 1" }).click();
  await expect
    .poll(async () => (await readQuestions(id)).find((question) => question.id === "email")?.label)
    .toBe("E-mail");
  expect(await readQuestions(id)).toEqual(original());
  const newest = (await demoApi().versions.list(id)).items[0];
  expect(newest).toMatchObject({ id: 4, how: "restore", restoredFrom: 1, author: { kind: "person" } });
});

test("a restore that meets somebody else's save goes through the conflict review", async ({ page }) => {
  const id = await seedEvent(original(), "History conflict");
  await breakIt(id);
  await openEditor(page, id);
  // Somebody saves after the editor loaded the form.
  const read = await demoApi().events.get(id);
  await demoApi().events.update(id, { name: "Renamed meanwhile" }, read);
  const panel = await openHistory(page);
  await panel.getByRole("button", { name: "View version 1" }).click();
  await panel.getByRole("button", { name: "Restore version 1" }).click();
  await expect(page.getByRole("dialog", { name: "Someone else saved this form while you were editing" })).toBeVisible();
});

test("a viewer looks at the history but cannot restore", async ({ browser }) => {
  const stand = apiFor(credentials("stand"));
  const { id } = await stand.events.create({ name: "Viewer history", questions: original() });
  const page = await signedInPage(browser, STAND_PEOPLE.viewer);
  await page.goto(`/events/${id}`);
  await expect(page.getByTestId("read-only-event")).toBeVisible();
  const panel = await openHistory(page);
  await panel.getByRole("button", { name: "View version 1" }).click();
  await expect(panel.getByText("Viewers can look at versions; owners and editors restore them.")).toBeVisible();
  await expect(panel.getByRole("button", { name: /^Restore/ })).toHaveCount(0);
  await expect(panel.getByRole("button", { name: "Name" })).toHaveCount(0);
  const axe = await new AxeBuilder({ page }).include('[data-testid="history-panel"]').analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
});
