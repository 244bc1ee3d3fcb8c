// The screenshots of the studio guide (docs/studio.md) and the README, taken from the real UI so that they stay
// current: `npm run docs:screenshots` (after `npm run build`). It starts the production server on a fresh embedded
// database with the demo data (as `npm start` does on a new machine), seeds a few events and registrations through
// the SDK, signs in as the demo person in Debian's Chromium (the e2e tests' flags), drives the studio to each state
// and writes docs/images/<name>.png at 1280×800, overwriting the previous ones. A second server without demo data
// shows the first-run setup page. Nothing is left behind: both servers stop and their data folders are removed.
//
// On demand only, not part of `npm test`: it takes a minute or two and its output is pictures, checked by a person.
// scripts/docs-images.test.ts checks that every image the guide and the README show exists, and every PNG is shown.
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { createClient, type Client, type Question, type RegistrationValues } from "../lib/sdk";
import { brokenDefinition, pasteInto } from "../e2e/json-view-helpers";
import { startServer, type TestServer } from "../tests/support/server";

const ROOT = path.resolve(__dirname, "..");
const OUT = path.join(ROOT, "docs", "images");
const VIEWPORT = { width: 1280, height: 800 };
/** Above this a picture is too heavy for a repository: the run fails and says which. */
const MAX_BYTES = 300 * 1024;
// The flags of playwright.config.ts: Debian's Chromium, no sandbox (containers), no network of its own.
const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};
// SCREENSHOTS_PORT (and the next port for the first-run server) when fixed ports are wanted; otherwise any free one.
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 0);

const written: { name: string; bytes: number }[] = [];

function log(line: string) {
  process.stdout.write(`${line}\n`);
}

/** Polls `check` until it holds (the pages answer asynchronously: a save, a worker, the server's verdict). */
async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`Timed out waiting for: ${what}`);
}

async function shot(page: Page, name: string): Promise<void> {
  // Let layout, fonts and transitions settle; the caret is hidden by Playwright.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  const file = path.join(OUT, `${name}.png`);
  await page.screenshot({ path: file, animations: "disabled" });
  const bytes = fs.statSync(file).size;
  written.push({ name, bytes });
  log(`  docs/images/${name}.png  ${Math.round(bytes / 1024)} kB`);
}

async function newContext(browser: Browser): Promise<BrowserContext> {
  // A fixed locale and time zone so that dates read the same on every machine.
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    locale: "en-GB",
    timezoneId: "UTC",
    colorScheme: "light",
  });
  // Leaving an editor with unsaved changes asks first (beforeunload): these reloads mean to leave.
  context.on("page", (page) => page.on("dialog", (dialog) => void dialog.accept()));
  return context;
}

async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(/\/events$/, { timeout: 20_000 });
}

async function openEditor(page: Page, baseUrl: string, id: number): Promise<void> {
  await page.goto(`${baseUrl}/events/${id}`);
  await page.locator('[data-testid="editor"][data-hydrated]').waitFor({ timeout: 20_000 });
}

/** Reloads the editor and discards the draft of what the picture needed but nobody meant to keep. */
async function reloadWithoutDraft(page: Page): Promise<void> {
  await page.reload();
  await page.locator('[data-testid="editor"][data-hydrated]').waitFor({ timeout: 20_000 });
  const discard = page.getByTestId("draft-offer").getByRole("button", { name: "Discard" });
  if (
    await discard.waitFor({ timeout: 2_000 }).then(
      () => true,
      () => false,
    )
  )
    await discard.click();
}

const card = (page: Page, id: string) =>
  page.getByTestId("question-card").filter({ has: page.getByTestId("card-id").getByText(id, { exact: true }) });

async function selectCard(page: Page, id: string): Promise<void> {
  await card(page, id).getByTestId("card-label").click();
}

async function saved(page: Page): Promise<void> {
  await page
    .getByRole("status")
    .filter({ hasText: /^Saved/ })
    .waitFor({ timeout: 20_000 });
}

