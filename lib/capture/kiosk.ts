// Kiosk mode's rules outside React (docs/conventions.md 15): the device locked to one event for visitors, the staff
// PIN that leaves it (kept on the device as a salted SHA-256 hash, never in clear), the idle timer that asks
// "Still there?" and then clears a half-filled form (never submits it), the thank-you screen after a submit, and the
// delay after too many wrong PINs. What it keeps survives a reload (`KioskStorage`: localStorage in the browser).

export const PIN_PATTERN = /^\d{4,8}$/;
/** Idle time before "Still there?", unless staff set another (never below `IDLE_MIN_SECONDS`). */
export const IDLE_DEFAULT_SECONDS = 60;
export const IDLE_MIN_SECONDS = 15;
/** How long "Still there?" counts down before the form is cleared. */
export const STILL_THERE_SECONDS = 10;
/** How long the thank-you screen stays before a fresh form (or "Next visitor" at once). */
export const THANKS_MS = 5_000;
/** Wrong PINs allowed before each further try waits. */
export const PIN_FREE_TRIES = 3;
/** The wait after `PIN_FREE_TRIES` wrong PINs, doubled by each wrong PIN after it. */
export const PIN_DELAY_MS = 30_000;

/** What the device keeps of kiosk mode. */
export type KioskSettings = {
  eventId: number;
  salt: string;
  pinHash: string;
  idleSeconds: number;
  /** Staff let visitors scan their badge. */
  scanAllowed: boolean;
  failedTries: number;
  lockedUntil: number | null;
};

export type KioskStorage = { load(): KioskSettings | null; save(settings: KioskSettings | null): void };

export type KioskPhase = "form" | "stillThere" | "thanks";

export type KioskState = {
  active: boolean;
  eventId: number | null;
  idleSeconds: number;
  scanAllowed: boolean;
  phase: KioskPhase;
  /** Seconds left on "Still there?". */
  countdown: number;
  /** The visitor's form: a new number is a fresh, blank form. */
  visitor: number;
  /** Until when a PIN cannot be tried (ms since the epoch), after too many wrong ones. */
  lockedUntil: number | null;
};

export type KioskDeps = {
  storage: KioskStorage;
  now?: () => number;
  /** 16 random bytes (crypto.getRandomValues in the browser). */
  randomBytes?: () => Uint8Array;
};

export type EnterInput = { eventId: number; pin: string; pinAgain: string; idleSeconds: number; scanAllowed: boolean };

export type LeaveResult = { ok: true } | { ok: false; message: string };

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

