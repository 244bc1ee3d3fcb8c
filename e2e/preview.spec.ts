// The live preview (docs/studio.md "Check it in the preview") in Chromium against the production server: conditional
// questions appearing and
// disappearing as the visitor answers, "Why?" naming the clause, Check answers with each message where the app
// shows it, test registrations the server refuses and accepts (and deletes again), and accessibility.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import type { Question } from "../lib/sdk";
import { card, demoApi, openEditor, seedEvent } from "./editor-helpers";

const partnerForm = (): Question[] =>
  [
    {
      id: "visitorType",
      type: "radio",
      label: "Visitor type",
      options: [{ label: "partner" }, { label: "visitor" }, { label: "press" }],
    },
    {
      id: "companySize",
      type: "number",
      label: "Company size",
      required: true,
      displayed: { visitorType: "partner" },
      errorMessages: { required: "Tell us how many people work at your company." },
    },
    {
      id: "email",
      type: "email",
      label: "E-mail",
      warningMessage: "We only use it to send your badge.",
      successMessage: "That address looks right.",
    },
  ] as Question[];

const everyType = (): Question[] =>
  [
    ...partnerForm(),
    { id: "intro", type: "label", subtype: "header", label: "About you" },
    { id: "name", type: "text", label: "Name", initialVal: "Ada" },
    {
      id: "bio",
      type: "text",
      subtype: "multiline",
      label: "Bio",
      autoCapitalize: "words",
      autoCorrect: "off",
      placeholder: "A few words",
    },
    {
      id: "when",
      type: "date",
      subtype: "datetime",
      label: "Arrival",
      minVal: "2027-03-01T08:00:00",
      maxVal: "2027-03-03T18:00:00",
    },
    {
      id: "topics",
      type: "select",
      label: "Topics",
      multiSelect: true,
      options: [{ label: "Tech", options: [{ label: "AI" }, { label: "Web" }] }, { label: "Other" }],
    },
    { id: "size", type: "select", label: "Size", addEmpty: true, options: [{ label: "Small" }, { label: "Large" }] },
    { id: "days", type: "checkboxGroup", label: "Days", options: [{ label: "Mon" }, { label: "Tue" }] },
    { id: "news", type: "checkbox", label: "Newsletter" },
    { id: "stars", type: "rating", label: "Stars", maxRating: 10, minLabel: "Poor", maxLabel: "Great" },
    { id: "phone", type: "tel", label: "Phone" },
    { id: "site", type: "url", label: "Website" },
    { id: "handle", type: "social", label: "Handle" },
    { id: "line", type: "divider" },
    { id: "hint", type: "note", label: "Ask about the raffle." },
  ] as Question[];

const preview = (page: Page) => page.getByTestId("preview");
const question = (page: Page, id: string) => preview(page).locator(`[data-question-id="${id}"]`);

async function openPreview(page: Page, questions: Question[]): Promise<number> {
  const id = await seedEvent(questions, `Preview test ${Date.now()}`);
  await openEditor(page, id);
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(preview(page)).toBeVisible();
  return id;
}

test("shows companySize only when visitorType is partner, and follows the editor as it changes", async ({ page }) => {
  await openPreview(page, partnerForm());
  await expect(question(page, "visitorType")).toBeVisible();
  await expect(question(page, "companySize")).toHaveCount(0);
  await preview(page).getByRole("radio", { name: "partner" }).check();
  await expect(question(page, "companySize")).toBeVisible();
  await expect(question(page, "companySize").getByLabel(/Company size/)).toHaveAttribute("aria-required", "true");
  await preview(page).getByRole("radio", { name: "press" }).check();
  await expect(question(page, "companySize")).toHaveCount(0);
  // Shown greyed out on request, saying it is hidden.
  await preview(page).getByRole("switch", { name: "Show hidden questions" }).click();
  await expect(question(page, "companySize")).toHaveAttribute("data-hidden", "true");
  await expect(question(page, "companySize")).toContainText("Hidden for this visitor");
  // An edit in the inspector reaches the preview at once.
  await card(page, "email").getByTestId("card-label").click();
  await page.getByTestId("inspector").getByLabel("Question", { exact: true }).fill("Work e-mail");
  await expect(question(page, "email").getByLabel("Work e-mail")).toBeVisible();
});

