"use client";
// Messages under the top bar: why a save did not happen and what to do next, the deleted-event offer, what a save
// did besides (a restore's scenarios), and the offer to restore a draft left by a reload or crash.
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/studio/format/dates";
import type { EditorSave } from "./save/use-save";

export function EditorNotices({ saving }: { saving: EditorSave }) {
  const { message, notice, draftOffer, state } = saving;
  const messageTone = state === "offline" ? "bg-slate-100 text-slate-800" : "bg-red-50 text-red-900";
  if (!message && !notice && !draftOffer) return null;
  return (
    <div className="space-y-1 border-b border-slate-200 px-3 py-2 text-sm">
      {draftOffer ? (
        <div
          className="flex flex-wrap items-center gap-2 rounded bg-amber-50 px-3 py-2 text-amber-900"
          role="status"
          data-testid="draft-offer"
        >
          <span>
            This browser kept unsaved changes to this form from{" "}
            <time dateTime={draftOffer.savedAt}>{formatDateTime(draftOffer.savedAt)}</time>.
            {saving.draftIsOlder
              ? " The form has been saved since: after restoring, saving shows what " +
                "each of you changed and lets you keep both."
              : null}
          </span>
          <Button size="tight" onClick={saving.restoreDraft}>
            Restore them
          </Button>
          <Button variant="secondary" size="tight" onClick={saving.discardDraft}>
            Discard
          </Button>
        </div>
      ) : null}
      {notice ? (
        <div
          className="flex flex-wrap items-center gap-2 rounded bg-emerald-50 px-3 py-2 text-emerald-900"
          role="status"
          data-testid="save-notice"
        >
          <span className="flex-1">{notice}</span>
          <button type="button" className="text-xs underline" onClick={saving.dismissNotice}>
            Dismiss
          </button>
        </div>
      ) : null}
      {message ? (
        <div
          className={`flex flex-wrap items-center gap-2 rounded px-3 py-2 ${messageTone}`}
          role="alert"
          data-testid="save-message"
        >
          <span className="flex-1">{message}</span>
          {state === "gone" ? (
            <Button size="tight" onClick={() => void saving.saveAsNew()}>
              Save as a new event
            </Button>
          ) : (
            <button type="button" className="text-xs underline" onClick={saving.dismissMessage}>
              Dismiss
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}
