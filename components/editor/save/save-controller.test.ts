// The save's states and transitions without React or a browser: a real editor store, the server actions as
// functions answering what each test needs, drafts in memory, and a clock whose timers run when a test says so.
import { describe, expect, it, vi } from "vitest";
import { createEditorStore, type EditorStore } from "@/lib/editor-store/create-store";
import { questionList } from "@/lib/editor-store/document";
import { draftKey, loadDraft, saveDraft, type Draft, type DraftStorage } from "@/lib/editor-store/draft";
import type { GuardWindow } from "@/lib/editor-store/leave-guard";
import type { Question } from "@/lib/questions";
import type { ActionResult, CreateEventAction, SaveOutcome, SavedForm, SaveRequest } from "./save-contract";
import {
  createSaveController,
  DRAFT_THROTTLE_MS,
  GONE_MESSAGE,
  isUnsaved,
  JSON_TEXT_UNREAD,
  OFFLINE_MESSAGE,
  RETRY_TICK_MS,
  saveStateOf,
  type SaveClock,
  type SavePhase,
} from "./save-controller";

const q = (id: string, label = id.toUpperCase()): Question => ({ id, type: "text", label }) as Question;
const form = (...questions: Question[]): SavedForm => ({ name: "Fair", type: "standard", questions });
const LOADED = "Fri, 27 Nov 2026 10:00:00 GMT";
const THEIRS = "Fri, 27 Nov 2026 10:05:00 GMT";
const scope = { company: "demo", eventId: 7 };

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** Timers that run only when the test advances the clock; idle callbacks only when it says the browser is idle. */
function fakeClock() {
  let now = Date.parse("2026-11-27T12:00:00.000Z");
  let next = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const idle = new Map<number, () => void>();
  const clock: SaveClock = {
    now: () => new Date(now),
    setTimeout(run, ms) {
      timers.set(++next, { at: now + ms, run });
      return next;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
    whenIdle(run) {
      const id = ++next;
      idle.set(id, run);
      return () => void idle.delete(id);
    },
  };
  return {
    clock,
    /** Moves time on, running each timer that falls due in order. */
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = end;
    },
    idle() {
      const runs = [...idle.values()];
      idle.clear();
      for (const run of runs) run();
    },
    pending: () => timers.size + idle.size,
  };
}

type Answer = ActionResult<SaveOutcome> | Error;
const savedAt = (lastModified: string): Answer => ({ ok: true, data: { status: "saved", lastModified } });
const refused = (code: string, message: string, details?: unknown): Answer => ({
  ok: false,
  error: { code, message, details },
});

