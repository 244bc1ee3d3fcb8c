"use client";
// Staff lock the tablet to this event for visitors: a PIN to leave (4–8 digits, typed twice), the idle time before
// "Still there?" and whether visitors may scan their badge. The PIN is kept on the device, hashed
// (lib/capture/kiosk.ts).
import { useId, useState, type FormEvent } from "react";
import { IDLE_DEFAULT_SECONDS, IDLE_MIN_SECONDS, kioskSettingsProblem } from "@/lib/capture/kiosk";
import { touchButton, touchInput } from "./touch";
import { useKiosk } from "./use-kiosk";

export function KioskSetup({ eventId, onStarted }: { eventId: number; onStarted?(): void }) {
  const kiosk = useKiosk();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [pin, setPin] = useState("");
  const [pinAgain, setPinAgain] = useState("");
  const [idle, setIdle] = useState(String(IDLE_DEFAULT_SECONDS));
  const [scanAllowed, setScanAllowed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function start(event: FormEvent) {
    event.preventDefault();
    const input = { eventId, pin, pinAgain, idleSeconds: Number(idle), scanAllowed };
    const refused = kioskSettingsProblem(input);
    if (refused) return setProblem(refused);
    try {
      await kiosk.enter(input);
      onStarted?.();
      void document.documentElement.requestFullscreen?.().catch(() => {});
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }

  if (!open)
    return (
      <button type="button" onClick={() => setOpen(true)} className={touchButton("secondary")}>
        Kiosk mode
      </button>
    );
  return (
    <form
      onSubmit={start}
      noValidate
      aria-label="Kiosk mode"
      className="mt-1 w-full basis-full space-y-3 rounded-lg border border-slate-300 bg-slate-50 p-4"
    >
      <p className="text-slate-900">
        Visitors fill in this event&apos;s form themselves. No menu, no leads, no sign-out; leaving needs the PIN.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block text-slate-900" htmlFor={`${id}-pin`}>
          PIN to leave (4–8 digits)
          <input
            id={`${id}-pin`}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={pin}
            onChange={(event) => setPin(event.target.value)}
            className={touchInput}
          />
        </label>
        <label className="block text-slate-900" htmlFor={`${id}-again`}>
          The PIN again
          <input
            id={`${id}-again`}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={pinAgain}
            onChange={(event) => setPinAgain(event.target.value)}
            className={touchInput}
          />
        </label>
        <label className="block text-slate-900" htmlFor={`${id}-idle`}>
          Clear a form left idle after (seconds, at least {IDLE_MIN_SECONDS})
          <input
            id={`${id}-idle`}
            type="number"
            inputMode="numeric"
            min={IDLE_MIN_SECONDS}
            value={idle}
            onChange={(event) => setIdle(event.target.value)}
            className={touchInput}
          />
        </label>
        <label className="flex min-h-11 items-center gap-3 self-end text-slate-900">
          <input
            type="checkbox"
            checked={scanAllowed}
            onChange={(event) => setScanAllowed(event.target.checked)}
            className="h-7 w-7"
          />
          Visitors may scan their badge
        </label>
      </div>
      <p role="alert" className="min-h-6 text-red-700">
        {problem}
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={touchButton("primary")}>
          Start kiosk mode
        </button>
        <button type="button" onClick={() => setOpen(false)} className={touchButton("secondary")}>
          Cancel
        </button>
      </div>
    </form>
  );
}
