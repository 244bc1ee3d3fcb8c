// What a keystroke in the inspector's label lays out and renders (docs/benchmarks.md "Where the editor's 1,000-question
// keystroke goes"): the card's label and the inspector's one-line inputs are boxes of a fixed height with size and
// layout containment, so the text typed relays out those boxes alone; the folded error messages render none of their
// fields, whose placeholders name the label. Checked here: the containment is there, and the boxes still show their
// text whole (as high as its line, nothing cut at the top or bottom), the card's height does not move with the
// label's length, a long label is cut with an ellipsis on one line with its whole text still the card's; the folded
// panel has no field until unfolded, and then its fields name the label typed and keep what is set.
import { expect, test, type Locator } from "@playwright/test";
import { card, openEditor, q, seedEvent, selectCard } from "./editor-helpers";

/** The element's `contain`, and whether its text's line box lies within the element's own box. */
const layoutOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const line = parseFloat(style.lineHeight);
    const inner = element instanceof HTMLInputElement ? box.height - element.clientHeight : 0;
    const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
    let text: DOMRect | null = null;
    if (!(element instanceof HTMLInputElement) && element.firstChild) {
      const range = document.createRange();
      range.selectNodeContents(element);
      text = range.getBoundingClientRect();
    }
    return {
      contain: style.contain,
      height: box.height,
      /** The input's content box holds a whole line; the label's box holds its text's line box. */
      fits:
        element instanceof HTMLInputElement
          ? box.height - inner - padding >= line - 0.5
          : text !== null && text.top >= box.top - 0.5 && text.bottom <= box.bottom + 0.5,
      clipped: element.scrollWidth > element.clientWidth,
    };
  });

test("the label typed in the inspector is laid out in contained boxes that still show it whole", async ({ page }) => {
  const id = await seedEvent([q("first", { label: "First" }), q("second", { label: "Second" })]);
  await openEditor(page, id);
  await selectCard(page, "second");
  const input = page.getByTestId("inspector").getByLabel("Question", { exact: true });
  const label = card(page, "second").getByTestId("card-label");
  const before = { input: await layoutOf(input), label: await layoutOf(label) };
  const cardHeight = (await card(page, "second").boundingBox())!.height;
  for (const measured of [before.input, before.label]) {
    expect(measured.contain).toContain("size");
    expect(measured.contain).toContain("layout");
    expect(measured.fits).toBe(true);
  }
  // The id field beside it is a plain input of the same look: the contained one is exactly as high.
  const idBox = page.getByTestId("inspector").getByLabel("Id", { exact: true });
  expect(before.input.height).toBe((await idBox.boundingBox())!.height);

  const long = `Second ${"and a much longer question than the card has room for ".repeat(6)}`.trim();
  await input.fill(long);
  await expect(label).toHaveText(long);
  const after = await layoutOf(label);
  expect(after.fits).toBe(true);
  expect(after.clipped).toBe(true);
  expect(after.height).toBe(before.label.height);
  expect((await card(page, "second").boundingBox())!.height).toBe(cardHeight);
  await expect(label).toHaveCSS("text-overflow", "ellipsis");
});

test("the folded error messages render their fields only when unfolded, and then name the label typed", async ({
  page,
}) => {
  const id = await seedEvent([q("size", { label: "Company size" })]);
  await openEditor(page, id);
  await selectCard(page, "size");
  const inspector = page.getByTestId("inspector");
  const panel = inspector.locator("details[data-path='.errorMessages']");
  // Folded, nothing inside is rendered: a keystroke in the label re-renders none of the six fields.
  await expect(panel).not.toHaveAttribute("open");
  await expect(panel.locator("input")).toHaveCount(0);
  await inspector.getByLabel("Question", { exact: true }).fill("Team size");
  await expect(panel.locator("input")).toHaveCount(0);

  await panel.getByText("Error messages").click();
  await expect(panel).toHaveAttribute("open");
  const required = panel.getByLabel("When required and empty");
  await expect(required).toHaveAttribute("placeholder", "'Team size' is required.");
  await required.fill("Tell us how big your team is.");
  await expect(panel.getByText("(1 set)")).toBeVisible();
  // Folded again by the person, and unfolded again: the message is still there.
  await panel.getByText("Error messages").click();
  await expect(panel).not.toHaveAttribute("open");
  await panel.getByText("Error messages").click();
  await expect(panel.getByLabel("When required and empty")).toHaveValue("Tell us how big your team is.");
});
