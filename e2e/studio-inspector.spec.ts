// The inspector (docs/architecture.md "What the studio tells people"), in Chromium against the production server:
// groups of options that start at their
// first option and never leave a blank row behind, paste-many into a group; a reserved id offered only where the
// question asks for it; the inspector's sections one click away at 1280×720; the code editor brought into view.
import { expect, test } from "@playwright/test";
import type { Question } from "../lib/sdk";
import { expectSaved, openEditor, readQuestions, save, seedEvent, selectCard } from "./editor-helpers";
import { clearCode, codeText, openCodeEditor } from "./logic-code-helpers";

test(
  "item 2: a new group starts at its first option, adding to it never " +
    "leaves a blank row, and paste-many fills a group",
  async ({ page }) => {
    const id = await seedEvent(
      [{ id: "room", type: "select", label: "Room", options: [{ label: "Lobby" }] }] as Question[],
      `Groups ${Date.now()}`,
    );
    await openEditor(page, id);
    await selectCard(page, "room");
    const inspector = page.getByTestId("inspector");

    await inspector.getByRole("button", { name: "+ Add group" }).click();
    await expect(inspector.getByRole("textbox", { name: "Option 1 label in group without a label" })).toBeFocused();
    await page.keyboard.type("Room 1");
    await inspector.getByRole("textbox", { name: "Group 2 label" }).fill("Hall A");
    await inspector.getByRole("button", { name: "+ Add option to 'Hall A'" }).click();
    await expect(inspector.getByRole("textbox", { name: "Option 2 label in group Hall A" })).toBeFocused();
    await page.keyboard.type("Room 2");

    // The trap of the issue: name the group first, then "+ Add option to" it: the blank first row is the one filled.
    await inspector.getByRole("button", { name: "+ Add group" }).click();
    await inspector.getByRole("textbox", { name: "Group 3 label" }).fill("Hall B");
    await inspector.getByRole("button", { name: "+ Add option to 'Hall B'" }).click();
    await expect(inspector.getByRole("textbox", { name: "Option 1 label in group Hall B" })).toBeFocused();
    await expect(inspector.getByRole("textbox", { name: /^Option \d+ label in group Hall B$/ })).toHaveCount(1);
    await page.keyboard.type("Room 3");
    await inspector.getByRole("button", { name: "Paste many into 'Hall B'…" }).click();
    await inspector.getByRole("textbox", { name: "Paste options, one per line" }).fill("Room 4\nRoom 3\nRoom 5");
    await inspector.getByRole("button", { name: "Add 2 options" }).click();
    await expect(inspector.getByRole("textbox", { name: /^Option \d+ label in group Hall B$/ })).toHaveCount(3);

    // A group added and left untouched is no group, and blocks nothing.
    await inspector.getByRole("button", { name: "+ Add group" }).click();
    await save(page);
    await expectSaved(page);
    await expect(page.getByRole("button", { name: /^Problems/ })).toHaveText(/^Problems \(0\)/);
    expect((await readQuestions(id))[0].options).toEqual([
      { label: "Lobby" },
      { label: "Hall A", options: [{ label: "Room 1" }, { label: "Room 2" }] },
      { label: "Hall B", options: [{ label: "Room 3" }, { label: "Room 4" }, { label: "Room 5" }] },
    ]);
  },
);

test("item 3: a reserved id is offered only when the question's type and label ask for it", async ({ page }) => {
  const id = await seedEvent(
    [
      { id: "company", type: "text", label: "Company" },
      { id: "name", type: "text", label: "Full name" },
    ] as Question[],
    `Reserved ${Date.now()}`,
  );
  await openEditor(page, id);
  await selectCard(page, "company");
  const inspector = page.getByTestId("inspector");
  await inspector.getByRole("textbox", { name: "Id" }).fill("companyName");
  await expect(inspector.getByText("reserved id")).toHaveCount(0);
  await expect(inspector.getByRole("button", { name: "Use fullName" })).toHaveCount(0);

  await selectCard(page, "name");
  await expect(inspector.getByText(/This looks like the reserved id fullName/)).toBeVisible();
  await inspector.getByRole("button", { name: "Use fullName" }).click();
  await save(page);
  await expectSaved(page);
  expect((await readQuestions(id)).map((question) => question.id)).toEqual(["companyName", "fullName"]);
});

const longForm = () =>
  [
    {
      id: "session",
      type: "select",
      label: "Session",
      placeholder: "Choose one",
      options: Array.from({ length: 12 }, (_, index) => ({ label: `Talk ${index + 1}` })),
    },
    {
      id: "jobRole",
      type: "radio",
      label: "Job role",
      options: [
        { label: "Engineer", id: "engineer" },
        { label: "Buyer", id: "buyer" },
      ],
    },
  ] as Question[];

test("item 4: at 1280×720 the inspector's Logic section is one click away", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const id = await seedEvent(longForm(), `Sections ${Date.now()}`);
  await openEditor(page, id);
  await selectCard(page, "session");
  const shown = page.getByRole("radiogroup", { name: /^Shown/ });
  await expect(shown).not.toBeInViewport();
  await page.getByRole("navigation", { name: "Sections" }).getByRole("button", { name: "Logic" }).click();
  await expect(shown).toBeInViewport();
  await expect(page.getByRole("heading", { name: "Logic" })).toBeFocused();
  // The index stays at hand while the panel scrolls.
  await expect(page.getByRole("navigation", { name: "Sections" })).toBeInViewport();
});

test("item 12: the code editor opened at the bottom of a long panel is brought into view", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const id = await seedEvent(longForm(), `Code in view ${Date.now()}`);
  await openEditor(page, id);
  await selectCard(page, "session");
  await page.getByRole("navigation", { name: "Sections" }).getByRole("button", { name: "Logic" }).click();
  await page
    .getByRole("radiogroup", { name: /^Required/ })
    .getByRole("radio", { name: "Only when…" })
    .click();
  await page.getByTestId("logic-editor-required").getByRole("radio", { name: "Code" }).click();
  const editor = page.getByTestId("logic-code-editor");
  await expect(editor).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  await expect(editor).toBeInViewport({ ratio: 0.95 });
});

test("item 11: completion offers neither $schema as a question id nor $and among a field's operators", async ({
  page,
}) => {
  const id = await seedEvent(longForm(), `Completion ${Date.now()}`);
  await openEditor(page, id);
  const editor = await openCodeEditor(page, "session", "displayed");
  await clearCode(editor);
  const widget = page.locator(".suggest-widget.visible");
  await page.keyboard.type('{"');
  await page.keyboard.press("Control+Space");
  await expect(widget.getByRole("option", { name: /^jobRole\b/ })).toBeVisible();
  await expect(widget.getByRole("option", { name: /\$schema/ })).toHaveCount(0);
  await widget.getByRole("option", { name: /^jobRole\b/ }).click();
  await page.keyboard.type(': {"$');
  await page.keyboard.press("Control+Space");
  await expect(widget.getByRole("option", { name: /^\$in\b/ })).toBeVisible();
  await expect(widget.getByRole("option", { name: /^\$(and|or|nor)\b/ })).toHaveCount(0);
  await page.keyboard.press("Escape");
  // What was typed is code like any other: the accepted id is in the text.
  await expect.poll(() => codeText(editor)).toContain('"jobRole"');
});
