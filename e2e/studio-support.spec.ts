// For the support engineer (docs/studio.md "Import, with a field-level comparison", "Odd text and Unicode"), in
// Chromium against the production server: an import shows, for each changed
// question, every changed property before and after; odd Unicode in labels is contained on the card and warned
// about in Problems, without blocking the save.
import { expect, test } from "@playwright/test";
import type { Question } from "../lib/sdk";
import { card, expectSaved, openEditor, readQuestions, save, seedEvent } from "./editor-helpers";
import { openJsonView } from "./json-view-helpers";

test(
  "item 13: an import shows each changed question's properties before and " + "after, in words, before replacing",
  async ({ page }) => {
    const role = {
      id: "role",
      type: "radio",
      label: "Role",
      options: [
        { label: "Partner", id: "partner" },
        { label: "Guest", id: "guest" },
      ],
    };
    const id = await seedEvent(
      [
        role,
        { id: "company", type: "text", label: "Company" },
        { id: "city", type: "text", label: "City" },
      ] as Question[],
      `Import diff ${Date.now()}`,
    );
    await openEditor(page, id);
    await openJsonView(page);
    await page.getByRole("button", { name: "Import…" }).click();
    const dialog = page.getByRole("dialog", { name: "Import questions" });
    const imported = [
      { ...role, options: [...role.options, { label: "Press", id: "press" }] },
      { id: "company", type: "text", label: "Company name", maxLength: 80, displayed: { role: "partner" } },
      { id: "badge", type: "text", label: "Badge" },
    ];
    await dialog.getByLabel("JSON to import").fill(JSON.stringify(imported));
    await dialog.getByRole("button", { name: "Check" }).click();
    await expect(dialog.getByTestId("import-summary")).toContainText(
      "1 added (badge), 1 removed (city), 2 changed (role, company)",
    );
    const company = dialog.getByRole("table", { name: "Changes to “Company name”" });
    await expect(company.getByRole("row", { name: /^Question/ })).toHaveText("Question“Company”“Company name”");
    await expect(company.getByRole("row", { name: /^Shown/ })).toHaveText("ShownAlwaysOnly when “Role” is “Partner”");
    await expect(company.getByRole("row", { name: /^maxLength|^Maximum length/ })).toHaveText(
      "Maximum lengthnot set80",
    );
    await expect(
      dialog.getByRole("table", { name: "Changes to “Role”" }).getByRole("row", { name: /^Options/ }),
    ).toHaveText("OptionsPartner · GuestPartner · Guest · Press");
    // Nothing changed yet; replacing then saving sends exactly the import.
    expect(await readQuestions(id)).toHaveLength(3);
    await dialog.getByRole("button", { name: "Replace with 3 questions" }).click();
    await save(page);
    await expectSaved(page);
    expect(await readQuestions(id)).toEqual(imported);
  },
);

test(
  "item 14: a direction override and a pile of combining marks stay on " +
    "their own line, and Problems warns without blocking",
  async ({ page }) => {
    const questions = [
      { id: "company", type: "text", label: "Company \u202Eeman ynapmoc" },
      { id: "city", type: "text", label: "Ci\u0351\u0352\u0353\u0354\u0355\u0356\u0357\u0358ty" },
      { id: "plain", type: "text", label: "Plain" },
    ] as Question[];
    const id = await seedEvent(questions, `Odd text ${Date.now()}`);
    await openEditor(page, id);
    const label = card(page, "company").getByTestId("card-label");
    await expect(label).toHaveCSS("unicode-bidi", "isolate");
    await expect(label).toHaveAttribute("dir", "auto");
    // The id beside it reads as it should: the override does not reach it.
    await expect(card(page, "company").getByTestId("card-id")).toHaveText("company");
    const marks = card(page, "city").getByTestId("card-label");
    await expect(marks).toHaveCSS("overflow", "hidden");

    await expect(page.getByRole("button", { name: /^Problems/ })).toHaveText("Problems (0)2 text warnings", {
      timeout: 15_000,
    });
    await page.getByRole("button", { name: /^Problems/ }).click();
    const panel = page.getByTestId("problems-panel");
    const directionWarning = new RegExp(
      [
        String.raw`Warning: The label contains a character that changes the text's direction `,
        String.raw`\(U\+202E right-to-left override\)`,
      ].join(""),
    );
    await expect(panel.getByRole("button", { name: directionWarning })).toBeVisible();
    await expect(
      panel.getByRole("button", { name: /Warning: The label contains a pile of combining marks/ }),
    ).toBeVisible();
    await panel.getByRole("button", { name: /U\+202E/ }).click();
    await expect(page.getByTestId("inspector").getByLabel("Question", { exact: true })).toBeFocused();

    await page.getByRole("textbox", { name: "Event name" }).fill("Saved with warnings");
    await save(page);
    await expectSaved(page);
    expect(await readQuestions(id)).toEqual(questions);
  },
);
