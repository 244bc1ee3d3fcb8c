// The studio's shell as a new team meets it in its first hour: a person without a company gets their account page at
// once (no request loop), a removed member's open tab says what happened, the header's menus sit above every
// page's sticky parts and fit a tablet, a voluntary sign-out says so, and /setup is gone cleanly once an owner exists.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import type { Question } from "../lib/sdk";
import { openEditor, seedEvent } from "./editor-helpers";
import { apiFor, credentials, expect, signIn, test } from "./fixtures";

const serious = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help}`);

let people = 0;

/** A new person joins the team company as an editor through an invitation link the owner (`owner`) creates. */
async function newEditor(
  owner: Page,
  browser: Browser,
): Promise<{ page: Page; name: string; email: string; password: string }> {
  const n = `${Date.now().toString(36)}${++people}`;
  const person = {
    name: `Shell Editor ${n}`,
    email: `shell-${n}@team.example`,
    password: `shell editor ${n} long passphrase`,
  };
  await owner.goto("/settings/members");
  await owner.getByLabel(/Who is it for/).fill(person.name);
  await owner.getByRole("radio", { name: "Editor" }).check();
  await owner.getByRole("button", { name: "Create invitation link" }).click();
  const link = await owner
    .getByTestId("invitation-link")
    .getByRole("textbox", { name: "Invitation link" })
    .inputValue();
  const page = await (
    await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${people + 20}` } })
  ).newPage();
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

test(
  "a removed member who signs in again gets their account page at once, " +
    "with what they can do, and no request loop",
  async ({ page, browser }) => {
    const team = credentials("team");
    await signIn(page, team);
    const editor = await newEditor(page, browser);
    await removeMember(page, editor.name);

    const other = await (
      await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.200" } })
    ).newPage();
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
  },
);

test(
  "a removed member's open editor says on Save that they were removed, " +
    "keeps the change as a draft, and the next page says so",
  async ({ page, browser }) => {
    const team = credentials("team");
    const { id } = await apiFor(team).events.create({ name: "Removed editor's form" });
    await signIn(page, team);
    const editor = await newEditor(page, browser);
    await editor.page.goto(`/events/${id}`);
    await expect(editor.page.getByRole("textbox", { name: "Event name" })).toHaveValue("Removed editor's form");
    await removeMember(page, editor.name);

    await editor.page.getByRole("textbox", { name: "Event name" }).fill("Changed after removal");
    await editor.page.keyboard.press("Control+s");
    await expect(
      editor.page.getByText(/You were removed from .+\. Your changes are kept as a draft in this browser/),
    ).toBeVisible({ timeout: 15_000 });
    await expect(editor.page.getByText("Your session has ended")).toHaveCount(0);
    await expect
      .poll(() =>
        editor.page.evaluate(() =>
          Object.entries(localStorage).some(
            ([key, value]) => key.startsWith("capture-studio:draft:") && value.includes("Changed after removal"),
          ),
        ),
      )
      .toBe(true);
    await editor.page.goto("/events");
    await expect(editor.page).toHaveURL(/\/sign-in\?reason=removed/);
    await expect(editor.page.getByText("You are no longer a member of that company")).toBeVisible();
    expect((await apiFor(team).events.get(id)).data.name).toBe("Removed editor's form");
  },
);

/** The header's Account menu, opened. */
async function openAccountMenu(page: Page) {
  await page.getByRole("banner").getByText("Account", { exact: true }).click();
  const menu = page.getByRole("banner").locator("details > div");
  await expect(menu).toBeVisible();
  return menu;
}

