// A request's token together with the first thing its handler reads (lib/api/authenticate.ts): one statement on
// PostgreSQL instead of two round trips. On the embedded database this process remembers both (tokens.ts,
// read-cache.ts), so there the token is looked up alone and the handler reads as usual.
import { soleWriterConnection } from "../client";
import { getEventForToken, pageEventsForToken, type EventRecord } from "./events";
import type { Lookup, Page } from "./shared";
import { findToken, hashToken, type TokenRecord } from "./tokens";

/** What a request's handler will read first: an event of the token's company, or a page of its events. */
export type FirstRead = { kind: "event"; id: number } | { kind: "eventsPage"; offset: number; limit: number };

/** What was read with the token, for the handler to use instead of reading it again. */
export type Preloaded = {
  event?: { id: number; lookup: Lookup<EventRecord> };
  eventsPage?: { offset: number; limit: number; page: Page<EventRecord> | null };
};

/** The token's record (null: no such token) and, when the token exists, `read` for its company. */
export async function findTokenWith(accessToken: string, read: FirstRead | null): Promise<{ token: TokenRecord | null; preloaded: Preloaded }> {
  if (!read || (await soleWriterConnection())) return { token: await findToken(accessToken), preloaded: {} };
  const hash = hashToken(accessToken);
  if (read.kind === "event") {
    const found = await getEventForToken(hash, read.id);
    return found ? { token: found.token, preloaded: { event: { id: read.id, lookup: found.event } } } : { token: null, preloaded: {} };
  }
  const found = await pageEventsForToken(hash, read);
  return found ? { token: found.token, preloaded: { eventsPage: { ...read, page: found.page } } } : { token: null, preloaded: {} };
}
