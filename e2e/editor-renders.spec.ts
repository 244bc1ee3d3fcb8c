// What a keystroke in the inspector's label re-renders, counted (e2e/support/react-renders.ts counts the components
// React runs in the commits of the key's "input" event; docs/benchmarks.md "Where the editor's 1,000-question
// keystroke goes"): the card's body, the inspector's panel and its label field; not the card's shell or its four
// action buttons, whose names follow the label through its element, nor the rest of the inspector, which follows in
// a deferred render. And those names, the card's text and the inspector's, after the keys.
import { expect, test } from "@playwright/test";
import { card, openEditor, q, seedEvent, selectCard } from "./editor-helpers";
import { countReactRenders, reactRenders, resetReactRenders, storeSubscriptions } from "./support/react-renders";

/**
 * Components rendered per keystroke at most, within the key's event: the card's body and its question's body, the
 * inspector's panel and the label's field; 18 when the whole inspector rendered there too, 27 when the card's shell,
 * handle and action buttons re-rendered with the title.
 */
const MOST_PER_KEY = 4;

test("a keystroke in the label renders the card's label and the label's field within the key, not the buttons", async ({
  page,
}) => {
  const id = await seedEvent(Array.from({ length: 30 }, (_, i) => q(`q${i}`, { label: `Question ${i}` })));
  await countReactRenders(page);
  await openEditor(page, id);
  await selectCard(page, "q2");
  const input = page.getByTestId("inspector").getByLabel("Question", { exact: true });
  await expect(input).toHaveValue("Question 2");
  await input.press("End");
  // The first change makes the form unsaved (the top bar's status says so): not what every keystroke costs.
  await input.press("x");
  await expect(card(page, "q2").getByTestId("card-label")).toHaveText("Question 2x");
  await resetReactRenders(page);
  const keys = "abcde";
  for (const key of keys) {
    await input.press(key);
    await expect(card(page, "q2").getByTestId("card-label")).toHaveText(
      `Question 2x${keys.slice(0, keys.indexOf(key) + 1)}`,
    );
  }
  const renders = await reactRenders(page);
  expect(renders.byEvent.input / keys.length).toBeLessThanOrEqual(MOST_PER_KEY);
  expect(renders.mounted).toBe(0);

  // The buttons' names and the handle's follow the label all the same.
  const typed = card(page, "q2");
  for (const name of ["Move Question 2xabcde up", "Move Question 2xabcde down", "Duplicate Question 2xabcde"])
    await expect(typed.getByRole("button", { name, exact: true })).toBeVisible();
  await expect(typed.getByRole("button", { name: "Delete Question 2xabcde", exact: true })).toBeVisible();
  const handle = typed.getByRole("button", { name: "Reorder Question 2xabcde", exact: true });
  await expect(handle).toHaveAccessibleDescription(/^position 3 of 30\b/);
  await expect(typed.getByRole("button", { name: "Move Question 2xabcde up" })).toHaveAttribute("title", "Move up");
  // The rest of the panel follows: its name, and the id it offers from the label.
  await expect(page.getByRole("region", { name: "Properties of Question 2xabcde" })).toBeVisible();
});

test("keys typed faster than the panel renders land in the label whole and in order; a new id follows", async ({
  page,
}) => {
  const id = await seedEvent(Array.from({ length: 30 }, (_, i) => q(`q${i}`, { label: `Question ${i}` })));
  await openEditor(page, id);
  await page
    .getByRole("complementary", { name: "Question types" })
    .getByRole("button", { name: /^Text\b/ })
    .first()
    .click();
  const input = page.getByTestId("inspector").getByLabel("Question", { exact: true });
  await expect(input).toBeFocused();
  // No pause between the keys: each lands before the deferred render of the one before it has run.
  await input.pressSequentially("Where did you hear about us", { delay: 0 });
  await expect(input).toHaveValue("Where did you hear about us");
  await expect(page.getByTestId("card-label").filter({ hasText: "Where did you hear about us" })).toHaveCount(1);
  await expect(page.getByTestId("inspector").getByLabel("Id", { exact: true })).toHaveValue("whereDidYouHearAboutUs");
  await input.press("End");
  for (const key of "?!") await input.press(key);
  await expect(input).toHaveValue("Where did you hear about us?!");
  await input.press("Tab");
  await expect(input).toHaveValue("Where did you hear about us?!");
});

test("the inspector's text fields are each alone in a form of their own, and Enter in one submits nothing", async ({
  page,
}) => {
  // Chromium's autofill reads every control of the form owning the one typed into, at each key (ui/input.tsx).
  const id = await seedEvent([q("q0", { label: "Company" }), q("q1", { label: "Role" })]);
  await openEditor(page, id);
  await selectCard(page, "q1");
  const inspector = page.getByTestId("inspector");
  const input = inspector.getByLabel("Question", { exact: true });
  await expect(input).toHaveValue("Role");
  const owners = await inspector.locator("input[form]").evaluateAll((inputs) =>
    inputs.map((element) => {
      const form = (element as HTMLInputElement).form;
      return { owned: form !== null && form.id === element.getAttribute("form"), controls: form?.elements.length };
    }),
  );
  expect(owners.length).toBeGreaterThanOrEqual(2);
  expect(owners).toEqual(owners.map(() => ({ owned: true, controls: 1 })));
  // Alone in its form, Enter would submit it (a reload): refused; the page and the typed text stay.
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await input.press("End");
  await input.pressSequentially(" in the company");
  await input.press("Enter");
  await expect(card(page, "q1").getByTestId("card-label")).toHaveText("Role in the company");
  await expect(input).toBeFocused();
  await expect(input).toHaveValue("Role in the company");
  expect(navigations).toEqual([]);
});

test("a card reads four slices of the editor's store through the cards' one listener, none of its own", async ({
  page,
}) => {
  const id = await seedEvent(Array.from({ length: 3 }, (_, i) => q(`q${i}`, { label: `Question ${i}` })));
  await openEditor(page, id);
  // Its question and its two counts (the body), whether it is shown and selected (the shell); the actions are read
  // without a subscription. Each of the four was a listener on the store, run at every change of it, before the
  // cards shared one (lib/editor-store/card-subscriptions.ts); the top bar holds listeners of its own.
  expect(await storeSubscriptions(card(page, "q1"))).toEqual({ reads: 4, onStore: 0 });
  expect((await storeSubscriptions(page.getByTestId("top-bar"))).onStore).toBeGreaterThan(0);
});
