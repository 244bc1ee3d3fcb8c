"use client";
// The capture screens' view of the app controller and its queue (lib/capture/capture-app.ts), through
// useSyncExternalStore: a screen renders again when the state it reads changed.
import { createContext, useContext, useSyncExternalStore } from "react";
import type { CaptureApp, CaptureAppState } from "@/lib/capture/capture-app";
import type { QueueSnapshot } from "@/lib/capture/queue";

export const CaptureAppContext = createContext<CaptureApp | null>(null);

export function useCaptureApp(): CaptureApp {
  const app = useContext(CaptureAppContext);
  if (!app) throw new Error("useCaptureApp needs the capture app's provider.");
  return app;
}

export function useCaptureState(): CaptureAppState {
  const app = useCaptureApp();
  return useSyncExternalStore(app.subscribe, app.getState, app.getState);
}

const EMPTY: QueueSnapshot = {
  leads: [],
  unsent: 0,
  waiting: 0,
  needsReview: 0,
  parked: 0,
  sending: false,
  lastSentAt: null,
  blocked: { device: null, events: new Map() },
};

export function useQueueSnapshot(): QueueSnapshot {
  const app = useCaptureApp();
  const read = () => app.getQueue()?.getSnapshot() ?? EMPTY;
  return useSyncExternalStore(app.subscribe, read, read);
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener("online", listener);
      window.addEventListener("offline", listener);
      return () => {
        window.removeEventListener("online", listener);
        window.removeEventListener("offline", listener);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}
