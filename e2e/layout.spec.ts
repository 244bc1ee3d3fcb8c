// Page layout at a tablet's, a small laptop's and a desktop's width: no studio page scrolls sideways, and the form
// editor's document never grows past the window (its top bar with Save stays on screen), a condition open in the
// inspector included. An sr-only text inside a scroll container with no positioned ancestor is placed against the
// page instead, and stretches it (docs/architecture.md "Page layout").
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { Question, RegistrationValues } from "../lib/sdk";
import { apiFor, credentials, expect, signIn, test } from "./fixtures";

const WIDTHS = [820, 1024, 1440] as const;
/** A tablet held upright is tall; the laptops are not. */
const heightOf = (width: number) => (width === 820 ? 1180 : 800);

/** A form as wide as a real one: the demo's questions and then some, each answered at length. */
const QUESTIONS = [
  { id: "fullName", type: "text", label: "Full name" },
  { id: "email", type: "email", label: "E-mail" },
  { id: "company", type: "text", label: "Company" },
  { id: "jobTitle", type: "text", label: "Job title" },
  { id: "phone", type: "text", label: "Phone" },
  {
    id: "teamSize",
    type: "select",
    label: "Team size",
    options: [
      { label: "1–10", value: "s" },
      { label: "11–200", value: "m" },
      { label: "More than 200", value: "l" },
    ],
  },
  {
    id: "visitorType",
    type: "radio",
    label: "Visitor type",
    options: [
      { id: "partner", label: "Partner" },
      { id: "visitor", label: "Visitor" },
    ],
  },
  {
    id: "interests",
    type: "checkboxGroup",
    label: "Interests",
    options: [
      { id: "ai", label: "Collaborative robots" },
      { id: "db", label: "Databases" },
    ],
  },
  { id: "city", type: "text", label: "City" },
  { id: "country", type: "text", label: "Country" },
  { id: "newsletter", type: "checkbox", label: "Newsletter" },
  { id: "notes", type: "text", subtype: "multiline", label: "Notes from the conversation" },
] as Question[];

function lead(i: number): RegistrationValues {
  return {
    fullName: { value: `Maximiliane Ottilie von Hohenzollern-Sigmaringen ${i}` },
    email: { value: `maximiliane.hohenzollern${i}@a-rather-long-company-domain.example` },
    company: { value: "Internationale Messe- und Ausstellungsgesellschaft mbH" },
    jobTitle: { value: "Head of Partnerships, Europe, Middle East and Africa" },
    phone: { value: "+49 711 1234 5678" },
    teamSize: { value: "l" },
    visitorType: { value: "partner" },
    interests: { value: ["ai", "db"] },
    city: { value: "Stuttgart-Bad Cannstatt" },
    country: { value: "Deutschland" },
    newsletter: { value: true },
    notes: { value: "Wants a demo of the capture app\non three tablets at the Hanover fair\nbudget in Q3" },
  };
}

