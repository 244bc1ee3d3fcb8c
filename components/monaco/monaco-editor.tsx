"use client";
// A generic Monaco editor for the studio (the JSON view now, the logic editor's code mode later). Load it with
// next/dynamic and `ssr: false`: importing this module pulls in Monaco itself.
import Editor, { type OnMount } from "@monaco-editor/react";
import type { editor } from "monaco-editor";
import { monaco, STUDIO_THEME, type Monaco } from "./setup";

export type MonacoEditorProps = {
  /** The model's URI, e.g. "inmemory://capture/event.json": language services match schemas to it. */
  path: string;
  language: string;
  defaultValue: string;
  /** An accessible name for the text area screen readers land in. */
  ariaLabel: string;
  onChange?: (value: string) => void;
  /** Called with the Monaco namespace before the editor and its model exist: configure language defaults here, since
   *  changing them afterwards restarts the language's worker. */
  onBeforeMount?: (monaco: Monaco) => void;
  /** Called once with the editor and the Monaco namespace, before the first change. */
  onReady?: (editor: editor.IStandaloneCodeEditor, monaco: Monaco) => void;
};

export function MonacoEditor({
  path,
  language,
  defaultValue,
  ariaLabel,
  onChange,
  onBeforeMount,
  onReady,
}: MonacoEditorProps) {
  const mount: OnMount = (instance) => onReady?.(instance, monaco);
  return (
    <Editor
      path={path}
      language={language}
      theme={STUDIO_THEME}
      defaultValue={defaultValue}
      beforeMount={() => onBeforeMount?.(monaco)}
      onMount={mount}
      onChange={(value) => onChange?.(value ?? "")}
      loading={<p className="p-4 text-sm text-slate-600">Loading the code editor…</p>}
      options={{
        ariaLabel,
        automaticLayout: true,
        minimap: { enabled: false },
        fixedOverflowWidgets: true,
        scrollBeyondLastLine: false,
        tabSize: 2,
        wordWrap: "on",
        lightbulb: { enabled: "on" as editor.ShowLightbulbIconMode },
      }}
    />
  );
}
