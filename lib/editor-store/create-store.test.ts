import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Question } from "@/lib/questions";
import { COALESCE_MS, createEditorStore, EDITOR_SHELL, HISTORY_LIMIT } from "./create-store";
import { questionList } from "./document";
import { issuesOf } from "./issues-check";

// What mutation testing leaves here: the field name of the event's name, an equivalent mutant
// (scripts/mutation-equivalents.mjs).

const q = (id: string, extra: Record<string, unknown> = {}): Question =>
  ({ id, type: "text", label: id, ...extra }) as Question;
const make = (...questions: Question[]) => createEditorStore({ name: "Fair", type: "standard", questions });
const ids = (store: ReturnType<typeof make>) => questionList(store.getState().doc).map((question) => question.id);
const past = (store: ReturnType<typeof make>) => store.temporal.getState().pastStates.length;

beforeEach(() => vi.useFakeTimers({ toFake: ["Date"] }));
afterEach(() => vi.useRealTimers());

describe("createEditorStore history", () => {
  it("undoes and redoes changes of different kinds in order", () => {
    const store = make(q("a"), q("b"));
    const { actions } = store.getState();
    actions.renameEvent("Expo");
    vi.advanceTimersByTime(COALESCE_MS + 1);
    const key = actions.addQuestion("email");
    actions.moveQuestions([key], 0);
    actions.changeQuestion("q0", { maxLength: 9 }, "maxLength");
    actions.deleteQuestions(["q1"]);
    expect(ids(store)).toEqual(["email", "a"]);
    actions.undo();
    expect(ids(store)).toEqual(["email", "a", "b"]);
    actions.undo();
    expect(store.getState().doc.questions.get("q0")).not.toHaveProperty("maxLength");
    actions.undo();
    expect(ids(store)).toEqual(["a", "b", "email"]);
    actions.undo();
    expect(ids(store)).toEqual(["a", "b"]);
    actions.undo();
    expect(store.getState().doc.name).toBe("Fair");
    actions.redo();
    actions.redo();
    expect(store.getState().doc.name).toBe("Expo");
    expect(ids(store)).toEqual(["a", "b", "email"]);
  });

  it("coalesces typing in one field of one question into one step, on the leading edge", () => {
    const store = make(q("a"), q("b"));
    const { actions } = store.getState();
    for (const text of ["H", "He", "Hel", "Hell", "Hello"]) {
      actions.changeQuestion("q0", { placeholder: text }, "placeholder");
      vi.advanceTimersByTime(200);
    }
    expect(past(store)).toBe(1);
    actions.changeQuestion("q1", { placeholder: "x" }, "placeholder");
    expect(past(store)).toBe(2);
    vi.advanceTimersByTime(COALESCE_MS + 1);
    actions.changeQuestion("q1", { placeholder: "xy" }, "placeholder");
    expect(past(store)).toBe(3);
    actions.undo();
    actions.undo();
    actions.undo();
    expect(store.getState().doc.questions.get("q0")).not.toHaveProperty("placeholder");
  });

  it("records no entry for a change that changes nothing, nor for selection or ui", () => {
    const store = make(q("a"));
    const { actions } = store.getState();
    actions.moveQuestions(["q0"], 0);
    actions.changeQuestion("q0", { label: "a" });
    actions.select("q0");
    actions.setProblemsOpen(true);
    expect(past(store)).toBe(0);
  });

  it(`keeps at least 200 steps (limit ${HISTORY_LIMIT}) and clears the history on load`, () => {
    const store = make(q("a"));
    const { actions } = store.getState();
    for (let n = 0; n < 300; n++) actions.changeQuestion("q0", { maxLength: n });
    expect(past(store)).toBe(HISTORY_LIMIT);
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(200);
    actions.load({ name: "Other", type: "standard", questions: [q("z")] });
    expect(past(store)).toBe(0);
    expect(ids(store)).toEqual(["z"]);
  });

  it("repairs the selection after undo removes the selected question", () => {
    const store = make(q("a"), q("b"));
    const { actions } = store.getState();
    const key = actions.addQuestion("text", 1);
    expect(store.getState().selection.keys).toEqual([key]);
    actions.undo();
    expect(store.getState().selection.keys).toEqual(["q1"]);
  });

  it("renameId rewrites references as one undoable step and refuses a bad id without a history entry", () => {
    const store = make(q("a"), q("b", { displayed: { a: "x" } }));
    const { actions } = store.getState();
    expect(actions.renameId("q0", "b")).toMatchObject({ ok: false });
    expect(past(store)).toBe(0);
    expect(actions.renameId("q0", "company")).toEqual({
      ok: true,
      rewrote: [{ questionId: "b", attribute: "displayed" }],
    });
    actions.undo();
    expect(store.getState().doc.questions.get("q1")!.displayed).toEqual({ a: "x" });
  });
});

