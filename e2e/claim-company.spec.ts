// A company made with `npm run credentials` as a person meets it (docs/security.md "Companies"): typing its username in
// "Create a
// company" is refused, and the one-time claim code the command printed makes them its first owner, once. Its own
// server: the command must run on the embedded database before the server opens it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { startServer, type TestServer } from "../tests/support/server";
import { expect, test, seriousViolations } from "./fixtures";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const PASSWORD = "a long enough passphrase";

test.describe("claiming a company made by npm run credentials", () => {
  let server: TestServer;
  let dataDir: string;
  let code: string;
  test.beforeAll(async () => {
    // The command and the server each open the embedded database: minutes on a busy machine.
    test.setTimeout(300_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "capture-claim-"));
    const printed = spawnSync(
      path.join("node_modules", ".bin", "tsx"),
      ["scripts/credentials.ts", "--company", "madeforyou"],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }, encoding: "utf8" },
    );
    if (printed.status !== 0) throw new Error(printed.stderr);
    code = (JSON.parse(printed.stdout) as { claimCodes: Record<string, string> }).claimCodes.madeforyou;
    server = await startServer({
      database: "pglite",
      dataDir,
      people: [
        { email: "integrator@clients.example", password: PASSWORD, companies: [["agency", "owner"]] },
        { email: "latecomer@clients.example", password: PASSWORD, companies: [["agency", "editor"]] },
      ],
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function signInTo(page: Page, email: string) {
    await page.goto(`${server.baseUrl}/sign-in`);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/events$/, { timeout: 20_000 });
    await page.goto(`${server.baseUrl}/account`);
  }

  test("its username cannot be taken by creating a company; its claim code makes the first owner, once", async ({
    page,
    browser,
  }) => {
    await signInTo(page, "integrator@clients.example");
    const create = page.locator("form", { has: page.getByRole("heading", { name: "Create a company" }) });
    await create.getByLabel("Company name").fill("Made For You");
    await create.getByLabel(/^Username/).fill("madeforyou");
    await create.getByRole("button", { name: "Create a company" }).click();
    await expect(create.getByRole("alert")).toHaveText(
      'That username is taken: "madeforyou" belongs to another company. Choose another username.',
    );
    await expect(page.getByTestId("current-company")).toContainText("@agency");

    const claim = page.locator("form", { has: page.getByRole("heading", { name: "Claim a company made for you" }) });
    await expect(claim).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await claim.getByLabel("Claim code").fill(code);
    await claim.getByRole("button", { name: "Claim a company made for you" }).click();
    await expect(claim.getByRole("status")).toHaveText("You are now the owner of @madeforyou and work on it.");
    await expect(page.getByTestId("current-company")).toContainText("@madeforyou");
    await expect(page.getByRole("listitem").filter({ hasText: "@madeforyou" })).toContainText("Owner");

    // The same code in another person's browser: used up.
    const other = await (await browser.newContext()).newPage();
    await signInTo(other, "latecomer@clients.example");
    const again = other.locator("form", { has: other.getByRole("heading", { name: "Claim a company made for you" }) });
    await again.getByLabel("Claim code").fill(code);
    await again.getByRole("button", { name: "Claim a company made for you" }).click();
    await expect(again.getByRole("alert")).toContainText("This claim code is wrong or was already used.");
    await expect(other.getByRole("listitem").filter({ hasText: "@madeforyou" })).toHaveCount(0);
  });

  test("an e-mail change says the same for a taken address as for a free one, and signs out the other browser", async ({
    page,
    browser,
  }) => {
    const elsewhere = await (await browser.newContext()).newPage();
    await signInTo(elsewhere, "latecomer@clients.example");
    await signInTo(page, "latecomer@clients.example");
    const form = page.locator("form", { has: page.getByRole("heading", { name: "Change e-mail" }) });
    await form.getByLabel("E-mail").fill("integrator@clients.example");
    await form.getByLabel("Current password").fill(PASSWORD);
    await form.getByRole("button", { name: "Change e-mail" }).click();
    const changed = new RegExp(
      [
        String.raw`^If no other account uses integrator@clients\.example, you now sign in with it `,
        String.raw`\(this page shows your address\)\. \d+ other sessions? (was|were) signed out\.$`,
      ].join(""),
    );
    await expect(form.getByRole("status")).toHaveText(changed);
    expect(await seriousViolations(page)).toEqual([]);
    // Taken: nothing changed, and the page says which address this person signs in with.
    await expect(page.getByRole("main").getByText("latecomer · latecomer@clients.example")).toBeVisible();
    await elsewhere.goto(`${server.baseUrl}/account`);
    await expect(elsewhere).toHaveURL(/\/sign-in/);
  });
});
