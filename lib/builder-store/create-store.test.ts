import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Question } from "@/lib/questions";
import { COALESCE_MS, createEditorStore, HISTORY_LIMIT } from "./create-store";
import { questionList } from "./document";
import { issuesOf } from "./issues-check";

const q = (id: string, extra: Record<string, unknown> = {}): Question => ({ id, type: "text", label: id, ...extra }) as Question;
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
    expect(store.getState().doc.questions.q0).not.toHaveProperty("maxLength");
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
    expect(store.getState().doc.questions.q0).not.toHaveProperty("placeholder");
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
    expect(actions.renameId("q0", "company")).toEqual({ ok: true, rewrote: [{ questionId: "b", attribute: "displayed" }] });
    actions.undo();
    expect(store.getState().doc.questions.q1.displayed).toEqual({ a: "x" });
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
