// What the API shows of each model (the description's Resources section; docs/decisions.md §6.7).
import type { Company } from "../db/repositories/companies";
import type { DeviceRecord } from "../db/repositories/device-sign-in";
import type { EventRecord } from "../db/repositories/events";
import type { RegistrationRecord } from "../db/repositories/registrations";
import { formatHttpDate } from "./http-date";

export const companyView = (company: Company) => ({
  id: company.id,
  lastModified: formatHttpDate(company.lastModified),
  name: company.name,
  urlHash: company.urlHash,
  username: company.username,
  appPasscode: company.appPasscode,
});

export const eventView = (event: EventRecord) => ({
  id: event.id,
  name: event.name,
  type: event.type,
  questions: event.questions,
});

// An event's whole representation as JSON, by the record it is made of: a record is read-only and stands for one
// version of its event (the read caches hand out the same record until the event changes), so its text is made
// once however often it is answered (a 1,000-question event is ~80 kB of JSON to write per GET otherwise).
const eventTexts = new WeakMap<EventRecord, string>();

/** `JSON.stringify(eventView(event))`, made once per record. */
export function eventJson(event: EventRecord): string {
  let text = eventTexts.get(event);
  if (text === undefined) eventTexts.set(event, (text = JSON.stringify(eventView(event))));
  return text;
}

/** Who captured a registration: the capture device's name then and its staff member (docs/decisions.md §10.3). */
export type CapturedBy = { device: string; staff: string };
/** The provenance attributes of a registration, beside `values` (docs/api.md "Registration provenance"). */
export const PROVENANCE_FIELDS = ["capturedAt", "capturedBy", "formVersion"] as const;
type Provenance = { capturedAt?: string | null; capturedBy?: CapturedBy | null; formVersion?: string | null };

/**
 * A registration. Its provenance attributes appear when they hold something (a capture device sent it) or when
 * `fields` names them (then null for a registration no device captured): a client that asks for nothing new sees
 * the description's model unchanged (docs/api.md "Registration provenance"). `eventVersion` (the number of the
 * event's version it was captured against) appears only where `fields` names it.
 */
export function registrationView(registration: RegistrationRecord, fields: Set<string> | null = null) {
  const view: { id: string; values: Record<string, unknown>; created: string; lastModified: string } & Provenance & {
      eventVersion?: number | null;
    } = {
    id: registration.id,
    values: registration.values,
    created: formatHttpDate(registration.created),
    lastModified: formatHttpDate(registration.lastModified),
  };
  for (const name of PROVENANCE_FIELDS) {
    const value = registration[name];
    if (value !== null || fields?.has(name)) Object.assign(view, { [name]: value });
  }
  // Every registration has one, so it appears only where `fields` names it: the description's model stays as it is.
  if (fields?.has("eventVersion")) view.eventVersion = registration.eventVersion;
  return view;
}

/** A capture device as the API shows it (docs/api.md "Capture devices"). */
export const deviceView = (device: DeviceRecord) => ({
  id: device.id,
  name: device.name,
  staff: device.staff,
  created: formatHttpDate(device.created),
  company: { name: device.company.name, username: device.company.username },
});
