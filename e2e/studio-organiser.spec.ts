// The editor in people's words (docs/architecture.md "What the studio tells people"), in Chromium against the
// production server: the
// event name looks editable, the editor has an h1 and axe finds no landmark or heading issue, people's words
// instead of developers', and ids on cards quieter with a "Show ids" toggle that is remembered.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import type { Question } from "../lib/sdk";
import { card, expectSaved, openEditor, readQuestions, save, seedEvent, selectCard } from "./editor-helpers";

const form = () =>
  [{ id: "jobRole", type: "radio", label: "Job role", options: [{ label: "Engineer", id: "engineer" }] }] as Question[];

test("item 5: the event name looks editable, the editor has an h1, and axe finds no heading or landmark issue", async ({
  page,
}) => {
  const id = await seedEvent(form(), `Affordance ${Date.now()}`);
  await openEditor(page, id);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Form editor: Affordance/);
  const name = page.getByRole("textbox", { name: "Event name" });
  await expect(name).toHaveCSS("border-bottom-style", "dashed");
  await expect(page.getByTitle("Rename the event")).toBeVisible();
  await name.fill("Renamed in place");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Form editor: Renamed in place");
  await save(page);
  await expectSaved(page);
  const results = await new AxeBuilder({ page })
    .withRules(["page-has-heading-one", "region", "landmark-one-main", "heading-order", "empty-heading"])
    .analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 120)).join(" | ")}`,
    ),
  ).toEqual([]);
});

test("item 5: people's words, not developers': options 'saved in answers as', a new id 'follows the label'", async ({
  page,
}) => {
  const id = await seedEvent(form(), `Words ${Date.now()}`);
  await openEditor(page, id);
  await selectCard(page, "jobRole");
  const inspector = page.getByTestId("inspector");
  await expect(inspector.getByText("label · saved in answers as")).toBeVisible();
  await expect(inspector.getByRole("textbox", { name: "Option 1 saved in answers as" })).toHaveValue("engineer");
  await expect(inspector).not.toContainText(/stored value|stored id/i);
  await page
    .getByRole("complementary", { name: "Question types" })
    .getByRole("button", { name: /^Text\b/ })
    .first()
    .click();
  await expect(inspector.getByText("follows the label", { exact: true })).toBeVisible();
  await expect(inspector.getByText(/^auto$/i)).toHaveCount(0);
});

test("item 5: ids on cards are quiet, and 'Show ids' turns them off and is remembered", async ({ page }) => {
  const id = await seedEvent(form(), `Ids ${Date.now()}`);
  await openEditor(page, id);
  const cardId = card(page, "jobRole").getByTestId("card-id");
  await expect(cardId).toBeVisible();
  await expect(cardId).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  const toggle = page.getByRole("button", { name: "Show ids" });
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await toggle.click();
  await expect(cardId).toBeHidden();
  await page.reload();
  await expect(page.getByTestId("editor")).toBeVisible();
  await expect(page.getByRole("button", { name: "Show ids" })).toHaveAttribute("aria-pressed", "false");
  await expect(card(page, "jobRole").getByTestId("card-id")).toBeHidden();
  await page.getByRole("button", { name: "Show ids" }).click();
  await expect(card(page, "jobRole").getByTestId("card-id")).toBeVisible();
  expect(await readQuestions(id)).toEqual(form());
});
