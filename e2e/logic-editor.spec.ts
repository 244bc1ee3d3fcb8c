// The logic editor (docs/studio.md "Write a condition with the visual rules") in Chromium against the production
// server: a condition built with the visual rules,
// seen in code, undone and redone, run by the live preview and the server, saved and read back over the API; nested
// groups with a date rule and an is-displayed rule shown identically after a reload; $not and $elemMatch read as rules;
// an expression the visual rules cannot show opening in code with the reason; and accessibility with the visual editor
// open.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import type { Question } from "../lib/sdk";
import { expectSaved, openEditor, readQuestions, save, seedEvent, selectCard } from "./editor-helpers";
import { codeText } from "./logic-code-helpers";

const inspector = (page: Page) => page.getByTestId("inspector");
const logicEditor = (page: Page, property: "displayed" | "required") => page.getByTestId(`logic-editor-${property}`);
const preview = (page: Page) => page.getByTestId("preview");
const previewQuestion = (page: Page, id: string) => preview(page).locator(`[data-question-id="${id}"]`);

/** The condition in code mode, once Monaco shows all of it: it lays its lines out in frames after it is ready, so
 *  the text read at once may be only the first line (on a slow machine, "{"). */
async function readCode(page: Page): Promise<unknown> {
  const code = page.getByTestId("logic-code-editor");
  await expect(code).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  let condition: unknown;
  await expect
    .poll(
      async () => {
        try {
          condition = JSON.parse(await codeText(code));
          return true;
        } catch {
          return false;
        }
      },
      { message: "Monaco shows a whole condition" },
    )
    .toBe(true);
  return condition;
}

/** Opens "Only when…" of the selected question's `displayed` (its radiogroup is labelled "Shown"). */
async function openShownOnlyWhen(page: Page) {
  await inspector(page).getByRole("radiogroup", { name: "Shown" }).getByRole("radio", { name: "Only when…" }).click();
  await expect(logicEditor(page, "displayed")).toBeVisible();
  return logicEditor(page, "displayed");
}

test(
  "builds 'show companySize only when visitorType is partner' visually; " +
    "code, undo, preview, Why?, the server and the API agree",
  async ({ page }) => {
    const id = await seedEvent(
      [
        {
          id: "visitorType",
          type: "radio",
          label: "Visitor type",
          options: [{ label: "partner" }, { label: "visitor" }],
        },
        {
          id: "companySize",
          type: "number",
          label: "Company size",
          required: true,
          errorMessages: { required: "Tell us how many people work at your company." },
        },
        { id: "email", type: "email", label: "E-mail" },
      ] as Question[],
      `Logic editor ${Date.now()}`,
    );
    await openEditor(page, id);
    await selectCard(page, "companySize");
    const editor = await openShownOnlyWhen(page);
    await expect(editor.getByRole("radio", { name: "Visual rules" })).toHaveAttribute("aria-checked", "true");
    // The question itself is not offered; the others are, by label with their ids.
    await expect(editor.getByLabel("Rule 1: question").locator("option")).toHaveText([
      "Choose a question…",
      "Visitor type (visitorType)",
      "E-mail (email)",
    ]);
    await editor.getByLabel("Rule 1: question").selectOption("visitorType");
    await expect(editor.getByTestId("rule-problem")).toHaveText("Choose a value. Not written until it is complete.");
    await expect(editor.getByTestId("logic-writes")).toContainText("nothing yet");
    await expect(editor.getByLabel("Rule 1: operator").locator("option")).toHaveText([
      "equals",
      "does not equal",
      "is one of",
      "is none of",
      "is answered",
      "is empty",
      "is displayed",
      "is required",
    ]);
    await editor.getByLabel("Rule 1: value").selectOption("partner");
    await expect(editor.getByTestId("rule-problem")).toHaveCount(0);
    await expect(editor.getByTestId("logic-writes")).toHaveText('{"visitorType":"partner"}');

    // Code shows the same condition; back in visual rules nothing changed.
    await editor.getByRole("radio", { name: "Code" }).click();
    expect(await readCode(page)).toEqual({ visitorType: "partner" });
    await editor.getByRole("radio", { name: "Visual rules" }).click();
    await expect(editor.getByLabel("Rule 1: question")).toHaveValue("visitorType");
    await expect(editor.getByLabel("Rule 1: value")).toHaveValue("partner");
    await expect(editor.getByTestId("logic-writes")).toHaveText('{"visitorType":"partner"}');

    // Undo from the top bar takes the written condition back, and the rules follow; redo brings both back.
    await page.getByRole("button", { name: "Undo", exact: true }).click();
    await expect(editor.getByLabel("Rule 1: question")).toHaveValue("");
    await page.getByRole("button", { name: "Redo", exact: true }).click();
    await expect(editor.getByLabel("Rule 1: value")).toHaveValue("partner");

    await save(page);
    await expectSaved(page);
    const saved = (await readQuestions(id)).find((question) => question.id === "companySize") as Record<
      string,
      unknown
    >;
    expect(saved.displayed).toEqual({ visitorType: "partner" });

    // The preview runs it: the question appears and disappears, and Why? names the clause.
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    await expect(previewQuestion(page, "companySize")).toHaveCount(0);
    await preview(page).getByRole("radio", { name: "partner" }).check();
    await expect(previewQuestion(page, "companySize")).toBeVisible();
    await previewQuestion(page, "companySize")
      .getByRole("button", { name: /^Why\?/ })
      .click();
    await expect(preview(page).getByTestId("why-panel")).toContainText(
      "“Visitor type” is “partner” — holds: the answer is “partner”.",
    );
    await preview(page).getByRole("radio", { name: "visitor" }).check();
    await expect(previewQuestion(page, "companySize")).toHaveCount(0);

    // The server refuses a partner without a company size (required and now displayed), and accepts one with it.
    await preview(page).getByRole("radio", { name: "partner" }).check();
    await previewQuestion(page, "email").getByLabel("E-mail").fill("ada@example.com");
    await preview(page).getByRole("button", { name: "Send as test registration" }).click();
    const verdict = preview(page).getByTestId("test-registration").getByTestId("server-verdict");
    await expect(verdict).toContainText("Refused (1)");
    await expect(verdict).toContainText("Company size: Tell us how many people work at your company.");
    await previewQuestion(page, "companySize")
      .getByLabel(/Company size/)
      .fill("40");
    await preview(page).getByRole("button", { name: "Send as test registration" }).click();
    await expect(verdict).toContainText("Accepted");
  },
);

