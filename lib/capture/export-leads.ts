// "Export unsent leads": what a device still holds, as CSV (for a spreadsheet) and JSON (to send later through the
// API or hand to an owner), built in the browser from IndexedDB alone, so it works with no network and with a
// revoked device. The CSV goes through the registrations export's writer (quoting, formula neutralising).
import type { Question } from "../questions";
import { BOM, csvLines } from "../registrations/csv";
import type { Lead, LeadStatus } from "./queue";

const UNSENT: ReadonlySet<LeadStatus> = new Set(["waiting", "needsReview", "parked"]);

const STATUS_WORDS: Record<LeadStatus, string> = {
  waiting: "Saved on this tablet",
  sent: "Sent",
  needsReview: "Needs review",
  parked: "Parked",
};

export const unsentLeads = (leads: readonly Lead[]) =>
  leads.filter((lead) => UNSENT.has(lead.status)).sort((a, b) => a.seq - b.seq);

function cell(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (Array.isArray(value)) return value.map(cell).join(", ");
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * The CSV of the unsent leads: one column per question that any of them answered, headed by its label where the
 * device has the event's form (`questionsByEvent`), then the capture metadata and the lead's state.
 */
export function unsentLeadsCsv(
  leads: readonly Lead[],
  questionsByEvent: ReadonlyMap<number, readonly Question[]> = new Map(),
): string {
  const rows = unsentLeads(leads);
  const ids: string[] = [];
  const labels = new Map<string, string>();
  for (const lead of rows) {
    for (const question of questionsByEvent.get(lead.eventId) ?? [])
      if ("label" in question && question.label && !labels.has(question.id)) labels.set(question.id, question.label);
    for (const id of Object.keys(lead.values)) if (!ids.includes(id)) ids.push(id);
  }
  const header = [
    ...ids.map((id) => labels.get(id) ?? id),
    "Event id",
    "Captured at",
    "Staff",
    "Form version",
    "State",
    "Problem",
    "Lead id",
  ];
  const body = rows.map((lead) => [
    ...ids.map((id) => cell(lead.values[id]?.value)),
    String(lead.eventId),
    lead.capturedAt,
    lead.staff,
    lead.formVersion,
    STATUS_WORDS[lead.status],
    lead.problem?.message ?? lead.lastError ?? "",
    lead.id,
  ]);
  return BOM + csvLines([header, ...body]);
}

/** The JSON of the unsent leads: each as the API would receive it, with what the device knows of it. */
export function unsentLeadsJson(leads: readonly Lead[], exportedAt: string): string {
  const rows = unsentLeads(leads).map((lead) => ({
    id: lead.id,
    idempotencyKey: lead.key,
    eventId: lead.eventId,
    state: lead.status,
    capturedAt: lead.capturedAt,
    staff: lead.staff,
    formVersion: lead.formVersion,
    values: lead.values,
    ...(lead.problem ? { problem: { kind: lead.problem.kind, message: lead.problem.message } } : {}),
  }));
  return `${JSON.stringify({ exportedAt, leads: rows }, null, 2)}\n`;
}

/** A file name for the export: the company and the time, safe on every system. */
export function exportFileName(company: string, at: Date, extension: "csv" | "json"): string {
  const stamp = at.toISOString().slice(0, 16).replace(/[:T]/g, "-");
  return `unsent-leads-${company.replace(/[^a-z0-9-]/gi, "_")}-${stamp}.${extension}`;
}