describe("createEditorStore actions", () => {
  it("adds after the selected question, else at the end, and selects the new one", () => {
    const store = make(q("a"), q("b"));
    const { actions } = store.getState();
    actions.addQuestion("email");
    expect(ids(store)).toEqual(["a", "b", "email"]);
    actions.select("q0");
    actions.addQuestion("tel");
    expect(ids(store)).toEqual(["a", "phoneNumber", "b", "email"]);
  });

  it("shifts a block of selected questions up and down", () => {
    const store = make(q("a"), q("b"), q("c"), q("d"));
    const { actions } = store.getState();
    actions.shiftQuestions(["q1", "q2"], 1);
    expect(ids(store)).toEqual(["a", "d", "b", "c"]);
    actions.shiftQuestions(["q1", "q2"], -1);
    actions.shiftQuestions(["q1", "q2"], -1);
    expect(ids(store)).toEqual(["b", "c", "a", "d"]);
  });

  it("deleting selects the neighbour", () => {
    const store = make(q("a"), q("b"), q("c"));
    const { actions } = store.getState();
    actions.select("q1");
    actions.deleteQuestions(["q1"]);
    expect(store.getState().selection.keys).toEqual(["q2"]);
  });

  it("revalidate reports issues by question key and only recomputes after a change", async () => {
    const store = make(q("a"), q("b", { label: "" }));
    const first = await store.getState().actions.revalidate();
    expect(Object.keys(first.byKey)).toEqual(["q1"]);
    expect(await store.getState().actions.revalidate()).toBe(first);
    store.getState().actions.changeLabel("q1", "Bee");
    expect((await store.getState().actions.revalidate()).all).toEqual([]);
  });

  it("revalidate keeps a check the document moved past during it out of the store, and returns it", async () => {
    const store = make(q("a", { label: "" }));
    const checking = store.getState().actions.revalidate();
    store.getState().actions.changeLabel("q0", "Ay");
    const stale = await checking;
    expect(stale.all.map((issue) => issue.rule)).toEqual(["labelRequired"]);
    expect(store.getState().issues.checked).toBeNull();
  });
});

describe("acceptIssues", () => {
  it("takes a check of the current document and ignores one the document has moved past", async () => {
    const store = make(q("a", { label: "" }));
    const stale = issuesOf(store.getState().doc);
    store.getState().actions.changeLabel("q0", "Ay");
    store.getState().actions.acceptIssues(stale);
    expect(store.getState().issues.checked).toBeNull();
    const current = issuesOf(store.getState().doc);
    store.getState().actions.acceptIssues(current);
    expect(store.getState().issues).toBe(current);
    expect(await store.getState().actions.revalidate()).toBe(current);
  });
});

describe("revalidate's references", () => {
  it("counts the other questions whose logic reads a question, by key", async () => {
    const store = make(q("a"), q("b", { displayed: { a: "x" } }), q("c", { required: { a: { $exists: true } } }));
    expect((await store.getState().actions.revalidate()).referencedBy).toEqual({ q0: ["b", "c"] });
  });
});

