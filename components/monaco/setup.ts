// The one place the app wires Monaco: the editor's ESM build bundled from our own origin (never a CDN), with its
// workers started from bundled files. Imported only by monaco-editor.tsx, which is itself loaded on demand, so no
// route pays for Monaco until an editor opens (stack-recipe.md, "Monaco from our own origin").
import { loader } from "@monaco-editor/react";
import * as monaco from "monaco-editor";

type WorkerFactory = { getWorker(workerId: string, label: string): Worker };

// Once getWorker exists Monaco uses it for every language, so each language in use needs its worker here.
(self as unknown as { MonacoEnvironment: WorkerFactory }).MonacoEnvironment = {
  getWorker(_workerId, label) {
    if (label === "json")
      return new Worker(new URL("monaco-editor/language/json/json.worker.js", import.meta.url), { type: "module" });
    return new Worker(new URL("monaco-editor/editor/editor.worker.js", import.meta.url), { type: "module" });
  },
};

loader.config({ monaco });

/** Monaco's light theme with line numbers dark enough for WCAG AA contrast (its own grey fails axe). */
export const STUDIO_THEME = "capture-studio-light";
monaco.editor.defineTheme(STUDIO_THEME, {
  base: "vs",
  inherit: true,
  rules: [],
  colors: {
    "editorLineNumber.foreground": "#4b5563",
    "editorLineNumber.dimmedForeground": "#4b5563",
    "editorLineNumber.activeForeground": "#111827",
  },
});

export { monaco };
export type Monaco = typeof monaco;
