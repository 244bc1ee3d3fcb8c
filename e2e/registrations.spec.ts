// The Registrations page (docs/studio.md "See the registrations"), with 230 registrations seeded through the API:
// paging and the count, the side
// panel (a question the logic hid for this visitor is marked), new registrations announced while the page is open,
// the answers at a glance against counts computed from the API, the CSV export parsed back, axe, and delete. Then,
// on events of their own: the first registrations arriving on an empty page, multi-line answers in the CSV, and a
// wide table at 1440 px (its own scrolling frame, fixed first and Open columns, the Columns menu).
import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { parse } from "csv-parse/sync";
import type { Question, RegistrationValues } from "../lib/sdk";
import { apiFor, credentials, expect, signIn, test } from "./fixtures";

const QUESTIONS = [
  { id: "fullName", type: "text", label: "Full name", required: true },
  { id: "email", type: "email", label: "E-mail", required: true },
  { id: "company", type: "text", label: "Company" },
  {
    id: "country",
    type: "select",
    label: "Country",
    options: [
      { label: "France", value: "fr" },
      { label: "Deutschland", value: "de" },
      { label: "España", value: "es" },
    ],
  },
  {
    id: "interests",
    type: "checkboxGroup",
    label: "Interests",
    options: [
      { id: "ai", label: "AI" },
      { id: "db", label: "Databases" },
      { id: "ux", label: "Design" },
    ],
  },
  { id: "newsletter", type: "checkbox", label: "Newsletter" },
  { id: "score", type: "rating", label: "Our stand", maxRating: 5 },
  {
    id: "partner",
    type: "radio",
    label: "Partner?",
    options: [
      { id: "yes", label: "Yes" },
      { id: "no", label: "No" },
    ],
  },
  { id: "partnerName", type: "text", label: "Partner name", displayed: { partner: "yes" } },
  { id: "visit", type: "date", label: "Visit day" },
] as Question[];

const HOSTILE = '=HYPERLINK("http://evil.example","click")';
const FULL_WIDTH = "＝1+1";

function lead(i: number): RegistrationValues {
  const values: RegistrationValues = {
    fullName: { value: `Zoë Ana Núñez${i}` },
    email: { value: `lead${i}@example.com` },
    company: { value: i === 0 ? HOSTILE : i === 1 ? FULL_WIDTH : `Société ${i}` },
    interests: { value: (["ai", "db", "ux"] as const).filter((_, bit) => (i >> bit) & 1) },
    newsletter: { value: i % 2 === 0 },
    partner: { value: i % 4 === 0 ? "yes" : "no" },
    visit: { value: "2027-03-14" },
  };
  if (i % 10 !== 9) values.country = { value: ["fr", "de", "es"][i % 3] };
  if (i % 11 !== 0) values.score = { value: (i % 5) + 1 };
  if (i % 4 === 0) values.partnerName = { value: `Partner ${i}` };
  return values;
}

async function seed(count: number) {
  const api = apiFor(credentials("leads"));
  const { id } = await api.events.create({ name: "Salon des Leads 2027", questions: QUESTIONS });
  const indexes = Array.from({ length: count }, (_, k) => k);
  // In creation order (the page shows the newest first), in parallel batches.
  for (let start = 0; start < indexes.length; start += 25) {
    const batch = indexes.slice(start, start + 25);
    await Promise.all(batch.map((i) => api.registrations.create(id, lead(i))));
  }
  return id;
}

let eventId = 0;
const rows = (page: import("@playwright/test").Page) => page.locator("tbody tr[data-registration-id]");

test.describe.configure({ mode: "serial" });

