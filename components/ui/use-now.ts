"use client";
// The current time, coarsened to `stepMs`, for labels such as "3 min ago": components re-render once per step
// instead of each keeping its own timer in state.
import { useCallback, useSyncExternalStore } from "react";

export function useNow(stepMs: number): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const timer = setInterval(onChange, stepMs);
      return () => clearInterval(timer);
    },
    [stepMs],
  );
  // A snapshot that only changes once per step, so React sees a stable value between ticks.
  const snapshot = () => Math.floor(Date.now() / stepMs) * stepMs;
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
