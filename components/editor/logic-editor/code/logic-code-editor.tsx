"use client";
// Code mode of the logic editor (docs/studio.md "Write it in code"): one `displayed` or `required` expression as JSON
// in Monaco,
// with completion of question ids, operators and option values, hover on operators and ids, and the API's own
// messages as markers while one types. Monaco is loaded on demand; until it arrives a plain text area holds the
// same text, so nothing waits for it.
//
// Props:
//   id          DOM id; the hint and the problem list hang off it (`${id}-hint`, `${id}-problems`).
//   property    "displayed" | "required": which attribute the text is (markers judge it as that attribute).
//   questionId  the id of the question being edited (markers place it in the form to find circles).
//   value       the text to show; a change from outside (undo) replaces the text. A text this editor sent itself
//               (even from a few keys ago) and the same condition laid out otherwise are left alone.
//   onChange    every edit's full text, valid or not (the caller decides what to store).
//   getQuestions  the form as it stands; read on each edit, completion and hover, never during render.
//   ariaLabel   the accessible name of the text area.
//   reveal      scroll the editor into view when it appears and again when Monaco is ready (taller than the text
//               area): opened by the person at the bottom of a long panel, it must not sit below the fold.
// Several editors may be mounted at once: each has its own model URI, disposed on unmount.
import dynamic from "next/dynamic";
import { useEffect, useId, useRef, useState } from "react";
import type { editor, IDisposable } from "monaco-editor";
import type { Monaco } from "@/components/monaco/setup";
import { inputClasses } from "@/components/ui/input";
import type { Question } from "@/lib/questions";
import type { Marker } from "../model/code-markers";
import { focusNextAfter } from "./focus-next";
import { LOGIC_LANGUAGE, registerLogicLanguage } from "./logic-language-id";
import { positionAt } from "./monaco-adapter";

// The markers' and providers' code (jsonc-parser, the operator docs) loads with the editor, not with the route.
const loadMarkers = () => import("../model/code-markers");
const loadLanguage = () => import("./logic-language");

const MonacoEditor = dynamic(() => import("@/components/monaco/monaco-editor").then((module) => module.MonacoEditor), {
  ssr: false,
  loading: () => null,
});

/** A typing pause this long refreshes the markers (validation of the whole form runs behind them). */
export const MARKER_DELAY_MS = 150;
/** How many sent texts may await their echo: far more keys than a render ever trails behind. */
const MAX_UNECHOED = 64;

export type LogicCodeEditorProps = {
  id: string;
  property: "displayed" | "required";
  questionId: string;
  value: string;
  onChange(text: string): void;
  getQuestions(): readonly Question[];
  ariaLabel: string;
  reveal?: boolean;
};

// Monaco's context keys for its own pop-ups, where Esc must keep closing the pop-up instead of leaving.
const NO_POPUP =
  "!suggestWidgetVisible && !findWidgetVisible && !parameterHintsVisible " +
  "&& !markersNavigationVisible && !renameInputVisible";

/** Whether two texts are the same JSON value (false when either does not parse). */
function sameCondition(a: string, b: string): boolean {
  try {
    return JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(b));
  } catch {
    return false;
  }
}

