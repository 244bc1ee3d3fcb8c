import { describe, expect, it } from "vitest";
import { clickLeavesPage, guardLeaving, LEAVE_MESSAGE, type GuardWindow } from "./leave-guard";

const location = { origin: "https://studio.test", href: "https://studio.test/events/7?tab=form" };
const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const anchor = (href: string, extra: { target?: string; download?: boolean } = {}) => ({
  href,
  target: extra.target ?? "",
  hasAttribute: (name: string) => name === "download" && Boolean(extra.download),
});

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
  const event = {
    ...click,
    returnValue: undefined as unknown,
    preventDefault: () => calls.push("preventDefault"),
    stopPropagation: () => calls.push("stopPropagation"),
    ...extra,
  };
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

  it("says in its question that the changes are not saved and that a draft stays", () => {
    expect(LEAVE_MESSAGE).toMatch(/not saved/);
    expect(LEAVE_MESSAGE).toMatch(/draft stays/);
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

  it("asks with the words it is given for what would be lost", () => {
    const asked: string[] = [];
    let words = "The JSON text would be lost.";
    const { window, listeners } = fakeWindow();
    guardLeaving(() => true, { window, confirm: (message) => (asked.push(message), false), message: () => words });
    const target = { closest: () => anchor("/events") };
    fire(listeners.get("click"), { target });
    words = "Something else.";
    fire(listeners.get("click"), { target });
    expect(asked).toEqual(["The JSON text would be lost.", "Something else."]);
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

describe("leaving: edges", () => {
  it.each([
    ["a link targeting this tab by name", click, anchor("/events", { target: "_self" }), true],
    ["a jump to another page's section", click, anchor("/events/8?tab=form#problems"), true],
    ["a jump to this page with another query", click, anchor("/events/7?tab=logic#problems"), true],
    ["a jump to this page on another site", click, anchor("https://elsewhere.test/events/7?tab=form#problems"), true],
    ["an address that cannot be read", click, anchor("https://[oops/"), false],
    ["a Shift-click (new window)", { ...click, shiftKey: true }, anchor("/events"), false],
    ["an Alt-click (download)", { ...click, altKey: true }, anchor("/events"), false],
  ])("%s -> %s", (_, event, link, expected) => {
    expect(clickLeavesPage(event, link, location)).toBe(expected);
  });

  it("listens to clicks at the window before anything else (capture), and removes exactly those listeners", () => {
    const calls: [string, string, boolean | undefined][] = [];
    const window: GuardWindow = {
      location,
      addEventListener: (type, _listener, capture) => void calls.push(["add", type, capture]),
      removeEventListener: (type, _listener, capture) => void calls.push(["remove", type, capture]),
    };
    guardLeaving(() => true, { window })();
    expect(calls).toEqual([
      ["add", "beforeunload", undefined],
      ["add", "click", true],
      ["remove", "beforeunload", undefined],
      ["remove", "click", true],
    ]);
  });

  it("asks with the browser's confirm unless given another, and ignores clicks on what is no element", () => {
    const { window, listeners } = fakeWindow();
    const asked: string[] = [];
    const original = globalThis.confirm;
    globalThis.confirm = (message?: string) => (asked.push(String(message)), true);
    try {
      guardLeaving(() => true, { window });
      const link = { closest: (selector: string) => (selector === "a[href]" ? anchor("/events") : null) };
      expect(fire(listeners.get("click"), { target: link }).calls).toEqual([]);
      expect(asked).toEqual([LEAVE_MESSAGE]);
      expect(fire(listeners.get("click"), { target: null }).calls).toEqual([]);
      expect(fire(listeners.get("click"), { target: {} }).calls).toEqual([]);
      expect(asked).toHaveLength(1);
    } finally {
      globalThis.confirm = original;
    }
  });
});
