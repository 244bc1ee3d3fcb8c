"use client";
// The top bar's save state (docs/studio.md "Save"): an icon and words for each state. Only the state itself is in
// the live region; the time since the last save and the retry countdown change too often to be announced.
import {
  CheckIcon,
  DotIcon,
  OfflineIcon,
  SpinnerIcon,
  TrashIcon,
  WarningIcon,
  type IconComponent,
} from "@/components/ui/icons";
import { useNow } from "@/components/ui/use-now";
import { saveStatusWords, type SaveState } from "./save-status-text";
import { formatDateTime } from "@/lib/studio/format/dates";

export type { SaveState } from "./save-status-text";

const LOOK: Record<SaveState, { icon: IconComponent; tone: string }> = {
  saved: { icon: CheckIcon, tone: "text-emerald-700" },
  dirty: { icon: DotIcon, tone: "text-amber-700" },
  saving: { icon: SpinnerIcon, tone: "text-slate-600" },
  offline: { icon: OfflineIcon, tone: "text-amber-700" },
  conflict: { icon: WarningIcon, tone: "text-red-700" },
  gone: { icon: TrashIcon, tone: "text-red-700" },
  invalid: { icon: WarningIcon, tone: "text-red-700" },
};

export function SaveStatus(props: {
  state: SaveState;
  lastSavedAt?: Date;
  retryInSeconds?: number;
  problemCount?: number;
  logicWarnings?: number;
}) {
  const now = useNow(15_000);
  const { label, detail } = saveStatusWords(props.state, { ...props, now });
  const { icon: Icon, tone } = LOOK[props.state];
  return (
    // min-w-0 and truncate: in a full top bar the words give way (cut with "…"), never the buttons beside them.
    <div
      className={`flex min-w-0 items-center gap-1.5 text-sm whitespace-nowrap ${tone}`}
      data-save-state={props.state}
    >
      <Icon
        className={`size-4 shrink-0 ${props.state === "saving" ? "animate-spin motion-reduce:animate-none" : ""}`}
      />
      <span className="min-w-0 truncate">
        <span role="status" aria-live="polite">
          {label}
        </span>
        {detail ? (
          <span
            className="text-slate-500"
            title={props.state === "saved" && props.lastSavedAt ? formatDateTime(props.lastSavedAt) : undefined}
            suppressHydrationWarning
          >
            {props.state === "offline" ? `, ${detail}` : ` · ${detail}`}
          </span>
        ) : null}
      </span>
    </div>
  );
}
