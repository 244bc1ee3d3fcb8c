import { expect, type Browser } from "@playwright/test";
import { apiFor, credentials, signIn, test } from "./fixtures";

/** A browser context that reaches the server as a person at `address` (the e2e server trusts X-Forwarded-For). */
async function personAt(browser: Browser, address: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": address } });
  return context.newPage();
}

test("one person guessing a password is slowed down, and does not lock out its owner at another address", async ({
  browser,
}) => {
  const guarded = credentials("guarded");
  const guesser = await personAt(browser, "198.51.100.23");
  await guesser.goto("/sign-in");
  for (let attempt = 1; attempt <= 7; attempt++) {
    await guesser.getByLabel("E-mail").fill(guarded.email);
    await guesser.getByLabel("Password").fill(`guess number ${attempt}`);
    await guesser.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(guesser.getByRole("alert").filter({ hasText: /./ })).toContainText(
      attempt <= 5 ? "The e-mail address or password is wrong" : "Too many wrong passwords for this account",
    );
  }
  // Even the right password waits out the backoff from that address...
  await guesser.getByLabel("Password").fill(guarded.password);
  await guesser.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(guesser.getByRole("alert").filter({ hasText: /./ })).toContainText(
    "Too many wrong passwords for this account",
  );

  // ...while its owner elsewhere signs in at once.
  const owner = await personAt(browser, "203.0.113.40");
  await signIn(owner, guarded);
  await expect(owner.getByTestId("current-company")).toContainText("Guarded Shows @guarded");
});

test("sixty people signing in and opening their events from one address never refuse a colleague at another", async ({
  browser,
}) => {
  // Each sign-in opens the events page, which the studio reads from the API as its own client: it must reuse that
  // client's token, not spend the API's cap of successful token requests per client (60 a minute) on every page.
  const { id } = await apiFor(credentials("guarded")).events.create({ name: "Colleague's fair" });
  const busy = await personAt(browser, "198.51.100.77");
  const acme = credentials("acme");
  for (let i = 0; i < 60; i++) {
    const csrf = (await (await busy.request.get("/auth/csrf")).json()) as { csrfToken: string };
    const answer = await busy.request.post("/auth/callback/credentials", {
      form: { email: acme.email, password: acme.password, csrfToken: csrf.csrfToken, callbackUrl: "/events" },
    });
    expect(new URL(answer.url()).pathname).toBe("/events");
    // The page itself, read from the API (the header alone comes from the session).
    expect(await answer.text()).toMatch(/The lead-capture forms of (<!-- -->)?Acme Events/);
  }
  const colleague = await personAt(browser, "203.0.113.41");
  await signIn(colleague, credentials("guarded"));
  await expect(colleague.getByTestId("current-company")).toContainText("@guarded");
  await expect(colleague.getByRole("link", { name: "Colleague's fair" })).toHaveAttribute("href", `/events/${id}`);
});
