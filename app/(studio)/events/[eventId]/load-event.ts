import "server-only";
// Reading the event a page shows: an id that cannot be one, or one the company does not have, is the studio's 404;
// a deleted event (the API's 410) is its own answer, so the page can say so instead of failing.
import { notFound } from "next/navigation";
import { GoneError, NotFoundError, type Event } from "@/lib/sdk";
import { studioApi } from "@/lib/studio/services/company-api";

export type LoadedEvent = { status: "found"; event: Event; lastModified: Date | null } | { status: "gone" };

const MAX_ID = 2_147_483_647;

export async function loadEvent(eventId: string): Promise<LoadedEvent> {
  if (!/^[1-9]\d{0,9}$/.test(eventId) || Number(eventId) > MAX_ID) notFound();
  const api = await studioApi();
  try {
    const { data, lastModified } = await api.events.get(Number(eventId));
    return { status: "found", event: data, lastModified };
  } catch (error) {
    if (error instanceof GoneError) return { status: "gone" };
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}
