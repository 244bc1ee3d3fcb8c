// Account security as the people involved see it (docs/security.md "Invitations", "API clients", "Names and
// Activity"): the invitation says who invites you to what; a name that could reorder the activity is refused; an
// owner removing another owner confirms in the studio's dialog, sees the API clients that owner made (kept unless
// ticked) and how many of their invitations ended; the ended link tells the next person so. Destructive actions
// confirm in the studio's dialog, never the browser's confirm().
import type { Browser, Page } from "@playwright/test";
import { createInvitationLink, credentials, expect, signIn, test, seriousViolations } from "./fixtures";

/** A browser of its own (another person, another address, so the sign-in throttle counts them apart). */
async function stranger(browser: Browser, address: string): Promise<Page> {
  return (await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": address } })).newPage();
}

test(
  "a removed owner's invitation links end with their rights, and the API " + "clients they made are listed and kept",
  async ({ page, browser }) => {
    // Never the browser's confirm(): a dialog event fails the test.
    page.on("dialog", (dialog) => {
      throw new Error(`The browser's own dialog opened: ${dialog.message()}`);
    });
    const team = credentials("team");
    await signIn(page, team);
    const link = await createInvitationLink(page, "Owner", "Olga, co-owner");

    // The invitation says who invites whom to what; a name with a right-to-left override is refused.
    const olga = await stranger(browser, "203.0.113.61");
    await olga.goto(link);
    await expect(olga.getByTestId("invitation-summary")).toHaveText(
      `${team.name} invited you to join Team Expo (@team) as owner.`,
    );
    expect(await seriousViolations(olga)).toEqual([]);
    await olga.getByLabel("Your name").fill("Olga \u202Erenwo");
    await olga.getByLabel("E-mail").fill("olga@team.example");
    await olga.getByLabel(/^Password/).fill("olga owns half of it now");
    await olga.getByRole("button", { name: "Create my account and join" }).click();
    await expect(olga.locator("#join-error")).toContainText(
      "Your name contains an invisible or control character (U+202E)",
    );
    await olga.getByLabel("Your name").fill("Olga Owner");
    await olga.getByLabel(/^Password/).fill("olga owns half of it now");
    await olga.getByRole("button", { name: "Create my account and join" }).click();
    await expect(olga).toHaveURL(/\/events$/, { timeout: 20_000 });
    await expect(olga.getByTestId("current-role")).toHaveText("Owner");

    // Olga makes an owner link and an API client, then is removed.
    const olgasLink = await createInvitationLink(olga, "Owner", "Olga's friend");
    await olga.goto("/settings/api-clients");
    await olga.getByLabel("Name").fill("Olga's CRM sync");
    await olga.getByRole("button", { name: "Create API client" }).click();
    await expect(olga.getByTestId("new-client")).toBeVisible();

    await page.goto("/settings/api-clients");
    await expect(page.getByRole("row", { name: /Olga's CRM sync/ })).toContainText("by Olga Owner <olga@team.example>");
    await page.goto("/settings/members");
    await page.getByRole("button", { name: "Remove Olga Owner" }).click();
    const dialog = page.getByRole("dialog", { name: "Remove Olga Owner?" });
    await expect(dialog).toContainText("the pending invitations they made end too");
    await expect(dialog.getByRole("button", { name: "Keep them" })).toBeFocused();
    const made = dialog.getByTestId("clients-they-made");
    await expect(made).toContainText("They keep working after the removal unless you revoke them here");
    await expect(made.getByRole("checkbox", { name: /Revoke Olga's CRM sync/ })).not.toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Remove Olga Owner", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Olga Owner was removed." })).toContainText(
      "1 pending invitation made by Olga Owner ended. Kept (still working): Olga's CRM sync.",
    );
    await expect(page.getByRole("row", { name: /Olga's friend/ })).toContainText(
      "Ended (its creator may no longer invite with this role)",
    );

    // Whoever opens Olga's old owner link is told it ended.
    const friend = await stranger(browser, "203.0.113.62");
    await friend.goto(olgasLink);
    await expect(friend.getByRole("status")).toContainText(
      "This invitation has ended: the person who sent it no longer has the right to invite with this role.",
    );

    // The activity sets each name apart from the studio's words.
    await page.goto("/activity");
    const removal = page.getByRole("listitem").filter({ hasText: "removed" }).first();
    await expect(removal.getByTestId("activity-actor")).toHaveText(`${team.name} <${team.email}>`);
    expect(await removal.getByTestId("activity-actor").evaluate((element) => element.tagName)).toBe("BDI");
    await expect(removal).toContainText("kept the API client they made: Olga's CRM sync");
  },
);

test(
  "revoking an API client and removing the demo company confirm in the " +
    "studio's dialog; the page shows the API's essentials",
  async ({ page, context }) => {
    page.on("dialog", (dialog) => {
      throw new Error(`The browser's own dialog opened: ${dialog.message()}`);
    });
    const team = credentials("team");
    await signIn(page, team);
    await page.goto("/settings/api-clients");
    // The client seeded for the tests was made without a name, as on the command line.
    await expect(page.getByRole("row", { name: /No name \(made on the server's command line\)/ })).toContainText(
      "on the command line",
    );
    const essentials = page.getByRole("region", { name: "Using the API" });
    await expect(essentials).toContainText("POST http://127.0.0.1");
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await essentials.getByRole("button", { name: /Copy get a token with curl/ }).click();
    await expect(essentials.getByText("Copied", { exact: true })).toBeVisible();

    await page.getByLabel("Name").fill("Short-lived scanner");
    await page.getByRole("button", { name: "Create API client" }).click();
    await expect(page.getByTestId("new-client").getByRole("textbox", { name: "With the TypeScript SDK" })).toHaveValue(
      /import \{ createClient \} from "@capture-studio\/sdk";/,
    );
    await page.getByRole("button", { name: "I have copied the secret" }).click();
    const row = page.getByRole("row", { name: /Short-lived scanner/ });
    await row.getByRole("button", { name: "Revoke Short-lived scanner" }).click();
    const dialog = page.getByRole("dialog", { name: "Revoke “Short-lived scanner”?" });
    await expect(dialog).toContainText("Integrations using this client stop working at once");
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Keep it" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: "Revoke Short-lived scanner" }).click();
    await dialog.getByRole("button", { name: "Revoke Short-lived scanner" }).click();
    await expect(page.getByRole("status").filter({ hasText: "“Short-lived scanner” was revoked" })).toBeVisible();
    await expect(row).toHaveCount(0);

    // The demo company's removal asks first; cancelling removes nothing.
    const demo = await (
      await context.browser()!.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.63" } })
    ).newPage();
    demo.on("dialog", (native) => {
      throw new Error(`The browser's own dialog opened: ${native.message()}`);
    });
    await signIn(demo, credentials("demo"));
    await demo.goto("/account");
    await demo.getByRole("button", { name: "Remove the demo company" }).click();
    const ask = demo.getByRole("dialog", { name: "Remove the demo company and everything in it?" });
    await expect(ask).toContainText("This cannot be undone.");
    await expect(ask.getByRole("button", { name: "Keep it" })).toBeFocused();
    expect(await seriousViolations(demo)).toEqual([]);
    await demo.keyboard.press("Escape");
    await expect(ask).toHaveCount(0);
    await demo.goto("/events");
    await expect(demo.getByTestId("current-company")).toContainText("@demo");
  },
);
