// The studio's side of capture devices (docs/decisions.md §10.2): a company's devices listed, renamed and revoked,
// its events opened or closed for capture, its app passcode rotated. Signing devices in and their tokens are
// device-sign-in.ts's.
import { and, asc, desc, eq, isNull, ne } from "drizzle-orm";
import { getDb } from "../client";
import { accessTokens, captureDevices, companies, events } from "../schema";
import { newAppPasscode } from "./companies";
import { writing } from "./read-cache";
import { eventsCollection, nextModified, nowSecond, touchCollection } from "./shared";
import { forgetKnownTokens } from "./tokens";

/** The longest device name, after trimming (the Capture page's rename field and its schema say the same). */
export const DEVICE_NAME_MAX = 60;

export type CaptureDeviceSummary = {
  id: string;
  name: string;
  staff: string;
  created: Date;
  lastSeen: Date | null;
  /** Leads waiting on the device and its app's version, as it reported them at its last sync. */
  pending: number | null;
  appVersion: string | null;
  revokedAt: Date | null;
  revokedBy: string | null;
};

const summaryColumns = {
  id: captureDevices.id,
  name: captureDevices.name,
  staff: captureDevices.staff,
  created: captureDevices.created,
  lastSeen: captureDevices.lastSeen,
  pending: captureDevices.pending,
  appVersion: captureDevices.appVersion,
  revokedAt: captureDevices.revokedAt,
  revokedBy: captureDevices.revokedBy,
};

/** The company's devices, revoked ones included, newest first. */
export async function listCaptureDevices(companyId: number): Promise<CaptureDeviceSummary[]> {
  const db = await getDb();
  return db
    .select(summaryColumns)
    .from(captureDevices)
    .where(eq(captureDevices.companyId, companyId))
    .orderBy(desc(captureDevices.created), asc(captureDevices.id));
}

/** A device name as stored: trimmed, 1 to DEVICE_NAME_MAX characters; null when it is not one. */
export function deviceName(name: string): string | null {
  const trimmed = name.trim();
  return trimmed.length >= 1 && [...trimmed].length <= DEVICE_NAME_MAX ? trimmed : null;
}

/**
 * Renames the company's device (a revoked one too: the page and its registrations still name it). The device's
 * next requests carry the new name; leads it already sent keep the name they were captured under.
 */
export async function renameCaptureDevice(
  companyId: number,
  deviceId: string,
  name: string,
): Promise<{ status: "ok"; device: CaptureDeviceSummary } | { status: "invalidName" } | { status: "notFound" }> {
  const stored = deviceName(name);
  if (stored === null) return { status: "invalidName" };
  const db = await getDb();
  const rows = await db
    .update(captureDevices)
    .set({ name: stored })
    .where(and(eq(captureDevices.id, deviceId), eq(captureDevices.companyId, companyId)))
    .returning(summaryColumns);
  return rows[0] ? { status: "ok", device: rows[0] } : { status: "notFound" };
}

/**
 * Revokes the company's device: marks it revoked (when and by whom, in words) and deletes its tokens in the same
 * transaction, so that its next request is refused by every server process that asks the database; this process's
 * remembered tokens (tokens.ts, the embedded database) are forgotten once the transaction committed. Its waiting
 * leads stay on the device. "alreadyRevoked" changes nothing.
 */