describe("createEditorStore: each action", () => {
  it("starts with nothing selected and the problems panel closed", () => {
    const state = make(q("a")).getState();
    expect(state.selection).toEqual({ keys: [], anchor: null });
    expect(state.ui).toEqual({ problemsOpen: false, focusPath: undefined });
  });

  it("replaces the document (a save's answer), keeping what stays selected, as one undoable step", () => {
    const store = make(q("a"), q("b"));
    store.getState().actions.select("q1");
    store.getState().actions.replaceDocument({ name: "Fair", type: "standard", questions: [q("a"), q("b"), q("c")] });
    expect(ids(store)).toEqual(["a", "b", "c"]);
    expect(store.getState().selection.keys).toEqual(["q1"]);
    expect(past(store)).toBe(1);
  });

  it("changes the event type, a question's type, and duplicates questions selecting the copies", () => {
    const store = make(q("a"), q("b"));
    const { actions } = store.getState();
    actions.changeEventType("checkIn");
    expect(store.getState().doc.type).toBe("checkIn");
    actions.changeType("q0", "number");
    expect(store.getState().doc.questions.get("q0")!.type).toBe("number");
    actions.changeType("nothing", "number");
    actions.duplicateQuestions(["q1"]);
    expect(ids(store)).toEqual(["a", "b", "b2"]);
    expect(store.getState().selection).toEqual({ keys: ["q2"], anchor: "q2" });
    const before = past(store);
    actions.duplicateQuestions(["nothing"]);
    expect(past(store)).toBe(before);
  });

  it("adds a question after the last selected one, or at the end", () => {
    const store = make(q("a"), q("b"), q("c"));
    const { actions } = store.getState();
    actions.select("q0");
    actions.select("q1", "toggle");
    actions.addQuestion("email");
    expect(ids(store)).toEqual(["a", "b", "email", "c"]);
    actions.select("q0");
    actions.addQuestion("url", 0);
    expect(ids(store)[0]).toBe("website");
    store.getState().actions.selectOnly([]);
    store.getState().actions.addQuestion("note");
    expect(ids(store).at(-1)).toBe("thanksForStoppingBy");
  });

  it("shifts a block by one place either way, and ignores keys it does not know", () => {
    const store = make(q("a"), q("b"), q("c"), q("d"));
    const { actions } = store.getState();
    actions.shiftQuestions(["q1", "q2"], 1);
    expect(ids(store)).toEqual(["a", "d", "b", "c"]);
    actions.shiftQuestions(["q1"], -1);
    expect(ids(store)).toEqual(["a", "b", "d", "c"]);
    const before = past(store);
    actions.shiftQuestions(["nothing"], 1);
    expect(past(store)).toBe(before);
  });

  it("renames an id, makes it follow the label again, and records no step for a change that changes nothing", () => {
    const store = make(q("a"), q("b", { displayed: { a: "x" } }));
    const { actions } = store.getState();
    expect(actions.renameId("q0", "first")).toMatchObject({ ok: true, rewrote: [expect.objectContaining({})] });
    expect(store.getState().doc.questions.get("q1")!.displayed).toEqual({ first: "x" });
    expect(ids(store)).toEqual(["first", "b"]);
    expect(actions.renameId("q0", "b")).toMatchObject({ ok: false });
    actions.changeLabel("q0", "Job title");
    actions.makeIdAuto("q0");
    expect(ids(store)[0]).toBe("jobTitle");
    const before = past(store);
    actions.changeEventType("standard");
    expect(past(store)).toBe(before);
  });

  it("selects only given keys with a place to focus, opens the problems panel, and a click forgets the focus", () => {
    const store = make(q("a"), q("b"));
    const { actions } = store.getState();
    actions.selectOnly(["q1", "q0"], "label");
    expect(store.getState().selection).toEqual({ keys: ["q1", "q0"], anchor: "q1" });
    expect(store.getState().ui.focusPath).toBe("label");
    actions.setProblemsOpen(true);
    expect(store.getState().ui).toEqual({ problemsOpen: true, focusPath: "label" });
    actions.select("q0");
    expect(store.getState().ui).toEqual({ problemsOpen: true, focusPath: undefined });
    expect(store.getState().selection).toEqual({ keys: ["q0"], anchor: "q0" });
  });

  it(
    "asks to select the focused field's text only when told to and given a " +
      "field, and any other selection forgets it",
    () => {
      const store = make(q("a"), q("b"));
      const { actions } = store.getState();
      actions.selectOnly(["q1"], "questions[1].label", true);
      expect(store.getState().ui).toStrictEqual({
        problemsOpen: false,
        focusPath: "questions[1].label",
        selectText: true,
      });
      actions.selectOnly(["q0"], "questions[0].label");
      expect(store.getState().ui.selectText).toBeUndefined();
      actions.selectOnly(["q1"], undefined, true);
      expect(store.getState().ui.selectText).toBeUndefined();
      actions.selectOnly(["q1"], "questions[1].label", true);
      actions.select("q0");
      expect(store.getState().ui).toStrictEqual({ problemsOpen: false, focusPath: undefined, selectText: undefined });
    },
  );

  it("repairs the selection after undo and redo", () => {
    const store = make(q("a"), q("b"));
    const { actions } = store.getState();
    const key = actions.addQuestion("email");
    actions.undo();
    expect(store.getState().selection.keys).not.toContain(key);
    actions.redo();
    actions.select(key);
    actions.undo();
    expect(store.getState().selection).toEqual({ keys: ["q1"], anchor: "q1" });
  });

  it("coalesces typing in one field only within COALESCE_MS of the burst's last keystroke", () => {
    const store = make(q("a"));
    const { actions } = store.getState();
    actions.changeLabel("q0", "A1");
    vi.advanceTimersByTime(COALESCE_MS - 1);
    actions.changeLabel("q0", "A12");
    expect(past(store)).toBe(1);
    vi.advanceTimersByTime(COALESCE_MS);
    actions.changeLabel("q0", "A123");
    expect(past(store)).toBe(2);
    actions.renameEvent("E");
    actions.changeLabel("q0", "A1234");
    expect(past(store)).toBe(4);
  });
});