/** The demo person's and the demo API client's credentials, printed once by the first start. */
function demoCredentials(server: TestServer) {
  const logs = server.logs();
  const pick = (pattern: RegExp) => {
    const match = pattern.exec(logs);
    if (!match) throw new Error(`The server did not print the demo credentials:\n${logs}`);
    return match[1];
  };
  return {
    email: pick(/e-mail:\s+(\S+)/),
    password: pick(/password:\s+(\S+)/),
    clientId: pick(/client id:\s+(\S+)/),
    clientSecret: pick(/client secret:\s+(\S+)/),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// What the pictures show, seeded through the API as an integrator would.

const FIRST = ["Ada", "Grace", "Alan", "Margaret", "Linus", "Barbara", "Tim", "Katherine", "Edsger", "Frances"];
const LAST = [
  "Lovelace",
  "Hopper",
  "Turing",
  "Hamilton",
  "Torvalds",
  "Liskov",
  "Berners-Lee",
  "Johnson",
  "Dijkstra",
  "Allen",
];
const COMPANIES = [
  "Nordwerk GmbH",
  "Atelier Lumière",
  "Brightline Foods",
  "Vega Logistics",
  "Helios Energy",
  "Ostra Pharma",
];

/** A visitor of the demo form's stand: answers that the demo form's rules accept, varied for the charts. */
function visitor(i: number): RegistrationValues {
  const timeframe = (["now", "soon", "later", "later", "soon"] as const)[i % 5];
  const values: RegistrationValues = {
    fullName: { value: `${FIRST[i % FIRST.length]} ${LAST[(i * 3) % LAST.length]}` },
    email: { value: `visitor${i + 1}@example.com` },
    company: { value: COMPANIES[i % COMPANIES.length] },
    jobRole: {
      value: (["automationEngineer", "plantManager", "maintenance", "executive", "automationEngineer"] as const)[i % 5],
    },
    interests: {
      value: (["plc", "robotics", "vision", "software"] as const).filter((_, bit) => ((i + 1) * 5) & (1 << bit)),
    },
    timeframe: { value: timeframe },
    rating: { value: 3 + (i % 3) },
    emailMe: { value: i % 3 !== 0 },
    consent: { value: true },
  };
  if ((values.interests.value as string[]).length === 0) values.interests = { value: ["robotics"] };
  if (timeframe !== "later") values.budget = { value: 50 + 25 * (i % 7) };
  if (timeframe === "now") values.demoDate = { value: `2027-04-${String(10 + (i % 15)).padStart(2, "0")}` };
  return values;
}

/** A form whose logic can never show two questions and whose labels hold an invisible direction override. */
const WARNINGS_FORM = [
  {
    id: "visitorType",
    type: "radio",
    label: "Visitor type",
    options: [
      { label: "Partner", id: "partner" },
      { label: "Guest", id: "guest" },
    ],
  },
  {
    id: "companySize",
    type: "number",
    label: "Company size",
    displayed: { $and: [{ visitorType: "partner" }, { visitorType: "guest" }] },
  },
  {
    id: "badge",
    type: "text",
    label: "Badge name",
    displayed: { $or: [{ visitorType: { $exists: true } }, { visitorType: { $exists: false } }] },
  },
  { id: "city", type: "text", label: "City \u202Eeman ytic" },
] as Question[];

const ROLE = {
  id: "role",
  type: "radio",
  label: "Role",
  options: [
    { label: "Partner", id: "partner" },
    { label: "Guest", id: "guest" },
  ],
};
const SUPPORT_FORM = [
  ROLE,
  { id: "company", type: "text", label: "Company" },
  { id: "city", type: "text", label: "City" },
] as Question[];

const CONFLICT_FORM = [
  {
    id: "products",
    type: "checkboxGroup",
    label: "Which products interest you?",
    options: [
      { label: "Collaborative robots", id: "robotics" },
      { label: "Vision sensors", id: "sensors" },
    ],
  },
  { id: "budget", type: "number", label: "Budget" },
  { id: "notes", type: "text", label: "Notes" },
] as Question[];

// ---------------------------------------------------------------------------------------------------------------

async function seed(api: Client) {
  const events = await api.events.toArray();
  const demo = events.find((event) => event.name.includes("Industrial Automation Expo"));
  if (!demo) throw new Error("The demo event is missing.");
  const demoId = Number(demo.id);
  for (let i = 0; i < 36; i++) await api.registrations.create(demoId, visitor(i));
  const create = async (name: string, questions: Question[]) =>
    Number((await api.events.create({ name, type: "standard", questions })).id);
  const springId = await create("Spring Open House 2027", CONFLICT_FORM);
  const warningsId = await create("Partner Day — logic check", WARNINGS_FORM);
  const supportId = await create("Partner Summit 2027", SUPPORT_FORM);
  return { demoId, springId, warningsId, supportId };
}

async function firstRun(browser: Browser): Promise<void> {
  const server = await startServer({
    database: "pglite",
    env: { DEMO_DATA: "false", PORT: String(PORT ? PORT + 1 : 0) },
  });
  try {
    const page = await (await newContext(browser)).newPage();
    await page.goto(`${server.baseUrl}/setup`);
    await page.getByRole("heading", { name: "Create the owner account" }).waitFor();
    await page.getByLabel("Your name").fill("Olivia Owner");
    await page.getByLabel("E-mail").fill("olivia@fairs.example");
    await page.getByLabel("Company name").fill("Fairs & Co. Ltd");
    await shot(page, "setup");
    await page.context().close();
  } finally {
    await server.stop();
    await server.destroy();
  }
}

async function organiser(
  browser: Browser,
  server: TestServer,
  ids: Awaited<ReturnType<typeof seed>>,
  demo: ReturnType<typeof demoCredentials>,
) {
  const base = server.baseUrl;
  const context = await newContext(browser);
  const page = await context.newPage();

  // Sign-in: on the server's own machine the demo account is offered.
  await page.goto(`${base}/sign-in`);
  await page.getByRole("button", { name: "Use the demo account" }).click();
  await until(
    "the demo e-mail is filled in",
    async () => (await page.getByLabel("E-mail").inputValue()) === demo.email,
  );
  await shot(page, "sign-in");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(/\/events$/, { timeout: 20_000 });
  await page.getByRole("link", { name: /Industrial Automation Expo 2027/ }).waitFor();
  await shot(page, "events");

  // Members: an invitation link for a colleague.
  await page.goto(`${base}/settings/members`);
  await page.getByLabel(/Who is it for/).fill("Vera, marketing");
  await page.getByRole("radio", { name: "Viewer" }).check();
  await page.getByRole("button", { name: "Create invitation link" }).click();
  const link = page.getByTestId("invitation-link").getByRole("textbox", { name: "Invitation link" });
  await until("the invitation link", async () => /\/invite\//.test(await link.inputValue()));
  const invitation = await link.inputValue();
  await shot(page, "members");

  // The editor, with a question selected: the README's picture.
  await openEditor(page, base, ids.demoId);
  await selectCard(page, "jobRole");
  await page.getByRole("region", { name: "Properties of Job role" }).waitFor();
  await shot(page, "editor");

  // Options in groups, and "Paste many" into one of them.
  await page.getByRole("button", { name: "Paste many into 'Engineering'…" }).click();
  await page
    .getByRole("textbox", { name: "Paste options, one per line" })
    .fill("Process engineer\nQuality engineer\nMaintenance");
  await page.getByRole("button", { name: /^Add \d+ options?$/ }).scrollIntoViewIfNeeded();
  await shot(page, "paste-options");
  await reloadWithoutDraft(page);

  // A conflict: someone else saved while I was editing.
  const theirs = await (await newContext(browser)).newPage();
  await signIn(theirs, base, demo.email, demo.password);
  await openEditor(theirs, base, ids.springId);
  await openEditor(page, base, ids.springId);
  await selectCard(theirs, "budget");
  await theirs.getByLabel("Question", { exact: true }).fill("Budget for this year");
  await theirs.getByRole("button", { name: "Save", exact: true }).click();
  await saved(theirs);
  await selectCard(page, "budget");
  await page.getByLabel("Question", { exact: true }).fill("Estimated budget (k€)");
  await selectCard(page, "notes");
  await page.getByLabel("Question", { exact: true }).fill("Notes from the conversation");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByRole("dialog", { name: "Someone else saved this form while you were editing" }).waitFor();
  await shot(page, "conflict");
  await page.getByRole("button", { name: "Keep mine on top of theirs" }).click();
  await saved(page);
  await theirs.context().close();

  return { context, page, invitation };
}

async function marketer(page: Page, base: string, ids: Awaited<ReturnType<typeof seed>>) {
  // A condition as visual rules: the demo's budget is shown only for buyers within a year.
  await openEditor(page, base, ids.demoId);
  await selectCard(page, "budget");
  await page.getByRole("navigation", { name: "Sections" }).getByRole("button", { name: "Logic" }).click();
  const rules = page.getByTestId("logic-editor-displayed");
  await rules.getByTestId("logic-writes-words").waitFor();
  // What it writes, in words and (opened) as JSON.
  await rules.locator("summary", { hasText: "JSON" }).click();
  await rules.evaluate((element) => element.scrollIntoView({ block: "nearest" }));
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, "visual-rules");

  // The same condition in code, with a value that is not one of the options marked as the visual rules would.
  const condition = page.getByTestId("logic-editor-displayed");
  await condition.getByRole("radio", { name: "Code" }).click();
  const editor = page.getByTestId("logic-code-editor");
  await until("the code editor", async () => (await editor.getAttribute("data-ready")) === "true");
  await pasteInto(page, editor, '{"timeframe": {"$in": ["now", "soon", "next year"]}}');
  await page.getByTestId("logic-code-problems").waitFor();
  // Down to the note under the code that says it is not in the form yet.
  await condition.evaluate((element) => element.scrollIntoView({ block: "end" }));
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, "code-condition");
  await reloadWithoutDraft(page);

  // The preview, an answer that hides a question, and Why?.
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  const preview = page.getByTestId("preview");
  await preview.waitFor();
  await preview.getByRole("switch", { name: "Show hidden questions" }).click();
  await preview.getByRole("radio", { name: "Just researching" }).check();
  const budget = preview.locator('[data-question-id="budget"]');
  await budget.scrollIntoViewIfNeeded();
  await budget.getByRole("button", { name: /^Why\?/ }).click();
  await preview.getByTestId("why-panel").waitFor();
  await preview.getByTestId("why-panel").evaluate((element) => element.scrollIntoView({ block: "center" }));
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, "preview-why");

  // A test registration: the server's verdict beside the preview's.
  await preview.getByRole("radio", { name: "Within 3 months" }).check();
  await preview
    .locator('[data-question-id="fullName"]')
    .getByLabel(/Full name/)
    .fill("Ada Lovelace");
  await preview
    .locator('[data-question-id="email"]')
    .getByLabel(/E-mail address/)
    .fill("ada@example.com");
  await preview.getByRole("button", { name: "Send as test registration" }).click();
  const verdict = preview.getByTestId("test-registration");
  await until("the server's verdict", async () =>
    /Refused|Accepted/.test((await verdict.getByTestId("server-verdict").textContent()) ?? ""),
  );
  await verdict.evaluate((element) => element.scrollIntoView({ block: "start" }));
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, "test-registration");

  // The logic's warnings in the Problems drawer.
  await openEditor(page, base, ids.warningsId);
  await page.getByRole("button", { name: /^Problems/ }).click();
  const logic = page.getByTestId("logic-problems");
  await until("the logic report", async () => (await logic.getAttribute("aria-busy")) === "false");
  await shot(page, "problems");

  // Registrations, with the answers at a glance.
  await page.goto(`${base}/events/${ids.demoId}/registrations`);
  await page.locator("tbody tr[data-registration-id]").first().waitFor();
  await page.locator("figure[data-chart]").first().waitFor({ timeout: 30_000 });
  // One visitor's answers, with the questions the form's logic hid for them marked.
  await page.locator("tbody tr[data-registration-id]").nth(2).click();
  await page.getByRole("complementary").getByText("Hidden for this visitor").first().waitFor();
  await shot(page, "registrations");
}

