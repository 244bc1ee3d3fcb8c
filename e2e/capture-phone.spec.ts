// The capture app on a phone (390×844, touch, Chromium's mobile emulation) against the production server
// (docs/architecture.md "Capture mode"): a device signs in, a lead with a question of every common kind is tapped in
// and sent once. On every screen on the way (sign-in, the form, its problems, the lead saved, Leads, Events): no
// serious axe finding, every target at least 44 px each way (measured), nothing wider than the screen, and no request
// to another origin.
import type { Page } from "@playwright/test";
import type { Question } from "../lib/sdk";
import { foreignRequests, serious, signInDevice, smallTargets } from "./support/capture-checks";
import { apiFor, credentials, expect, test } from "./fixtures";

const PHONE = { width: 390, height: 844 };
test.use({ hasTouch: true, isMobile: true, viewport: PHONE, deviceScaleFactor: 3 });

const api = () => apiFor(credentials("capture"));

const phoneForm = (): Question[] =>
  [
    { id: "fullName", type: "text", label: "Full name", required: true },
    { id: "email", type: "email", label: "E-mail", required: true },
    { id: "mobile", type: "tel", label: "Mobile" },
    {
      id: "interest",
      type: "radio",
      label: "Interest",
      required: true,
      options: [{ label: "demo" }, { label: "brochure" }],
    },
    { id: "demoDay", type: "date", label: "Demo day", displayed: { interest: "demo" } },
    { id: "seats", type: "number", label: "Seats", minVal: 1 },
    { id: "region", type: "select", label: "Region", options: [{ label: "North" }, { label: "South" }] },
    { id: "stand", type: "rating", label: "How was the stand?" },
    { id: "newsletter", type: "checkbox", label: "Newsletter" },
  ] as Question[];

/** axe, the 44 px targets and the screen's width, on the screen as it is now. */
async function checkScreen(page: Page, screen: string) {
  expect(await serious(page), screen).toEqual([]);
  expect(await smallTargets(page), screen).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${screen}: the page scrolls sideways`).toBeLessThanOrEqual(PHONE.width);
}

test("on a phone, a lead is tapped in and sent once; every screen: 44 px targets, fits the width, axe", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const foreign = foreignRequests(context);
  const passcode = (await api().company.get()).data.appPasscode;
  const eventId = (await api().events.create({ name: "Phone show", questions: phoneForm() })).id;

  await page.goto("/capture");
  await expect(page.getByRole("heading", { name: "Sign this device in" })).toBeVisible();
  await checkScreen(page, "sign-in");
  await signInDevice(page, passcode, { name: "Phone", staff: "Pia" }, "Phone show");
  await checkScreen(page, "the form");

  // Saving too early says what needs a look, under the questions.
  await page.getByRole("button", { name: "Save lead" }).tap();
  await expect(page.getByRole("alert").filter({ hasText: "need a look before saving" })).toBeVisible();
  await checkScreen(page, "the form's problems");

  await page.getByLabel("Full name").fill("Pia Phone");
  await page.getByLabel("E-mail").fill("pia@phone.example");
  await page.getByLabel("Mobile").fill("+44 20 7946 0100");
  await page.getByRole("radio", { name: "demo" }).tap();
  await expect(page.getByRole("radio", { name: "demo" })).toBeChecked();
  await page.getByLabel("Demo day").fill("2027-03-02");
  await page.getByLabel("Seats").fill("3");
  await page.getByLabel("Region").selectOption("South");
  await page.getByRole("radio", { name: "4 stars" }).tap();
  await page.getByRole("checkbox", { name: "Newsletter" }).tap();
  await expect(page.getByRole("checkbox", { name: "Newsletter" })).toBeChecked();
  await checkScreen(page, "the form filled in");
  await page.getByRole("button", { name: "Save lead" }).tap();
  await expect(page.getByTestId("capture-saved")).toContainText("Pia Phone:");
  await expect(page.getByLabel("Full name")).toHaveValue("");
  await expect(page.getByTestId("capture-waiting")).toContainText("Nothing waiting", { timeout: 30_000 });
  await checkScreen(page, "the lead saved and sent");

  await page.getByRole("tab", { name: /Leads/ }).tap();
  await expect(page.getByTestId("capture-lead").filter({ hasText: "Pia Phone" })).toContainText("Sent");
  await checkScreen(page, "Leads");

  await page.getByRole("button", { name: "Events" }).tap();
  await expect(page.getByRole("heading", { name: "Choose the event" })).toBeVisible();
  await checkScreen(page, "Events");

  const stored = await api().registrations.toArray(eventId);
  expect(stored).toHaveLength(1);
  expect(stored[0].values).toMatchObject({
    fullName: { value: "Pia Phone" },
    email: { value: "pia@phone.example" },
    mobile: { value: "+44 20 7946 0100" },
    interest: { value: "demo" },
    demoDay: { value: "2027-03-02" },
    seats: { value: 3 },
    region: { value: "South" },
    stand: { value: 4 },
    newsletter: { value: true },
  });
  expect(stored[0].capturedBy).toEqual({ device: "Phone", staff: "Pia" });
  expect(foreign).toEqual([]);
});