describe("createEditorStore: edges of the history and the selection", () => {
  it("a change that changes nothing does not extend a burst of typing", () => {
    const store = make(q("a"));
    const { actions } = store.getState();
    actions.changeLabel("q0", "A");
    vi.advanceTimersByTime(COALESCE_MS - 100);
    actions.changeLabel("q0", "A");
    vi.advanceTimersByTime(200);
    actions.changeLabel("q0", "AB");
    expect(past(store)).toBe(2);
  });

  it("a change that changes nothing notifies nobody", () => {
    const store = make(q("a"));
    let notified = 0;
    store.subscribe(() => notified++);
    store.getState().actions.changeLabel("q0", "a");
    store.getState().actions.moveQuestions(["q0"], 0);
    store.getState().actions.renameEvent("Fair");
    expect(notified).toBe(0);
    store.getState().actions.renameEvent("Expo");
    expect(notified).toBe(1);
  });

  it("typing in the same field of two questions is two steps", () => {
    const store = make(q("a"), q("b"));
    const { actions } = store.getState();
    actions.changeLabel("q0", "A");
    actions.changeLabel("q1", "B");
    actions.changeLabel("q0", "AA");
    expect(past(store)).toBe(3);
  });

  it("a change without a field right after one with a field is a step of its own, and so is the next one", () => {
    const store = make(q("a"));
    const { actions } = store.getState();
    actions.changeQuestion("q0", { placeholder: "x" }, "placeholder");
    actions.changeQuestion("q0", { maxLength: 3 });
    actions.changeQuestion("q0", { maxLength: 4 });
    actions.changeQuestion("q0", { placeholder: "xy" }, "placeholder");
    expect(past(store)).toBe(4);
  });

  it("replacing the document repairs a selection whose question went away", () => {
    const store = make(q("a"), q("b"), q("c"));
    store.getState().actions.select("q1");
    store.getState().actions.replaceDocument({ name: "Fair", type: "standard", questions: [q("a"), q("c")] });
    expect(store.getState().selection).toEqual({ keys: ["q2"], anchor: "q2" });
  });

  it("deleting nothing still repairs a selection that names a question no longer there", () => {
    const store = make(q("a"), q("b"));
    store.getState().actions.selectOnly(["gone"]);
    store.getState().actions.deleteQuestions(["nothing"]);
    expect(store.getState().selection).toEqual({ keys: ["q0"], anchor: "q0" });
    expect(past(store)).toBe(0);
  });

  it("duplicating nothing leaves the selection alone", () => {
    const store = make(q("a"), q("b"));
    store.getState().actions.select("q1");
    const before = store.getState().selection;
    store.getState().actions.duplicateQuestions(["nothing"]);
    expect(store.getState().selection).toBe(before);
  });

  it("shifts from the first known key of the block, the first question included, ignoring unknown keys", () => {
    const store = make(q("a"), q("b"), q("c"), q("d"));
    const { actions } = store.getState();
    actions.shiftQuestions(["q0", "q1"], 1);
    expect(ids(store)).toEqual(["c", "a", "b", "d"]);
    actions.shiftQuestions(["nothing", "q3"], -1);
    expect(ids(store)).toEqual(["c", "a", "d", "b"]);
    actions.shiftQuestions(["q3", "nothing"], -1);
    expect(ids(store)).toEqual(["c", "d", "a", "b"]);
  });

  it("repairs the selection after redo removes the selected question again", () => {
    const store = make(q("a"), q("b"), q("c"));
    const { actions } = store.getState();
    actions.deleteQuestions(["q1"]);
    actions.undo();
    actions.select("q1");
    actions.redo();
    expect(ids(store)).toEqual(["a", "c"]);
    expect(store.getState().selection).toEqual({ keys: ["q2"], anchor: "q2" });
  });

  it("keeps the issues it has of the current document when handed another check of it", () => {
    const store = make(q("a", { label: "" }));
    const first = issuesOf(store.getState().doc);
    store.getState().actions.acceptIssues(first);
    store.getState().actions.acceptIssues(issuesOf(store.getState().doc));
    expect(store.getState().issues).toBe(first);
  });

  it("a click without modifiers selects only the question clicked", () => {
    const store = make(q("a"), q("b"));
    const { actions } = store.getState();
    actions.select("q0");
    actions.select("q1", "toggle");
    actions.select("q0");
    expect(store.getState().selection).toEqual({ keys: ["q0"], anchor: "q0" });
  });
});

