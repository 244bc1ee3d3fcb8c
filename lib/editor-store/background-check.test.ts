import { describe, expect, it } from "vitest";
import type { Question } from "@/lib/questions";
import { analyseLogic } from "@/lib/logic/reachability";
import { createBackgroundCheck, LogicReportFailed, type WorkerRequest } from "./background-check";
import { applyDocPatch } from "./doc-patch";
import { documentLoaded, questionList, type EditorDocument } from "./document";
import { issuesOf } from "./issues-check";

// A document that counts the reads of its order (a check reads it) from `sent()` on (sending it to the worker reads
// it too): the work done on this thread, which the results do not show (a request checked twice resolves its
// promise once).
function counted(source: EditorDocument) {
  const doc = { ...source };
  let reads = 0;
  let atSend = 0;
  Object.defineProperty(doc, "order", { get: () => (reads++, source.order) });
  return { doc, sent: () => void (atSend = reads), checks: () => reads - atSend };
}

const doc = documentLoaded({
  name: "Fair",
  type: "checkIn",
  questions: [
    { id: "a", type: "text", label: "" },
    { id: "a", type: "email", label: "Mail", displayed: { b: "x" } },
    { id: "c", type: "text", label: "C", required: { a: { $exists: true } } },
  ] as Question[],
});

describe("createBackgroundCheck", () => {
  it(
    "without a Worker (Node) answers on the calling thread with exactly " + "issuesOf's result, for that document",
    async () => {
      const background = createBackgroundCheck();
      const found = await background.check(doc);
      expect(found.checked).toBe(doc);
      expect(found.all.length).toBeGreaterThan(0);
      expect({ ...found, checked: null }).toEqual({ ...issuesOf(doc), checked: null });
      background.dispose();
    },
  );
});

