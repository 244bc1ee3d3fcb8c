import { describe, expect, it, vi } from "vitest";
import type { Question } from "@/lib/questions";
import { cardSubscriptions } from "./card-subscriptions";
import { createEditorStore } from "./create-store";

const q = (id: string): Question => ({ id, type: "text", label: id }) as Question;

/** A store of `count` questions whose own subscribe counts the listeners it holds. */
function storeOf(count: number) {
  const store = createEditorStore({
    name: "Fair",
    type: "standard",
    questions: Array.from({ length: count }, (_, index) => q(`q${index}`)),
  });
  let listeners = 0;
  const subscribe = store.subscribe;
  store.subscribe = (listener) => {
    listeners++;
    const stop = subscribe(listener);
    return () => {
      listeners--;
      stop();
    };
  };
  return { store, listeners: () => listeners };
}

/** Each card's listener, counting its calls. */
function watch(store: ReturnType<typeof storeOf>["store"], keys: readonly string[]) {
  const calls = new Map(keys.map((key) => [key, 0]));
  const stops = keys.map((key) =>
    cardSubscriptions(store).subscribe(key, () => calls.set(key, (calls.get(key) ?? 0) + 1)),
  );
  const called = () => keys.filter((key) => calls.get(key)! > 0);
  const reset = () => keys.forEach((key) => calls.set(key, 0));
  return { called, reset, stop: () => stops.forEach((stop) => stop()) };
}

const keysOf = (count: number) => Array.from({ length: count }, (_, index) => `q${index}`);

describe("cardSubscriptions", () => {
  it("holds one listener on the store for all the cards, and none once the last card leaves", () => {
    const { store, listeners } = storeOf(30);
    const cards = watch(store, keysOf(25));
    expect(listeners()).toBe(1);
    cards.stop();
    expect(listeners()).toBe(0);
    const again = watch(store, ["q3"]);
    expect(listeners()).toBe(1);
    again.stop();
  });

  it("calls only the card whose question changed when a label is typed", () => {
    const { store } = storeOf(30);
    const cards = watch(store, keysOf(25));
    store.getState().actions.changeLabel("q2", "Your e-mail");
    expect(cards.called()).toEqual(["q2"]);
    cards.reset();
    store.getState().actions.changeQuestion("q7", { maxLength: 9 }, "maxLength");
    expect(cards.called()).toEqual(["q7"]);
    cards.stop();
  });

  it("calls the cards whose selection changed, and none for a change the cards do not read", () => {
    const { store } = storeOf(10);
    const cards = watch(store, keysOf(10));
    store.getState().actions.select("q1");
    expect(cards.called()).toEqual(["q1"]);
    cards.reset();
    store.getState().actions.select("q4");
    expect(cards.called()).toEqual(["q1", "q4"]);
    cards.reset();
    store.getState().actions.select("q5", "toggle");
    expect(cards.called()).toEqual(["q5"]);
    cards.reset();
    store.getState().actions.renameEvent("Expo");
    store.getState().actions.setProblemsOpen(true);
    expect(cards.called()).toEqual([]);
    cards.stop();
  });

  it("calls a card when its question leaves or comes back, and when its issues or references change", () => {
    const { store } = storeOf(5);
    const cards = watch(store, keysOf(5));
    store.getState().actions.deleteQuestions(["q3"]);
    expect(cards.called()).toEqual(["q3"]);
    cards.reset();
    store.getState().actions.undo();
    expect(cards.called()).toEqual(["q3"]);
    cards.reset();
    const { doc, issues } = store.getState();
    const issue = { path: "questions[1].label", message: "Too long" } as never;
    store.getState().actions.acceptIssues({
      ...issues,
      checked: doc,
      all: [issue],
      byKey: { q1: [issue] },
      referencedBy: { q4: ["q0"] },
    });
    expect(cards.called()).toEqual(["q1", "q4"]);
    cards.stop();
  });

  it("lets a listener unsubscribe another card while the store notifies", () => {
    const { store } = storeOf(3);
    const order: string[] = [];
    const hub = cardSubscriptions(store);
    let stopOther = () => {};
    const stopFirst = hub.subscribe("q0", () => {
      order.push("q0");
      stopOther();
    });
    const other = vi.fn(() => order.push("q0 again"));
    stopOther = hub.subscribe("q0", other);
    store.getState().actions.changeLabel("q0", "Name");
    expect(order).toEqual(["q0", "q0 again"]);
    store.getState().actions.changeLabel("q0", "Names");
    expect(other).toHaveBeenCalledTimes(1);
    stopFirst();
  });
});
