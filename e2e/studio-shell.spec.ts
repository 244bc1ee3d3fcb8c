// The studio's shell as a new team meets it in its first hour: a person without a company gets their account page at
// once (no request loop), a removed member's open tab says what happened, the header's menus sit above every
// page's sticky parts and fit a tablet, a voluntary sign-out says so, and /setup is gone cleanly once an owner exists.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { credentials, expect, signIn, test } from "./fixtures";

const serious = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`);

let people = 0;

/** A new person joins the team company as an editor through an invitation link the owner (`owner`) creates. */
async function newEditor(owner: Page, browser: Browser): Promise<{ page: Page; name: string; email: string; password: string }> {
  const n = `${Date.now().toString(36)}${++people}`;
  const person = { name: `Shell Editor ${n}`, email: `shell-${n}@team.example`, password: `shell editor ${n} long passphrase` };
  await owner.goto("/settings/members");
  await owner.getByLabel(/Who is it for/).fill(person.name);
  await owner.getByRole("radio", { name: "Editor" }).check();
  await owner.getByRole("button", { name: "Create invitation link" }).click();
  const link = await owner.getByTestId("invitation-link").getByRole("textbox", { name: "Invitation link" }).inputValue();
  const page = await (await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${people + 20}` } })).newPage();
  await page.goto(link);
  await page.getByLabel("Your name").fill(person.name);
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByRole("button", { name: "Create my account and join" }).click();
  await expect(page).toHaveURL(/\/events$/, { timeout: 20_000 });
  return { page, ...person };
}

/** The owner removes a member on the members page (the browser's confirm or the studio's own dialog). */
async function removeMember(owner: Page, name: string): Promise<void> {
  await owner.goto("/settings/members");
  owner.once("dialog", (dialog) => void dialog.accept());
  await owner.getByRole("button", { name: `Remove ${name}` }).click();
  const confirm = owner.getByRole("dialog").getByRole("button", { name: /^Remove/ });
  if (await confirm.isVisible({ timeout: 1000 }).catch(() => false)) await confirm.click();
  await expect(owner.getByRole("status").filter({ hasText: `${name} was removed.` })).toBeVisible();
}

test("a removed member who signs in again gets their account page at once, with what they can do, and no request loop", async ({ page, browser }) => {
  const team = credentials("team");
  await signIn(page, team);
  const editor = await newEditor(page, browser);
  await removeMember(page, editor.name);

  const other = await (await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.200" } })).newPage();
  const requests: string[] = [];
  other.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/account")) requests.push(request.url());
  });
  await signIn(other, editor, { expectPath: /\/account\?reason=noCompany$/ });
  await expect(other.getByRole("heading", { name: "Account", level: 1 })).toBeVisible({ timeout: 5000 });
  const notice = other.getByRole("status").filter({ hasText: "not a member of any company" });
  await expect(notice).toContainText("Ask an owner of your company for an invitation link");
  await expect(notice).toContainText("create a company");
  await expect(other.getByRole("button", { name: "Create a company" })).toBeVisible();
  // Three seconds of a settled page: the loop asked for the account page some 50 times a second.
  const before = requests.length;
  await other.waitForTimeout(3000);
  expect(requests.length - before, requests.slice(-5).join("\n")).toBeLessThanOrEqual(1);
  expect(requests.length, requests.slice(-5).join("\n")).toBeLessThanOrEqual(4);
  expect(await serious(other)).toEqual([]);
});
