"use client";
// Deleting an event asks first, naming it: the event, its form and its registrations go for good. The dialog sits
// in the row's actions cell, which does not wrap: it wraps its own text.
import { useRef, useState, useTransition } from "react";
import { deleteEvent } from "@/app/(studio)/events/actions";
import { Button } from "@/components/ui/button";

export function DeleteEventButton({ event, onDeleted }: { event: { id: number; name: string }; onDeleted: (message: string) => void }) {
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
          <Button variant="secondary" size="sm" onClick={() => dialog.current?.close()}>
            Keep it
          </Button>
          <Button
 disabled={pending}
 variant="danger" size="sm"
 onClick={() =>
 startTransition(async () => {
 const result = await deleteEvent({ eventId: event.id });
 if (!result.ok) return setError(result.error.message);
 dialog.current?.close();
 onDeleted(`Deleted “${event.name}”.`);
 })
 }
>
            {pending ? "Deleting…" : "Delete event"}
          </Button>
        </div>
      </dialog>
    </>
  );
}
