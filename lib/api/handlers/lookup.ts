// Turning path parameters into models of the token's company: other companies' ids are 404 (docs/decisions.md §2.5),
// deleted ones 410 (§6.8). A capture device reaches only the events open for capture (§10.2).
import { isOpenForCapture } from "../../db/repositories/capture-events";
import { getEvent, type EventRecord } from "../../db/repositories/events";
import { getRegistration, type RegistrationRecord } from "../../db/repositories/registrations";
import type { Lookup } from "../../db/repositories/shared";
import type { Context, Preload } from "../endpoint";
import { ApiError } from "../errors";
import { notOpenForCapture } from "../scope";

const notFound = (what: string) =>
  new ApiError(
    "notFound",
    `No ${what} with this id exists for your company. Check the id (GET the collection to list them).`,
  );

function found<T>(lookup: Lookup<T>, what: string): T {
  if (lookup.status === "gone") throw new ApiError("gone", `This ${what} was deleted and is no longer available.`);
  if (lookup.status === "notFound") throw notFound(what);
  return lookup.value;
}

/** The event id of the path; null for one that cannot name an event. */
export function eventIdOf(params: Record<string, string>): number | null {
  const raw = params.eventId ?? "";
  return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

/** Every handler under /api/events/:eventId starts with loadEvent: read the event with the token. */
export const preloadEvent: Preload = (_request, params) => {
  const id = eventIdOf(params);
  return id === null ? null : { kind: "event", id };
};

export async function loadEvent(context: Context): Promise<EventRecord> {
  const id = eventIdOf(context.params);
  if (id === null) throw notFound("event");
  const preloaded = context.preloaded.event;
  const event = found(
    preloaded?.id === id ? preloaded.lookup : await getEvent(context.principal.companyId, id),
    "event",
  );
  // Read anew on every request (capture-events.ts): never from a page or event this process remembers.
  if (context.principal.scope === "capture" && !(await isOpenForCapture(context.principal.companyId, event.id)))
    throw notOpenForCapture(event.id);
  return event;
}

export async function loadRegistration(context: Context, event: EventRecord): Promise<RegistrationRecord> {
  const raw = context.params.registrationId ?? "";
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(raw)) throw notFound("registration");
  return found(await getRegistration(event.id, raw), "registration");
}
