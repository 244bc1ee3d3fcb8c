// The capture app at /capture (docs/architecture.md "Capture mode") in Chromium with touch at 820×1180, against the
// production server: the manifest and the service worker, an offline reload, the show (25 leads captured offline
// arrive exactly once, in order, with their provenance; 5 more whose answers are lost stay exactly once), a page
// closed right after a submit, a form with a pattern of its own checked offline, two devices with one e-mail (Needs
// review: updated, or kept), a double tap on Save, a device revoked in the studio, axe on every screen, 44 px
// targets, and no request to another origin.
import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import type { Question } from "../lib/sdk";
import { foreignRequests, serious, signInDevice, smallTargets } from "./support/capture-checks";
import { apiFor, baseURL, credentials, expect, signIn, test } from "./fixtures";

test.use({ hasTouch: true, viewport: { width: 820, height: 1180 }, serviceWorkers: "allow" });

const api = () => apiFor(credentials("capture"));

const showForm = (): Question[] =>
  [
    { id: "fullName", type: "text", label: "Full name", required: true },
    { id: "email", type: "email", label: "E-mail", required: true },
    {
      id: "interest",
      type: "radio",
      label: "Interest",
      required: true,
      options: [{ label: "demo" }, { label: "brochure" }],
    },
    { id: "demoDay", type: "date", label: "Demo day", required: true, displayed: { interest: "demo" } },
    { id: "address", type: "text", label: "Postal address", displayed: { interest: "brochure" } },
    { id: "newsletter", type: "checkbox", label: "Newsletter" },
  ] as Question[];

let passcode = "";
test.beforeAll(async () => {
  passcode = (await api().company.get()).data.appPasscode;
});

async function seedEvent(name: string): Promise<number> {
  return (await api().events.create({ name, questions: showForm() })).id;
}

async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
}

type Lead = { fullName: string; email: string; interest: "demo" | "brochure"; newsletter?: boolean };

async function captureLead(page: Page, lead: Lead) {
  await page.getByLabel("Full name").fill(lead.fullName);
  await page.getByLabel("E-mail").fill(lead.email);
  await page.getByRole("radio", { name: lead.interest }).check();
  if (lead.interest === "demo") await page.getByLabel("Demo day").fill("2027-03-02");
  else await page.getByLabel("Postal address").fill(`${lead.fullName}'s street 1`);
  if (lead.newsletter) await page.getByRole("checkbox", { name: "Newsletter" }).check();
  await page.getByRole("button", { name: "Save lead" }).click();
  await expect(page.getByTestId("capture-saved")).toContainText(`${lead.fullName}:`);
  // A blank form for the next lead.
  await expect(page.getByLabel("Full name")).toHaveValue("");
}

const visitor = (n: number): Lead => ({
  fullName: `Visitor ${String(n).padStart(2, "0")}`,
  email: `visitor${n}@show.example`,
  interest: n % 2 ? "demo" : "brochure",
  newsletter: n % 3 === 0,
});

test("the manifest is valid and the service worker controls /capture, which opens again offline", async ({
  page,
  context,
}) => {
  const foreign = foreignRequests(context);
  await page.goto("/capture");
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(manifestUrl).toBe("/capture/manifest.webmanifest");
  const manifest = await (await page.request.get(manifestUrl!)).json();
  expect(manifest).toMatchObject({ start_url: "/capture", display: "standalone", short_name: "Capture" });
  for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
    const answer = await page.request.get(icon.src);
    expect(answer.headers()["content-type"]).toBe("image/png");
    expect(icon.sizes).toMatch(/^(192x192|512x512)$/);
  }
  expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === "maskable")).toBe(true);
  await controlledByServiceWorker(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/capture-sw\.js$/);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Sign this device in" })).toBeVisible();
  expect(await serious(page)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
  await context.setOffline(false);

  // The studio is not the service worker's: its pages are never controlled by it.
  await page.goto("/sign-in");
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  expect(foreign).toEqual([]);
});

