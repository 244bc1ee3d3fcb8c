// /api/events and /api/events/<id>: list, count, create, read, replace, change, delete.
import { countOpenEvents, pageOpenEvents } from "../../db/repositories/capture-events";
import { getCompany } from "../../db/repositories/companies";
import {
  createEvent,
  deleteEvent,
  eventsSummary,
  pageEvents,
  updateEvent,
  type EventInput,
  type EventRecord,
} from "../../db/repositories/events";
import type { WriteResult } from "../../db/repositories/shared";
import { firstPageOf, readCollection, readModel, type CollectionSource } from "../collection";
import { checkUnmodifiedSince, preconditionFailed, requireUnmodifiedSince } from "../conditional";
import type { Context, Handler, Preload, Reply } from "../endpoint";
import { ApiError } from "../errors";
import { formatHttpDate } from "../http-date";
import { readBodyText, type BodyText } from "../body";
import { idempotencyKeyOf, idempotently } from "../idempotency";
import { eventJson, eventView } from "../representations";
import { validationPool } from "../validation-pool/pool";
import { versionMetaOf } from "../version-author";
import { loadEvent } from "./lookup";

/** One array for every new event, so the pool sends it to each worker once. */
const NO_QUESTIONS: readonly unknown[] = [];

/** The event to store: the body parsed and its questions validated in the validation pool, off this thread. */
async function checkedEvent(context: Context, current?: EventRecord, body?: BodyText): Promise<EventInput> {
  const { text } = body ?? (await readBodyText(context.request));
  const check = { text, current: current && { name: current.name, type: current.type } };
  return validationPool().checkDefinition(context.principal.companyId, current?.questions ?? NO_QUESTIONS, check);
}

/**
 * A capture device's list: the events open for capture, read anew each time (never the page preloaded with the
 * token, which holds every event). Opening or closing an event leaves no change time, so the list's Last-Modified
 * is the moment it is read: an If-Modified-Since never gets a 304 that would keep a closed event on a device.
 */
function openEventsOf(companyId: number): CollectionSource<EventRecord> {
  return {
    page: async (offset, limit) => {
      const page = await pageOpenEvents(companyId, { offset, limit });
      return page && { ...page, lastModified: new Date() };
    },
    summary: async () => ({ total: await countOpenEvents(companyId), lastModified: new Date() }),
    view: eventView,
  };
}

const listEventsOf =
  (head: boolean): Handler =>
  async (context) => {
    const companyId = context.principal.companyId;
    if (context.principal.scope === "capture") return readCollection(context, openEventsOf(companyId), head);
    // A collection that never changed is as old as its company.
    const changed = async (time: Date | null) => time ?? (await getCompany(companyId))?.lastModified ?? new Date(0);
    return readCollection(
      context,
      {
        page: async (offset, limit) => {
          const preloaded = context.preloaded.eventsPage;
          const page =
            preloaded?.offset === offset && preloaded.limit === limit
              ? preloaded.page
              : await pageEvents(companyId, { offset, limit });
          return page && { ...page, lastModified: await changed(page.lastModified) };
        },
        summary: async () => {
          const { total, lastModified } = await eventsSummary(companyId);
          return { total, lastModified: await changed(lastModified) };
        },
        view: eventView,
        json: eventJson,
      },
      head,
    );
  };

/** The answer to a create (what an idempotency key replays, with the event's Last-Modified). */
const created = (id: number) => ({ status: 201, body: { id }, headers: { Location: `/api/events/${id}` } });

async function create(context: Context): Promise<Reply> {
  const key = idempotencyKeyOf(context.request);
  const body = await readBodyText(context.request);
  return idempotently(context, key, body, async (claim) => {
    const input = await checkedEvent(context, undefined, body);
    const event = await createEvent(
      context.principal.companyId,
      input,
      claim ? { ...claim, answer: created } : undefined,
      await versionMetaOf(context.principal, context.request.headers),
    );
    const reply = created(event.id);
    return { ...reply, headers: { ...reply.headers, "Last-Modified": formatHttpDate(event.lastModified) } };
  });
}

const read =
  (head: boolean): Handler =>
  async (context) => {
    const event = await loadEvent(context);
    const reply = readModel(context, eventView(event), event.lastModified, head ? undefined : () => eventJson(event));
    return head ? { ...reply, body: undefined } : reply;
  };

function written(result: WriteResult): Reply {
  if (result.status === "ok") return { status: 204, headers: { "Last-Modified": formatHttpDate(result.lastModified) } };
  if (result.status === "preconditionFailed") throw preconditionFailed();
  if (result.status === "gone") throw new ApiError("gone", "This event was deleted and is no longer available.");
  throw new ApiError("notFound", "No event with this id exists for your company.");
}

const write =
  (mode: "replace" | "change"): Handler =>
  async (context) => {
    const event = await loadEvent(context);
    const basedOn = requireUnmodifiedSince(context.request.headers.get("if-unmodified-since"));
    checkUnmodifiedSince(basedOn, event.lastModified);
    const next = await checkedEvent(context, mode === "change" ? event : undefined);
    // lastModified only grows, so "not modified after what we read" also rules out a change since our read.
    const notModifiedAfter = new Date(Math.min(basedOn.getTime(), event.lastModified.getTime()));
    const by = await versionMetaOf(context.principal, context.request.headers);
    return written(await updateEvent(context.principal.companyId, event.id, next, notModifiedAfter, by));
  };

async function remove(context: Context): Promise<Reply> {
  const event = await loadEvent(context);
  const result = await deleteEvent(context.principal.companyId, event.id);
  if (result.status === "gone") throw new ApiError("gone", "This event was already deleted.");
  if (result.status === "notFound") throw new ApiError("notFound", "No event with this id exists for your company.");
  return { status: 204 };
}

/** A GET of the events starts with the page its Range names: read it with the token. */
export const preloadFirstPage: Preload = (request) => {
  const page = request.method === "GET" ? firstPageOf(request) : null;
  return page && { kind: "eventsPage", ...page };
};

export const eventsCollectionHandlers = { GET: listEventsOf(false), HEAD: listEventsOf(true), POST: create };
export const eventModelHandlers = {
  GET: read(false),
  HEAD: read(true),
  PUT: write("replace"),
  PATCH: write("change"),
  DELETE: remove,
};
