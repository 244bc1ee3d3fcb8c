"use client";
// The preview's controls: device width, show hidden questions, reset, check answers, send as a test
// registration, side-by-side / full width, close.
import { Switch } from "@/components/ui/switch";
import { buttonVariants } from "@/components/ui/button";
import type { PreviewMode } from "@/lib/editor-store/create-store";

export type Device = "phone" | "tablet";
export type { PreviewMode };

const button = buttonVariants({ variant: "tool", size: "tight", className: "hover:bg-slate-100 disabled:opacity-50" });

type Props = {
  device: Device;
  onDevice(device: Device): void;
  showHidden: boolean;
  onShowHidden(show: boolean): void;
  mode: PreviewMode;
  onMode(mode: PreviewMode): void;
  sending: boolean;
  canSend: boolean;
  onReset(): void;
  onCheck(): void;
  /** Absent where the person may not send test registrations (viewers). */
  onSend?(): void;
  /** Absent where the preview is the whole page (the read-only view). */
  onClose?(): void;
};

export function PreviewToolbar(props: Props) {
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-2 py-2">
      <h2 className="text-sm font-semibold text-slate-900">Preview</h2>
      <div
        role="group"
        aria-label="Device width"
        className="inline-flex rounded border border-slate-300 bg-slate-100 p-0.5"
      >
        {(["phone", "tablet"] as const).map((device) => {
          const look = props.device === device ? "bg-white text-slate-900 shadow-sm" : "text-slate-700";
          return (
            <button
              key={device}
              type="button"
              aria-pressed={props.device === device}
              onClick={() => props.onDevice(device)}
              className={`rounded px-2 py-0.5 text-xs font-medium ${look}`}
            >
              {device === "phone" ? "Phone" : "Tablet"}
            </button>
          );
        })}
      </div>
      <label className="flex items-center gap-1.5 text-sm text-slate-800">
        <Switch checked={props.showHidden} onCheckedChange={props.onShowHidden} aria-label="Show hidden questions" />
        <span aria-hidden>Show hidden questions</span>
      </label>
      <button type="button" className={button} onClick={props.onReset}>
        Reset answers
      </button>
      <button type="button" className={button} onClick={props.onCheck}>
        Check answers
      </button>
      {props.onSend ? (
        <button type="button" className={button} onClick={props.onSend} disabled={props.sending || !props.canSend}>
          {props.sending ? "Sending…" : "Send as test registration"}
        </button>
      ) : null}
      {props.onClose ? (
        <>
          <button
            type="button"
            className={button}
            onClick={() => props.onMode(props.mode === "pane" ? "full" : "pane")}
          >
            {props.mode === "pane" ? "Full width" : "Side by side"}
          </button>
          <button type="button" className={button} onClick={props.onClose}>
            Close preview
          </button>
        </>
      ) : null}
    </div>
  );
}
