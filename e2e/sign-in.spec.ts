import AxeBuilder from "@axe-core/playwright";
import { DEMO_EVENT } from "../lib/db/demo-data";
import { apiFor, credentials, expect, signIn, test } from "./fixtures";

test.describe("sign-in", () => {
  test("a newcomer on this machine signs in with the demo credentials the page offers and sees the demo form", async ({ page }) => {
    await page.goto("/sign-in");
    await page.getByRole("button", { name: "Use demo credentials" }).click();
    await expect(page.getByLabel("Client ID")).toHaveValue(credentials("demo").clientId);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    // The first sign-in of a fresh server also warms it up.
    await expect(page).toHaveURL(/\/events$/, { timeout: 20_000 });
    await expect(page.getByTestId("current-company")).toHaveText("Demo Events Ltd @demo");
    await page.getByRole("link", { name: /Industrial Automation Expo 2027/ }).click();
    await expect(page.getByRole("textbox", { name: "Event name" })).toHaveValue(DEMO_EVENT.name);
  });

  test("a person reaching the studio through another address is not offered the demo credentials", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "203.0.113.7" });
    await page.goto("/sign-in");
    await expect(page.getByRole("heading", { name: "Sign in to your studio" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Use demo credentials" })).toHaveCount(0);
    expect(await page.content()).not.toContain(credentials("demo").clientSecret);
  });

  test("a wrong secret is refused with what to do, and nothing secret reaches the URL", async ({ page }) => {
    await page.goto("/sign-in");
    await page.getByLabel("Client ID").fill(credentials("acme").clientId);
    await page.getByLabel("Client secret").fill("not-the-secret");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: /./ })).toContainText("The client ID or secret is wrong");
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByLabel("Client ID")).toHaveValue(credentials("acme").clientId);
  });

  test("a client for several companies is asked which one, and refused one it may not act for", async ({ page }) => {
    await page.goto("/sign-in");
    await page.getByLabel("Client ID").fill(credentials("support").clientId);
    await page.getByLabel("Client secret").fill(credentials("support").clientSecret);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: /./ })).toContainText("acts for several companies");
    await page.getByLabel("Client secret").fill(credentials("support").clientSecret);
    await page.getByLabel(/Company username/).fill("acme");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: /./ })).toContainText("may not act for that company");
  });

  test("a protected page sends a signed-out person to sign in, and back to it afterwards", async ({ page }) => {
    const { id } = await apiFor(credentials("acme")).events.create({ name: "Return trip" });
    await page.goto(`/events/${id}`);
    await expect(page).toHaveURL(new RegExp(`/sign-in\\?callbackUrl=%2Fevents%2F${id}$`));
    await signIn(page, credentials("acme"), { expectPath: new RegExp(`/events/${id}$`) });
    await expect(page.getByRole("textbox", { name: "Event name" })).toHaveValue("Return trip");
  });

  test("sign-out ends the session: studio pages ask to sign in again", async ({ page }) => {
    await signIn(page, credentials("acme"));
    await page.getByText("Account", { exact: true }).click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.goto("/events");
    await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fevents$/);
  });

  test("the session the browser can read holds nothing secret", async ({ page }) => {
    await signIn(page, credentials("acme"));
    const session = await (await page.request.get("/auth/session")).text();
    expect(session).toContain(credentials("acme").clientId);
    expect(session).not.toContain(credentials("acme").clientSecret);
    const cookies = await page.context().cookies();
    expect(JSON.stringify(cookies)).not.toContain(credentials("acme").clientSecret);
  });

  test("the sign-in and events pages have no serious or critical accessibility violation", async ({ page }) => {
    await page.goto("/sign-in");
    const serious = async () => (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`);
    expect(await serious()).toEqual([]);
    await signIn(page, credentials("demo"));
    expect(await serious()).toEqual([]);
  });
});
