// The logic editor's code mode (docs/studio.md "Write it in code") in Chromium against the production server:
// completion of a
// question id, an operator and an option value; the API's own messages as markers for an unknown id and a circle;
// a valid condition reaching the preview and saved (read back through the API); Monaco only from our origin; axe.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import type { Question } from "../lib/sdk";
import { expectSaved, openEditor, readQuestions, save, seedEvent } from "./editor-helpers";
import { foreignRequests } from "./fixtures";
import { acceptSuggestion, apiMessages, clearCode, codeText, openCodeEditor, pasteCode } from "./logic-code-helpers";

const form = (): Question[] =>
  [
    {
      id: "visitorType",
      type: "radio",
      label: "Visitor type",
      options: [{ label: "partner" }, { label: "visitor" }, { label: "press" }],
    },
    { id: "companySize", type: "number", label: "Company size" },
    { id: "badge", type: "text", label: "Badge name", displayed: { companySize: { $displayed: true } } },
  ] as Question[];

// Typing key by key is what broke the caret once: the editor's state trails the keys, and a render that brought back
// the text of a few keys ago replaced Monaco's text, so the next key landed at the end. Echoes are now ignored, and
// a real outside change (undo from the top bar) still replaces the text.
test(
  "typing a condition with completion of an id, an operator and a value; " + "the preview follows and it is saved",
  async ({ page }) => {
    const foreign = foreignRequests(page);
    const id = await seedEvent(form(), `Code mode ${Date.now()}`);
    await openEditor(page, id);
    const editor = await openCodeEditor(page, "companySize", "displayed");
    await clearCode(editor);

    await page.keyboard.type('{"');
    await acceptSuggestion(page, ["visitorType", "companySize", "$or"], "visitorType");
    await page.keyboard.type(': {"$');
    await acceptSuggestion(page, ["$eq", "$ne", "$in"], "$ne");
    await page.keyboard.type(': "');
    await acceptSuggestion(page, ["partner", "visitor", "press"], "press");
    await expect.poll(() => codeText(editor)).toBe('{"visitorType": {"$ne": "press"}}');
    await expect(page.getByTestId("logic-code-problems")).toHaveCount(0);
    await page.getByRole("button", { name: "Undo", exact: true }).click();
    await expect.poll(() => codeText(editor)).not.toContain("press");
    await page.getByRole("button", { name: "Redo", exact: true }).click();
    await expect.poll(() => codeText(editor)).toMatch(/"\$ne": "press"/);

    await page.getByRole("button", { name: "Preview", exact: true }).click();
    const preview = page.getByTestId("preview");
    await expect(preview.locator('[data-question-id="companySize"]')).toBeVisible();
    await preview.getByRole("radio", { name: "press" }).check();
    await expect(preview.locator('[data-question-id="companySize"]')).toHaveCount(0);
    await preview.getByRole("radio", { name: "partner" }).check();
    await expect(preview.locator('[data-question-id="companySize"]')).toBeVisible();

    await save(page);
    await expectSaved(page);
    expect((await readQuestions(id))[1].displayed).toEqual({ visitorType: { $ne: "press" } });
    expect(foreign).toEqual([]);
  },
);

test("an unknown id and a circle are marked with the API's own messages, and nothing is saved from them", async ({
  page,
}) => {
  const id = await seedEvent(form(), `Code markers ${Date.now()}`);
  await openEditor(page, id);
  const editor = await openCodeEditor(page, "companySize", "displayed");
  const problems = page.getByTestId("logic-code-problems");

  const unknown = { visitorTyp: "partner" };
  const [unknownMessage] = await apiMessages(
    form().map((question) =>
      question.id === "companySize" ? { ...question, displayed: unknown } : question,
    ) as Question[],
  );
  await pasteCode(editor, JSON.stringify(unknown));
  await expect(problems).toHaveText(unknownMessage);
  await expect(editor.locator(".squiggly-error")).toHaveCount(1);
  await editor.locator(".view-line span span", { hasText: '"visitorTyp"' }).hover();
  await expect(page.locator(".monaco-hover:not(.hidden)").filter({ hasText: unknownMessage }).first()).toBeVisible();

  // The visual rules say the code is not in the form and is kept; back in code, it is still there.
  const condition = page.getByTestId("logic-editor-displayed");
  await condition.getByRole("radio", { name: "Visual rules" }).click();
  await expect(condition.getByTestId("logic-unsaved-code")).toContainText("Your code is kept");
  await condition.getByRole("radio", { name: "Code" }).click();
  await expect(page.getByTestId("logic-code-editor")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  await expect.poll(() => codeText(page.getByTestId("logic-code-editor"))).toBe(JSON.stringify(unknown));

  const circle = { badge: { $displayed: true } };
  const circleMessages = await apiMessages(
    form().map((question) =>
      question.id === "companySize" ? { ...question, displayed: circle } : question,
    ) as Question[],
  );
  const circleMessage = circleMessages.find((message) => /circle|cycle/i.test(message))!;
  expect(circleMessage).toBeTruthy();
  await pasteCode(editor, JSON.stringify(circle));
  await expect(problems).toContainText(circleMessage);
  await expect(editor.locator(".squiggly-error")).not.toHaveCount(0);

  // Nothing invalid reached the form: saving keeps the question shown always.
  await pasteCode(editor, "");
  await page
    .getByRole("radiogroup", { name: /^Shown/ })
    .getByRole("radio", { name: "Always" })
    .click();
  await save(page);
  await expectSaved(page);
  expect((await readQuestions(id))[1].displayed).toBeUndefined();
});

test("the code editor is reachable and leavable by keyboard, and axe finds nothing serious around it", async ({
  page,
}) => {
  const id = await seedEvent(form(), `Code a11y ${Date.now()}`);
  await openEditor(page, id);
  const editor = await openCodeEditor(page, "companySize", "required");
  await pasteCode(editor, '{"visitorType": "partner"}');
  await expect(page.getByText(/Esc leaves the editor/)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(editor.locator("textarea")).not.toBeFocused();
  expect(await editor.evaluate((node) => node.contains(document.activeElement))).toBe(false);
  const results = await new AxeBuilder({ page }).include('[data-testid="logic-code-editor"]').analyze();
  expect(
    results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 200)).join(" | ")}`),
  ).toEqual([]);
});
