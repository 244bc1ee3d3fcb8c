"use client";
// Deleting an event asks first, naming it: the event, its form and its registrations go for good. The dialog sits
// in the row's actions cell, which does not wrap: it wraps its own text.
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormError } from "@/components/ui/messages";
import type { EventsActions } from "./contract";

export function DeleteEventButton({
  event,
  actions,
  onDeleted,
}: {
  event: { id: number; name: string };
  actions: Pick<EventsActions, "deleteEvent">;
  onDeleted: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  return (
    <>
      <Button
        variant="ghost-danger"
        size="row"
        aria-label={`Delete ${event.name}`}
        onClick={() => (setError(null), setOpen(true))}
      >
        Delete
      </Button>
      {open ? (
        <ConfirmDialog
          title={`Delete “${event.name}”?`}
          description="The event, its form and all its registrations are deleted. This cannot be undone."
          confirmLabel="Delete event"
          cancelLabel="Keep it"
          busy={pending}
          busyLabel="Deleting…"
          className="max-w-md text-left break-words whitespace-normal"
          onCancel={() => setOpen(false)}
          onConfirm={() =>
            startTransition(async () => {
              const result = await actions.deleteEvent({ eventId: event.id });
              if (!result.ok) return setError(result.error.message);
              setOpen(false);
              onDeleted(`Deleted “${event.name}”.`);
            })
          }
        >
          {error ? <FormError>{error}</FormError> : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
