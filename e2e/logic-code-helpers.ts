// Helpers for the logic editor's code mode in the browser: open a question's displayed / required as a condition,
// type into Monaco as a person does, accept a suggestion, and ask the API what it says about a definition.
import { expect, type Locator, type Page } from "@playwright/test";
import type { Question } from "../lib/sdk";
import { demoApi, selectCard } from "./editor-helpers";

/** The code editor of `attribute` ("Shown" / "Required" in the inspector) of question `id`: "Only when…", then Code. */
export async function openCodeEditor(page: Page, id: string, attribute: "displayed" | "required"): Promise<Locator> {
  await selectCard(page, id);
  const group = page.getByRole("radiogroup", { name: attribute === "displayed" ? /^Shown/ : /^Required/ });
  await group.getByRole("radio", { name: "Only when…" }).click();
  await page.getByTestId(`logic-editor-${attribute}`).getByRole("radio", { name: "Code" }).click();
  const editor = page.getByTestId("logic-code-editor");
  await expect(editor).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  return editor;
}

/** Empties Monaco and leaves the caret in it. */
export async function clearCode(editor: Locator): Promise<void> {
  await editor.locator(".view-lines").click();
  await editor.page().keyboard.press("ControlOrMeta+A");
  await editor.page().keyboard.press("Delete");
}

/** Replaces Monaco's text as a paste does (typing would auto-close brackets and quotes). */
export async function pasteCode(editor: Locator, text: string): Promise<void> {
  await editor.locator(".view-lines").click();
  await editor.page().keyboard.press("ControlOrMeta+A");
  await editor.page().evaluate((value) => {
    const data = new DataTransfer();
    data.setData("text/plain", value);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** Monaco's text as shown: its rendered lines in the order of their position (it reuses line elements, so the
 *  document order is not the text's), with its non-breaking spaces as spaces. */
export async function codeText(editor: Locator): Promise<string> {
  const lines = await editor.locator(".view-lines > .view-line").evaluateAll((elements) =>
    elements.map((element) => ({
      top: parseFloat((element as HTMLElement).style.top) || 0,
      text: (element as HTMLElement).innerText,
    })),
  );
  return lines
    .sort((a, b) => a.top - b.top)
    .map((line) => line.text)
    .join("\n")
    .replace(/\u00a0/g, " ");
}

/** Opens the suggestions (Ctrl+Space), checks that `expected` are offered, and accepts `choose`. */
export async function acceptSuggestion(page: Page, expected: string[], choose: string): Promise<void> {
  await page.keyboard.press("Control+Space");
  const widget = page.locator(".suggest-widget.visible");
  await expect(widget).toBeVisible();
  const option = (label: string) =>
    widget.getByRole("option", { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`) }).first();
  for (const label of expected) await expect(option(label)).toBeVisible();
  await option(choose).click();
  await expect(widget).toBeHidden();
}

/** The messages the API answers with when asked to create an event with these questions. */
export async function apiMessages(questions: Question[]): Promise<string[]> {
  try {
    await demoApi().events.create({ name: `Refused ${Date.now()}`, type: "standard", questions });
  } catch (error) {
    return ((error as { details: { errors: { message: string }[] } }).details.errors ?? []).map(
      (issue) => issue.message,
    );
  }
  throw new Error("The API accepted a definition the test expected it to refuse.");
}