test("Why? names the clause, the answer it read and links to that question", async ({ page }) => {
  await openPreview(page, partnerForm());
  await preview(page).getByRole("switch", { name: "Show hidden questions" }).click();
  await preview(page).getByRole("radio", { name: "press" }).check();
  await question(page, "companySize")
    .getByRole("button", { name: /^Why\?/ })
    .click();
  const why = preview(page).getByTestId("why-panel");
  await expect(why).toContainText("Shown? Hidden because its condition does not hold.");
  await expect(why).toContainText("“Visitor type” is “partner” — does not hold: the answer is “press”.");
  await expect(why).toContainText("Required? Not required because the question is hidden.");
  // The explanation follows the answers.
  await preview(page).getByRole("radio", { name: "partner" }).check();
  await expect(why).toContainText("Shown? Shown because its condition holds.");
  await expect(why).toContainText("“Visitor type” is “partner” — holds: the answer is “partner”.");
  await why.getByRole("link", { name: "Go to Visitor type" }).click();
  await expect(preview(page).getByRole("radio", { name: "partner" })).toBeFocused();
});

test("Check answers shows each message where the app shows it; warning and success messages", async ({ page }) => {
  await openPreview(page, partnerForm());
  const email = question(page, "email");
  await expect(email).toContainText("We only use it to send your badge.");
  await email.getByLabel("E-mail").fill("ada@");
  await expect(email).not.toContainText("We only use it to send your badge.");
  await email.getByLabel("E-mail").blur();
  await preview(page).getByRole("radio", { name: "partner" }).check();
  await preview(page).getByRole("button", { name: "Check answers" }).click();
  await expect(preview(page).getByTestId("check-summary")).toContainText("2 problems");
  await expect(question(page, "companySize").getByTestId("preview-issue")).toHaveText(
    "Tell us how many people work at your company.",
  );
  await expect(email.getByTestId("preview-issue")).toHaveText("'E-mail' is not a valid e-mail address.");
  await email.getByLabel("E-mail").fill("ada@example.com");
  await expect(email.getByTestId("preview-issue")).toHaveCount(0);
  await expect(email).toContainText("That address looks right.");
  await question(page, "companySize")
    .getByLabel(/Company size/)
    .fill("40");
  await expect(preview(page).getByTestId("check-summary")).toContainText("No problems");
});

test("a test registration the server refuses, then one it accepts and deletes again at once", async ({ page }) => {
  const eventId = await openPreview(page, partnerForm());
  await preview(page).getByRole("radio", { name: "partner" }).check();
  await question(page, "email").getByLabel("E-mail").fill("grace@example.com");
  await preview(page).getByRole("button", { name: "Send as test registration" }).click();
  const panel = preview(page).getByTestId("test-registration");
  await expect(panel.getByTestId("server-verdict")).toContainText("Refused (1)");
  await expect(panel.getByTestId("server-verdict")).toContainText(
    "Company size: Tell us how many people work at your company.",
  );
  await expect(panel.getByTestId("preview-verdict")).toContainText("Refused (1)");
  await expect(panel).toContainText("The preview and the server agree.");
  await expect(panel).toContainText("Nothing was stored.");

  await question(page, "companySize")
    .getByLabel(/Company size/)
    .fill("40");
  await preview(page).getByRole("button", { name: "Send as test registration" }).click();
  await expect(panel.getByTestId("server-verdict")).toContainText("Accepted");
  await expect(panel.getByTestId("preview-verdict")).toContainText("Accepted");
  await expect(panel).toContainText("deleted again at once");
  expect(await demoApi().registrations.count(eventId)).toBe(0);
  // The same e-mail can be tried twice.
  await preview(page).getByRole("button", { name: "Send as test registration" }).click();
  await expect(panel.getByTestId("server-verdict")).toContainText("Accepted");
  expect(await demoApi().registrations.count(eventId)).toBe(0);
});

