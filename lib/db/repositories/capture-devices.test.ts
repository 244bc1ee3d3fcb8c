// The Capture page's data on both databases: devices listed newest first, renamed, revoked with their tokens
// (refused at once, also where this process remembered them), events opened and closed for capture without
// changing the event, the app passcode rotated.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDevice } from "../../../tests/support/seed-device";
import { useFreshDatabase } from "../../../tests/support/postgres";
import { closeDb } from "../client";
import { createApiClient } from "./api-clients";
import {
  captureSettings,
  DEVICE_NAME_MAX,
  listCaptureDevices,
  renameCaptureDevice,
  revokeCaptureDevice,
  rotateAppPasscode,
  setEventOpenForCapture,
} from "./capture-devices";
import { ensureCompany, getCompany } from "./companies";
import { createEvent, deleteEvent, getEvent, pageEventsForToken } from "./events";
import { findToken, hashToken, issueToken } from "./tokens";

const input = { name: "Expo", type: "standard" as const, questions: [] };

describe.each(["pglite", "postgres"] as const)("capture devices on %s", (database) => {
  let cleanup: () => Promise<void> = async () => undefined;
  let company: number;
  let other: number;

  beforeAll(async () => {
    cleanup = await useFreshDatabase(database, "capture-devices-");
    company = (await ensureCompany("stand", "Stand Ltd")).company.id;
    other = (await ensureCompany("elsewhere")).company.id;
  }, 60_000);
  afterAll(async () => {
    await closeDb();
    await cleanup();
  });

  it("lists a company's devices newest first, with what they last reported", async () => {
    const older = await seedDevice(company, { name: "Tablet 1", staff: "Ada", createdMinutesAgo: 90 });
    const newer = await seedDevice(company, {
      name: "Tablet 2",
      staff: "Grace",
      createdMinutesAgo: 30,
      lastSeenMinutesAgo: 2,
      pending: 4,
      appVersion: "1.2.0",
    });
    await seedDevice(other, { name: "Not theirs", staff: "Eve" });
    const listed = await listCaptureDevices(company);
    expect(listed.map((device) => device.id)).toEqual([newer.id, older.id]);
    expect(listed[0]).toMatchObject({
      name: "Tablet 2",
      staff: "Grace",
      pending: 4,
      appVersion: "1.2.0",
      revokedAt: null,
      revokedBy: null,
    });
    expect(listed[0].lastSeen).toBeInstanceOf(Date);
    expect(listed[0].created.getTime()).toBeGreaterThan(listed[1].created.getTime());
    expect(listed[1]).toMatchObject({ lastSeen: null, pending: null, appVersion: null });
  });

  it("renames a device, trimmed, 1 to DEVICE_NAME_MAX characters, of the company only", async () => {
    const device = await seedDevice(company, { name: "Tablet 3", staff: "Ada" });
    const renamed = await renameCaptureDevice(company, device.id, "  Front desk  ");
    expect(renamed).toMatchObject({ status: "ok", device: { id: device.id, name: "Front desk" } });
    expect(await renameCaptureDevice(company, device.id, "   ")).toEqual({ status: "invalidName" });
    expect(await renameCaptureDevice(company, device.id, "x".repeat(DEVICE_NAME_MAX + 1))).toEqual({
      status: "invalidName",
    });
    expect(await renameCaptureDevice(company, device.id, "é".repeat(DEVICE_NAME_MAX))).toMatchObject({ status: "ok" });
    expect(await renameCaptureDevice(other, device.id, "Stolen")).toEqual({ status: "notFound" });
    const listed = (await listCaptureDevices(company)).find((row) => row.id === device.id);
    expect(listed?.name).toBe("é".repeat(DEVICE_NAME_MAX));
  });

  it("revokes a device: marked with who did it, its tokens refused at once, others untouched", async () => {
    const device = await seedDevice(company, { name: "Tablet 4", staff: "Ada" });
    const kept = await seedDevice(company, { name: "Tablet 5", staff: "Grace" });
    // Found once, so that the embedded database's process remembers it (tokens.ts).
    expect(await findToken(device.accessToken)).toMatchObject({ deviceId: device.id, clientId: null });
    expect(await findToken(kept.accessToken)).toMatchObject({ deviceId: kept.id });

    expect(await revokeCaptureDevice(other, device.id, "Eve")).toEqual({ status: "notFound" });
    expect(await findToken(device.accessToken)).not.toBeNull();

    const revoked = await revokeCaptureDevice(company, device.id, "Ada Owner");
    expect(revoked).toMatchObject({ status: "ok", device: { id: device.id, revokedBy: "Ada Owner" } });
    expect(await findToken(device.accessToken)).toBeNull();
    expect(await findToken(kept.accessToken)).toMatchObject({ deviceId: kept.id });
    const listed = (await listCaptureDevices(company)).find((row) => row.id === device.id);
    expect(listed?.revokedAt).toBeInstanceOf(Date);
    expect(listed?.revokedBy).toBe("Ada Owner");

    expect(await revokeCaptureDevice(company, device.id, "Somebody else")).toEqual({ status: "alreadyRevoked" });
    expect((await listCaptureDevices(company)).find((row) => row.id === device.id)?.revokedBy).toBe("Ada Owner");
    expect(await revokeCaptureDevice(company, "dev_unknown", "Ada Owner")).toEqual({ status: "notFound" });
  });

  it("opens and closes events for capture without changing them, and moves the events collection on", async () => {
    const { clientId } = await createApiClient([company]);
    const { accessToken } = await issueToken({ clientId, companyId: company, ttlSeconds: 600 });
    const event = await createEvent(company, input);
    const versionNow = async () =>
      (await pageEventsForToken(hashToken(accessToken), { offset: 0, limit: 10 }))?.version;
    const before = await versionNow();
    expect((await captureSettings(company))?.events.find((row) => row.id === event.id)?.openForCapture).toBe(true);

    expect(await setEventOpenForCapture(company, event.id, false)).toEqual({
      status: "ok",
      changed: true,
      event: { id: event.id, name: "Expo", openForCapture: false },
    });
    const after = await versionNow();
    expect(after).not.toBe(before);
    const found = await getEvent(company, event.id);
    expect(found.status === "found" && found.value.lastModified).toEqual(event.lastModified);
    expect((await captureSettings(company))?.events.find((row) => row.id === event.id)?.openForCapture).toBe(false);

    // Nothing to change: nothing written.
    expect(await setEventOpenForCapture(company, event.id, false)).toMatchObject({ status: "ok", changed: false });
    expect(await versionNow()).toBe(after);

    expect(await setEventOpenForCapture(company, event.id, true)).toMatchObject({ status: "ok", changed: true });
    expect(await setEventOpenForCapture(other, event.id, false)).toEqual({ status: "notFound" });
    await deleteEvent(company, event.id);
    expect(await setEventOpenForCapture(company, event.id, false)).toEqual({ status: "notFound" });
    expect((await captureSettings(company))?.events.some((row) => row.id === event.id)).toBe(false);
  });

  it("rotates the app passcode: a new one, the company's Last-Modified moves on, devices keep tokens", async () => {
    const device = await seedDevice(company, { name: "Tablet 6", staff: "Ada" });
    const before = await getCompany(company);
    const rotated = await rotateAppPasscode(company);
    expect(rotated).toMatch(/^[0-9a-f]{12}$/);
    expect(rotated).not.toBe(before?.appPasscode);
    const after = await getCompany(company);
    expect(after?.appPasscode).toBe(rotated);
    expect(after!.lastModified.getTime()).toBeGreaterThan(before!.lastModified.getTime());
    expect((await captureSettings(company))?.appPasscode).toBe(rotated);
    expect(await findToken(device.accessToken)).toMatchObject({ deviceId: device.id });
    expect((await getCompany(other))?.appPasscode).not.toBe(rotated);
    expect(await rotateAppPasscode(999_999)).toBeNull();
    expect(await captureSettings(999_999)).toBeNull();
  });
});
