"use client";
// The live preview (issue 12): the form as the capture app on a tablet or phone shows it, evaluated as the
// visitor answers. Mounted only while open; it follows the editor's document through useDeferredValue, so typing
// in the inspector never waits for the preview, even at 1,000 questions.
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { questionList } from "@/lib/builder-store/document";
import { useEditor } from "@/lib/builder-store/provider";
import type { ValueIssue } from "@/lib/questions";
import { logicAnswers } from "./preview-answers";
import { PreviewField } from "./preview-field";
import { PreviewModel } from "./preview-model";
import { PreviewToolbar, type Device, type PreviewMode } from "./preview-toolbar";
import { CheckSummary } from "./check-summary";
import { DEVICE_WIDTHS, fitZoom } from "./device-fit";
import type { SendTestRegistrationAction } from "./test-registration-contract";
import { TestRegistrationPanel, type TestRun } from "./test-registration-panel";
import { WhyPanel } from "./why-panel";

export type PreviewPaneProps = { eventId: number; unsaved: boolean; mode: PreviewMode; onMode(mode: PreviewMode): void; onClose(): void; sendTest: SendTestRegistrationAction };

/** The width of `element`'s content box, followed as the window or the panes are resized. */
function useContentWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function PreviewPane({ eventId, unsaved, mode, onMode, onClose, sendTest }: PreviewPaneProps) {
  const doc = useDeferredValue(useEditor((state) => state.doc));
  const questions = useMemo(() => questionList(doc), [doc]);
  const [model] = useState(() => new PreviewModel(questions));
  useEffect(() => model.setQuestions(questions), [model, questions]);
  const snapshot = useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
  // Beside the editor there is room for a phone; full width starts with the tablet the capture app mostly runs on.
  const [device, setDevice] = useState<Device>(mode === "full" ? "tablet" : "phone");
  const [scroller, room] = useContentWidth();
  const zoom = fitZoom(DEVICE_WIDTHS[device], room);
  const [showHidden, setShowHidden] = useState(false);
  const [why, setWhy] = useState<string | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [run, setRun] = useState<TestRun | null>(null);

  const issuesById = useMemo(() => {
    const map = new Map<string, ValueIssue[]>();
    for (const issue of snapshot.issues ?? []) map.set(issue.questionId, [...(map.get(issue.questionId) ?? []), issue]);
    return map;
  }, [snapshot.issues]);
  const name = useCallback((id: string) => snapshot.questions.find((question) => question.id === id)?.label || id, [snapshot.questions]);
  const toggleWhy = useCallback((id: string) => setWhy((current) => (current === id ? null : id)), []);

  const go = (id: string) => {
    if (snapshot.evaluation.displayed[id] === false) setShowHidden(true);
    setHighlighted(id);
    // After the render that shows it: scroll to the question and put the focus in it.
    requestAnimationFrame(() => {
      const target = document.getElementById(`preview-q-${id}`);
      target?.scrollIntoView({ block: "center" });
      (target?.querySelector<HTMLElement>("input, select, textarea, button") ?? target)?.focus();
    });
  };

  const send = async () => {
    setSending(true);
    const preview = model.check();
    const result = await sendTest({ eventId, values: model.values() });
    setSending(false);
    setRun(result.ok ? { preview, unsaved, server: result.data } : { preview, unsaved, failure: result.error });
  };

  const answers = logicAnswers(snapshot.questions, snapshot.answers);
  const seen = new Set<string>();
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
        onSend={() => void send()}
        onClose={onClose}
      />
      {/* relative: the fields' visually hidden texts are positioned inside this scroller, not against the page. */}
      <div ref={scroller} className="relative min-h-0 flex-1 overflow-auto p-3">
        {zoom < 1 ? <p className="mb-2 text-center text-xs text-slate-600">{`${device === "phone" ? "Phone" : "Tablet"} shown at ${Math.round(zoom * 100)}% to fit: widen the window or use Full width for actual size.`}</p> : null}
        {run ? <TestRegistrationPanel run={run} name={name} onClose={() => setRun(null)} /> : null}
        {snapshot.issues ? <CheckSummary issues={snapshot.issues} name={name} onGo={go} /> : null}
        <form
          aria-label="Form preview"
          noValidate
          onSubmit={(event) => event.preventDefault()}
          className="mx-auto flex flex-col gap-2 rounded-2xl border-8 border-slate-800 bg-white p-3 shadow"
          style={{ width: DEVICE_WIDTHS[device], zoom: zoom < 1 ? zoom : undefined }}
        >
          {snapshot.questions.length === 0 ? <p className="text-sm text-slate-700">This form has no questions yet. Add one from the palette.</p> : null}
          {snapshot.questions.map((question, index) => {
            // An id used twice (the editor flags it) must not confuse React: the later ones are keyed by position.
            const key = seen.has(question.id) ? `${question.id}#${index}` : question.id;
            seen.add(question.id);
            const displayed = snapshot.evaluation.displayed[question.id] !== false;
            if (!displayed && !showHidden) return null;
            return (
              <div key={key}>
                <PreviewField
                  question={question}
                  value={snapshot.answers[question.id]}
                  displayed={displayed}
                  required={snapshot.evaluation.required[question.id] === true}
                  issues={issuesById.get(question.id)}
                  whyOpen={why === question.id}
                  highlighted={highlighted === question.id}
                  onAnswer={model.setAnswer}
                  onWhy={toggleWhy}
                />
                {why === question.id ? <WhyPanel question={question} questions={snapshot.questions} answers={answers} onGo={go} onClose={() => setWhy(null)} /> : null}
              </div>
            );
          })}
        </form>
      </div>
    </div>
  );
}
