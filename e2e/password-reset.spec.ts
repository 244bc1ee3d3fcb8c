// "Forgot your password?" as a person lives it (docs/security.md "Password reset"): the link arrives by e-mail
// through the studio's real SMTP delivery (e2e/support/smtp-sink.ts), works once, sets the new password and ends
// the person's other sessions; an unknown address gets the same answer and no mail.
import type { Page } from "@playwright/test";
import {
  baseURL,
  createInvitationLink,
  credentials,
  expect,
  freshPage,
  seriousViolations,
  signIn,
  test,
} from "./fixtures";
import { linkIn, mailTo, waitForMail } from "./support/mailbox";

async function askForLink(page: Page, email: string): Promise<void> {
  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("status")).toContainText(`If ${email} belongs to an account`);
}

test("a forgotten password: the e-mailed link sets a new one, works once and ends the other sessions", async ({
  page,
  browser,
}) => {
  const person = { name: "Rita Reset", email: "rita.reset@team.example", password: "rita forgot this one today" };
  await signIn(page, credentials("team"));
  const link = await createInvitationLink(page, "Viewer", "Rita, who will forget her password");
  // Rita joins, and stays signed in on a second device.
  const laptop = await freshPage(browser);
  await laptop.goto(link);
  await laptop.getByLabel("Your name").fill(person.name);
  await laptop.getByLabel("E-mail").fill(person.email);
  await laptop.getByLabel(/^Password/).fill(person.password);
  await laptop.getByRole("button", { name: "Create my account and join" }).click();
  await expect(laptop).toHaveURL(/\/events$/, { timeout: 20_000 });

  const phone = await freshPage(browser);
  await askForLink(phone, person.email);
  const [mail] = await waitForMail(person.email);
  expect(mail.from).toEqual(["studio@e2e.example"]);
  const resetLink = linkIn(mail, `${baseURL}/reset-password/`);

  await phone.goto(resetLink);
  await expect(phone.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expect(phone.getByText(`For ${person.email}.`)).toBeVisible();
  expect(await seriousViolations(phone)).toEqual([]);
  const newPassword = "rita chose a better password";
  await phone.getByLabel("New password").fill(newPassword);
  await phone.getByRole("button", { name: "Set the new password" }).click();
  await expect(phone).not.toHaveURL(/\/reset-password\//, { timeout: 20_000 });

  // The laptop's session ended with the reset: its next request is sent to sign in.
  await laptop.goto("/events");
  await expect(laptop).toHaveURL(/\/sign-in/);

  // The old password no longer works; the new one does.
  await laptop.getByLabel("E-mail").fill(person.email);
  await laptop.getByLabel("Password").fill(person.password);
  await laptop.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(laptop.getByRole("alert").filter({ hasText: /./ })).toContainText("The e-mail address or password");
  await laptop.getByLabel("Password").fill(newPassword);
  await laptop.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(laptop).toHaveURL(/\/events$/, { timeout: 20_000 });

  // The link works once.
  const again = await freshPage(browser);
  await again.goto(resetLink);
  await expect(again.getByText("This link has been used or has expired")).toBeVisible();
});

test("an address without an account gets the same answer, and no mail is sent to it", async ({ browser }) => {
  const page = await freshPage(browser);
  const nobody = "nobody-here@team.example";
  await askForLink(page, nobody);
  // The worker sends within a second or two of the queueing; a known address's mail arrives well within this.
  await page.waitForTimeout(3_000);
  expect(mailTo(nobody)).toEqual([]);
});
