import { expect, type Browser } from "@playwright/test";
import { credentials, signIn, test } from "./fixtures";

/** A browser context that reaches the server as a person at `address` (the e2e server trusts X-Forwarded-For). */
async function personAt(browser: Browser, address: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": address } });
  return context.newPage();
}

test("one person guessing a client's secret is slowed down, and does not lock out a colleague with the same client", async ({ browser }) => {
  const guarded = credentials("guarded");
  const guesser = await personAt(browser, "198.51.100.23");
  await guesser.goto("/sign-in");
  for (let attempt = 1; attempt <= 7; attempt++) {
    await guesser.getByLabel("Client ID").fill(guarded.clientId);
    await guesser.getByLabel("Client secret").fill(`guess-${attempt}`);
    await guesser.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(guesser.getByRole("alert").filter({ hasText: /./ })).toContainText(attempt <= 5 ? "The client ID or secret is wrong" : "Too many failed sign-ins");
  }
  // Even the right secret waits out the backoff from that address...
  await guesser.getByLabel("Client secret").fill(guarded.clientSecret);
  await guesser.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(guesser.getByRole("alert").filter({ hasText: /./ })).toContainText("Too many failed sign-ins");

  // ...while a colleague elsewhere signs in with it at once.
  const colleague = await personAt(browser, "203.0.113.40");
  await colleague.goto("/sign-in");
  await signIn(colleague, guarded);
  await expect(colleague.getByTestId("current-company")).toHaveText("Guarded Shows @guarded");
});
