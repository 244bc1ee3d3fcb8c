import type { Metadata } from "next";
import { Editor } from "@/components/editor/editor";
import { ReadOnlyEvent } from "@/components/editor/read-only-event";
import { EventGone } from "@/components/events/event-gone";
import { can } from "@/lib/studio/access/roles";
import { requireSession } from "@/lib/auth/session";
import { createEventFromForm, saveEvent } from "./actions";
import { loadEvent } from "./load-event";
import { listVersions, nameVersion, readVersion } from "./history-actions";
import { sendTestRegistration } from "./preview-actions";
import { saveScenarios } from "./scenario-actions";
import { scenariosOf } from "@/lib/studio/services/scenarios";

const history = { list: listVersions, read: readVersion, name: nameVersion };

export const metadata: Metadata = { title: "Event" };

export default async function EventPage({
  params,
  searchParams,
}: {
  params: Promise<{ eventId: string }>;
  searchParams: Promise<{ preview?: string }>;
}) {
  const { eventId } = await params;
  const openPreview = (await searchParams).preview === "1";
  const session = await requireSession(`/events/${encodeURIComponent(eventId)}`);
  const loaded = await loadEvent(eventId);
  if (loaded.status === "gone") return <EventGone />;
  const { event, lastModified } = loaded;
  const initial = { name: event.name, type: event.type, questions: event.questions };
  const scenarios = await scenariosOf(session, event.id);
  if (!can(session.role, "events.write"))
    return <ReadOnlyEvent eventId={event.id} initial={initial} history={history} scenarios={scenarios} />;
  return (
    <Editor
      eventId={event.id}
      company={session.company.username}
      initial={initial}
      lastModified={lastModified ? lastModified.toUTCString() : null}
      save={saveEvent}
      create={createEventFromForm}
      sendTest={sendTestRegistration}
      openPreview={openPreview}
      history={history}
      scenarios={scenarios}
      changeScenarios={saveScenarios}
    />
  );
}
