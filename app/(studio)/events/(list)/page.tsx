import type { Metadata } from "next";
import { EventsTable } from "@/components/events/events-table";
import { NewEventDialog } from "@/components/events/new-event-dialog";
import { Pager } from "@/components/events/pager";
import { studioApi } from "@/lib/studio/services/company-api";
import { loadEventsPage, pageNumber } from "@/lib/studio/loaders/events-page";
import { can } from "@/lib/studio/access/roles";
import { requireSession } from "@/lib/auth/session";
import { createEvent, deleteEvent, duplicateEvent } from "../actions";

export const metadata: Metadata = { title: "Events" };

export default async function EventsPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const requested = (await searchParams).page;
  const page = pageNumber(requested);
  const session = await requireSession(page > 1 ? `/events?page=${page}` : "/events");
  const events = await loadEventsPage(await studioApi(), page);
  const canEdit = can(session.role, "events.write");

  return (
    <div className="space-y-5">
      <div className="flex items-center justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Events</h1>
          <p className="text-sm text-slate-600">The lead-capture forms of {session.company.name}.</p>
        </div>
        {canEdit && <NewEventDialog actions={{ createEvent }} />}
      </div>
      {events.total === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <h2 className="text-base font-semibold text-slate-900">No events yet</h2>
          <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
            An event holds the form your stand staff fill in on their tablets.{" "}
            {canEdit ? (
              <>
                Create one with <strong>New event</strong>, then add its questions in the editor.
              </>
            ) : (
              "An editor or owner of the company creates them; you can read them here."
            )}
          </p>
        </div>
      ) : (
        <>
          <EventsTable
            key={page}
            rows={events.rows}
            total={events.total}
            canEdit={canEdit}
            actions={{ duplicateEvent, deleteEvent }}
          />
          <Pager
            page={events.page}
            pageCount={events.pageCount}
            from={events.from}
            shown={events.rows.length}
            total={events.total}
          />
        </>
      )}
    </div>
  );
}
