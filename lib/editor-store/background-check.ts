// Runs the editor's scheduled check (issuesOf) in a Web Worker bundled from our own origin, so that no keystroke
// waits for it. Where there is no Worker (tests in Node) or the worker fails, it checks on the calling thread:
// the result is the same, only the thread differs (the check's module is then loaded on demand).
import type { EditorDocument } from "./document";
import type { Issues } from "./issues";

const checkHere = (doc: EditorDocument): Promise<Issues> =>
  import("./issues-check").then(({ issuesOf }) => issuesOf(doc));

export type CheckRequest = { id: number; doc: EditorDocument };
export type CheckResult = { id: number } & Omit<Issues, "checked">;

export type BackgroundCheck = {
  /** The issues of `doc`, computed off the main thread where possible. */
  check(doc: EditorDocument): Promise<Issues>;
  dispose(): void;
};

export function createBackgroundCheck(): BackgroundCheck {
  let worker: Worker | null = null;
  // Where there is no Worker, `new Worker` below throws a ReferenceError, which marks the worker broken.
  let broken = false;
  let next = 0;
  const pending = new Map<number, { doc: EditorDocument; resolve(issues: Issues): void }>();

  const fallBack = () => {
    // The worker could not load or threw: answer what it was asked on this thread, and stop using it.
    broken = true;
    worker?.terminate();
    worker = null;
    for (const [id, { doc, resolve }] of pending) {
      pending.delete(id);
      void checkHere(doc).then(resolve);
    }
  };

  const start = (): Worker | null => {
    if (worker || broken) return worker;
    try {
      // Named, so that npm run bench:editor can tell it from the logic report's worker.
      worker = new Worker(new URL("./issues.worker.ts", import.meta.url), { type: "module", name: "scheduled-check" });
    } catch {
      broken = true;
      return null;
    }
    worker.onmessage = (event: MessageEvent<CheckResult>) => {
      const { id, ...result } = event.data;
      const request = pending.get(id);
      if (!request) return;
      pending.delete(id);
      request.resolve({ checked: request.doc, ...result });
    };
    worker.onerror = fallBack;
    worker.onmessageerror = fallBack;
    return worker;
  };

  return {
    check(doc) {
      const target = start();
      if (!target) return checkHere(doc);
      return new Promise((resolve) => {
        const id = ++next;
        pending.set(id, { doc, resolve });
        target.postMessage({ id, doc } satisfies CheckRequest);
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      pending.clear();
    },
  };
}
