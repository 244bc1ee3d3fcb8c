"use client";
// (c) The form on the tablet: the event's questions on the shared form renderer (components/form: the preview's
// model and fields over lib/logic), one lead at a time. Submit checks the answers as the API will
// (validateValues), then hands the values on; the caller writes the lead to the device before the screen answers.
import { memo, useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { createPortal } from "react-dom";
import { FormFields, questionFormId } from "@/components/form/form-fields";
import { FormModel } from "@/components/form/form-model";
import { hasRegexCompiler } from "@/lib/logic/regex-engine";
import { loadRegexCompiler, needsRegexCompiler } from "@/lib/logic/load-regex-compiler";
import type { Question } from "@/lib/questions";
import { browserDraftStorage, clearLeadDraft, readLeadDraft, writeLeadDraft } from "@/lib/capture/lead-draft";
import { afterQuiet } from "@/lib/timing/after-quiet";
import type { LeadValues } from "@/lib/capture/queue";
import { touchButton } from "./touch";

export type CaptureFormProps = {
  questions: readonly Question[];
  /** Answers to start from (editing a lead); a new lead starts from the form's initial values. */
  initialValues?: LeadValues;
  submitLabel: string;
  onSubmit(values: LeadValues): Promise<void>;
  /** The first answer of a new lead. */
  onStarted?(): void;
  onCleared?(): void;
  secondary?: React.ReactNode;
  /** Prefixes the fields' ids: unique in the page (the new lead's form, a lead being edited). */
  idPrefix?: string;
  /** Off in kiosk mode: a visitor never sees the browser's suggestions from the previous visitor. */
  autoFill?: boolean;
  /** Controls above the questions that fill answers into this lead's model (the badge scan). */
  tools?(model: FormModel): React.ReactNode;
  /** Where `tools` are drawn when not above the questions (the form screen's toolbar, beside Kiosk mode). */
  toolsSlot?: HTMLElement | null;
  /**
   * Where the new lead's answers are kept while it is typed (lead-draft.ts, localStorage): a reload or a closed tab
   * brings them back, until the lead is saved or cleared. None: nothing is kept (a lead being edited is kept whole
   * in the device's queue already).
   */
  draftKey?: string;
  /** The question whose answer takes the focus when the form opens (the e-mail, to correct it). */
  focusQuestion?: string;
};

/**
 * The form, once the patterns it carries can run: RE2 is loaded (from the service worker's cache when offline) before
 * a form with a pattern of its own opens; the built-in patterns need none (docs/architecture.md "Capture mode").
 */
export const CaptureForm = memo(function CaptureForm(props: CaptureFormProps) {
  const needed = useMemo(() => needsRegexCompiler(props.questions), [props.questions]);
  const [loaded, setLoaded] = useState(hasRegexCompiler);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    loadRegexCompiler().then(
      () => live && setLoaded(true),
      (error: unknown) =>
        live && setFailed(`The form could not open: ${error instanceof Error ? error.message : String(error)}.`),
    );
    return () => {
      live = false;
    };
  }, [needed, loaded]);
  if (!needed || loaded) return <CaptureFormReady {...props} />;
  return (
    <p role={failed ? "alert" : "status"} className={failed ? "text-red-700" : "text-slate-600"}>
      {failed ? `${failed} Reload the page to try again.` : "Opening the form…"}
    </p>
  );
});

/** The answers the visitor gave (what a draft keeps and Clear can undo), by question id. */
function answeredIn(model: FormModel): Record<string, unknown> {
  const { answers, touched } = model.getSnapshot();
  return Object.fromEntries(Object.keys(touched).map((id) => [id, answers[id]]));
}

/** How long Undo stays after Clear. */
const UNDO_CLEAR_MS = 20_000;

/** The lead's draft is written once the typing has paused this long. */
const DRAFT_PAUSE_MS = 500;

