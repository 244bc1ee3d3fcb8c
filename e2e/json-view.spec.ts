// The JSON view (docs/studio.md "Open the definition as JSON") in real Chromium against the production server: markers
// where the API's issues are,
// quick fixes, saving what was fixed (read back through the SDK), text that does not parse never lost, Monaco
// loaded only from our own origin and only when the view opens, and axe clean around the editor.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import {
  cardLabels,
  cards,
  demoApi,
  expectSaved,
  openEditor,
  q,
  readQuestions,
  save,
  seedEvent,
} from "./editor-helpers";
import { baseURL, foreignRequests, requestsInFlight, untilAnswered } from "./fixtures";
import {
  applyQuickFix,
  brokenDefinition as broken,
  hoverText,
  openJsonView,
  replaceText,
  token,
  visibleText,
} from "./json-view-helpers";

test("three breakages marked where they are, fixed with quick fixes, saved and read back", async ({ page }) => {
  const foreign = foreignRequests(page);
  const name = `JSON view ${Date.now()}`;
  const id = await seedEvent([q("company", { label: "Company" })], name);
  await openEditor(page, id);
  await openJsonView(page);
  await replaceText(page, broken(name));
  await expect(page.getByTestId("json-status")).toHaveText(/^3 problems/);

  expect(await hoverText(page, '"company"', 1)).toContain(
    "Question 'company' (2nd): the id 'company' is already used by the 1st question.",
  );
  expect(await hoverText(page, '"true"')).toContain("'required' must be true, false or a logic expression object.");
  expect(await hoverText(page, '"compnay"')).toContain(
    "'displayed' refers to 'compnay', which is not a question of this event.",
  );

  await applyQuickFix(page, '"company"', "Rename to 'company2'", 1);
  await expect(page.getByTestId("json-status")).toHaveText(/^2 problems/);
  await applyQuickFix(page, '"true"', "Write true as a yes/no value (without quotes)");
  await expect(page.getByTestId("json-status")).toHaveText(/^1 problem\b/);
  await applyQuickFix(page, '"compnay"', "Refer to 'company' instead of 'compnay'");
  await expect(page.getByTestId("json-status")).toHaveText("No problems.");

  await save(page);
  await expectSaved(page);
  const saved = await readQuestions(id);
  expect(saved.map((question) => question.id)).toEqual(["company", "company2", "city"]);
  expect(saved[2]).toMatchObject({ required: true, displayed: { company: { $exists: true } } });
  expect(foreign).toEqual([]);
});

test("Monaco loads only when the JSON view opens, from our own origin", async ({ page }) => {
  const scripts = new Map<string, Promise<number>>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      scripts.set(
        response.url(),
        response.body().then(
          (body) => body.length,
          () => 0,
        ),
      );
  });
  const id = await seedEvent([q("company", { label: "Company" })]);
  const inFlight = requestsInFlight(page);
  await openEditor(page, id);
  await untilAnswered(inFlight);
  const before = new Set(scripts.keys());
  await expect(page.locator(".monaco-editor")).toHaveCount(0);
  await openJsonView(page);
  await untilAnswered(inFlight);
  const added = await Promise.all(
    [...scripts].filter(([url]) => !before.has(url)).map(async ([url, size]) => [url, await size] as const),
  );
  // Monaco is over a megabyte of JavaScript: it must arrive now, not with the editor route.
  expect(added.reduce((sum, [, size]) => sum + size, 0)).toBeGreaterThan(1_000_000);
  expect(added.every(([url]) => url.startsWith(new URL(baseURL).origin))).toBe(true);
});

test("text that does not parse keeps the form's last valid state and is never lost", async ({ page }) => {
  const id = await seedEvent([q("company", { label: "Company" }), q("city", { label: "City" })]);
  await openEditor(page, id);
  await openJsonView(page);
  const text = (await visibleText(page)).replace('"Company"', '"Firm"');
  await replaceText(page, text);
  await expect(page.getByTestId("json-status")).toHaveText("No problems.");
  await replaceText(page, text.replace('"label": "City"', '"label": "Town" oops'));
  await expect(page.getByTestId("json-status")).toContainText("The JSON does not parse");

  await page.getByRole("tab", { name: "Visual" }).click();
  await expect(page.getByTestId("json-kept-notice")).toBeVisible();
  expect(await cardLabels(page)).toEqual(["Firm", "City"]);

  await page.getByRole("tab", { name: "JSON" }).click();
  await expect.poll(() => visibleText(page)).toContain('"Town" oops');

  // Saving now would store the last valid state under "Saved", which is not what was typed: refused, saying why.
  await save(page);
  await expect(page.getByText("Not saved: the JSON view's text does not read as an event yet")).toBeVisible();
  expect((await readQuestions(id)).map((question) => question.label)).toEqual(["Company", "City"]);
  // Leaving by a link asks first (the draft keeps the form, not this text); staying keeps the text.
  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "Events", exact: true }).click();
  await expect.poll(() => asked).toEqual([expect.stringContaining("text that does not read as an event")]);
  await expect(page).toHaveURL(new RegExp(`/events/${id}$`));
  await expect.poll(() => visibleText(page)).toContain('"Town" oops');
});

