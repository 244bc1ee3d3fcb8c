// Kiosk mode and the stand (docs/architecture.md "Capture mode") in Chromium with touch at 820×1180, against the
// production server: staff lock the tablet to an event with a PIN; a visitor's submit shows thanks, then a blank form;
// a half-filled form left idle asks "Still there?", then is cleared and never sent; leaving refuses a wrong PIN and
// takes the right one; the kiosk survives a reload. The badge scan reads a vCard QR code from Chromium's fake camera
// (a .y4m video this file writes) and fills fullName, email, mobile and company; the polyfill's WebAssembly comes
// from our origin. Offline, the scan works from the service worker's cache and its lead waits on the tablet,
// then be sent once. axe on every kiosk screen, 44 px targets,
// no request to another origin.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Locator } from "@playwright/test";
import QRCode from "qrcode";
import type { Question } from "../lib/sdk";
import config from "../playwright.config";
import { foreignRequests, serious, signInDevice, smallTargets } from "./support/capture-checks";
import { apiFor, baseURL, credentials, expect, test } from "./fixtures";

const BADGE = [
  "BEGIN:VCARD",
  "VERSION:3.0",
  "N:Lovelace;Ada;;;",
  "FN:Ada Lovelace",
  "ORG:Analytical Engines Ltd",
  "TEL;TYPE=CELL:+44 20 7946 0018",
  "EMAIL:ada@engines.example",
  "END:VCARD",
].join("\r\n");

/**
 * A YUV4MPEG2 video of the badge's QR code, black on white, for --use-file-for-fake-video-capture: one 4:2:0 frame
 * (Chromium loops it), luma from the QR code's modules, grey chroma.
 */
function badgeVideo(text: string): string {
  const width = 640;
  const height = 480;
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" }).modules;
  const quiet = 4;
  const scale = Math.floor(Math.min(width, height) / (qr.size + 2 * quiet));
  const left = Math.floor((width - qr.size * scale) / 2);
  const top = Math.floor((height - qr.size * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < qr.size; row++)
    for (let col = 0; col < qr.size; col++) {
      if (!qr.get(row, col)) continue;
      for (let y = 0; y < scale; y++)
        luma.fill(
          16,
          (top + row * scale + y) * width + left + col * scale,
          (top + row * scale + y) * width + left + (col + 1) * scale,
        );
    }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const file = path.join(os.tmpdir(), `capture-badge-${process.pid}.y4m`);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  fs.writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]),
  );
  return file;
}

