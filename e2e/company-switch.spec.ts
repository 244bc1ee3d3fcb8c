import { apiFor, credentials, expect, signIn, test } from "./fixtures";

test("a support client switches company, sees only that company's events, and stays signed in when refused", async ({ page }) => {
  const support = credentials("support");
  await apiFor(support, "globex").events.create({ name: "Globex Summit" });
  await apiFor(support, "initech").events.create({ name: "Initech Expo" });

  await signIn(page, support, { username: "globex" });
  await expect(page.getByTestId("current-company")).toHaveText("Globex Conventions @globex");
  await expect(page.getByRole("link", { name: "Globex Summit" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Initech Expo" })).toHaveCount(0);

  await page.getByRole("button", { name: "Switch company" }).click();
  const dialog = page.getByRole("dialog", { name: "Switch company" });
  await dialog.getByLabel("Company username").fill("acme");
  await dialog.getByRole("button", { name: "Switch", exact: true }).click();
  await expect(dialog.getByRole("alert")).toContainText("may not act for that company");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.reload();
  await expect(page.getByTestId("current-company")).toHaveText("Globex Conventions @globex");

  await page.getByRole("button", { name: "Switch company" }).click();
  await dialog.getByLabel("Company username").fill("initech");
  await dialog.getByRole("button", { name: "Switch", exact: true }).click();
  await expect(page.getByTestId("current-company")).toHaveText("Initech Expos @initech");
  await expect(page.getByRole("link", { name: "Initech Expo" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Globex Summit" })).toHaveCount(0);

  // The company used before is offered.
  await page.getByRole("button", { name: "Switch company" }).click();
  await dialog.getByRole("button", { name: "globex" }).click();
  await expect(page.getByTestId("current-company")).toHaveText("Globex Conventions @globex");
  await expect(page.getByRole("link", { name: "Globex Summit" })).toBeVisible();
});
