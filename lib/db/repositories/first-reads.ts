// A request's token together with the first thing its handler reads (lib/api/authenticate.ts): one statement on
// PostgreSQL instead of two round trips, and one that reads an event or page again only when it changed. On the
// embedded database this process remembers both (tokens.ts, read-cache.ts), so there the token is looked up alone
// and the handler reads as usual.
import { soleWriterConnection } from "../client";
import {
  getEventForToken,
  getEventToRegisterForToken,
  pageEventsForToken,
  type EventRecord,
  type EventToRegister,
} from "./events";
import { approximateBytes, MAX_BYTES } from "./read-cache";
import type { FollowUpSettings } from "../../mail/follow-up-message";
import type { Lookup, Page } from "./shared";
import { findToken, hashToken, type TokenRecord } from "./tokens";

/**
 * Pages of events and events this process read on PostgreSQL, with the version they were read at (of the events
 * collection for a page, of the event's row for an event). One is used again only when the statement that checks the
 * token also finds it still at that version (events.ts, pageEventsForToken and getEventForToken): every write changes
 * the version in the write's own transaction, so once a write is acknowledged, in any process, the next read here
 * reads anew. Pages by token, offset and limit (a token's company never changes), events by id (the statement checks
 * the event's company against the token's each time); at most MAX_BYTES of them together, the least recently used go
 * first.
 */
type Known = { version: string; value: unknown; weight: number };
const KEY = Symbol.for("capture-studio.known-pages");
const holder = globalThis as { [KEY]?: { entries: Map<string, Known>; weight: number } };

function known() {
  return (holder[KEY] ??= { entries: new Map(), weight: 0 });
}

/**
 * Keeps `value`, read (or confirmed: `weight` is then what it weighed when read) at `version`, under `key`, in place
 * of whatever is there now (another request may have replaced the entry meanwhile). A null version is not kept.
 */
function keep(key: string, version: string | null, value: unknown, weight?: number): void {
  const state = known();
  const current = state.entries.get(key);
  if (current) {
    state.entries.delete(key);
    state.weight -= current.weight;
  }
  if (version === null) return;
  const size = weight ?? Math.max(1, approximateBytes(value));
  if (size > MAX_BYTES) return;
  // Map order is the recency order: the entry goes (back) to the end.
  state.entries.set(key, { version, value, weight: size });
  state.weight += size;
  for (const [oldest, entry] of state.entries) {
    if (state.weight <= MAX_BYTES) break;
    state.entries.delete(oldest);
    state.weight -= entry.weight;
  }
}

async function readPage(
  hash: string,
  page: { offset: number; limit: number },
): Promise<{ token: TokenRecord; page: Page<EventRecord> | null } | null> {
  const key = `page ${hash} ${page.offset} ${page.limit}`;
  const held = known().entries.get(key);
  const found = await pageEventsForToken(hash, page, held?.version ?? null);
  if (!found) return null;
  const result = found.unchanged && held ? (held.value as Page<EventRecord> | null) : found.page;
  keep(key, found.version, result, found.unchanged && held ? held.weight : undefined);
  return { token: found.token, page: result };
}

async function readEvent(hash: string, id: number): Promise<{ token: TokenRecord; event: Lookup<EventRecord> } | null> {
  const key = `event ${id}`;
  const held = known().entries.get(key);
  const found = await getEventForToken(hash, id, held?.version ?? null);
  if (!found) return null;
  if (found.event === "unchanged") {
    keep(key, found.version, held!.value, held!.weight);
    return { token: found.token, event: { status: "found", value: held!.value as EventRecord } };
  }
  // Only a live event is kept: a deleted one's answer needs no questions.
  if (found.event.status === "found") keep(key, found.version, found.event.value);
  else keep(key, null, null);
  return { token: found.token, event: found.event };
}

/** The key of an event to register to, kept apart from the same event read alone (its version covers more). */
const toRegisterKey = (id: number) => `register ${id}`;

async function readEventToRegister(
  hash: string,
  id: number,
): Promise<{ token: TokenRecord; event: Lookup<EventToRegister> } | null> {
  const key = toRegisterKey(id);
  const held = known().entries.get(key);
  const found = await getEventToRegisterForToken(hash, id, held?.version ?? null);
  if (!found) return null;
  if (found.event === "unchanged") {
    keep(key, found.version, held!.value, held!.weight);
    return { token: found.token, event: { status: "found", value: held!.value as EventToRegister } };
  }
  if (found.event.status === "found") keep(key, found.version, found.event.value);
  else keep(key, null, null);
  return { token: found.token, event: found.event };
}

/**
 * The event to register to (with its follow-up template) and the version this process read them at, as the last
 * create's token statement confirmed them; null when none is held. The one-statement create (lib/api/handlers/
 * registrations.ts) checks its answers against this version in the insert's own statement, so nothing here is
 * trusted without the database.
 */
export function heldToRegister(id: number): { version: string; value: EventToRegister } | null {
  const held = known().entries.get(toRegisterKey(id));
  return held ? { version: held.version, value: held.value as EventToRegister } : null;
}

/**
 * What a request's handler will read first: an event of the token's company, the same with what a registration's
 * create reads of it (its follow-up template), or a page of its events.
 */
export type FirstRead =
  | { kind: "event"; id: number }
  | { kind: "eventToRegister"; id: number }
  | { kind: "eventsPage"; offset: number; limit: number };

/** What was read with the token, for the handler to use instead of reading it again. */
export type Preloaded = {
  event?: { id: number; lookup: Lookup<EventRecord> };
  /** With an eventToRegister read: the event's follow-up template (null: none written). */
  followUp?: { id: number; settings: FollowUpSettings | null };
  eventsPage?: { offset: number; limit: number; page: Page<EventRecord> | null };
};

/** The token's record (null: no such token) and, when the token exists, `read` for its company. */
export async function findTokenWith(
  accessToken: string,
  read: FirstRead | null,
): Promise<{ token: TokenRecord | null; preloaded: Preloaded }> {
  if (!read || (await soleWriterConnection())) return { token: await findToken(accessToken), preloaded: {} };
  const hash = hashToken(accessToken);
  if (read.kind === "eventToRegister") {
    const found = await readEventToRegister(hash, read.id);
    if (!found) return { token: null, preloaded: {} };
    const { event: lookup } = found;
    return {
      token: found.token,
      preloaded:
        lookup.status === "found"
          ? {
              event: { id: read.id, lookup: { status: "found", value: lookup.value.event } },
              followUp: { id: read.id, settings: lookup.value.followUp },
            }
          : { event: { id: read.id, lookup } },
    };
  }
  if (read.kind === "event") {
    const found = await readEvent(hash, read.id);
    return found
      ? { token: found.token, preloaded: { event: { id: read.id, lookup: found.event } } }
      : { token: null, preloaded: {} };
  }
  const found = await readPage(hash, read);
  return found
    ? { token: found.token, preloaded: { eventsPage: { ...read, page: found.page } } }
    : { token: null, preloaded: {} };
}
