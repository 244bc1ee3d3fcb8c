import { afterEach, describe, expect, it } from "vitest";
import type { Question } from "../questions";
import {
  clearCompanyDrafts,
  clearDraft,
  companyDraftKeys,
  DRAFT_VERSION,
  baseText,
  draftBaseKey,
  draftKey,
  draftText,
  loadDraft,
  restoredBase,
  saveDraft,
  type Draft,
  type DraftStorage,
} from "./draft";
import { diffForms, resolveConflict } from "./merge";

// A small in-memory Storage; `quota` makes setItem fail like a full browser storage does.
function memoryStorage(quota = Infinity): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (value.length > quota) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
  };
}

const scope = { company: "demo", eventId: 7 };
const draft: Draft = {
  savedAt: "2026-11-23T18:00:00.000Z",
  basedOn: "Mon, 23 Nov 2026 17:59:00 GMT",
  name: "Trade show",
  type: "standard",
  questions: [{ id: "company", type: "text", label: "Company" }, { id: "", type: "text", label: "" } as Question],
  base: { name: "Trade show", type: "standard", questions: [{ id: "company", type: "text", label: "Company" }] },
};

describe("draft", () => {
  it("round-trips a draft, even one whose form has problems", () => {
    const storage = memoryStorage();
    expect(saveDraft(scope, draft, storage)).toBe(true);
    expect(loadDraft(scope, storage)).toEqual(draft);
  });

  it("keeps one draft per company and event", () => {
    const storage = memoryStorage();
    saveDraft(scope, draft, storage);
    saveDraft({ company: "demo", eventId: 8 }, { ...draft, name: "Other event" }, storage);
    saveDraft({ company: "acme", eventId: 7 }, { ...draft, name: "Other company" }, storage);
    expect(loadDraft(scope, storage)?.name).toBe("Trade show");
    expect(loadDraft({ company: "acme", eventId: 7 }, storage)?.name).toBe("Other company");
    // Each with its base.
    expect(storage.items.size).toBe(6);
  });

  it("writes the base once while it stays the same, and again when it changes or was cleared", () => {
    const storage = memoryStorage();
    const writes: string[] = [];
    const counted = {
      ...storage,
      setItem: (key: string, value: string) => (writes.push(key), storage.setItem(key, value)),
    };
    const baseWrites = () => writes.filter((key) => key === draftBaseKey(scope)).length;
    saveDraft(scope, draft, counted);
    saveDraft(scope, { ...draft, name: "Trade show 2" }, counted);
    saveDraft(scope, { ...draft, name: "Trade show 3" }, counted);
    expect(baseWrites()).toBe(1);
    // The first write twice: with its base, then without it once the base's key is written.
    expect(writes.filter((key) => key === draftKey(scope))).toHaveLength(4);
    expect(storage.items.get(draftKey(scope))).not.toContain('"base"');
    expect(loadDraft(scope, counted)).toEqual({ ...draft, name: "Trade show 3" });
    // A save: a new base at a new Last-Modified.
    const saved = { ...draft, basedOn: "Mon, 23 Nov 2026 18:30:00 GMT", base: { ...draft.base, name: "Saved" } };
    saveDraft(scope, saved, counted);
    expect(baseWrites()).toBe(2);
    expect(loadDraft(scope, counted)).toEqual(saved);
    clearDraft(scope, counted);
    expect(storage.items.size).toBe(0);
    saveDraft(scope, saved, counted);
    expect(baseWrites()).toBe(3);
    expect(loadDraft(scope, counted)).toEqual(saved);
  });

  it("keeps the draft before it whole when the write of a draft with a new base fails", () => {
    const storage = memoryStorage();
    saveDraft(scope, draft, storage);
    // The next draft, after a save (a new base), no longer fits the storage.
    const saved = {
      ...draft,
      name: "x".repeat(200),
      basedOn: "Mon, 23 Nov 2026 18:30:00 GMT",
      base: { ...draft.base, name: "Saved" },
    };
    const full = {
      ...storage,
      setItem: (key: string, value: string) => {
        if (key === draftKey(scope) && value.includes("x".repeat(200)))
          throw new DOMException("Full", "QuotaExceededError");
        storage.setItem(key, value);
      },
    };
    expect(saveDraft(scope, saved, full)).toBe(false);
    expect(loadDraft(scope, storage)).toEqual(draft);
  });

  it("keeps a draft with its base when the base's own key cannot be written, and writes the key later", () => {
    const storage = memoryStorage();
    let refuse = true;
    const flaky = {
      ...storage,
      setItem: (key: string, value: string) => {
        if (refuse && key === draftBaseKey(scope)) throw new DOMException("Full", "QuotaExceededError");
        storage.setItem(key, value);
      },
    };
    expect(saveDraft(scope, draft, flaky)).toBe(true);
    expect(storage.items.has(draftBaseKey(scope))).toBe(false);
    expect(loadDraft(scope, storage)).toEqual(draft);
    refuse = false;
    expect(saveDraft(scope, { ...draft, name: "Later" }, flaky)).toBe(true);
    expect(storage.items.has(draftBaseKey(scope))).toBe(true);
    expect(storage.items.get(draftKey(scope))).not.toContain('"base"');
    expect(loadDraft(scope, storage)).toEqual({ ...draft, name: "Later" });
  });

  it("reads no draft when the base kept is of another version of the event, or missing", () => {
    const storage = memoryStorage();
    saveDraft(scope, draft, storage);
    storage.setItem(draftBaseKey(scope), baseText({ ...draft, basedOn: "Tue, 24 Nov 2026 08:00:00 GMT" }));
    expect(loadDraft(scope, storage)).toBeNull();
    storage.removeItem(draftBaseKey(scope));
    expect(loadDraft(scope, storage)).toBeNull();
    storage.setItem(draftBaseKey(scope), JSON.stringify({ version: DRAFT_VERSION, basedOn: draft.basedOn, base: [] }));
    expect(loadDraft(scope, storage)).toBeNull();
  });

  it("still reads a draft that carries its base (written before the base had a key of its own)", () => {
    const storage = memoryStorage();
    storage.setItem(draftKey(scope), JSON.stringify({ version: DRAFT_VERSION, draft }));
    expect(loadDraft(scope, storage)).toEqual(draft);
  });

  it("cannot mix up companies whose names contain the separator", () => {
    expect(draftKey({ company: "a:1", eventId: 2 })).not.toBe(draftKey({ company: "a", eventId: 12 }));
  });

  it("clears a draft", () => {
    const storage = memoryStorage();
    saveDraft(scope, draft, storage);
    clearDraft(scope, storage);
    expect(loadDraft(scope, storage)).toBeNull();
  });

  it("is null when there is no draft", () => {
    expect(loadDraft(scope, memoryStorage())).toBeNull();
  });

  it.each([
    ["corrupt JSON", "{not json"],
    ["a bare value", "42"],
    ["null", "null"],
    ["another version", JSON.stringify({ version: DRAFT_VERSION + 1, draft })],
    ["no version", JSON.stringify(draft)],
    ["questions that are not an array", JSON.stringify({ version: DRAFT_VERSION, draft: { ...draft, questions: {} } })],
    [
      "a question without a type",
      JSON.stringify({ version: DRAFT_VERSION, draft: { ...draft, questions: [{ id: "a" }] } }),
    ],
    [
      "a question that is not an object",
      JSON.stringify({ version: DRAFT_VERSION, draft: { ...draft, questions: ["a"] } }),
    ],
    ["an unknown event type", JSON.stringify({ version: DRAFT_VERSION, draft: { ...draft, type: "party" } })],
    [
      "a savedAt that is not a date",
      JSON.stringify({ version: DRAFT_VERSION, draft: { ...draft, savedAt: "yesterday" } }),
    ],
    ["a basedOn that is a number", JSON.stringify({ version: DRAFT_VERSION, draft: { ...draft, basedOn: 5 } })],
    [
      "no base (a draft of the first version)",
      JSON.stringify({ version: DRAFT_VERSION, draft: { ...draft, base: undefined } }),
    ],
    [
      "a base whose questions are not an array",
      JSON.stringify({ version: DRAFT_VERSION, draft: { ...draft, base: { ...draft.base, questions: null } } }),
    ],
  ])("reads %s as no draft", (_, stored) => {
    const storage = memoryStorage();
    storage.setItem(draftKey(scope), stored);
    expect(loadDraft(scope, storage)).toBeNull();
  });

  it("ignores a full quota and keeps the previous draft", () => {
    const storage = memoryStorage(2_000);
    expect(saveDraft(scope, draft, storage)).toBe(true);
    const huge = { ...draft, name: "x".repeat(5_000) };
    expect(saveDraft(scope, huge, storage)).toBe(false);
    expect(loadDraft(scope, storage)).toEqual(draft);
  });

  it("never throws when the storage itself does", () => {
    const broken: DraftStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("SecurityError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(saveDraft(scope, draft, broken)).toBe(false);
    expect(loadDraft(scope, broken)).toBeNull();
    expect(() => clearDraft(scope, broken)).not.toThrow();
  });

  it("does nothing without any storage (the server, or storage disabled)", () => {
    expect(saveDraft(scope, draft)).toBe(false);
    expect(loadDraft(scope)).toBeNull();
    expect(() => clearDraft(scope)).not.toThrow();
  });

  it("refuses a draft that cannot be serialised without throwing", () => {
    const cyclic = { ...draft, questions: [] as Question[] };
    (cyclic as unknown as { self: unknown }).self = cyclic;
    expect(saveDraft(scope, cyclic, memoryStorage())).toBe(false);
  });
});

describe("a draft restored after the event was saved again", () => {
  const text = (id: string, label: string): Question => ({ id, type: "text", label });
  // The draft started from version 1 (a, b, c) and relabelled b; someone else then saved version 2 (a and c
  // relabelled); the editor has loaded version 2.
  const version1 = {
    name: "Fair",
    type: "standard" as const,
    questions: [text("a", "A"), text("b", "B"), text("c", "C")],
  };
  const version2 = { ...version1, questions: [text("a", "A by them"), text("b", "B"), text("c", "C by them")] };
  const older: Draft = {
    savedAt: "2026-11-23T18:00:00.000Z",
    basedOn: "v1",
    base: version1,
    name: "Fair",
    type: "standard",
    questions: [text("a", "A"), text("b", "B by me"), text("c", "C")],
  };

  it("goes on from the draft's base, not from the version loaded", () => {
    expect(restoredBase(older, { basedOn: "v2", form: version2 })).toEqual({ basedOn: "v1", form: version1 });
  });

  it("goes on from the loaded version when the draft was made against it", () => {
    const loaded = { basedOn: "v1", form: { ...version1, name: "as loaded" } };
    expect(restoredBase(older, loaded)).toBe(loaded);
  });

  it("then tells mine from theirs, and keeping mine on top of theirs keeps both", () => {
    const { form } = restoredBase(older, { basedOn: "v2", form: version2 });
    const diff = diffForms(form.questions, older.questions, version2.questions);
    expect(diff.mine).toEqual([{ id: "b", kind: "changed", properties: ["label"] }]);
    expect(diff.theirs).toEqual([
      { id: "a", kind: "changed", properties: ["label"] },
      { id: "c", kind: "changed", properties: ["label"] },
    ]);
    expect(diff.conflicting).toEqual([]);
    const kept = resolveConflict(form.questions, older.questions, version2.questions, "mine");
    expect(kept.map((question) => question.label)).toEqual(["A by them", "B by me", "C by them"]);
  });

  it("measured from the loaded version instead, their changes would read as mine and be undone", () => {
    // The mistake this guards against, spelled out: the diff blames me for their edits.
    const wrong = diffForms(version2.questions, older.questions, version2.questions);
    expect(wrong.mine.map((change) => change.id)).toEqual(["a", "b", "c"]);
    expect(
      resolveConflict(version2.questions, older.questions, version2.questions, "mine").map(
        (question) => question.label,
      ),
    ).toEqual(["A", "B by me", "C"]);
  });
});

describe("companyDraftKeys / clearCompanyDrafts (sign-out)", () => {
  const listable = () => {
    const map = new Map<string, string>();
    return {
      map,
      get length() {
        return map.size;
      },
      key: (index: number) => [...map.keys()][index] ?? null,
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
    };
  };

  it("lists and removes only that company's drafts", () => {
    const storage = listable();
    storage.setItem(draftKey({ company: "acme", eventId: 1 }), "{}");
    storage.setItem(draftKey({ company: "acme", eventId: 22 }), "{}");
    storage.setItem(draftKey({ company: "acme-2", eventId: 3 }), "{}");
    storage.setItem(draftBaseKey({ company: "acme", eventId: 1 }), "{}");
    storage.setItem(draftBaseKey({ company: "acme-2", eventId: 3 }), "{}");
    storage.setItem("other", "x");
    expect(companyDraftKeys("acme", storage).sort()).toEqual(
      [draftKey({ company: "acme", eventId: 1 }), draftKey({ company: "acme", eventId: 22 })].sort(),
    );
    expect(clearCompanyDrafts("acme", storage)).toBe(2);
    expect([...storage.map.keys()].sort()).toEqual(
      [draftKey({ company: "acme-2", eventId: 3 }), draftBaseKey({ company: "acme-2", eventId: 3 }), "other"].sort(),
    );
  });

  it("finds nothing without storage", () => {
    expect(companyDraftKeys("acme", undefined)).toEqual([]);
    expect(clearCompanyDrafts("acme", undefined)).toBe(0);
  });
});

// Equivalent mutants, disabled in draft.ts with their reasons where they are alone on their line: optional chaining
// on the storage inside a try whose catch gives the same answer, and on a key a Storage never gives as null. Three
// more survive, not disabled because their lines hold mutants the tests kill: saveDraft's `if (!storage)` turned
// false (setItem then throws in the try, whose catch answers false too), storedValue's `typeof raw === "string"`
// turned true (JSON.parse reads null as null, and throws on undefined in the try), and `index <= storage.length` in
// companyDraftKeys (key(length) is null, which the check skips).
describe("draft: what is a draft", () => {
  const stored = (value: unknown) => {
    const storage = memoryStorage();
    storage.setItem(draftKey(scope), JSON.stringify({ version: DRAFT_VERSION, draft: value }));
    return loadDraft(scope, storage);
  };

  it("keeps a check-in event's draft, and one of an event never saved (no basedOn)", () => {
    const checkIn: Draft = { ...draft, type: "checkIn", base: { ...draft.base, type: "checkIn" } };
    expect(stored(checkIn)).toEqual(checkIn);
    const unsaved: Draft = { ...draft, basedOn: null };
    expect(stored(unsaved)).toEqual(unsaved);
  });

  it(
    "refuses a draft with one question of several that is not one, a " +
      "savedAt that is not text, or a base that is no form",
    () => {
      expect(stored({ ...draft, questions: [{ id: "a", type: "text" }, { id: "b" }] })).toBeNull();
      expect(stored({ ...draft, savedAt: 5 })).toBeNull();
      expect(stored({ ...draft, base: [] })).toBeNull();
      expect(stored({ ...draft, base: { ...draft.base, name: 3 } })).toBeNull();
      expect(stored({ ...draft, name: undefined })).toBeNull();
      expect(stored([draft])).toBeNull();
    },
  );

  it("lists a company's drafts by its exact prefix, also when the company's name holds a 0", () => {
    const memory = memoryStorage();
    const storage = { ...memory, length: 0, key: (index: number) => [...memory.items.keys()][index] ?? null };
    const count = () => (storage.length = memory.items.size);
    saveDraft({ company: "b0b", eventId: 10 }, draft, storage);
    saveDraft({ company: "b0b", eventId: 2 }, draft, storage);
    saveDraft({ company: "b0bby", eventId: 1 }, draft, storage);
    saveDraft({ company: "b", eventId: 1 }, draft, storage);
    count();
    expect(companyDraftKeys("b0b", storage)).toEqual([
      draftKey({ company: "b0b", eventId: 10 }),
      draftKey({ company: "b0b", eventId: 2 }),
    ]);
  });
});

describe("draft: what is not a draft, read without throwing", () => {
  const read = (value: unknown) => {
    const storage = memoryStorage();
    storage.setItem(draftKey(scope), JSON.stringify(value));
    return loadDraft(scope, storage);
  };

  it.each([
    ["a version without a draft", { version: DRAFT_VERSION }],
    ["a null draft", { version: DRAFT_VERSION, draft: null }],
    ["a null question", { version: DRAFT_VERSION, draft: { ...draft, questions: [null] } }],
    [
      "a question without an id",
      { version: DRAFT_VERSION, draft: { ...draft, questions: [{ type: "text", label: "A" }] } },
    ],
    [
      "a question whose id is no text",
      { version: DRAFT_VERSION, draft: { ...draft, questions: [{ id: 1, type: "text" }] } },
    ],
    ["a null base", { version: DRAFT_VERSION, draft: { ...draft, base: null } }],
    [
      "a base holding a null question",
      { version: DRAFT_VERSION, draft: { ...draft, base: { ...draft.base, questions: [null] } } },
    ],
  ])("%s", (_, value) => {
    expect(read(value)).toBeNull();
  });
});

describe("draft: the browser's storage by default", () => {
  const setLocalStorage = (descriptor: PropertyDescriptor) =>
    Object.defineProperty(globalThis, "localStorage", { configurable: true, ...descriptor });
  afterEach(() => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });

  it("keeps, reads and clears the draft in localStorage when no storage is given", () => {
    const storage = memoryStorage();
    setLocalStorage({ value: storage });
    expect(saveDraft(scope, draft)).toBe(true);
    expect(storage.items.has(draftKey(scope))).toBe(true);
    expect(loadDraft(scope)).toEqual(draft);
    clearDraft(scope);
    expect(storage.items.size).toBe(0);
  });

  it(
    "does nothing, and does not throw, where reading localStorage itself " + "throws (storage blocked for the site)",
    () => {
      setLocalStorage({
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
      expect(saveDraft(scope, draft)).toBe(false);
      expect(loadDraft(scope)).toBeNull();
      expect(() => clearDraft(scope)).not.toThrow();
      expect(companyDraftKeys("demo")).toEqual([]);
    },
  );
});

describe("draftText", () => {
  const question = (id: string) => ({ id, type: "text", label: `Label ${id}`, required: { a: { $exists: true } } });
  const form = { name: 'Fair "2027"', type: "standard" as const, questions: [question("a"), question("b")] };
  const draft = {
    ...form,
    savedAt: "2026-12-05T10:00:00.000Z",
    basedOn: null,
    base: { ...form, questions: [form.questions[0]] },
  } as unknown as Draft;

  it("is JSON of the version and the draft without its base, and of the base apart, whatever came before", () => {
    const { base, ...rest } = draft;
    expect(JSON.parse(draftText(draft))).toEqual({ version: DRAFT_VERSION, draft: rest });
    expect(JSON.parse(baseText(draft))).toEqual({ version: DRAFT_VERSION, basedOn: null, base });
    // The same questions again (their texts kept), and a changed one (a new object).
    const changed = { ...draft, questions: [form.questions[0], { ...form.questions[1], label: "New" }] } as Draft;
    expect(JSON.parse(draftText(changed))).toEqual({
      version: DRAFT_VERSION,
      draft: { ...rest, questions: changed.questions },
    });
    const empty = { ...draft, questions: [], base: { name: "", type: "checkIn", questions: [] } } as unknown as Draft;
    const { base: emptyBase, ...emptyRest } = empty;
    expect(JSON.parse(draftText(empty))).toEqual({ version: DRAFT_VERSION, draft: emptyRest });
    expect(JSON.parse(baseText({ ...empty, basedOn: "x" }))).toEqual({
      version: DRAFT_VERSION,
      basedOn: "x",
      base: emptyBase,
    });
  });

  it("is what saveDraft keeps and loadDraft reads back", () => {
    const storage = memoryStorage();
    expect(saveDraft(scope, draft, storage)).toBe(true);
    expect(loadDraft(scope, storage)).toEqual(draft);
  });
});
