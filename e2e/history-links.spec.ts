// Where the history is reached from (docs/studio.md "History"): a registration's panel says which version of the
// form it was captured with and opens that version read-only; the Activity page links each save to the version it
// made, and a version's author links back to that event's activity from that save on. Seeded through the SDK.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { demoApi, expectSaved, openEditor, q, seedEvent } from "./editor-helpers";

const FUTURE = new Date("2100-01-01T00:00:00Z");
const questions = () => [
  q("fullName", { label: "Full name" }),
  q("email", { type: "email", label: "E-mail" }),
  q("role", { label: "Role" }),
];

async function expectNoSeriousViolations(page: Page, selector: string) {
  const axe = await new AxeBuilder({ page }).include(selector).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
}

test("a registration says which version it was captured with, and opens it", async ({ page }) => {
  const id = await seedEvent(questions(), "Captured with a version");
  await demoApi().registrations.create(id, {
    fullName: { value: "Ada Lovelace" },
    email: { value: "ada@example.com" },
  });
  // The form changes after the registration: it keeps the version it was captured with.
  await demoApi().events.update(id, { name: "Captured with a version (renamed)" }, FUTURE);
  await openEditor(page, id);
  await page.goto(`/events/${id}/registrations`);
  await page
    .locator("tbody tr[data-registration-id]")
    .filter({ hasText: "Ada" })
    .getByRole("button", { name: /^Open/ })
    .click();
  await expect(page.getByTestId("registration-version")).toHaveText(/Captured with version 1\b/);
  await expectNoSeriousViolations(page, "aside");
  await page.getByRole("link", { name: "Open version 1" }).click();
  const panel = page.getByRole("dialog", { name: "History" });
  await expect(panel.getByRole("region", { name: "Version 1" })).toBeVisible();
  await expect(panel.getByTestId("history-preview").getByText("Role")).toBeVisible();
});

test("the Activity page links a save to its version, and the version's author to the activity", async ({ page }) => {
  const id = await seedEvent(questions(), `Activity links ${Date.now()}`);
  await demoApi().events.update(id, { name: "Activity links, broken" }, FUTURE);
  await openEditor(page, id);
  // A person's save: restoring version 1 makes version 3.
  await page.getByRole("button", { name: "History", exact: true }).click();
  const panel = page.getByRole("dialog", { name: "History" });
  await panel.getByRole("button", { name: "View version 1" }).click();
  await panel.getByRole("button", { name: "Restore version 1" }).click();
  await expectSaved(page);

  await page.goto("/activity");
  const save = page.getByRole("listitem").filter({ hasText: "saved the event" }).first();
  await expect(save.getByRole("link", { name: "version 3" })).toBeVisible();
  await expectNoSeriousViolations(page, "main");
  await save.getByRole("link", { name: "version 3" }).click();
  const opened = page.getByRole("dialog", { name: "History" });
  await expect(opened.getByRole("region", { name: "Version 3" })).toBeVisible();
  await expect(opened.getByText("Restored from version 1")).toBeVisible();

  // The author of version 3 links to this event's activity from that save on (the API client's writes before it
  // are in the history, not in the studio's activity).
  await opened.getByRole("region", { name: "Version 3" }).getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/activity\\?event=${id}&version=3$`));
  const rows = page.getByRole("list", { name: "Activity, newest first" }).getByRole("listitem");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("saved the event");
  await expect(rows.first().getByRole("link", { name: "version 3" })).toBeVisible();
});

test("restoring a version of an event deleted meanwhile says so and offers to save it as a new event", async ({
  page,
}) => {
  const id = await seedEvent(questions(), "Restored after its deletion");
  await demoApi().events.update(id, { name: "Restored after its deletion, broken" }, FUTURE);
  await openEditor(page, id);
  await page.getByRole("button", { name: "History", exact: true }).click();
  const panel = page.getByRole("dialog", { name: "History" });
  await panel.getByRole("button", { name: "View version 1" }).click();
  await demoApi().events.delete(id);
  await panel.getByRole("button", { name: "Restore version 1" }).click();
  await expect(page.getByTestId("save-message")).toContainText("This event was deleted");
  await page.getByRole("button", { name: "Save as a new event" }).click();
  await expect(page).not.toHaveURL(new RegExp(`/events/${id}$`));
  await expect(page).toHaveURL(/\/events\/(\d+)$/);
  const newId = Number(/\/events\/(\d+)$/.exec(page.url())![1]);
  expect(newId).not.toBe(id);
  expect((await demoApi().events.get(newId)).data.name).toBe("Restored after its deletion");
  // The deleted event's history stays while its tombstone answers 410.
  await expect(demoApi().versions.list(id)).rejects.toMatchObject({ status: 410 });
});
