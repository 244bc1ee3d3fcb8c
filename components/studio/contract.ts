// What the studio's pages hand the header's and the events list's client components: the server actions
// (app/(studio)/account/actions.ts, app/(studio)/events/actions.ts) as props, so that no component imports server
// code from app/.
import type { ServerAction } from "@/lib/studio/action-errors";

/** Signing out and switching company (the header's account menu, and the account page). */
export type SessionActions = {
  signOutOfStudio(): Promise<void>;
  signOutEverywhere(): Promise<void>;
  switchCompany: ServerAction<{ username: string }, { username: string }>;
};

/** The events list's new, duplicate and delete. */
export type EventsActions = {
  createEvent: ServerAction<{ name: FormDataEntryValue | null; type: FormDataEntryValue | null }, { id: number }>;
  duplicateEvent: ServerAction<{ eventId: number }, { id: number; name: string }>;
  deleteEvent: ServerAction<{ eventId: number }, { eventId: number }>;
};
