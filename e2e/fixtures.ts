// Playwright fixtures shared by every browser test: the people and API clients the server was seeded with
// (e2e/seed.ts, run by playwright.config.ts before the server starts), sign-in through the real form, and SDK
// clients against the test server for seeding and checking over the API.
import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Browser, type Page, type Request } from "@playwright/test";
import { createClient, type Client } from "../lib/sdk";
import type { E2eClientName, E2eCredentials } from "./clients";

export type { E2eCredentials };

export const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3217}`;

let loaded: Record<E2eClientName, E2eCredentials> | null = null;

/**
 * The seeded owner and API client of one company set (`demo`, `acme`, `support` for globex and initech, `pager`,
 * `guarded`, `team`): `email` and `password` sign in to the studio, `clientId` and `clientSecret` reach the API.
 */
export function credentials(name: E2eClientName): E2eCredentials {
  const file = process.env.E2E_CREDENTIALS_FILE;
  if (!file) throw new Error("E2E_CREDENTIALS_FILE is not set: run the tests through playwright.config.ts.");
  loaded ??= JSON.parse(fs.readFileSync(file, "utf8")) as Record<E2eClientName, E2eCredentials>;
  return loaded[name];
}

/** An SDK client of the test server acting for `username` (needed when the client has several companies). */
export function apiFor(creds: E2eCredentials, username?: string): Client {
  return createClient({ baseUrl: baseURL, clientId: creds.clientId, clientSecret: creds.clientSecret, username });
}

/** Signs in through the sign-in form as `creds`' person and waits for the events page (or `expectPath`). */
export async function signIn(
  page: Page,
  creds: Pick<E2eCredentials, "email" | "password">,
  options: { username?: string; expectPath?: RegExp } = {},
): Promise<void> {
  if (!page.url().includes("/sign-in")) await page.goto("/sign-in");
  const fields = [
    [page.getByLabel("E-mail"), creds.email],
    [page.getByLabel("Password"), creds.password],
  ] as const;
  for (const [field, value] of fields) await field.fill(value);
  // What was typed must still be there when the form is sent (the form keeps text typed before it hydrated).
  for (const [field, value] of fields) await expect(field).toHaveValue(value);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(options.username ? /\/events/ : (options.expectPath ?? /\/events$/), {
    timeout: 15_000,
  });
  if (options.username) await switchCompany(page, options.username);
}

/**
 * A page in a browser context of its own, from an address of its own (`X-Forwarded-For`), so that the sign-in
 * throttle, which counts per address, does not see one test's sign-ins as another's.
 */
export async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 200) + 20}` },
  });
  return context.newPage();
}

/** A fresh page (`freshPage`) signed in as `person`. */
export async function signedInPage(
  browser: Browser,
  person: Pick<E2eCredentials, "email" | "password">,
): Promise<Page> {
  const page = await freshPage(browser);
  await signIn(page, person);
  return page;
}

/** axe's serious and critical violations on the page (or inside `include`), as "id: help" lines. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  return (await (include ? builder.include(include) : builder).analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help}`);
}

/** Switches the studio to another of the person's companies through the header. */
export async function switchCompany(page: Page, username: string): Promise<void> {
  const current = page.getByTestId("current-company");
  if ((await current.textContent())?.includes(`@${username}`)) return;
  await page.getByRole("button", { name: "Switch company" }).click();
  const dialog = page.getByRole("dialog", { name: "Switch company" });
  await dialog.getByRole("button", { name: new RegExp(`@${username}\\b`) }).click();
  await expect(current).toContainText(`@${username}`);
}

/** Creates an invitation link on the members page as `owner` and returns it. */
export async function createInvitationLink(
  owner: Page,
  role: "Owner" | "Editor" | "Viewer",
  note: string,
): Promise<string> {
  await owner.goto("/settings/members");
  await owner.getByLabel(/Who is it for/).fill(note);
  await owner.getByRole("radio", { name: role }).check();
  await owner.getByRole("button", { name: "Create invitation link" }).click();
  const link = owner.getByTestId("invitation-link").getByRole("textbox", { name: "Invitation link" });
  await expect(link).toHaveValue(/\/invite\/[A-Za-z0-9_-]{20,}$/);
  return link.inputValue();
}

/** `test` with `apiFor` and `signIn` as fixtures too, for specs that prefer them injected. */
export const test = base.extend<{ apiFor: typeof apiFor; signIn: typeof signIn }>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
  apiFor: async ({}, provide) => provide(apiFor),
  signIn: async ({}, provide) => provide(signIn),
});

export { expect };

/** The requests the page makes to another origin from now on (data: and blob: are its own): nothing may need one. */
export function foreignRequests(page: Page): string[] {
  const foreign: string[] = [];
  const origin = new URL(baseURL).origin;
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith("data:") && !url.startsWith("blob:")) foreign.push(url);
  });
  return foreign;
}

/**
 * The URLs of the page's requests still waiting for an answer, from now on (a request that fails is done too). Unlike
 * the page's "networkidle", it says which requests keep it waiting. (A worker ended while its script loads leaves
 * that request unanswered for good in Chromium: the JSON view once restarted Monaco's JSON worker that way.)
 */
export function requestsInFlight(page: Page): () => string[] {
  const pending = new Set<Request>();
  page.on("request", (request) => pending.add(request));
  page.on("requestfinished", (request) => pending.delete(request));
  page.on("requestfailed", (request) => pending.delete(request));
  return () => [...pending].map((request) => request.url());
}

/** Waits until no request of the page is waiting for an answer; on failure the message lists those that still are. */
export async function untilAnswered(inFlight: () => string[]): Promise<void> {
  await expect.poll(inFlight, { message: "every request the page made is answered", timeout: 30_000 }).toEqual([]);
}
