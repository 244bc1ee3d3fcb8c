// Where a registration came from when a capture device sent it (docs/api.md "Registration provenance"): the
// registrations table's Captured / Device / Staff / Form version columns, the side panel's lines and the CSV's cells.
// Pure: the page, the export and their tests share it.

/** The provenance attributes as the API sends them: present when a device captured the lead (or when selected). */
export type Provenance = {
  capturedAt?: string | null;
  capturedBy?: { device: string; staff: string } | null;
  formVersion?: string | null;
};

export type ProvenanceField = "capturedAt" | "capturedBy.device" | "capturedBy.staff" | "formVersion";

export type ProvenanceColumn = {
  /** Unique among the table's columns: a question id never holds a colon (lib/questions' ID_PATTERN). */
  key: `capture:${ProvenanceField}`;
  field: ProvenanceField;
  /** The table's header. */
  header: string;
  /** The CSV's header, named as its other metadata columns ("Registered at (UTC)", "Registration id"). */
  csvHeader: string;
};

export const PROVENANCE_COLUMNS: readonly ProvenanceColumn[] = [
  { key: "capture:capturedAt", field: "capturedAt", header: "Captured", csvHeader: "Captured at (UTC)" },
  { key: "capture:capturedBy.device", field: "capturedBy.device", header: "Device", csvHeader: "Capture device" },
  { key: "capture:capturedBy.staff", field: "capturedBy.staff", header: "Staff", csvHeader: "Capture staff" },
  { key: "capture:formVersion", field: "formVersion", header: "Form version", csvHeader: "Form version (UTC)" },
];

/** Whether a capture device sent this registration (any provenance attribute holds something). */
export function hasProvenance(registration: Provenance): boolean {
  return Boolean(registration.capturedAt || registration.capturedBy || registration.formVersion);
}

/** The stored value of one provenance attribute as text; "" when absent. */
export function provenanceValue(registration: Provenance, field: ProvenanceField): string {
  switch (field) {
    case "capturedAt":
      return registration.capturedAt ?? "";
    case "capturedBy.device":
      return registration.capturedBy?.device ?? "";
    case "capturedBy.staff":
      return registration.capturedBy?.staff ?? "";
    case "formVersion":
      return registration.formVersion ?? "";
  }
}

export type FormVersionState =
  | { kind: "current" }
  | { kind: "older"; version: Date }
  /** A value that is no date, or no event time to compare with: shown as it came. */
  | { kind: "unknown"; text: string };

/**
 * The form a lead was filled against compared with the event as it is now (its Last-Modified): "current" when it is
 * that version (or a newer one than the page read), "older" when the event changed since. HTTP-dates hold whole
 * seconds, so they are compared to the second.
 */
export function formVersionState(formVersion: string, eventLastModified: string | null): FormVersionState {
  const version = Date.parse(formVersion);
  const event = eventLastModified === null ? Number.NaN : Date.parse(eventLastModified);
  if (Number.isNaN(version) || Number.isNaN(event)) return { kind: "unknown", text: formVersion };
  return Math.floor(version / 1000) >= Math.floor(event / 1000)
    ? { kind: "current" }
    : { kind: "older", version: new Date(version) };
}
