"use client";
// Kiosk mode: the device locked to one event for visitors to fill in themselves. After a submit a thank-you and a
// fresh form; a half-filled form left alone asks "Still there?" and is then cleared (lib/capture/idle-timer.ts);
// leaving kiosk mode needs the PIN the staff chose.
import { useEffect, useMemo, useState, type FormEvent } from "react";
import type { CaptureForm as Form } from "@/lib/capture/capture-api";
import { createIdleTimer } from "@/lib/capture/idle-timer";
import { CaptureForm } from "./capture-form";
import { useCaptureApp } from "./use-capture";
import { touchButton, touchInput } from "./touch";

/** How long the thank-you stays before the next visitor's blank form. */
export const KIOSK_THANKS_MS = 5000;

function StaffExit() {
  const app = useCaptureApp();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const pin = String(new FormData(event.currentTarget).get("pin") ?? "");
    try {
      await app.leaveKiosk(pin);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }

  if (!open)
    return (
      <button type="button" onClick={() => setOpen(true)} className={touchButton("secondary")}>
        Staff
      </button>
    );
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label="Leave kiosk mode">
      <label className="block">
        <span className="mb-1 block text-sm font-medium text-slate-800">Staff PIN</span>
        <input name="pin" type="password" inputMode="numeric" autoComplete="off" className={touchInput} />
      </label>
      <button type="submit" className={touchButton("primary")}>
        Leave kiosk mode
      </button>
      <button type="button" onClick={() => setOpen(false)} className={touchButton("secondary")}>
        Cancel
      </button>
      {problem ? (
        <p role="alert" className="w-full text-red-700">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

export function KioskScreen({ form }: { form: Form }) {
  const app = useCaptureApp();
  const [round, setRound] = useState(0);
  const [thanks, setThanks] = useState(false);
  const [asking, setAsking] = useState(false);
  const idle = useMemo(
    () =>
      createIdleTimer({
        onAsk: () => setAsking(true),
        onReset: () => {
          setAsking(false);
          app.leadFinished();
          setRound((n) => n + 1);
        },
      }),
    [app],
  );
  useEffect(() => () => idle.dispose(), [idle]);
  useEffect(() => {
    if (!thanks) return;
    const timer = window.setTimeout(() => setThanks(false), KIOSK_THANKS_MS);
    return () => window.clearTimeout(timer);
  }, [thanks]);

  const [started, setStarted] = useState(false);
  const touched = () => {
    if (started) idle.activity();
  };

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-4">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">{form.name}</h1>
        <StaffExit />
      </div>
      {thanks ? (
        <div role="status" className="mt-10 text-center">
          <p className="text-3xl font-semibold text-slate-900">Thank you!</p>
          <p className="mt-2 text-lg text-slate-700">Your details are saved. Enjoy the show.</p>
          <button type="button" onClick={() => setThanks(false)} className={touchButton("primary", "mt-6")}>
            Next visitor
          </button>
        </div>
      ) : (
        <div onPointerDown={touched} onKeyDown={touched} onInput={touched} className="mt-4">
          <CaptureForm
            key={`${form.lastModified}#${round}`}
            questions={form.questions}
            submitLabel="Send"
            onStarted={() => {
              setStarted(true);
              app.leadStarted();
              idle.activity();
            }}
            onCleared={() => {
              setStarted(false);
              idle.stop();
              app.leadFinished();
            }}
            onSubmit={async (values) => {
              await app.submit(values);
              setStarted(false);
              idle.stop();
              setThanks(true);
            }}
          />
        </div>
      )}
      {asking ? (
        <div
          role="alertdialog"
          aria-modal="true"
          aria-labelledby="kiosk-still-there"
          className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4"
        >
          <div className="rounded-lg bg-white p-6 text-center shadow-lg">
            <p id="kiosk-still-there" className="text-2xl font-semibold text-slate-900">
              Still there?
            </p>
            <p className="mt-2 text-slate-700">The form is cleared for the next visitor in a few seconds.</p>
            <button
              type="button"
              autoFocus
              onClick={() => {
                setAsking(false);
                idle.activity();
              }}
              className={touchButton("primary", "mt-4")}
            >
              Yes, I am still here
            </button>
          </div>
        </div>
      ) : null}
    </main>
  );
}
