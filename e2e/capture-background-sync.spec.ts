// Background Sync in the capture app (docs/architecture.md "Capture mode"): leads saved while the network is out make
// the page ask the browser for a `sync` event; the service worker answers it with the pages' own queue, store and
// lock, so the leads arrive once each even when no capture page is open any more, and a page opened afterwards shows
// them sent. Chromium fires `sync` through the DevTools protocol here, as it does on its own when the network returns.
import type { Question } from "../lib/sdk";
import { serious, signInDevice } from "./support/capture-checks";
import { apiFor, baseURL, credentials, expect, test } from "./fixtures";

test.use({ hasTouch: true, viewport: { width: 820, height: 1180 }, serviceWorkers: "allow" });

const api = () => apiFor(credentials("capture"));
const questions = [
  { id: "fullName", type: "text", label: "Full name", required: true },
  { id: "email", type: "email", label: "E-mail", required: true },
] as Question[];

test("leads saved offline are sent by the service worker with no capture page open, once each", async ({
  page,
  context,
}) => {
  const passcode = (await api().company.get()).data.appPasscode;
  const name = "Capture in the background";
  const eventId = (await api().events.create({ name, questions })).id;
  await signInDevice(page, passcode, { name: "Tablet B", staff: "Bo" }, name);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });

  await context.setOffline(true);
  for (const n of [1, 2]) {
    await page.getByLabel("Full name").fill(`Visitor ${n}`);
    await page.getByLabel("E-mail").fill(`background${n}@show.example`);
    await page.getByRole("button", { name: "Save lead" }).click();
    await expect(page.getByTestId("capture-saved")).toContainText(`Visitor ${n}:`);
  }
  await expect(page.getByTestId("capture-waiting")).toContainText("2 waiting");
  // The page asked the browser to send them when the network is back.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          sync: { getTags(): Promise<string[]> };
        };
        return registration.sync.getTags();
      }),
    )
    .toContain("capture-send");

  // The tablet is put away: no capture page is open when the network comes back.
  await page.close({ runBeforeUnload: false });
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registrations = new Map<string, string>();
  cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: updated }) => {
    for (const each of updated) if (!each.isDeleted) registrations.set(each.scopeURL, each.registrationId);
  });
  await cdp.send("ServiceWorker.enable");
  const scope = `${baseURL}/capture`;
  await expect.poll(() => registrations.get(scope) ?? null).not.toBeNull();
  await context.setOffline(false);
  await cdp.send("ServiceWorker.dispatchSyncEvent", {
    origin: baseURL,
    registrationId: registrations.get(scope)!,
    tag: "capture-send",
    lastChance: false,
  });
  await expect
    .poll(async () => (await api().registrations.toArray(eventId)).map((each) => each.values.email.value), {
      timeout: 30_000,
    })
    .toEqual(["background1@show.example", "background2@show.example"]);

  // A sync fired again sends nothing twice; the page opened afterwards finds nothing waiting.
  await cdp.send("ServiceWorker.dispatchSyncEvent", {
    origin: baseURL,
    registrationId: registrations.get(scope)!,
    tag: "capture-send",
    lastChance: false,
  });
  const again = await context.newPage();
  await again.goto("/capture");
  await expect(again.getByRole("heading", { name })).toBeVisible();
  await expect(again.getByTestId("capture-waiting")).toContainText("Nothing waiting");
  expect(await api().registrations.toArray(eventId)).toHaveLength(2);
  expect(await serious(again)).toEqual([]);
});