async function support(
  browser: Browser,
  page: Page,
  base: string,
  ids: Awaited<ReturnType<typeof seed>>,
  invitation: string,
) {
  // The JSON view with a broken definition pasted in: each problem marked where it is, its message on hover.
  await openEditor(page, base, ids.supportId);
  await page.getByRole("tab", { name: "JSON" }).click();
  const json = page.getByTestId("json-editor");
  await json.locator(".monaco-editor").waitFor({ timeout: 30_000 });
  await pasteInto(page, json, brokenDefinition("Partner Summit 2027"));
  await until("the three problems", async () =>
    /^3 problems/.test((await page.getByTestId("json-status").textContent()) ?? ""),
  );
  await json
    .locator(".view-line span span")
    .filter({ hasText: /^"compnay"$/ })
    .hover();
  await page.locator(".monaco-hover:not(.hidden)").filter({ hasText: /\S/ }).first().waitFor();
  await shot(page, "json-view");
  await page.mouse.move(0, 0);

  // Import with the field-level comparison (from the saved form: reload and drop the pasted draft first).
  await reloadWithoutDraft(page);
  await page.getByRole("tab", { name: "JSON" }).click();
  await json.locator(".monaco-editor").waitFor({ timeout: 30_000 });
  await page.getByRole("button", { name: "Import…" }).click();
  const dialog = page.getByRole("dialog", { name: "Import questions" });
  const imported = [
    { ...ROLE, options: [...ROLE.options, { label: "Press", id: "press" }] },
    { id: "company", type: "text", label: "Company name", maxLength: 80, displayed: { role: "partner" } },
    { id: "badge", type: "text", label: "Badge" },
  ];
  await dialog.getByLabel("JSON to import").fill(JSON.stringify(imported, null, 2));
  await dialog.getByRole("button", { name: "Check" }).click();
  await dialog.getByTestId("import-summary").waitFor();
  await shot(page, "import-diff");

  // A viewer (the colleague invited above) reads the form and changes nothing.
  const viewer = await (await newContext(browser)).newPage();
  await viewer.goto(invitation);
  await viewer.getByLabel("Your name").fill("Vera Viewer");
  await viewer.getByLabel("E-mail").fill("vera@example.com");
  await viewer.getByLabel(/^Password/).fill("vera only reads the forms");
  await viewer.getByRole("button", { name: "Create my account and join" }).click();
  await viewer.waitForURL(/\/events$/, { timeout: 20_000 });
  await viewer.goto(`${base}/events/${ids.demoId}`);
  await viewer.getByTestId("read-only-event").waitFor();
  await viewer.getByRole("form", { name: "Form preview" }).waitFor();
  await shot(viewer, "viewer");
  await viewer.context().close();
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, ".next", "BUILD_ID")))
    throw new Error("No production build: run `npm run build` first.");
  fs.mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch(CHROMIUM);
  let server: TestServer | undefined;
  try {
    log("First run (a server without demo data):");
    await firstRun(browser);
    log("The studio with the demo data:");
    server = await startServer({ database: "pglite", env: { PORT: String(PORT) } });
    const demo = demoCredentials(server);
    const api = createClient({ baseUrl: server.baseUrl, clientId: demo.clientId, clientSecret: demo.clientSecret });
    const ids = await seed(api);
    const { page, invitation } = await organiser(browser, server, ids, demo);
    await marketer(page, server.baseUrl, ids);
    await support(browser, page, server.baseUrl, ids, invitation);
  } finally {
    await browser.close();
    if (server) {
      await server.stop();
      await server.destroy();
    }
  }
  const heavy = written.filter((image) => image.bytes > MAX_BYTES);
  if (heavy.length)
    throw new Error(`Too heavy (over ${MAX_BYTES / 1024} kB): ${heavy.map((image) => image.name).join(", ")}`);
  log(`${written.length} screenshots in docs/images.`);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
