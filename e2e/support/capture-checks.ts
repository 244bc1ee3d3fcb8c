// What every capture screen is checked for (e2e/capture*.spec.ts): no request leaves our origin, no serious axe
// finding, and every control a finger hits is at least 44 px each way; and a tablet's sign-in.
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";
import { baseURL, expect } from "../fixtures";

/** Every request of the context that leaves our origin, for the test to find none. */
export function foreignRequests(context: BrowserContext): string[] {
  const foreign: string[] = [];
  const origin = new URL(baseURL).origin;
  context.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith("data:") && !url.startsWith("blob:") && new URL(url).origin !== origin) foreign.push(url);
  });
  return foreign;
}

/** axe-core's serious and critical findings on the page as it is. */
export const serious = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help}`);

/** Every control a finger hits, at least 44 px each way (a checkbox or radio: its label). */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("button, a[href], input, select, textarea")) {
      const target =
        element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")
          ? (element.closest("label") ?? element)
          : element;
      const box = target.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const name = target.textContent?.trim() || element.getAttribute("name") || element.id;
      const size = `${Math.round(box.width)}×${Math.round(box.height)}`;
      if (box.width < 44 || box.height < 44) small.push(`${target.tagName} "${name}" ${size}`);
    }
    return small;
  });
}

/** Signs a tablet in at /capture for the `capture` company and opens `event`. */
export async function signInDevice(
  page: Page,
  passcode: string,
  device: { name: string; staff: string },
  event: string,
): Promise<void> {
  await page.goto("/capture");
  await page.getByLabel("Company username").fill("capture");
  await page.getByLabel("App passcode").fill(passcode);
  await page.getByLabel("Your name").fill(device.staff);
  await page.getByLabel("Device name (optional)").fill(device.name);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Choose the event" })).toBeVisible();
  await page.getByRole("button", { name: event }).click();
  await expect(page.getByRole("heading", { name: event })).toBeVisible();
}
