"use client";
// The live preview (docs/studio.md "Check it in the preview"): the form as the capture app on a tablet or phone shows
// it, evaluated as the
// visitor answers. Mounted only while open; it follows the editor's document through useDeferredValue, so typing
// in the inspector never waits for the preview, even at 1,000 questions; its list is virtualised (preview-list.tsx).
import { useCallback, useDeferredValue, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { questionList } from "@/lib/editor-store/document";
import { useEditor } from "@/lib/editor-store/provider";
import type { ValueIssue } from "@/lib/questions/validate-values";
import { logicAnswers } from "@/components/form/form-answers";
import { PreviewList } from "./preview-list";
import { FormModel } from "@/components/form/form-model";
// The preview checks answers as the server does, patterns of the form's own on RE2 (loaded with the preview).
import "@/lib/logic/safe-regex";
import { PreviewToolbar, type Device, type PreviewMode } from "./preview-toolbar";
import { CheckSummary } from "./check-summary";
import { issueWords } from "./issue-words";
import type { FormValues } from "@/components/form/form-answers";
import type { SendTestRegistrationAction, ServerIssue } from "./test-registration-contract";
import { TestRegistrationPanel, type TestRun } from "./test-registration-panel";
import { PreviewScenarios } from "@/components/scenarios/preview-scenarios";

export type PreviewPaneProps = {
  eventId: number;
  unsaved: boolean;
  mode: PreviewMode;
  onMode(mode: PreviewMode): void;
  onClose?(): void;
  sendTest?: SendTestRegistrationAction;
};

/** CSS pixels: a common phone and a tablet in portrait, the capture app's two layouts. */
const WIDTHS: Record<Device, number> = { phone: 384, tablet: 768 };

/** The width of `element`'s content box (0 until measured), followed as the window or the panes are resized. */
function useContentWidth(element: HTMLElement | null) {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

export function PreviewPane({ eventId, unsaved, mode, onMode, onClose, sendTest }: PreviewPaneProps) {
  const doc = useDeferredValue(useEditor((state) => state.doc));
  const questions = useMemo(() => questionList(doc), [doc]);
  const [model] = useState(() => new FormModel(questions));
  useEffect(() => model.setQuestions(questions), [model, questions]);
  const snapshot = useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
  // Beside the editor there is room for a phone; full width starts with the tablet the capture app mostly runs on.
  const [device, setDevice] = useState<Device>(mode === "full" ? "tablet" : "phone");
  const [showHidden, setShowHidden] = useState(false);
  const [why, setWhy] = useState<string | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  // State, not refs: the list needs both elements when it first renders (a ref of an ancestor is set only after
  // the list's own layout effects have run).
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const room = useContentWidth(scroller);
  // A device wider than the pane is narrowed to it (and says so) rather than cut off.
  const narrowed = room > 0 && room < WIDTHS[device];
  const [sending, setSending] = useState(false);
  const [run, setRun] = useState<TestRun | null>(null);

  const name = useCallback(
    (id: string) => snapshot.questions.find((question) => question.id === id)?.label || id,
    [snapshot.questions],
  );
  const byId = useMemo(
    () => new Map(snapshot.questions.map((question) => [question.id, question])),
    [snapshot.questions],
  );
  // After "<name>: " a message is said of the answer: "E-mail: 'not-an-email' is not a valid e-mail address."
  const testWords = useCallback(
    (issue: ServerIssue, values: FormValues) =>
      issueWords(issue, byId.get(issue.questionId), values[issue.questionId]?.value),
    [byId],
  );
  const checkWords = useCallback(
    (issue: ValueIssue) => issueWords(issue, byId.get(issue.questionId), snapshot.answers[issue.questionId]),
    [byId, snapshot.answers],
  );
  const toggleWhy = useCallback((id: string) => setWhy((current) => (current === id ? null : id)), []);

  const go = (id: string) => {
    if (snapshot.evaluation.displayed[id] === false) setShowHidden(true);
    setHighlighted(id);
    // The list scrolls to the question once it is rendered, and puts the focus in it.
    setTarget(id);
  };
  const reached = useCallback(() => setTarget(null), []);
  const closeWhy = useCallback(() => setWhy(null), []);

  const send = async () => {
    if (!sendTest) return;
    setSending(true);
    const preview = model.check();
    const values = model.values();
    const result = await sendTest({ eventId, values });
    setSending(false);
    setRun(
      result.ok
        ? { preview, unsaved, values, server: result.data }
        : { preview, unsaved, values, failure: result.error },
    );
  };

  const answers = useMemo(
    () => logicAnswers(snapshot.questions, snapshot.answers),
    [snapshot.questions, snapshot.answers],
  );
  return (
    <div className="flex min-h-0 flex-1 flex-col bg-slate-100" data-testid="preview">
      <PreviewToolbar
        device={device}
        onDevice={setDevice}
        showHidden={showHidden}
        onShowHidden={setShowHidden}
        mode={mode}
        onMode={onMode}
        sending={sending}
        canSend={eventId > 0}
        onReset={() => {
          model.reset();
          setRun(null);
        }}
        onCheck={() => model.check()}
        onSend={sendTest ? () => void send() : undefined}
        onClose={onClose}
      />
      {/* relative: the fields' visually hidden texts are positioned inside this scroller, not against the page. */}
      <div ref={setScroller} className="relative min-h-0 flex-1 overflow-auto p-3">
        {narrowed ? (
          <p className="mb-2 text-center text-xs text-slate-600">
            {`${device === "phone" ? "Phone" : "Tablet"} narrowed to fit this ` +
              `pane: widen the window or use Full width to see it at actual ` +
              `size.`}
          </p>
        ) : null}
        {run ? <TestRegistrationPanel run={run} name={name} words={testWords} onClose={() => setRun(null)} /> : null}
        {snapshot.issues ? <CheckSummary issues={snapshot.issues} name={name} words={checkWords} onGo={go} /> : null}
        {/* Save as scenario, and a scenario's replay (docs/studio.md "Scenarios"). */}
        <PreviewScenarios
          model={model}
          onShow={(id, explain) => {
            go(id);
            if (explain) setWhy(id);
          }}
        />
        <form
          ref={setForm}
          aria-label="Form preview"
          noValidate
          onSubmit={(event) => event.preventDefault()}
          className="mx-auto flex flex-col gap-2 rounded-2xl border-8 border-slate-800 bg-white p-3 shadow"
          style={{ width: WIDTHS[device], maxWidth: "100%" }}
        >
          {snapshot.questions.length === 0 ? (
            <p className="text-sm text-slate-700">This form has no questions yet. Add one from the palette.</p>
          ) : null}
          {scroller && form ? (
            <PreviewList
              snapshot={snapshot}
              answers={answers}
              showHidden={showHidden}
              // Phone or tablet, the preview shows what the capture app shows there: its touch-sized targets.
              size="touch"
              why={why}
              highlighted={highlighted}
              target={target}
              onReached={reached}
              scroller={scroller}
              form={form}
              onAnswer={model.setAnswer}
              onLeave={model.leave}
              onWhy={toggleWhy}
              onGo={go}
              onCloseWhy={closeWhy}
            />
          ) : null}
        </form>
      </div>
    </div>
  );
}