test(
  "nested any-inside-all groups with a date rule and an is-displayed " +
    "rule: saved, reloaded and shown identically; no accessibility " +
    "violations",
  async ({ page }) => {
    const id = await seedEvent(
      [
        {
          id: "visitorType",
          type: "radio",
          label: "Visitor type",
          options: [{ label: "partner" }, { label: "visitor" }],
        },
        { id: "visitDay", type: "date", label: "Visit day" },
        { id: "companySize", type: "number", label: "Company size" },
        { id: "notes", type: "text", label: "Notes" },
      ] as Question[],
      `Logic editor nested ${Date.now()}`,
    );
    await openEditor(page, id);
    await selectCard(page, "notes");
    const editor = await openShownOnlyWhen(page);
    await editor.getByLabel("Rule 1: question").selectOption("visitorType");
    await editor.getByLabel("Rule 1: value").selectOption("partner");
    // By keyboard: focus follows an added rule, and returns to its group's "add" button when it is removed.
    await editor.getByRole("button", { name: "Add a rule to group 1" }).press("Enter");
    await expect(editor.getByLabel("Rule 2: question")).toBeFocused();
    await editor.getByRole("button", { name: "Remove rule 2" }).press("Enter");
    await expect(editor.getByRole("button", { name: "Add a rule to group 1" })).toBeFocused();
    await editor.getByRole("button", { name: "Add a group to group 1" }).press("Enter");
    await expect(editor.getByLabel("Group 2: match")).toHaveValue("any");
    await expect(editor.getByLabel("Rule 2: question")).toBeFocused();
    await editor.getByLabel("Rule 2: question").selectOption("visitDay");
    await editor.getByLabel("Rule 2: operator").selectOption("gt");
    await expect(editor.getByLabel("Rule 2: value")).toHaveAttribute("type", "date");
    await editor.getByLabel("Rule 2: value").fill("2027-03-14");
    await editor.getByRole("button", { name: "Add a rule to group 2" }).click();
    await expect(editor.getByLabel("Rule 3: question")).toBeFocused();
    await editor.getByLabel("Rule 3: question").selectOption("companySize");
    await editor.getByLabel("Rule 3: operator").selectOption("displayed");
    await expect(editor.getByLabel("Rule 3: value")).toHaveValue("true");
    const expected = {
      $and: [
        { visitorType: "partner" },
        { $or: [{ visitDay: { $gt: "2027-03-14" } }, { companySize: { $displayed: true } }] },
      ],
    };
    await expect(editor.getByTestId("logic-writes")).toHaveText(JSON.stringify(expected));

    await save(page);
    await expectSaved(page);
    const saved = (await readQuestions(id)).find((question) => question.id === "notes") as Record<string, unknown>;
    expect(saved.displayed).toEqual(expected);

    await page.reload();
    await expect(page.getByTestId("editor")).toBeVisible();
    await selectCard(page, "notes");
    const reloaded = logicEditor(page, "displayed");
    await expect(reloaded.getByRole("radio", { name: "Visual rules" })).toHaveAttribute("aria-checked", "true");
    await expect(reloaded.getByLabel("Group 1: match")).toHaveValue("all");
    await expect(reloaded.getByLabel("Group 2: match")).toHaveValue("any");
    const shown = [
      ["Rule 1: question", "visitorType"],
      ["Rule 1: operator", "equals"],
      ["Rule 1: value", "partner"],
      ["Rule 2: question", "visitDay"],
      ["Rule 2: operator", "gt"],
      ["Rule 2: value", "2027-03-14"],
      ["Rule 3: question", "companySize"],
      ["Rule 3: operator", "displayed"],
      ["Rule 3: value", "true"],
    ];
    for (const [label, value] of shown) await expect(reloaded.getByLabel(label, { exact: true })).toHaveValue(value);
    await expect(reloaded.getByTestId("logic-writes")).toHaveText(JSON.stringify(expected));

    // Tab order follows the rules.
    await reloaded.getByLabel("Rule 1: question").focus();
    await page.keyboard.press("Tab");
    await expect(reloaded.getByRole("button", { name: "Remove rule 1" })).toBeFocused();

    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  },
);

