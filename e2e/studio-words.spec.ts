// Words, not stored values (docs/architecture.md "What the studio tells people"), in Chromium against the production
// server: the conflict dialog shows each changed
// property with their value beside mine; "Why?" and "Writes:" name options by their labels (the stored value on
// hover) and say "includes" for one item; the logic problems panel speaks in labels and plain sentences, with no
// link that leads nowhere.
import { expect, test, type Browser, type Page } from "@playwright/test";
import type { Question } from "../lib/sdk";
import { card, expectSaved, openEditor, readQuestions, save, seedEvent, selectCard } from "./editor-helpers";

async function editorIn(browser: Browser, id: number): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openEditor(page, id);
  return page;
}

const products = {
  id: "products",
  type: "checkboxGroup",
  label: "Which products interest you?",
  options: [
    { label: "Collaborative robots", id: "robotics" },
    { label: "Vision sensors", id: "sensors" },
  ],
};
const timing = {
  id: "timing",
  type: "radio",
  label: "When do you plan to buy?",
  options: [
    { label: "Within 3 months", id: "now" },
    { label: "Later", id: "later" },
  ],
};

test("item 1: the conflict dialog shows their value and mine for a property both changed", async ({ browser }) => {
  const id = await seedEvent([products, { id: "budget", type: "number", label: "Budget" }] as Question[]);
  const theirs = await editorIn(browser, id);
  const mine = await editorIn(browser, id);
  await selectCard(theirs, "budget");
  await theirs.getByLabel("Question", { exact: true }).fill("Budget by them");
  await save(theirs);
  await expectSaved(theirs);

  await selectCard(mine, "budget");
  await mine.getByLabel("Question", { exact: true }).fill("Budget by me");
  await save(mine);
  const dialog = mine.getByRole("dialog", { name: "Someone else saved this form while you were editing" });
  await expect(dialog).toBeVisible();
  const table = dialog.getByRole("table", { name: "Changes to “Budget by me”" });
  await expect(table.getByRole("row", { name: /^Question/ })).toHaveText(/Question“Budget by them”“Budget by me”/);
  // Keep theirs is now an informed choice, and what the API then holds is theirs.
  await dialog.getByRole("radio", { name: "Keep theirs" }).check();
  await dialog.getByRole("button", { name: "Apply my choices" }).click();
  await expectSaved(mine);
  expect((await readQuestions(id))[1].label).toBe("Budget by them");
});

test("item 1: options each side changed read as their labels, the JSON on demand", async ({ browser }) => {
  const id = await seedEvent([products, { id: "budget", type: "number", label: "Budget" }] as Question[]);
  const theirs = await editorIn(browser, id);
  const mine = await editorIn(browser, id);
  await selectCard(theirs, "products");
  await theirs.getByRole("textbox", { name: "Option 2 label" }).fill("Cameras");
  await save(theirs);
  await expectSaved(theirs);

  await selectCard(mine, "products");
  await mine.getByRole("textbox", { name: "Option 2 label" }).fill("Smart sensors");
  await save(mine);
  const dialog = mine.getByRole("dialog", { name: "Someone else saved this form while you were editing" });
  const row = dialog.getByRole("table", { name: /^Changes to/ }).getByRole("row", { name: /^Options/ });
  await expect(row).toHaveText("OptionsCollaborative robots · CamerasCollaborative robots · Smart sensors");
  await dialog.getByText("JSON of these properties").click();
  await expect(dialog.getByText('"label": "Smart sensors"')).toBeVisible();
});

test("item 7: Why? and Writes: name options by their labels, say 'includes' for one item, the value on hover", async ({
  page,
}) => {
  const questions = [
    products,
    timing,
    { id: "budget", type: "number", label: "Budget", displayed: { products: { $all: ["robotics"] }, timing: "now" } },
  ] as Question[];
  const id = await seedEvent(questions, `Words ${Date.now()}`);
  await openEditor(page, id);
  await selectCard(page, "budget");
  await expect(page.getByTestId("logic-writes-words")).toHaveText(
    "“When do you plan to buy?” is “Within 3 months” and “Which products " +
      "interest you?” includes “Collaborative robots”",
  );

  await page.getByRole("button", { name: "Preview", exact: true }).click();
  const preview = page.getByTestId("preview");
  await preview.getByRole("switch", { name: "Show hidden questions" }).click();
  await preview.getByRole("checkbox", { name: "Vision sensors" }).check();
  await preview
    .locator('[data-question-id="budget"]')
    .getByRole("button", { name: /^Why\?/ })
    .click();
  const why = preview.getByTestId("why-panel");
  const line = why.getByText(
    "“Which products interest you?” includes “Collaborative robots” — does not hold: the answer is “Vision sensors”.",
  );
  await expect(line).toBeVisible();
  await expect(line).toHaveAttribute(
    "title",
    "Stored values: “Which products interest you?” includes “robotics” — does not hold: the answer is “sensors”.",
  );
  await expect(why).toContainText(
    "“When do you plan to buy?” is “Within 3 months” — does not hold: it is not answered.",
  );
  expect(await readQuestions(id)).toEqual(questions);
});

test("item 10: the logic problems panel speaks in labels and plain sentences, and Why? has no dead link", async ({
  page,
}) => {
  const questions = [
    {
      id: "jobRole",
      type: "radio",
      label: "Job role",
      options: [
        { label: "Engineer", id: "engineer" },
        { label: "Buyer", id: "buyer" },
        { label: "Other", id: "other" },
      ],
    },
    {
      id: "budget",
      type: "number",
      label: "Budget",
      displayed: { $and: [{ jobRole: "engineer" }, { jobRole: "buyer" }] },
    },
  ] as Question[];
  const id = await seedEvent(questions, `Plain words ${Date.now()}`);
  await openEditor(page, id);
  await page.getByRole("button", { name: /^Problems/ }).click();
  const panel = page.getByTestId("logic-problems");
  await expect(panel).toHaveAttribute("aria-busy", "false", { timeout: 15_000 });
  const finding = panel.getByRole("list", { name: "Logic problems" }).getByRole("button");
  const neverDisplayed = new RegExp(
    [
      String.raw`^2\. Budget — Never displayed“Budget” can never be shown: `,
      String.raw`every answer to “Job role” was tried \(\d+ possibilities\)\.$`,
    ].join(""),
  );
  await expect(finding).toHaveText(neverDisplayed);
  await expect(panel).not.toContainText("jobRole");
  await expect(panel).not.toContainText("combination");

  // A question the logic reads is deleted: the panel says so in a sentence, and Why? offers no link to it.
  await card(page, "jobRole").getByRole("button", { name: "Delete Job role" }).click();
  await page.getByRole("button", { name: "Delete anyway" }).click();
  await expect(finding).toHaveText(
    /“Budget” can never be shown: its logic reads “jobRole”, which is not a question of this form\.$/,
    { timeout: 15_000 },
  );
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  const preview = page.getByTestId("preview");
  await preview.getByRole("switch", { name: "Show hidden questions" }).click();
  await preview
    .locator('[data-question-id="budget"]')
    .getByRole("button", { name: /^Why\?/ })
    .click();
  const why = preview.getByTestId("why-panel");
  await expect(why).toContainText("“jobRole (not a question of this form)”");
  await expect(why.getByRole("link")).toHaveCount(0);
});
