// The editor's save as a state machine outside React (docs/conventions.md 15; docs/studio.md "Save", "Drafts: a
// reload or a crash loses nothing", "When someone else saved first"): save with the Last-Modified the edit is based
// on, a conflict dialog on 412, save-as-new on 410, retries with backoff when offline, a local draft of every change,
// and a warning before leaving with unsaved changes. What it needs from the world (the server actions, the draft
// storage, the clock and timers, the window) is passed in, so every transition is unit-tested; use-save.ts is the
// hook React reads it with.
import { createStore } from "zustand/vanilla";
import type { EditorStore } from "@/lib/editor-store/create-store";
import { questionList, type EditorDocument } from "@/lib/editor-store/document";
import {
  clearDraft,
  loadDraft,
  restoredBase,
  saveDraft,
  type Draft,
  type DraftScope,
  type DraftStorage,
} from "@/lib/editor-store/draft";
import { guardLeaving, LEAVE_MESSAGE, type GuardWindow } from "@/lib/editor-store/leave-guard";
import { deepEqual, resolveConflict, type Resolution } from "@/lib/editor-store/merge";
import type { Question } from "@/lib/questions";
import { retryDelaySeconds } from "./backoff";
import type {
  ActionResult,
  CreateEventAction,
  SaveEventAction,
  SavedForm,
  SaveOrigin,
  SaveOutcome,
} from "./save-contract";
import type { SaveState } from "./save-status-text";

export type SavePhase = "idle" | Exclude<SaveState, "saved" | "dirty">;
export type Conflict = {
  base: Question[];
  mine: Question[];
  theirs: Question[];
  theirsForm: SavedForm;
  lastModified: string;
};

/** What the editor shows of the save; everything else the controller keeps to itself. */
export type SaveSnapshot = {
  readonly phase: SavePhase;
  /** The document differs from the one last saved (or loaded). */
  readonly dirty: boolean;
  readonly lastSavedAt: Date | undefined;
  /** Seconds until an offline save is tried again. */
  readonly retryIn: number | undefined;
  readonly message: string | null;
  /** What the last save did besides saving, said once (a restore that brought back a version's scenarios). */
  readonly notice: string | null;
  readonly conflict: Conflict | null;
  /** The draft a reload or crash left behind, offered until restored or discarded. */
  readonly draftOffer: Draft | null;
  /** The loaded version is newer than the one the offered draft was made against (someone saved since). */
  readonly draftIsOlder: boolean;
};

/** The timers the controller waits with; the browser's by default. */
export type SaveClock = {
  now(): Date;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Runs `run` at an idle moment between frames, at the latest after `timeoutMs`; answers how to cancel it. */
  whenIdle(run: () => void, timeoutMs: number): () => void;
};

/** The server actions and what to do once a new event is made. */

/** Why a save is refused while the JSON view's text does not read (its problem follows). */
export const JSON_TEXT_UNREAD =
  "the JSON view's text does not read as an event yet, so the form is at its last valid state. Fix the text or " +
  "undo it there (Ctrl+Z), then save.";
/** Leaving while the JSON view's text does not read: the draft holds the form, not that text. */
export const JSON_TEXT_LEAVE_MESSAGE =
  "The JSON view has text that does not read as an event yet, and it is not kept anywhere else. Leave and lose it?";
export type SaveCalls = { save: SaveEventAction; create: CreateEventAction; onCreated(id: number): void };

export type SaveControllerOptions = SaveCalls & {
  store: EditorStore;
  scope: DraftScope;
  /** The Last-Modified (HTTP-date) of the version the editor loaded; null for none. */
  lastModified: string | null;
  /** Where drafts are kept; the browser's localStorage by default. */
  storage?: DraftStorage;
  clock?: SaveClock;
};

/** The throttle of the local draft: at most one write per this many milliseconds, the last change always kept. */
export const DRAFT_THROTTLE_MS = 400;
/** One tick of an offline retry's countdown. */
export const RETRY_TICK_MS = 1000;

export const OFFLINE_MESSAGE = "Offline: your changes are kept in this browser and saving is retried.";
export const GONE_MESSAGE =
  "This event was deleted, perhaps by someone else. Your form is still here: save it as a new event to keep it.";
