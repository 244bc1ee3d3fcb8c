// The studio's Capture page (docs/studio.md "Capture"; docs/decisions.md §10.2) as the stand's team lives it: the
// owner hands tablets the passcode, the link and its QR code, rotates the passcode, closes an event, renames and
// revokes a device; an editor sees the passcode and the devices without renaming or revoking; a viewer gets
// neither the page nor its actions. The stand company, its editor, viewer and two devices are seeded by
// e2e/support/seed-capture.ts; the API checks what the page changed.
import type { Page } from "@playwright/test";
import { apiFor, credentials, expect, seriousViolations, signedInPage, signIn, test } from "./fixtures";
import { STAND_PEOPLE } from "./support/seed-capture";

const passcodeField = (page: Page) => page.getByRole("textbox", { name: "App passcode" });

test("an owner sees the passcode, the capture link and its QR code, and rotates the passcode", async ({
  page,
  baseURL,
}) => {
  const stand = credentials("stand");
  await signIn(page, stand);
  await page.getByRole("banner").getByRole("link", { name: "Capture", exact: true }).click();
  await expect(page).toHaveURL(/\/capture$/);
  await expect(page.getByRole("heading", { name: "Capture", level: 1 })).toBeVisible();

  const api = apiFor(stand);
  const before = await passcodeField(page).inputValue();
  expect(before).toBe((await api.company.get()).data.appPasscode);
  await expect(page.getByRole("textbox", { name: "Capture link" })).toHaveValue(`${baseURL}/capture`);
  const qr = page.getByRole("img", { name: `QR code of the capture link, ${baseURL}/capture` });
  await expect(qr.locator("svg path")).not.toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Asked first; keeping it changes nothing.
  await page.getByRole("button", { name: "Rotate passcode" }).click();
  const ask = page.getByRole("dialog", { name: "Rotate the app passcode?" });
  await expect(ask).toContainText("Tablets already signed in keep capturing");
  expect(await seriousViolations(page)).toEqual([]);
  await ask.getByRole("button", { name: "Keep this passcode" }).click();
  await expect(ask).toBeHidden();
  await expect(passcodeField(page)).toHaveValue(before);

  await page.getByRole("button", { name: "Rotate passcode" }).click();
  await page
    .getByRole("dialog", { name: "Rotate the app passcode?" })
    .getByRole("button", { name: "Rotate passcode" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "The passcode was rotated" })).toBeVisible();
  await expect(passcodeField(page)).not.toHaveValue(before);
  const after = await passcodeField(page).inputValue();
  expect(after).toMatch(/^[0-9a-f]{12}$/);
  expect((await api.company.get()).data.appPasscode).toBe(after);
  await page.reload();
  await expect(passcodeField(page)).toHaveValue(after);
});

test("an owner closes an event for capture and opens it again; the event itself is unchanged", async ({ page }) => {
  const stand = credentials("stand");
  const api = apiFor(stand);
  const { id } = await api.events.create({ name: "Stand Expo 2027", questions: [] });
  const lastModified = (await api.events.get(id)).lastModified;
  await signIn(page, stand);
  await page.goto("/settings/capture");
  const toggle = page.getByRole("switch", { name: "Open for capture: Stand Expo 2027" });
  // Open from the start.
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await toggle.click();
  await expect(page.getByRole("status").filter({ hasText: "“Stand Expo 2027” is closed for capture" })).toBeVisible();
  await page.reload();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  expect((await api.events.get(id)).lastModified).toEqual(lastModified);
  expect(await seriousViolations(page)).toEqual([]);

  // By keyboard: the switch is a button.
  await toggle.focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("status").filter({ hasText: "“Stand Expo 2027” is open for capture" })).toBeVisible();
  await page.reload();
  await expect(toggle).toHaveAttribute("aria-checked", "true");

  await page.goto("/activity");
  await expect(page.getByText(/closed for capture the event/).first()).toBeVisible();
  await expect(page.getByText(/opened for capture the event/).first()).toBeVisible();
});

