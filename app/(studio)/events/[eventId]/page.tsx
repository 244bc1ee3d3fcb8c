import type { Metadata } from "next";
import { Editor } from "@/components/editor/editor";
import { ReadOnlyEvent } from "@/components/editor/read-only-event";
import { EventGone } from "@/components/events/event-gone";
import { can } from "@/lib/studio/access/roles";
import { requireSession } from "@/lib/auth/session";
import { createEventFromForm, saveEvent } from "./actions";
import { loadEvent } from "./load-event";
import { listVersions, nameVersion, readVersion, readVersionScenarios } from "./history-actions";
import { sendTestRegistration } from "./preview-actions";
import { findScenarioBreak, saveScenarios } from "./scenario-actions";
import { readFollowUp, writeFollowUp } from "./follow-up-actions";
import { readEnv } from "@/lib/env";
import { mailStatus } from "@/lib/mail/status";
import { scenariosOf } from "@/lib/studio/services/scenarios";
import { validateDefinition } from "@/lib/questions";

const history = { list: listVersions, read: readVersion, name: nameVersion, scenarios: readVersionScenarios };

export const metadata: Metadata = { title: "Event" };

export default async function EventPage({
  params,
  searchParams,
}: {
  params: Promise<{ eventId: string }>;
  searchParams: Promise<{ preview?: string; version?: string }>;
}) {
  const { eventId } = await params;
  const query = await searchParams;
  const openPreview = query.preview === "1";
  // `?version=N` opens the History at version N (a registration's "Open version N", the Activity page's saves).
  const openVersion = query.version && /^[1-9]\d{0,8}$/.test(query.version) ? Number(query.version) : undefined;
  const session = await requireSession(`/events/${encodeURIComponent(eventId)}`);
  const loaded = await loadEvent(eventId);
  if (loaded.status === "gone") return <EventGone />;
  const { event, lastModified } = loaded;
  const initial = { name: event.name, type: event.type, questions: event.questions };
  const mailConfigured = mailStatus(readEnv()).configured;
  const scenarios = await scenariosOf(session, event.id);
  if (!can(session.role, "events.write"))
    return (
      <ReadOnlyEvent
        eventId={event.id}
        initial={initial}
        history={history}
        openVersion={openVersion}
        scenarios={scenarios}
        findScenarioBreak={findScenarioBreak}
        followUp={{ read: readFollowUp }}
        mailConfigured={mailConfigured}
      />
    );
  return (
    <Editor
      eventId={event.id}
      company={session.company.username}
      initial={initial}
      // Checked here, where the engine is loaded already: the editor's worker then loads the definition's check only
      // at the first change (docs/benchmarks.md "Where the editor's JavaScript and its 5,000-question keystroke go").
      savedIssues={validateDefinition(event.questions, { eventType: event.type })}
      lastModified={lastModified ? lastModified.toUTCString() : null}
      save={saveEvent}
      create={createEventFromForm}
      sendTest={sendTestRegistration}
      openPreview={openPreview}
      history={history}
      openVersion={openVersion}
      canReadActivity={can(session.role, "activity.read")}
      scenarios={scenarios}
      changeScenarios={saveScenarios}
      findScenarioBreak={findScenarioBreak}
      followUp={{ read: readFollowUp, write: writeFollowUp }}
      mailConfigured={mailConfigured}
    />
  );
}
