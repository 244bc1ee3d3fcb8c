// Invitations by e-mail and the owners' outbox as a team lives them (docs/studio.md "Inviting colleagues", "Mail:
// the outbox"): the link arrives through the studio's real SMTP delivery (e2e/support/smtp-sink.ts) and joins;
// Resend mails a new link and the old one stops working; a message the mail server refuses fails on the Mail page,
// with its reason, and Retry sends it again; an editor has no Mail page.
import type { Page } from "@playwright/test";
import { baseURL, credentials, expect, freshPage, seriousViolations, signIn, test } from "./fixtures";
import { linkIn, waitForMail } from "./support/mailbox";

test.describe.configure({ mode: "serial" });

/** Invites `email` by e-mail from the Members page; returns the link shown once. */
async function inviteByMail(page: Page, note: string, email: string, role: "Editor" | "Viewer"): Promise<string> {
  await page.goto("/settings/members");
  await page.getByLabel(/Who is it for/).fill(note);
  await page.getByLabel(/Their e-mail address/).fill(email);
  await page.getByRole("radio", { name: role }).check();
  await page.getByRole("button", { name: "Create invitation link" }).click();
  const shown = page.getByTestId("invitation-link");
  await expect(shown).toContainText(`It is being e-mailed to ${email}.`);
  return shown.getByRole("textbox", { name: "Invitation link" }).inputValue();
}

/** Reloads until the row shows `text` (the mail worker sends in the background). */
async function rowShows(page: Page, row: RegExp, text: string | RegExp) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("row", { name: row })).toContainText(text, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

const nora = { name: "Nora Mail", email: "nora.mail@team.example", password: "nora reads her e-mail daily" };

test("an owner invites by e-mail: the mailed link joins; Resend mails a new link, the old one stops working", async ({
  page,
  browser,
}) => {
  await signIn(page, credentials("team"));
  const shown = await inviteByMail(page, "Nora, by mail", nora.email, "Editor");
  expect(await seriousViolations(page)).toEqual([]);
  const [first] = await waitForMail(nora.email);
  expect(first.subject).toBe("Team Owner invites you to Team Expo on Capture Studio");
  const firstLink = linkIn(first, `${baseURL}/invite/`);
  expect(firstLink).toBe(shown);
  await rowShows(page, /Nora, by mail/, /Sent/);

  await page.getByRole("button", { name: "Resend the invitation Nora, by mail" }).click();
  await expect(page.getByRole("status").filter({ hasText: "e-mailed again" })).toContainText(
    `The invitation was e-mailed again to ${nora.email}, with a new link.`,
  );
  const newShown = page.getByTestId("invitation-link").getByRole("textbox", { name: "Invitation link" });
  const [, second] = await waitForMail(nora.email, 2);
  const secondLink = linkIn(second, `${baseURL}/invite/`);
  expect(secondLink).not.toBe(firstLink);
  await expect(newShown).toHaveValue(secondLink);
  expect(await seriousViolations(page)).toEqual([]);

  const stale = await freshPage(browser);
  await stale.goto(firstLink);
  await expect(stale.getByRole("heading", { name: "This invitation cannot be used" })).toBeVisible();

  const colleague = await freshPage(browser);
  await colleague.goto(secondLink);
  await expect(colleague.getByRole("heading", { name: "Join Team Expo" })).toBeVisible();
  expect(await seriousViolations(colleague)).toEqual([]);
  await colleague.getByLabel("Your name").fill(nora.name);
  await colleague.getByLabel("E-mail").fill(nora.email);
  await colleague.getByLabel(/^Password/).fill(nora.password);
  await colleague.getByRole("button", { name: "Create my account and join" }).click();
  await expect(colleague).toHaveURL(/\/events$/, { timeout: 20_000 });
  await expect(colleague.getByTestId("current-role")).toHaveText("Editor");
  await page.reload();
  await expect(page.getByRole("row", { name: /Nora, by mail/ })).toContainText("Used");
});

test("the Mail page: a refused message fails with the server's reason, and Retry sends it again", async ({ page }) => {
  await signIn(page, credentials("team"));
  await inviteByMail(page, "Bounce, who moved on", "bounce@refused.example", "Viewer");
  await rowShows(page, /Bounce, who moved on/, /Failed: 550/);
  await page.getByRole("link", { name: "Mail", exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/mail$/);
  await expect(page.getByRole("heading", { name: "Mail", exact: true })).toBeVisible();
  await expect(page.getByTestId("mail-configured")).toContainText("Sent over smtp://127.0.0.1:");
  const row = page.getByRole("row", { name: /bounce@refused\.example/ });
  await expect(row).toContainText("Failed: 550 No such mailbox (refused by the test sink)");
  await expect(row).toContainText("Invitation as viewer by Team Owner");
  // The page never shows a body: no invitation link reaches it.
  await expect(page.locator("main")).not.toContainText("/invite/");
  await expect(page.getByRole("row", { name: new RegExp(nora.email.replace(/\./g, "\\.")) }).first()).toContainText(
    "Sent",
  );
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole("button", { name: "Retry the message to bounce@refused.example" }).click();
  await expect(page.getByRole("status").filter({ hasText: "queued again" })).toBeVisible();
  await page.goto("/activity");
  await expect(page.locator("main")).toContainText("retried the failed e-mail");
  await page.goto("/settings/mail");
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("row", { name: /bounce@refused\.example/ })).toContainText("Failed: 550", {
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
});

test("an editor has no Mail page and no Mail link", async ({ page }) => {
  await signIn(page, nora);
  await expect(page.getByRole("link", { name: "Mail", exact: true })).toHaveCount(0);
  await page.goto("/settings/mail");
  await expect(page.getByRole("heading", { name: "Not available to your role" })).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
