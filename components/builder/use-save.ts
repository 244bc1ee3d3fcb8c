"use client";
// Saving (issue 10, "Saving: nothing lost, nothing overwritten"): save with the Last-Modified the edit is based on,
// a conflict dialog on 412, save-as-new on 410, retries with backoff when offline, a local draft of every change,
// and a warning before leaving with unsaved changes.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { questionList, type EditorDocument } from "@/lib/builder-store/document";
import { clearDraft, loadDraft, restoredBase, saveDraft, type Draft } from "@/lib/builder-store/draft";
import { deepEqual, resolveConflict, type Resolution } from "@/lib/builder-store/merge";
import { guardLeaving } from "@/lib/builder-store/leave-guard";
import { useEditorStore } from "@/lib/builder-store/provider";
import type { Question } from "@/lib/questions";
import { retryDelaySeconds } from "./backoff";
import type { SaveState } from "./save-status";
import type { ActionResult, CreateEventAction, SaveEventAction, SavedForm, SaveOutcome } from "./save-contract";

type Phase = "idle" | Exclude<SaveState, "saved" | "dirty">;
export type Conflict = { base: Question[]; mine: Question[]; theirs: Question[]; theirsForm: SavedForm; lastModified: string };

const DRAFT_THROTTLE_MS = 400;
const formOf = (doc: EditorDocument): SavedForm => ({ name: doc.name, type: doc.type, questions: questionList(doc) });

