"use client";
// Watching an event's registrations while the page is open: every few seconds a conditional read (If-Modified-Since
// the last change seen; the API answers 304 while nothing changed), never while the tab is hidden, and once at once
// when it shows again.
import { useEffect, useRef } from "react";
import type { RegistrationActions, WatchResult } from "./contract";

export const WATCH_INTERVAL_MS = 4000;

const hidden = () => document.visibilityState === "hidden";

export function useWatch(
  eventId: number,
  since: string | null,
  watch: RegistrationActions["watch"],
  onChanged: (result: Extract<WatchResult, { changed: true }>) => void,
) {
  const latest = useRef(onChanged);
  useEffect(() => {
    latest.current = onChanged;
  });
  useEffect(() => {
    if (!since) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let running = false;
    const check = async () => {
      timer = undefined;
      if (stopped || running || hidden()) return;
      running = true;
      try {
        const result = await watch({ eventId, since });
        if (!stopped && result.ok && result.data.changed) latest.current(result.data);
      } catch {
        // Offline for a moment: the next check tries again.
      } finally {
        running = false;
        if (!stopped && !hidden()) timer = setTimeout(check, WATCH_INTERVAL_MS);
      }
    };
    const onVisibility = () => {
      if (hidden()) {
        clearTimeout(timer);
        timer = undefined;
      } else if (!timer && !running) void check();
    };
    timer = setTimeout(check, WATCH_INTERVAL_MS);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [eventId, since, watch]);
}
