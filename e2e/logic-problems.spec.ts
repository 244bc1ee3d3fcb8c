// The logic problems panel (docs/studio.md "Problems and warnings") in Chromium against the production server: a
// never-displayed question and an
// always-true condition listed beside the definition's problems, choosing one selects its question and focuses
// its condition, fixing the condition removes the finding, and what depends on what; axe clean, nothing foreign.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import type { Question } from "../lib/sdk";
import { card, openEditor, seedEvent } from "./editor-helpers";
import { foreignRequests } from "./fixtures";
import { pasteCode } from "./logic-code-helpers";

const form = (): Question[] =>
  [
    { id: "visitorType", type: "radio", label: "Visitor type", options: [{ label: "partner" }, { label: "guest" }] },
    {
      id: "companySize",
      type: "number",
      label: "Company size",
      displayed: { $and: [{ visitorType: "partner" }, { visitorType: "guest" }] },
    },
    {
      id: "badge",
      type: "text",
      label: "Badge name",
      displayed: { $or: [{ visitorType: { $exists: true } }, { visitorType: { $exists: false } }] },
    },
    { id: "city", type: "text", label: "City" },
  ] as Question[];

const logicPanel = (page: Page) => page.getByTestId("logic-problems");
const findings = (page: Page) => logicPanel(page).getByRole("list", { name: "Logic problems" }).getByRole("button");

async function openProblems(page: Page): Promise<void> {
  await page.getByRole("button", { name: /^Problems/ }).click();
  await expect(logicPanel(page)).toBeVisible();
  await expect(logicPanel(page)).toHaveAttribute("aria-busy", "false", { timeout: 15_000 });
}

test(
  "lists a never-displayed question and an always-true condition; " + "choosing one selects it; fixing it removes it",
  async ({ page }) => {
    const foreign = foreignRequests(page);
    const id = await seedEvent(form(), `Logic problems ${Date.now()}`);
    await openEditor(page, id);
    await openProblems(page);
    await expect(findings(page)).toHaveCount(2);
    await expect(findings(page).nth(0)).toContainText("2. Company size — Never displayed");
    await expect(findings(page).nth(0)).toContainText(
      "“Company size” can never be shown: every answer to “Visitor type” was tried",
    );
    await expect(findings(page).nth(1)).toContainText("3. Badge name — Always true");

    await findings(page).nth(0).click();
    await expect(card(page, "companySize").getByRole("button", { pressed: true })).toHaveCount(1);
    await expect(page.getByRole("region", { name: "Properties of Company size" })).toBeVisible();
    // The condition opens in its visual rules (it can show it), with the focus in them; the fix is made in code.
    const condition = page.getByTestId("logic-editor-displayed");
    await expect.poll(() => condition.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await condition.getByRole("radio", { name: "Code" }).click();
    const editor = page.getByTestId("logic-code-editor");
    await expect(editor).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
    await pasteCode(editor, '{"visitorType": "partner"}');
    await expect(findings(page)).toHaveCount(1);
    await expect(findings(page).nth(0)).toContainText("Badge name — Always true");
    expect(foreign).toEqual([]);
  },
);

test("what depends on what: each question's reads and readers, as links that select the question", async ({ page }) => {
  const id = await seedEvent(form(), `Logic links ${Date.now()}`);
  await openEditor(page, id);
  await openProblems(page);
  await logicPanel(page)
    .getByText(/^What depends on what/)
    .click();
  const rows = logicPanel(page).getByTestId("logic-dependencies").getByRole("listitem");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toHaveText(/^Visitor type · read by Company size Badge name$/);
  await expect(rows.nth(1)).toHaveText(/^Company size · reads Visitor type$/);
  await rows
    .nth(2)
    .getByRole("button", { name: /^Visitor type:/ })
    .click();
  await expect(page.getByRole("region", { name: "Properties of Visitor type" })).toBeVisible();
});

test("axe finds nothing serious in the logic problems panel", async ({ page }) => {
  const id = await seedEvent(form(), `Logic axe ${Date.now()}`);
  await openEditor(page, id);
  await openProblems(page);
  await logicPanel(page)
    .getByText(/^What depends on what/)
    .click();
  const results = await new AxeBuilder({ page }).include('[data-testid="problems-panel"]').analyze();
  expect(
    results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 200)).join(" | ")}`),
  ).toEqual([]);
});
