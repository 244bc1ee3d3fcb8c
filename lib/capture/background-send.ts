// Background Sync for the capture app (docs/architecture.md "Capture mode"): with leads waiting, the page asks the
// browser for a `sync` event, which the browser fires in the service worker once the network is back, even if no
// capture page is open by then. The service worker sends with the same queue (queue.ts) over the same IndexedDB
// store, under the same lock as the pages, each lead with its own `Idempotency-Key`: one queue and one sender at a
// time, never a second sync path of its own. React-free and DOM-free: the service worker runs it.
import type { CaptureApi } from "./capture-api";
import type { CaptureStorage } from "./lead-store";
import { createCaptureQueue, type QueueOptions } from "./queue";

/** The tag of the `sync` event the pages register and the service worker answers. */
export const BACKGROUND_SEND_TAG = "capture-send";
/** The Web Lock held while leads are sent, by a page or the service worker: one sender per device. */
export const SENDER_LOCK = "capture-sender";
/** What the service worker posts to the capture pages after it sent: their queue reads the store again. */
export const LEADS_CHANGED_MESSAGE = "capture-leads-changed";
/** Each company's leads live in a database of their own (lead-store.ts). */
export const LEADS_DATABASE_PREFIX = "capture-leads-";

export type BackgroundSendDeps = {
  /** The companies with a capture database on this device. */
  companies(): Promise<string[]>;
  storageFor(company: string): CaptureStorage;
  apiFor(accessToken: string): CaptureApi;
  lock?: QueueOptions["lock"];
  now?: () => number;
};

export type BackgroundSendOutcome = {
  company: string;
  sent: number;
  /** Leads still waiting after the pass. */
  waiting: number;
  /** Why the pass stopped with leads left that a later try may send (no network, the server busy). */
  retry: string | null;
  /** Why nothing can be sent until a person acts (the device was revoked): no later try will help. */
  blocked: string | null;
};

/** The company names of the capture databases among `names` (from `indexedDB.databases()`). */
export function companiesOf(names: readonly (string | undefined)[]): string[] {
  return names
    .filter((name): name is string => typeof name === "string" && name.startsWith(LEADS_DATABASE_PREFIX))
    .map((name) => name.slice(LEADS_DATABASE_PREFIX.length))
    .filter((company) => company.length > 0)
    .sort();
}

/**
 * Sends every signed-in company's waiting leads, in capture order, once each. The browser fires `sync` because the
 * network is back, so a lead waiting out its backoff is tried now too, as "Send now" does.
 */
export async function sendWaitingLeads(deps: BackgroundSendDeps): Promise<BackgroundSendOutcome[]> {
  const outcomes: BackgroundSendOutcome[] = [];
  for (const company of await deps.companies()) {
    const storage = deps.storageFor(company);
    try {
      const device = await storage.device();
      // Signed out on this device: nothing of it may be sent with a token it no longer has.
      if (!device) continue;
      const api = deps.apiFor(device.accessToken);
      const queue = createCaptureQueue({
        store: storage.leads,
        send: (lead) => api.send(lead),
        lock: deps.lock,
        now: deps.now,
      });
      await queue.load();
      if (queue.getSnapshot().waiting === 0) continue;
      const summary = await queue.sendNow();
      const after = queue.getSnapshot();
      const blocked = after.blocked.device;
      // A closed event's leads wait for a person too (the queue says what to do with them).
      const retryable = after.leads.filter(
        (lead) => lead.status === "waiting" && !after.blocked.events.has(lead.eventId),
      ).length;
      outcomes.push({
        company,
        sent: summary.sent,
        waiting: after.waiting,
        retry: blocked === null && retryable > 0 ? (summary.stoppedBy ?? "Leads are still waiting.") : null,
        blocked,
      });
    } finally {
      storage.close();
    }
  }
  return outcomes;
}