test("the show: 25 offline leads arrive once each, in order, with provenance; lost answers never double", async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const foreign = foreignRequests(context);
  const eventId = await seedEvent("Capture show");
  const { lastModified } = await api().events.get(eventId);
  await signInDevice(page, passcode, { name: "Tablet A", staff: "Ada" }, "Capture show");
  await controlledByServiceWorker(page);
  expect(await serious(page)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Capture show" })).toBeVisible();
  await expect(page.getByTestId("capture-online")).toContainText("Offline");
  for (let n = 1; n <= 25; n++) await captureLead(page, visitor(n));
  await expect(page.getByTestId("capture-waiting")).toContainText("25 waiting");
  expect(await api().registrations.count(eventId)).toBe(0);

  // Export works with no network: a file built in the browser.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export unsent (CSV)" }).click();
  const csv = fs
    .readFileSync((await (await downloading).path())!, "utf8")
    .trim()
    .split("\r\n");
  expect(csv).toHaveLength(26);
  expect(csv[0]).toContain("E-mail");
  expect(csv[1]).toContain("visitor1@show.example");

  await page.getByRole("tab", { name: /Leads/ }).click();
  await expect(page.getByTestId("capture-lead").first()).toContainText("Saved on this tablet");
  expect(await serious(page)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
  await page.getByRole("tab", { name: "New lead" }).click();

  await context.setOffline(false);
  await page.getByRole("button", { name: "Send now" }).click();
  await expect(page.getByTestId("capture-waiting")).toContainText("Nothing waiting", { timeout: 60_000 });
  const stored = await api().registrations.toArray(eventId);
  expect(stored).toHaveLength(25);
  const byCapture = [...stored].sort((a, b) => String(a.capturedAt).localeCompare(String(b.capturedAt)));
  expect(byCapture.map((each) => each.values.email.value)).toEqual(
    Array.from({ length: 25 }, (_, i) => `visitor${i + 1}@show.example`),
  );
  expect(stored.map((each) => each.values.email.value)).toEqual(byCapture.map((each) => each.values.email.value));
  for (const each of stored) {
    expect(each.capturedBy).toEqual({ device: "Tablet A", staff: "Ada" });
    expect(each.formVersion).toBe(lastModified!.toUTCString());
    expect(Date.parse(String(each.capturedAt))).not.toBeNaN();
  }
  expect(stored.find((each) => each.values.email.value === "visitor2@show.example")?.values.address).toBeDefined();
  expect(stored.find((each) => each.values.email.value === "visitor1@show.example")?.values.demoDay).toBeDefined();

  // Five more whose answers are lost after the server stored them: the first answer to each key never arrives.
  const answered = new Set<string>();
  let lost = 0;
  await context.route("**/api/events/*/registrations", async (route) => {
    const key = route.request().headers()["idempotency-key"];
    if (route.request().method() !== "POST" || !key || answered.has(key)) return route.continue();
    answered.add(key);
    await route.fetch();
    lost++;
    await route.abort("connectionreset");
  });
  for (let n = 26; n <= 30; n++) await captureLead(page, visitor(n));
  await expect(page.getByTestId("capture-waiting")).toContainText("Nothing waiting", { timeout: 60_000 });
  expect(lost).toBe(5);
  expect(await api().registrations.count(eventId)).toBe(30);
  await context.unroute("**/api/events/*/registrations");
  expect(foreign).toEqual([]);
});

test("closing with a lead unsent asks first; closed anyway, the lead is kept and sent when the app reopens", async ({
  page,
  context,
}) => {
  const eventId = await seedEvent("Capture closed page");
  await signInDevice(page, passcode, { name: "Tablet C", staff: "Cy" }, "Capture closed page");
  await controlledByServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Capture closed page" })).toBeVisible();
  await captureLead(page, visitor(1));
  // With a lead unsent, closing the page asks first; staying keeps the page.
  const asked = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe("beforeunload");
  expect(page.isClosed()).toBe(false);
  await page.close({ runBeforeUnload: false });

  // Reopened (still offline: from the service worker), the lead is on the device, waiting; then it is sent.
  const again = await context.newPage();
  await again.goto("/capture");
  await expect(again.getByRole("heading", { name: "Capture closed page" })).toBeVisible();
  await expect(again.getByTestId("capture-waiting")).toContainText("1 waiting");
  await context.setOffline(false);
  await again.getByRole("button", { name: "Send now" }).click();
  await expect(again.getByTestId("capture-waiting")).toContainText("Nothing waiting", { timeout: 30_000 });
  const stored = await api().registrations.toArray(eventId);
  expect(stored.map((each) => each.values.email.value)).toEqual(["visitor1@show.example"]);
  // Everything sent: the page closes without asking.
  let askedAgain = false;
  again.on("dialog", (dialog) => {
    askedAgain = true;
    void dialog.accept();
  });
  await again.close({ runBeforeUnload: true });
  await expect.poll(() => again.isClosed()).toBe(true);
  expect(askedAgain).toBe(false);
});

test("a form with a pattern of its own opens offline and checks that pattern on the tablet before saving", async ({
  page,
  context,
}) => {
  // RE2 is loaded only for such a form (lib/logic/load-regex-compiler.ts): offline, from the service worker's cache.
  const eventId = (
    await api().events.create({
      name: "Capture badge numbers",
      questions: [
        { id: "fullName", type: "text", label: "Full name", required: true },
        {
          id: "badge",
          type: "text",
          label: "Badge number",
          required: true,
          pattern: "^[A-Z]{2}-[0-9]{4}$",
          errorMessages: { pattern: "Badge numbers look like AB-1234." },
        },
      ] as Question[],
    })
  ).id;
  await signInDevice(page, passcode, { name: "Tablet P", staff: "Pia" }, "Capture badge numbers");
  await controlledByServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Capture badge numbers" })).toBeVisible();
  await page.getByLabel("Full name").fill("Visitor P");
  await page.getByLabel("Badge number").fill("ab-12");
  await page.getByRole("button", { name: "Save lead" }).click();
  await expect(page.getByTestId("capture-issue")).toHaveText("Badge numbers look like AB-1234.");
  await expect(page.getByTestId("capture-waiting")).toContainText("Nothing waiting");
  expect(await serious(page)).toEqual([]);

  await page.getByLabel("Badge number").fill("AB-1234");
  await expect(page.getByTestId("capture-issue")).toHaveCount(0);
  // Enter in a one-line answer saves the lead (each question's controls belong to a form of their own).
  await page.getByLabel("Badge number").press("Enter");
  await expect(page.getByTestId("capture-saved")).toContainText("Visitor P:");
  await expect(page.getByTestId("capture-waiting")).toContainText("1 waiting");
  // Send now with no network says so, rather than nothing at all.
  await page.getByRole("button", { name: "Send now" }).click();
  await expect(page.getByTestId("capture-send-offline")).toContainText("No network, so nothing could be sent");
  await context.setOffline(false);
  await page.getByRole("button", { name: "Send now" }).click();
  await expect(page.getByTestId("capture-waiting")).toContainText("Nothing waiting", { timeout: 30_000 });
  await expect(page.getByTestId("capture-send-offline")).toHaveCount(0);
  const stored = await api().registrations.toArray(eventId);
  expect(stored.map((each) => each.values.badge.value)).toEqual(["AB-1234"]);
});

/**
 * Two tablets on one event: the first sends `existing`, the second captures `doubled` with the same e-mail, which
 * goes to Needs review; the second's Leads tab is opened on it, its review unfolded. `close` ends both.
 */
async function doubledOnSecondTablet(
  browser: Browser,
  event: string,
  existing: Lead,
  doubled: Lead,
  second: { width: number; height: number },
) {
  const eventId = await seedEvent(event);
  const contexts = [
    await browser.newContext({ hasTouch: true, viewport: { width: 820, height: 1180 } }),
    await browser.newContext({ hasTouch: true, viewport: second }),
  ];
  const [a, b] = [await contexts[0].newPage(), await contexts[1].newPage()];
  await signInDevice(a, passcode, { name: `${event} A`, staff: "Dee" }, event);
  await signInDevice(b, passcode, { name: `${event} B`, staff: "Eve" }, event);
  await captureLead(a, existing);
  await expect(a.getByTestId("capture-waiting")).toContainText("Nothing waiting", { timeout: 30_000 });
  await captureLead(b, doubled);
  await expect(b.getByTestId("capture-waiting")).toContainText("1 needs review", { timeout: 30_000 });
  await b.getByRole("tab", { name: /Leads/ }).click();
  const row = b.getByTestId("capture-lead").filter({ hasText: doubled.fullName });
  await expect(row).toContainText("Needs review");
  await row.getByRole("button", { name: "Review" }).click();
  const review = row.getByTestId("lead-review");
  await expect(review.getByRole("cell", { name: existing.fullName, exact: true })).toBeVisible();
  return { eventId, b, row, review, close: () => Promise.all(contexts.map((context) => context.close())) };
}

test("two devices, one e-mail: one is sent, the other goes to Needs review and updates the existing lead", async ({
  browser,
}) => {
  const { eventId, b, row, review, close } = await doubledOnSecondTablet(
    browser,
    "Capture twice",
    { fullName: "Grace Hopper", email: "grace@show.example", interest: "demo" },
    { fullName: "Grace B. Hopper", email: "grace@show.example", interest: "brochure" },
    { width: 1180, height: 820 },
  );
  try {
    expect(await serious(b)).toEqual([]);
    expect(await smallTargets(b)).toEqual([]);
    // "Correct the e-mail and send" opens the lead with the cursor in its e-mail.
    await review.getByRole("button", { name: "Correct the e-mail and send" }).click();
    await expect(row.getByLabel("E-mail")).toBeFocused();
    await row.getByRole("button", { name: "Cancel" }).click();
    await row.getByRole("button", { name: "Review" }).click();
    await review.getByRole("button", { name: "Update the existing lead" }).click();
    await expect(row).toContainText("Updated the existing one");
    await expect(review).toHaveCount(0);

    const stored = await api().registrations.toArray(eventId);
    expect(stored).toHaveLength(1);
    expect(stored[0].values.fullName.value).toBe("Grace B. Hopper");
    expect(stored[0].values.interest.value).toBe("brochure");
  } finally {
    await close();
  }
});

test("Needs review, keep the existing one: nothing is sent, the lead says so, and no stale panel can update", async ({
  browser,
}) => {
  const { eventId, b, row, review, close } = await doubledOnSecondTablet(
    browser,
    "Capture kept",
    { fullName: "Ada Lovelace", email: "ada@show.example", interest: "demo" },
    { fullName: "Stale Panel", email: "ada@show.example", interest: "brochure" },
    { width: 820, height: 1180 },
  );
  try {
    // Words for stand staff, not the API's (which names the endpoint to PATCH).
    await expect(review).toContainText("already registered for this event");
    await expect(review).not.toContainText("/api/");
    await review.getByRole("button", { name: "Keep the existing one" }).click();
    await expect(row).toContainText("Kept the existing one (not sent)");
    await expect(row).not.toContainText("Sent");
    // The decision is taken: no panel is left whose "Update the existing lead" would still overwrite the registration.
    await expect(review).toHaveCount(0);
    await expect(row.getByRole("button", { name: "Review" })).toHaveCount(0);
    await expect(b.getByTestId("capture-waiting")).toContainText("Nothing waiting");

    const stored = await api().registrations.toArray(eventId);
    expect(stored).toHaveLength(1);
    expect(stored[0].values.fullName.value).toBe("Ada Lovelace");
    expect(stored[0].values.interest.value).toBe("demo");
  } finally {
    await close();
  }
});

test("a double tap on Save saves one lead, leaves a clean form; an incomplete lead goes to its first problem", async ({
  page,
}) => {
  const eventId = await seedEvent("Capture double tap");
  await signInDevice(page, passcode, { name: "Tablet G", staff: "Gus" }, "Capture double tap");
  await page.getByLabel("Full name").fill("Double Tap");
  await page.getByLabel("E-mail").fill("double@show.example");
  await page.getByRole("radio", { name: "demo" }).check();
  await page.getByLabel("Demo day").fill("2027-03-02");
  const save = page.getByRole("button", { name: "Save lead" });
  const tapSave = async () => {
    const box = (await save.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  };
  await tapSave();
  // The second tap lands once the next lead's blank form is there (the button moved down under the saved line), as
  // a finger's does on a fast tablet.
  await expect(page.getByLabel("Full name")).toHaveValue("");
  await expect(save).toBeEnabled();
  await tapSave();
  await expect(page.getByTestId("capture-saved")).toContainText("Double Tap:");
  await expect(page.getByTestId("capture-waiting")).toContainText("Nothing waiting", { timeout: 30_000 });
  await expect(page.getByText("a look before saving")).toHaveCount(0);
  await expect(page.getByText("is required")).toHaveCount(0);
  expect(await api().registrations.toArray(eventId)).toHaveLength(1);

  // Save with answers missing above the button: the focus goes to the first one, in view.
  await page.getByLabel("E-mail").fill("half@show.example");
  await save.tap();
  await expect(page.getByText("answers need a look before saving")).toBeVisible();
  await expect(page.getByLabel("Full name")).toBeFocused();
  await expect(page.getByLabel("Full name")).toBeInViewport();
});

test("the app passcode can be shown while it is typed, and typed in capitals", async ({ page }) => {
  await page.goto("/capture");
  await page.getByLabel("Company username").fill("capture");
  const field = page.getByLabel("App passcode");
  await field.fill(passcode.toUpperCase());
  await expect(field).toHaveAttribute("type", "password");
  await page.getByLabel("Show the passcode").check();
  await expect(field).toHaveAttribute("type", "text");
  await expect(field).toHaveValue(passcode.toUpperCase());
  await page.getByLabel("Your name").fill("Cap");
  expect(await smallTargets(page)).toEqual([]);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Choose the event" })).toBeVisible();
});

test("Clear can be undone until the next lead is begun", async ({ page }) => {
  await seedEvent("Capture cleared");
  await signInDevice(page, passcode, { name: "Tablet U", staff: "Uma" }, "Capture cleared");
  await page.getByLabel("Full name").fill("Mis Cleared");
  await page.getByLabel("E-mail").fill("mis@show.example");
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page.getByLabel("Full name")).toHaveValue("");
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByLabel("Full name")).toHaveValue("Mis Cleared");
  await expect(page.getByLabel("E-mail")).toHaveValue("mis@show.example");
  await expect(page.getByRole("button", { name: "Undo" })).toHaveCount(0);
  // Cleared again, then the next visitor's first answer: the Undo is gone (it would mix two visitors' answers).
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page.getByRole("button", { name: "Undo" })).toBeVisible();
  await page.getByLabel("Full name").fill("Next Visitor");
  await expect(page.getByRole("button", { name: "Undo" })).toHaveCount(0);
  await expect(page.getByLabel("E-mail")).toHaveValue("");
});