test(
  "every item of the Account menu can be clicked on every studio page, " +
    "the editor with a question's inspector included",
  async ({ page }) => {
    const demo = credentials("demo");
    await signIn(page, demo);
    const event = page.getByRole("link", { name: /Industrial Automation Expo 2027/ }).first();
    const eventPath = new URL(await event.evaluate((link) => (link as HTMLAnchorElement).href)).pathname;
    const pages: [string, (() => Promise<void>)?][] = [
      ["/events"],
      ["/settings/members"],
      ["/settings/mail"],
      ["/settings/api-clients"],
      ["/activity"],
      ["/account"],
      [`${eventPath}/registrations`],
      [
        eventPath,
        async () => {
          // The first cards are in the server's HTML: a click before React hydrated them selects nothing.
          await expect(page.locator('[data-testid="editor"][data-hydrated]')).toBeVisible();
          await page.getByTestId("question-card").first().getByTestId("card-label").click();
          await expect(page.getByRole("navigation", { name: "Sections" })).toBeVisible();
        },
      ],
    ];
    for (const [path, prepare] of pages) {
      await page.goto(path);
      await prepare?.();
      const menu = await openAccountMenu(page);
      // A trial click checks that the item itself, not something painted over it, would take the click.
      for (const item of [
        menu.getByRole("link", { name: "Account settings" }),
        menu.getByRole("button", { name: "Sign out", exact: true }),
        menu.getByRole("button", { name: "Sign out everywhere" }),
      ]) {
        await item.click({ trial: true, timeout: 3000 }).catch((error: Error) => {
          const lines = error.message.split("\n");
          const reason = lines.find((line) => /intercepts pointer events/.test(line)) ?? lines[0];
          throw new Error(`On ${path}, ${item.toString()} cannot be clicked: ${reason}`);
        });
      }
    }
    // And in the editor, with the inspector open, Sign out really signs out.
    await page.getByRole("banner").getByRole("button", { name: "Sign out", exact: true }).click();
    const ask = page.getByRole("dialog", { name: "Keep drafts on this device?" });
    await expect(page)
      .toHaveURL(/\/sign-in\?reason=signedOut$/)
      .catch(async () => {
        await ask.getByRole("button", { name: "Remove drafts and sign out" }).click();
        await expect(page).toHaveURL(/\/sign-in\?reason=signedOut$/);
      });
  },
);

test("the Account menu closes when signing out asks about this device's drafts", async ({ page }) => {
  const acme = credentials("acme");
  const { id } = await apiFor(acme).events.create({ name: "Draft behind the menu" });
  await signIn(page, acme);
  await page.goto(`/events/${id}`);
  await expect(page.locator('[data-testid="editor"][data-hydrated]')).toBeVisible();
  await page.getByRole("textbox", { name: "Event name" }).fill("Unsaved, then signing out");
  await expect
    .poll(() =>
      page.evaluate(
        () => Object.keys(localStorage).filter((key) => key.startsWith("capture-studio:draft:acme:")).length,
      ),
    )
    .toBe(1);
  const menu = await openAccountMenu(page);
  await menu.getByRole("button", { name: "Sign out", exact: true }).click();
  const ask = page.getByRole("dialog", { name: "Keep drafts on this device?" });
  await expect(ask).toBeVisible();
  await expect(menu).toBeHidden();
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toBeHidden();
  await expect(menu).toBeHidden();
  expect(await serious(page)).toEqual([]);
});

test("on a tablet (820×1180) the studio header fits on one line on every page", async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await signIn(page, credentials("demo"));
  for (const path of ["/events", "/settings/members", "/settings/mail", "/activity", "/account"]) {
    await page.goto(path);
    const header = page.getByRole("banner");
    const box = (await header.boundingBox())!;
    expect(box.height, `${path}: the header's height`).toBeLessThanOrEqual(64);
    expect(
      await header.evaluate((element) => element.scrollWidth - element.clientWidth),
      `${path}: the header scrolls sideways`,
    ).toBeLessThanOrEqual(0);
    // Each link and button of the header on one line of text, inside the header.
    for (const item of await header.locator("a, button, summary").filter({ visible: true }).all()) {
      const itemBox = (await item.boundingBox())!;
      const name = (await item.innerText()).trim();
      expect(itemBox.height, `${path}: "${name}" wraps`).toBeLessThanOrEqual(36);
      expect(itemBox.x + itemBox.width, `${path}: "${name}" overflows the window`).toBeLessThanOrEqual(820);
    }
  }
  // Nothing the header offered at full width is lost: the same links are there.
  await page.goto("/events");
  for (const name of ["Events", "Members", "API clients", "Activity"])
    await expect(page.getByRole("banner").getByRole("link", { name, exact: true })).toBeVisible();
  await expect(page.getByTestId("current-company")).toContainText("Demo Events Ltd");
  expect(await serious(page)).toEqual([]);
});