export async function revokeCaptureDevice(
  companyId: number,
  deviceId: string,
  revokedBy: string,
): Promise<{ status: "ok"; device: CaptureDeviceSummary } | { status: "alreadyRevoked" } | { status: "notFound" }> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const rows = await tx
      .update(captureDevices)
      .set({ revokedAt: nowSecond as unknown as Date, revokedBy })
      .where(
        and(eq(captureDevices.id, deviceId), eq(captureDevices.companyId, companyId), isNull(captureDevices.revokedAt)),
      )
      .returning(summaryColumns);
    if (!rows[0]) return null;
    const deleted = await tx
      .delete(accessTokens)
      .where(eq(accessTokens.deviceId, deviceId))
      .returning({ tokenHash: accessTokens.tokenHash });
    return { device: rows[0], hashes: deleted.map((row) => row.tokenHash) };
  });
  if (result) {
    forgetKnownTokens(result.hashes);
    return { status: "ok", device: result.device };
  }
  const existing = await db
    .select({ revokedAt: captureDevices.revokedAt })
    .from(captureDevices)
    .where(and(eq(captureDevices.id, deviceId), eq(captureDevices.companyId, companyId)));
  return existing[0] ? { status: "alreadyRevoked" } : { status: "notFound" };
}

/** A live event of the company as the Capture page lists it. */
export type CaptureEvent = { id: number; name: string; openForCapture: boolean };

/**
 * Opens or closes the company's live event for capture. The flag is the studio's setting, not part of the API's
 * event, so the event's Last-Modified stays as it is (lib/db/schema.ts, `openForCapture`). What a device sees does
 * change, though: GET /api/events with a device token lists only the open events, and the conditional GET of that
 * list (If-Modified-Since; on PostgreSQL the remembered first pages, first-reads.ts) is answered from the events
 * collection's row (docs/decisions.md §5.3). So a change touches that row in the same transaction, the way every
 * other write to the company's events does: its version and change time move on and a device's next sync reads
 * the list anew. (Clients with other tokens then read an unchanged list once more: harmless.) Inside `writing`, so
 * this process's remembered reads of the company's events are dropped too.
 */
export async function setEventOpenForCapture(
  companyId: number,
  eventId: number,
  open: boolean,
): Promise<{ status: "ok"; changed: boolean; event: CaptureEvent } | { status: "notFound" }> {
  const db = await getDb();
  const live = and(eq(events.id, eventId), eq(events.companyId, companyId), isNull(events.deletedAt));
  return writing(eventsCollection(companyId), () =>
    db.transaction(async (tx) => {
      const rows = await tx
        .update(events)
        .set({ openForCapture: open })
        .where(and(live, ne(events.openForCapture, open)))
        .returning({ id: events.id, name: events.name, openForCapture: events.openForCapture });
      if (rows[0]) {
        await touchCollection(tx, eventsCollection(companyId));
        return { status: "ok" as const, changed: true, event: rows[0] };
      }
      const existing = await tx
        .select({ id: events.id, name: events.name, openForCapture: events.openForCapture })
        .from(events)
        .where(live);
      return existing[0]
        ? { status: "ok" as const, changed: false, event: existing[0] }
        : { status: "notFound" as const };
    }),
  );
}

/**
 * Gives the company a new app passcode and returns it. Devices already signed in keep working (their tokens are
 * theirs, not the passcode's): only new sign-ins need the new one. The passcode is part of the API's company
 * model, so the company's Last-Modified moves on (docs/decisions.md §5.2).
 */
export async function rotateAppPasscode(companyId: number): Promise<string | null> {
  const db = await getDb();
  const appPasscode = newAppPasscode();
  const rows = await db
    .update(companies)
    .set({ appPasscode, lastModified: nextModified(companies.lastModified) as unknown as Date })
    .where(eq(companies.id, companyId))
    .returning({ id: companies.id });
  return rows[0] ? appPasscode : null;
}

/** What the Capture page shows of the company: its app passcode and its live events, each open or not. */
export type CaptureSettings = { appPasscode: string; events: CaptureEvent[] };

export async function captureSettings(companyId: number): Promise<CaptureSettings | null> {
  const db = await getDb();
  const company = await db
    .select({ appPasscode: companies.appPasscode })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company[0]) return null;
  const list = await db
    .select({ id: events.id, name: events.name, openForCapture: events.openForCapture })
    .from(events)
    .where(and(eq(events.companyId, companyId), isNull(events.deletedAt)))
    .orderBy(asc(events.id));
  return { appPasscode: company[0].appPasscode, events: list };
}
