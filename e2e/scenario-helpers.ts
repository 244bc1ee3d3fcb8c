// The logic scenarios' panel and the preview that records them (docs/studio.md "Scenarios"), as the scenario specs
// drive them: the locators, recording an answer as a named scenario, and opening the panel.
import { expect, type Page } from "@playwright/test";

export const preview = (page: Page) => page.getByTestId("preview");
export const scenariosPanel = (page: Page) => page.getByTestId("scenarios-panel");
export const scenarioRows = (page: Page) => scenariosPanel(page).getByTestId("scenario-row");
export const scenarioRow = (page: Page, name: string) => scenarioRows(page).filter({ hasText: name });

/** Chooses `answer` in the preview and saves what it shows as the scenario `name`. */
export async function recordScenario(page: Page, answer: string, name: string) {
  await preview(page).getByRole("radio", { name: answer }).check();
  await preview(page).getByRole("button", { name: "Save as scenario" }).click();
  const dialog = page.getByRole("dialog", { name: "Save as scenario" });
  await dialog.getByRole("textbox", { name: "Name" }).fill(name);
  await dialog.getByRole("button", { name: "Save scenario" }).click();
  await expect(dialog).toBeHidden();
}

/** Opens the scenarios panel unless it is open already. */
export async function openScenariosPanel(page: Page) {
  const toggle = page.getByRole("button", { name: /^Scenarios/ });
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await expect(scenariosPanel(page)).toBeVisible();
}
