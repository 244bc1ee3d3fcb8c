// A capture device's leads on the Registrations page (docs/studio.md "See the registrations", docs/api.md
// "Registration provenance"): seeded through the SDK (a device signed in with the company's app passcode, and an API
// client), the table shows Captured (the viewer's time), Device, Staff and Form version (current, or an older form)
// for the device's leads and nothing for the other; Columns offers and hides them; the panel lists them; the CSV
// download has the four columns; axe-core passes. An event no device sent to keeps its table without them.
import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { parse } from "csv-parse/sync";
import { createClient, signInDevice, type Question } from "../lib/sdk";
import { apiFor, baseURL, credentials, expect, signIn, test } from "./fixtures";

const QUESTIONS = [
  { id: "fullName", type: "text", label: "Full name", required: true },
  { id: "email", type: "email", label: "E-mail", required: true },
] as Question[];

const DEVICE = 'Tablet "B", hall 2';
const STAFF = "Ng, Bo";
// 14:05 in Paris is 13:05 UTC, 22:05 in Tokyo: the viewer's time zone below.
const OLD_CAPTURE = "2026-11-27T14:05:09.120+01:00";
const NEW_CAPTURE = "2026-11-27T15:30:00+01:00";

test.describe.configure({ mode: "serial" });
test.use({ timezoneId: "Asia/Tokyo", locale: "en-GB" });

let eventId = 0;
let plainEventId = 0;
let firstVersion: Date;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  const api = apiFor(credentials("leads"));
  ({ id: eventId } = await api.events.create({ name: "Stand Leads 2027", questions: QUESTIONS }));
  ({ id: plainEventId } = await api.events.create({ name: "Web Leads 2027", questions: QUESTIONS }));
  firstVersion = (await api.events.get(eventId)).lastModified!;
  const appPasscode = (await api.company.get()).data.appPasscode;
  const { accessToken } = await signInDevice(
    { baseUrl: baseURL },
    { username: "leads", appPasscode, staff: STAFF, name: DEVICE },
  );
  const device = createClient({ baseUrl: baseURL, accessToken });
  await device.registrations.create(
    eventId,
    { fullName: { value: "Grace Hopper" }, email: { value: "grace@example.com" } },
    { idempotencyKey: "lead-old-form", capture: { capturedAt: OLD_CAPTURE, formVersion: firstVersion } },
  );
  // The form changes (HTTP-dates hold whole seconds: a later second makes a new version).
  let read = await api.events.get(eventId);
  while (read.lastModified!.getTime() <= firstVersion.getTime()) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    await api.events.update(eventId, { name: "Stand Leads 2027 (day 2)" }, read);
    read = await api.events.get(eventId);
  }
  await device.registrations.create(
    eventId,
    { fullName: { value: "Katherine Johnson" }, email: { value: "katherine@example.com" } },
    { idempotencyKey: "lead-new-form", capture: { capturedAt: NEW_CAPTURE, formVersion: read.lastModified! } },
  );
  await api.registrations.create(eventId, { fullName: { value: "Ada Lovelace" }, email: { value: "ada@example.com" } });
  await api.registrations.create(plainEventId, {
    fullName: { value: "Mary Somerville" },
    email: { value: "mary@example.com" },
  });
});

const row = (page: import("@playwright/test").Page, name: string) =>
  page.locator("tbody tr[data-registration-id]").filter({ hasText: name });
const cell = (page: import("@playwright/test").Page, name: string, field: string) =>
  row(page, name).locator(`td[data-capture-column="${field}"]`);

