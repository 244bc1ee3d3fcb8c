// Capture devices from the API's side (docs/decisions.md §10.2): signing a device in with the company username and
// app passcode (a device row, its token and an activity row, in one transaction), reading the device a token acts
// for, and recording what it reports at each sync. The studio's management of devices is capture-devices.ts.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "../client";
import { accessTokens, activity, captureDevices, companies } from "../schema";
import { nowSecond } from "./shared";
import { hashToken } from "./tokens";

/**
 * How long a device's token lasts: a year (docs/api.md "Capture devices"). A tablet signed in before a season of
 * shows must not be signed out in the middle of one, and offline for days; revoking a device ends its token at once.
 */
export const DEVICE_TOKEN_TTL_SECONDS = 365 * 24 * 60 * 60;

export type DeviceRecord = {
  id: string;
  companyId: number;
  name: string;
  staff: string;
  created: Date;
  lastSeen: Date | null;
  pending: number | null;
  appVersion: string | null;
  revokedAt: Date | null;
  company: { name: string; username: string };
};

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/** Whether `given` is `expected`, in time that does not depend on where they differ (both hashed to one length). */
export function samePasscode(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** A new device id: "dev_" and 16 random bytes, URL-safe. */
const newDeviceId = () => `dev_${randomBytes(16).toString("base64url")}`;

const deviceColumns = {
  id: captureDevices.id,
  companyId: captureDevices.companyId,
  name: captureDevices.name,
  staff: captureDevices.staff,
  created: captureDevices.created,
  lastSeen: captureDevices.lastSeen,
  pending: captureDevices.pending,
  appVersion: captureDevices.appVersion,
  revokedAt: captureDevices.revokedAt,
  companyName: companies.name,
  companyUsername: companies.username,
};

const toRecord = ({
  companyName,
  companyUsername,
  ...row
}: { companyName: string; companyUsername: string } & Omit<DeviceRecord, "company">): DeviceRecord => ({
  ...row,
  company: { name: companyName, username: companyUsername },
});

/**
 * Signs a device in: null when the company username or the passcode is wrong (the caller answers both alike). The
 * passcode is compared in constant time, also for an unknown username. Without a name the device is "Tablet N", N
 * one more than the devices the company ever had (revoked ones included, so a name is not given twice in a row).
 */
export async function signInDevice(input: {
  username: string;
  appPasscode: string;
  staff: string;
  name?: string;
}): Promise<{ accessToken: string; expiresAt: Date; device: DeviceRecord } | null> {
  const db = await getDb();
  const found = await db
    .select({ id: companies.id, name: companies.name, username: companies.username, passcode: companies.appPasscode })
    .from(companies)
    .where(eq(companies.username, input.username));
  const company = found[0];
  // Passcodes are made of lower-case hex digits; one typed in capitals (a tablet's keyboard, read off a screen) is the
  // same passcode. Both comparisons always run, so the time says nothing either.
  const expected = company?.passcode ?? randomBytes(16).toString("hex");
  const exact = samePasscode(input.appPasscode, expected);
  const lowered = samePasscode(input.appPasscode.toLowerCase(), expected);
  const matches = exact || lowered;
  if (!company || !matches) return null;
  const accessToken = randomBytes(32).toString("base64url");
  const expiresAt = new Date((Math.ceil(Date.now() / 1000) + DEVICE_TOKEN_TTL_SECONDS) * 1000);
  const id = newDeviceId();
  const row = await db.transaction(async (tx) => {
    let name = input.name;
    if (!name) {
      const counted = await tx
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(captureDevices)
        .where(eq(captureDevices.companyId, company.id));
      name = `Tablet ${(counted[0]?.count ?? 0) + 1}`;
    }
    const inserted = await tx
      .insert(captureDevices)
      .values({ id, companyId: company.id, name, staff: input.staff, created: nowSecond as unknown as Date })
      .returning();
    await tx
      .insert(accessTokens)
      .values({ tokenHash: hashToken(accessToken), deviceId: id, clientId: null, companyId: company.id, expiresAt });
    await tx.insert(activity).values({
      companyId: company.id,
      personId: null,
      actor: input.staff,
      action: "deviceSignedIn",
      subject: name,
      at: nowSecond as unknown as Date,
    });
    return inserted[0];
  });
  return {
    accessToken,
    expiresAt,
    device: {
      id: row.id,
      companyId: row.companyId,
      name: row.name,
      staff: row.staff,
      created: row.created,
      lastSeen: row.lastSeen,
      pending: row.pending,
      appVersion: row.appVersion,
      revokedAt: row.revokedAt,
      company: { name: company.name, username: company.username },
    },
  };
}

/** The company's device `id` with its company's name and username; null when there is none. */
export async function getDevice(companyId: number, id: string): Promise<DeviceRecord | null> {
  const db = await getDb();
  const rows = await db
    .select(deviceColumns)
    .from(captureDevices)
    .innerJoin(companies, eq(companies.id, captureDevices.companyId))
    .where(and(eq(captureDevices.id, id), eq(captureDevices.companyId, companyId)));
  return rows[0] ? toRecord(rows[0]) : null;
}

/** What a device reports at a sync: leads waiting on it and its app's version (each kept as it was when absent). */
export type DeviceReport = { pending?: number; appVersion?: string };

const minuteOf = (time: number) => Math.floor(time / 60_000) * 60_000;

/**
 * Records that the device was seen now (to the minute) with its report. Writes only when something changed: a
 * device syncing every few seconds costs one write a minute at most.
 */
export async function recordDeviceReport(device: DeviceRecord, report: DeviceReport, now = Date.now()): Promise<void> {
  const seen = minuteOf(now);
  const pending = report.pending ?? device.pending;
  const appVersion = report.appVersion ?? device.appVersion;
  if (device.lastSeen?.getTime() === seen && pending === device.pending && appVersion === device.appVersion) return;
  const db = await getDb();
  await db
    .update(captureDevices)
    .set({ lastSeen: new Date(seen), pending, appVersion })
    .where(eq(captureDevices.id, device.id));
}
