// The Provider and its hooks, rendered on the server (react-dom/server in Node: useContext and useSyncExternalStore
// work there, so no DOM is needed). The scheduled check the Provider starts in an effect is tested on its own in
// scheduled-check.test.ts; effects do not run on the server, so the mutant that drops the effect survives here (the
// editor's browser tests see its work: the problems found while typing).
import { createElement, type ComponentProps, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Question } from "@/lib/questions";
import type { EditorStore } from "./create-store";
import { EditorStoreProvider, useEditor, useEditorActions, useEditorStore, useHistory } from "./provider";

const initial = {
  name: "Fair",
  type: "standard" as const,
  questions: [{ id: "company", type: "text", label: "Company" } as Question],
};
// The children go as createElement's third argument, which replaces the props' (required by their type).
const props: ComponentProps<typeof EditorStoreProvider> = { initial, children: null };
const inProvider = (child: ReactNode) => renderToString(createElement(EditorStoreProvider, props, child));

describe("useEditorStore and the hooks built on it", () => {
  it("refuses to be used outside <EditorStoreProvider>, with a message naming it", () => {
    for (const hook of [
      () => useEditorStore(),
      () => useEditor((state) => state.doc),
      () => useEditorActions(),
      () => useHistory((state) => state.pastStates),
    ]) {
      function Outside() {
        hook();
        return null;
      }
      expect(() => renderToString(createElement(Outside))).toThrow(
        new Error("useEditor must be used inside <EditorStoreProvider>."),
      );
    }
  });

  it("reads the store the Provider made from its initial document: slices, actions and the history", () => {
    let store: EditorStore | undefined;
    let actions: unknown;
    function Inside() {
      store = useEditorStore();
      actions = useEditorActions();
      const name = useEditor((state) => state.doc.name);
      const label = useEditor((state) => state.doc.questions.get("q0")!.label);
      const steps = useHistory((state) => `${state.pastStates.length}/${state.futureStates.length}`);
      return createElement("p", null, `${name}: ${label} (${steps})`);
    }
    expect(inProvider(createElement(Inside))).toBe("<p>Fair: Company (0/0)</p>");
    expect(store?.getState().doc.order).toEqual(["q0"]);
    expect(actions).toBe(store?.getState().actions);
  });

  it("gives each Provider its own store", () => {
    const stores: EditorStore[] = [];
    function Inside() {
      stores.push(useEditorStore());
      return null;
    }
    inProvider(createElement(Inside));
    inProvider(createElement(Inside));
    expect(stores).toHaveLength(2);
    expect(stores[0]).not.toBe(stores[1]);
  });
});
