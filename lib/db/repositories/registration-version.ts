// The version of its event a registration was captured against (docs/api.md "Registration provenance"), written by
// the registration's insert in its own statement: the newest version written at or before the form's version a
// capture device names (its Capture-Form-Version is the event's Last-Modified, the time of that version), or the
// newest of all — the definition the values were just checked against. Null for an event made before its history
// began (no version yet).
import { sql, type Placeholder } from "drizzle-orm";
import { eventVersions } from "../schema";

/** The version number as a column of the insert, from the placeholders `eventId` and `versionTime`. */
export const eventVersionColumn = (eventId: Placeholder, versionTime: Placeholder) =>
  sql<number | null>`(select max(${eventVersions.n}) from ${eventVersions}
    where ${eventVersions.eventId} = ${eventId}::integer
    and ${eventVersions.created} <= coalesce(${versionTime}::timestamptz, 'infinity'::timestamptz))`;

/** The `versionTime` parameter: a device's form version as an ISO instant, else null (the newest version). */
export function versionTimeOf(formVersion: string | null | undefined): string | null {
  if (!formVersion) return null;
  const time = Date.parse(formVersion);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