const UNREACHABLE = "The studio could not be reached.";
const UNREACHABLE_ON_CREATE = "The studio could not be reached. Check the connection and try again.";

export const formOf = (doc: EditorDocument): SavedForm => ({
  name: doc.name,
  type: doc.type,
  questions: questionList(doc),
});

const browserClock: SaveClock = {
  now: () => new Date(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  whenIdle(run, timeoutMs) {
    if (typeof requestIdleCallback !== "function") {
      run();
      return () => undefined;
    }
    const handle = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  },
};

/** The save state the top bar shows: a phase of the save, else whether the form has unsaved changes. */
export const saveStateOf = (snapshot: Pick<SaveSnapshot, "phase" | "dirty">): SaveState =>
  snapshot.phase !== "idle" ? snapshot.phase : snapshot.dirty ? "dirty" : "saved";

/** Something is not saved: leaving asks first, and the draft is written before the page goes. */
export const isUnsaved = (snapshot: Pick<SaveSnapshot, "phase" | "dirty">): boolean =>
  snapshot.dirty ||
  snapshot.phase === "saving" ||
  snapshot.phase === "offline" ||
  snapshot.phase === "conflict" ||
  snapshot.phase === "gone";

export function createSaveController(options: SaveControllerOptions) {
  const { store, scope } = options;
  const clock = options.clock ?? browserClock;
  const storage = options.storage;
  // The server actions and the callback, replaced by later renders of the editor (update below).
  let calls: SaveCalls = { save: options.save, create: options.create, onCreated: options.onCreated };
  // The version the edit is based on, the form as saved in it, and the document that was saved (or loaded).
  let basedOn = options.lastModified;
  let base: SavedForm = formOf(store.getState().doc);
  let savedDoc = store.getState().doc;
  let inFlight = false;
  // How the unsaved change came about (a restore, an import), for its version; kept until a save goes through.
  let origin: SaveOrigin | undefined;
  let attempt = 0;
  let retryTick: unknown;
  // Between start() and its stop: a save answered after the editor is gone schedules no retry.
  let running = false;

  const snapshot = createStore<SaveSnapshot>()(() => ({
    phase: "idle",
    dirty: false,
    lastSavedAt: undefined,
    retryIn: undefined,
    message: null,
    notice: null,
    conflict: null,
    draftOffer: null,
    draftIsOlder: false,
  }));
  const get = snapshot.getState;

  // The countdown of an offline retry: one tick per second while offline, at zero save again. Any change of the
  // phase or the countdown starts it over (or stops it).
  const set = (patch: Partial<SaveSnapshot>) => {
    const before = get();
    // A patch that changes nothing notifies nobody: the editor re-renders on the snapshot, and every keystroke
    // sets `dirty` again.
    const keys = Object.keys(patch) as (keyof SaveSnapshot)[];
    if (keys.every((key) => Object.is(before[key], patch[key]))) return;
    snapshot.setState(patch);
    const after = get();
    if (after.phase === before.phase && after.retryIn === before.retryIn) return;
    if (retryTick !== undefined) clock.clearTimeout(retryTick);
    retryTick = undefined;
    if (!running || after.phase !== "offline" || after.retryIn === undefined) return;
    const retryIn = after.retryIn;
    retryTick = clock.setTimeout(() => {
      retryTick = undefined;
      if (retryIn <= 1) void save();
      else set({ retryIn: retryIn - 1 });
    }, RETRY_TICK_MS);
  };

  /** Writes the draft of the current document, or removes it when the document is the saved one. */
  const keepDraft = () => {
    const doc = store.getState().doc;
    if (doc === savedDoc) return clearDraft(scope, storage);
    saveDraft(scope, { savedAt: clock.now().toISOString(), basedOn, base, ...formOf(doc) }, storage);
  };

  const saved = (doc: EditorDocument, lastModified: string, notice: string | null = null) => {
    basedOn = lastModified;
    base = formOf(doc);
    savedDoc = doc;
    origin = undefined;
    attempt = 0;
    const current = store.getState().doc === doc;
    set({ lastSavedAt: clock.now(), retryIn: undefined, message: null, notice, phase: "idle", dirty: !current });
    if (current) clearDraft(scope, storage);
  };

  /** Saves the document; `how` says where the change came from (docs/studio.md "History"), until it is saved. */
  async function save(how?: SaveOrigin): Promise<void> {
    if (how) origin = how;
    if (inFlight) return;
    const { actions, ui } = store.getState();
    // The JSON view's text does not read as an event: the form is at its last valid state, which is not what the
    // person typed; saving that and saying "Saved" would lose their text without a word.
    if (ui.textProblem) {
      set({ phase: "invalid", message: `Not saved: ${JSON_TEXT_UNREAD} ${ui.textProblem}` });
      return;
    }
    inFlight = true;
    // The check's module loads on the first save (the page does not carry validateDefinition); if it cannot be
    // fetched, the studio cannot be reached either: the offline branch below retries.
    const issues = await actions.revalidate().catch(() => null);
    if (issues?.all.length) {
      inFlight = false;
      const count = issues.all.length;
      set({
        phase: "invalid",
        message:
          `Not saved: fix ${count === 1 ? "this problem" : `these ${count} problems`} ` +
          `first. ${issues.all[0].message}`,
      });
      actions.setProblemsOpen(true);
      return;
    }
    // The document that was checked (an edit made meanwhile stays unsaved, and dirty, for the next save).
    const doc = issues?.checked ?? store.getState().doc;
    const form = formOf(doc);
    set({ phase: "saving", retryIn: undefined, notice: null });
    const offline = { ok: false, error: { code: "offline", message: UNREACHABLE } } as const;
    const result: ActionResult<SaveOutcome> = issues
      ? await calls.save({ eventId: scope.eventId, form, basedOn, ...origin }).catch(() => offline)
      : offline;
    inFlight = false;
    if (result.ok) {
      const outcome = result.data;
      if (outcome.status === "saved") return saved(doc, outcome.lastModified, outcome.notice ?? null);
      set({
        conflict: {
          base: base.questions,
          mine: form.questions,
          theirs: outcome.theirs.questions,
          theirsForm: outcome.theirs,
          lastModified: outcome.lastModified,
        },
        phase: "conflict",
      });
      return;
    }
    const { code, message, details } = result.error;
    if (code === "gone") set({ phase: "gone", message: GONE_MESSAGE });
    else if (code === "offline") {
      attempt += 1;
      set({ phase: "offline", retryIn: retryDelaySeconds(attempt), message: OFFLINE_MESSAGE });
    } else if (Array.isArray((details as { issues?: unknown } | undefined)?.issues)) {
      const first = (details as { issues: { message?: string }[] }).issues[0]?.message;
      set({ phase: "invalid", message: `The server refused the form: ${first ?? message}` });
    } else {
      // Any other refusal (signed out, removed from the company, rate limited…): its own words, and the changes stay
      // unsaved, so the draft and the leave guard keep them.
      set({ phase: "idle", message });
    }
  }

  /** Applies the conflict dialog's choice, then saves the result (unless it is their version as it stands). */
  function resolve(resolution: Resolution) {
    const { conflict } = get();
    if (!conflict) return;
    const { actions, doc } = store.getState();
    const mine = formOf(doc);
    const theirs = conflict.theirsForm;
    // The name and type follow the same rule as the questions: mine where I changed them, else theirs.
    const pick = <K extends "name" | "type">(key: K) =>
      resolution !== "theirs" && mine[key] !== base[key] ? mine[key] : theirs[key];
    const questions = resolveConflict(conflict.base, mine.questions, theirs.questions, resolution);
    actions.replaceDocument({ name: pick("name"), type: pick("type"), questions });
    basedOn = conflict.lastModified;
    base = theirs;
    set({ conflict: null });
    const next = store.getState().doc;
    if (deepEqual(formOf(next), theirs)) saved(next, conflict.lastModified);
    else void save();
  }

  async function saveAsNew(): Promise<void> {
    const result: ActionResult<{ id: number }> = await calls
      .create(formOf(store.getState().doc))
      .catch(() => ({ ok: false, error: { code: "offline", message: UNREACHABLE_ON_CREATE } }));
    if (!result.ok) return set({ message: result.error.message });
    clearDraft(scope, storage);
    savedDoc = store.getState().doc;
    set({ dirty: false, phase: "idle" });
    calls.onCreated(result.data.id);
  }

  function restoreDraft() {
    const { draftOffer } = get();
    if (!draftOffer) return;
    const { name, type, questions } = draftOffer;
    store.getState().actions.replaceDocument({ name, type, questions });
    // When the event was saved after this draft was made, the edit goes on from the draft's base: saving meets
    // that save as a conflict that shows each side's changes since then.
    const resumed = restoredBase(draftOffer, { basedOn, form: base });
    basedOn = resumed.basedOn;
    base = resumed.form;
    set({ draftOffer: null });
  }

  function discardDraft() {
    clearDraft(scope, storage);
    set({ draftOffer: null });
  }

  /**
   * Starts following the editor: offers the draft a reload or crash left behind (unless it is what was loaded
   * anyway), and on every change of the document updates `dirty` and writes the draft, throttled (trailing, so the
   * last change is always kept). Answers how to stop, which writes a draft still waiting.
   */
  function start(): () => void {
    running = true;
    const draft = loadDraft(scope, storage);
    if (draft) {
      if (draft.name === base.name && draft.type === base.type && deepEqual(draft.questions, base.questions))
        clearDraft(scope, storage);
      else set({ draftOffer: draft, draftIsOlder: draft.basedOn !== basedOn });
    }
    let timer: unknown;
    let cancelIdle: (() => void) | undefined;
    const write = () => {
      timer = cancelIdle = undefined;
      keepDraft();
    };
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.doc === previous.doc) return;
      // Back at the saved form (undo): what an import or a restore brought in is gone with it.
      if (state.doc === savedDoc) origin = undefined;
      const { phase } = get();
      set({ dirty: state.doc !== savedDoc, phase: phase === "invalid" ? "idle" : phase });
      // Writing the draft (the whole form into localStorage, ~10 ms at 1,000 questions) waits for an idle moment
      // between frames, so that a keystroke seldom waits for it.
      timer ??= clock.setTimeout(() => {
        cancelIdle = clock.whenIdle(write, DRAFT_THROTTLE_MS);
      }, DRAFT_THROTTLE_MS);
    });
    return () => {
      cancelIdle?.();
      if (timer !== undefined) {
        keepDraft();
        clock.clearTimeout(timer);
      }
      unsubscribe();
      running = false;
      if (retryTick !== undefined) clock.clearTimeout(retryTick);
      retryTick = undefined;
    };
  }

  /** Leaving asks first while something is unsaved (leave-guard.ts); the draft is written before the page goes. */
  function guard(target: GuardWindow): () => void {
    const textUnread = () => Boolean(store.getState().ui.textProblem);
    const unguard = guardLeaving(() => isUnsaved(get()) || textUnread(), {
      window: target,
      message: () => (textUnread() ? JSON_TEXT_LEAVE_MESSAGE : LEAVE_MESSAGE),
    });
    const flush = () => {
      if (isUnsaved(get())) keepDraft();
    };
    target.addEventListener("pagehide", flush);
    return () => {
      unguard();
      target.removeEventListener("pagehide", flush);
    };
  }

  return {
    /** The snapshot's store: React subscribes to it (use-save.ts). */
    snapshot,
    start,
    guard,
    save,
    /** Where the unsaved change came from (a JSON import), recorded with its save; forgotten once saved or undone. */
    noteOrigin(how: SaveOrigin) {
      origin = how;
    },
    resolve,
    /** "Decide later": the dialog closes, nothing is saved and the save stays in conflict until the next one. */
    cancelConflict: () => set({ conflict: null }),
    saveAsNew,
    restoreDraft,
    discardDraft,
    dismissMessage: () => set({ message: null }),
    dismissNotice: () => set({ notice: null }),
    /** Takes the latest server actions and callback (a render of the editor passes new ones). */
    update(next: SaveCalls) {
      calls = next;
    },
  };
}

export type SaveController = ReturnType<typeof createSaveController>;
