// /api/events/<id>/registrations and /api/events/<id>/registrations/<registrationId>.
import { getDevice } from "../../db/repositories/device-sign-in";
import { dueFollowUp, followUpDue } from "../../db/repositories/follow-ups";
import type { EventRecord } from "../../db/repositories/events";
import { heldToRegister } from "../../db/repositories/first-reads";
import { sweep } from "../../db/repositories/idempotency-keys";
import {
  createGated,
  createRegistration,
  deleteAllRegistrations,
  deleteRegistration,
  pageRegistrations,
  registrationsSummary,
  updateRegistration,
  type Provenance,
} from "../../db/repositories/registrations";
import { hashToken } from "../../db/repositories/tokens";
import { bearerToken, type Principal } from "../authenticate";
import { readBodyBytes, transferBody } from "../body";
import { createOnce, idempotencyKeyOf, requestFingerprint } from "../idempotency";
import { readCollection, readModel } from "../collection";
import { checkUnmodifiedSince, preconditionFailed, requireUnmodifiedSince } from "../conditional";
import type { Context, Handler, Preload, Reply, Shortcut } from "../endpoint";
import { ApiError } from "../errors";
import { parseFields } from "../fields";
import { formatHttpDate } from "../http-date";
import { readProvenance } from "../provenance";
import { registrationView } from "../representations";
import { validationPool } from "../validation-pool/pool";
import { deviceSignedOut } from "./capture";
import { eventIdOf, loadEvent, loadRegistration, preloadEvent } from "./lookup";

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
  const body = transferBody(context.request, await readBodyBytes(context.request), false);
  return validationPool().checkRegistration(context.principal.companyId, event.questions, { body, base });
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

/** A create's 201, with the registration's Last-Modified. */
const createdReply = (eventId: number, record: { id: string; lastModified: Date }): Reply => {
  const reply = created(eventId, record.id);
  return { ...reply, headers: { ...reply.headers, "Last-Modified": formatHttpDate(record.lastModified) } };
};

/** A POST of registrations reads its event with its follow-up template in the token's statement (first-reads.ts). */
export const preloadEventToRegister: Preload = (request, params) => {
  if (request.method !== "POST") return preloadEvent(request, params);
  const id = eventIdOf(params);
  return id === null ? null : { kind: "eventToRegister", id };
};

async function create(context: Context): Promise<Reply> {
  const key = idempotencyKeyOf(context.request);
  const event = await loadEvent(context);
  const provenance = await provenanceOf(context);
  const body = await readBodyBytes(context.request);
  const { followUp } = context.preloaded;
  // The key's fingerprint is made of the body's bytes before they are handed to the validation worker.
  const reply = await createOnce(
    context,
    key,
    body,
    () =>
      validationPool().checkRegistration(context.principal.companyId, event.questions, {
        body: transferBody(context.request, body, false),
      }),
    async (values, keyed) => {
      const result = await createRegistration(
        event.id,
        values,
        keyed ? { ...keyed, answer: (id: string) => created(event.id, id) } : undefined,
        provenance,
        await dueFollowUp(event, values, followUp?.id === event.id ? followUp.settings : undefined),
      );
      if (result.status === "taken") return null;
      if (result.status === "conflict") throw conflict(event.id, result.existingId);
      return createdReply(event.id, result.value);
    },
  );
  if (reply.status === 201) rememberCreator(context.request, context.principal);
  return reply;
}

/**
 * API clients' tokens (by hash) that created a registration through this process, with their company: whose next
 * create may take the one-statement way (createInOneStatement). Only a hint of whom to try it for and which tenant's
 * turn in the validation pool the check takes: the statement checks the token itself, so a revoked or expired token
 * is refused by the database at once, in every process, and dropped from here. Bounded, the oldest first out.
 */
const creators = new Map<string, number>();
const CREATORS_MAX = 10_000;

function rememberCreator(request: Request, principal: Principal): void {
  const token = principal.scope === "PublicAPI" ? bearerToken(request) : null;
  if (token === null) return;
  const hash = hashToken(token);
  if (creators.get(hash) === principal.companyId) return;
  if (creators.size >= CREATORS_MAX) creators.delete(creators.keys().next().value!);
  creators.set(hash, principal.companyId);
}

/**
 * POST registrations in one statement (docs/benchmarks.md "Where a POST's time goes"): for an API client this process
 * saw create before, to an event it holds (with its follow-up template and their version, as the token's statement
 * of an earlier create confirmed them: first-reads.ts), the values are checked against the held questions and the
 * insert checks the token, the company and that version in its own statement (createGated). Anything else — an
 * unknown caller or event, a body or key the checks refuse, a token or event the statement refused, a key already
 * used — goes the usual way (null), which reads the token and event anew and answers as always; only a 201 and a 409
 * (which the statement reaches only past its checks) are answered here. PostgreSQL only: on the embedded database
 * the token and event are remembered in this process and the usual way makes one statement already.
 */
const createInOneStatement: Shortcut = async (request, params) => {
  const token = bearerToken(request);
  const hash = token === null ? null : hashToken(token);
  const companyId = hash === null ? undefined : creators.get(hash);
  const eventId = eventIdOf(params);
  if (hash === null || companyId === undefined || eventId === null) return null;
  const held = heldToRegister(eventId);
  if (!held || held.value.event.companyId !== companyId) return null;
  const event = held.value.event;
  let result: Awaited<ReturnType<typeof createGated>>;
  try {
    const key = idempotencyKeyOf(request);
    const body = await readBodyBytes(request);
    // A copy of the bytes goes to the worker: when this way gives up, the usual one reads the body again.
    const values = await validationPool().checkRegistration(companyId, event.questions, {
      body: transferBody(request, body, true),
    });
    if (key !== null) sweep();
    result = await createGated(
      event.id,
      values,
      { tokenHash: hash, companyId, version: held.version },
      key === null
        ? undefined
        : {
            companyId,
            key,
            fingerprint: requestFingerprint(request.method, new URL(request.url), body),
            answer: (id: string) => created(event.id, id),
          },
      followUpDue(event, values, held.value.followUp),
    );
  } catch {
    return null;
  }
  if (result.status === "refused") {
    creators.delete(hash);
    return null;
  }
  if (result.status === "conflict") throw conflict(event.id, result.existingId);
  return createdReply(event.id, result.value);
};

/** The shortcuts of the registrations collection's methods (server/api-routes.ts). */
export const registrationsCollectionShortcuts: Partial<Record<"POST", Shortcut>> = { POST: createInOneStatement };

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
