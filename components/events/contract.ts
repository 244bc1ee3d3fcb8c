// What the events list hands its client components: the server actions (app/(studio)/events/actions.ts) as
// props, so that no component imports server code from app/.
import type { FormValue, ServerAction } from "@/lib/studio/access/action-errors";

/** The events list's new, duplicate and delete. */
export type EventsActions = {
  createEvent: ServerAction<{ name: FormValue; type: FormValue }, { id: number }>;
  duplicateEvent: ServerAction<{ eventId: number }, { id: number; name: string }>;
  deleteEvent: ServerAction<{ eventId: number }, { eventId: number }>;
};
