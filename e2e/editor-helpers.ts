// Helpers for the form editor's browser tests: seed an event over the API, open it in the editor signed in as the
// demo company, read what the cards show, and drag with the pointer the way dnd-kit's sensors expect.
import { expect, type Locator, type Page } from "@playwright/test";
import type { Client, Question } from "../lib/sdk";
import { apiFor, credentials, signIn } from "./fixtures";

export const demo = () => credentials("demo");
export const demoApi = (): Client => apiFor(demo());

export async function seedEvent(questions: Question[], name = `Editor test ${Date.now()}`): Promise<number> {
  const { id } = await demoApi().events.create({ name, type: "standard", questions });
  return id;
}

export async function readQuestions(id: number): Promise<Question[]> {
  return (await demoApi().events.get(id)).data.questions;
}

/** Signs in (unless already) and opens the event in the editor. */
export async function openEditor(page: Page, id: number): Promise<void> {
  await page.goto(`/events/${id}`);
  const signInForm = page.getByRole("heading", { name: "Sign in to your studio" });
  await expect(signInForm.or(page.getByTestId("editor"))).toBeVisible({ timeout: 15_000 });
  // Without a session the studio sends the person to sign in and back here afterwards.
  if (await signInForm.isVisible()) await signIn(page, demo(), { expectPath: new RegExp(`/events/${id}$`) });
  await expect(page.getByTestId("editor")).toBeVisible();
  // Hydrated: what is typed from now on reaches the editor's store.
  await expect(page.locator('[data-testid="editor"][data-hydrated]')).toBeVisible();
}

export const cards = (page: Page) => page.getByTestId("question-card");
export const cardLabels = (page: Page) => page.getByTestId("card-label").allInnerTexts();
export const cardIds = (page: Page) => page.getByTestId("card-id").allInnerTexts();
export const card = (page: Page, id: string) =>
  cards(page).filter({ has: page.getByTestId("card-id").getByText(id, { exact: true }) });

/** Selects a question by clicking its card. */
export async function selectCard(page: Page, id: string): Promise<void> {
  await card(page, id).getByTestId("card-label").click();
}

export async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save", exact: true }).click();
}

export async function expectSaved(page: Page): Promise<void> {
  await expect(page.getByRole("status").filter({ hasText: /^Saved/ })).toBeVisible({ timeout: 15_000 });
}

/**
 * A pointer drag as dnd-kit's PointerSensor (distance 5) needs it: press, move a little, glide to the target, release.
 */
export async function pointerDrag(page: Page, from: Locator, to: { x: number; y: number }): Promise<void> {
  const box = await from.boundingBox();
  if (!box) throw new Error("The drag source is not visible.");
  const start = { x: box.x + Math.min(20, box.width / 2), y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let step = 1; step <= 5; step++) await page.mouse.move(start.x + step * 2, start.y + step);
  for (let step = 1; step <= 12; step++)
    await page.mouse.move(start.x + ((to.x - start.x) * step) / 12, start.y + ((to.y - start.y) * step) / 12);
  await page.waitForTimeout(50);
  await page.mouse.up();
}

/** Drags a palette type onto the canvas: above the card `beforeId`, or below the last card when null. */
export async function dragFromPalette(page: Page, typeTitle: string, beforeId: string | null): Promise<void> {
  const item = page
    .getByRole("complementary", { name: "Question types" })
    .getByRole("button", { name: new RegExp(`^${typeTitle}\\b`) })
    .first();
  const all = cards(page);
  const count = await all.count();
  const targetCard = beforeId ? card(page, beforeId) : count ? all.nth(count - 1) : null;
  // Everything is scrolled into view first and measured afterwards: a scroll may move the other element too. The
  // card goes to the middle of the canvas, away from the edges where holding a type scrolls the canvas.
  await targetCard?.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await item.scrollIntoViewIfNeeded();
  let target: { x: number; y: number };
  if (targetCard) {
    const box = (await targetCard.boundingBox())!;
    target = { x: box.x + box.width / 2, y: beforeId ? box.y + 6 : box.y + box.height - 6 };
  } else {
    const box = (await page.getByTestId("canvas-scroll").boundingBox())!;
    target = { x: box.x + box.width / 2, y: box.y + 60 };
  }
  await pointerDrag(page, item, target);
}

export const q = (id: string, extra: Record<string, unknown> = {}): Question =>
  ({ id, type: "text", label: id, ...extra }) as Question;
