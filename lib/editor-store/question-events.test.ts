import { describe, expect, it } from "vitest";
import type { Question } from "@/lib/questions";
import { documentLoaded, questionList } from "./document";
import * as events from "./question-events";

const q = (id: string, extra: Record<string, unknown> = {}): Question =>
  ({ id, type: "text", label: id, ...extra }) as Question;
const load = (...questions: Question[]) => documentLoaded({ name: "Fair", type: "standard", questions });
const ids = (doc: ReturnType<typeof load>) => questionList(doc).map((question) => question.id);

describe("documentLoaded", () => {
  it("keys every question and marks no loaded id as auto", () => {
    const doc = load(q("a"), q("b"));
    expect(doc.order).toEqual(["q0", "q1"]);
    expect(doc.autoIds).toEqual({});
    expect(ids(doc)).toEqual(["a", "b"]);
  });
});

describe("eventRenamed", () => {
  it("renames, and returns the same document for the same name", () => {
    const doc = load();
    expect(events.eventRenamed(doc, "Expo").name).toBe("Expo");
    expect(events.eventRenamed(doc, "Fair")).toBe(doc);
  });
});

describe("questionAdded", () => {
  it("inserts at the index with a new key, auto id, and clamps the index", () => {
    const doc = load(q("a"), q("b"));
    const added = events.questionAdded(doc, q("c"), 1);
    expect(ids(added.doc)).toEqual(["a", "c", "b"]);
    expect(added.key).toBe("q2");
    expect(added.doc.autoIds[added.key]).toBe(true);
    expect(ids(events.questionAdded(doc, q("z"), 99).doc)).toEqual(["a", "b", "z"]);
  });
});

describe("questionsMoved", () => {
  it("moves one question to a position", () => {
    const doc = load(q("a"), q("b"), q("c"));
    expect(ids(events.questionsMoved(doc, ["q0"], 2))).toEqual(["b", "c", "a"]);
  });
  it("moves several, keeping their order, and is a no-op (same object) when nothing moves", () => {
    const doc = load(q("a"), q("b"), q("c"), q("d"));
    expect(ids(events.questionsMoved(doc, ["q3", "q1"], 0))).toEqual(["b", "d", "a", "c"]);
    expect(events.questionsMoved(doc, ["q1"], 1)).toBe(doc);
  });
});

describe("questionChanged", () => {
  it("sets and removes properties but never id or type", () => {
    const doc = load(q("a", { placeholder: "x" }));
    const next = events.questionChanged(doc, "q0", { placeholder: undefined, maxLength: 5, id: "z", type: "email" });
    expect(next.questions.get("q0")).toEqual({ id: "a", type: "text", label: "a", maxLength: 5 });
    expect(events.questionChanged(doc, "q0", { placeholder: "x" })).toBe(doc);
  });
  it("replaces an options array as a whole (the inspector's option edits)", () => {
    const doc = load({ id: "s", type: "select", label: "S", options: [{ label: "A" }] } as Question);
    const next = events.questionChanged(doc, "q0", {
      options: [{ label: "A" }, { label: "B", options: [{ label: "C" }] }],
    });
    expect((next.questions.get("q0") as { options: unknown[] }).options).toHaveLength(2);
  });
});

describe("questionLabelChanged", () => {
  it("re-derives an auto id and rewrites logic that refers to it", () => {
    const base = load(q("other"));
    const added = events.questionAdded(base, q("company", { label: "Company" }), 0);
    const withRef = events.questionChanged(added.doc, "q0", { displayed: { company: { $exists: true } } });
    const next = events.questionLabelChanged(withRef, added.key, "Job title");
    expect(next.questions.get(added.key)!.id).toBe("jobTitle");
    expect(next.questions.get("q0")!.displayed).toEqual({ jobTitle: { $exists: true } });
  });
  it("leaves a loaded (not auto) id alone", () => {
    const next = events.questionLabelChanged(load(q("a")), "q0", "Job title");
    expect(next.questions.get("q0")).toMatchObject({ id: "a", label: "Job title" });
  });
  it("keeps the derived id unique", () => {
    const base = load(q("jobTitle"));
    const added = events.questionAdded(base, q("x"), 1);
    expect(events.questionLabelChanged(added.doc, added.key, "Job title").questions.get(added.key)!.id).toBe(
      "jobTitle2",
    );
  });
});

