// Kiosk mode's idle reset: a visitor who walks away from a half-filled form is asked "Still there?" after
// KIOSK_IDLE_MS without a touch, and the form is cleared KIOSK_GRACE_MS later unless they answer. React-free, with
// injectable timers for its tests.

/** A half-filled form left alone this long asks whether the visitor is still there. */
export const KIOSK_IDLE_MS = 60_000;
/** Then this long to answer before the form is cleared for the next visitor. */
export const KIOSK_GRACE_MS = 15_000;

type Timers = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export type IdleTimer = {
  /** A touch or an answer: the count starts again (and a "Still there?" is closed). */
  activity(): void;
  /** Nothing to guard (the form is blank, or was just sent): no question, no reset. */
  stop(): void;
  dispose(): void;
};

export function createIdleTimer(options: {
  onAsk(): void;
  onReset(): void;
  idleMs?: number;
  graceMs?: number;
  timers?: Timers;
}): IdleTimer {
  const timers: Timers = options.timers ?? {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const idleMs = options.idleMs ?? KIOSK_IDLE_MS;
  const graceMs = options.graceMs ?? KIOSK_GRACE_MS;
  let handle: unknown = null;

  const clear = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };

  return {
    activity() {
      clear();
      handle = timers.setTimeout(() => {
        options.onAsk();
        handle = timers.setTimeout(() => {
          handle = null;
          options.onReset();
        }, graceMs);
      }, idleMs);
    },
    stop: clear,
    dispose: clear,
  };
}

/** The kiosk PIN as kept on the device: its SHA-256, never the digits. */
export async function hashPin(pin: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`capture-kiosk:${pin}`));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** What is wrong with a PIN staff choose, or null: 4 to 8 digits. */
export function pinProblem(pin: string): string | null {
  return /^\d{4,8}$/.test(pin) ? null : "Choose a PIN of 4 to 8 digits.";
}
