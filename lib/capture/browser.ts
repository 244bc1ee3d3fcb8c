// The capture app's ties to the browser: IndexedDB storage, the API over the SDK on this origin, one sender across
// tabs (navigator.locks), the send triggers (online, focus, a visible page, an interval, Background Sync), the screen
// kept awake.
// Each is optional where a browser lacks it: the queue still works in one tab, leads are still sent on the interval.
import { BACKGROUND_SEND_TAG, LEADS_CHANGED_MESSAGE, SENDER_LOCK } from "./background-send";
import { sdkCaptureApi, signIn } from "./capture-api";
import type { CaptureAppDeps } from "./capture-app";
import { captureStorage } from "./lead-store";

const COMPANY_KEY = "capture-company";
/** Sent with each sync as the device's app version (docs/api.md "Capture devices"). */
export const CAPTURE_APP_VERSION = "1.0.0";
/** How often a signed-in device syncs on its own, besides the other triggers. */
export const SYNC_INTERVAL_MS = 30_000;

export function browserCaptureDeps(): CaptureAppDeps {
  const baseUrl = window.location.origin;
  const locks = navigator.locks;
  return {
    storageFor: (company) => captureStorage(company),
    apiFor: (accessToken) => sdkCaptureApi({ baseUrl, accessToken }),
    signIn: (input) => signIn(baseUrl, input),
    recallCompany: () => window.localStorage.getItem(COMPANY_KEY),
    rememberCompany: (company) =>
      company ? window.localStorage.setItem(COMPANY_KEY, company) : window.localStorage.removeItem(COMPANY_KEY),
    appVersion: CAPTURE_APP_VERSION,
    newId: () => crypto.randomUUID(),
    lock: locks ? (task) => locks.request(SENDER_LOCK, task) : undefined,
    requestBackgroundSend,
  };
}

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/**
 * Asks the browser to wake the service worker when the network is back (Background Sync), so that waiting leads go
 * even if the page is closed by then. Where the browser has no Background Sync, the page's own triggers send them.
 */
function requestBackgroundSend(): void {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker
    .getRegistration("/capture")
    .then((registration) => (registration as SyncRegistration | undefined)?.sync?.register(BACKGROUND_SEND_TAG))
    .catch(() => {});
}

/** Calls `changed` when the service worker has sent leads in the background: the page reads its queue again. */
export function onBackgroundSend(changed: () => void): () => void {
  if (!("serviceWorker" in navigator)) return () => {};
  const listener = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === LEADS_CHANGED_MESSAGE) changed();
  };
  navigator.serviceWorker.addEventListener("message", listener);
  return () => navigator.serviceWorker.removeEventListener("message", listener);
}

/** Calls `sync` when the network returns, the window gets the focus, the page is shown again, and on an interval. */
export function attachSyncTriggers(sync: () => void, intervalMs = SYNC_INTERVAL_MS): () => void {
  const whenVisible = () => document.visibilityState === "visible" && sync();
  window.addEventListener("online", sync);
  window.addEventListener("focus", sync);
  document.addEventListener("visibilitychange", whenVisible);
  const timer = window.setInterval(sync, intervalMs);
  return () => {
    window.removeEventListener("online", sync);
    window.removeEventListener("focus", sync);
    document.removeEventListener("visibilitychange", whenVisible);
    window.clearInterval(timer);
  };
}

/** Keeps the screen on while capturing (Screen Wake Lock), taken again when the page is shown again. */
export function keepScreenAwake(): () => void {
  const wakeLock = (navigator as Navigator & { wakeLock?: { request(type: "screen"): Promise<{ release(): void }> } })
    .wakeLock;
  if (!wakeLock) return () => {};
  let sentinel: { release(): void } | null = null;
  let stopped = false;
  const take = () => {
    if (stopped || document.visibilityState !== "visible") return;
    wakeLock.request("screen").then(
      (taken) => (stopped ? taken.release() : (sentinel = taken)),
      () => {},
    );
  };
  take();
  document.addEventListener("visibilitychange", take);
  return () => {
    stopped = true;
    document.removeEventListener("visibilitychange", take);
    sentinel?.release();
  };
}

/** Registers the capture app's service worker for /capture only (docs/architecture.md "Capture mode"). */
export function registerCaptureServiceWorker(): void {
  // `npm run dev`'s bundle is not what a worker left by an earlier production build precached: none there.
  if (!("serviceWorker" in navigator) || process.env.NODE_ENV === "development") return;
  navigator.serviceWorker.register("/capture-sw.js", { scope: "/capture" }).catch(() => {});
}

/** Offers the file to the person: a download built in the browser, no request made. */
export function downloadFile(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
