"use client";
// Deleting an event asks first, naming it: the event, its form and its registrations go for good. The dialog sits
// in the row's actions cell, which does not wrap: it wraps its own text.
import { useRef, useState, useTransition } from "react";
import { buttonClasses } from "@/components/ui/button";
import type { EventsActions } from "./contract";

export function DeleteEventButton({ event, actions, onDeleted }: { event: { id: number; name: string }; actions: Pick<EventsActions, "deleteEvent">; onDeleted: (message: string) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const titleId = `delete-${event.id}-title`;

  return (
    <>
      <button type="button" className="rounded px-2 py-1 text-red-700 hover:bg-red-50" aria-label={`Delete ${event.name}`} onClick={() => (setError(null), dialog.current?.showModal())}>
        Delete
      </button>
      <dialog ref={dialog} aria-labelledby={titleId} className="m-auto w-full max-w-md whitespace-normal break-words rounded-lg border border-slate-200 p-6 text-left shadow-xl backdrop:bg-slate-900/30">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          Delete “{event.name}”?
        </h2>
        <p className="mt-2 text-sm text-slate-600">The event, its form and all its registrations are deleted. This cannot be undone.</p>
        {error && (
          <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}
        <div className="mt-5 flex justify-end gap-2">
          <button type="button" className={buttonClasses("secondary", "text-sm")} onClick={() => dialog.current?.close()}>
            Keep it
          </button>
          <button
            type="button"
            disabled={pending}
            className={buttonClasses("danger", "text-sm")}
            onClick={() =>
              startTransition(async () => {
                const result = await actions.deleteEvent({ eventId: event.id });
                if (!result.ok) return setError(result.error.message);
                dialog.current?.close();
                onDeleted(`Deleted “${event.name}”.`);
              })
            }
          >
            {pending ? "Deleting…" : "Delete event"}
          </button>
        </div>
      </dialog>
    </>
  );
}
