"use client";
// "New event": a name and a type; a check-in event starts with the fullName and email questions it must have.
import { useRouter } from "next/navigation";
import { useRef, useState, useTransition } from "react";
import { createEvent } from "@/app/(studio)/events/actions";
import { Button } from "@/components/ui/button";

export function NewEventDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const router = useRouter();

  return (
    <>
      <Button size="sm" onClick={() => (setError(null), dialog.current?.showModal())}>
        New event
      </Button>
      <dialog ref={dialog} aria-labelledby="new-event-title" className="m-auto w-full max-w-md rounded-lg border border-slate-200 p-6 shadow-xl backdrop:bg-slate-900/30">
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            startTransition(async () => {
              const result = await createEvent({ name: form.get("name"), type: form.get("type") });
              if (!result.ok) return setError(result.error.message);
              router.push(`/events/${result.data.id}`);
            });
          }}
        >
          <h2 id="new-event-title" className="text-base font-semibold text-slate-900">
            New event
          </h2>
          {error && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          )}
          <label className="block text-sm font-medium text-slate-800">
            Name
            <input name="name" required maxLength={200} placeholder="Spring Expo 2027" className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm" />
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
                Check-in <span className="text-slate-600">— starts with the full name and e-mail questions it must have</span>
              </span>
            </label>
          </fieldset>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" size="sm" onClick={() => dialog.current?.close()}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending} size="sm" className="disabled:opacity-60">
              {pending ? "Creating…" : "Create event"}
            </Button>
          </div>
        </form>
      </dialog>
    </>
  );
}
