// Turning path parameters into models of the token's company: other companies' ids are 404 (DECISIONS §2.5),
// deleted ones 410 (§6.8).
import { getEvent, type EventRecord } from "../../db/repositories/events";
import { getRegistration, type RegistrationRecord } from "../../db/repositories/registrations";
import type { Lookup } from "../../db/repositories/shared";
import type { Context } from "../endpoint";
import { ApiError } from "../errors";

const notFound = (what: string) => new ApiError("notFound", `No ${what} with this id exists for your company. Check the id (GET the collection to list them).`);

function found<T>(lookup: Lookup<T>, what: string): T {
  if (lookup.status === "gone") throw new ApiError("gone", `This ${what} was deleted and is no longer available.`);
  if (lookup.status === "notFound") throw notFound(what);
  return lookup.value;
}

export async function loadEvent(context: Context): Promise<EventRecord> {
  const raw = context.params.eventId ?? "";
  if (!/^[1-9]\d{0,8}$/.test(raw)) throw notFound("event");
  return found(await getEvent(context.principal.companyId, Number(raw)), "event");
}

export async function loadRegistration(context: Context, event: EventRecord): Promise<RegistrationRecord> {
  const raw = context.params.registrationId ?? "";
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(raw)) throw notFound("registration");
  return found(await getRegistration(event.id, raw), "registration");
}
