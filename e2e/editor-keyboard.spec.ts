// The editor by keyboard alone (docs/studio.md "Undo, redo and the keyboard"): an organiser builds a 15-question form
// (every type once) with Tab,
// Shift+Tab, Enter, arrows and typing — an option group in a drop-down, the reserved `email` id, a pattern — saves
// it with Ctrl+S, and after a reload the editor shows exactly what the API returns. The mouse is never used.
//
// Seen to fail when adding a type leaves the focus in the palette (the label is not focused).
import { expect, test, type Locator, type Page } from "@playwright/test";
import type { Question } from "../lib/sdk";
import { cardIds, cardLabels, card, expectSaved, openEditor, readQuestions, seedEvent } from "./editor-helpers";

const isFocused = async (target: Locator) =>
  (await target.count()) === 1 && (await target.evaluate((element) => element === document.activeElement));

/** Presses `key` (Tab or Shift+Tab) until `target` has the focus, as a person would; fails if it never does. */
async function tabTo(page: Page, target: Locator, key: "Tab" | "Shift+Tab" = "Tab", most = 60): Promise<void> {
  for (let presses = 0; presses < most; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `${key} never reached it`).toBeFocused({ timeout: 1 });
}

async function typeInto(page: Page, text: string): Promise<void> {
  await page.keyboard.press("Control+a");
  await page.keyboard.type(text);
}

const inspector = (page: Page) => page.getByTestId("inspector");
const field = (page: Page, path: string) => inspector(page).locator(`[data-path="${path}"]`);

type Step = { search: string; label?: string; then?(page: Page): Promise<void> };

const steps: Step[] = [
  {
    search: "Text",
    label: "Company name",
    async then(page) {
      await tabTo(page, field(page, ".pattern"));
      await page.keyboard.type("^[A-Za-z0-9 .&-]+$");
    },
  },
  {
    search: "E-mail",
    label: "Work e-mail",
    // The id followed the label (workEMail): typed by hand as the reserved id the API knows for e-mail.
    async then(page) {
      await page.keyboard.press("Tab");
      await expect(field(page, ".id")).toBeFocused();
      await typeInto(page, "email");
      await page.keyboard.press("Enter");
    },
  },
  {
    search: "Drop-down",
    label: "Where are you based?",
    async then(page) {
      await tabTo(page, inspector(page).getByRole("button", { name: "+ Add group" }));
      await page.keyboard.press("Enter");
      // A new group starts at its first option; its label is just before it.
      await expect(field(page, ".options[3].options[0].label")).toBeFocused();
      await page.keyboard.type("France");
      await tabTo(page, field(page, ".options[3].label"), "Shift+Tab");
      await page.keyboard.type("Europe");
    },
  },
  { search: "Date", label: "Best day to call" },
  { search: "Checkbox" },
  { search: "Checkbox group", label: "Topics" },
  { search: "Radio buttons" },
  { search: "Text label", label: "About your company" },
  { search: "Number" },
  { search: "Phone" },
  { search: "Web address" },
  { search: "Social handle" },
  { search: "Rating" },
  { search: "Divider" },
  { search: "Note" },
];

test("an organiser builds and saves a 15-question form by keyboard only, and a reload shows what was saved", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const id = await seedEvent([], `Keyboard fair ${Date.now()}`);
  await openEditor(page, id);
  const search = page.getByRole("searchbox", { name: "Search question types" });
  await tabTo(page, search);
  for (const [index, step] of steps.entries()) {
    // Find the type, add it (after the selected question), and the focus lands on its label.
    await typeInto(page, step.search);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    // The canvas mounts only the cards in view: each card says how many there are.
    await expect(page.getByTestId("question-card").first()).toHaveAttribute("aria-setsize", String(index + 1));
    if (step.search === "Divider") await expect(inspector(page).locator(":focus")).toHaveCount(1);
    else await expect(field(page, ".label")).toBeFocused();
    if (step.label) await typeInto(page, step.label);
    await step.then?.(page);
    // Back to the palette without crossing every card: the inspector's first stop leads there.
    await tabTo(page, page.getByRole("button", { name: "Back to the question types" }), "Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(page.locator("[data-palette-list] button[tabindex='0']")).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(search).toBeFocused();
  }
  await page.keyboard.press("Control+s");
  await expectSaved(page);

  const saved = await readQuestions(id);
  expect(saved.map((question) => question.type)).toEqual([
    "text",
    "email",
    "select",
    "date",
    "checkbox",
    "checkboxGroup",
    "radio",
    "label",
    "number",
    "tel",
    "url",
    "social",
    "rating",
    "divider",
    "note",
  ]);
  const byType = (type: string) =>
    saved.find((question) => question.type === type) as Question & Record<string, unknown>;
  expect(byType("text")).toMatchObject({ id: "companyName", label: "Company name", pattern: "^[A-Za-z0-9 .&-]+$" });
  expect(byType("email")).toMatchObject({ id: "email", label: "Work e-mail" });
  expect(byType("select").label).toBe("Where are you based?");
  expect((byType("select").options as unknown[]).at(-1)).toEqual({ label: "Europe", options: [{ label: "France" }] });
  expect(byType("date").label).toBe("Best day to call");
  expect(byType("label").label).toBe("About your company");

  // After a reload (tall enough that every card is on screen), the editor shows exactly what the API returned.
  await page.setViewportSize({ width: 1280, height: 1600 });
  await page.reload();
  await expect(page.getByTestId("editor")).toBeVisible();
  await expect(page.getByTestId("draft-offer")).toHaveCount(0);
  await expect.poll(() => cardIds(page)).toEqual(saved.map((question) => question.id));
  expect(await cardLabels(page)).toEqual(saved.map((question) => question.label ?? "Divider"));
  await card(page, byType("select").id).locator("button[aria-pressed]").focus();
  await page.keyboard.press("Enter");
  await expect(field(page, ".options[3].label")).toHaveValue("Europe");
  await expect(field(page, ".options[3].options[0].label")).toHaveValue("France");
  await card(page, "companyName").locator("button[aria-pressed]").focus();
  await page.keyboard.press("Enter");
  await expect(field(page, ".pattern")).toHaveValue("^[A-Za-z0-9 .&-]+$");
});