test.use({
  hasTouch: true,
  viewport: { width: 820, height: 1180 },
  launchOptions: {
    ...config.use?.launchOptions,
    args: [
      ...(config.use?.launchOptions?.args ?? []),
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${badgeVideo(BADGE)}`,
    ],
  },
});

const api = () => apiFor(credentials("capture"));

const kioskForm = (): Question[] =>
  [
    { id: "fullName", type: "text", label: "Full name", required: true },
    { id: "email", type: "email", label: "E-mail", required: true },
    { id: "mobile", type: "tel", label: "Mobile" },
    { id: "company", type: "text", label: "Company" },
  ] as Question[];

let passcode = "";
test.beforeAll(async () => {
  passcode = (await api().company.get()).data.appPasscode;
});

test("kiosk: a PIN to enter, thanks then a blank form, idle clears a half-filled form, leaving needs the PIN", async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const foreign = foreignRequests(context);
  const eventId = (await api().events.create({ name: "Kiosk show", questions: kioskForm() })).id;
  await signInDevice(page, passcode, { name: "Kiosk tablet", staff: "Kim" }, "Kiosk show");
  await expect(page.getByTestId("capture-today")).toHaveText("0 today on this tablet");

  // Staff set the kiosk up; a PIN that is not 4 to 8 digits is refused and nothing changes.
  await page.getByRole("button", { name: "Kiosk mode" }).click();
  const setup = page.getByRole("form", { name: "Kiosk mode" });
  await setup.getByLabel("PIN to leave (4–8 digits)").fill("12");
  await setup.getByLabel("The PIN again").fill("12");
  await setup.getByRole("button", { name: "Start kiosk mode" }).click();
  await expect(setup.getByRole("alert")).toContainText("4 to 8 digits");
  expect(await serious(page)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
  await setup.getByLabel("PIN to leave (4–8 digits)").fill("2468");
  await setup.getByLabel("The PIN again").fill("2468");
  await setup.getByLabel(/Clear a form left idle after/).fill("15");
  await setup.getByLabel("Visitors may scan their badge").check();
  await setup.getByRole("button", { name: "Start kiosk mode" }).click();

  // The kiosk: the form only, autofill off; no menu, no leads, no sign-out.
  const kiosk = page.getByTestId("capture-kiosk");
  await expect(kiosk).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);
  await expect(page.getByRole("tab", { name: /Leads/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Events" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Scan badge" })).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveAttribute("autocomplete", "off");
  await expect(page.getByLabel("E-mail")).toHaveAttribute("autocomplete", "off");
  expect(await serious(page)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);

  // A visitor submits: thanks, then a blank form.
  await page.getByLabel("Full name").fill("Grace Visitor");
  await page.getByLabel("E-mail").fill("grace@kiosk.example");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Thank you! Your details are saved.")).toBeVisible();
  expect(await serious(page)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
  await page.getByRole("button", { name: "Next visitor" }).click();
  await expect(page.getByLabel("Full name")).toHaveValue("");
  await expect(page.getByLabel("E-mail")).toHaveValue("");

  // The kiosk survives a reload.
  await page.reload();
  await expect(page.getByTestId("capture-kiosk")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);

  // A half-filled form left idle: "Still there?", going on keeps the answers; left again, it is cleared.
  await page.getByLabel("Full name").fill("Half Filled");
  const stillThere = page.getByRole("alertdialog", { name: "Still there?" });
  await expect(stillThere).toBeVisible({ timeout: 30_000 });
  expect(await serious(page)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
  await stillThere.getByRole("button", { name: "I'm still here" }).click();
  await expect(stillThere).toHaveCount(0);
  await expect(page.getByLabel("Full name")).toHaveValue("Half Filled");
  await expect(stillThere).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel("Full name")).toHaveValue("", { timeout: 30_000 });
  await expect(stillThere).toHaveCount(0);

  // Leaving: a wrong PIN is refused, the right one goes back to staff mode.
  await page.getByRole("button", { name: "Staff" }).click();
  const leave = page.getByRole("dialog", { name: "Leave kiosk mode" });
  await leave.getByLabel("Staff PIN").fill("1357");
  await leave.getByRole("button", { name: "Leave kiosk mode" }).click();
  await expect(leave.getByRole("alert")).toContainText("Wrong PIN");
  await expect(page.getByTestId("capture-kiosk")).toBeVisible();
  expect(await serious(page)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
  await leave.getByLabel("Staff PIN").fill("2468");
  await leave.getByRole("button", { name: "Leave kiosk mode" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(page.getByTestId("capture-kiosk")).toHaveCount(0);
  await expect(page.getByTestId("capture-today")).toHaveText("1 today on this tablet");

  // Exactly the submitted lead reached the server; the cleared one never did.
  await expect(page.getByTestId("capture-waiting")).toContainText("Nothing waiting", { timeout: 30_000 });
  const stored = await api().registrations.toArray(eventId);
  expect(stored.map((each) => each.values.email.value)).toEqual(["grace@kiosk.example"]);
  expect(foreign).toEqual([]);
});

test("a badge's vCard QR code from the camera fills full name, e-mail, mobile and company", async ({
  page,
  context,
}) => {
  const foreign = foreignRequests(context);
  const wasm: string[] = [];
  page.on("request", (request) => request.url().endsWith(".wasm") && wasm.push(request.url()));
  const eventId = (await api().events.create({ name: "Badge show", questions: kioskForm() })).id;
  await signInDevice(page, passcode, { name: "Badge tablet", staff: "Bea" }, "Badge show");
  // At 820 px Scan badge and Kiosk mode sit on the tabs' line, above the saved line and the questions.
  const top = async (locator: Locator) => (await locator.boundingBox())?.y;
  const line = await top(page.getByRole("tab", { name: "New lead" }));
  expect(await top(page.getByRole("button", { name: "Scan badge" }))).toBe(line);
  expect(await top(page.getByRole("button", { name: "Kiosk mode" }))).toBe(line);

  await page.getByRole("button", { name: "Scan badge" }).click();
  await expect(page.getByTestId("capture-scan-filled")).toContainText("Filled from the badge", { timeout: 30_000 });
  await expect(page.getByLabel("Full name")).toHaveValue("Ada Lovelace");
  await expect(page.getByLabel("E-mail")).toHaveValue("ada@engines.example");
  await expect(page.getByLabel("Mobile")).toHaveValue("+44 20 7946 0018");
  await expect(page.getByLabel("Company")).toHaveValue("Analytical Engines Ltd");
  expect(await serious(page)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
  // Chromium on Linux has no BarcodeDetector: the polyfill read it, with its WebAssembly from our origin.
  expect(wasm).toEqual([`${baseURL}/capture/zxing_reader.wasm`]);

  // Typed answers still go: the lead is saved and sent as any other.
  await page.getByLabel("Company").fill("Analytical Engines");
  await page.getByRole("button", { name: "Save lead" }).click();
  await expect(page.getByTestId("capture-waiting")).toContainText("Nothing waiting", { timeout: 30_000 });
  const stored = await api().registrations.toArray(eventId);
  expect(stored).toHaveLength(1);
  expect(stored[0].values).toMatchObject({
    fullName: { value: "Ada Lovelace" },
    email: { value: "ada@engines.example" },
    mobile: { value: "+44 20 7946 0018" },
    company: { value: "Analytical Engines" },
  });
  expect(foreign).toEqual([]);
});

// The scanner and the barcode-detector polyfill load on demand; offline they come from the service worker's
// precache (every script of the capture app's bundle), and so does the ZXing WebAssembly.
test("offline, a badge QR code still fills the form; the lead waits on the tablet, sent once online", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const foreign = foreignRequests(context);
  const wasm: string[] = [];
  page.on("request", (request) => request.url().endsWith(".wasm") && wasm.push(request.url()));
  const eventId = (await api().events.create({ name: "Offline badge show", questions: kioskForm() })).id;
  await signInDevice(page, passcode, { name: "Offline badge tablet", staff: "Otto" }, "Offline badge show");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });

  // The hall's network is gone; the app comes back from the service worker, scanner and WebAssembly included.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Offline badge show" })).toBeVisible();
  await expect(page.getByTestId("capture-online")).toContainText("Offline");
  await page.getByRole("button", { name: "Scan badge" }).click();
  await expect(page.getByTestId("capture-scan-filled")).toContainText("Filled from the badge", { timeout: 30_000 });
  await expect(page.getByLabel("Full name")).toHaveValue("Ada Lovelace");
  await expect(page.getByLabel("E-mail")).toHaveValue("ada@engines.example");
  await expect(page.getByLabel("Mobile")).toHaveValue("+44 20 7946 0018");
  await expect(page.getByLabel("Company")).toHaveValue("Analytical Engines Ltd");
  expect(wasm).toEqual([`${baseURL}/capture/zxing_reader.wasm`]);
  expect(await serious(page)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);

  await page.getByRole("button", { name: "Save lead" }).click();
  await expect(page.getByTestId("capture-saved")).toContainText("Ada Lovelace: Saved on this tablet");
  await expect(page.getByLabel("Full name")).toHaveValue("");
  await expect(page.getByTestId("capture-waiting")).toContainText("1 waiting");
  expect(await api().registrations.count(eventId)).toBe(0);

  // The network returns: the tablet sends the lead by itself (no Send now), once, with its own id as the key.
  const keys: string[] = [];
  context.on("request", (request) => {
    if (request.method() === "POST" && /\/api\/events\/\d+\/registrations$/.test(request.url()))
      keys.push(request.headers()["idempotency-key"] ?? "none");
  });
  await context.setOffline(false);
  await expect(page.getByTestId("capture-waiting")).toContainText("Nothing waiting", { timeout: 60_000 });
  // (The "saved" line under the form clears itself 8 s after the submit, so under load it may be gone by now; the
  // count of waiting leads and the server's rows say what was sent.)
  await page.getByRole("button", { name: "Send now" }).click();
  await expect(page.getByTestId("capture-waiting")).toContainText("Nothing waiting");
  const stored = await api().registrations.toArray(eventId);
  expect(stored).toHaveLength(1);
  expect(stored[0].values).toMatchObject({
    fullName: { value: "Ada Lovelace" },
    email: { value: "ada@engines.example" },
    mobile: { value: "+44 20 7946 0018" },
    company: { value: "Analytical Engines Ltd" },
  });
  expect(stored[0].capturedBy).toEqual({ device: "Offline badge tablet", staff: "Otto" });
  expect(keys.length).toBeGreaterThan(0);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).not.toBe("none");
  expect(foreign).toEqual([]);
});