describe("questionIdRenamed", () => {
  it("renames, rewrites references, reports them and stops the id following the label", () => {
    const added = events.questionAdded(load(q("b", { required: { a: "yes" } })), q("a"), 0);
    const result = events.questionIdRenamed(added.doc, added.key, "company");
    if (!result.ok) throw new Error(result.error);
    expect(result.doc.questions.get("q0")!.required).toEqual({ company: "yes" });
    expect(result.rewrote).toEqual([{ questionId: "b", attribute: "required" }]);
    expect(result.doc.autoIds[added.key]).toBeUndefined();
  });
  it("refuses a taken or malformed id and changes nothing", () => {
    const doc = load(q("a"), q("b"));
    expect(events.questionIdRenamed(doc, "q0", "b")).toMatchObject({
      ok: false,
      error: expect.stringContaining("already used"),
    });
    expect(events.questionIdRenamed(doc, "q0", "Bad id")).toMatchObject({
      ok: false,
      error: expect.stringContaining("not a valid id"),
    });
  });
});

describe("questionIdMadeAuto", () => {
  it("derives the id from the label again and marks it auto", () => {
    const next = events.questionIdMadeAuto(load(q("x", { label: "Job title" })), "q0");
    expect(next.questions.get("q0")!.id).toBe("jobTitle");
    expect(next.autoIds.q0).toBe(true);
  });
});

describe("questionTypeChanged", () => {
  it("replaces the question by its conversion, keeping the id of a loaded question", () => {
    const next = events.questionTypeChanged(load(q("a")), "q0", { id: "zzz", type: "email", label: "a" } as Question);
    expect(next.questions.get("q0")).toEqual({ id: "a", type: "email", label: "a" });
  });
  it("re-derives an auto id for the new type (an e-mail question labelled E-mail becomes 'email')", () => {
    const added = events.questionAdded(load(), q("eMail", { label: "E-mail" }), 0);
    const next = events.questionTypeChanged(added.doc, added.key, {
      id: "eMail",
      type: "email",
      label: "E-mail",
    } as Question);
    expect(next.questions.get(added.key)!.id).toBe("email");
  });
});

describe("questionsDuplicated", () => {
  it("puts a deep copy with a fresh id after each original", () => {
    const doc = load({ id: "s", type: "select", label: "S", options: [{ label: "A" }] } as Question, q("b"));
    const result = events.questionsDuplicated(doc, ["q0", "q1"]);
    expect(ids(result.doc)).toEqual(["s", "s2", "b", "b2"]);
    expect(result.keys).toEqual(["q2", "q3"]);
    expect((result.doc.questions.get("q2") as { options: unknown[] }).options).not.toBe(
      (doc.questions.get("q0") as { options: unknown[] }).options,
    );
  });
});

describe("questionsDeleted", () => {
  it("removes questions and their auto marks; unknown keys change nothing", () => {
    const added = events.questionAdded(load(q("a")), q("b"), 1);
    const next = events.questionsDeleted(added.doc, [added.key]);
    expect(ids(next)).toEqual(["a"]);
    expect(next.autoIds).toEqual({});
    expect(events.questionsDeleted(next, ["nope"])).toBe(next);
  });
});

describe("documentReplaced", () => {
  it("keeps the keys (and identity) of questions whose id remains, gives new ones new keys", () => {
    const doc = load(q("a"), q("b"));
    const next = events.documentReplaced(doc, {
      name: "X",
      type: "checkIn",
      questions: [q("b"), q("c"), q("a", { label: "A2" })],
    });
    expect(next.order).toEqual(["q1", "q2", "q0"]);
    expect(next.questions.get("q1")).toBe(doc.questions.get("q1"));
    expect(next.questions.get("q0")!.label).toBe("A2");
    expect(next).toMatchObject({ name: "X", type: "checkIn", seq: 3 });
  });
});

