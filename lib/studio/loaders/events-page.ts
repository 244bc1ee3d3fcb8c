import "server-only";
// One page of the events list, through the SDK: HEAD for the total and the page's GET (Range, 50 a page) side by
// side, then for each listed event, a few events at a time, its last change (the list does not show it: an event's
// Last-Modified comes with its own read, here narrowed to `fields=id`) and, by a HEAD of its registrations beside
// it, their count and last change. The API's event model stays as the description shows it.
import { redirect } from "next/navigation";
import { RangeNotSatisfiableError, type Client } from "../../sdk";
import { exactTime, relativeTime } from "../format/relative-time";

export const EVENTS_PAGE_SIZE = 50;
const READS_AT_ONCE = 8;

type Changed = { relative: string; exact: string; iso: string };
export type EventRow = {
  id: number;
  name: string;
  type: "standard" | "checkIn";
  questionCount: number;
  changed: Changed | null;
  /** Null when the HEAD failed (the event was deleted meanwhile, say). */
  registrations: { count: number; changed: Changed | null } | null;
};
export type EventsPage = { rows: EventRow[]; total: number; page: number; pageCount: number; from: number };

/** `?page=` as a page number: anything else is page 1. */
export function pageNumber(value: unknown): number {
  const page = typeof value === "string" && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
  return page;
}

type Changes = { event: Date | null; registrations: { count: number; lastModified: Date | null } | null };

async function lastChanges(api: Client, ids: number[]): Promise<Map<number, Changes>> {
  const changes = new Map<number, Changes>();
  for (let start = 0; start < ids.length; start += READS_AT_ONCE) {
    await Promise.all(
      ids.slice(start, start + READS_AT_ONCE).map(async (id) => {
        // An event deleted since the list was read has no last change to show; its row goes on the next load.
        const [read, summary] = await Promise.all([
          api.events.get(id, { fields: ["id"] }).catch(() => null),
          api.registrations.summary(id).catch(() => null),
        ]);
        changes.set(id, {
          event: read?.lastModified ?? null,
          registrations: summary && { count: summary.total, lastModified: summary.lastModified },
        });
      }),
    );
  }
  return changes;
}

export async function loadEventsPage(api: Client, page: number): Promise<EventsPage> {
  const from = (page - 1) * EVENTS_PAGE_SIZE;
  try {
    const [total, list] = await Promise.all([
      api.events.count(),
      api.events.list({ fields: ["name", "type", "questions"], range: { from, to: from + EVENTS_PAGE_SIZE - 1 } }),
    ]);
    const changes = await lastChanges(
      api,
      list.items.map((event) => event.id),
    );
    const now = new Date();
    const when = (date: Date | null): Changed | null =>
      date && { relative: relativeTime(date, now), exact: exactTime(date), iso: date.toISOString() };
    const rows = list.items.map((event): EventRow => {
      const changed = changes.get(event.id);
      const registrations = changed?.registrations ?? null;
      return {
        id: event.id,
        name: event.name,
        type: event.type,
        questionCount: event.questions.length,
        changed: when(changed?.event ?? null),
        // With none, the collection's time is the event's own (the API's fallback): nothing to show.
        registrations: registrations && {
          count: registrations.count,
          changed: registrations.count > 0 ? when(registrations.lastModified) : null,
        },
      };
    });
    return { rows, total, page, pageCount: Math.max(1, Math.ceil(total / EVENTS_PAGE_SIZE)), from };
  } catch (error) {
    // A page past the end (events were deleted, or the address was typed): the last page there is.
    if (error instanceof RangeNotSatisfiableError && page > 1) redirect("/events");
    throw error;
  }
}
