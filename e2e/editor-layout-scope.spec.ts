// What a keystroke in the inspector's label lays out: the card's label and the inspector's one-line inputs are
// boxes of a fixed height with size and layout containment (docs/benchmarks.md "bench:editor"), so the text typed
// relays out those boxes alone. Checked here: the containment is there, and the boxes still show their text whole
// (as high as its line, nothing cut at the top or bottom), the card's height does not move with the label's length,
// and a long label is cut with an ellipsis on one line, with its whole text still the card's.
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
