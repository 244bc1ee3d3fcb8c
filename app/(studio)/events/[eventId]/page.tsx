import type { Metadata } from "next";
import { Builder } from "@/components/builder/builder";
import { EventGone } from "@/components/studio/event-gone";
import { requireSession } from "@/lib/studio/session";
import { createEventFromForm, saveEvent } from "./actions";
import { loadEvent } from "./load-event";
import { sendTestRegistration } from "./preview-actions";

export const metadata: Metadata = { title: "Event" };

export default async function EventPage({ params, searchParams }: { params: Promise<{ eventId: string }>; searchParams: Promise<{ preview?: string }> }) {
  const { eventId } = await params;
  const openPreview = (await searchParams).preview === "1";
  const session = await requireSession(`/events/${encodeURIComponent(eventId)}`);
  const loaded = await loadEvent(eventId);
  if (loaded.status === "gone") return <EventGone />;
  const { event, lastModified } = loaded;
  return (
    <Builder
      eventId={event.id}
      company={session.company.username}
      initial={{ name: event.name, type: event.type, questions: event.questions }}
      lastModified={lastModified ? lastModified.toUTCString() : null}
      save={saveEvent}
      create={createEventFromForm}
      sendTest={sendTestRegistration}
      openPreview={openPreview}
    />
  );
}
