"use client";
// "New event": a name and a type; a check-in event starts with the fullName and email questions it must have.
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/messages";
import type { EventsActions } from "./contract";

export function NewEventDialog({ actions }: { actions: Pick<EventsActions, "createEvent"> }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const router = useRouter();

  return (
    <>
      <Button size="sm" onClick={() => (setError(null), setOpen(true))}>
        New event
      </Button>
      {open ? (
        <Dialog title="New event" onCancel={() => setOpen(false)} className="max-w-md">
          <form
            className="space-y-4 overflow-y-auto px-5 py-4"
            onSubmit={(event) => {
              event.preventDefault();
              const form = new FormData(event.currentTarget);
              startTransition(async () => {
                const result = await actions.createEvent({ name: form.get("name"), type: form.get("type") });
                if (!result.ok) return setError(result.error.message);
                router.push(`/events/${result.data.id}`);
              });
            }}
          >
            {error && <FormError>{error}</FormError>}
            <label className="block text-sm font-medium text-slate-800">
              Name
              <input
                name="name"
                required
                maxLength={200}
                placeholder="Spring Expo 2027"
                className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
              />
            </label>
            <fieldset className="space-y-1 text-sm">
              <legend className="font-medium text-slate-800">Type</legend>
              <label className="flex items-start gap-2">
                <input type="radio" name="type" value="standard" defaultChecked className="mt-1" />
                <span>
                  Standard <span className="text-slate-600">— a lead-capture form, starting empty</span>
                </span>
              </label>
              <label className="flex items-start gap-2">
                <input type="radio" name="type" value="checkIn" className="mt-1" />
                <span>
                  Check-in{" "}
                  <span className="text-slate-600">— starts with the full name and e-mail questions it must have</span>
                </span>
              </label>
            </fieldset>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" size="sm" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending} size="sm" className="disabled:opacity-60">
                {pending ? "Creating…" : "Create event"}
              </Button>
            </div>
          </form>
        </Dialog>
      ) : null}
    </>
  );
}
