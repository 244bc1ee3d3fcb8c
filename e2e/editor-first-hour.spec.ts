// A new team's first hour in the form editor: a new question's label is selected, so what is typed replaces the
// default and names it, however it was added (docs/studio.md "Add questions"); the question types stay beside the
// preview; a test registration's messages are said of the answer; Why? sits in one place for every type; on a
// tablet the top bar fits on one line and the Add tab says what it added; the event name keeps its width.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import type { Question } from "../lib/sdk";
import {
  card,
  cards,
  dragFromPalette,
  expectSaved,
  openEditor,
  q,
  save,
  seedEvent,
  selectCard,
} from "./editor-helpers";

const palette = (page: Page) => page.getByRole("complementary", { name: "Question types" });
const inspector = (page: Page) => page.getByTestId("inspector");
// "Question", or "Text" for a Text label or a Note.
const labelField = (page: Page) => inspector(page).locator('[data-path=".label"]');
const idField = (page: Page) => inspector(page).getByLabel("Id", { exact: true });

/** Types as a person does, into whatever has the focus, and checks the label and the id that follows it. */
async function typeLabel(page: Page, text: string, label: string, id: string): Promise<void> {
  await expect(labelField(page)).toBeFocused();
  // No pause between keys: a key pressed within milliseconds of a drop must not be lost (docs/testing.md).
  await page.keyboard.type(text);
  await expect(labelField(page)).toHaveValue(label);
  await expect(idField(page)).toHaveValue(id);
  await expect(card(page, id)).toBeVisible();
}

test.describe("a new question's label is selected, so typing replaces the default", () => {
  test("added by a click", async ({ page }) => {
    await openEditor(page, await seedEvent([q("existing", { label: "Existing" })]));
    await palette(page)
      .getByRole("button", { name: /^Text label\b/ })
      .click();
    await typeLabel(page, "Welcome to our stand", "Welcome to our stand", "welcomeToOurStand");
  });

  test("added by the guide's keyboard flow: search, Arrow Down, Enter, type", async ({ page }) => {
    await openEditor(page, await seedEvent([]));
    await palette(page).getByRole("searchbox", { name: "Search question types" }).fill("E-mail");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    // An e-mail question's label that says e-mail gives it the reserved id the API knows.
    await typeLabel(page, "Work e-mail", "Work e-mail", "email");
  });

  test("added by a pointer drag onto the canvas", async ({ page }) => {
    await openEditor(page, await seedEvent([q("first", { label: "First" })]));
    await dragFromPalette(page, "Text", null);
    await expect(cards(page)).toHaveCount(2);
    await typeLabel(page, "Job title", "Job title", "jobTitle");
  });
});

const preview = (page: Page) => page.getByTestId("preview");
const previewQuestion = (page: Page, id: string) => preview(page).locator(`[data-question-id="${id}"]`);

async function openPreview(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(preview(page)).toBeVisible();
}

test("with the preview open at desktop width, the question types stay on screen and a click adds one", async ({
  page,
}) => {
  await openEditor(page, await seedEvent([q("first", { label: "First" })]));
  await openPreview(page);
  const text = palette(page)
    .getByRole("button", { name: /^Text\b/ })
    .first();
  await expect(text).toBeInViewport();
  // The rail's visually hidden names stay inside it: the editor is no taller than the window.
  expect(await page.evaluate(() => document.documentElement.scrollHeight <= innerHeight)).toBe(true);
  await text.click();
  await typeLabel(page, "Job title", "Job title", "jobTitle");
  await expect(previewQuestion(page, "jobTitle").getByLabel("Job title")).toBeVisible();
  // Dragged in, too, beside the preview.
  await dragFromPalette(page, "E-mail", "first");
  await expect(cards(page)).toHaveCount(3);
  await typeLabel(page, "Work e-mail", "Work e-mail", "email");
  // The canvas keeps room for its cards: not squeezed to a sliver by the rail.
  expect((await cards(page).first().boundingBox())!.width).toBeGreaterThan(300);
  const results = await new AxeBuilder({ page }).include('[data-testid="editor"]').analyze();
  expect(
    results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical"),
  ).toEqual([]);
});

