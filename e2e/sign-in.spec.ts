import http from "node:http";
import type { AddressInfo } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import { apiFor, credentials, expect, signIn, test } from "./fixtures";

const serious = async (page: import("@playwright/test").Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help}`);

test.describe("sign-in", () => {
  test("a person signs in with their e-mail and password and works on their company", async ({ page }) => {
    await signIn(page, credentials("acme"));
    await expect(page.getByTestId("current-company")).toContainText("Acme Events @acme");
    await expect(page.getByTestId("current-role")).toHaveText("Owner");
  });

  test("a wrong password is refused with what to do, the e-mail kept, nothing secret in the URL", async ({ page }) => {
    await page.goto("/sign-in");
    await page.getByLabel("E-mail").fill(credentials("acme").email);
    await page.getByLabel("Password").fill("not the password at all");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: /./ })).toContainText(
      "The e-mail address or password is wrong",
    );
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByLabel("E-mail")).toHaveValue(credentials("acme").email);
  });

  test("behind the proxy the e2e server trusts, the demo account is never offered", async ({ page }) => {
    await page.goto("/sign-in");
    await expect(page.getByRole("heading", { name: "Sign in to your studio" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Use the demo account" })).toHaveCount(0);
    expect(await page.content()).not.toContain(credentials("demo").password);
  });

  test("a protected page sends a signed-out person to sign in, and back to it afterwards", async ({ page }) => {
    const { id } = await apiFor(credentials("acme")).events.create({ name: "Return trip" });
    const landed = await page.goto(`/events/${id}`);
    // A real redirect (307), not a page that refreshes itself to sign-in after it started loading.
    expect(landed?.request().redirectedFrom()?.url()).toMatch(new RegExp(`/events/${id}$`));
    expect((await landed?.request().redirectedFrom()?.response())?.status()).toBe(307);
    await expect(page).toHaveURL(new RegExp(`/sign-in\\?callbackUrl=%2Fevents%2F${id}$`));
    await signIn(page, credentials("acme"), { expectPath: new RegExp(`/events/${id}$`) });
    await expect(page.getByRole("textbox", { name: "Event name" })).toHaveValue("Return trip");
  });

  test("a hostile return address (a tab before another host) lands on the studio's own events page", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/sign-in?callbackUrl=/%09/evil.example/phish");
    await signIn(page, credentials("acme"));
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    await expect(page).toHaveURL(/\/events$/);
    // Signed in, the same address is a redirect to our own events page too, never a 500.
    for (const target of [
      "/%09/evil.example",
      "/%0a/evil.example",
      "/%0d/x",
      "/%E3%80%80/evil.example",
      "//evil.example",
    ]) {
      const answer = await page.request.get(`/sign-in?callbackUrl=${target}`, { maxRedirects: 0 });
      expect(answer.status(), target).toBe(307);
      expect(answer.headers().location, target).toBe("/events");
    }
  });

  test("sign-out ends the session: the old cookie replayed elsewhere is refused, and renews nothing", async ({
    page,
    browser,
  }) => {
    await signIn(page, credentials("acme"));
    const stolen = await page.context().cookies();
    await page.getByText("Account", { exact: true }).click();
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/sign-in\?reason=signedOut$/);
    // A voluntary sign-out says so; "Your session has ended" is for a session that ended under the person.
    await expect(page.getByRole("status")).toHaveText("You signed out. Sign in again to continue.");

    const replay = await browser.newContext();
    await replay.addCookies(stolen);
    const other = await replay.newPage();
    await other.goto("/events");
    await expect(other).toHaveURL(/\/sign-in\?callbackUrl=%2Fevents$/);
    const session = await replay.request.get("/auth/session");
    expect(await session.json()).toBeNull();
    expect(session.headers()["set-cookie"] ?? "").not.toMatch(
      /authjs\.session-token=[^;]+;.*Expires=(?!Thu, 01 Jan 1970)/,
    );
    await replay.close();
  });

  test("the session the browser can read holds nothing: no id, no token", async ({ page }) => {
    await signIn(page, credentials("acme"));
    const session = (await (await page.request.get("/auth/session")).json()) as Record<string, unknown>;
    expect(Object.keys(session)).toEqual(["expires"]);
    const cookie = (await page.context().cookies()).find((c) => c.name.endsWith("authjs.session-token"));
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
  });

  test("studio pages carry the security headers, with a nonce CSP that no page breaks", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text())) errors.push(message.text());
    });
    const answer = await page.goto("/sign-in");
    const headers = answer!.headers();
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    await signIn(page, credentials("demo"));
    await page.getByRole("link", { name: /Industrial Automation Expo 2027/ }).click();
    await expect(page.getByRole("textbox", { name: "Event name" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a page on another origin cannot frame the signed-in studio", async ({ page, baseURL }) => {
    await signIn(page, credentials("acme"));
    // The hostile page on another port of this machine: another origin, the same site, so the browser sends the
    // studio's cookies with the framed request (as in the finding, where it showed the events and their delete
    // buttons).
    const hostile = http.createServer((_, response) => {
      response.writeHead(200, { "Content-Type": "text/html" });
      response.end(
        `<!doctype html><title>hostile</title><iframe title="hostile" ` +
          `src="${baseURL}/events" width="1000" height="600"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => hostile.listen(0, "127.0.0.1", resolve));
    try {
      await page.goto(`http://127.0.0.1:${(hostile.address() as AddressInfo).port}/`);
      // Refused by the browser (frame-ancestors 'none', X-Frame-Options: DENY): the frame holds Chromium's error
      // page, never a page of the studio.
      const child = () =>
        page
          .frames()
          .find((candidate) => candidate !== page.mainFrame())
          ?.url() ?? "";
      await expect.poll(child, { timeout: 10_000 }).toMatch(/^chrome-error:/);
      await expect(page.frameLocator('iframe[title="hostile"]').getByRole("button", { name: "New event" })).toHaveCount(
        0,
      );
    } finally {
      hostile.close();
    }
  });

  test("the sign-in and events pages have no serious or critical accessibility violation", async ({ page }) => {
    await page.goto("/sign-in");
    expect(await serious(page)).toEqual([]);
    await signIn(page, credentials("demo"));
    expect(await serious(page)).toEqual([]);
  });
});