test("the table shows Captured, Device, Staff and Form version for a device's leads, nothing for the other", async ({
  page,
}) => {
  await signIn(page, credentials("leads"));
  await page.goto(`/events/${eventId}/registrations`);
  await expect(page.locator("thead th")).toContainText([
    "Registered",
    "First name",
    "Captured",
    "Device",
    "Staff",
    "Form version",
  ]);

  const captured = cell(page, "Grace", "capturedAt").locator("time");
  await expect(captured).toHaveAttribute("datetime", OLD_CAPTURE);
  await expect(captured).toHaveAttribute("title", `Device clock: ${OLD_CAPTURE}`);
  // In the viewer's time zone (Tokyo), not the device's (Paris) nor UTC.
  await expect(captured).toContainText("27 Nov 2026, 22:05");
  await expect(cell(page, "Grace", "capturedBy.device")).toHaveText(DEVICE);
  await expect(cell(page, "Grace", "capturedBy.staff")).toHaveText(STAFF);
  const older = `older form (${new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Tokyo" }).format(firstVersion)})`;
  await expect(cell(page, "Grace", "formVersion")).toHaveText(older);
  await expect(cell(page, "Katherine", "capturedAt")).toContainText("27 Nov 2026, 23:30");
  await expect(cell(page, "Katherine", "formVersion")).toHaveText("current");
  for (const field of ["capturedAt", "capturedBy.device", "capturedBy.staff", "formVersion"])
    await expect(cell(page, "Ada", field)).toHaveText("");

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);

  // The panel of a device's lead lists where it came from; another lead's has no such list.
  await row(page, "Grace").getByRole("button", { name: /^Open/ }).click();
  const panel = page.getByTestId("registration-provenance");
  await expect(panel).toContainText(`device clock: ${OLD_CAPTURE}`);
  await expect(panel).toContainText(DEVICE);
  await expect(panel).toContainText(STAFF);
  await expect(panel).toContainText(older);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole("button", { name: "Close" }).click();
  await row(page, "Ada").getByRole("button", { name: /^Open/ }).click();
  await expect(page.getByRole("heading", { name: "Ada Lovelace" })).toBeVisible();
  await expect(page.getByTestId("registration-provenance")).toHaveCount(0);
  await page.getByRole("button", { name: "Close" }).click();
});

test("Columns offers the capture columns like the questions' and hides them", async ({ page }) => {
  await signIn(page, credentials("leads"));
  await page.goto(`/events/${eventId}/registrations`);
  await page.getByRole("button", { name: "Columns" }).click();
  const menu = page.getByRole("group", { name: "Columns shown" });
  await expect(page.getByRole("button", { name: "Columns" })).toContainText("8 of 8");
  await menu.getByRole("checkbox", { name: "Staff" }).uncheck();
  await expect(page.locator("thead th")).not.toContainText(["Staff"]);
  await expect(page.locator("thead th", { hasText: "Device" })).toBeVisible();
  await page.reload();
  await expect(page.locator("thead th", { hasText: "Device" })).toBeVisible();
  await expect(page.locator('thead th[data-capture-column="capturedBy.staff"]')).toHaveCount(0);
  await page.getByRole("button", { name: "Columns" }).click();
  await page.getByRole("group", { name: "Columns shown" }).getByRole("button", { name: "Show all" }).click();
  await expect(page.locator('thead th[data-capture-column="capturedBy.staff"]')).toBeVisible();
});

test("an event no device sent to has no capture columns, in the table or in Columns", async ({ page }) => {
  await signIn(page, credentials("leads"));
  await page.goto(`/events/${plainEventId}/registrations`);
  await expect(row(page, "Mary")).toBeVisible();
  await expect(page.locator("thead th[data-capture-column]")).toHaveCount(0);
  await page.getByRole("button", { name: "Columns" }).click();
  await expect(page.getByRole("button", { name: "Columns" })).toContainText("4 of 4");
  await expect(
    page.getByRole("group", { name: "Columns shown" }).getByRole("checkbox", { name: "Captured" }),
  ).toHaveCount(0);
});

test("the CSV download has the capture columns, filled for a device's leads only", async ({ page }) => {
  await signIn(page, credentials("leads"));
  await page.goto(`/events/${eventId}/registrations`);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  await expect(page.getByRole("status").filter({ hasText: /^Exported / })).toHaveText("Exported 3 registrations.");
  const [header, ...body] = parse(fs.readFileSync((await download.path())!), {
    bom: true,
    record_delimiter: ["\r\n", "\n", "\r"],
  }) as string[][];
  expect(header).toEqual([
    "First name",
    "Last name",
    "Other names",
    "E-mail",
    "Registered at (UTC)",
    "Registration id",
    "Captured at (UTC)",
    "Capture device",
    "Capture staff",
    "Form version (UTC)",
  ]);
  const byEmail = new Map(body.map((record) => [record[3], record]));
  expect(byEmail.get("grace@example.com")!.slice(6)).toEqual([
    "2026-11-27T13:05:09Z",
    DEVICE,
    STAFF,
    firstVersion.toISOString().replace(/\.\d{3}Z$/, "Z"),
  ]);
  expect(byEmail.get("katherine@example.com")!.slice(6, 9)).toEqual(["2026-11-27T14:30:00Z", DEVICE, STAFF]);
  expect(byEmail.get("ada@example.com")!.slice(6)).toEqual(["", "", "", ""]);
});
