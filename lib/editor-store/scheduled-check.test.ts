import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DefinitionIssue, Question } from "@/lib/questions";
import type { BackgroundCheck } from "./background-check";
import { createEditorStore } from "./create-store";
import type { EditorDocument } from "./document";
import { issuesOf } from "./issues-check";
import { scheduleChecks, VALIDATION_DELAY_MS } from "./scheduled-check";

const make = () =>
  createEditorStore({ name: "Fair", type: "standard", questions: [{ id: "a", type: "text", label: "" } as Question] });

// A background check that answers at once (with issuesOf's result) and records what it was asked.
function recordingCheck() {
  const checked: EditorDocument[] = [];
  const given: (readonly DefinitionIssue[] | undefined)[] = [];
  let disposed = 0;
  const background: BackgroundCheck = {
    check: (doc, known) => {
      checked.push(doc);
      given.push(known);
      return Promise.resolve(issuesOf(doc));
    },
    analyse: () => Promise.reject(new Error("The scheduled check never asks for a logic report.")),
    dispose: () => void disposed++,
  };
  return { background, checked, given, disposed: () => disposed };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("scheduleChecks", () => {
  it("gives the worker the known definition issues of the loaded document, and of no other", async () => {
    const store = make();
    const { background, checked, given } = recordingCheck();
    const saved = issuesOf(store.getState().doc).all;
    scheduleChecks(store, background, { doc: store.getState().doc, issues: saved });
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY_MS);
    expect(given).toEqual([saved]);
    store.getState().actions.changeLabel("q0", "Company");
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY_MS);
    expect(checked).toHaveLength(2);
    expect(given[1]).toBeUndefined();
  });

  it("checks the document VALIDATION_DELAY_MS after it is loaded, and gives the store its issues", async () => {
    const store = make();
    const { background, checked } = recordingCheck();
    scheduleChecks(store, background);
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY_MS - 1);
    expect(checked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(checked).toEqual([store.getState().doc]);
    expect(store.getState().issues.checked).toBe(store.getState().doc);
    expect(store.getState().issues.all.map((issue) => issue.rule)).toEqual(["labelRequired"]);
    await vi.advanceTimersByTimeAsync(10 * VALIDATION_DELAY_MS);
    expect(checked).toHaveLength(1);
  });

  it(
    "waits for typing to pause: each change starts the wait again, and only " + "the last document is checked",
    async () => {
      const store = make();
      const { background, checked } = recordingCheck();
      scheduleChecks(store, background);
      for (const label of ["C", "Co", "Com"]) {
        await vi.advanceTimersByTimeAsync(VALIDATION_DELAY_MS - 1);
        store.getState().actions.changeLabel("q0", label);
      }
      await vi.advanceTimersByTimeAsync(VALIDATION_DELAY_MS - 1);
      expect(checked).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(checked.map((doc) => doc.questions.get("q0")!.label)).toEqual(["Com"]);
      expect(store.getState().issues.all).toEqual([]);
    },
  );

  it("checks again after a change of the document, but not after a change of the selection or the panels", async () => {
    const store = make();
    const { background, checked } = recordingCheck();
    scheduleChecks(store, background);
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY_MS);
    store.getState().actions.select("q0");
    store.getState().actions.setProblemsOpen(true);
    await vi.advanceTimersByTimeAsync(10 * VALIDATION_DELAY_MS);
    expect(checked).toHaveLength(1);
    store.getState().actions.renameEvent("Expo");
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY_MS);
    expect(checked.map((doc) => doc.name)).toEqual(["Fair", "Expo"]);
  });

  it("does not put the check off for a change of the selection", async () => {
    const store = make();
    const { background, checked } = recordingCheck();
    scheduleChecks(store, background);
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY_MS - 50);
    store.getState().actions.select("q0");
    await vi.advanceTimersByTimeAsync(50);
    expect(checked).toHaveLength(1);
  });

  it("does not check a document whose issues the store has already (a save checked it meanwhile)", async () => {
    const store = make();
    const { background, checked } = recordingCheck();
    scheduleChecks(store, background);
    await store.getState().actions.revalidate();
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY_MS);
    expect(checked).toEqual([]);
  });

  it("stops: no check after it, the background check disposed once, and later changes not watched", async () => {
    const store = make();
    const { background, checked, disposed } = recordingCheck();
    const stop = scheduleChecks(store, background);
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY_MS - 1);
    stop();
    expect(disposed()).toBe(1);
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY_MS);
    store.getState().actions.renameEvent("Expo");
    await vi.advanceTimersByTimeAsync(10 * VALIDATION_DELAY_MS);
    expect(checked).toEqual([]);
    expect(store.getState().issues.checked).toBeNull();
  });

  it("checks in the background by default (on this thread in Node, where there is no Worker)", async () => {
    const store = make();
    const stop = scheduleChecks(store);
    await vi.advanceTimersByTimeAsync(VALIDATION_DELAY_MS);
    await vi.waitFor(() => expect(store.getState().issues.checked).toBe(store.getState().doc));
    stop();
  });
});
