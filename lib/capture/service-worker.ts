// The capture app's service worker (Serwist): it precaches the capture shell — the /capture page, the scripts and
// styles that page loads, the manifest and the icons — so that /capture opens with no network after a reload or a
// restart. scripts/build-capture-sw.mjs bundles this file after `next build` and writes the precache list into it.
// Registered with the scope /capture only: the studio's pages are never controlled by it, and any request it has no
// precached answer for (the API above all) goes to the network untouched. Nothing here leaves our origin.
// Background Sync: a `sync` event sends the waiting leads with the pages' own queue, store and lock
// (background-send.ts), then tells the open capture pages to read their queue again.
import { Serwist, type PrecacheEntry } from "serwist";
import {
  BACKGROUND_SEND_TAG,
  companiesOf,
  LEADS_CHANGED_MESSAGE,
  SENDER_LOCK,
  sendWaitingLeads,
} from "./background-send";
import { sdkCaptureApi } from "./capture-api";
import { captureStorage } from "./lead-store";

declare global {
  interface Window {
    /** Replaced by the build with the precache list (@serwist/build's injection point). */
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: {
    // /capture?event=3 is the same shell: the screens read their state from the device, not from the URL.
    ignoreURLParametersMatching: [/.*/],
    cleanURLs: false,
  },
  // A new build's shell takes over at once: the app keeps its state on the device (IndexedDB), not in the page.
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
});

serwist.addEventListeners();

/** What this file uses of the service worker's global scope (the project's TypeScript library is the DOM's). */
type WorkerScope = {
  location: Location;
  clients: { matchAll(options: { type: "window" }): Promise<{ postMessage(message: unknown): void }[]> };
  addEventListener(
    type: "sync",
    listener: (event: { tag: string; lastChance?: boolean; waitUntil(work: Promise<unknown>): void }) => void,
  ): void;
};
const scope = self as unknown as WorkerScope;

async function sendInBackground(): Promise<void> {
  const locks = navigator.locks;
  const outcomes = await sendWaitingLeads({
    companies: async () => companiesOf((await indexedDB.databases()).map((database) => database.name)),
    storageFor: (company) => captureStorage(company),
    apiFor: (accessToken) => sdkCaptureApi({ baseUrl: scope.location.origin, accessToken }),
    lock: locks ? (task) => locks.request(SENDER_LOCK, task) : undefined,
  });
  if (outcomes.some((outcome) => outcome.sent > 0 || outcome.blocked !== null))
    for (const client of await scope.clients.matchAll({ type: "window" }))
      client.postMessage({ type: LEADS_CHANGED_MESSAGE });
  // A failed sync is tried again by the browser later (with its own backoff); the pages' triggers go on meanwhile.
  const retry = outcomes.find((outcome) => outcome.retry !== null);
  if (retry) throw new Error(`Leads still waiting: ${retry.retry}`);
}

scope.addEventListener("sync", (event) => {
  if (event.tag === BACKGROUND_SEND_TAG) event.waitUntil(sendInBackground());
});
