import type { Metadata } from "next";
import { headers } from "next/headers";
import { RegistrationsView } from "@/components/registrations/registrations-view";
import { EventGone } from "@/components/events/event-gone";
import { exampleValues } from "@/lib/registrations/example";
import { pickLocale } from "@/lib/registrations/dates";
import { studioApi } from "@/lib/studio/services/company-api";
import { loadRegistrationsPage } from "@/lib/studio/loaders/registrations-page";
import { can } from "@/lib/studio/access/roles";
import { requireSession } from "@/lib/auth/session";
import { loadEvent } from "../load-event";
import {
  deleteAllRegistrations,
  deleteRegistration,
  readFollowUpState,
  readRegistrations,
  watchRegistrations,
} from "./actions";

export const metadata: Metadata = { title: "Registrations" };

/** The address the API is reached at by people, as this request came in (for the curl example). */
function publicOrigin(list: Headers): string {
  const host = list.get("x-forwarded-host") ?? list.get("host") ?? "localhost";
  const proto = list.get("x-forwarded-proto")?.split(",")[0].trim() ?? "http";
  return `${proto === "https" ? "https" : "http"}://${host}`;
}

export default async function RegistrationsPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const session = await requireSession(`/events/${encodeURIComponent(eventId)}/registrations`);
  const loaded = await loadEvent(eventId);
  if (loaded.status === "gone") return <EventGone />;
  const { event, lastModified } = loaded;
  const first = await loadRegistrationsPage(await studioApi(), event.id, 1);
  const list = await headers();
  return (
    <RegistrationsView
      event={{
        id: event.id,
        name: event.name,
        questions: event.questions,
        lastModified: lastModified?.toUTCString() ?? null,
      }}
      initial={first}
      canDelete={can(session.role, "registrations.write")}
      locale={pickLocale(list.get("accept-language"))}
      example={{ origin: publicOrigin(list), values: exampleValues(event.questions) }}
      actions={{
        read: readRegistrations,
        watch: watchRegistrations,
        remove: deleteRegistration,
        removeAll: deleteAllRegistrations,
        followUp: readFollowUpState,
      }}
    />
  );
}