test("a lead half typed comes back after a reload, until it is saved", async ({ page }) => {
  const eventId = await seedEvent("Capture half typed");
  await signInDevice(page, passcode, { name: "Tablet H", staff: "Hal" }, "Capture half typed");
  await page.getByLabel("Full name").fill("Half Typed");
  await page.getByLabel("E-mail").fill("half@show.example");
  await page.getByRole("radio", { name: "brochure" }).check();
  // Kept once the typing pauses; the reload comes after that, as a tablet's restart or a closed tab would.
  await page.waitForFunction(() =>
    localStorage
      .getItem(Object.keys(localStorage).find((key) => key.includes("lead-draft")) ?? "")
      ?.includes("brochure"),
  );
  await page.reload();
  await expect(page.getByRole("heading", { name: "Capture half typed" })).toBeVisible();
  await expect(page.getByTestId("capture-draft-restored")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Half Typed");
  await expect(page.getByLabel("E-mail")).toHaveValue("half@show.example");
  await expect(page.getByRole("radio", { name: "brochure" })).toBeChecked();
  await page.getByLabel("Postal address").fill("1 Fair Street");
  await page.getByRole("button", { name: "Save lead" }).click();
  await expect(page.getByTestId("capture-saved")).toContainText("Half Typed:");
  await expect(page.getByTestId("capture-draft-restored")).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Capture half typed" })).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("");
  await expect(page.getByTestId("capture-draft-restored")).toHaveCount(0);
  await expect(page.getByTestId("capture-waiting")).toContainText("Nothing waiting", { timeout: 30_000 });
  const stored = await api().registrations.toArray(eventId);
  expect(stored.map((each) => each.values.address.value)).toEqual(["1 Fair Street"]);
});

test("a form changed mid-lead: the lead finishes on its version, is parked when refused, then fixed and sent", async ({
  page,
}) => {
  const eventId = await seedEvent("Capture changed form");
  await signInDevice(page, passcode, { name: "Tablet F", staff: "Fay" }, "Capture changed form");
  await page.getByLabel("Full name").fill("Half Filled");

  const current = await api().events.get(eventId);
  const company = { id: "company", type: "text", label: "Company", required: true } as Question;
  await api().events.update(eventId, { questions: [...current.data.questions, company] }, current);
  await page.getByRole("button", { name: "Send now" }).click();
  await expect(page.getByTestId("capture-newer-form")).toBeVisible();
  await expect(page.getByLabel("Company")).toHaveCount(0);

  await page.getByLabel("E-mail").fill("half@show.example");
  await page.getByRole("radio", { name: "brochure" }).check();
  await page.getByRole("button", { name: "Save lead" }).click();
  await expect(page.getByTestId("capture-form-changes")).toContainText("Company");
  await expect(page.getByLabel("Company")).toBeVisible();
  await expect(page.getByTestId("capture-waiting")).toContainText("1 parked", { timeout: 30_000 });

  await page.getByRole("tab", { name: /Leads/ }).click();
  const row = page.getByTestId("capture-lead").filter({ hasText: "Half Filled" });
  await expect(row).toContainText("Parked");
  await expect(row).toContainText(/Company/);
  expect(await serious(page)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
  await row.getByRole("button", { name: "Fix and resend" }).click();
  await row.getByLabel("Company").fill("Analytical Engines Ltd");
  await row.getByRole("button", { name: "Save and send" }).click();
  await expect(row).toContainText("Sent", { timeout: 30_000 });

  const stored = await api().registrations.toArray(eventId);
  expect(stored).toHaveLength(1);
  expect(stored[0].values.company.value).toBe("Analytical Engines Ltd");
  expect(stored[0].formVersion).toBe(current.lastModified!.toUTCString());
});

test("a parked lead is discarded only after a confirmation, and is then gone from the tablet, never sent", async ({
  page,
}) => {
  const eventId = await seedEvent("Capture discard");
  await signInDevice(page, passcode, { name: "Tablet D", staff: "Dee" }, "Capture discard");
  await captureLead(page, visitor(1));
  await expect(page.getByTestId("capture-waiting")).toContainText("Nothing waiting", { timeout: 30_000 });
  // Refused by the API: the form now requires an answer the lead does not have.
  const current = await api().events.get(eventId);
  const company = { id: "company", type: "text", label: "Company", required: true } as Question;
  await api().events.update(eventId, { questions: [...current.data.questions, company] }, current);
  await captureLead(page, visitor(2));
  await expect(page.getByTestId("capture-waiting")).toContainText("parked", { timeout: 30_000 });

  await page.getByRole("tab", { name: /Leads/ }).click();
  const row = page.getByTestId("capture-lead").filter({ hasText: "Visitor 02" });
  await expect(row).toContainText("Parked");
  await row.getByRole("button", { name: "Discard" }).click();
  const confirm = row.getByRole("alertdialog", { name: "Discard this lead" });
  await expect(confirm).toContainText("Discard Visitor 02 for good?");
  expect(await serious(page)).toEqual([]);
  await confirm.getByRole("button", { name: "Keep it" }).click();
  await expect(row).toContainText("Parked");

  await row.getByRole("button", { name: "Discard" }).click();
  await row.getByRole("button", { name: "Discard for good" }).click();
  await expect(page.getByTestId("capture-lead").filter({ hasText: "Visitor 02" })).toHaveCount(0);
  await expect(page.getByTestId("capture-waiting")).not.toContainText("parked");
  await page.getByRole("button", { name: "Send now" }).click();
  await expect(page.getByTestId("capture-waiting")).toContainText("Nothing waiting", { timeout: 30_000 });
  const stored = await api().registrations.toArray(eventId);
  expect(stored.map((each) => each.values.email.value)).toEqual(["visitor1@show.example"]);
});

test("a device revoked in the studio is refused, says so, keeps its leads for export, and signs in again", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const eventId = await seedEvent("Capture revoked");
  await signInDevice(page, passcode, { name: "Revoked tablet", staff: "Rita" }, "Capture revoked");
  await page.context().setOffline(true);
  await captureLead(page, visitor(41));
  await captureLead(page, visitor(42));
  await expect(page.getByTestId("capture-waiting")).toContainText("2 waiting");

  // Meanwhile the owner revokes the tablet on the studio's Capture page.
  const studio = await browser.newContext({ baseURL });
  const owner = await studio.newPage();
  await signIn(owner, credentials("capture"));
  await owner.goto("/settings/capture");
  await owner.getByRole("button", { name: "Revoke Revoked tablet" }).click();
  await owner
    .getByRole("dialog", { name: "Revoke “Revoked tablet”?" })
    .getByRole("button", { name: "Revoke Revoked tablet" })
    .click();
  await expect(owner.getByRole("status").filter({ hasText: "“Revoked tablet” was revoked" })).toBeVisible();
  await studio.close();

  // Back online, the tablet's send is refused: it says why and what to do, and keeps both leads.
  await page.context().setOffline(false);
  await page.getByRole("button", { name: "Send now" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "no longer signed in" })).toContainText("export them");
  await expect(page.getByTestId("capture-waiting")).toContainText("2 waiting");
  expect(await api().registrations.count(eventId)).toBe(0);
  expect(await serious(page)).toEqual([]);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export unsent (CSV)" }).click();
  const csv = fs.readFileSync((await (await downloading).path())!, "utf8");
  expect(csv).toContain("visitor41@show.example");
  expect(csv).toContain("visitor42@show.example");

  // Signing out would lose them: refused, saying how many.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "2 leads are not sent yet" })).toBeVisible();

  // Signed in again (same company, a new device), the tablet sends the leads it kept, once each.
  await page.getByRole("button", { name: "Sign in again" }).click();
  await expect(page.getByRole("heading", { name: "Sign this device in again" })).toBeVisible();
  await expect(page.getByLabel("Company username")).toHaveValue("capture");
  expect(await serious(page)).toEqual([]);
  await page.getByLabel("App passcode").fill(passcode);
  await page.getByLabel("Your name").fill("Rita");
  await page.getByLabel("Device name (optional)").fill("Signed in again");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Capture revoked" })).toBeVisible();
  await page.getByRole("button", { name: "Send now" }).click();
  await expect(page.getByTestId("capture-waiting")).toContainText("Nothing waiting", { timeout: 30_000 });
  const stored = await api().registrations.toArray(eventId);
  expect(stored.map((each) => each.values.email.value).sort()).toEqual([
    "visitor41@show.example",
    "visitor42@show.example",
  ]);
  expect(stored.map((each) => each.capturedBy)).toEqual([
    { device: "Signed in again", staff: "Rita" },
    { device: "Signed in again", staff: "Rita" },
  ]);
});
