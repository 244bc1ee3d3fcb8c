// /api/events/<id>/registrations and /api/events/<id>/registrations/<registrationId>.
import { getDevice } from "../../db/repositories/device-sign-in";
import { dueFollowUp } from "../../db/repositories/follow-ups";
import type { EventRecord } from "../../db/repositories/events";
import {
  createRegistration,
  deleteAllRegistrations,
  deleteRegistration,
  pageRegistrations,
  registrationsSummary,
  updateRegistration,
  type Provenance,
} from "../../db/repositories/registrations";
import { readBodyText } from "../body";
import { createOnce, idempotencyKeyOf } from "../idempotency";
import { readCollection, readModel } from "../collection";
import { checkUnmodifiedSince, preconditionFailed, requireUnmodifiedSince } from "../conditional";
import type { Context, Handler, Reply } from "../endpoint";
import { ApiError } from "../errors";
import { parseFields } from "../fields";
import { formatHttpDate } from "../http-date";
import { readProvenance } from "../provenance";
import { registrationView } from "../representations";
import { validationPool } from "../validation-pool/pool";
import { deviceSignedOut } from "./capture";
import { loadEvent, loadRegistration } from "./lookup";

/** 409 naming the registration that holds the e-mail, for the caller to read or update (docs/api.md "Errors"). */
const conflict = (eventId: number, existingId: string | null) =>
  new ApiError(
    "conflict",
    "This e-mail address is already registered for this event. Update the existing registration instead" +
      (existingId ? ` (GET or PATCH /api/events/${eventId}/registrations/${existingId}).` : "."),
    {
      details: existingId ? { field: "values.email.value", existingId } : { field: "values.email.value" },
    },
  );

/** What a capture device's create records beside the values (docs/api.md "Registration provenance"). */
async function provenanceOf(context: Context): Promise<Provenance | undefined> {
  const { principal } = context;
  // An API client's provenance headers are ignored: only a device's token says which device captured a lead.
  if (principal.scope !== "capture") return undefined;
  const sent = readProvenance(context.request.headers);
  const device = await getDevice(principal.companyId, principal.deviceId);
  if (!device || device.revokedAt) throw deviceSignedOut();
  return { ...sent, deviceId: device.id, deviceName: device.name, staff: device.staff };
}

/** The values to store: the body parsed and validated in the validation pool, off this thread
 * (docs/api.md "Limits against a hostile tenant"). */
async function checkedValues(
  context: Context,
  event: EventRecord,
  base?: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const { text } = await readBodyText(context.request);
  return validationPool().checkRegistration(context.principal.companyId, event.questions, { text, base });
}

const list =
  (head: boolean): Handler =>
  async (context) => {
    const event = await loadEvent(context);
    const fields = parseFields(context.url.searchParams);
    return readCollection(
      context,
      {
        page: async (offset, limit) => {
          const page = await pageRegistrations(event.id, { offset, limit });
          return page && { ...page, lastModified: page.lastModified ?? event.lastModified };
        },
        summary: async () => {
          const { total, lastModified } = await registrationsSummary(event.id);
          return { total, lastModified: lastModified ?? event.lastModified };
        },
        view: (registration) => registrationView(registration, fields),
      },
      head,
    );
  };

/** The answer to a create (what an idempotency key replays, with the registration's Last-Modified). */
const created = (eventId: number, id: string) => ({
  status: 201,
  body: { id },
  headers: { Location: `/api/events/${eventId}/registrations/${id}` },
});

async function create(context: Context): Promise<Reply> {
  const key = idempotencyKeyOf(context.request);
  const event = await loadEvent(context);
  const provenance = await provenanceOf(context);
  const body = await readBodyText(context.request);
  return createOnce(
    context,
    key,
    body,
    () => validationPool().checkRegistration(context.principal.companyId, event.questions, { text: body.text }),
    async (values, keyed) => {
      const result = await createRegistration(
        event.id,
        values,
        keyed ? { ...keyed, answer: (id: string) => created(event.id, id) } : undefined,
        provenance,
        await dueFollowUp(event, values),
      );
      if (result.status === "taken") return null;
      if (result.status === "conflict") throw conflict(event.id, result.existingId);
      const reply = created(event.id, result.value.id);
      return { ...reply, headers: { ...reply.headers, "Last-Modified": formatHttpDate(result.value.lastModified) } };
    },
  );
}

async function removeAll(context: Context): Promise<Reply> {
  const event = await loadEvent(context);
  await deleteAllRegistrations(event.id);
  return { status: 204 };
}

const read =
  (head: boolean): Handler =>
  async (context) => {
    const registration = await loadRegistration(context, await loadEvent(context));
    const fields = parseFields(context.url.searchParams);
    const reply = readModel(context, registrationView(registration, fields), registration.lastModified);
    return head ? { ...reply, body: undefined } : reply;
  };

/** PUT replaces `values`; PATCH merges them by question id (a question sent replaces that question's value). */
const write =
  (mode: "replace" | "merge"): Handler =>
  async (context) => {
    const event = await loadEvent(context);
    const registration = await loadRegistration(context, event);
    const basedOn = requireUnmodifiedSince(context.request.headers.get("if-unmodified-since"));
    checkUnmodifiedSince(basedOn, registration.lastModified);
    const next = await checkedValues(context, event, mode === "merge" ? registration.values : undefined);
    const notModifiedAfter = new Date(Math.min(basedOn.getTime(), registration.lastModified.getTime()));
    const result = await updateRegistration(event.id, registration.id, next, notModifiedAfter);
    if (result.status === "ok")
      return { status: 204, headers: { "Last-Modified": formatHttpDate(result.lastModified) } };
    if (result.status === "conflict") throw conflict(event.id, result.existingId);
    if (result.status === "preconditionFailed") throw preconditionFailed();
    if (result.status === "gone")
      throw new ApiError("gone", "This registration was deleted and is no longer available.");
    throw new ApiError("notFound", "No registration with this id exists for this event.");
  };

async function remove(context: Context): Promise<Reply> {
  const event = await loadEvent(context);
  const registration = await loadRegistration(context, event);
  const result = await deleteRegistration(event.id, registration.id);
  if (result.status !== "ok") throw new ApiError("gone", "This registration was already deleted.");
  return { status: 204 };
}

export const registrationsCollectionHandlers = { GET: list(false), HEAD: list(true), POST: create, DELETE: removeAll };
export const registrationModelHandlers = {
  GET: read(false),
  HEAD: read(true),
  PUT: write("replace"),
  PATCH: write("merge"),
  DELETE: remove,
};