test(
  "renders every type and subtype with the capture app's inputs, " +
    "attributes and initial values; phone width; reset",
  async ({ page }) => {
    await openPreview(page, everyType());
    const bio = question(page, "bio").getByLabel("Bio");
    await expect(bio).toHaveJSProperty("tagName", "TEXTAREA");
    await expect(bio).toHaveAttribute("autocapitalize", "words");
    await expect(bio).toHaveAttribute("autocorrect", "off");
    await expect(bio).toHaveAttribute("placeholder", "A few words");
    const arrival = question(page, "when").getByLabel("Arrival");
    await expect(arrival).toHaveAttribute("type", "datetime-local");
    await expect(arrival).toHaveAttribute("min", "2027-03-01T08:00:00");
    await expect(arrival).toHaveAttribute("max", "2027-03-03T18:00:00");
    await expect(question(page, "topics").getByLabel("Topics")).toHaveAttribute("multiple", "");
    await expect(question(page, "topics").locator("optgroup[label=Tech] option")).toHaveText(["AI", "Web"]);
    await expect(question(page, "size").locator("option").first()).toHaveText("(none)");
    await expect(question(page, "stars").getByRole("radio")).toHaveCount(10);
    await expect(question(page, "stars")).toContainText("Poor");
    await expect(question(page, "intro").getByRole("heading", { name: "About you" })).toBeVisible();
    await expect(question(page, "line").getByRole("separator")).toBeVisible();
    await expect(question(page, "hint")).toContainText("Ask about the raffle.");
    await expect(question(page, "name").getByLabel("Name")).toHaveValue("Ada");
    await expect(question(page, "phone").getByLabel("Phone")).toHaveAttribute("type", "tel");
    // Answers, then reset to the initial values.
    await question(page, "stars").getByRole("radio", { name: "7 stars" }).click();
    await expect(question(page, "stars").getByRole("radio", { name: "7 stars" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await question(page, "name").getByLabel("Name").fill("Grace");
    await preview(page).getByRole("button", { name: "Reset answers" }).click();
    await expect(question(page, "name").getByLabel("Name")).toHaveValue("Ada");
    await expect(question(page, "stars").getByRole("radio", { name: "7 stars" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    // Beside the editor a tablet is narrowed to the pane, and says so; a phone fits at actual size.
    await preview(page).getByRole("button", { name: "Tablet", exact: true }).click();
    await expect(preview(page).getByText(/^Tablet narrowed to fit this pane/)).toBeVisible();
    const frame = preview(page).getByRole("form", { name: "Form preview" });
    const fits = await frame.evaluate(
      (form) => form.getBoundingClientRect().right <= form.parentElement!.getBoundingClientRect().right,
    );
    expect(fits).toBe(true);
    // The editor and its preview fill the window without making the page itself scroll (nothing escapes the panes).
    expect(
      await page.evaluate(() => [
        document.documentElement.scrollWidth <= innerWidth,
        document.documentElement.scrollHeight <= innerHeight,
      ]),
    ).toEqual([true, true]);
    await preview(page).getByRole("button", { name: "Phone", exact: true }).click();
    await expect(frame).toHaveCSS("width", "384px");
    await expect(preview(page).getByText(/narrowed to fit this pane/)).toHaveCount(0);
  },
);

test("the preview, Why? and a test registration have no accessibility violations", async ({ page }) => {
  await openPreview(page, everyType());
  await preview(page).getByRole("switch", { name: "Show hidden questions" }).click();
  await question(page, "companySize")
    .getByRole("button", { name: /^Why\?/ })
    .click();
  await preview(page).getByRole("button", { name: "Check answers" }).click();
  const results = await new AxeBuilder({ page }).include('[data-testid="preview"]').analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(" ")}`),
  ).toEqual([]);
});

test("a long form: the preview renders the rows in view, and Go to reaches a question scrolled far away", async ({
  page,
}) => {
  const questions = [
    { id: "gate", type: "checkbox", label: "Show the rest" },
    ...Array.from({ length: 299 }, (_, i) => ({
      id: `q${i + 1}`,
      type: "text",
      label: `Question ${i + 1}`,
      displayed: { gate: true },
    })),
  ] as Question[];
  await openPreview(page, questions);
  await preview(page).getByRole("checkbox", { name: "Show the rest" }).check();
  await expect(question(page, "q1")).toBeVisible();
  // Virtualised: 299 questions appeared, a screenful of them is in the page.
  expect(await preview(page).getByTestId("preview-question").count()).toBeLessThan(60);

  const scroller = preview(page).getByRole("form", { name: "Form preview" }).locator("..");
  await expect(async () => {
    await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(question(page, "q299")).toBeVisible({ timeout: 1000 });
  }).toPass();
  await question(page, "q299").getByRole("button", { name: "Why? (Question 299)" }).click();
  await preview(page).getByTestId("why-panel").getByRole("link", { name: "Go to Show the rest" }).click();
  await expect(preview(page).getByRole("checkbox", { name: "Show the rest" })).toBeFocused();
});

test(
  "draws the capture app's touch form: targets of at least 44 px, the keyboard and autofill of each type, " +
    "a bad answer said when the visitor moves on",
  async ({ page }) => {
    await openPreview(page, [
      ...everyType(),
      { id: "fullName", type: "text", label: "Full name" },
      { id: "age", type: "number", label: "Age", minVal: 0, step: 1 },
      { id: "spend", type: "number", label: "Spend", minVal: 0 },
      { id: "delta", type: "number", label: "Delta" },
      { id: "start", type: "date", subtype: "time", label: "Start" },
    ] as Question[]);
    const field = (id: string, label: string | RegExp) => question(page, id).getByLabel(label);
    for (const [id, label, type, inputMode, autoComplete] of [
      ["email", "E-mail", "email", "email", "email"],
      ["phone", "Phone", "tel", "tel", "tel"],
      ["site", "Website", "url", "url", "url"],
      ["fullName", "Full name", "text", null, "name"],
      ["age", "Age", "number", "numeric", "off"],
      ["spend", "Spend", "number", "decimal", "off"],
      ["start", "Start", "time", null, "off"],
    ] as const) {
      const input = field(id, label);
      await expect(input).toHaveAttribute("type", type);
      if (inputMode) await expect(input).toHaveAttribute("inputmode", inputMode);
      else await expect(input).not.toHaveAttribute("inputmode");
      await expect(input).toHaveAttribute("autocomplete", autoComplete);
    }
    // A number that may be negative keeps type=number's own keyboard, which has a minus sign.
    await expect(field("delta", "Delta")).not.toHaveAttribute("inputmode");
    await expect(field("delta", "Delta")).toHaveAttribute("step", "any");
    await expect(field("fullName", "Full name")).toHaveAttribute("autocapitalize", "words");
    await expect(field("email", "E-mail")).toHaveAttribute("autocapitalize", "off");

    // Every target a finger hits is at least 44 × 44 CSS px: inputs, lists, stars, and a tick box's whole row.
    const small = await preview(page)
      .getByRole("form", { name: "Form preview" })
      .evaluate((form) =>
        Array.from(form.querySelectorAll<HTMLElement>("input, select, textarea, [role=radio], button"))
          .filter((element) => !element.textContent?.startsWith("Why?"))
          .map((element) => {
            const target =
              element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")
                ? (element.closest("label") ?? element)
                : element;
            const { width, height } = target.getBoundingClientRect();
            return {
              what: element.id || element.getAttribute("aria-label") || element.outerHTML.slice(0, 60),
              width,
              height,
            };
          })
          .filter(({ width, height }) => width < 44 || height < 44),
      );
    expect(small).toEqual([]);

    // Moving on from a bad e-mail says so at once, under the field; correcting it earns the successMessage.
    const email = field("email", "E-mail");
    await email.fill("ada@");
    await field("phone", "Phone").focus();
    await expect(question(page, "email").getByTestId("preview-issue")).toHaveText(
      "'E-mail' is not a valid e-mail address.",
    );
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAttribute("aria-describedby", "preview-messages-email");
    await email.fill("ada@example.com");
    await expect(question(page, "email").getByTestId("preview-issue")).toHaveCount(0);
    await expect(question(page, "email")).toContainText("That address looks right.");

    // The stars are one radio group: the arrow keys move the rating.
    await question(page, "stars").getByRole("radio", { name: "1 star", exact: true }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(question(page, "stars").getByRole("radio", { name: "1 star", exact: true })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await page.keyboard.press("ArrowRight");
    await expect(question(page, "stars").getByRole("radio", { name: "2 stars" })).toBeFocused();
  },
);