test("axe finds nothing serious around the editor", async ({ page }) => {
  const id = await seedEvent([q("company", { label: "Company" })]);
  await openEditor(page, id);
  await openJsonView(page);
  const results = await new AxeBuilder({ page }).include('[data-testid="json-view"]').analyze();
  expect(
    results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 200)).join(" | ")}`),
  ).toEqual([]);
});

test("a file of 50 questions imported after its summary, saved, and undone in one step", async ({ page }) => {
  const id = await seedEvent([q("company", { label: "Company" }), q("city", { label: "City" })]);
  await openEditor(page, id);
  await openJsonView(page);
  await page.getByRole("button", { name: "Import…" }).click();
  const dialog = page.getByRole("dialog", { name: "Import questions" });
  const questions = Array.from({ length: 50 }, (_, index) => ({
    id: `imported${index + 1}`,
    type: "text",
    label: `Imported ${index + 1}`,
  }));
  await dialog.getByLabel("Or choose a file").setInputFiles({
    name: "fifty.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(questions)),
  });
  await expect(dialog.getByTestId("import-summary")).toContainText("50 added (imported1, imported2");
  await expect(dialog.getByTestId("import-summary")).toContainText("2 removed (company, city)");
  await expect(page.getByRole("tab", { name: "Visual" })).toBeVisible();
  expect(await readQuestions(id)).toHaveLength(2);
  await dialog.getByRole("button", { name: "Replace with 50 questions" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("tab", { name: "Visual" }).click();
  await expect(cards(page).first()).toContainText("Imported 1");
  await save(page);
  await expectSaved(page);
  expect((await readQuestions(id)).map((question) => question.id)).toEqual(questions.map((question) => question.id));

  await page.getByRole("button", { name: "Undo" }).click();
  await expect.poll(() => cardLabels(page)).toEqual(["Company", "City"]);
  await save(page);
  await expectSaved(page);
  expect((await readQuestions(id)).map((question) => question.id)).toEqual(["company", "city"]);
  // The history says which save brought the file in (newest first): the undo is an edit, the import an import.
  const history = await demoApi().versions.list(id, { fields: ["how"] });
  expect(history.items.map((version) => version.how)).toEqual(["editor", "import", "api"]);
});

test("a file over the API's limit is refused before anything changes", async ({ page }) => {
  const id = await seedEvent([q("company", { label: "Company" })]);
  await openEditor(page, id);
  await openJsonView(page);
  await page.getByRole("button", { name: "Import…" }).click();
  const dialog = page.getByRole("dialog", { name: "Import questions" });
  await dialog
    .getByLabel("Or choose a file")
    .setInputFiles({ name: "huge.json", mimeType: "application/json", buffer: Buffer.alloc(1024 * 1024 + 1, 32) });
  await expect(dialog.getByRole("alert")).toHaveText(/the API takes at most 1,048,576 bytes \(1 MiB\) per event/);
  await expect(dialog.getByTestId("import-summary")).toHaveCount(0);
});

test("the generated JSON Schema completes enum values per question type and documents properties on hover", async ({
  page,
}) => {
  const id = await seedEvent([q("company", { label: "Company" })]);
  await openEditor(page, id);
  await openJsonView(page);
  await replaceText(
    page,
    '{\n  "name": "Expo",\n  "type": "standard",\n  "questions": [\n    {\n ' +
      '     "id": "when",\n      "type": "date",\n      "label": "When",\n    ' +
      '  "subtype": ""\n    }\n  ]\n}',
  );
  expect(await hoverText(page, '"subtype"')).toContain("week = YYYY-Www");
  await token(page, '"subtype"').click();
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Control+Space");
  const suggestions = page.locator(".suggest-widget .monaco-list-row");
  await expect(suggestions.first()).toBeVisible();
  expect((await suggestions.allInnerTexts()).map((text) => text.trim().split("\n")[0].replace(/"/g, ""))).toEqual(
    expect.arrayContaining(["date", "datetime", "time", "week", "month"]),
  );
});
