// How a lead is named in the device's list and where its doubled registration is: pure helpers of the Leads screen.
import type { Lead, LeadValues } from "./queue";

const text = (values: LeadValues, id: string) => {
  const value = values[id]?.value;
  return typeof value === "string" ? value.trim() : "";
};

/** The lead's name as staff recognise it: the full name, else first and last name, else the e-mail, else "Lead N". */
export function leadName(lead: Pick<Lead, "values" | "seq">): string {
  const full = text(lead.values, "fullName");
  if (full) return full;
  const parts = [text(lead.values, "firstName"), text(lead.values, "lastName")].filter(Boolean).join(" ");
  if (parts) return parts;
  return text(lead.values, "email") || `Lead ${lead.seq}`;
}

/** The id of the registration a 409 names as already holding the e-mail (docs/api.md "Capture devices"), if any. */
export function existingRegistrationId(details: unknown): string | null {
  if (!details || typeof details !== "object") return null;
  const record = details as Record<string, unknown>;
  for (const key of ["existingId", "id", "registrationId", "existing"]) {
    const value = record[key];
    if (typeof value === "string" && value) return value;
    if (value && typeof value === "object" && typeof (value as { id?: unknown }).id === "string")
      return (value as { id: string }).id;
  }
  return null;
}

/** How many leads this device captured for the event on the day of `now` (the tablet's own calendar day). */
export function leadsToday(
  leads: readonly Pick<Lead, "eventId" | "capturedAt">[],
  eventId: number,
  now: Date = new Date(),
): number {
  const day = now.toDateString();
  return leads.filter((lead) => lead.eventId === eventId && new Date(lead.capturedAt).toDateString() === day).length;
}
