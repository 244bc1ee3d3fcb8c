"use client";
// Kiosk mode: the device locked to one event for visitors (lib/capture/kiosk.ts). Only the form, with autofill off
// so nobody sees the previous visitor's details; after a submit a thank-you screen, then a fresh form; idle on a
// half-filled form, "Still there?" with a countdown, then the form is cleared, never sent. Leaving asks for the
// staff's PIN. Leads still go through the device's queue and are sent in the background as in staff mode.
import { useEffect, useId, useState, type FormEvent } from "react";
import type { CaptureForm as Form } from "@/lib/capture/capture-api";
import { CaptureForm } from "./capture-form";
import { ScanBadge } from "./scan-badge";
import { touchButton, touchInput } from "./touch";
import { useCaptureApp } from "./use-capture";
import { useKiosk, useKioskState } from "./use-kiosk";

function LeaveKiosk({ onClose }: { onClose(): void }) {
  const kiosk = useKiosk();
  const id = useId();
  const [pin, setPin] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  async function leave(event: FormEvent) {
    event.preventDefault();
    const result = await kiosk.leave(pin);
    setPin("");
    if (!result.ok) setProblem(result.message);
  }

  return (
    <form
      onSubmit={leave}
      noValidate
      role="dialog"
      aria-label="Leave kiosk mode"
      className="mt-3 space-y-2 rounded-lg border border-slate-300 bg-slate-50 p-4"
    >
      <label className="block text-slate-900" htmlFor={`${id}-pin`}>
        Staff PIN
        <input
          id={`${id}-pin`}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          autoFocus
          value={pin}
          onChange={(event) => setPin(event.target.value)}
          className={touchInput}
        />
      </label>
      <p role="alert" className="min-h-6 text-red-700">
        {problem}
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={touchButton("primary")}>
          Leave kiosk mode
        </button>
        <button type="button" onClick={onClose} className={touchButton("secondary")}>
          Back to the form
        </button>
      </div>
    </form>
  );
}

export function KioskScreen({ form }: { form: Form | null }) {
  const app = useCaptureApp();
  const kiosk = useKiosk();
  const state = useKioskState();
  const [leaving, setLeaving] = useState(false);

  // A cleared or finished form ends the lead: a newer form version may be taken now.
  useEffect(() => {
    if (state.visitor > 0) app.leadFinished();
  }, [app, state.visitor]);

  return (
    <main
      className="mx-auto w-full max-w-3xl px-4 py-4"
      data-testid="capture-kiosk"
      onPointerDown={() => kiosk.activity()}
      onKeyDown={() => kiosk.activity()}
      onInput={() => kiosk.activity()}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">{form?.name ?? "Kiosk"}</h1>
        {leaving ? null : (
          <button type="button" onClick={() => setLeaving(true)} className={touchButton("ghost")}>
            Staff
          </button>
        )}
      </div>
      {leaving ? <LeaveKiosk onClose={() => setLeaving(false)} /> : null}
      {!form ? (
        <p role="alert" className="mt-4 text-slate-900">
          This event is not open for capture on this tablet any more. Staff: leave kiosk mode with your PIN.
        </p>
      ) : state.phase === "thanks" ? (
        <section aria-label="Thank you" className="mt-10 space-y-6 text-center">
          <p role="status" className="text-3xl font-semibold text-slate-900">
            Thank you! Your details are saved.
          </p>
          <button type="button" onClick={() => kiosk.nextVisitor()} className={touchButton("primary")}>
            Next visitor
          </button>
        </section>
      ) : (
        <>
          {state.phase === "stillThere" ? (
            <div
              role="alertdialog"
              aria-label="Still there?"
              aria-describedby="kiosk-still-there"
              className="sticky top-2 z-20 my-3 rounded-lg border-2 border-brand-500 bg-white p-4 shadow-lg"
            >
              <p className="text-xl font-semibold text-slate-900">Still there?</p>
              <p id="kiosk-still-there" className="text-slate-900">
                This form is cleared in {state.countdown} s unless you go on.
              </p>
              <div className="mt-2 flex flex-wrap gap-3">
                <button type="button" onClick={() => kiosk.activity()} className={touchButton("primary")}>
                  I&apos;m still here
                </button>
                <button type="button" onClick={() => kiosk.clearForm()} className={touchButton("secondary")}>
                  Start over
                </button>
              </div>
            </div>
          ) : null}
          <CaptureForm
            key={`${form.lastModified}#${state.visitor}`}
            questions={form.questions}
            idPrefix={`kiosk-${state.visitor}`}
            autoFill={false}
            submitLabel="Submit"
            onStarted={() => {
              app.leadStarted();
              kiosk.leadStarted();
            }}
            onCleared={() => kiosk.clearForm()}
            onSubmit={async (values) => {
              await app.submit(values);
              kiosk.submitted();
            }}
            tools={state.scanAllowed ? (model) => <ScanBadge model={model} questions={form.questions} /> : undefined}
          />
        </>
      )}
    </main>
  );
}
