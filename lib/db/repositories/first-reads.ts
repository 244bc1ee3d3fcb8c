// A request's token together with the first thing its handler reads (lib/api/authenticate.ts): one statement on
// PostgreSQL instead of two round trips. On the embedded database this process remembers both (tokens.ts,
// read-cache.ts), so there the token is looked up alone and the handler reads as usual.
import { soleWriterConnection } from "../client";
import { getEventForToken, pageEventsForToken, type EventRecord } from "./events";
import { approximateBytes, MAX_BYTES } from "./read-cache";
import type { Lookup, Page } from "./shared";
import { findToken, hashToken, type TokenRecord } from "./tokens";

/**
 * Pages of events this process read on PostgreSQL, with the collection's version they were read at. A page is used
 * again only when the statement that checks the token also finds the collection still at that version (events.ts,
 * pageEventsForToken): every write to a collection changes its version in the write's own transaction, so once a
 * write is acknowledged, in any process, the next read here reads the events anew. By token, offset and limit (a
 * token's company never changes); at most MAX_BYTES of pages, the least recently used go first.
 */
type KnownPage = { version: string; page: Page<EventRecord> | null; weight: number };
const KEY = Symbol.for("capture-studio.known-pages");
const holder = globalThis as { [KEY]?: { pages: Map<string, KnownPage>; weight: number } };

function knownPages() {
  return (holder[KEY] ??= { pages: new Map(), weight: 0 });
}

async function readPage(
  hash: string,
  page: { offset: number; limit: number },
): Promise<{ token: TokenRecord; page: Page<EventRecord> | null } | null> {
  const known = knownPages();
  const key = `${hash} ${page.offset} ${page.limit}`;
  const held = known.pages.get(key);
  const found = await pageEventsForToken(hash, page, held?.version ?? null);
  if (!found) return null;
  // Another request may have replaced the entry meanwhile: drop whichever is there now.
  const current = known.pages.get(key);
  if (current) {
    known.pages.delete(key);
    known.weight -= current.weight;
  }
  const result = found.unchanged && held ? held.page : found.page;
  const version = found.version;
  if (version !== null) {
    const weight = found.unchanged && held ? held.weight : Math.max(1, approximateBytes(result));
    if (weight <= MAX_BYTES) {
      // Map order is the recency order: the entry goes (back) to the end.
      known.pages.set(key, { version, page: result, weight });
      known.weight += weight;
      for (const [oldest, entry] of known.pages) {
        if (known.weight <= MAX_BYTES) break;
        known.pages.delete(oldest);
        known.weight -= entry.weight;
      }
    }
  }
  return { token: found.token, page: result };
}

/** What a request's handler will read first: an event of the token's company, or a page of its events. */
export type FirstRead = { kind: "event"; id: number } | { kind: "eventsPage"; offset: number; limit: number };

/** What was read with the token, for the handler to use instead of reading it again. */
export type Preloaded = {
  event?: { id: number; lookup: Lookup<EventRecord> };
  eventsPage?: { offset: number; limit: number; page: Page<EventRecord> | null };
};

/** The token's record (null: no such token) and, when the token exists, `read` for its company. */
export async function findTokenWith(
  accessToken: string,
  read: FirstRead | null,
): Promise<{ token: TokenRecord | null; preloaded: Preloaded }> {
  if (!read || (await soleWriterConnection())) return { token: await findToken(accessToken), preloaded: {} };
  const hash = hashToken(accessToken);
  if (read.kind === "event") {
    const found = await getEventForToken(hash, read.id);
    return found
      ? { token: found.token, preloaded: { event: { id: read.id, lookup: found.event } } }
      : { token: null, preloaded: {} };
  }
  const found = await readPage(hash, read);
  return found
    ? { token: found.token, preloaded: { eventsPage: { ...read, page: found.page } } }
    : { token: null, preloaded: {} };
}
