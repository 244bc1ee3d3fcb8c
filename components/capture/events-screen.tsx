"use client";
// (b) The company's events open for capture, as this device stored them at its last sync.
import { useState } from "react";
import { useCaptureApp, useCaptureState, useQueueSnapshot } from "./use-capture";
import { touchButton } from "./touch";

export function EventsScreen() {
  const app = useCaptureApp();
  const state = useCaptureState();
  const queue = useQueueSnapshot();
  const [problem, setProblem] = useState<string | null>(null);
  const open = new Set(state.forms.map((form) => form.eventId));
  const orphans = queue.leads.filter((lead) => lead.status !== "sent" && !open.has(lead.eventId)).length;

  async function choose(eventId: number) {
    try {
      await app.chooseEvent(eventId);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Choose the event</h1>
      {state.forms.length === 0 ? (
        <p className="mt-4 text-slate-700">
          {state.lastSyncAt
            ? "No event is open for capture. An owner opens events on the studio's Capture page; then tap Send now."
            : "The events are read at the first sync, which needs the network once."}
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {state.forms.map((form) => (
            <li key={form.eventId}>
              <button
                type="button"
                onClick={() => void choose(form.eventId)}
                className={touchButton("secondary", "w-full text-left")}
              >
                {form.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {orphans ? (
        <p role="status" className="mt-4 text-amber-900">
          {orphans === 1 ? "1 lead" : `${orphans} leads`} of an event no longer open for capture{" "}
          {orphans === 1 ? "is" : "are"} kept on this tablet. Ask an owner to open the event again (they are then sent),
          or export them.
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-4 text-red-700">
          {problem}
        </p>
      ) : null}
    </main>
  );
}
