// Test helper: a capture device row with one token, written straight into the database (the repository tests and
// e2e/seed.ts use it; devices signing in for real is device-sign-in.ts's, tested on its own).
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb } from "../../lib/db/client";
import { accessTokens, captureDevices } from "../../lib/db/schema";
import { hashToken } from "../../lib/db/repositories/tokens";

export type SeedDevice = {
  name: string;
  staff: string;
  /** How long ago it was created and last seen, in minutes (it never reported when lastSeen is absent). */
  createdMinutesAgo?: number;
  lastSeenMinutesAgo?: number;
  pending?: number;
  appVersion?: string;
};

export async function seedDevice(companyId: number, device: SeedDevice): Promise<{ id: string; accessToken: string }> {
  const db = await getDb();
  const id = `dev_${randomBytes(12).toString("base64url")}`;
  const ago = (minutes: number) => sql`date_trunc('second', now()) - make_interval(mins => ${minutes}::int)`;
  await db.insert(captureDevices).values({
    id,
    companyId,
    name: device.name,
    staff: device.staff,
    created: ago(device.createdMinutesAgo ?? 0) as unknown as Date,
    lastSeen: device.lastSeenMinutesAgo === undefined ? null : (ago(device.lastSeenMinutesAgo) as unknown as Date),
    pending: device.pending ?? null,
    appVersion: device.appVersion ?? null,
  });
  const accessToken = randomBytes(32).toString("base64url");
  await db.insert(accessTokens).values({
    tokenHash: hashToken(accessToken),
    deviceId: id,
    companyId,
    expiresAt: new Date(Date.now() + 365 * 24 * 3600 * 1000),
  });
  return { id, accessToken };
}
