import { GoneError } from "../lib/sdk";
import { apiFor, credentials, expect, signIn, test } from "./fixtures";

test.describe("events page", () => {
  test("New event creates it through the API, with the questions a check-in event needs", async ({ page }) => {
    const api = apiFor(credentials("acme"));
    await signIn(page, credentials("acme"));
    await page.getByRole("button", { name: "New event" }).click();
    const dialog = page.getByRole("dialog", { name: "New event" });
    await dialog.getByLabel("Name", { exact: true }).fill("Autumn Check-in 2027");
    await dialog.getByLabel(/Check-in/).check();
    await dialog.getByRole("button", { name: "Create event" }).click();
    await expect(page).toHaveURL(/\/events\/\d+$/);
    const id = Number(page.url().split("/").pop());
    const { data } = await api.events.get(id);
    expect(data).toMatchObject({ name: "Autumn Check-in 2027", type: "checkIn" });
    expect(data.questions.map((question) => question.id)).toEqual(["fullName", "email"]);
    await expect(page.getByRole("textbox", { name: "Event name" })).toHaveValue("Autumn Check-in 2027");
  });

  test("Delete's question wraps a long event name and its warning inside the dialog, nothing cut off", async ({
    page,
  }) => {
    const api = apiFor(credentials("acme"));
    const name = "Lead capture for the Industrial Automation and Robotics Expo 2027, hall 4";
    await api.events.create({ name, questions: [{ id: "company", type: "text", label: "Company" }] });
    await signIn(page, credentials("acme"));
    await page.getByRole("button", { name: `Delete ${name}`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Delete “${name}”?` });
    await expect(dialog.getByText("This cannot be undone.", { exact: false })).toBeVisible();
    // The row's actions cell does not wrap its buttons; the dialog inside it must wrap its own text.
    const overflow = await dialog.evaluate((element) =>
      [element, ...element.querySelectorAll("h2, p")].map((node) => node.scrollWidth - node.clientWidth),
    );
    expect(
      overflow.every((pixels) => pixels <= 0),
      `overflow per element: ${overflow.join(", ")}`,
    ).toBe(true);
    await dialog.getByRole("button", { name: "Keep it" }).click();
    await expect(dialog).toBeHidden();
  });

  test(
    "Duplicate makes a copy named “(copy)” with the same questions; Delete " +
      "asks, naming it, and the API then answers 410",
    async ({ page }) => {
      const api = apiFor(credentials("acme"));
      const questions = [{ id: "company", type: "text" as const, label: "Company" }];
      const { id } = await api.events.create({ name: "Duplicate me 2026", questions });
      await signIn(page, credentials("acme"));

      await page.getByRole("button", { name: "Duplicate Duplicate me 2026" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Duplicated" })).toHaveText(
        "Duplicated as “Duplicate me 2026 (copy)”.",
      );
      const copy = (await api.events.toArray()).find((event) => event.name === "Duplicate me 2026 (copy)");
      expect(copy).toMatchObject({ type: "standard", questions });
      await expect(page.getByRole("link", { name: "Duplicate me 2026 (copy)" })).toBeVisible();

      await page.getByRole("button", { name: "Delete Duplicate me 2026", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Delete “Duplicate me 2026”?" });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Delete event" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Deleted" })).toHaveText("Deleted “Duplicate me 2026”.");
      await expect(page.getByRole("link", { name: "Duplicate me 2026", exact: true })).toHaveCount(0);
      await expect(api.events.get(id)).rejects.toBeInstanceOf(GoneError);

      await page.goto(`/events/${id}`);
      await expect(page.getByRole("heading", { name: "This event was deleted" })).toBeVisible();
      await page.goto("/events/999999");
      await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
    },
  );

  test(
    "120 events page 50 at a time, with the total from the API, and the " + "filter says it searches this page only",
    async ({ page }) => {
      const api = apiFor(credentials("pager"));
      for (let i = 1; i <= 120; i++) await api.events.create({ name: `Fair ${String(i).padStart(3, "0")}` });
      await signIn(page, credentials("pager"));
      const rows = page.getByRole("row").filter({ has: page.getByRole("link", { name: /^Fair \d{3}$/ }) });
      await expect(rows).toHaveCount(50);
      await expect(rows.first()).toContainText("Fair 001");
      await expect(page.getByText("Events 1–50 of 120 · page 1 of 3")).toBeVisible();
      await expect(rows.first().locator("time")).toHaveAttribute("title", /UTC/);

      await page.getByRole("link", { name: "Next page" }).click();
      await expect(page).toHaveURL(/\?page=2$/);
      await expect(rows.first()).toContainText("Fair 051");
      await page.getByRole("link", { name: "Next page" }).click();
      await expect(rows).toHaveCount(20);
      await expect(rows.last()).toContainText("Fair 120");
      await expect(page.getByText("Events 101–120 of 120 · page 3 of 3")).toBeVisible();

      await page.getByLabel("Filter by name").fill("Fair 11");
      await expect(rows).toHaveCount(10);
      await expect(page.getByText("Searches the 20 events on this page only, not all 120.")).toBeVisible();
      await page.getByLabel("Filter by name").fill("Fair 001");
      await expect(page.getByText("No event on this page has “Fair 001” in its name.", { exact: false })).toBeVisible();
    },
  );

  test("a company without events is told what to do", async ({ page }) => {
    await signIn(page, credentials("guarded"));
    await expect(page.getByRole("heading", { name: "No events yet" })).toBeVisible();
    await expect(page.getByRole("button", { name: "New event" })).toBeVisible();
  });
});