test(
  "the events list shows its heading at once and a skeleton of its table, " + "in words, until the events arrive",
  async ({ page }) => {
    await signIn(page, credentials("demo"));
    const answer = await page.goto("/events");
    const html = await answer!.text();
    // The skeleton is in the page as first sent (the table streams in after it), then gives way to the events.
    expect(html.indexOf('data-testid="events-skeleton"')).toBeGreaterThan(html.indexOf(">Events</h1>"));
    expect(html).toContain("Loading your events…");
    expect(html).not.toContain("Loading from the API");
    await expect(page.getByRole("link", { name: /Industrial Automation Expo 2027/ })).toBeVisible();
    await expect(page.getByTestId("events-skeleton")).toHaveCount(0);
    // Other specs add events to the demo company: the sentence counts whatever it holds now.
    await expect(
      page.getByText(
        /^Searches (all [\d,]+ events|the company's one event|the [\d,]+ events on this page only, not all [\d,]+)\.$/,
      ),
    ).toBeVisible();
    await expect(page.getByText(/which fit on this page/)).toHaveCount(0);
  },
);

test("dates read one way everywhere: the invitation notice, its table and the editor's draft offer", async ({
  page,
}) => {
  const dateOnly = /^\d{1,2} [A-Z][a-z]{2} \d{4}$/;
  const dateTime = /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/;
  const team = credentials("team");
  await signIn(page, team);
  await page.goto("/settings/members");
  await page.getByLabel(/Who is it for/).fill("Dates, one style");
  await page.getByRole("radio", { name: "Viewer" }).check();
  await page.getByRole("button", { name: "Create invitation link" }).click();
  const notice = (await page.getByTestId("invitation-link").innerText()).match(/\(expires (.+?)\)/)?.[1] ?? "";
  expect(notice).toMatch(dateTime);
  const row = await page.getByRole("row", { name: /Dates, one style/ }).innerText();
  const inTable = row.match(/expires (\d{1,2} [A-Z][a-z]{2} \d{4})/)?.[1] ?? "";
  expect(inTable).toMatch(dateOnly);
  expect(notice.startsWith(inTable)).toBe(true);

  const { id } = await apiFor(team).events.create({ name: "Dates in the draft offer" });
  await page.goto(`/events/${id}`);
  await expect(page.locator('[data-testid="editor"][data-hydrated]')).toBeVisible();
  await page.getByRole("textbox", { name: "Event name" }).fill("A draft with a date");
  await page.waitForTimeout(600);
  page.on("dialog", (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByTestId("draft-offer").locator("time")).toHaveText(dateTime);
});

test("event names in the list look like the links they are", async ({ page }) => {
  await signIn(page, credentials("demo"));
  const name = page.getByRole("link", { name: /Industrial Automation Expo 2027/ }).first();
  const style = await name.evaluate((link) => {
    const own = getComputedStyle(link);
    const cell = getComputedStyle(link.closest("tr")!.querySelectorAll("td")[1]);
    return { color: own.color, text: cell.color, decoration: own.textDecorationLine };
  });
  expect(style.decoration).toContain("underline");
  expect(style.color).not.toBe(style.text);
});

test("the header's links prefetch their page when pointed at or focused, not while the editor starts", async ({
  page,
}) => {
  const id = await seedEvent([{ id: "name", type: "text", label: "Name" } as Question]);
  await signIn(page, credentials("demo"));
  // Nothing of the events page may still be asking.
  await page.goto("about:blank");
  const prefetched: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["next-router-prefetch"]) prefetched.push(new URL(request.url()).pathname);
  });
  await openEditor(page, id);
  await page.waitForLoadState("networkidle");
  expect(prefetched).toEqual([]);
  const studio = page.getByRole("navigation", { name: "Studio" });
  await studio.getByRole("link", { name: "Activity" }).hover();
  await expect.poll(() => prefetched).toContain("/activity");
  await studio.getByRole("link", { name: "Events" }).focus();
  await expect.poll(() => prefetched).toContain("/events");
  // And it still leads there.
  await studio.getByRole("link", { name: "Events" }).click();
  await expect(page).toHaveURL(/\/events$/);
});