describe("createEditorStore: the editor shell's state (ui)", () => {
  const shell = (store: ReturnType<typeof make>) => {
    const { ui } = store.getState();
    return {
      panel: ui.panel ?? EDITOR_SHELL.panel,
      preview: ui.preview ?? EDITOR_SHELL.preview,
      view: ui.view ?? EDITOR_SHELL.view,
      jsonOpened: ui.jsonOpened ?? EDITOR_SHELL.jsonOpened,
      textProblem: ui.textProblem ?? EDITOR_SHELL.textProblem,
      added: ui.added ?? EDITOR_SHELL.added,
      deleting: ui.deleting ?? EDITOR_SHELL.deleting,
    };
  };

  it("opens on the form, in cards, without the preview, unless told to open with the preview beside it", () => {
    expect(shell(make(q("a")))).toEqual({
      panel: "canvas",
      preview: null,
      view: "visual",
      jsonOpened: false,
      textProblem: null,
      added: null,
      deleting: null,
    });
    const store = createEditorStore({ name: "Fair", type: "standard", questions: [q("a")] }, { preview: "pane" });
    expect(shell(store).preview).toBe("pane");
    expect(store.getState().ui.problemsOpen).toBe(false);
  });

  it("shows a panel, opens the preview beside or over the form and closes it, none of it an undo step", () => {
    const store = make(q("a"));
    const { actions } = store.getState();
    actions.showPanel("inspector");
    actions.setPreview("full");
    expect(shell(store)).toMatchObject({ panel: "inspector", preview: "full" });
    actions.setPreview(null);
    actions.showPanel("palette");
    expect(shell(store)).toMatchObject({ panel: "palette", preview: null });
    expect(past(store)).toBe(0);
  });

  it("keeps the JSON view once opened, back on the cards too, and its text's problem until cleared", () => {
    const store = make(q("a"));
    const { actions } = store.getState();
    actions.showView("visual");
    expect(shell(store)).toMatchObject({ view: "visual", jsonOpened: false });
    actions.showView("json");
    actions.setTextProblem("Line 3: a comma is missing.");
    expect(shell(store)).toMatchObject({ view: "json", jsonOpened: true, textProblem: "Line 3: a comma is missing." });
    actions.showView("visual");
    expect(shell(store)).toMatchObject({
      view: "visual",
      jsonOpened: true,
      textProblem: "Line 3: a comma is missing.",
    });
    actions.setTextProblem(null);
    expect(shell(store).textProblem).toBeNull();
  });

  it(
    "adds from the palette after the selection, selects the new question " +
      "with its label focused and selected, and says where",
    () => {
      const store = make(q("a"), q("b"));
      const { actions } = store.getState();
      actions.select("q0");
      const key = actions.addFromPalette("email");
      expect(ids(store)).toEqual(["a", "email", "b"]);
      expect(store.getState().selection).toEqual({ keys: [key], anchor: key });
      expect(store.getState().ui).toMatchObject({ focusPath: "questions[1].label", selectText: true });
      expect(shell(store).added).toEqual({ type: "email", position: 2 });
      actions.select("q1");
      actions.addFromPalette("text");
      expect(shell(store).added).toEqual({ type: "text", position: 4 });
      actions.undo();
      expect(ids(store)).toEqual(["a", "email", "b"]);
    },
  );

  it(
    "deletes at once what no logic reads; else asks first, with the titles " +
      "and what would break, until confirmed or cancelled",
    () => {
      const store = make(q("a", { label: "Company" }), q("b", { displayed: { a: "x" } }), q("c"));
      const { actions } = store.getState();
      const titleOf = (question: Question) => `«${question.label}»`;
      actions.requestDelete(["q2"], titleOf);
      expect(ids(store)).toEqual(["a", "b"]);
      expect(shell(store).deleting).toBeNull();
      actions.requestDelete(["q0"], titleOf);
      expect(ids(store)).toEqual(["a", "b"]);
      expect(shell(store).deleting).toEqual({
        keys: ["q0"],
        titles: ["«Company»"],
        broken: [{ questionId: "b", label: "b", attribute: "displayed", refersTo: ["a"] }],
      });
      actions.cancelDelete();
      expect(shell(store).deleting).toBeNull();
      expect(ids(store)).toEqual(["a", "b"]);
      actions.confirmDelete();
      expect(ids(store)).toEqual(["a", "b"]);
      actions.requestDelete(["q0"], titleOf);
      actions.confirmDelete();
      expect(ids(store)).toEqual(["b"]);
      expect(shell(store).deleting).toBeNull();
      actions.undo();
      expect(ids(store)).toEqual(["a", "b"]);
    },
  );
});