describe("edge cases each event must keep", () => {
  it("eventTypeChanged changes the type, and returns the same document for the same type", () => {
    const doc = load();
    expect(events.eventTypeChanged(doc, "checkIn").type).toBe("checkIn");
    expect(events.eventTypeChanged(doc, "standard")).toBe(doc);
  });

  it("questionAdded clamps a negative index to the top, and need not mark the id auto", () => {
    const added = events.questionAdded(load(q("a")), q("b"), -3, false);
    expect(ids(added.doc)).toEqual(["b", "a"]);
    expect(added.doc.autoIds).toEqual({});
    expect(added.doc.seq).toBe(2);
  });

  it("questionsMoved clamps the index and ignores unknown keys", () => {
    const doc = load(q("a"), q("b"), q("c"));
    expect(ids(events.questionsMoved(doc, ["q2"], -1))).toEqual(["c", "a", "b"]);
    expect(ids(events.questionsMoved(doc, ["q0"], 99))).toEqual(["b", "c", "a"]);
    expect(events.questionsMoved(doc, ["nope"], 0)).toBe(doc);
  });

  it("questionChanged: a property removed by undefined is a change of its own; an absent one is none", () => {
    const doc = load(q("a", { placeholder: "x" }));
    const next = events.questionChanged(doc, "q0", { placeholder: undefined });
    expect(next).not.toBe(doc);
    expect(next.questions.get("q0")).toEqual({ id: "a", type: "text", label: "a" });
    expect(events.questionChanged(doc, "q0", { maxLength: undefined })).toBe(doc);
    expect(events.questionChanged(doc, "nope", { maxLength: 3 })).toBe(doc);
  });

  it("questionLabelChanged: the same label or an unknown key changes nothing", () => {
    const doc = load(q("a", { label: "A" }));
    expect(events.questionLabelChanged(doc, "q0", "A")).toBe(doc);
    expect(events.questionLabelChanged(doc, "nope", "B")).toBe(doc);
  });

  it("questionIdRenamed: an unknown key is refused; the same id changes nothing", () => {
    const doc = load(q("a"));
    expect(events.questionIdRenamed(doc, "nope", "b")).toEqual({
      ok: false,
      error: "That question is no longer in the form.",
    });
    expect(events.questionIdRenamed(doc, "q0", "a")).toEqual({ ok: true, doc, rewrote: [] });
  });

  it("questionIdMadeAuto: an id already auto and already derived changes nothing; an unknown key neither", () => {
    const added = events.questionAdded(load(), q("jobTitle", { label: "Job title" }), 0);
    expect(events.questionIdMadeAuto(added.doc, added.key)).toBe(added.doc);
    expect(events.questionIdMadeAuto(added.doc, "nope")).toBe(added.doc);
    // Not auto yet, though the id is what the label gives: marked auto.
    const loaded = load(q("jobTitle", { label: "Job title" }));
    expect(events.questionIdMadeAuto(loaded, "q0").autoIds).toEqual({ q0: true });
  });

  it("questionTypeChanged keeps an id typed by hand, whatever the label says", () => {
    const next = events.questionTypeChanged(load(q("company", { label: "Firm" })), "q0", {
      id: "firm",
      type: "email",
      label: "Firm",
    } as Question);
    expect(next.questions.get("q0")).toEqual({ id: "company", type: "email", label: "Firm" });
  });

  it("questionTypeChanged: the same question or an unknown key changes nothing", () => {
    const doc = load(q("a"));
    expect(events.questionTypeChanged(doc, "q0", doc.questions.get("q0")!)).toBe(doc);
    expect(events.questionTypeChanged(doc, "nope", q("b"))).toBe(doc);
  });

  it("questionsDuplicated with nothing to copy changes nothing", () => {
    const doc = load(q("a"));
    expect(events.questionsDuplicated(doc, ["nope"])).toEqual({ doc, keys: [] });
  });

  it("questionsDeleted keeps the other questions' ids following their labels", () => {
    const first = events.questionAdded(load(q("a")), q("b"), 1);
    const second = events.questionAdded(first.doc, q("c"), 2);
    const next = events.questionsDeleted(second.doc, ["q0"]);
    expect(ids(next)).toEqual(["b", "c"]);
    expect(next.autoIds).toEqual({ [first.key]: true, [second.key]: true });
  });

  it("documentReplaced keeps the auto marks of questions that remain, and gives a repeated id a new key", () => {
    const added = events.questionAdded(load(q("a")), q("b"), 1);
    const next = events.documentReplaced(added.doc, {
      name: "Fair",
      type: "standard",
      questions: [q("b"), q("a"), q("b", { label: "again" })],
    });
    expect(next.order).toEqual([added.key, "q0", "q2"]);
    expect(next.autoIds).toEqual({ [added.key]: true });
    expect(next.questions.get("q2")!.label).toBe("again");
    expect(next.seq).toBe(3);
  });
});

