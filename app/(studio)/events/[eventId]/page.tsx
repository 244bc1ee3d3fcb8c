import type { Metadata } from "next";
import Link from "next/link";
import { EventGone } from "@/components/studio/event-gone";
import { requireSession } from "@/lib/studio/session";
import { loadEvent } from "./load-event";

export const metadata: Metadata = { title: "Event" };

export default async function EventPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  await requireSession(`/events/${encodeURIComponent(eventId)}`);
  const loaded = await loadEvent(eventId);
  if (loaded.status === "gone") return <EventGone />;
  const { event } = loaded;
  // The form editor (issue 10) replaces this section.
  return (
    <section aria-labelledby="event-title" className="space-y-2">
      <p className="text-sm">
        <Link href="/events" className="text-brand-600 hover:underline">
          ← Events
        </Link>
      </p>
      <h1 id="event-title" className="text-2xl font-semibold text-slate-900">
        {event.name}
      </h1>
      <p className="text-sm text-slate-600">
        {event.questions.length === 1 ? "1 question" : `${event.questions.length} questions`} · {event.type === "checkIn" ? "Check-in" : "Standard"} event
      </p>
    </section>
  );
}