function setup(
  options: {
    questions?: Question[];
    lastModified?: string | null;
    storage?: ReturnType<typeof memoryStorage>;
    answers?: Answer[];
  } = {},
) {
  const store: EditorStore = createEditorStore(form(...(options.questions ?? [q("a"), q("b")])));
  const storage = options.storage ?? memoryStorage();
  const time = fakeClock();
  const answers = [...(options.answers ?? [])];
  const requests: SaveRequest[] = [];
  const save = vi.fn(async (request: SaveRequest) => {
    requests.push(structuredClone(request));
    const answer = answers.shift() ?? savedAt(THEIRS);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const create = vi.fn<CreateEventAction>(async () => ({ ok: true, data: { id: 8 } }));
  const onCreated = vi.fn();
  /** Holds the next save's answer until the test gives it. */
  const hold = () => {
    let answer: (outcome: ActionResult<SaveOutcome>) => void = () => undefined;
    save.mockImplementationOnce(async (request) => {
      requests.push(structuredClone(request));
      return new Promise((resolve) => (answer = resolve));
    });
    return (outcome: Answer) => answer(outcome as ActionResult<SaveOutcome>);
  };
  const controller = createSaveController({
    store,
    scope,
    lastModified: options.lastModified === undefined ? LOADED : options.lastModified,
    save,
    create,
    onCreated,
    storage,
    clock: time.clock,
  });
  const stop = controller.start();
  const snapshot = () => controller.snapshot.getState();
  const state = () => saveStateOf(snapshot());
  const actions = () => store.getState().actions;
  const labels = () => questionList(store.getState().doc).map((question) => question.label);
  const draft = () => loadDraft(scope, storage);
  return {
    store,
    storage,
    time,
    answers,
    requests,
    hold,
    save,
    create,
    onCreated,
    controller,
    stop,
    snapshot,
    state,
    actions,
    labels,
    draft,
  };
}

/** Lets the answers of awaited promises (the check's module, the save action) arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the save state", () => {
  it("reads as saved, unsaved changes, or the phase of a save under way", () => {
    expect(saveStateOf({ phase: "idle", dirty: false })).toBe("saved");
    expect(saveStateOf({ phase: "idle", dirty: true })).toBe("dirty");
    for (const phase of ["saving", "offline", "conflict", "gone", "invalid"] as const)
      expect(saveStateOf({ phase, dirty: false })).toBe(phase);
  });

  it(
    "counts as unsaved while the form differs from the saved one, and while " +
      "a save is under way, offline, in conflict or the event gone",
    () => {
      const unsaved = (phase: SavePhase, dirty: boolean) => isUnsaved({ phase, dirty });
      expect(unsaved("idle", false)).toBe(false);
      expect(unsaved("invalid", false)).toBe(false);
      expect(unsaved("idle", true)).toBe(true);
      expect(unsaved("invalid", true)).toBe(true);
      for (const phase of ["saving", "offline", "conflict", "gone"] as const) expect(unsaved(phase, false)).toBe(true);
    },
  );
});

describe("a save controller: changes and the local draft", () => {
  it("starts saved, with nothing to offer and no timer", () => {
    const { state, snapshot, time } = setup();
    expect(state()).toBe("saved");
    expect(snapshot()).toMatchObject({
      message: null,
      conflict: null,
      draftOffer: null,
      draftIsOlder: false,
      lastSavedAt: undefined,
      retryIn: undefined,
    });
    expect(time.pending()).toBe(0);
  });

  it(
    "marks a change unsaved at once, and writes the draft once per " +
      "throttle, at an idle moment, with the last change",
    () => {
      const { actions, state, draft, time } = setup();
      actions().changeLabel("q0", "A1");
      expect(state()).toBe("dirty");
      actions().changeLabel("q0", "A12");
      time.advance(DRAFT_THROTTLE_MS - 1);
      time.idle();
      expect(draft()).toBeNull();
      time.advance(1);
      expect(draft()).toBeNull();
      time.idle();
      expect(draft()).toMatchObject({
        savedAt: "2026-11-27T12:00:00.400Z",
        basedOn: LOADED,
        base: form(q("a"), q("b")),
        ...form(q("a", "A12"), q("b")),
      });
      expect(time.pending()).toBe(0);
    },
  );

  it("tells its subscribers once when a change makes the form unsaved, not again on each later keystroke", () => {
    const { actions, controller, state } = setup();
    const notified = vi.fn();
    controller.snapshot.subscribe(notified);
    actions().changeLabel("q0", "A1");
    actions().changeLabel("q0", "A12");
    actions().changeLabel("q0", "A123");
    expect(state()).toBe("dirty");
    expect(notified).toHaveBeenCalledTimes(1);
  });

  it("removes the draft when the form comes back to the saved one, and is clean again", () => {
    const { actions, state, draft, time } = setup();
    actions().changeLabel("q0", "A1");
    time.advance(DRAFT_THROTTLE_MS);
    time.idle();
    expect(draft()).not.toBeNull();
    actions().undo();
    expect(state()).toBe("saved");
    time.advance(DRAFT_THROTTLE_MS);
    time.idle();
    expect(draft()).toBeNull();
  });

  it("writes a draft still waiting when it stops, and then follows no more changes", () => {
    const { actions, draft, stop, time, state } = setup();
    actions().changeLabel("q0", "A1");
    time.advance(DRAFT_THROTTLE_MS);
    stop();
    expect(draft()?.questions[0].label).toBe("A1");
    expect(time.pending()).toBe(0);
    actions().changeLabel("q0", "A2");
    expect(state()).toBe("dirty");
    expect(time.pending()).toBe(0);
  });

  it("writes the draft with the browser's clock by default, right away where there is no idle callback", () => {
    vi.useFakeTimers({ now: Date.parse("2026-11-27T09:00:00.000Z") });
    try {
      const store = createEditorStore(form(q("a")));
      const storage = memoryStorage();
      const controller = createSaveController({
        store,
        scope,
        lastModified: LOADED,
        save: vi.fn(),
        create: vi.fn(),
        onCreated: vi.fn(),
        storage,
      });
      controller.start();
      store.getState().actions.changeLabel("q0", "A1");
      vi.advanceTimersByTime(DRAFT_THROTTLE_MS - 1);
      expect(loadDraft(scope, storage)).toBeNull();
      vi.advanceTimersByTime(1);
      expect(loadDraft(scope, storage)?.savedAt).toBe("2026-11-27T09:00:00.400Z");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a save controller: offering a draft left behind", () => {
  const left = (over: Partial<Draft> = {}): Draft => ({
    savedAt: "2026-11-27T11:00:00.000Z",
    basedOn: LOADED,
    base: form(q("a"), q("b")),
    ...form(q("a", "Mine"), q("b")),
    ...over,
  });
  const withDraft = (draft: Draft) => {
    const storage = memoryStorage();
    saveDraft(scope, draft, storage);
    return storage;
  };

  it("offers a draft made against the loaded version, and restoring it replaces the form as one undoable step", () => {
    const { snapshot, controller, labels, state, actions } = setup({ storage: withDraft(left()) });
    expect(snapshot()).toMatchObject({ draftOffer: left(), draftIsOlder: false });
    expect(labels()).toEqual(["A", "B"]);
    controller.restoreDraft();
    expect(labels()).toEqual(["Mine", "B"]);
    expect(snapshot().draftOffer).toBeNull();
    expect(state()).toBe("dirty");
    actions().undo();
    expect(labels()).toEqual(["A", "B"]);
  });

  it(
    "says when the event was saved since the draft, and a restored older " + "draft saves against its own base",
    async () => {
      const draft = left({
        basedOn: "Fri, 27 Nov 2026 09:00:00 GMT",
        base: form(q("a"), q("b", "Old B")),
        ...form(q("a", "Mine"), q("b", "Old B")),
      });
      const theirs = form(q("a"), q("b"));
      const { snapshot, controller, requests } = setup({
        storage: withDraft(draft),
        answers: [{ ok: true, data: { status: "conflict", theirs, lastModified: THEIRS } }],
      });
      expect(snapshot().draftIsOlder).toBe(true);
      controller.restoreDraft();
      await controller.save();
      expect(requests[0].basedOn).toBe("Fri, 27 Nov 2026 09:00:00 GMT");
      // "Theirs" and "mine" are both measured from where the draft started: b was changed by them, a by me.
      expect(snapshot().conflict?.base).toEqual(draft.base.questions);
    },
  );

  it("removes a draft that holds what was loaded anyway, without offering it", () => {
    const { snapshot, draft } = setup({ storage: withDraft(left({ ...form(q("a"), q("b")) })) });
    expect(snapshot().draftOffer).toBeNull();
    expect(draft()).toBeNull();
  });

  it("discards an offered draft from the storage; restoring after that does nothing", () => {
    const { snapshot, controller, draft, labels } = setup({ storage: withDraft(left()) });
    controller.discardDraft();
    expect(snapshot().draftOffer).toBeNull();
    expect(draft()).toBeNull();
    controller.restoreDraft();
    expect(labels()).toEqual(["A", "B"]);
  });
});

describe("a save controller: saving", () => {
  it("saves the form with the version it is based on, then is saved, with the time, and clears the draft", async () => {
    const { actions, controller, requests, hold, state, snapshot, draft, time } = setup();
    actions().changeLabel("q0", "A1");
    time.advance(DRAFT_THROTTLE_MS);
    time.idle();
    expect(draft()).not.toBeNull();
    const answer = hold();
    const saving = controller.save();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(state()).toBe("saving");
    answer(savedAt(THEIRS));
    await saving;
    expect(requests[0]).toEqual({ eventId: 7, form: form(q("a", "A1"), q("b")), basedOn: LOADED });
    expect(state()).toBe("saved");
    expect(snapshot().lastSavedAt).toEqual(time.clock.now());
    expect(draft()).toBeNull();
    actions().changeLabel("q0", "A2");
    await controller.save();
    expect(requests[1].basedOn).toBe(THEIRS);
  });

  it("refuses to save while the JSON view's text does not read, saying why, and saves once it reads", async () => {
    const { actions, controller, requests, state, snapshot } = setup();
    actions().changeLabel("q0", "A1");
    actions().setTextProblem("Line 3: a comma is missing.");
    await controller.save();
    expect(requests).toHaveLength(0);
    expect(state()).toBe("invalid");
    expect(snapshot().message).toBe(`Not saved: ${JSON_TEXT_UNREAD} Line 3: a comma is missing.`);
    actions().setTextProblem(null);
    await controller.save();
    expect(requests).toHaveLength(1);
    expect(state()).toBe("saved");
  });

  it("says what a restore did besides saving, until the next save or a dismissal", async () => {
    const notice = "Version 2 restored. The scenarios of version 2 are back — back: “Buyer”.";
    const { actions, controller, requests, snapshot } = setup({
      answers: [
        { ok: true, data: { status: "saved", lastModified: THEIRS, notice } },
        savedAt(THEIRS),
        savedAt(THEIRS),
      ],
    });
    actions().changeLabel("q0", "A1");
    await controller.save({ how: "restore", restoredFrom: 2, restoreScenarios: true });
    expect(requests[0]).toMatchObject({ how: "restore", restoredFrom: 2, restoreScenarios: true });
    expect(snapshot().notice).toBe(notice);
    actions().changeLabel("q0", "A2");
    await controller.save();
    expect(requests[1].restoreScenarios).toBeUndefined();
    expect(snapshot().notice).toBeNull();
    controller.snapshot.setState({ notice });
    controller.dismissNotice();
    expect(snapshot().notice).toBeNull();
  });

  /** "A1" saved while "B1" is typed: the save answers THEIRS, the second edit left unsaved. */
  async function editWhileSaving({
    actions,
    controller,
    requests,
    hold,
  }: Pick<ReturnType<typeof setup>, "actions" | "controller" | "requests" | "hold">) {
    const answer = hold();
    actions().changeLabel("q0", "A1");
    const saving = controller.save();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    actions().changeLabel("q1", "B1");
    answer(savedAt(THEIRS));
    await saving;
  }

  it("keeps an edit made while saving unsaved, with its draft", async () => {
    const { actions, controller, requests, hold, state, draft, time } = setup();
    await editWhileSaving({ actions, controller, requests, hold });
    expect(requests[0].form.questions.map((question) => question.label)).toEqual(["A1", "B"]);
    expect(state()).toBe("dirty");
    time.advance(DRAFT_THROTTLE_MS);
    time.idle();
    expect(draft()).toMatchObject({
      basedOn: THEIRS,
      base: form(q("a", "A1"), q("b")),
      questions: [q("a", "A1"), q("b", "B1")],
    });
  });

  it("leaves a draft that a reload restores with the edits and their base, after writes that kept it", async () => {
    const { actions, controller, requests, hold, draft, time, storage } = setup();
    await editWhileSaving({ actions, controller, requests, hold });
    for (const label of ["B12", "B123"]) {
      time.advance(DRAFT_THROTTLE_MS);
      time.idle();
      actions().changeLabel("q1", label);
    }
    time.advance(DRAFT_THROTTLE_MS);
    time.idle();
    expect(draft()?.questions.map((question) => question.label)).toEqual(["A1", "B123"]);
    // The page reloaded: the version saved above, and the draft left behind.
    const reloaded = setup({ storage, lastModified: THEIRS, questions: [q("a", "A1"), q("b")] });
    expect(reloaded.snapshot()).toMatchObject({
      draftOffer: { basedOn: THEIRS, base: form(q("a", "A1"), q("b")) },
      draftIsOlder: false,
    });
    reloaded.controller.restoreDraft();
    expect(reloaded.labels()).toEqual(["A1", "B123"]);
  });

  it("ignores a second save while one is under way", async () => {
    const { actions, controller, save } = setup();
    actions().changeLabel("q0", "A1");
    await Promise.all([controller.save(), controller.save()]);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it(
    "refuses a form with problems before sending it: says how many and the " + "first, and opens the problems",
    async () => {
      const { actions, controller, save, state, snapshot, store } = setup({ questions: [q("a", ""), q("b", "")] });
      await controller.save();
      expect(save).not.toHaveBeenCalled();
      expect(state()).toBe("invalid");
      expect(snapshot().message).toMatch(/^Not saved: fix these 2 problems first\. \S/);
      expect(snapshot().message).toContain(store.getState().issues.all[0].message);
      expect(store.getState().ui.problemsOpen).toBe(true);
      actions().changeLabel("q0", "A");
      expect(state()).toBe("dirty");
      await controller.save();
      expect(snapshot().message).toMatch(/^Not saved: fix this problem first\. /);
    },
  );

  it("shows the server's refusal of the form with its first issue, or its message", async () => {
    const { actions, controller, state, snapshot } = setup({
      answers: [
        refused("invalid", "The API refused the change.", { issues: [{ message: "Label too long." }] }),
        refused("invalid", "The API refused the change.", { issues: [] }),
      ],
    });
    actions().changeLabel("q0", "A1");
    await controller.save();
    expect(state()).toBe("invalid");
    expect(snapshot().message).toBe("The server refused the form: Label too long.");
    await controller.save();
    expect(snapshot().message).toBe("The server refused the form: The API refused the change.");
  });

  it(
    "keeps the changes and their draft when the session ended or the person " +
      "was removed, saying so in the server's words",
    async () => {
      const removed =
        "You were removed from Demo. Your changes are kept as a draft in this " +
        "browser: ask an owner of Demo to invite you again.";
      const { actions, controller, state, snapshot, draft, time, save } = setup({
        answers: [refused("signedOut", "Your session has ended."), refused("removed", removed)],
      });
      actions().changeLabel("q0", "A1");
      await controller.save();
      expect(state()).toBe("dirty");
      expect(isUnsaved(snapshot())).toBe(true);
      expect(snapshot().message).toBe("Your session has ended.");
      await controller.save();
      expect(snapshot().message).toBe(removed);
      time.advance(DRAFT_THROTTLE_MS);
      time.idle();
      expect(draft()?.questions[0].label).toBe("A1");
      // No retry of its own: the person decides.
      time.advance(60_000);
      expect(save).toHaveBeenCalledTimes(2);
      controller.dismissMessage();
      expect(snapshot().message).toBeNull();
    },
  );
});

describe("a save controller: someone else saved first", () => {
  const theirs = { ...form(q("a", "A by them"), q("b"), q("c")), name: "Their fair" };
  const conflicting = (): Answer => ({ ok: true, data: { status: "conflict", theirs, lastModified: THEIRS } });

  async function inConflict() {
    const setupDone = setup({ answers: [conflicting()] });
    setupDone.actions().changeLabel("q1", "B by me");
    await setupDone.controller.save();
    return setupDone;
  }

  it("stops in conflict with the three versions for the dialog, unsaved", async () => {
    const { state, snapshot } = await inConflict();
    expect(state()).toBe("conflict");
    expect(snapshot().conflict).toEqual({
      base: [q("a"), q("b")],
      mine: [q("a"), q("b", "B by me")],
      theirs: theirs.questions,
      theirsForm: theirs,
      lastModified: THEIRS,
    });
    expect(isUnsaved(snapshot())).toBe(true);
  });

  it("takes theirs: their version, saved as it stands, without sending it again", async () => {
    const { controller, labels, state, save, store, snapshot } = await inConflict();
    controller.resolve("theirs");
    expect(labels()).toEqual(["A by them", "B", "C"]);
    expect(store.getState().doc.name).toBe("Their fair");
    expect(snapshot().conflict).toBeNull();
    expect(state()).toBe("saved");
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("keeps mine on top of theirs, and saves that against their version", async () => {
    const { controller, labels, state, requests, store } = await inConflict();
    store.getState().actions.renameEvent("My fair");
    controller.resolve("mine");
    expect(labels()).toEqual(["A by them", "B by me", "C"]);
    // The name too: mine where I changed it.
    expect(store.getState().doc.name).toBe("My fair");
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    await settle();
    expect(requests[1]).toMatchObject({
      basedOn: THEIRS,
      form: { name: "My fair", questions: [q("a", "A by them"), q("b", "B by me"), q("c")] },
    });
    expect(state()).toBe("saved");
  });

  it("takes their name where I did not change it", async () => {
    const { controller, store } = await inConflict();
    controller.resolve("mine");
    expect(store.getState().doc.name).toBe("Their fair");
  });

  it("decides later: the dialog closes, nothing is saved, the save stays in conflict until the next", async () => {
    const { controller, state, snapshot, labels, save } = await inConflict();
    controller.cancelConflict();
    expect(snapshot().conflict).toBeNull();
    expect(state()).toBe("conflict");
    controller.resolve("theirs");
    expect(labels()).toEqual(["A", "B by me"]);
    expect(save).toHaveBeenCalledTimes(1);
    await controller.save();
    expect(state()).toBe("saved");
  });
});

describe("a save controller: offline", () => {
  const unreachable = () => new TypeError("fetch failed");

  it(
    "retries by itself after 2, 4, 8, 16, then every 30 seconds, counting " + "down, until a save goes through",
    async () => {
      const { actions, controller, requests, snapshot, state, time } = setup({
        answers: [unreachable(), unreachable(), unreachable(), unreachable(), unreachable(), unreachable()],
      });
      actions().changeLabel("q0", "A1");
      await controller.save();
      expect(state()).toBe("offline");
      expect(snapshot()).toMatchObject({ retryIn: 2, message: OFFLINE_MESSAGE });
      expect(isUnsaved(snapshot())).toBe(true);
      time.advance(RETRY_TICK_MS);
      expect(snapshot().retryIn).toBe(1);
      expect(requests).toHaveLength(1);
      const waits = [];
      for (let attempt = 2; attempt <= 7; attempt++) {
        time.advance(RETRY_TICK_MS);
        await vi.waitFor(() => expect(requests).toHaveLength(attempt));
        await settle();
        if (attempt === 7) break;
        waits.push(snapshot().retryIn);
        time.advance(((snapshot().retryIn ?? 0) - 1) * RETRY_TICK_MS);
        expect(snapshot().retryIn).toBe(1);
      }
      expect(waits).toEqual([4, 8, 16, 30, 30]);
      expect(state()).toBe("saved");
      expect(snapshot()).toMatchObject({ retryIn: undefined, message: null });
      time.idle();
      expect(time.pending()).toBe(0);
    },
  );

  it("starts the backoff over after a save that went through", async () => {
    const { actions, controller, snapshot, answers } = setup({
      answers: [unreachable(), unreachable(), savedAt(THEIRS)],
    });
    actions().changeLabel("q0", "A1");
    await controller.save();
    await controller.save();
    expect(snapshot().retryIn).toBe(4);
    await controller.save();
    expect(snapshot().phase).toBe("idle");
    answers.push(unreachable());
    actions().changeLabel("q0", "A2");
    await controller.save();
    expect(snapshot().retryIn).toBe(2);
  });

  it(
    "is offline too when the action answers so, or when the check's module " + "cannot be loaded (nothing is sent)",
    async () => {
      const first = setup({ answers: [refused("offline", "The API could not be reached.")] });
      first.actions().changeLabel("q0", "A1");
      await first.controller.save();
      expect(first.snapshot()).toMatchObject({ phase: "offline", retryIn: 2, message: OFFLINE_MESSAGE });

      const second = setup();
      second.store.setState({
        actions: {
          ...second.actions(),
          revalidate: () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
        },
      });
      second.actions().changeLabel("q0", "A1");
      await second.controller.save();
      expect(second.save).not.toHaveBeenCalled();
      expect(second.snapshot()).toMatchObject({ phase: "offline", retryIn: 2 });
    },
  );

  it("stops counting down when saved by hand meanwhile, and when the editor stops", async () => {
    const { actions, controller, requests, snapshot, time, stop } = setup({ answers: [unreachable(), unreachable()] });
    actions().changeLabel("q0", "A1");
    await controller.save();
    time.advance(RETRY_TICK_MS);
    expect(snapshot().retryIn).toBe(1);
    await controller.save();
    expect(requests).toHaveLength(2);
    expect(snapshot().retryIn).toBe(4);
    stop();
    time.advance(60_000);
    await settle();
    expect(requests).toHaveLength(2);
    expect(snapshot().retryIn).toBe(4);
  });

  it("schedules no retry for a save answered after the editor stopped", async () => {
    const { actions, controller, requests, stop, time, snapshot } = setup({ answers: [unreachable()] });
    actions().changeLabel("q0", "A1");
    const saving = controller.save();
    stop();
    await saving;
    expect(snapshot().phase).toBe("offline");
    time.advance(60_000);
    await settle();
    expect(requests).toHaveLength(1);
  });
});

describe("a save controller: the event was deleted", () => {
  it("says so, keeps the form unsaved, and saves it as a new event on request", async () => {
    const { actions, controller, state, snapshot, create, onCreated, draft, time } = setup({
      answers: [refused("gone", "This event was deleted. Go back to the events list.")],
    });
    actions().changeLabel("q0", "Kept anyway");
    time.advance(DRAFT_THROTTLE_MS);
    time.idle();
    await controller.save();
    expect(state()).toBe("gone");
    expect(snapshot().message).toBe(GONE_MESSAGE);
    expect(isUnsaved(snapshot())).toBe(true);
    await controller.saveAsNew();
    expect(create).toHaveBeenCalledWith(form(q("a", "Kept anyway"), q("b")));
    expect(onCreated).toHaveBeenCalledWith(8);
    expect(state()).toBe("saved");
    expect(isUnsaved(snapshot())).toBe(false);
    expect(draft()).toBeNull();
  });

  it("says why a new event could not be made, and keeps everything", async () => {
    const { actions, controller, create, onCreated, snapshot, state, time, draft } = setup({
      answers: [refused("gone", "Deleted.")],
    });
    actions().changeLabel("q0", "Kept anyway");
    time.advance(DRAFT_THROTTLE_MS);
    time.idle();
    await controller.save();
    create.mockResolvedValueOnce({
      ok: false,
      error: { code: "forbidden", message: "Your role cannot create events." },
    });
    await controller.saveAsNew();
    expect(snapshot().message).toBe("Your role cannot create events.");
    create.mockRejectedValueOnce(new TypeError("fetch failed"));
    await controller.saveAsNew();
    expect(snapshot().message).toBe("The studio could not be reached. Check the connection and try again.");
    expect(state()).toBe("gone");
    expect(onCreated).not.toHaveBeenCalled();
    expect(draft()).not.toBeNull();
  });
});

describe("a save controller: leaving the page", () => {
  type Listener = (event: Event) => void;
  function fakeWindow() {
    const listeners = new Map<string, Set<Listener>>();
    const target: GuardWindow = {
      addEventListener: (type, listener) =>
        void (listeners.get(type) ?? listeners.set(type, new Set()).get(type)!).add(listener),
      removeEventListener: (type, listener) => void listeners.get(type)?.delete(listener),
      location: { origin: "https://studio.test", href: "https://studio.test/events/7" },
    };
    const fire = (type: string) => {
      const event = { preventDefault: vi.fn(), returnValue: undefined } as unknown as Event & {
        preventDefault: ReturnType<typeof vi.fn>;
      };
      for (const listener of listeners.get(type) ?? []) listener(event);
      return event;
    };
    return { target, fire, count: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0) };
  }

  it("asks before leaving while something is unsaved, not once it is saved, and no more once unguarded", async () => {
    const { actions, controller } = setup();
    const window = fakeWindow();
    const unguard = controller.guard(window.target);
    expect(window.fire("beforeunload").preventDefault).not.toHaveBeenCalled();
    actions().changeLabel("q0", "A1");
    expect(window.fire("beforeunload").preventDefault).toHaveBeenCalled();
    await controller.save();
    expect(window.fire("beforeunload").preventDefault).not.toHaveBeenCalled();
    actions().changeLabel("q0", "A2");
    unguard();
    expect(window.count()).toBe(0);
    expect(window.fire("beforeunload").preventDefault).not.toHaveBeenCalled();
  });

  it("asks before leaving while the JSON view's text does not read, even with the form saved", () => {
    const { actions, controller, state } = setup();
    const window = fakeWindow();
    controller.guard(window.target);
    actions().setTextProblem("Line 3: a comma is missing.");
    expect(state()).toBe("saved");
    expect(window.fire("beforeunload").preventDefault).toHaveBeenCalled();
    actions().setTextProblem(null);
    expect(window.fire("beforeunload").preventDefault).not.toHaveBeenCalled();
  });

  it("asks while a save is under way", async () => {
    const { actions, controller, requests, hold } = setup();
    const answer = hold();
    const window = fakeWindow();
    controller.guard(window.target);
    actions().changeLabel("q0", "A1");
    const saving = controller.save();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    actions().undo();
    expect(controller.snapshot.getState()).toMatchObject({ phase: "saving", dirty: false });
    expect(window.fire("beforeunload").preventDefault).toHaveBeenCalled();
    answer(savedAt(THEIRS));
    await saving;
  });

  it("writes the draft when the page goes, without waiting for the throttle, only while something is unsaved", () => {
    const { actions, controller, draft, storage } = setup();
    const window = fakeWindow();
    controller.guard(window.target);
    window.fire("pagehide");
    expect(storage.items.has(draftKey(scope))).toBe(false);
    actions().changeLabel("q0", "A1");
    window.fire("pagehide");
    expect(draft()?.questions[0].label).toBe("A1");
  });
});

describe("a save controller: where a change came from", () => {
  it("sends a restore's origin with its save and its retries, and none with the saves after it", async () => {
    const { actions, controller, requests, time } = setup({ answers: [new TypeError("fetch failed")] });
    actions().changeLabel("q0", "Restored");
    await controller.save({ how: "restore", restoredFrom: 3 });
    time.advance(2 * RETRY_TICK_MS);
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    await settle();
    actions().changeLabel("q0", "Edited");
    await controller.save();
    expect(requests.map(({ how, restoredFrom }) => ({ how, restoredFrom }))).toEqual([
      { how: "restore", restoredFrom: 3 },
      { how: "restore", restoredFrom: 3 },
      { how: undefined, restoredFrom: undefined },
    ]);
  });

  it("records an import with the save that follows it, and forgets it once the import is undone", async () => {
    const { actions, controller, requests, state } = setup();
    actions().replaceDocument(form(q("x", "Imported")));
    controller.noteOrigin({ how: "import" });
    await controller.save();
    actions().replaceDocument(form(q("y", "Imported again")));
    controller.noteOrigin({ how: "import" });
    actions().undo();
    expect(state()).toBe("saved");
    actions().changeLabel("q0", "Edited");
    await controller.save();
    expect(requests.map(({ how }) => how)).toEqual(["import", undefined]);
  });
});