test("an owner renames a device and revokes another; the page says what the tablet keeps", async ({ page }) => {
  const stand = credentials("stand");
  await signIn(page, stand);
  await page.goto("/settings/capture");
  const devices = page.getByRole("table");
  await expect(devices.getByRole("row", { name: /Tablet 2.*Grace Hopper.*3.*1\.4\.0.*Active/ })).toBeVisible();
  await expect(devices.getByRole("row", { name: /Tablet 1.*Ada Lovelace.*1\.3\.2.*Active/ })).toBeVisible();

  // A blank name is refused with what to do; the dialog keeps it open.
  await page.getByRole("button", { name: "Rename Tablet 1" }).click();
  const rename = page.getByRole("dialog", { name: "Rename “Tablet 1”" });
  const name = rename.getByRole("textbox", { name: "Device name" });
  await expect(name).toHaveValue("Tablet 1");
  expect(await seriousViolations(page)).toEqual([]);
  await name.fill("   ");
  await name.evaluate((input: HTMLInputElement) => input.removeAttribute("required"));
  await rename.getByRole("button", { name: "Rename", exact: true }).click();
  await expect(rename.getByRole("alert")).toContainText("give the device a name");
  await name.fill("  Front desk  ");
  await rename.getByRole("button", { name: "Rename", exact: true }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "The device is now called “Front desk”." })).toBeVisible();
  await expect(devices.getByRole("row", { name: /Front desk.*Ada Lovelace/ })).toBeVisible();

  await page.getByRole("button", { name: "Revoke Tablet 2" }).click();
  const ask = page.getByRole("dialog", { name: "Revoke “Tablet 2”?" });
  await expect(ask).toContainText("Leads still waiting on it stay on the tablet: staff can export them there");
  expect(await seriousViolations(page)).toEqual([]);
  await ask.getByRole("button", { name: "Revoke Tablet 2" }).click();
  await expect(page.getByRole("status").filter({ hasText: "“Tablet 2” was revoked" })).toBeVisible();
  const revoked = devices.getByRole("row", { name: /Tablet 2/ });
  await expect(revoked).toContainText("Revoked");
  await expect(revoked).toContainText(`by ${stand.name}`);
  await expect(page.getByRole("button", { name: "Revoke Tablet 2" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Revoke Front desk" })).toBeVisible();

  await page.goto("/activity");
  await expect(page.getByText(/revoked the capture device/).first()).toBeVisible();
  await expect(page.getByText(/renamed the capture device/).first()).toBeVisible();
});

test("on a tablet (820×1180) the Capture page does not scroll sideways, with the devices listed", async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await signIn(page, credentials("stand"));
  await page.goto("/settings/capture");
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(3);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  const revoke = await page
    .getByRole("button", { name: /^Revoke / })
    .first()
    .boundingBox();
  expect(revoke!.x + revoke!.width).toBeLessThanOrEqual(820);
});

test("an editor sees the passcode and the devices but cannot rename, revoke or close events", async ({ browser }) => {
  const editor = await signedInPage(browser, STAND_PEOPLE.editor);
  await editor.getByRole("banner").getByRole("link", { name: "Capture", exact: true }).click();
  await expect(editor.getByRole("heading", { name: "Capture", level: 1 })).toBeVisible();
  await expect(passcodeField(editor)).toHaveValue(/^[0-9a-f]{12}$/);
  await expect(editor.getByRole("button", { name: "Rotate passcode" })).toBeVisible();
  await expect(editor.getByRole("table").getByRole("row", { name: /Ada Lovelace/ })).toBeVisible();
  await expect(editor.getByRole("button", { name: /^Rename/ })).toHaveCount(0);
  await expect(editor.getByRole("button", { name: /^Revoke/ })).toHaveCount(0);
  await expect(editor.getByRole("switch")).toHaveCount(0);
  await expect(editor.getByText("Owners rename and revoke devices")).toBeVisible();
  expect(await seriousViolations(editor)).toEqual([]);
  await editor.context().close();
});

test("a viewer has no Capture link, page or passcode", async ({ browser }) => {
  const viewer = await signedInPage(browser, STAND_PEOPLE.viewer);
  await expect(viewer.getByRole("banner").getByRole("link", { name: "Capture", exact: true })).toHaveCount(0);
  await viewer.goto("/settings/capture");
  await expect(viewer.getByRole("heading", { name: "Not available to your role" })).toBeVisible();
  await expect(passcodeField(viewer)).toHaveCount(0);
  const passcode = (await apiFor(credentials("stand")).company.get()).data.appPasscode;
  expect(await viewer.content()).not.toContain(passcode);
  expect(await seriousViolations(viewer)).toEqual([]);
  await viewer.context().close();
});
