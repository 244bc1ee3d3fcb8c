// A deployment's first minute (docs/studio.md "The first start of a real deployment"): the demo account offered on this
// machine, and a deployment without demo
// data whose first visitor creates the owner on /setup — with the code the server printed when reached through
// a proxy, without it from this machine. Each test starts its own server (the shared e2e server trusts a proxy).
import type { Page } from "@playwright/test";
import { startServer, type TestServer } from "../tests/support/server";
import { expect, test, seriousViolations } from "./fixtures";

test.describe.configure({ mode: "serial", timeout: 120_000 });

async function fillSetup(page: Page, values: { name: string; email: string; password: string; company: string }) {
  await page.getByLabel("Your name").fill(values.name);
  await page.getByLabel("E-mail").fill(values.email);
  await page.getByLabel(/^Password/).fill(values.password);
  await page.getByLabel("Company name").fill(values.company);
}

test.describe("first run", () => {
  const servers: TestServer[] = [];
  test.afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const server of servers) await server.destroy();
  });

  test(
    "on this machine, the sign-in page offers the demo account, and its " + "owner can remove the demo in one step",
    async ({ page }) => {
      const server = await startServer({ database: "pglite" });
      servers.push(server);
      await page.goto(`${server.baseUrl}/sign-in`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Use the demo account" }).click();
      await expect(page.getByLabel("E-mail")).toHaveValue("demo@capture-studio.example");
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page).toHaveURL(/\/events$/, { timeout: 20_000 });
      await expect(page.getByTestId("current-company")).toContainText("Demo Events Ltd @demo");
      await expect(page.getByRole("link", { name: /Industrial Automation Expo 2027/ })).toBeVisible();

      await page.goto(`${server.baseUrl}/account`);
      await page.getByRole("button", { name: "Remove the demo company" }).click();
      await page
        .getByRole("dialog", { name: "Remove the demo company and everything in it?" })
        .getByRole("button", { name: "Remove the demo company" })
        .click();
      // The demo person went too, so this browser is signed out; nobody is left to sign in: /setup, with a new code
      // in the server's log.
      await expect(page).toHaveURL(/\/setup$/, { timeout: 20_000 });
      expect(server.logs()).toMatch(/\/setup\?code=/);
      const gone = await fetch(`${server.baseUrl}/api/auth`, {
        method: "POST",
        headers: { Accept: "application/vnd.service-v1.1.5+json" },
      });
      expect(gone.status).toBe(401);
    },
  );

  test(
    "DEMO_DATA=false starts empty; from this machine /setup needs no code, " +
      "makes the owner and the company, and is gone after",
    async ({ page }) => {
      const server = await startServer({ database: "pglite", env: { DEMO_DATA: "false" } });
      servers.push(server);
      await page.goto(`${server.baseUrl}/sign-in`);
      await expect(page).toHaveURL(/\/setup$/);
      await expect(page.getByRole("heading", { name: "Create the owner account" })).toBeVisible();
      await expect(page.getByLabel(/Setup code/)).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await fillSetup(page, {
        name: "Olivia Owner",
        email: "olivia@fairs.example",
        password: "qwertyuiop",
        company: "Fairs & Co. Ltd",
      });
      await expect(page.getByLabel(/Company username/)).toHaveValue("fairs-co-ltd");
      await page.getByRole("button", { name: "Create the owner account" }).click();
      await expect(page.getByRole("alert").filter({ hasText: /./ })).toContainText("most common passwords");
      await page.getByLabel(/^Password/).fill("olivia runs the fairs now");
      await page.getByRole("button", { name: "Create the owner account" }).click();
      await expect(page).toHaveURL(/\/events$/, { timeout: 20_000 });
      await expect(page.getByTestId("current-company")).toContainText("Fairs & Co. Ltd @fairs-co-ltd");
      await expect(page.getByTestId("current-role")).toHaveText("Owner");
      // Once the owner exists /setup is a clean redirect: the signed-in owner to the events, anybody else to sign in.
      const signedOut = await fetch(`${server.baseUrl}/setup`, { redirect: "manual" });
      expect([signedOut.status, signedOut.headers.get("location")]).toEqual([307, "/sign-in"]);
      await page.goto(`${server.baseUrl}/setup`);
      await expect(page).toHaveURL(/\/events$/);
      await expect(page.getByRole("link", { name: "Capture Studio" })).toHaveCount(1);
    },
  );

  test("through a proxy, /setup asks for the printed code and refuses a wrong one", async ({ page }) => {
    const server = await startServer({ database: "pglite", env: { DEMO_DATA: "false", TRUST_PROXY: "true" } });
    servers.push(server);
    const code = /\/setup\?code=([A-Za-z0-9_-]+)/.exec(server.logs())![1];
    await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": "203.0.113.10" });
    await page.goto(`${server.baseUrl}/setup`);
    await page.getByLabel(/Setup code/).fill("not-the-code");
    await fillSetup(page, {
      name: "Remote Owner",
      email: "remote@fairs.example",
      password: "remote owner passphrase",
      company: "Remote Fairs",
    });
    await page.getByRole("button", { name: "Create the owner account" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /./ })).toContainText("The setup code is wrong");
    await page.getByLabel(/Setup code/).fill(code);
    await page.getByLabel(/^Password/).fill("remote owner passphrase");
    await page.getByRole("button", { name: "Create the owner account" }).click();
    await expect(page).toHaveURL(/\/events$/, { timeout: 20_000 });
    await expect(page.getByTestId("current-company")).toContainText("@remote-fairs");
  });
});
