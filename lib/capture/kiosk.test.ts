import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createKiosk,
  IDLE_MIN_SECONDS,
  kioskSettingsProblem,
  localKioskStorage,
  PIN_DELAY_MS,
  PIN_FREE_TRIES,
  STILL_THERE_SECONDS,
  THANKS_MS,
  type KioskSettings,
} from "./kiosk";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const entry = { eventId: 7, pin: "2468", pinAgain: "2468", idleSeconds: 30, scanAllowed: true };

describe("kiosk", () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ["setTimeout", "setInterval", "clearTimeout", "clearInterval", "Date"] }),
  );
  afterEach(() => vi.useRealTimers());

  it("is entered with a PIN kept hashed with a salt, never in clear, and survives a reload", async () => {
    const local = memoryStorage();
    const kiosk = createKiosk({ storage: localKioskStorage(local) });
    await kiosk.enter(entry);
    expect(kiosk.getState()).toMatchObject({ active: true, eventId: 7, idleSeconds: 30, scanAllowed: true });
    const kept = local.items.get("capture-kiosk")!;
    expect(kept).not.toContain("2468");
    const settings = JSON.parse(kept) as KioskSettings;
    expect(settings.pinHash).toMatch(/^[0-9a-f]{64}$/);
    expect(settings.salt).toMatch(/^[0-9a-f]{32}$/);

    const reloaded = createKiosk({ storage: localKioskStorage(local) });
    expect(reloaded.getState()).toMatchObject({ active: true, eventId: 7, phase: "form" });
    expect(await reloaded.leave("2468")).toEqual({ ok: true });
    expect(reloaded.getState().active).toBe(false);
    expect(local.items.has("capture-kiosk")).toBe(false);
  });

  it("refuses a PIN that is not 4 to 8 digits, two PINs that differ, an idle time under the minimum", async () => {
    expect(kioskSettingsProblem({ pin: "123", pinAgain: "123", idleSeconds: 60 })).toMatch(/4 to 8 digits/);
    expect(kioskSettingsProblem({ pin: "123456789", pinAgain: "123456789", idleSeconds: 60 })).toMatch(/4 to 8/);
    expect(kioskSettingsProblem({ pin: "12a4", pinAgain: "12a4", idleSeconds: 60 })).toMatch(/4 to 8 digits/);
    expect(kioskSettingsProblem({ pin: "1234", pinAgain: "1243", idleSeconds: 60 })).toMatch(/differ/);
    expect(kioskSettingsProblem({ pin: "1234", pinAgain: "1234", idleSeconds: IDLE_MIN_SECONDS - 1 })).toMatch(
      /at least 15/,
    );
    expect(kioskSettingsProblem({ pin: "12345678", pinAgain: "12345678", idleSeconds: IDLE_MIN_SECONDS })).toBeNull();
    const local = memoryStorage();
    const kiosk = createKiosk({ storage: localKioskStorage(local) });
    await expect(kiosk.enter({ ...entry, pin: "12", pinAgain: "12" })).rejects.toThrow(/4 to 8 digits/);
    expect(kiosk.getState().active).toBe(false);
    expect(local.items.size).toBe(0);
  });

  it("idle on a half-filled form: 'Still there?' counts down, then the form is cleared", async () => {
    const kiosk = createKiosk({ storage: localKioskStorage(memoryStorage()) });
    await kiosk.enter(entry);
    const visitor = kiosk.getState().visitor;
    // A blank form is never interrupted.
    vi.advanceTimersByTime(120_000);
    expect(kiosk.getState().phase).toBe("form");

    kiosk.leadStarted();
    vi.advanceTimersByTime(29_000);
    kiosk.activity();
    vi.advanceTimersByTime(29_000);
    expect(kiosk.getState().phase).toBe("form");
    vi.advanceTimersByTime(1_000);
    expect(kiosk.getState()).toMatchObject({ phase: "stillThere", countdown: STILL_THERE_SECONDS });
    vi.advanceTimersByTime(3_000);
    expect(kiosk.getState().countdown).toBe(STILL_THERE_SECONDS - 3);

    // "I'm still here": the same form goes on, the idle time starts again.
    kiosk.activity();
    expect(kiosk.getState()).toMatchObject({ phase: "form", visitor });
    vi.advanceTimersByTime(30_000);
    expect(kiosk.getState().phase).toBe("stillThere");
    vi.advanceTimersByTime(STILL_THERE_SECONDS * 1000);
    expect(kiosk.getState()).toMatchObject({ phase: "form", visitor: visitor + 1 });
    // The fresh form is blank: no timer until the next visitor answers.
    vi.advanceTimersByTime(120_000);
    expect(kiosk.getState()).toMatchObject({ phase: "form", visitor: visitor + 1 });
  });

  it("after a submit: thanks, then a fresh form on its own or at once with Next visitor", async () => {
    const kiosk = createKiosk({ storage: localKioskStorage(memoryStorage()) });
    await kiosk.enter(entry);
    const visitor = kiosk.getState().visitor;
    kiosk.leadStarted();
    kiosk.submitted();
    expect(kiosk.getState().phase).toBe("thanks");
    vi.advanceTimersByTime(THANKS_MS - 1);
    expect(kiosk.getState().phase).toBe("thanks");
    vi.advanceTimersByTime(1);
    expect(kiosk.getState()).toMatchObject({ phase: "form", visitor: visitor + 1 });
    // The thanks' own timer never shows "Still there?" on the blank form.
    vi.advanceTimersByTime(120_000);
    expect(kiosk.getState().phase).toBe("form");

    kiosk.leadStarted();
    kiosk.submitted();
    kiosk.nextVisitor();
    expect(kiosk.getState()).toMatchObject({ phase: "form", visitor: visitor + 2 });
    vi.advanceTimersByTime(THANKS_MS);
    expect(kiosk.getState().visitor).toBe(visitor + 2);
  });

  it("a wrong PIN is refused; after a few, each try waits longer, even after a reload", async () => {
    const local = memoryStorage();
    const kiosk = createKiosk({ storage: localKioskStorage(local) });
    await kiosk.enter(entry);
    for (let i = 1; i < PIN_FREE_TRIES; i++)
      expect(await kiosk.leave("0000")).toEqual({ ok: false, message: expect.stringMatching(/^Wrong PIN/) });
    const third = await kiosk.leave("0000");
    expect(third).toEqual({ ok: false, message: expect.stringMatching(/try again in 30 s/) });
    // Even the right PIN waits now.
    expect(await kiosk.leave("2468")).toEqual({ ok: false, message: expect.stringMatching(/Too many wrong PINs/) });
    const reloaded = createKiosk({ storage: localKioskStorage(local) });
    expect(await reloaded.leave("2468")).toMatchObject({ ok: false });
    vi.advanceTimersByTime(PIN_DELAY_MS);
    expect(await reloaded.leave("1111")).toEqual({ ok: false, message: expect.stringMatching(/try again in 60 s/) });
    vi.advanceTimersByTime(2 * PIN_DELAY_MS);
    expect(await reloaded.leave("2468")).toEqual({ ok: true });
    expect(reloaded.getState().active).toBe(false);
  });

  it("two kiosks entered with one PIN keep different hashes (the salt)", async () => {
    const a = memoryStorage();
    const b = memoryStorage();
    await createKiosk({ storage: localKioskStorage(a) }).enter(entry);
    await createKiosk({ storage: localKioskStorage(b) }).enter(entry);
    const hashOf = (local: typeof a) => (JSON.parse(local.items.get("capture-kiosk")!) as KioskSettings).pinHash;
    expect(hashOf(a)).not.toBe(hashOf(b));
  });

  it("kept settings that are not the kiosk's are ignored", () => {
    const local = memoryStorage();
    local.items.set("capture-kiosk", "{not json");
    expect(createKiosk({ storage: localKioskStorage(local) }).getState().active).toBe(false);
  });
});
