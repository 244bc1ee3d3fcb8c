// People and access (docs/studio.md "Inviting colleagues", docs/security.md "Roles") as a team lives it: an owner
// invites an editor and a viewer (each in their own
// browser), the viewer reads but cannot change, the owner removes the editor, hands an integrator an API client
// and revokes it, and sees all of it in the activity. Seeding and checking through the API.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { createClient } from "../lib/sdk";
import { openEditor } from "./editor-helpers";
import { apiFor, baseURL, createInvitationLink, credentials, expect, signIn, test } from "./fixtures";

const serious = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help}`);

async function join(
  browser: Browser,
  link: string,
  person: { name: string; email: string; password: string },
): Promise<Page> {
  const page = await (
    await browser.newContext({
      extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${Math.floor(Math.random() * 200) + 20}` },
    })
  ).newPage();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Join Team Expo" })).toBeVisible();
  await expect(page.locator("main")).toContainText(/What (an editor|a viewer|an owner) may do/);
  expect(await serious(page)).toEqual([]);
  await page.getByLabel("Your name").fill(person.name);
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByRole("button", { name: "Create my account and join" }).click();
  await expect(page).toHaveURL(/\/events$/, { timeout: 20_000 });
  return page;
}

test("an owner invites an editor and a viewer; the viewer reads only; the removed editor is sent to sign in", async ({
  page,
  browser,
}) => {
  const team = credentials("team");
  const api = apiFor(team);
  const { id } = await api.events.create({
    name: "Team Expo 2027",
    questions: [{ id: "email", type: "email", label: "E-mail", required: true }],
  });
  await signIn(page, team);

  const editorLink = await createInvitationLink(page, "Editor", "Eddie, stand staff");
  const viewerLink = await createInvitationLink(page, "Viewer", "Vera, marketing");
  await expect(page.getByRole("row", { name: /Eddie, stand staff.*Editor.*Pending/ })).toBeVisible();

  const editor = await join(browser, editorLink, {
    name: "Eddie Editor",
    email: "eddie@team.example",
    password: "eddie edits the forms daily",
  });
  await expect(editor.getByTestId("current-role")).toHaveText("Editor");
  // An invitation works once.
  const again = await browser.newPage();
  await again.goto(editorLink);
  await expect(again.getByRole("status")).toContainText("already used");

  const viewer = await join(browser, viewerLink, {
    name: "Vera Viewer",
    email: "vera@team.example",
    password: "vera only reads the forms",
  });
  await expect(viewer.getByTestId("current-role")).toHaveText("Viewer");
  await expect(viewer.getByRole("button", { name: "New event" })).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: /Duplicate/ })).toHaveCount(0);
  await expect(viewer.getByRole("link", { name: "Members" })).toHaveCount(0);
  await viewer.getByRole("link", { name: "Team Expo 2027" }).click();
  await expect(viewer.getByTestId("read-only-event")).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Save" })).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: "Send as test registration" })).toHaveCount(0);
  await expect(viewer.getByRole("form", { name: "Form preview" })).toContainText("E-mail");
  await viewer.getByRole("tab", { name: "JSON" }).click();
  await expect(viewer.getByLabel("Event definition (JSON, read only)")).toContainText('"id": "email"');
  expect(await serious(viewer)).toEqual([]);
  await viewer.goto("/settings/members");
  await expect(viewer.getByRole("heading", { name: "Not available to your role" })).toBeVisible();

  // The editor edits and saves; the API has it.
  await openEditor(editor, id);
  await editor.getByRole("textbox", { name: "Event name" }).fill("Team Expo 2027 (Hall 2)");
  await editor.getByRole("button", { name: "Save" }).click();
  await expect.poll(async () => (await api.events.get(id)).data.name).toBe("Team Expo 2027 (Hall 2)");

  // The owner removes the editor: their next save is refused and they are sent to sign in.
  await page.goto("/settings/members");
  await page.getByRole("button", { name: "Remove Eddie Editor" }).click();
  await page
    .getByRole("dialog", { name: "Remove Eddie Editor?" })
    .getByRole("button", { name: "Remove Eddie Editor", exact: true })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Eddie Editor was removed." })).toBeVisible();
  await editor.getByRole("textbox", { name: "Event name" }).fill("Edited after removal");
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(
    editor.getByText(/You were removed from .+\. Your changes are kept as a draft in this browser/),
  ).toBeVisible();
  await editor.goto("/events");
  await expect(editor).toHaveURL(/\/sign-in/);
  expect((await api.events.get(id)).data.name).toBe("Team Expo 2027 (Hall 2)");

  // The last owner cannot be removed or demoted.
  await page.getByRole("button", { name: `Remove ${team.name}` }).click();
  await page
    .getByRole("dialog", { name: `Remove ${team.name}?` })
    .getByRole("button", { name: `Remove ${team.name}`, exact: true })
    .click();
  await expect(page.getByRole("status").filter({ hasText: /keeps at least one owner/ })).toBeVisible();
  await page.getByLabel(`Role of ${team.name}`).selectOption("editor");
  await expect(page.getByRole("status").filter({ hasText: /keeps at least one owner/ })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(`Role of ${team.name}`)).toHaveValue("owner");
  expect(await serious(page)).toEqual([]);
});