test(
  "$not and $elemMatch read as rules, edited into 'has an item other " +
    "than' and run by the preview; two conditions on one item open in code " +
    "with the sentence saying why",
  async ({ page }) => {
    const dinner = { days: { $elemMatch: { $ne: "Mon", $regex: "^T" } } };
    const id = await seedEvent(
      [
        { id: "days", type: "checkboxGroup", label: "Days", options: [{ label: "Mon" }, { label: "Tue" }] },
        { id: "lunch", type: "checkbox", label: "Lunch", displayed: { days: { $not: { $in: ["Mon"] } } } },
        { id: "dinner", type: "checkbox", label: "Dinner", displayed: dinner },
      ] as Question[],
      `Logic editor items ${Date.now()}`,
    );
    await openEditor(page, id);
    await selectCard(page, "lunch");
    const editor = logicEditor(page, "displayed");
    // $not reads as a "none of" group: nothing to type.
    await expect(editor.getByRole("radio", { name: "Visual rules" })).toHaveAttribute("aria-checked", "true");
    await expect(editor.getByLabel("Group 1: match")).toHaveValue("none");
    await expect(editor.getByLabel("Rule 1: question")).toHaveValue("days");
    await expect(editor.getByLabel("Rule 1: operator")).toHaveValue("in");
    await expect(editor.getByTestId("logic-writes")).toHaveText('{"$nor":[{"days":{"$in":["Mon"]}}]}');
    // A list answer offers conditions on one of its chosen items ($elemMatch).
    await editor.getByLabel("Group 1: match").selectOption("all");
    await editor.getByLabel("Rule 1: operator").selectOption({ label: "has an item other than" });
    // The value chosen for "is one of" is kept: its only item.
    await expect(editor.getByLabel("Rule 1: value")).toHaveValue("Mon");
    const expected = { days: { $elemMatch: { $ne: "Mon" } } };
    await expect(editor.getByTestId("logic-writes")).toHaveText(JSON.stringify(expected));
    await editor.getByRole("radio", { name: "Code" }).click();
    expect(await readCode(page)).toEqual(expected);
    await save(page);
    await expectSaved(page);
    expect((await readQuestions(id)).find((question) => question.id === "lunch")?.displayed).toEqual(expected);

    // Two conditions on one item do not fit a rule: code mode, with the reason.
    await selectCard(page, "dinner");
    const dinnerEditor = logicEditor(page, "displayed");
    await expect(
      inspector(page).getByRole("radiogroup", { name: "Shown" }).getByRole("radio", { name: "Only when…" }),
    ).toHaveAttribute("aria-checked", "true");
    await expect(dinnerEditor.getByRole("radio", { name: "Code" })).toHaveAttribute("aria-checked", "true");
    await expect(dinnerEditor.getByTestId("logic-unrepresentable")).toHaveText(
      "This condition uses $elemMatch on 'days' with something other than one " +
        "condition on an item (equal to, other than, among, not among, matching " +
        "or not matching): the visual rules cannot show it. Edit it in code.",
    );
    expect(await readCode(page)).toEqual(dinner);
    // Looking at the visual rules changes nothing: the sentence again, and the condition as it was.
    await dinnerEditor.getByRole("radio", { name: "Visual rules" }).click();
    await expect(dinnerEditor.getByTestId("logic-unrepresentable")).toBeVisible();
    await expect(dinnerEditor.getByLabel("Rule 1: question")).toHaveCount(0);
    await expect(page.locator("[data-save-state]")).toHaveAttribute("data-save-state", "saved");

    // The preview runs it: Mon alone hides Lunch, Tue shows it.
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    await expect(previewQuestion(page, "lunch")).toHaveCount(0);
    await preview(page).getByRole("checkbox", { name: "Mon" }).check();
    await expect(previewQuestion(page, "lunch")).toHaveCount(0);
    await preview(page).getByRole("checkbox", { name: "Tue" }).check();
    await expect(previewQuestion(page, "lunch")).toBeVisible();
  },
);
