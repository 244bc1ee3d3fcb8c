import "server-only";
// A page of an event's registrations for the studio's Registrations page, newest first. The page is anchored to the
// count the person last saw: registrations arriving meanwhile come after it in creation order, so they never shift
// the rows shown (the page says "3 new — show them" instead, and showing them moves the anchor).
import { REGISTRATIONS_PAGE_SIZE } from "../../registrations/columns";
import type { Provenance } from "../../registrations/provenance";
import type { Client } from "../../sdk";
import { RangeNotSatisfiableError } from "../../sdk";
const MAX_ID = 2_147_483_647;

/**
 * A registration as the table shows it: the whole model, its provenance (null where no device captured it) and the
 * number of the event's version it was captured against, which the API sends only where `fields` names it
 * (docs/api.md "Registration provenance").
 */
export type RegistrationRow = Provenance & {
  id: string;
  created: string;
  lastModified: string;
  values: Record<string, { value: unknown }>;
  eventVersion?: number | null;
};
const ROW_FIELDS = [
  "values",
  "created",
  "lastModified",
  "capturedAt",
  "capturedBy",
  "formVersion",
  "eventVersion",
] as const;
export type RegistrationsPage = {
  rows: RegistrationRow[];
  total: number;
  page: number;
  pageCount: number;
  lastModified: string | null;
};

/** An event id from the address, or null when it cannot name one. */
export function eventIdFrom(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= MAX_ID ? Number(raw) : null;
}

export const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / REGISTRATIONS_PAGE_SIZE));

/** Creation-order positions of newest-first page `page` of `total` registrations (null: nothing there). */
export function positionsOf(page: number, total: number): { from: number; to: number } | null {
  const to = total - 1 - (page - 1) * REGISTRATIONS_PAGE_SIZE;
  if (to < 0) return null;
  return { from: Math.max(0, to - REGISTRATIONS_PAGE_SIZE + 1), to };
}

/**
 * Page `page` (newest first) of the registrations as they were when there were `anchor` of them; without an anchor,
 * or when registrations were deleted since (the anchor is past the end), of the registrations as they are now.
 */
export async function loadRegistrationsPage(
  api: Client,
  eventId: number,
  page: number,
  anchor?: number,
): Promise<RegistrationsPage> {
  const summary = await api.registrations.summary(eventId);
  const total = anchor !== undefined && anchor <= summary.total ? anchor : summary.total;
  const wanted = Math.min(Math.max(1, page), pageCountOf(total));
  const positions = positionsOf(wanted, total);
  let rows: RegistrationRow[] = [];
  if (positions) {
    try {
      const list = await api.registrations.list(eventId, { range: positions, fields: [...ROW_FIELDS] });
      rows = (list.items as RegistrationRow[]).slice().reverse();
    } catch (error) {
      // Deleted between the count and the page: read again from what is there now.
      if (error instanceof RangeNotSatisfiableError && anchor !== undefined)
        return loadRegistrationsPage(api, eventId, page);
      throw error;
    }
  }
  return {
    rows,
    total,
    page: wanted,
    pageCount: pageCountOf(total),
    lastModified: summary.lastModified?.toUTCString() ?? null,
  };
}
