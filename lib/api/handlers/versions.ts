// /api/events/<id>/versions and /api/events/<id>/versions/<n>: an event's history, read-only (docs/decisions.md
// §10.4). A collection like every other (Range, fields, If-Modified-Since), newest first; a deleted event's
// versions answer 410 like the event (loadEvent).
import { getVersion, pageVersions, versionsCollection, type VersionRecord } from "../../db/repositories/event-versions";
import { collectionSummary } from "../../db/repositories/shared";
import { getDb } from "../../db/client";
import { readCollection, readModel } from "../collection";
import type { Context, Handler } from "../endpoint";
import { ApiError } from "../errors";
import { formatHttpDate } from "../http-date";
import { loadEvent } from "./lookup";

/** A version as the API shows it: `name` only once somebody named it, `restoredFrom` only for a restore. */
export function versionView(version: VersionRecord) {
  return {
    id: version.n,
    created: formatHttpDate(version.created),
    author: { kind: version.author.kind, name: version.author.name },
    how: version.how,
    ...(version.name !== null && { name: version.name }),
    ...(version.restoredFrom !== null && { restoredFrom: version.restoredFrom }),
    summary: version.summary,
  };
}

const list =
  (head: boolean): Handler =>
  async (context) => {
    const event = await loadEvent(context);
    // Versions are written with every change of the event, so an event without any (made before they were kept)
    // last changed when the event did.
    const changed = (time: Date | null) => time ?? event.lastModified;
    return readCollection(
      context,
      {
        page: async (offset, limit) => {
          const page = await pageVersions(event.id, { offset, limit });
          return page && { ...page, lastModified: changed(page.lastModified) };
        },
        summary: async () => {
          const { total, lastModified } = await collectionSummary(await getDb(), versionsCollection(event.id));
          return { total, lastModified: changed(lastModified) };
        },
        view: versionView,
      },
      head,
    );
  };

function versionNumberOf(context: Context): number {
  const raw = context.params.versionId ?? "";
  if (!/^[1-9]\d{0,8}$/.test(raw)) {
    throw new ApiError(
      "notFound",
      "A version is named by its number (1, 2, 3…). GET /api/events/<id>/versions lists them, newest first.",
    );
  }
  return Number(raw);
}

const read =
  (head: boolean): Handler =>
  async (context) => {
    const event = await loadEvent(context);
    const n = versionNumberOf(context);
    const version = await getVersion(event.id, n);
    if (!version) {
      throw new ApiError(
        "notFound",
        `This event has no version ${n}. GET /api/events/${event.id}/versions lists its versions, newest first.`,
      );
    }
    // A version never changes but for its name; its own time is when it was written.
    const view: ReturnType<typeof versionView> & { definition: unknown } = {
      ...versionView(version),
      definition: version.definition,
    };
    const reply = readModel(context, view, version.created);
    return head ? { ...reply, body: undefined } : reply;
  };

export const versionsCollectionHandlers = { GET: list(false), HEAD: list(true) };
export const versionModelHandlers = { GET: read(false), HEAD: read(true) };