test.describe("registrations page", () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // Sequential batches keep creation order by batch; within a batch the order does not matter to these tests.
    eventId = await seed(230);
  });

  test(
    "the events list shows the count and links to the page; 50 a page, " + "newest first, with the total from the API",
    async ({ page }) => {
      await signIn(page, credentials("leads"));
      const row = page
        .getByRole("row")
        .filter({ has: page.getByRole("link", { name: "Salon des Leads 2027", exact: true }) });
      await expect(row.getByRole("link", { name: "230 registrations" })).toBeVisible();
      await expect(row.locator("time").nth(1)).toHaveAttribute("title", /UTC/);
      await row.getByRole("link", { name: "230 registrations" }).click();
      await expect(page).toHaveURL(new RegExp(`/events/${eventId}/registrations$`));
      await expect(page.getByTestId("registrations-range")).toHaveText("1–50 of 230 · page 1 of 5");
      await expect(rows(page)).toHaveCount(50);
      const headers = page.locator("thead th");
      await expect(headers).toContainText([
        "Registered",
        "First name",
        "Last name",
        "Other names",
        "E-mail",
        "Company",
        "Country",
        "Interests",
        "Newsletter",
        "Our stand",
        "Partner?",
        "Partner name",
        "Visit day",
      ]);
      await expect(page.locator("thead th", { hasText: "Company" })).toHaveAttribute("title", "Question id: company");

      for (let n = 2; n <= 5; n++) {
        await page.getByRole("button", { name: "Older" }).click();
        await expect(page.getByTestId("registrations-range")).toHaveText(
          `${(n - 1) * 50 + 1}–${Math.min(230, n * 50)} of 230 · page ${n} of 5`,
        );
      }
      await expect(rows(page)).toHaveCount(30);
      await expect(page.getByRole("button", { name: "Older" })).toBeDisabled();
      // The first page's rows are the last 50 created, and the last page's the first 30: together with the pages
      // between,
      // every registration once.
      const api = apiFor(credentials("leads"));
      const all = await api.registrations.toArray(eventId, { fields: ["id"] });
      await expect(rows(page).last()).toHaveAttribute("data-registration-id", all[0].id);
      await page.getByRole("button", { name: "Newer" }).click();
      await expect(page.getByTestId("registrations-range")).toHaveText("151–200 of 230 · page 4 of 5");
    },
  );

  test(
    "a row's cells: fullName split, option labels, yes/no, stars; the side " +
      "panel marks the question hidden for this visitor",
    async ({ page }) => {
      await signIn(page, credentials("leads"));
      await page.goto(`/events/${eventId}/registrations`);
      const api = apiFor(credentials("leads"));
      const all = await api.registrations.toArray(eventId);
      const byCompany = (company: string) =>
        all.find((registration) => registration.values.company?.value === company)!;
      // i = 229: partner "no", so partnerName was hidden; i = 228: partner "yes".
      const hiddenOne = byCompany("Société 229");
      const shownOne = byCompany("Société 228");
      const row = page.locator(`tr[data-registration-id="${hiddenOne.id}"]`);
      await expect(row.locator("td").nth(1)).toHaveText("Zoë");
      await expect(row.locator("td").nth(2)).toHaveText("Núñez229");
      await expect(row.locator("td").nth(3)).toHaveText("Ana");
      await row.click();
      const panel = page.getByRole("complementary", { name: "Zoë Ana Núñez229" });
      await expect(panel).toBeVisible();
      await expect(panel.locator('[data-question-id="partnerName"]')).toContainText("Hidden for this visitor");
      await expect(panel.locator('[data-question-id="company"]')).not.toContainText("Hidden for this visitor");
      await expect(panel.locator('[data-question-id="newsletter"] dd')).toHaveText("no");
      await panel.getByRole("button", { name: "Close" }).click();
      const open = page.locator(`tr[data-registration-id="${shownOne.id}"]`).getByRole("button", { name: /^Open/ });
      await open.click();
      const other = page.getByRole("complementary", { name: "Zoë Ana Núñez228" });
      await expect(other.locator('[data-question-id="partnerName"]')).not.toContainText("Hidden for this visitor");
      await expect(other.locator('[data-question-id="partnerName"] dd')).toHaveText("Partner 228");
      await expect(other.locator('[data-question-id="score"] dd')).toContainText("4 of 5 stars");
      await expect(other.locator('[data-question-id="interests"] dd')).toHaveText("Design");
      // Escape closes it, and the focus goes back to the button that opened it.
      await page.keyboard.press("Escape");
      await expect(other).toHaveCount(0);
      await expect(open).toBeFocused();
    },
  );

  test(
    "new registrations are announced while the page is open, without moving " +
      "the rows; showing them updates the count",
    async ({ page }) => {
      await signIn(page, credentials("leads"));
      await page.goto(`/events/${eventId}/registrations`);
      const firstId = await rows(page).first().getAttribute("data-registration-id");
      const api = apiFor(credentials("leads"));
      const created = await Promise.all([230, 231, 232].map((i) => api.registrations.create(eventId, lead(i))));
      const show = page.getByRole("button", { name: "Show them" });
      await expect(show).toBeVisible({ timeout: 20_000 });
      // Said once: the count, then what to do.
      await expect(page.getByTestId("new-registrations")).toHaveText("3 new registrations Show them");
      // Announced only: the rows under the pointer stay where they were.
      await expect(rows(page).first()).toHaveAttribute("data-registration-id", firstId!);
      await expect(page.getByTestId("registrations-range")).toHaveText("1–50 of 230 · page 1 of 5");
      await show.click();
      await expect(page.getByTestId("registrations-range")).toHaveText("1–50 of 233 · page 1 of 5");
      const newest = await rows(page).evaluateAll((elements) =>
        elements.slice(0, 3).map((element) => element.getAttribute("data-registration-id")),
      );
      expect(newest.sort()).toEqual(created.map((result) => result.id).sort());
      await expect(page.getByTestId("registrations-total")).toHaveText("233 registrations of Salon des Leads 2027");
    },
  );

  test(
    "the page checks for new registrations every few seconds, not while the " +
      "tab is hidden, and at once when it shows again",
    async ({ page }) => {
      await signIn(page, credentials("leads"));
      await page.goto(`/events/${eventId}/registrations`);
      const checks: number[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST" && request.headers()["next-action"]) checks.push(Date.now());
      });
      await expect.poll(() => checks.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
      const setVisibility = (state: "hidden" | "visible") =>
        page.evaluate((value) => {
          Object.defineProperty(document, "visibilityState", { value, configurable: true });
          document.dispatchEvent(new Event("visibilitychange"));
        }, state);
      await setVisibility("hidden");
      // A check already under way may still finish; none starts after it.
      await page.waitForTimeout(1000);
      const hiddenAt = checks.length;
      await page.waitForTimeout(9000);
      expect(checks.length).toBe(hiddenAt);
      const shownAt = Date.now();
      await setVisibility("visible");
      await expect
        .poll(() => checks.filter((time) => time >= shownAt).length, { timeout: 2000 })
        .toBeGreaterThanOrEqual(1);
    },
  );

  test("at a glance: each choice question's bars hold the counts computed from the API, not answered apart", async ({
    page,
  }) => {
    await signIn(page, credentials("leads"));
    await page.goto(`/events/${eventId}/registrations`);
    const all = await apiFor(credentials("leads")).registrations.toArray(eventId);
    const count = (predicate: (values: RegistrationValues) => boolean) =>
      all.filter((registration) => predicate(registration.values)).length;
    const answered = (id: string) => (values: RegistrationValues) =>
      values[id] !== undefined && !(Array.isArray(values[id].value) && (values[id].value as unknown[]).length === 0);
    const expected: Record<string, Record<string, number>> = {
      country: {
        "option:fr": count((v) => v.country?.value === "fr"),
        "option:de": count((v) => v.country?.value === "de"),
        "option:es": count((v) => v.country?.value === "es"),
        "(not answered)": count((v) => !answered("country")(v)),
      },
      interests: {
        "option:ai": count((v) => (v.interests?.value as string[]).includes("ai")),
        "option:db": count((v) => (v.interests?.value as string[]).includes("db")),
        "option:ux": count((v) => (v.interests?.value as string[]).includes("ux")),
        "(not answered)": count((v) => !answered("interests")(v)),
      },
      newsletter: {
        true: count((v) => v.newsletter?.value === true),
        false: count((v) => v.newsletter?.value === false),
        "(not answered)": count((v) => !answered("newsletter")(v)),
      },
      score: {
        ...Object.fromEntries([1, 2, 3, 4, 5].map((stars) => [String(stars), count((v) => v.score?.value === stars)])),
        "(not answered)": count((v) => !answered("score")(v)),
      },
      partner: {
        "option:yes": count((v) => v.partner?.value === "yes"),
        "option:no": count((v) => v.partner?.value === "no"),
        "(not answered)": 0,
      },
    };
    await expect(page.locator("figure[data-chart]")).toHaveCount(5, { timeout: 30_000 });
    for (const [questionId, bars] of Object.entries(expected)) {
      const chart = page.locator(`figure[data-chart="${questionId}"]`);
      await expect(chart.locator("figcaption")).toContainText(`${all.length} registrations`);
      for (const [key, value] of Object.entries(bars)) {
        await expect(chart.locator(`tr[data-bar="${key}"] td[data-count]`), `${questionId} ${key}`).toHaveAttribute(
          "data-count",
          String(value),
        );
      }
    }
    // Option labels, counts and shares in the table alternative.
    const country = page.locator('figure[data-chart="country"]');
    await country.getByText("Show as a table").click();
    await expect(country.getByRole("row", { name: /^France/ })).toContainText(`${expected.country["option:fr"]}`);
    await expect(country.getByRole("row", { name: /^Not answered/ })).toContainText("%");
  });

  test("Export CSV downloads every registration: BOM, fullName split, accents kept, formula cells neutralised", async ({
    page,
  }) => {
    await signIn(page, credentials("leads"));
    await page.goto(`/events/${eventId}/registrations`);
    const total = await apiFor(credentials("leads")).registrations.count(eventId);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Salon des Leads 2027 registrations \d{4}-\d{2}-\d{2}\.csv$/);
    await expect(page.getByText(`Exported ${total} registrations.`)).toBeVisible();
    // The count the page names is the records', not the lines'.
    await expect(page.getByRole("status").filter({ hasText: /^Exported / })).toHaveText(
      `Exported ${total} registrations.`,
    );
    const bytes = fs.readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parse(bytes, { bom: true }) as string[][];
    const [header, ...body] = records;
    expect(header).toEqual([
      "First name",
      "Last name",
      "Other names",
      "E-mail",
      "Company",
      "Country",
      "Interests",
      "Newsletter",
      "Our stand",
      "Partner?",
      "Partner name",
      "Visit day",
      "Registered at (UTC)",
      "Registration id",
      "Captured at (UTC)",
      "Capture device",
      "Capture staff",
      "Form version (UTC)",
    ]);
    expect(body).toHaveLength(total);
    for (const record of body) expect(record[12]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const byEmail = new Map(body.map((record) => [record[3], record]));
    expect(byEmail.get("lead0@example.com")![4]).toBe(`'${HOSTILE}`);
    expect(byEmail.get("lead1@example.com")![4]).toBe(`'${FULL_WIDTH}`);
    for (const record of body)
      expect(record.every((cell) => !/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/u.test(cell))).toBe(true);
    const lead228 = byEmail.get("lead228@example.com")!;
    expect(lead228.slice(0, 3)).toEqual(["Zoë", "Núñez228", "Ana"]);
    expect(lead228.slice(4, 12)).toEqual([
      "Société 228",
      "France",
      "Design",
      "yes",
      "4",
      "Yes",
      "Partner 228",
      "2027-03-14",
    ]);
  });

  test("an export under way shows its progress and can be cancelled: nothing is saved", async ({ page }) => {
    await signIn(page, credentials("leads"));
    await page.goto(`/events/${eventId}/registrations`);
    // Held at the network so that it is still under way when Cancel is pressed (the server side of a cancel is
    // tested in tests/studio/registrations-export.test.ts).
    let release = () => undefined as void;
    await page.route("**/registrations/export", (route) =>
      new Promise<void>((resolve) => (release = resolve)).then(() => route.abort().catch(() => undefined)),
    );
    let downloaded = false;
    page.on("download", () => (downloaded = true));
    await page.getByRole("button", { name: "Export CSV" }).click();
    await expect(page.getByRole("progressbar", { name: "Export progress" })).toBeVisible();
    await page.getByRole("button", { name: "Cancel export" }).click();
    await expect(page.getByText("Export cancelled: nothing was saved.")).toBeVisible();
    release();
    await expect(page.getByRole("button", { name: "Export CSV" })).toBeEnabled();
    expect(downloaded).toBe(false);
  });

  test("axe finds no violation on the page, with a registration open", async ({ page }) => {
    // Each fixed (sticky) cell of the table is a stacking context, which axe's colour-contrast check walks for every
    // text: 50 rows take it about three times as long as before they were fixed (36 s against 12 s a run, measured
    // on a loaded two-core machine), more than the default timeout allows for two runs.
    test.setTimeout(150_000);
    await signIn(page, credentials("leads"));
    await page.goto(`/events/${eventId}/registrations`);
    await expect(page.locator("figure[data-chart]")).toHaveCount(5, { timeout: 30_000 });
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await rows(page).first().click();
    await expect(page.getByRole("complementary")).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test(
    "delete one from its panel, then all (the confirmation names the " +
      "count): the table, the count and the API agree; the empty page's curl " +
      "line copies",
    async ({ page }) => {
      await signIn(page, credentials("leads"));
      await page.goto(`/events/${eventId}/registrations`);
      const api = apiFor(credentials("leads"));
      const before = await api.registrations.count(eventId);
      const victim = await rows(page).first().getAttribute("data-registration-id");
      await rows(page).first().click();
      await page.getByRole("button", { name: "Delete this registration" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Delete registration" }).click();
      await expect(page.getByText(/^Deleted the registration of /)).toBeVisible();
      await expect(page.getByTestId("registrations-total")).toHaveText(
        `${before - 1} registrations of Salon des Leads 2027`,
      );
      await expect(page.locator(`tr[data-registration-id="${victim}"]`)).toHaveCount(0);
      expect(await api.registrations.count(eventId)).toBe(before - 1);

      await page.getByRole("button", { name: "Delete all…" }).click();
      const dialog = page.getByRole("dialog", {
        name: `Delete all ${before - 1} registrations of Salon des Leads 2027?`,
      });
      await dialog.getByRole("button", { name: `Delete ${before - 1} registrations` }).click();
      await expect(page.getByText(`Deleted all ${before - 1} registrations.`)).toBeVisible();
      await expect(page.getByRole("heading", { name: "No registrations yet" })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Register through the API with curl" })).toHaveValue(
        new RegExp(`/api/events/${eventId}/registrations`),
      );
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.getByRole("button", { name: "Copy register through the api with curl" }).click();
      await expect(page.getByText("Copied", { exact: true })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
        `/api/events/${eventId}/registrations`,
      );
      expect(await api.registrations.count(eventId)).toBe(0);
      await page.getByRole("link", { name: "Open the preview" }).click();
      await expect(page.getByRole("complementary", { name: "Live preview" })).toBeVisible();
    },
  );
});

/** Sets what document.visibilityState says, as a tab put in the background and brought back would. */
const setVisibility = (page: import("@playwright/test").Page, state: "hidden" | "visible") =>
  page.evaluate((value) => {
    Object.defineProperty(document, "visibilityState", { value, configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  }, state);

test.describe("registrations on events of their own", () => {
  test(
    "the first registrations simply appear on an empty page; later ones are " +
      "announced once, without contradictions",
    async ({ page }) => {
      const api = apiFor(credentials("leads"));
      const { id } = await api.events.create({ name: "First Hour Expo", questions: QUESTIONS });
      await signIn(page, credentials("leads"));
      await page.goto(`/events/${id}/registrations`);
      await expect(page.getByRole("heading", { name: "No registrations yet" })).toBeVisible();
      await expect(page.getByTestId("registrations-total")).toHaveText("0 registrations of First Hour Expo");
      // In the background while the 30 arrive, so that the page sees them together when it shows again.
      await setVisibility(page, "hidden");
      await page.waitForTimeout(500);
      for (let start = 0; start < 30; start += 10)
        await Promise.all(Array.from({ length: 10 }, (_, k) => api.registrations.create(id, lead(start + k))));
      await setVisibility(page, "visible");
      await expect(rows(page)).toHaveCount(30, { timeout: 15_000 });
      await expect(page.getByTestId("registrations-total")).toHaveText("30 registrations of First Hour Expo");
      await expect(page.getByTestId("registrations-range")).toHaveText("1–30 of 30 · page 1 of 1");
      // Nothing on the page says otherwise.
      await expect(page.getByRole("heading", { name: "No registrations yet" })).toHaveCount(0);
      await expect(page.getByTestId("new-registrations")).toHaveCount(0);
      await expect(page.getByRole("button", { name: /show them/i })).toHaveCount(0);
      await expect(page.getByText(/^0 registrations/)).toHaveCount(0);

      // With rows on screen, the next ones are announced (rows never move under the pointer), once.
      await Promise.all([30, 31].map((i) => api.registrations.create(id, lead(i))));
      const banner = page.getByTestId("new-registrations");
      await expect(banner).toHaveText("2 new registrations Show them", { timeout: 20_000 });
      await expect(rows(page)).toHaveCount(30);
      await banner.getByRole("button", { name: "Show them" }).click();
      await expect(rows(page)).toHaveCount(32);
      await expect(banner).toHaveCount(0);
      await expect(page.getByTestId("registrations-total")).toHaveText("32 registrations of First Hour Expo");
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    },
  );

  test(
    "Export CSV: multi-line notes, lone CRs, quotes, commas and tabs come " +
      "back exactly as stored, one record per registration",
    async ({ page }) => {
      const api = apiFor(credentials("leads"));
      const { id } = await api.events.create({
        name: "Notes Fair",
        questions: [
          { id: "email", type: "email", label: "E-mail" },
          { id: "company", type: "text", label: "Company" },
          { id: "notes", type: "text", subtype: "multiline", label: "Notes from the conversation" },
        ] as Question[],
      });
      const notes = [
        "Notes from the conversation:\nwants a demo\nbudget in Q3",
        "lone\rcarriage return",
        'said "call me", then left',
        "tab\tseparated",
        "=1+1\nand more",
        "\n",
        "a CRLF\r\nbreak",
      ];
      const companies = ["Acme, Inc.", '"Quoted" Ltd', "Tab\tCo", "@Engines", "-2+3", "+33 1 23", "Plain"];
      // 30 leads, most with multi-line notes, as at a stand.
      for (let i = 0; i < 30; i++)
        await api.registrations.create(id, {
          email: { value: `notes${i}@example.com` },
          company: { value: companies[i % companies.length] },
          notes: { value: notes[i % notes.length] },
        });
      await signIn(page, credentials("leads"));
      await page.goto(`/events/${id}/registrations`);
      const downloading = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export CSV" }).click();
      const download = await downloading;
      await expect(page.getByRole("status").filter({ hasText: /^Exported / })).toHaveText("Exported 30 registrations.");
      const bytes = fs.readFileSync((await download.path())!);
      // As a spreadsheet program reads it: a lone LF or CR outside quotes would end a record.
      const [header, ...body] = parse(bytes, { bom: true, record_delimiter: ["\r\n", "\n", "\r"] }) as string[][];
      expect(header).toEqual([
        "E-mail",
        "Company",
        "Notes from the conversation",
        "Registered at (UTC)",
        "Registration id",
        "Captured at (UTC)",
        "Capture device",
        "Capture staff",
        "Form version (UTC)",
      ]);
      expect(body).toHaveLength(30);
      const stored = await api.registrations.toArray(id);
      // The formula guard's apostrophe taken off, each cell is what was stored.
      const restored = (cell: string) =>
        /^'[\s\u3000]*[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/u.test(cell) && !/^'-?\d+(\.\d+)?$/.test(cell)
          ? cell.slice(1)
          : cell;
      expect(body.map((record) => record.slice(0, 3).map(restored))).toEqual(
        stored.map((registration) => [
          registration.values.email.value,
          registration.values.company.value,
          registration.values.notes.value,
        ]),
      );
      expect(body.map((record) => record[3])).toEqual(
        stored.map((registration) => new Date(registration.created).toISOString().replace(/\.\d{3}Z$/, "Z")),
      );
    },
  );

  test(
    "at 1440 px a wide table uses the page's width and scrolls in its own " +
      "frame, the first and Open columns fixed; Columns chooses what shows, " +
      "per event",
    async ({ page }) => {
      test.setTimeout(120_000);
      const api = apiFor(credentials("leads"));
      const wide = [
        ...QUESTIONS,
        { id: "jobTitle", type: "text", label: "Job title" },
        {
          id: "teamSize",
          type: "select",
          label: "Team size",
          options: [
            { label: "1–10", value: "s" },
            { label: "More than 200", value: "l" },
          ],
        },
        { id: "phone", type: "text", label: "Phone" },
        { id: "notes", type: "text", subtype: "multiline", label: "Notes from the conversation" },
      ] as Question[];
      const { id } = await api.events.create({ name: "Wide Fair", questions: wide });
      const { id: otherId } = await api.events.create({ name: "Other Fair", questions: QUESTIONS });
      for (let i = 0; i < 5; i++) {
        await api.registrations.create(id, {
          ...lead(i),
          jobTitle: { value: "Head of Partnerships, Europe, Middle East and Africa" },
          teamSize: { value: "l" },
          phone: { value: "+49 711 1234 5678" },
          notes: { value: "Wants a demo of the capture app on three tablets\nbudget in Q3" },
        });
        await api.registrations.create(otherId, lead(i));
      }
      await page.setViewportSize({ width: 1440, height: 900 });
      await signIn(page, credentials("leads"));
      await page.goto(`/events/${id}/registrations`);
      await expect(rows(page)).toHaveCount(5);
      const frame = page.getByTestId("registrations-frame");
      // The page's width, not the 1,152 px column of the other pages (polled: the table may render once more as the
      // page's first check for new registrations answers).
      await expect.poll(async () => (await frame.boundingBox())?.width ?? 0).toBeGreaterThan(1300);
      const box = (await frame.boundingBox())!;
      const sizes = await frame.evaluate((element) => ({
        scroll: element.scrollWidth,
        client: element.clientWidth,
        page: document.documentElement.scrollWidth,
        window: document.documentElement.clientWidth,
      }));
      expect(sizes.scroll, "the table is wider than its frame").toBeGreaterThan(sizes.client);
      expect(sizes.page, "the page does not scroll sideways").toBeLessThanOrEqual(sizes.window);
      // Every header is whole ("Team siz" was cut off).
      const cut = await page
        .locator("thead th")
        .evaluateAll((cells) =>
          cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent),
        );
      expect(cut).toEqual([]);
      const first = rows(page).first();
      const open = first.getByRole("button", { name: /^Open/ });
      const registered = first.locator("td").first();
      for (const scrollLeft of [0, 400, 100_000]) {
        await frame.evaluate((element, left) => element.scrollTo({ left }), scrollLeft);
        // The Open column and the first column stay inside the frame, wherever it is scrolled to.
        const openBox = (await open.boundingBox())!;
        expect(openBox.x + openBox.width, `Open at scrollLeft ${scrollLeft}`).toBeLessThanOrEqual(box.x + box.width);
        expect(openBox.x).toBeGreaterThan(box.x + box.width / 2);
        expect(
          Math.abs((await registered.boundingBox())!.x - box.x),
          `the first column at scrollLeft ${scrollLeft}`,
        ).toBeLessThanOrEqual(1);
      }
      await open.click();
      await expect(page.getByRole("complementary", { name: /Zoë Ana Núñez4/ })).toBeVisible();
      await page.keyboard.press("Escape");

      // Columns: hide two, and the table follows; the choice is remembered for this event only.
      await page.getByRole("button", { name: "Columns" }).click();
      const menu = page.getByRole("group", { name: "Columns shown" });
      await menu.getByRole("checkbox", { name: "Company" }).uncheck();
      await menu.getByRole("checkbox", { name: "Notes from the conversation" }).uncheck();
      await expect(page.locator("thead th", { hasText: "Company" })).toHaveCount(0);
      await expect(page.locator("thead th", { hasText: "Notes from the conversation" })).toHaveCount(0);
      await expect(page.locator("thead th", { hasText: "Job title" })).toHaveCount(1);
      await expect(page.getByRole("button", { name: "Columns" })).toContainText("14 of 16");
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await page.reload();
      await expect(rows(page)).toHaveCount(5);
      await expect(page.locator("thead th", { hasText: "Company" })).toHaveCount(0);
      await expect(page.locator("thead th", { hasText: "Job title" })).toHaveCount(1);
      await page.goto(`/events/${otherId}/registrations`);
      await expect(rows(page)).toHaveCount(5);
      await expect(page.locator("thead th", { hasText: "Company" })).toHaveCount(1);
      // Show all brings them back.
      await page.goto(`/events/${id}/registrations`);
      await page.getByRole("button", { name: "Columns" }).click();
      await page.getByRole("group", { name: "Columns shown" }).getByRole("button", { name: "Show all" }).click();
      await expect(page.locator("thead th", { hasText: "Company" })).toHaveCount(1);
      await expect(page.locator("thead th", { hasText: "Notes from the conversation" })).toHaveCount(1);
    },
  );
});
