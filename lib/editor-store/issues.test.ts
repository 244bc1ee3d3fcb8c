import { describe, expect, it, vi } from "vitest";
import type { Question } from "@/lib/questions";
import { analyseLogic } from "@/lib/logic/reachability";
import { documentLoaded, questionList, type EditorDocument } from "./document";
import { keyOfIssue, noIssues } from "./issues";
import { docPatch } from "./doc-patch";
import { issuesOf, referencesByKey } from "./issues-check";
import { QuestionMap } from "./question-map";

const q = (id: string, extra: Record<string, unknown> = {}) => ({ id, type: "text", label: id, ...extra }) as Question;

// Keys in another order than the questions' positions, so that an issue found by position must be mapped.
function reordered(questions: Question[]): EditorDocument {
  const doc = documentLoaded({ name: "Expo", type: "standard", questions });
  return {
    ...doc,
    order: [...doc.order].reverse(),
    questions: QuestionMap.of([...doc.order].reverse().map((key, index) => [key, questions[index]] as const)),
  };
}

describe("issuesOf", () => {
  it("files each question's issues under its store key, and keeps the form's own issues in the list only", () => {
    const doc = reordered([q("fine"), q("Bad id"), q("lost", { displayed: { nobody: 1 } })]);
    const issues = issuesOf(doc);
    expect(issues.checked).toBe(doc);
    expect(issues.all.map((issue) => issue.path)).toEqual(["questions[1].id", "questions[2].displayed.nobody"]);
    expect(
      Object.fromEntries(Object.entries(issues.byKey).map(([key, list]) => [key, list.map((issue) => issue.rule)])),
    ).toEqual({ q1: ["idFormat"], q0: ["logicReference"] });
    const checkIn = issuesOf({ ...doc, type: "checkIn" });
    expect(checkIn.all.filter((issue) => issue.path === "questions").map((issue) => issue.rule)).toEqual([
      "checkInRequires",
      "checkInRequires",
    ]);
    expect(Object.values(checkIn.byKey).flat()).toHaveLength(2);
  });

  it("files the issues of the tenth question and beyond under their own keys (positions of several digits)", () => {
    const questions = Array.from({ length: 12 }, (_, index) => q(index === 11 ? "Bad id" : `q${index}`));
    const doc = documentLoaded({ name: "Expo", type: "standard", questions });
    const [issue] = issuesOf(doc).all;
    expect(issue.path).toBe("questions[11].id");
    expect(keyOfIssue(doc, issue)).toBe(doc.order[11]);
  });

  it("starts with nothing checked", () => {
    expect(noIssues).toEqual({ checked: null, all: [], byKey: {}, referencedBy: {}, textWarnings: [] });
  });
});

describe("referencesByKey", () => {
  it(
    "lists, by key, the other questions whose logic reads each question, " +
      "leaving out a question reading itself and those nobody reads",
    () => {
      const doc = reordered([
        q("a"),
        q("b", { displayed: { a: "x" } }),
        q("c", { required: { $or: [{ a: 1 }, { c: { $displayed: true } }] } }),
      ]);
      expect(referencesByKey(doc)).toEqual({ q2: ["b", "c"] });
    },
  );

  it("passes over a question without a text id (the JSON view can hold one), which nothing can refer to", () => {
    const doc = documentLoaded({
      name: "Expo",
      type: "standard",
      questions: [q("a"), { type: "text", label: "No id" } as unknown as Question, q("b", { displayed: { a: "x" } })],
    });
    expect(referencesByKey(doc)).toEqual({ q0: ["b"] });
  });
});

describe("keyOfIssue", () => {
  it("finds the key of the question an issue's path points into", () => {
    const doc = reordered([q("a"), q("b"), q("c")]);
    expect(keyOfIssue(doc, { path: "questions[0].label", rule: "x", message: "" })).toBe("q2");
    expect(keyOfIssue(doc, { path: "questions[2]", rule: "x", message: "" })).toBe("q0");
    expect(keyOfIssue(doc, { path: "questions", rule: "x", message: "" })).toBeUndefined();
    expect(keyOfIssue(doc, { path: "questions[3].id", rule: "x", message: "" })).toBeUndefined();
    expect(keyOfIssue(doc, { path: "xquestions[1]", rule: "x", message: "" })).toBeUndefined();
  });
});

describe("the background check's worker", () => {
  it("answers a request with issuesOf's result for its document, under the request's id", async () => {
    const posted: unknown[] = [];
    const scope = {
      postMessage: (message: unknown) => posted.push(message),
      onmessage: null as null | ((event: { data: unknown }) => void),
    };
    (globalThis as { self?: unknown }).self = scope;
    try {
      vi.resetModules();
      await import("./issues.worker");
      const doc = reordered([q("a"), q("Bad")]);
      const { all, byKey, referencedBy, textWarnings } = issuesOf(doc);
      // Given the document's definition issues (the saved form's, from the server), it answers at once with them
      // (none here, though the id is bad: they are taken, not checked again), the rest of the check its own.
      scope.onmessage?.({ data: { id: 6, kind: "check", patch: docPatch(null, doc), known: [] } });
      expect(posted).toEqual([{ id: 6, all: [], byKey: {}, referencedBy, textWarnings }]);
      expect(all).not.toEqual([]);
      // Without them, once it has loaded the definition's check.
      scope.onmessage?.({ data: { id: 7, kind: "check", patch: docPatch(doc, doc) } });
      await vi.waitFor(() => expect(posted).toHaveLength(2));
      expect(posted[1]).toEqual({ id: 7, all, byKey, referencedBy, textWarnings });
      // The logic report, in the same worker, of the document patched.
      const next = { ...doc, questions: doc.questions.with(doc.order[0], q("b", { displayed: { a: true } })) };
      scope.onmessage?.({ data: { id: 8, kind: "logic", patch: docPatch(doc, next) } });
      expect(posted[2]).toEqual({ id: 8, report: analyseLogic(questionList(next)) });
      scope.onmessage?.({ data: { id: 9, kind: "check", patch: docPatch(next, next) } });
      expect(posted[3]).toEqual({ id: 9, ...issuesOf(next), checked: undefined });
    } finally {
      delete (globalThis as { self?: unknown }).self;
    }
  });
});
