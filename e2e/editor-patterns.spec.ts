// Patterns in the editor's background worker (docs/architecture.md "Question engine"): the worker loads RE2 only for a
// form that carries a pattern of its own, and then checks it on RE2 as the API does. A form without one never fetches
// RE2's script; a pattern RE2 refuses is a problem of the form, in the API's words, and a logic condition with a
// "/re/" pattern is analysed on RE2 too.
import { expect, test, type Page } from "@playwright/test";
import type { Question } from "../lib/sdk";
import { openEditor, q, seedEvent, selectCard } from "./editor-helpers";

const problemsButton = (page: Page) => page.getByRole("button", { name: /^Problems/ });
const field = (page: Page, path: string) => page.getByTestId("inspector").locator(`[data-path="${path}"]`);

/** Collects the addresses of the scripts of RE2 (re2js's class name is in them) that the page's workers fetch. */
function watchRe2(page: Page): string[] {
  const fetched: string[] = [];
  page.context().on("response", async (response) => {
    if (!new URL(response.url()).pathname.endsWith(".js")) return;
    const body = await response.text().catch(() => "");
    if (body.includes("RE2JS")) fetched.push(response.url());
  });
  return fetched;
}

test("a form without a pattern never loads RE2; a pattern RE2 refuses is a problem of the form", async ({ page }) => {
  const re2 = watchRe2(page);
  await openEditor(page, await seedEvent([q("company", { label: "Company" })]));
  await expect(problemsButton(page)).toHaveText("Problems (0)", { timeout: 15_000 });
  expect(re2).toEqual([]);

  await selectCard(page, "company");
  await field(page, ".pattern").fill("^(?=ACME).*$");
  await expect(problemsButton(page)).toHaveText(/^Problems \(1\)/, { timeout: 15_000 });
  await problemsButton(page).click();
  await expect(page.getByText(/uses a lookahead or lookbehind/).first()).toBeVisible();
  await field(page, ".pattern").fill("^ACME.*$");
  await expect(problemsButton(page)).toHaveText("Problems (0)", { timeout: 15_000 });
  expect(re2.length).toBeGreaterThan(0);
});

test("a form whose logic has a /re/ pattern is checked on RE2 from the start", async ({ page }) => {
  const questions = [
    q("company", { label: "Company" }),
    q("partner", { label: "Partner number", displayed: { company: "/^acme/i" } }),
    q("never", { label: "Never", displayed: { $and: [{ company: "a" }, { company: "b" }] } }),
  ] as Question[];
  await openEditor(page, await seedEvent(questions));
  // The logic report ran over the whole form, the pattern's condition compiled on RE2 (without it the report fails
  // and counts nothing): the question that can never be shown is among its warnings.
  await expect(problemsButton(page)).toHaveText(/^Problems \(0\)\d+ logic warnings?$/, { timeout: 15_000 });
  await problemsButton(page).click();
  await expect(page.getByTestId("logic-problems").getByText(/Never/).first()).toBeVisible();
});
