// The capture app's service worker (Serwist): it precaches the capture shell — the /capture page, the scripts and
// styles that page loads, the manifest and the icons — so that /capture opens with no network after a reload or a
// restart. scripts/build-capture-sw.mjs bundles this file after `next build` and writes the precache list into it.
// Registered with the scope /capture only: the studio's pages are never controlled by it, and any request it has no
// precached answer for (the API above all) goes to the network untouched. Nothing here leaves our origin.
import { Serwist, type PrecacheEntry } from "serwist";

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