export async function hashPin(salt: string, pin: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${salt}:${pin}`));
  return hex(new Uint8Array(digest));
}

/** Why the kiosk's settings cannot be used, said so staff know what to change (null: they can). */
export function kioskSettingsProblem(input: Pick<EnterInput, "pin" | "pinAgain" | "idleSeconds">): string | null {
  if (!PIN_PATTERN.test(input.pin)) return "The PIN must be 4 to 8 digits. Choose one staff will remember.";
  if (input.pin !== input.pinAgain) return "The two PINs differ. Type the same PIN twice.";
  if (!Number.isInteger(input.idleSeconds) || input.idleSeconds < IDLE_MIN_SECONDS)
    return `The idle time must be a whole number of seconds, at least ${IDLE_MIN_SECONDS}.`;
  return null;
}

export function createKiosk(deps: KioskDeps) {
  const now = deps.now ?? Date.now;
  const randomBytes = deps.randomBytes ?? (() => crypto.getRandomValues(new Uint8Array(16)));
  let settings = deps.storage.load();
  let idleTimer: ReturnType<typeof setTimeout> | null = null;
  let countdownTimer: ReturnType<typeof setInterval> | null = null;
  let thanksTimer: ReturnType<typeof setTimeout> | null = null;
  /** A visitor has answered something on the current form: the idle timer runs. */
  let started = false;
  const listeners = new Set<() => void>();
  let state: KioskState = fromSettings(settings);

  function fromSettings(kept: KioskSettings | null): KioskState {
    return {
      active: kept !== null,
      eventId: kept?.eventId ?? null,
      idleSeconds: kept?.idleSeconds ?? IDLE_DEFAULT_SECONDS,
      scanAllowed: kept?.scanAllowed ?? false,
      phase: "form",
      countdown: STILL_THERE_SECONDS,
      visitor: 0,
      lockedUntil: kept?.lockedUntil ?? null,
    };
  }

  function set(patch: Partial<KioskState>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  function keep(next: KioskSettings | null) {
    settings = next;
    deps.storage.save(next);
  }

  function stopTimers() {
    if (idleTimer) clearTimeout(idleTimer);
    if (countdownTimer) clearInterval(countdownTimer);
    if (thanksTimer) clearTimeout(thanksTimer);
    idleTimer = countdownTimer = thanksTimer = null;
  }

  function armIdle() {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    if (!state.active || !started || state.phase !== "form") return;
    idleTimer = setTimeout(stillThere, state.idleSeconds * 1000);
  }

  function stillThere() {
    idleTimer = null;
    set({ phase: "stillThere", countdown: STILL_THERE_SECONDS });
    countdownTimer = setInterval(() => {
      const left = state.countdown - 1;
      if (left > 0) set({ countdown: left });
      else clearForm();
    }, 1000);
  }

  /** The half-filled form goes, unsent: a fresh form for the next visitor. */
  function clearForm() {
    stopTimers();
    started = false;
    set({ phase: "form", countdown: STILL_THERE_SECONDS, visitor: state.visitor + 1 });
  }

  /** Staff lock the device to the event; the PIN is kept hashed, never in clear. */
  async function enter(input: EnterInput): Promise<void> {
    const problem = kioskSettingsProblem(input);
    if (problem) throw new Error(problem);
    const salt = hex(randomBytes());
    keep({
      eventId: input.eventId,
      salt,
      pinHash: await hashPin(salt, input.pin),
      idleSeconds: input.idleSeconds,
      scanAllowed: input.scanAllowed,
      failedTries: 0,
      lockedUntil: null,
    });
    stopTimers();
    started = false;
    state = fromSettings(settings);
    set({ visitor: 1 });
  }

  /** Leaves kiosk mode with the right PIN; a wrong one is said, and after `PIN_FREE_TRIES` each try must wait. */
  async function leave(pin: string): Promise<LeaveResult> {
    if (!settings) return { ok: true };
    const lockedUntil = settings.lockedUntil;
    if (lockedUntil !== null && now() < lockedUntil) {
      const seconds = Math.ceil((lockedUntil - now()) / 1000);
      return { ok: false, message: `Too many wrong PINs. Try again in ${seconds} s.` };
    }
    if ((await hashPin(settings.salt, pin)) === settings.pinHash) {
      keep(null);
      stopTimers();
      started = false;
      state = fromSettings(null);
      set({});
      return { ok: true };
    }
    const failedTries = settings.failedTries + 1;
    const over = failedTries - PIN_FREE_TRIES;
    const locked = over >= 0 ? now() + PIN_DELAY_MS * 2 ** over : null;
    keep({ ...settings, failedTries, lockedUntil: locked });
    set({ lockedUntil: locked });
    return {
      ok: false,
      message:
        locked === null
          ? "Wrong PIN. Ask the stand's staff to leave kiosk mode."
          : `Wrong PIN. Too many wrong PINs: try again in ${Math.ceil((locked - now()) / 1000)} s.`,
    };
  }

  return {
    enter,
    leave,
    /** The visitor's first answer on a form: the idle timer starts. */
    leadStarted() {
      started = true;
      armIdle();
    },
    /** A touch or a key on the kiosk: the idle time starts again; "Still there?" goes. */
    activity() {
      if (state.phase === "stillThere") {
        if (countdownTimer) clearInterval(countdownTimer);
        countdownTimer = null;
        set({ phase: "form", countdown: STILL_THERE_SECONDS });
      }
      armIdle();
    },
    /** The visitor's lead was saved: thanks, then a fresh form. */
    submitted() {
      stopTimers();
      started = false;
      set({ phase: "thanks" });
      thanksTimer = setTimeout(nextVisitor, THANKS_MS);
    },
    nextVisitor,
    clearForm,
    getState: () => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Stops the timers (the screen goes away); kept settings stay. */
    dispose: stopTimers,
  };

  function nextVisitor() {
    stopTimers();
    started = false;
    set({ phase: "form", visitor: state.visitor + 1 });
  }
}

export type Kiosk = ReturnType<typeof createKiosk>;

const KIOSK_KEY = "capture-kiosk";

/** Kiosk mode kept in localStorage, with the device (a reload finds the kiosk locked as it was). */
export function localKioskStorage(store: Pick<Storage, "getItem" | "setItem" | "removeItem">): KioskStorage {
  return {
    load() {
      try {
        const kept = JSON.parse(store.getItem(KIOSK_KEY) ?? "null") as KioskSettings | null;
        return kept && typeof kept.pinHash === "string" && typeof kept.eventId === "number" ? kept : null;
      } catch {
        return null;
      }
    },
    save: (settings) => (settings ? store.setItem(KIOSK_KEY, JSON.stringify(settings)) : store.removeItem(KIOSK_KEY)),
  };
}