/** A tap on Save this soon after a lead was saved, with nothing answered since, is the second tap of a double tap. */
const DOUBLE_TAP_MS = 800;

function CaptureFormReady({
  questions,
  initialValues,
  submitLabel,
  onSubmit,
  onStarted,
  onCleared,
  secondary,
  idPrefix = "capture",
  autoFill,
  tools,
  toolsSlot,
  draftKey,
  focusQuestion,
}: CaptureFormProps) {
  // Where the draft is kept: one lookup for the form's life (none without a key, or where the browser refuses).
  const drafts = useMemo(() => (draftKey ? { key: draftKey, storage: browserDraftStorage() } : null), [draftKey]);
  const { model, fromDraft } = useMemo(() => {
    const made = new FormModel(questions);
    for (const [id, entry] of Object.entries(initialValues ?? {})) made.setAnswer(id, entry.value);
    const ids = new Set(questions.map((each) => each.id));
    const kept = drafts?.storage ? readLeadDraft(drafts.storage, drafts.key, ids) : null;
    for (const [id, value] of Object.entries(kept ?? {})) made.setAnswer(id, value);
    return { model: made, fromDraft: kept !== null };
  }, [questions, initialValues, drafts]);
  // What Clear took away, for its Undo: only while the form holds nothing new (the next visitor's answers are theirs).
  const [cleared, setCleared] = useState<{ model: FormModel; answers: Record<string, unknown> } | null>(null);
  const undoable = cleared?.model === model ? cleared : null;
  useEffect(() => {
    if (!cleared) return;
    const timer = window.setTimeout(() => setCleared(null), UNDO_CLEAR_MS);
    const unsubscribe = model.subscribe(() => {
      if (Object.keys(model.getSnapshot().touched).length) setCleared(null);
    });
    return () => {
      window.clearTimeout(timer);
      unsubscribe();
    };
  }, [cleared, model]);
  // The model whose draft was saved or cleared since: the notice that its answers came back is over.
  const [draftDone, setDraftDone] = useState<FormModel | null>(null);
  const restored = fromDraft && draftDone !== model;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The model the current lead's first answer went into (a new model is a new lead).
  const startedIn = useRef<FormModel | null>(null);
  const leadForm = useRef<HTMLFormElement>(null);
  // When the last lead was saved (performance.now()): the second tap of a double tap on Save lands on the blank form.
  const savedAt = useRef(-Infinity);

  // The first answer of a lead tells the app a lead is in progress (a newer form then waits for it); so does a lead
  // brought back from its draft.
  useEffect(() => {
    const started = () => {
      if (startedIn.current === model || Object.keys(model.getSnapshot().touched).length === 0) return;
      startedIn.current = model;
      onStarted?.();
    };
    started();
    return model.subscribe(started);
  }, [model, onStarted]);

  useEffect(() => {
    if (!focusQuestion) return;
    const input = document.getElementById(`${idPrefix}-input-${focusQuestion}`);
    input?.focus({ preventScroll: true });
    input?.scrollIntoView({ block: "center" });
  }, [focusQuestion, idPrefix]);

  // The draft: written after a pause in the typing (never in a keystroke's task) and when the page goes.
  useEffect(() => {
    const storage = drafts?.storage;
    if (!drafts || !storage) return;
    let pending = false;
    const write = () => {
      pending = false;
      waiting.cancel();
      writeLeadDraft(storage, drafts.key, answeredIn(model));
    };
    // One timer through a burst of keys, not one cleared and set at each (after-quiet.ts).
    const waiting = afterQuiet(write, DRAFT_PAUSE_MS);
    const unsubscribe = model.subscribe(() => {
      pending = true;
      waiting.poke();
    });
    const flush = () => pending && write();
    window.addEventListener("pagehide", flush);
    return () => {
      flush();
      unsubscribe();
      window.removeEventListener("pagehide", flush);
    };
  }, [model, drafts]);
  const forgetDraft = () => {
    setDraftDone(model);
    if (drafts?.storage) clearLeadDraft(drafts.storage, drafts.key);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A double tap on Save: its second tap, on the next lead's form before anything was answered, is not a submit of
    // that blank form (it would show every required question as missing, and staff would type the lead again).
    const blank = Object.keys(model.getSnapshot().touched).length === 0;
    if (blank && performance.now() - savedAt.current < DOUBLE_TAP_MS) return;
    const result = model.submit();
    if (!result.complete) {
      const count = result.issues.length;
      setProblem(`${count === 1 ? "One answer needs" : `${count} answers need`} a look before saving.`);
      // To the first answer that needs a look, once its message is drawn: it may be a screen or more above the button.
      requestAnimationFrame(() => {
        const first = leadForm.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
        first?.focus({ preventScroll: true });
        first?.scrollIntoView({ block: "center" });
      });
      return;
    }
    const values: LeadValues = result.values;
    setBusy(true);
    setProblem(null);
    try {
      await onSubmit(values);
      model.reset();
      forgetDraft();
      startedIn.current = null;
      savedAt.current = performance.now();
      // In the frame that draws the blank form: scrolling now would lay out the answered one first.
      requestAnimationFrame(() => window.scrollTo({ top: 0 }));
    } catch (error) {
      setProblem(
        `Not saved: ${error instanceof Error ? error.message : String(error)}. The answers are still here; try again.`,
      );
    } finally {
      setBusy(false);
    }
  }

  function clear() {
    const answered = answeredIn(model);
    model.reset();
    forgetDraft();
    startedIn.current = null;
    setProblem(null);
    onCleared?.();
    // Clear sits beside Save: a lead cleared by mistake comes back with Undo, until the next lead is begun.
    setCleared(Object.keys(answered).length ? { model, answers: answered } : null);
  }
  function undoClear() {
    if (!undoable) return;
    setCleared(null);
    for (const [id, value] of Object.entries(undoable.answers)) model.setAnswer(id, value);
  }

  const formIdOf = useCallback((id: string) => questionFormId(idPrefix, id), [idPrefix]);
  // Enter in a question's one-line input submits its own form (FormFieldsProps.formIdOf): the lead's, as before.
  const submitLead = (event: FormEvent) => {
    event.preventDefault();
    leadForm.current?.requestSubmit();
  };

  return (
    <>
      <form ref={leadForm} noValidate onSubmit={submit} className="capture-form space-y-1" aria-label="Lead">
        {tools && toolsSlot ? createPortal(tools(model), toolsSlot) : tools?.(model)}
        {restored ? (
          <p role="status" data-testid="capture-draft-restored" className="text-slate-800">
            The answers typed before the page closed are back. Finish the lead, or Clear to start afresh.
          </p>
        ) : null}
        <FormFields
          model={model}
          idPrefix={idPrefix}
          size="touch"
          autoFill={autoFill}
          formIdOf={formIdOf}
          blockClassName="space-y-1"
        />
        <p role="alert" className="min-h-6 text-red-700">
          {problem}
        </p>
        <div className="flex flex-wrap gap-3 pb-6">
          <button type="submit" disabled={busy} className={touchButton("primary", "flex-1")}>
            {submitLabel}
          </button>
          {secondary ?? (
            <button type="button" onClick={clear} className={touchButton("secondary")}>
              Clear
            </button>
          )}
        </div>
        {undoable ? (
          <p role="status" className="flex flex-wrap items-center gap-3 pb-6 text-slate-800">
            The lead was cleared.
            <button type="button" onClick={undoClear} className={touchButton("secondary")}>
              Undo
            </button>
          </p>
        ) : null}
      </form>
      {/* The questions' own forms: empty, outside the lead's (forms do not nest); their controls name them. */}
      <div hidden>
        {questions.map((question, index) => (
          <form key={index} id={formIdOf(question.id)} noValidate onSubmit={submitLead} />
        ))}
      </div>
    </>
  );
}