// Mutants of question-events.ts that survive `npm run test:mutation lib/editor-store/question-events.ts`, and why
// they are equivalent:
// - :35 `moved.length === 0` → false: with nothing to move the order comes out the same, and the same document.
// - :74 `question !== doc.questions[at]` → true: writing the same object again changes nothing.
// - :87 `result.ok` → true: an id derived by idFromLabel is always valid and free, so the rename never fails.
// - :97 `!doc.autoIds[key]` → false: copying the auto marks of a question that had none gives equal marks.
// - :172, :173 `existing === key` → true: a new key has neither a question nor an auto mark in the old document.
describe("what the events keep", () => {
  it("questionsMoved: a move that keeps the first question in place still moves", () => {
    const doc = load(q("a"), q("b"), q("c"));
    expect(ids(events.questionsMoved(doc, ["q2"], 1))).toEqual(["a", "c", "b"]);
  });

  it("questionChanged: a removed property is gone, not set to undefined", () => {
    const next = events.questionChanged(load(q("a", { placeholder: "x" })), "q0", { placeholder: undefined });
    expect("placeholder" in next.questions.get("q0")!).toBe(false);
  });

  it("questionIdRenamed keeps the questions it did not touch, and the other questions' auto marks", () => {
    const first = events.questionAdded(load(q("other")), q("a"), 1);
    const second = events.questionAdded(first.doc, q("b"), 2);
    const result = events.questionIdRenamed(second.doc, first.key, "company");
    if (!result.ok) throw new Error(result.error);
    expect(ids(result.doc)).toEqual(["other", "company", "b"]);
    expect(result.doc.questions.get("q0")).toBe(second.doc.questions.get("q0"));
    expect(result.doc.autoIds).toEqual({ [second.key]: true });
  });

  it("questionIdRenamed refuses a bad id for a question whose id follows its label, and says only why", () => {
    const added = events.questionAdded(load(q("b")), q("a"), 0);
    expect(events.questionIdRenamed(added.doc, added.key, "b")).toEqual({
      ok: false,
      error: "The id 'b' is already used by another question.",
    });
  });

  it(
    "ids follow the label as idFromLabel gives them for the question's type " + "(a reserved id only where it fits)",
    () => {
      const added = events.questionAdded(load(), q("x"), 0);
      expect(events.questionLabelChanged(added.doc, added.key, "Email").questions.get(added.key)!.id).toBe("email2");
      expect(events.questionIdMadeAuto(load(q("x", { label: "Email" })), "q0").questions.get("q0")!.id).toBe("email2");
      const converted = events.questionTypeChanged(added.doc, added.key, {
        id: "x",
        type: "text",
        label: "Email",
      } as Question);
      expect(converted.questions.get(added.key)!.id).toBe("email2");
    },
  );

  it("a question without a label gets its type's name as id", () => {
    const unlabelled = { id: "x", type: "email" } as Question;
    expect(events.questionIdMadeAuto(load(unlabelled), "q0").questions.get("q0")!.id).toBe("email2");
    const added = events.questionAdded(load(), q("x"), 0);
    expect(events.questionTypeChanged(added.doc, added.key, unlabelled).questions.get(added.key)!.id).toBe("email2");
  });

  it("questionIdMadeAuto derives the id again for a question already marked auto whose id differs", () => {
    const added = events.questionAdded(load(), q("x", { label: "Job title" }), 0);
    expect(events.questionIdMadeAuto(added.doc, added.key).questions.get(added.key)!.id).toBe("jobTitle");
  });

  it("questionsDuplicated never gives two copies the same id", () => {
    const result = events.questionsDuplicated(load(q("ab"), q("Ab")), ["q0", "q1"]);
    expect(ids(result.doc)).toEqual(["ab", "ab2", "Ab", "ab3"]);
  });
});