export function LogicCodeEditor(props: LogicCodeEditorProps) {
  const { id, property, value, onChange, ariaLabel } = props;
  const path = `inmemory://capture-studio/logic/${useId().replace(/[^\w-]/g, "")}-${property}.logic`;
  const [text, setText] = useState(value);
  const textRef = useRef(value);
  const [found, setFound] = useState<Marker[]>([]);
  const [ready, setReady] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const fallback = useRef<HTMLTextAreaElement>(null);
  const monacoRef = useRef<{
    editor: editor.IStandaloneCodeEditor;
    monaco: Monaco;
    language: Awaited<ReturnType<typeof loadLanguage>>;
    attached: IDisposable;
  } | null>(null);
  const unmounted = useRef(false);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  // Texts sent to onChange whose echo (the same text back as `value`) has not rendered yet. The caller's state
  // trails the keys, so a render may bring back a text from a few keys ago: that is an echo, never a change.
  const sent = useRef<string[]>([]);
  const edited = (next: string) => {
    textRef.current = next;
    sent.current.push(next);
    if (sent.current.length > MAX_UNECHOED) sent.current.shift();
    setText(next);
    onChange(next);
  };

  useEffect(() => {
    if (latest.current.reveal) container.current?.scrollIntoView({ block: "nearest" });
  }, [ready]);

  // Markers follow the text after a short pause, on the text area and on Monaco's model alike.
  useEffect(() => {
    let stale = false;
    const timer = setTimeout(() => {
      void loadMarkers().then(({ markers }) => {
        if (stale) return;
        const { getQuestions, questionId, property: attribute } = latest.current;
        const next = text.trim() === "" ? [] : markers(text, getQuestions(), questionId, attribute);
        setFound(next);
        const current = monacoRef.current;
        const model = current?.editor.getModel();
        if (current && model) current.language.setLogicMarkers(current.monaco, model, next);
      });
    }, MARKER_DELAY_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [text, ready]);

  // A change from outside (undo, another mode) replaces the text; Monaco's undo stack keeps the step.
  useEffect(() => {
    if (value === textRef.current) {
      sent.current = [];
      return;
    }
    // Echoes arrive in order: one of them means the texts sent before it will not come back.
    const echo = sent.current.indexOf(value);
    if (echo >= 0) {
      sent.current = sent.current.slice(echo + 1);
      return;
    }
    // The same condition laid out otherwise (the stored value pretty-printed) is no change: replacing the text
    // would move the caret of someone typing.
    if (sameCondition(value, textRef.current)) return;
    sent.current = [];
    textRef.current = value;
    setText(value);
    const model = monacoRef.current?.editor.getModel();
    if (model && model.getValue() !== value)
      model.pushEditOperations([], [{ range: model.getFullModelRange(), text: value }], () => null);
  }, [value]);

  useEffect(
    () => () => {
      unmounted.current = true;
      monacoRef.current?.attached.dispose();
      monacoRef.current?.editor.getModel()?.dispose();
    },
    [],
  );

  const onReady = async (instance: editor.IStandaloneCodeEditor, monaco: Monaco) => {
    const language = await loadLanguage();
    const model = instance.getModel();
    if (!model || unmounted.current) return;
    // Typed into the text area while Monaco loaded: carry the text, and the caret if the person is typing.
    if (model.getValue() !== textRef.current) model.setValue(textRef.current);
    const attached = language.attachLogicModel(monaco, model, { getQuestions: () => latest.current.getQuestions() });
    monacoRef.current = { editor: instance, monaco, language, attached };
    instance.updateOptions({
      lineNumbers: "off",
      glyphMargin: false,
      folding: false,
      lineDecorationsWidth: 6,
      renderLineHighlight: "none",
      quickSuggestions: { other: true, strings: true, comments: false },
      suggestOnTriggerCharacters: true,
      scrollbar: { alwaysConsumeMouseWheel: false },
    });
    instance.addCommand(
      monaco.KeyCode.Escape,
      () => void (container.current && focusNextAfter(container.current)),
      NO_POPUP,
    );
    if (fallback.current && document.activeElement === fallback.current) {
      const caret = positionAt(textRef.current, fallback.current.selectionStart);
      setReady(true);
      requestAnimationFrame(() => {
        instance.focus();
        instance.setPosition(caret);
      });
    } else setReady(true);
  };

  const invalid = found.length > 0;
  return (
    <div className="space-y-1">
      <div ref={container} data-testid="logic-code-editor" data-ready={ready ? "true" : "false"}>
        {ready ? null : (
          <textarea
            ref={fallback}
            id={`${id}-text`}
            aria-label={ariaLabel}
            aria-invalid={invalid}
            aria-describedby={`${id}-hint${invalid ? ` ${id}-problems` : ""}`}
            className={`${inputClasses} min-h-24 font-mono text-xs`}
            value={text}
            rows={Math.min(12, Math.max(4, text.split("\n").length))}
            spellCheck={false}
            onChange={(event) => edited(event.target.value)}
          />
        )}
        <div
          className={ready ? "h-40 overflow-hidden rounded border border-slate-300" : "h-0 overflow-hidden"}
          aria-hidden={ready ? undefined : true}
        >
          <MonacoEditor
            path={path}
            language={LOGIC_LANGUAGE}
            onBeforeMount={registerLogicLanguage}
            defaultValue={text}
            ariaLabel={ariaLabel}
            onChange={(next) => next !== textRef.current && edited(next)}
            onReady={(instance, monaco) => void onReady(instance, monaco)}
          />
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {ready
          ? "Ctrl+Space suggests ids, operators and values. Esc leaves the editor " +
            "(Ctrl+M makes Tab move focus instead of indenting)."
          : "The code editor is loading; you can type here meanwhile."}
      </p>
      <div aria-live="polite">
        {text.trim() === "" ? (
          <p className="text-xs text-slate-600">Write a condition as JSON, such as {'{"country": "uk"}'}.</p>
        ) : null}
        {invalid ? (
          <ul id={`${id}-problems`} className="space-y-0.5 text-xs text-red-700" data-testid="logic-code-problems">
            {found.map((marker, index) => (
              <li key={`${marker.rule}-${marker.start}-${index}`}>{marker.message}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