export function useSave(props: { eventId: number; company: string; lastModified: string | null; save: SaveEventAction; create: CreateEventAction; onCreated(id: number): void }) {
  const { eventId, company, save, create, onCreated } = props;
  const store = useEditorStore();
  const scope = useMemo(() => ({ company, eventId }), [company, eventId]);
  const basedOn = useRef(props.lastModified);
  const base = useRef<SavedForm>(formOf(store.getState().doc));
  const savedDoc = useRef(store.getState().doc);
  const inFlight = useRef(false);
  const attempt = useRef(0);
  const [phase, setPhase] = useState<Phase>("idle");
  const [dirty, setDirty] = useState(false);
  const [lastSavedAt, setLastSavedAt] = useState<Date | undefined>(undefined);
  const [retryIn, setRetryIn] = useState<number | undefined>(undefined);
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [draftOffer, setDraftOffer] = useState<Draft | null>(null);
  // The loaded version is newer than the one the offered draft was made against (someone saved since).
  const [draftIsOlder, setDraftIsOlder] = useState(false);

  const keepDraft = useCallback(() => {
    const doc = store.getState().doc;
    if (doc === savedDoc.current) return clearDraft(scope);
    saveDraft(scope, { savedAt: new Date().toISOString(), basedOn: basedOn.current, base: base.current, ...formOf(doc) });
  }, [scope, store]);

  // Offer the draft a reload or crash left behind, unless it is what was loaded anyway.
  useEffect(() => {
    const draft = loadDraft(scope);
    if (!draft) return;
    const loaded = base.current;
    if (draft.name === loaded.name && draft.type === loaded.type && deepEqual(draft.questions, loaded.questions)) clearDraft(scope);
    else {
      setDraftOffer(draft);
      setDraftIsOlder(draft.basedOn !== basedOn.current);
    }
  }, [scope]);

  // Every change: dirty or not, and a throttled draft (trailing, so the last change is always kept).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const write = () => {
      timer = idle = undefined;
      keepDraft();
    };
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.doc === previous.doc) return;
      setDirty(state.doc !== savedDoc.current);
      setPhase((current) => (current === "invalid" ? "idle" : current));
      // Writing the draft (the whole form into localStorage, ~10 ms at 1,000 questions) waits for an idle moment
      // between frames, so that a keystroke seldom waits for it.
      timer ??= setTimeout(() => {
        if (typeof requestIdleCallback === "function") idle = requestIdleCallback(write, { timeout: DRAFT_THROTTLE_MS });
        else write();
      }, DRAFT_THROTTLE_MS);
    });
    return () => {
      if (idle !== undefined) cancelIdleCallback(idle);
      if (timer) keepDraft();
      clearTimeout(timer);
      unsubscribe();
    };
  }, [store, keepDraft]);

  const unsaved = dirty || phase === "saving" || phase === "offline" || phase === "conflict" || phase === "gone";
  // Leaving asks first while something is unsaved; the draft is written before the browser's prompt.
  const unsavedRef = useRef(false);
  useEffect(() => {
    unsavedRef.current = unsaved;
  }, [unsaved]);
  useEffect(() => {
    const unguard = guardLeaving(() => unsavedRef.current);
    const flush = () => {
      if (unsavedRef.current) keepDraft();
    };
    window.addEventListener("pagehide", flush);
    return () => {
      unguard();
      window.removeEventListener("pagehide", flush);
    };
  }, [keepDraft]);

  const saved = useCallback(
    (doc: EditorDocument, lastModified: string) => {
      basedOn.current = lastModified;
      base.current = formOf(doc);
      savedDoc.current = doc;
      attempt.current = 0;
      setLastSavedAt(new Date());
      setRetryIn(undefined);
      setMessage(null);
      setPhase("idle");
      setDirty(store.getState().doc !== doc);
      if (store.getState().doc === doc) clearDraft(scope);
    },
    [scope, store],
  );

  const saveNow = useCallback(async () => {
    if (inFlight.current) return;
    const { actions } = store.getState();
    inFlight.current = true;
    // The check's module loads on the first save (the page does not carry validateDefinition); if it cannot be
    // fetched, the studio cannot be reached either: the offline branch below retries.
    const issues = await actions.revalidate().catch(() => null);
    if (issues?.all.length) {
      inFlight.current = false;
      const count = issues.all.length;
      setPhase("invalid");
      setMessage(`Not saved: fix ${count === 1 ? "this problem" : `these ${count} problems`} first. ${issues.all[0].message}`);
      actions.setProblemsOpen(true);
      return;
    }
    // The document that was checked (an edit made meanwhile stays unsaved, and dirty, for the next save).
    const doc = issues?.checked ?? store.getState().doc;
    const form = formOf(doc);
    setPhase("saving");
    setRetryIn(undefined);
    const offline = { ok: false, error: { code: "offline", message: "The studio could not be reached." } } as const;
    const result: ActionResult<SaveOutcome> = issues ? await save({ eventId, form, basedOn: basedOn.current }).catch(() => offline) : offline;
    inFlight.current = false;
    if (result.ok) {
      const outcome = result.data;
      if (outcome.status === "saved") return saved(doc, outcome.lastModified);
      setConflict({ base: base.current.questions, mine: form.questions, theirs: outcome.theirs.questions, theirsForm: outcome.theirs, lastModified: outcome.lastModified });
      setPhase("conflict");
      return;
    }
    const { code, message: text, details } = result.error;
    if (code === "gone") {
      setPhase("gone");
      setMessage("This event was deleted, perhaps by someone else. Your form is still here: save it as a new event to keep it.");
    } else if (code === "offline") {
      attempt.current += 1;
      setPhase("offline");
      setRetryIn(retryDelaySeconds(attempt.current));
      setMessage("Offline: your changes are kept in this browser and saving is retried.");
    } else if (Array.isArray((details as { issues?: unknown } | undefined)?.issues)) {
      const first = (details as { issues: { message?: string }[] }).issues[0]?.message;
      setPhase("invalid");
      setMessage(`The server refused the form: ${first ?? text}`);
    } else {
      setPhase("idle");
      setMessage(text);
    }
  }, [eventId, save, saved, store]);

  // The countdown of an offline retry; at zero, save again.
  useEffect(() => {
    if (phase !== "offline" || retryIn === undefined) return;
    const timer = setTimeout(() => {
      if (retryIn <= 1) void saveNow();
      else setRetryIn(retryIn - 1);
    }, 1000);
    return () => clearTimeout(timer);
  }, [phase, retryIn, saveNow]);

  const resolve = useCallback(
    (resolution: Resolution) => {
      if (!conflict) return;
      const { actions, doc } = store.getState();
      const mine = formOf(doc);
      const theirs = conflict.theirsForm;
      // The name and type follow the same rule as the questions: mine where I changed them, else theirs.
      const pick = <K extends "name" | "type">(key: K) => (resolution !== "theirs" && mine[key] !== base.current[key] ? mine[key] : theirs[key]);
      const questions = resolveConflict(conflict.base, mine.questions, theirs.questions, resolution);
      actions.replaceDocument({ name: pick("name"), type: pick("type"), questions });
      basedOn.current = conflict.lastModified;
      base.current = theirs;
      setConflict(null);
      const next = store.getState().doc;
      if (deepEqual(formOf(next), theirs)) saved(next, conflict.lastModified);
      else void saveNow();
    },
    [conflict, saveNow, saved, store],
  );

  const saveAsNew = useCallback(async () => {
    const result: ActionResult<{ id: number }> = await create(formOf(store.getState().doc)).catch(() => ({ ok: false, error: { code: "offline", message: "The studio could not be reached. Check the connection and try again." } }));
    if (!result.ok) return setMessage(result.error.message);
    clearDraft(scope);
    savedDoc.current = store.getState().doc;
    setDirty(false);
    setPhase("idle");
    onCreated(result.data.id);
  }, [create, onCreated, scope, store]);

  const restoreDraft = useCallback(() => {
    if (!draftOffer) return;
    const { name, type, questions } = draftOffer;
    store.getState().actions.replaceDocument({ name, type, questions });
    // When the event was saved after this draft was made, the edit goes on from the draft's base: saving meets
    // that save as a conflict that shows each side's changes since then.
    const resumed = restoredBase(draftOffer, { basedOn: basedOn.current, form: base.current });
    basedOn.current = resumed.basedOn;
    base.current = resumed.form;
    setDraftOffer(null);
  }, [draftOffer, store]);

  const discardDraft = useCallback(() => {
    clearDraft(scope);
    setDraftOffer(null);
  }, [scope]);

  const state: SaveState = phase !== "idle" ? phase : dirty ? "dirty" : "saved";
  return { state, lastSavedAt, retryIn, message, conflict, draftOffer, draftIsOlder, save: saveNow, resolve, cancelConflict: () => setConflict(null), saveAsNew, restoreDraft, discardDraft, dismissMessage: () => setMessage(null) };
}

export type SaveController = ReturnType<typeof useSave>;
