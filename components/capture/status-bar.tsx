"use client";
// (d) Always in view: how many leads wait on this device, when one was last sent, online or not, and Send now.
// A device the server no longer knows, or an event closed meanwhile, is said here in words, with what to do: a
// device signs in again from here, keeping its leads.
import { useState } from "react";
import { clockTime } from "./clock-time";
import { useCaptureApp, useCaptureState, useOnline, useQueueSnapshot } from "./use-capture";
import { touchButton } from "./touch";

export function StatusBar() {
  const app = useCaptureApp();
  const state = useCaptureState();
  const queue = useQueueSnapshot();
  const online = useOnline();
  // Send now pressed with no network: said until the network is back (the leads go then on their own).
  const [triedOffline, setTriedOffline] = useState(false);
  // Back online: the words are over (a later outage says nothing until Send now is pressed again).
  if (online && triedOffline) setTriedOffline(false);
  // The device's refusal first, then the current event's, then another event's (closed while its leads waited).
  const blockedEvent =
    (state.eventId === null ? undefined : queue.blocked.events.get(state.eventId)) ??
    queue.blocked.events.values().next().value;
  const blocked = queue.blocked.device ?? blockedEvent ?? null;

  return (
    <section
      aria-label="Sending"
      className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 px-4 py-2 shadow-sm backdrop-blur"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <p data-testid="capture-waiting" className="font-medium text-slate-900">
          {queue.waiting === 0 ? "Nothing waiting" : `${queue.waiting} waiting`}
          {queue.needsReview ? ` · ${queue.needsReview} ${queue.needsReview === 1 ? "needs" : "need"} review` : ""}
          {queue.parked ? ` · ${queue.parked} parked` : ""}
        </p>
        <p className="text-slate-700">
          {queue.lastSentAt ? `Last sent ${clockTime(queue.lastSentAt)}` : "None sent yet"}
        </p>
        <p data-testid="capture-online" className={online ? "text-emerald-800" : "text-amber-800"}>
          {online ? "Online" : "Offline: leads are saved on this tablet"}
        </p>
        <button
          type="button"
          disabled={queue.sending}
          onClick={() => {
            setTriedOffline(!online);
            void app.getQueue()?.sendNow();
            void app.sync();
          }}
          className={touchButton("secondary", "ml-auto")}
        >
          {queue.sending ? "Sending…" : "Send now"}
        </button>
      </div>
      {blocked ? (
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <p role="alert" className="text-red-700">
            {blocked}
          </p>
          {queue.blocked.device ? (
            <button type="button" onClick={() => app.askToSignInAgain(true)} className={touchButton("primary")}>
              Sign in again
            </button>
          ) : null}
        </div>
      ) : online && state.syncProblem ? (
        <p className="mt-1 text-amber-800">{state.syncProblem}</p>
      ) : triedOffline ? (
        <p role="status" data-testid="capture-send-offline" className="mt-1 text-amber-800">
          No network, so nothing could be sent. The leads are safe on this tablet and go by themselves once the network
          is back.
        </p>
      ) : null}
    </section>
  );
}
