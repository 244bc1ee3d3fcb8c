// The lead's follow-up e-mail as an organiser lives it (docs/studio.md "Follow-up e-mail"): an editor writes it in
// the editor's "Follow-up e-mail" dialog, sees it filled with sample answers and turns it on; a lead who ticks
// emailMe gets exactly one mail with their answers at the test's real SMTP server (e2e/support/smtp-sink.ts), one who
// does not gets none; the registration panel says "Sent". axe on the dialog and the panel.
import type { Browser, Page } from "@playwright/test";
import { apiFor, createInvitationLink, credentials, expect, signIn, test, seriousViolations } from "./fixtures";
import { mailTo, waitForMail } from "./support/mailbox";

const questions = [
  { id: "fullName", type: "text", label: "Name" },
  { id: "email", type: "email", label: "E-mail" },
  { id: "company", type: "text", label: "Company" },
  { id: "emailMe", type: "checkbox", label: "E-mail me the brochure" },
];
const lead = (name: string, email: string, emailMe: boolean) => ({
  fullName: { value: name },
  email: { value: email },
  company: { value: "Engines <&> Co" },
  emailMe: { value: emailMe },
});

async function join(browser: Browser, link: string, name: string, email: string): Promise<Page> {
  const page = await (
    await browser.newContext({
      extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${Math.floor(Math.random() * 200) + 20}` },
    })
  ).newPage();
  await page.goto(link);
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel(/^Password/).fill(`${name} has a long password`);
  await page.getByRole("button", { name: "Create my account and join" }).click();
  await expect(page).toHaveURL(/\/events$/, { timeout: 20_000 });
  return page;
}

test("an editor writes the follow-up and turns it on; a ticked lead gets one mail, an unticked none", async ({
  page,
  browser,
}) => {
  const owner = credentials("leads");
  await signIn(page, owner);
  const link = await createInvitationLink(page, "Editor", "Fiona, who writes mail");
  const editor = await join(browser, link, "Fiona Follow-up", "fiona.follow-up@leads.example");
  const api = apiFor(owner);
  const { id: eventId } = await api.events.create({ name: "Brochure Expo", questions: questions as never });

  await editor.goto(`/events/${eventId}`);
  await expect(editor.locator('[data-testid="editor"][data-hydrated]')).toBeVisible({ timeout: 20_000 });
  await editor.getByRole("button", { name: "Follow-up e-mail" }).click();
  const dialog = editor.getByRole("dialog", { name: "Follow-up e-mail" });
  await expect(dialog.getByLabel("Subject")).toBeVisible();
  await dialog.getByLabel("Subject").fill("Your brochure, {fullName}");
  await dialog.getByLabel("Body").fill("Dear {fullName} of {company},\n\nHere is the brochure. {nmae}");
  // A placeholder that names no question is pointed out before anything is saved.
  await expect(dialog.getByText("{nmae} names no question of this form")).toBeVisible();
  await dialog.getByLabel("Body").fill("Dear {fullName} of {company},\n\nHere is the brochure.");
  await expect(dialog.getByTestId("follow-up-preview-subject")).toHaveText("Your brochure, Ada Lovelace");
  await expect(dialog.getByTestId("follow-up-preview-body")).toContainText("Dear Ada Lovelace of Analytical Engines");
  await dialog.getByRole("switch", { name: "Send the follow-up to new registrations" }).click();
  expect(await seriousViolations(editor)).toEqual([]);
  await dialog.getByRole("button", { name: "Save follow-up" }).click();
  await expect(dialog.getByText("Saved. The follow-up is on.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();

  // A ticked lead, then an unticked one, then a ticked marker: the marker's mail coming alone shows none went to
  // the unticked lead (the worker sends in the order they were queued).
  const ticked = await api.registrations.create(eventId, lead("Grace Hopper", "grace@visitor.example", true));
  await api.registrations.create(eventId, lead("Alan Turing", "alan@visitor.example", false));
  await api.registrations.create(eventId, lead("Marker Lead", "marker@visitor.example", true));
  const [mail] = await waitForMail("grace@visitor.example");
  expect(mail.subject).toBe("Your brochure, Grace Hopper");
  expect(mail.text.trim()).toBe("Dear Grace Hopper of Engines <&> Co,\n\nHere is the brochure.");
  expect(mail.html).toContain("Engines &lt;&amp;&gt; Co");
  await waitForMail("marker@visitor.example");
  expect(mailTo("grace@visitor.example")).toHaveLength(1);
  expect(mailTo("alan@visitor.example")).toHaveLength(0);

  await editor.goto(`/events/${eventId}/registrations`);
  await editor.locator(`tr[data-registration-id="${ticked.id}"]`).getByRole("button", { name: /^Open/ }).click();
  const panel = editor.getByRole("complementary", { name: "Grace Hopper" });
  await expect(panel.getByTestId("registration-follow-up")).toContainText("Sent");
  expect(await seriousViolations(editor)).toEqual([]);
});

test("a viewer reads the follow-up: the same dialog, read only, nothing to save", async ({ page, browser }) => {
  const owner = credentials("leads");
  await signIn(page, owner);
  const link = await createInvitationLink(page, "Viewer", "Vic, who only reads");
  const viewer = await join(browser, link, "Vic Viewer", "vic.viewer@leads.example");
  const { id: eventId } = await apiFor(owner).events.create({ name: "Read-only Expo", questions: questions as never });

  await viewer.goto(`/events/${eventId}`);
  await expect(viewer.getByTestId("read-only-event")).toBeVisible({ timeout: 20_000 });
  await viewer.getByRole("button", { name: "Follow-up e-mail" }).click();
  const dialog = viewer.getByRole("dialog", { name: "Follow-up e-mail" });
  await expect(dialog.getByText("Read only: your role (viewer)")).toBeVisible();
  await expect(dialog.getByLabel("Subject")).toHaveValue("Thank you for visiting us, {fullName}");
  await expect(dialog.getByLabel("Subject")).not.toBeEditable();
  await expect(dialog.getByLabel("Body")).not.toBeEditable();
  await expect(dialog.getByRole("switch")).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Save follow-up" })).toHaveCount(0);
  expect(await seriousViolations(viewer)).toEqual([]);
});
