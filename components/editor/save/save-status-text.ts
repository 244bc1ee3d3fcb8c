// The words of the save status (docs/studio.md "Save"): `label` is what changed (announced), `detail` what only
// refines it and may change every few seconds (a time, a countdown), so it is shown but not announced.
export type SaveState = "saved" | "dirty" | "saving" | "offline" | "conflict" | "gone" | "invalid";
export type SaveStatusWords = { label: string; detail?: string };

export function saveStatusWords(
  state: SaveState,
  options: { lastSavedAt?: Date; retryInSeconds?: number; problemCount?: number; logicWarnings?: number; now: number },
): SaveStatusWords {
  switch (state) {
    case "saved": {
      // The logic's findings never block saving, but the save says they are there.
      const warnings = options.logicWarnings ?? 0;
      const label = warnings > 0 ? `Saved — ${logicWarningsText(warnings)}` : "Saved";
      return { label, detail: options.lastSavedAt ? relativeTime(options.lastSavedAt, options.now) : undefined };
    }
    case "dirty":
      return { label: "Unsaved changes" };
    case "saving":
      return { label: "Saving…" };
    case "offline": {
      const seconds = options.retryInSeconds === undefined ? undefined : Math.max(0, Math.ceil(options.retryInSeconds));
      return { label: "Offline", detail: seconds ? `retrying in ${seconds}s` : "retrying…" };
    }
    case "conflict":
      return { label: "Conflict — choose what to keep" };
    case "gone":
      return { label: "Deleted", detail: "this event no longer exists" };
    case "invalid": {
      const count = options.problemCount;
      return {
        label:
          count === undefined || count < 1
            ? "Fix the problems to save"
            : `Fix ${count} ${count === 1 ? "problem" : "problems"} to save`,
      };
    }
  }
}

/** "1 logic warning", "2 logic warnings". */
export const logicWarningsText = (count: number) => `${count} logic ${count === 1 ? "warning" : "warnings"}`;

/** "just now", "3 min ago", "2 h ago", then the date: coarse on purpose, the exact time is in the tooltip. */
export function relativeTime(at: Date, now: number): string {
  const seconds = Math.round((now - at.getTime()) / 1000);
  if (!Number.isFinite(seconds)) return "";
  if (seconds < 45) return "just now";
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return `on ${at.toISOString().slice(0, 10)}`;
}