test(
  "an owner creates an API client whose secret is shown once, an " +
    "integrator uses it, and revoking it refuses its token at once",
  async ({ page, context }) => {
    const team = credentials("team");
    await signIn(page, team);
    await page.goto("/settings/api-clients");
    await page.getByLabel("Name").fill("Badge scanner");
    await page.getByRole("button", { name: "Create API client" }).click();
    const created = page.getByTestId("new-client");
    const clientId = await created.getByRole("textbox", { name: "Client ID" }).inputValue();
    const clientSecret = await created.getByRole("textbox", { name: "Client secret" }).inputValue();
    await expect(created.getByRole("textbox", { name: "Get a token with curl" })).toHaveValue(
      new RegExp(`curl -s -u '${clientId}:`),
    );
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await created.getByRole("button", { name: "Copy client secret" }).click();
    await expect(created.getByText("Copied", { exact: true })).toBeVisible();
    expect(await serious(page)).toEqual([]);

    // The integrator: a token over plain HTTP, and the SDK.
    const token = await page.request.post("/api/auth", {
      headers: {
        Accept: "application/vnd.service-v1.1.5+json",
        "Content-Type": "application/vnd.service-v1.1.5+json",
        Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`,
      },
      data: { grant_type: "client_credentials", scope: "PublicAPI" },
    });
    expect(token.status()).toBe(200);
    const accessToken = ((await token.json()) as { access_token: string }).access_token;
    const sdk = createClient({ baseUrl: baseURL, clientId, clientSecret });
    expect((await sdk.company.get()).data.username).toBe("team");

    // Reloaded, the secret is gone from the page; the client is listed with its last use.
    await page.reload();
    await expect(page.getByText(clientSecret)).toHaveCount(0);
    const row = page.getByRole("row", { name: /Badge scanner/ });
    await expect(row).toContainText(clientId);
    await expect(row).not.toContainText("never");

    await row.getByRole("button", { name: "Revoke Badge scanner" }).click();
    await page
      .getByRole("dialog", { name: "Revoke “Badge scanner”?" })
      .getByRole("button", { name: "Revoke Badge scanner" })
      .click();
    await expect(page.getByRole("status").filter({ hasText: "was revoked" })).toBeVisible();
    const after = await page.request.get("/api/company", {
      headers: { Accept: "application/vnd.service-v1.1.5+json", Authorization: `Bearer ${accessToken}` },
    });
    expect(after.status()).toBe(401);

    await page.goto("/activity");
    const log = page.getByRole("list", { name: "Activity, newest first" });
    await expect(log).toContainText(`revoked the API client “Badge scanner (${clientId})”`);
    await expect(log).toContainText(`created the API client “Badge scanner (${clientId})”`);
    await expect(log).toContainText("signed in");
    expect(await serious(page)).toEqual([]);
  },
);

test("saving a form records the person in the activity, although the save goes through the API", async ({ page }) => {
  const team = credentials("team");
  const { id } = await apiFor(team).events.create({ name: "Activity check" });
  await signIn(page, team);
  await openEditor(page, id);
  await page.getByRole("textbox", { name: "Event name" }).fill("Activity check, saved");
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(async () => (await apiFor(team).events.get(id)).data.name).toBe("Activity check, saved");
  await page.goto("/activity");
  await expect(page.getByRole("list", { name: "Activity, newest first" }).getByRole("listitem").first()).toContainText(
    `${team.name} <${team.email}> saved the event “Activity check, saved”`,
  );
});

test(
  "the account page changes the password, ending the person's other " +
    "sessions; sign out everywhere ends this one too",
  async ({ browser }) => {
    const acme = credentials("acme");
    const first = await (
      await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.90" } })
    ).newPage();
    const second = await (
      await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.91" } })
    ).newPage();
    await signIn(first, acme);
    await signIn(second, acme);
    await first.goto("/account");
    expect(await serious(first)).toEqual([]);
    await expect(first.getByText(/also signed in on \d+ other browsers? or devices?/)).toBeVisible();
    const form = first.locator("form").filter({ has: first.getByRole("heading", { name: "Change password" }) });
    await form.getByLabel("Current password").fill(acme.password);
    await form.getByLabel("New password").fill("password123");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByRole("alert")).toContainText("most common passwords");
    await form.getByLabel("Current password").fill(acme.password);
    await form.getByLabel("New password").fill("a completely new acme passphrase");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByRole("status")).toContainText(/\d+ other sessions? (was|were) signed out/);
    await second.goto("/events");
    await expect(second).toHaveURL(/\/sign-in/);
    await first.goto("/events");
    await expect(first.getByTestId("current-company")).toContainText("@acme");
    // Put the password back for the other tests.
    await first.goto("/account");
    await form.getByLabel("Current password").fill("a completely new acme passphrase");
    await form.getByLabel("New password").fill(acme.password);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByRole("status")).toContainText("Your password was changed");
    await first.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(first).toHaveURL(/\/sign-in\?reason=signedOutEverywhere$/);
  },
);

test("signing out asks whether to keep this device's drafts, and removes them by default", async ({ page }) => {
  const acme = credentials("acme");
  const { id } = await apiFor(acme).events.create({ name: "Draft on a shared laptop" });
  await signIn(page, acme);
  await openEditor(page, id);
  await page.getByRole("textbox", { name: "Event name" }).fill("Unsaved change on a shared laptop");
  await expect
    .poll(() =>
      page.evaluate(
        () => Object.keys(localStorage).filter((key) => key.startsWith("capture-studio:draft:acme:")).length,
      ),
    )
    .toBe(1);
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByText("Account", { exact: true }).click();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  const ask = page.getByRole("dialog", { name: "Keep drafts on this device?" });
  await expect(ask).toContainText("1 event");
  await expect(ask.getByRole("button", { name: "Remove drafts and sign out" })).toBeFocused();
  await ask.getByRole("button", { name: "Remove drafts and sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in\?reason=signedOut$/);
  expect(
    await page.evaluate(
      () => Object.keys(localStorage).filter((key) => key.startsWith("capture-studio:draft:")).length,
    ),
  ).toBe(0);
});