// A Worker stand-in: records what it is sent and how it was made, and lets the test answer or fail.
class FakeWorker {
  static made: FakeWorker[] = [];
  static failToStart = false;
  sent: unknown[] = [];
  terminated = false;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onmessageerror: (() => void) | null = null;
  constructor(
    readonly url: URL,
    readonly options: unknown,
  ) {
    if (FakeWorker.failToStart) throw new Error("blocked");
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

/** What the worker was asked, each document rebuilt from its patch as the worker does (doc-patch.ts). */
function received(worker: FakeWorker) {
  let held: EditorDocument | null = null;
  return (worker.sent as WorkerRequest[]).map(({ id, kind, patch }) => ({
    id,
    kind,
    doc: (held = applyDocPatch(held, structuredClone(patch))),
  }));
}

/** Runs `run` with FakeWorker standing in for the browser's Worker, and takes it away after. */
async function withWorker(run: () => Promise<void>) {
  FakeWorker.made = [];
  FakeWorker.failToStart = false;
  (globalThis as { Worker?: unknown }).Worker = FakeWorker;
  try {
    await run();
  } finally {
    delete (globalThis as { Worker?: unknown }).Worker;
  }
}

describe("createBackgroundCheck with a Worker", () => {
  const other = documentLoaded({ name: "Other", type: "standard", questions: [] });

  it("sends each document to one named module worker, and answers each request with its own result", () =>
    withWorker(async () => {
      const background = createBackgroundCheck();
      const first = background.check(doc);
      const second = background.check(other);
      const [worker] = FakeWorker.made;
      expect(FakeWorker.made).toHaveLength(1);
      expect(worker.options).toEqual({ type: "module", name: "scheduled-check" });
      expect(worker.url.pathname).toMatch(/issues\.worker\.ts$/);
      expect(received(worker)).toEqual([
        { id: 1, kind: "check", doc },
        { id: 2, kind: "check", doc: other },
      ]);
      const { all, byKey, referencedBy } = issuesOf(doc);
      worker.onmessage?.({ data: { id: 99, all: [], byKey: {}, referencedBy: {} } });
      worker.onmessage?.({ data: { id: 2, all: [], byKey: {}, referencedBy: {} } });
      worker.onmessage?.({ data: { id: 1, all, byKey, referencedBy } });
      expect(await second).toEqual({ checked: other, all: [], byKey: {}, referencedBy: {} });
      expect(await first).toEqual({ checked: doc, all, byKey, referencedBy });
      // An answer that came already is not given twice.
      worker.onmessage?.({ data: { id: 1, all: [], byKey: {}, referencedBy: {} } });
      background.dispose();
      expect(worker.terminated).toBe(true);
    }));

  it("falls back to this thread for good when the worker fails, answering what it was asked", () =>
    withWorker(async () => {
      for (const failure of ["onerror", "onmessageerror"] as const) {
        FakeWorker.made = [];
        const background = createBackgroundCheck();
        const pending = background.check(doc);
        const [worker] = FakeWorker.made;
        worker[failure]?.();
        expect(await pending).toEqual(issuesOf(doc));
        expect(worker.terminated).toBe(true);
        expect(await background.check(other)).toEqual(issuesOf(other));
        expect(FakeWorker.made).toHaveLength(1);
      }
    }));

  it("checks on this thread when the worker cannot start, and does not try again", () =>
    withWorker(async () => {
      FakeWorker.failToStart = true;
      const background = createBackgroundCheck();
      expect(await background.check(doc)).toEqual(issuesOf(doc));
      FakeWorker.failToStart = false;
      expect(await background.check(doc)).toEqual(issuesOf(doc));
      expect(FakeWorker.made).toHaveLength(0);
    }));

  it("forgets its requests when disposed", () =>
    withWorker(async () => {
      const background = createBackgroundCheck();
      let answered = false;
      void background.check(doc).then(() => (answered = true));
      const [worker] = FakeWorker.made;
      background.dispose();
      worker.onmessage?.({ data: { id: 1, all: [], byKey: {}, referencedBy: {} } });
      await Promise.resolve();
      expect(answered).toBe(false);
      // A new check after dispose starts a new worker, which is sent the whole document.
      void background.check(doc);
      expect(FakeWorker.made).toHaveLength(2);
      expect((FakeWorker.made[1].sent[0] as WorkerRequest).patch.whole).toBe(true);
    }));
});

describe("createBackgroundCheck: answers in flight when the worker fails", () => {
  it("answers a request the fallback took over with this thread's result, not with a late answer of the worker", () =>
    withWorker(async () => {
      const background = createBackgroundCheck();
      const pending = background.check(doc);
      const [worker] = FakeWorker.made;
      worker.onerror?.();
      worker.onmessage?.({ data: { id: 1, all: [], byKey: {}, referencedBy: {} } });
      expect(await pending).toEqual(issuesOf(doc));
    }));

  it("checks on this thread only what is still unanswered, once, however many failures are reported", () =>
    withWorker(async () => {
      const background = createBackgroundCheck();
      const first = counted(doc);
      const second = counted(doc);
      const answered = background.check(first.doc);
      const unanswered = background.check(second.doc);
      first.sent();
      second.sent();
      const [worker] = FakeWorker.made;
      worker.onmessage?.({ data: { id: 1, all: [], byKey: {}, referencedBy: {} } });
      await answered;
      worker.onerror?.();
      worker.onmessageerror?.();
      expect(await unanswered).toMatchObject({ checked: second.doc, all: issuesOf(doc).all });
      // A check of the answered one would come in its own time (the check's module is imported for it): wait.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(first.checks()).toBe(0);
      expect(second.checks()).toBeGreaterThan(0);
    }));

  it("ignores a failure reported after it was disposed", () =>
    withWorker(async () => {
      const background = createBackgroundCheck();
      const { doc: asked, checks, sent } = counted(doc);
      void background.check(asked);
      sent();
      const [worker] = FakeWorker.made;
      background.dispose();
      expect(() => worker.onerror?.()).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(checks()).toBe(0);
    }));
});

describe("createBackgroundCheck: the logic report in the same worker", () => {
  it("asks the check's worker (no second one) and answers each request with its own report", () =>
    withWorker(async () => {
      const background = createBackgroundCheck();
      const empty = documentLoaded({ name: "Empty", type: "standard", questions: [] });
      const checked = background.check(doc);
      const report = analyseLogic(questionList(doc));
      const first = background.analyse(doc);
      const second = background.analyse(empty);
      expect(FakeWorker.made).toHaveLength(1);
      const [worker] = FakeWorker.made;
      expect(received(worker)).toEqual([
        { id: 1, kind: "check", doc },
        { id: 2, kind: "logic", doc },
        { id: 3, kind: "logic", doc: empty },
      ]);
      // The same document again: none of its questions is copied a second time.
      expect(Object.keys((worker.sent[1] as WorkerRequest).patch.questions)).toEqual([]);
      worker.onmessage?.({ data: { id: 3, error: "The logic could not be checked." } });
      worker.onmessage?.({ data: { id: 2, report } });
      const { all, byKey, referencedBy } = issuesOf(doc);
      worker.onmessage?.({ data: { id: 1, all, byKey, referencedBy } });
      expect(await first).toEqual(report);
      await expect(second).rejects.toBeInstanceOf(LogicReportFailed);
      expect(await checked).toEqual({ checked: doc, all, byKey, referencedBy });
    }));

  it("fails a report in flight when the worker fails, and every later one, without running it here", () =>
    withWorker(async () => {
      const background = createBackgroundCheck();
      const pending = background.analyse(doc);
      FakeWorker.made[0].onerror?.();
      await expect(pending).rejects.toBeInstanceOf(LogicReportFailed);
      await expect(background.analyse(doc)).rejects.toBeInstanceOf(LogicReportFailed);
      expect(FakeWorker.made).toHaveLength(1);
    }));

  it("fails the report where there is no Worker (Node)", async () => {
    await expect(createBackgroundCheck().analyse(doc)).rejects.toBeInstanceOf(LogicReportFailed);
  });
});