test("a test registration's messages name the question, then say what is wrong with the answer", async ({ page }) => {
  await openEditor(
    page,
    await seedEvent([
      { id: "email", type: "email", label: "E-mail" } as Question,
      q("company", { label: "Company", required: true }),
    ]),
  );
  await openPreview(page);
  await previewQuestion(page, "email").getByLabel("E-mail").fill("not-an-email");
  await preview(page).getByRole("button", { name: "Send as test registration" }).click();
  const panel = preview(page).getByTestId("test-registration");
  for (const verdict of ["server-verdict", "preview-verdict"]) {
    await expect(panel.getByTestId(verdict)).toContainText("Refused (2)");
    await expect(panel.getByTestId(verdict).getByRole("listitem")).toHaveText([
      "E-mail: 'not-an-email' is not a valid e-mail address.",
      "Company: an answer is required.",
    ]);
  }
  await expect(panel).toContainText("The preview and the server agree.");
  // Check answers' summary says it the same way; under the field, the app's own message stays as the app shows it.
  await preview(page).getByRole("button", { name: "Check answers" }).click();
  await expect(preview(page).getByTestId("check-summary").getByRole("listitem")).toHaveText([
    "E-mail: 'not-an-email' is not a valid e-mail address.",
    "Company: an answer is required.",
  ]);
  await expect(previewQuestion(page, "email").getByTestId("preview-issue")).toHaveText(
    "'E-mail' is not a valid e-mail address.",
  );
});

test("Why? sits on its own line under the answer for every type, Number included", async ({ page }) => {
  const questions = [
    q("name", { label: "Name" }),
    q("size", { type: "number", label: "Team size" }),
    q("when", { type: "date", label: "Follow-up" }),
    q("mail", { type: "email", label: "E-mail" }),
  ];
  await openEditor(page, await seedEvent(questions));
  await openPreview(page);
  for (const { id } of questions) {
    const field = previewQuestion(page, id);
    const input = (await field.locator("input").first().boundingBox())!;
    const why = (await field.getByRole("button", { name: /^Why\?/ }).boundingBox())!;
    expect(why.y, `Why? of ${id} is below its input`).toBeGreaterThanOrEqual(input.y + input.height);
    expect(Math.round(why.x), `Why? of ${id} starts where its input starts`).toBe(Math.round(input.x));
  }
});

/** Whether the bar's items sit on one line (their middles within a few pixels), and how much of it is cut off. */
const barRows = (page: Page) =>
  page.getByTestId("top-bar").evaluate((bar) => {
    const middles = [...bar.children]
      .map((child) => child.getBoundingClientRect())
      .filter((box) => box.width > 1)
      .map((box) => box.top + box.height / 2);
    return { oneLine: Math.max(...middles) - Math.min(...middles) < 4, overflow: bar.scrollWidth - bar.clientWidth };
  });