/** How far the page scrolls sideways, and the elements that stick out past the window's right edge. */
function sideways(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    // Elements taken out of the flow come first: they are the ones that escape their scroll containers.
    const outOfFlow = (element: Element) =>
      ["absolute", "fixed"].includes(getComputedStyle(element).position) ? 0 : 1;
    const culprits = [...document.body.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .sort((a, b) => outOfFlow(a) - outOfFlow(b))
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} ` +
          `→ ${Math.round(element.getBoundingClientRect().right)} px`,
      );
    return { overflow: root.scrollWidth - width, culprits };
  });
}

/** How far the editor's document grows past the window's bottom. */
const downwards = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight);

let eventId = 0;
const eventName = `Layout Fair ${Date.now()}`;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const api = apiFor(credentials("leads"));
  ({ id: eventId } = await api.events.create({ name: eventName, questions: QUESTIONS }));
  for (let i = 0; i < 12; i++) await api.registrations.create(eventId, lead(i));
});

test("no studio page scrolls sideways at 820, 1024 and 1440 px", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, credentials("leads"));
  const pages: { path: string; ready: () => Promise<void> }[] = [
    {
      path: "/events",
      ready: () => expect(page.getByRole("link", { name: eventName, exact: true })).toBeVisible({ timeout: 15_000 }),
    },
    {
      path: `/events/${eventId}`,
      ready: () => expect(page.locator('[data-testid="editor"][data-hydrated]')).toBeVisible(),
    },
    {
      path: `/events/${eventId}/registrations`,
      ready: async () => {
        await expect(page.locator("tbody tr[data-registration-id]")).toHaveCount(12);
        await expect(page.locator("figure[data-chart]").first()).toBeVisible({ timeout: 30_000 });
      },
    },
    { path: "/activity", ready: () => expect(page.locator("main h1")).toBeVisible() },
    { path: "/settings/members", ready: () => expect(page.locator("main h1")).toBeVisible() },
    { path: "/settings/mail", ready: () => expect(page.locator("main h1")).toBeVisible() },
    { path: "/settings/api-clients", ready: () => expect(page.locator("main h1")).toBeVisible() },
    { path: "/account", ready: () => expect(page.locator("main h1")).toBeVisible() },
  ];
  const found: string[] = [];
  for (const { path, ready } of pages) {
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.goto(path);
    await ready();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: heightOf(width) });
      const { overflow, culprits } = await sideways(page);
      if (overflow > 0) found.push(`${path} at ${width} px scrolls ${overflow} px sideways: ${culprits.join("; ")}`);
    }
  }
  expect(found).toEqual([]);
});

test("the editor's document never exceeds the window, with a condition open in the inspector's Logic section", async ({
  page,
}) => {
  await signIn(page, credentials("leads"));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: heightOf(width) });
    await page.goto(`/events/${eventId}`);
    await expect(page.locator('[data-testid="editor"][data-hydrated]')).toBeVisible();
    await page
      .getByTestId("question-card")
      .filter({ hasText: "Notes from the conversation" })
      .getByTestId("card-label")
      .click();
    // Below the large breakpoint one panel shows at a time.
    const properties = page.getByRole("tab", { name: "Properties" });
    if (await properties.isVisible()) await properties.click();
    await page
      .getByTestId("inspector")
      .getByRole("radiogroup", { name: "Shown" })
      .getByRole("radio", { name: "Only when…" })
      .click();
    await expect(page.getByTestId("inspector").getByLabel("Rule 1: question")).toBeVisible();
    expect(await downwards(page), `the editor's document at ${width} px`).toBeLessThanOrEqual(0);
    expect((await sideways(page)).overflow, `sideways at ${width} px`).toBeLessThanOrEqual(0);
    // The top bar with Save is on screen, not scrolled away.
    const save = await page.getByRole("button", { name: "Save", exact: true }).boundingBox();
    expect(save!.y).toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test("with the live preview open, the cards keep room for their labels at 1024 and 1440 px", async ({ page }) => {
  await signIn(page, credentials("leads"));
  for (const width of [1024, 1440]) {
    await page.setViewportSize({ width, height: heightOf(width) });
    await page.goto(`/events/${eventId}`);
    await expect(page.locator('[data-testid="editor"][data-hydrated]')).toBeVisible();
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    await expect(page.getByRole("complementary", { name: "Live preview" })).toBeVisible();
    const label = page.getByTestId("card-label").filter({ hasText: "Full name" });
    // "Full name" whole on one line, not squeezed to nothing beside the preview and the properties.
    await expect.poll(async () => (await label.boundingBox())?.width ?? 0, `at ${width} px`).toBeGreaterThan(60);
    const canvas = (await page.getByRole("region", { name: "Form" }).boundingBox())!;
    expect(canvas.width, `the canvas at ${width} px`).toBeGreaterThanOrEqual(280);
    await page.getByRole("button", { name: "Preview", exact: true }).click();
  }
});

test("no empty band under a page's header: what follows starts at the page's usual spacing", async ({ page }) => {
  const { id: empty } = await apiFor(credentials("leads")).events.create({
    name: `Layout, no leads yet ${Date.now()}`,
    questions: QUESTIONS,
  });
  await signIn(page, credentials("leads"));
  const found: string[] = [];
  for (const path of [
    "/events",
    "/settings/members",
    "/settings/api-clients",
    "/activity",
    "/account",
    `/events/${empty}/registrations`,
  ]) {
    await page.goto(path);
    await expect(page.locator("main h1")).toBeVisible();
    await page.waitForLoadState("networkidle");
    // The first thing a person sees below the header: a text, or a box's top border.
    const gap = await page.evaluate(() => {
      const header = document.querySelector("main h1")!.parentElement!;
      const bottom = header.getBoundingClientRect().bottom;
      const tops: number[] = [];
      const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || header.contains(node)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rect = range.getBoundingClientRect();
        if (rect.height > 0 && rect.top >= bottom - 1) tops.push(rect.top);
      }
      for (const element of document.querySelectorAll("main *")) {
        const rect = element.getBoundingClientRect();
        if (header.contains(element) || rect.height === 0 || rect.top < bottom - 1) continue;
        if (parseFloat(getComputedStyle(element).borderTopWidth) > 0) tops.push(rect.top);
      }
      return Math.round(Math.min(...tops) - bottom);
    });
    if (gap > 40) found.push(`${path}: ${gap} px of nothing under the header`);
  }
  expect(found).toEqual([]);
});
