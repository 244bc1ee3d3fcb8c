"use client";
// Which of the company's events capture devices see: an "Open for capture" switch each (owners); editors read the
// same list. Closing an event removes it from the devices at their next sync; leads they still hold for it stay on
// them (docs/decisions.md §10.2).
import { useState } from "react";
import { StatusLine } from "@/components/ui/messages";
import { Switch } from "@/components/ui/switch";
import { useActionNotice } from "@/components/ui/use-action-notice";
import type { CaptureEventRow, EventCaptureActions } from "./contract";

export function EventsOpenList({
  events,
  actions,
}: {
  events: CaptureEventRow[];
  /** Absent for editors: the list is read only. */
  actions?: EventCaptureActions;
}) {
  const { notice, pending, run } = useActionNotice();
  // What the switch shows while its change is on its way (the page's data arrives with the refresh).
  const [shown, setShown] = useState<Record<number, boolean>>({});
  if (!events.length)
    return (
      <p className="text-sm text-slate-600">
        No events yet: create one under Events, and it is open for capture from the start.
      </p>
    );
  return (
    <div className="space-y-2">
      <StatusLine notice={notice} />
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {events.map((event) => {
          const open = shown[event.id] ?? event.openForCapture;
          const label = `Open for capture: ${event.name}`;
          return (
            <li key={event.id} className="flex items-center justify-between gap-4 px-4 py-2 text-sm">
              <bdi className="min-w-0 truncate font-medium text-slate-900" title={event.name}>
                {event.name}
              </bdi>
              {actions ? (
                <span className="flex shrink-0 items-center gap-2">
                  <span className="text-xs text-slate-600" aria-hidden>
                    {open ? "Open for capture" : "Closed"}
                  </span>
                  <Switch
                    checked={open}
                    aria-label={label}
                    disabled={pending}
                    onCheckedChange={(next) => {
                      setShown((now) => ({ ...now, [event.id]: next }));
                      run(
                        async () => {
                          const result = await actions.setEventOpenForCapture({ eventId: event.id, open: next });
                          if (!result.ok) setShown((now) => ({ ...now, [event.id]: !next }));
                          return result;
                        },
                        next
                          ? `“${event.name}” is open for capture: devices get it at their next sync.`
                          : `“${event.name}” is closed for capture: devices drop it at their next sync and keep the ` +
                              "leads they still have to send.",
                      );
                    }}
                  />
                </span>
              ) : (
                <span className="shrink-0 text-xs text-slate-600">{open ? "Open for capture" : "Closed"}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
