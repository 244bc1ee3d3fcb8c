import { describe, expect, it } from "vitest";
import {
  browserDraftStorage,
  clearLeadDraft,
  leadDraftKey,
  readLeadDraft,
  writeLeadDraft,
  type DraftStorage,
} from "./lead-draft";

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const key = leadDraftKey("acme", 7);
const ids = new Set(["fullName", "email", "interest"]);

describe("the lead being typed, kept on the device", () => {
  it("keeps each company's and event's draft apart", () => {
    expect(leadDraftKey("acme", 7)).not.toBe(leadDraftKey("acme", 8));
    expect(leadDraftKey("acme", 7)).not.toBe(leadDraftKey("beta", 7));
  });

  it("reads back what was written, for the questions the form still has", () => {
    const storage = memoryStorage();
    expect(writeLeadDraft(storage, key, { fullName: "Ada", email: "ada@show.example", gone: "x" })).toBe(true);
    expect(readLeadDraft(storage, key, ids)).toEqual({ fullName: "Ada", email: "ada@show.example" });
    expect(readLeadDraft(storage, leadDraftKey("acme", 8), ids)).toBeNull();
  });

  it("removes the draft when nothing is answered, and on clear", () => {
    const storage = memoryStorage();
    writeLeadDraft(storage, key, { fullName: "Ada" });
    writeLeadDraft(storage, key, {});
    expect(storage.items.size).toBe(0);
    writeLeadDraft(storage, key, { fullName: "Ada" });
    clearLeadDraft(storage, key);
    expect(readLeadDraft(storage, key, ids)).toBeNull();
  });

  it("drops a draft it cannot read instead of failing the form", () => {
    const storage = memoryStorage();
    for (const text of ["{not json", "[1,2]", "null", '"text"']) {
      storage.items.set(key, text);
      expect(readLeadDraft(storage, key, ids)).toBeNull();
      expect(storage.items.has(key)).toBe(false);
    }
    storage.items.set(key, JSON.stringify({ gone: "x" }));
    expect(readLeadDraft(storage, key, ids)).toBeNull();
  });

  it("says so when the storage refuses to write, without throwing", () => {
    const full: DraftStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
      removeItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
    };
    expect(writeLeadDraft(full, key, { fullName: "Ada" })).toBe(false);
    expect(clearLeadDraft(full, key)).toBe(false);
  });

  it("has no storage where the browser refuses localStorage, and none in Node", () => {
    expect(browserDraftStorage()).toBeNull();
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, "localStorage");
    Object.defineProperty(globalThis, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("denied", "SecurityError");
      },
    });
    try {
      expect(browserDraftStorage()).toBeNull();
    } finally {
      if (descriptor) Object.defineProperty(globalThis, "localStorage", descriptor);
      else delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });
});
