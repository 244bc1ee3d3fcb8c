import { describe, expect, it } from "vitest";
import { clickLeavesPage, guardLeaving, LEAVE_MESSAGE, type GuardWindow } from "./leave-guard";

const location = { origin: "https://studio.test", href: "https://studio.test/events/7?tab=form" };
const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const anchor = (href: string, extra: { target?: string; download?: boolean } = {}) => ({ href, target: extra.target ?? "", hasAttribute: (name: string) => name === "download" && Boolean(extra.download) });

describe("clickLeavesPage", () => {
  it.each([
    ["a link to another page", click, anchor("/events"), true],
    ["a link to another site", click, anchor("https://elsewhere.test/"), true],
    ["the same page again", click, anchor("/events/7?tab=form"), true],
    ["a jump within the page", click, anchor("#problems"), false],
    ["a new tab by Ctrl-click", { ...click, ctrlKey: true }, anchor("/events"), false],
    ["a new tab by Cmd-click", { ...click, metaKey: true }, anchor("/events"), false],
    ["a middle click", { ...click, button: 1 }, anchor("/events"), false],
    ["a link opening a new tab", click, anchor("/events", { target: "_blank" }), false],
    ["a download", click, anchor("/export.csv", { download: true }), false],
    ["a click something else already handled", { ...click, defaultPrevented: true }, anchor("/events"), false],
  ])("%s -> %s", (_, event, link, expected) => {
    expect(clickLeavesPage(event, link, location)).toBe(expected);
  });
});

// A window stand-in that records listeners so the test can fire events at them.
function fakeWindow() {
  const listeners = new Map<string, (event: Event) => void>();
  const window: GuardWindow = {
    location,
    addEventListener: (type, listener) => void listeners.set(type, listener),
    removeEventListener: (type, listener) => {
      if (listeners.get(type) === listener) listeners.delete(type);
    },
  };
  return { window, listeners };
}

function fire(listener: ((event: Event) => void) | undefined, extra: Record<string, unknown> = {}) {
  const calls: string[] = [];
  const event = { ...click, returnValue: undefined as unknown, preventDefault: () => calls.push("preventDefault"), stopPropagation: () => calls.push("stopPropagation"), ...extra };
  listener?.(event as unknown as Event);
  return { calls, event };
}

describe("guardLeaving", () => {
  it("asks before unload only while dirty", () => {
    let dirty = false;
    const { window, listeners } = fakeWindow();
    guardLeaving(() => dirty, { window });
    expect(fire(listeners.get("beforeunload")).calls).toEqual([]);
    dirty = true;
    const { calls, event } = fire(listeners.get("beforeunload"));
    expect(calls).toEqual(["preventDefault"]);
    expect(event.returnValue).toBe("");
  });

  it("asks before following an in-app link while dirty, and stops it when the person stays", () => {
    const asked: string[] = [];
    let answer = false;
    const { window, listeners } = fakeWindow();
    guardLeaving(() => true, { window, confirm: (message) => (asked.push(message), answer) });
    const target = { closest: () => anchor("/events") };
    expect(fire(listeners.get("click"), { target }).calls).toEqual(["preventDefault", "stopPropagation"]);
    expect(asked).toEqual([LEAVE_MESSAGE]);
    answer = true;
    expect(fire(listeners.get("click"), { target }).calls).toEqual([]);
  });

  it("lets clicks that are not on links, or while clean, through without asking", () => {
    let dirty = true;
    const asked: string[] = [];
    const { window, listeners } = fakeWindow();
    guardLeaving(() => dirty, { window, confirm: (message) => (asked.push(message), false) });
    expect(fire(listeners.get("click"), { target: { closest: () => null } }).calls).toEqual([]);
    dirty = false;
    expect(fire(listeners.get("click"), { target: { closest: () => anchor("/events") } }).calls).toEqual([]);
    expect(asked).toEqual([]);
  });

  it("removes both listeners when released", () => {
    const { window, listeners } = fakeWindow();
    const release = guardLeaving(() => true, { window });
    expect([...listeners.keys()].sort()).toEqual(["beforeunload", "click"]);
    release();
    expect(listeners.size).toBe(0);
  });

  it("does nothing where there is no window (server rendering)", () => {
    expect(() => guardLeaving(() => true)()).not.toThrow();
  });
});