test.describe("on a tablet", () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test("on a tablet (820×1180) the top bar fits on one line, and adding on the Add tab says what was added", async ({
    page,
  }) => {
    const questions = Array.from({ length: 11 }, (_, index) => q(`q${index + 1}`, { label: `Question ${index + 1}` }));
    await openEditor(page, await seedEvent(questions, `Spring trade fair ${Date.now()}`));
    expect(await barRows(page)).toEqual({ oneLine: true, overflow: 0 });
    // And on a small laptop and the default window, where it wrapped too.
    for (const viewport of [
      { width: 1024, height: 768 },
      { width: 1280, height: 720 },
      { width: 820, height: 1180 },
    ]) {
      await page.setViewportSize(viewport);
      expect(await barRows(page), `at ${viewport.width} px`).toEqual({ oneLine: true, overflow: 0 });
    }
    await page.getByRole("tab", { name: "Add" }).click();
    await palette(page)
      .getByRole("button", { name: /^Text\b/ })
      .first()
      .click();
    // Unsaved now: the bar still fits.
    expect(await barRows(page)).toEqual({ oneLine: true, overflow: 0 });
    const notice = page.getByRole("status").filter({ hasText: "Added" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("Added ‘Text’ — 12th question");
    await palette(page)
      .getByRole("button", { name: /^E-mail\b/ })
      .click();
    // After the selected question (the 12th).
    await expect(notice).toContainText("Added ‘E-mail’ — 13th question");
    await notice.getByRole("button", { name: "Edit it" }).click();
    await expect(page.getByRole("tab", { name: "Properties" })).toHaveAttribute("aria-selected", "true");
    // The label is focused and selected there, as on a wide screen (the cards are on the Form tab).
    await expect(labelField(page)).toBeFocused();
    await page.keyboard.type("Work e-mail");
    await expect(labelField(page)).toHaveValue("Work e-mail");
    await expect(idField(page)).toHaveValue("email");
    const results = await new AxeBuilder({ page }).include('[data-testid="editor"]').analyze();
    expect(
      results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical"),
    ).toEqual([]);
  });
});

test("the event name's underline keeps its width whatever the save state says", async ({ page }) => {
  await openEditor(page, await seedEvent([q("first", { label: "First" })]));
  const name = page.getByRole("textbox", { name: "Event name" });
  const width = async () => Math.round((await name.boundingBox())!.width);
  const status = page.locator("[data-save-state]");
  const before = await width();
  await selectCard(page, "first");
  await labelField(page).fill("First question of the day");
  await expect(status).toHaveAttribute("data-save-state", "dirty");
  expect(await width()).toBe(before);
  await labelField(page).fill("");
  await save(page);
  await expect(status).toHaveAttribute("data-save-state", "invalid");
  expect(await width()).toBe(before);
  await labelField(page).fill("First");
  await save(page);
  await expectSaved(page);
  await expect(status).toContainText("just now");
  expect(await width()).toBe(before);
});

test("a long event name shows whole on hover and while it is edited, at 1,440 px", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const long = "Robotics & Automation Expo 2027 — partner booths, lead form";
  await openEditor(page, await seedEvent([q("first", { label: "First" })], long));
  const name = page.getByRole("textbox", { name: "Event name" });
  const hidden = () => name.evaluate((input: HTMLInputElement) => input.scrollWidth - input.clientWidth);
  expect(await hidden()).toBeGreaterThan(0);
  await name.hover();
  await expect(page.getByRole("tooltip")).toHaveText(long);
  await page.mouse.move(700, 600);
  await name.focus();
  // Whole in the field while it is edited, or, where the bar has no room for that, whole in the tooltip under it.
  const whole = async () =>
    (await hidden()) <= 1 ||
    ((await page.getByRole("tooltip").isVisible()) && (await page.getByRole("tooltip").textContent()) === long);
  await expect.poll(whole).toBe(true);
  await expect(page.getByRole("button", { name: "Save" })).toBeInViewport({ ratio: 1 });
});

test.describe("an event name longer than the bar, with 1,000 questions, at 1,440 px", () => {
  // Longer than the field may grow while it is edited (48rem): its whole text is under the field on hover and focus,
  // wrapped, on screen, and it is the field's description.
  const long =
    "Robotics & Automation Expo 2027, Hall 4 — partner booths, collaborative robots, vision systems and " +
    "grippers: the stand team's lead form for the three days of the show";
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const questions = Array.from({ length: 1000 }, (_, i) => q(`q${i}`, { label: `Question ${i}` }));
    await openEditor(page, await seedEvent(questions, long));
  });

  /** The whole name is readable in the tooltip: all of its text, inside the window, not clipped by its box. */
  async function expectWholeInTooltip(page: Page) {
    const tooltip = page.getByRole("tooltip");
    await expect(tooltip).toHaveText(long);
    await expect(tooltip).toBeInViewport({ ratio: 1 });
    expect(await tooltip.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    expect(await tooltip.evaluate((node) => node.scrollHeight <= node.clientHeight)).toBe(true);
  }

  test("the field alone cuts it off; hovering it shows it whole", async ({ page }) => {
    const name = page.getByRole("textbox", { name: "Event name" });
    await expect(name).toHaveValue(long);
    expect(await name.evaluate((input: HTMLInputElement) => input.scrollWidth - input.clientWidth)).toBeGreaterThan(1);
    await name.hover();
    await expectWholeInTooltip(page);
    await page.mouse.move(700, 600);
    await expect(page.getByRole("tooltip")).toBeHidden();
  });

  test("keyboard focus shows it whole and describes the field with it, and the page passes axe", async ({ page }) => {
    const name = page.getByRole("textbox", { name: "Event name" });
    await name.focus();
    await expectWholeInTooltip(page);
    await expect(name).toHaveAccessibleDescription(long);
    await expect(page.getByRole("button", { name: "Save" })).toBeInViewport({ ratio: 1 });
    const results = await new AxeBuilder({ page }).include('[data-testid="top-bar"]').analyze();
    expect(results.violations).toEqual([]);
  });
});
