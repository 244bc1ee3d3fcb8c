"use client";
// The JSON view (docs/studio.md "Open the definition as JSON"): the whole event as text in Monaco, kept in step with
// the visual editor. Text that reads
// as an event flows to the store at once (one undo step per typing pause); text that does not parse stays as typed
// while the form keeps its last valid state, and the bar above the editor says what is wrong.
import dynamic from "next/dynamic";
import { useCallback, useEffect, useRef, useState } from "react";
import type { editor } from "monaco-editor";
import type { Monaco } from "@/components/monaco/setup";
import { questionList, type EditorDocument } from "@/lib/editor-store/document";
import { useEditorActions, useEditorStore } from "@/lib/editor-store/provider";
import { eventText, readEventText } from "./event-text";
import { ExportButtons } from "./export-buttons";
import { ImportDialog } from "./import-dialog";
import { configureJson, MODEL_URI, registerQuickFixes, setProblemMarkers } from "./json-language";
import { jsonProblems } from "./json-problems";
import { buttonVariants } from "@/components/ui/button";

const MonacoEditor = dynamic(() => import("@/components/monaco/monaco-editor").then((module) => module.MonacoEditor), {
  ssr: false,
  loading: () => <p className="p-4 text-sm text-slate-600">Loading the code editor…</p>,
});

/** A typing pause this long ends an edit burst: the text is checked and, if it reads, becomes one undo step. */
export const SYNC_DELAY_MS = 300;

const sameEvent = (doc: EditorDocument, data: unknown) =>
  JSON.stringify({ name: doc.name, type: doc.type, questions: questionList(doc) }) === JSON.stringify(data);
const toolButton = buttonVariants({ variant: "tool", size: "tight", className: "hover:bg-slate-50" });

export type JsonViewProps = {
  /** Tells the frame whether the text currently fails to read (the message), so the visual tab can say so. */
  onTextProblem(message: string | null): void;
  /** An import replaced the form: its next save is recorded as an import (docs/studio.md "History"). */
  onImported?(): void;
};

export default function JsonView({ onTextProblem, onImported }: JsonViewProps) {
  const store = useEditorStore();
  const actions = useEditorActions();
  const editorRef = useRef<{ editor: editor.IStandaloneCodeEditor; monaco: Monaco } | null>(null);
  const applying = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<string | null>(null);
  const [initialText] = useState(() => eventText(store.getState().doc));
  const [textProblem, setTextProblem] = useState<string | null>(null);
  const [counts, setCounts] = useState({ errors: 0, others: 0 });
  const [importing, setImporting] = useState(false);

  const check = useCallback(
    (text: string) => {
      const reading = readEventText(text);
      const message = reading.ok ? null : reading.message;
      setTextProblem(message);
      onTextProblem(message);
      const problems = reading.data === undefined ? [] : jsonProblems(text, reading.data);
      setCounts({
        errors: problems.filter((problem) => problem.severity === "error").length,
        others: problems.filter((problem) => problem.severity !== "error").length,
      });
      const current = editorRef.current;
      const model = current?.editor.getModel();
      if (current && model) setProblemMarkers(current.monaco, model, problems);
      if (reading.ok && !sameEvent(store.getState().doc, reading.data)) {
        applying.current = true;
        actions.replaceDocument(reading.input);
        applying.current = false;
      }
    },
    [actions, store, onTextProblem],
  );

  // Changes made elsewhere (top bar, undo, import) rewrite the text, unless the text does not parse: then it is kept.
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        const model = editorRef.current?.editor.getModel();
        if (applying.current || state.doc === previous.doc || !model) return;
        if (!readEventText(model.getValue()).ok) return;
        const text = eventText(state.doc);
        if (text !== model.getValue())
          model.pushEditOperations([], [{ range: model.getFullModelRange(), text }], () => null);
      }),
    [store],
  );

  const quickFixes = useRef<{ dispose(): void } | null>(null);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      quickFixes.current?.dispose();
    },
    [],
  );

  const problemsText = `${counts.errors} ${counts.errors === 1 ? "problem" : "problems"}`;
  const notesText = counts.others ? `, ${counts.others} ${counts.others === 1 ? "note" : "notes"}` : "";

  const run = (action: string) => {
    const instance = editorRef.current?.editor;
    instance?.focus();
    void instance?.getAction(action)?.run();
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="json-view">
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-3 py-2">
        <button type="button" className={toolButton} onClick={() => run("editor.action.formatDocument")}>
          Format document
        </button>
        <button type="button" className={toolButton} onClick={() => run("editor.action.startFindReplaceAction")}>
          Find and replace
        </button>
        <ExportButtons className={toolButton} />
        <button type="button" className={toolButton} onClick={() => setImporting(true)}>
          Import…
        </button>
        <p
          role="status"
          className={`ml-auto text-sm ${textProblem ? "font-medium text-red-700" : "text-slate-700"}`}
          data-testid="json-status"
        >
          {textProblem
            ? `${textProblem} The form keeps its last valid state until the text reads again.`
            : counts.errors + counts.others === 0
              ? "No problems."
              : `${problemsText}${notesText}: see the marks in the text (F8 goes to the next).`}
        </p>
      </div>
      {importing ? <ImportDialog onClose={() => setImporting(false)} onImported={onImported} /> : null}
      <div className="min-h-0 flex-1" data-testid="json-editor">
        <MonacoEditor
          path={MODEL_URI}
          language="json"
          defaultValue={initialText}
          ariaLabel="Event definition as JSON"
          onBeforeMount={configureJson}
          onReady={(instance, monaco) => {
            quickFixes.current = registerQuickFixes(monaco);
            editorRef.current = { editor: instance, monaco };
            check(instance.getValue());
          }}
          onChange={(text) => {
            clearTimeout(timer.current);
            // A valid text still waiting for its check is the last valid state: when the next edit breaks the JSON,
            // apply it now rather than let the broken text cancel it.
            if (pending.current !== null && !readEventText(text).ok) check(pending.current);
            pending.current = text;
            timer.current = setTimeout(() => {
              pending.current = null;
              check(text);
            }, SYNC_DELAY_MS);
          }}
        />
      </div>
    </div>
  );
}
