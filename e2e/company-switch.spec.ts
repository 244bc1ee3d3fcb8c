import { apiFor, credentials, expect, signIn, test } from "./fixtures";

test(
  "a member of two companies switches between them and sees only that " +
    "company's events; another company is not offered",
  async ({ page }) => {
    const support = credentials("support");
    await apiFor(support, "globex").events.create({ name: "Globex Summit" });
    await apiFor(support, "initech").events.create({ name: "Initech Expo" });

    await signIn(page, support, { username: "globex" });
    await expect(page.getByTestId("current-company")).toContainText("Globex Conventions @globex");
    await expect(page.getByRole("link", { name: "Globex Summit" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Initech Expo" })).toHaveCount(0);

    await page.getByRole("button", { name: "Switch company" }).click();
    const dialog = page.getByRole("dialog", { name: "Switch company" });
    const companies = dialog.getByRole("list", { name: "Your companies" }).getByRole("button");
    await expect(companies).toHaveCount(2);
    await expect(dialog.getByRole("button", { name: /@acme/ })).toHaveCount(0);
    // Not support staff: no way to type another company's username.
    await expect(dialog.getByLabel(/Open any company/)).toHaveCount(0);
    await dialog.getByRole("button", { name: /@initech/ }).click();
    await expect(page.getByTestId("current-company")).toContainText("Initech Expos @initech");
    await expect(page.getByRole("link", { name: "Initech Expo" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Globex Summit" })).toHaveCount(0);

    // The choice is the session's: a reload keeps it.
    await page.reload();
    await expect(page.getByTestId("current-company")).toContainText("Initech Expos @initech");
  },
);
