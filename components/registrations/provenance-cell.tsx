// A capture device's provenance as the table and the side panel show it (lib/registrations/provenance.ts): when it
// was captured in the viewer's time (the device's own value on hover and for screen readers), the device, the staff
// member, and whether the lead was filled against the event's current form. Nothing for a lead no device sent.
import {
  formVersionState,
  provenanceValue,
  type Provenance,
  type ProvenanceField,
} from "@/lib/registrations/provenance";
import type { Formatters } from "./format";

/** "current", or "older form (<that version's time>)": the form version against the event's Last-Modified. */
export function formVersionText(formVersion: string, eventLastModified: string | null, format: Formatters): string {
  const state = formVersionState(formVersion, eventLastModified);
  if (state.kind === "current") return "current";
  if (state.kind === "older") return `older form (${format.instant(state.version.toISOString())})`;
  return state.text;
}

export function CapturedAt({ value, format }: { value: string; format: Formatters }) {
  return (
    <time dateTime={value} title={`Device clock: ${value}`}>
      {format.instant(value)}
      <span className="sr-only"> (device clock: {value})</span>
    </time>
  );
}

export function ProvenanceCell({
  field,
  row,
  eventLastModified,
  format,
}: {
  field: ProvenanceField;
  row: Provenance;
  eventLastModified: string | null;
  format: Formatters;
}) {
  const value = provenanceValue(row, field);
  if (!value) return null;
  if (field === "capturedAt") return <CapturedAt value={value} format={format} />;
  if (field === "formVersion")
    return <span title={`Form of ${value}`}>{formVersionText(value, eventLastModified, format)}</span>;
  return <>{value}</>;
}
