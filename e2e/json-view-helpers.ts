// Helpers for the JSON view's browser tests: open the view, replace Monaco's text as a person pasting would, find a
// token on screen, and apply a quick fix through Monaco's own light-bulb menu (Ctrl+.).
import { expect, type Locator, type Page } from "@playwright/test";

/** A definition as a customer might send it to support: a duplicate id, a quoted boolean and a misspelt reference. */
export const brokenDefinition = (name: string) =>
  JSON.stringify(
    {
      name,
      type: "standard",
      questions: [
        { id: "company", type: "text", label: "Company" },
        { id: "company", type: "text", label: "Firm" },
        { id: "city", type: "text", label: "City", required: "true", displayed: { compnay: { $exists: true } } },
      ],
    },
    null,
    2,
  );

export async function openJsonView(page: Page): Promise<void> {
  await page.getByRole("tab", { name: "JSON" }).click();
  await expect(page.getByTestId("json-editor").locator(".monaco-editor")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("json-status")).not.toBeEmpty();
}

/** Selects all and pastes `text`, as a person pasting a definition does (typing would auto-close brackets). */
export async function replaceText(page: Page, text: string): Promise<void> {
  await pasteInto(page, page.getByTestId("json-editor"), text);
}

/** Replaces the text of the Monaco editor inside `editor` (the JSON view's or a rule's code editor) as a paste does. */
export async function pasteInto(page: Page, editor: Locator, text: string): Promise<void> {
  await editor.locator(".view-lines").click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.evaluate((value) => {
    const data = new DataTransfer();
    data.setData("text/plain", value);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** Monaco's visible text (it renders spaces as non-breaking ones). */
export async function visibleText(page: Page): Promise<string> {
  return (await page.getByTestId("json-editor").locator(".view-lines").innerText()).replace(/\u00a0/g, " ");
}

/** The `nth` token on screen whose text is exactly `text` (Monaco renders one span per token). */
export const token = (page: Page, text: string, nth = 0) =>
  page
    .getByTestId("json-editor")
    .locator(".view-line span span")
    .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) })
    .nth(nth);

/** Hovers a token and returns the hover's text (the markers' messages at that place). */
export async function hoverText(page: Page, text: string, nth = 0): Promise<string> {
  await token(page, text, nth).hover();
  const hover = page.locator(".monaco-hover:not(.hidden)").filter({ hasText: /\S/ }).first();
  await expect(hover).toBeVisible();
  const content = await hover.innerText();
  await page.mouse.move(0, 0);
  return content;
}

export async function applyQuickFix(page: Page, at: string, title: string, nth = 0): Promise<void> {
  await token(page, at, nth).click();
  await page.keyboard.press("ControlOrMeta+.");
  await page.getByRole("option", { name: title }).click();
}
