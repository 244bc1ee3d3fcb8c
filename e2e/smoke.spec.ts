import { expect, test } from "@playwright/test";
import { credentials, foreignRequests, requestsInFlight, signIn, untilAnswered } from "./fixtures";

test("the home page loads with no console error and no failed request", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("lead-capture forms");
  await expect(page.getByRole("link", { name: "Sign in to your studio" })).toHaveAttribute("href", "/sign-in");
  await page.waitForLoadState("load");
  // Give late requests (prefetches, chunks) a moment to fail if they are going to.
  await page.waitForTimeout(1000);
  expect(problems).toEqual([]);
});

test("an unknown page shows the product's not-found page with a way back", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the start" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test(
  "no page asks another origin for anything: the home page, sign-in, the " + "events list and the demo form's editor",
  async ({ page }) => {
    const foreign = foreignRequests(page);
    const inFlight = requestsInFlight(page);
    await page.goto("/");
    await page.waitForLoadState("load");
    await page.goto("/sign-in");
    await signIn(page, credentials("demo"));
    await page.getByRole("link", { name: /Industrial Automation Expo 2027/ }).click();
    await expect(page.getByTestId("question-card").first()).toBeVisible();
    // The parts loaded on demand: the preview, and Monaco with its workers in the JSON view.
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    await expect(page.getByTestId("preview")).toBeVisible();
    await page.getByRole("tab", { name: "JSON" }).click();
    await expect(page.getByTestId("json-view").locator(".view-lines")).toBeVisible({ timeout: 30_000 });
    await untilAnswered(inFlight);
    expect(foreign).toEqual([]);
  },
);

test("the scripts every page runs at load carry V8's compile hint, and the page's own chunks do not", async ({
  page,
}) => {
  // scripts/compile-hints.mjs (its COMPILE_HINT, spelled out: Playwright's loader cannot import that ES module):
  // React DOM, Next.js's and Turbopack's runtimes are compiled while they stream.
  const scripts: Promise<{ url: string; text: string }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      scripts.push(response.text().then((text) => ({ url: response.url(), text })));
  });
  await page.goto("/");
  await page.waitForLoadState("load");
  const loaded = await Promise.all(scripts);
  const hinted = loaded.filter((script) => script.text.startsWith("//# allFunctionsCalledOnLoad\n"));
  // React DOM's client is the one that defines hydrateRoot.
  expect(hinted.some((script) => script.text.includes("hydrateRoot"))).toBe(true);
  expect(hinted.length).toBeLessThan(loaded.length);
});
