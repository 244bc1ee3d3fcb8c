// The editor's store (docs/conventions.md 8): a vanilla zustand store per editor page, with a document slice
// (undoable through zundo), a selection slice and a ui slice. Actions dispatch the named events of
// question-events.ts; this file only wires them to the store and to the history.
import { temporal } from "zundo";
import { createStore } from "zustand/vanilla";
import type { Question, QuestionType, RenameChange } from "@/lib/questions";
import { convertQuestion } from "./convert";
import { documentLoaded, takenIds, type DocumentInput, type EditorDocument, type EventType } from "./document";
import { noIssues, type Issues } from "./issues";
import { newQuestion } from "./new-question";
import * as events from "./question-events";
import { emptySelection, repairedSelection, selected, type SelectMode, type Selection } from "./selection";

/** Typing into the same field of the same question within this time is one undo step (builder-reference.md). */
export const COALESCE_MS = 1000;
export const HISTORY_LIMIT = 250;

export type EditorUi = {
  readonly problemsOpen: boolean;
  /** A field the inspector should focus and reveal, e.g. "questions[3].options[0].label". */
  readonly focusPath: string | undefined;
  /** With focusPath: select the field's text too, so what is typed next replaces it (a new question's default label). */
  readonly selectText?: true;
};

export type EditorActions = {
  load(input: DocumentInput): void;
  /** The whole form replaced as one undoable step (conflict resolved, draft restored). */
  replaceDocument(input: DocumentInput): void;
  renameEvent(name: string): void;
  changeEventType(type: EventType): void;
  addQuestion(type: QuestionType, index?: number): string;
  insertQuestion(question: Question, index: number): string;
  moveQuestions(keys: readonly string[], toIndex: number): void;
  /** Moves the given (or selected) questions one place up (-1) or down (+1). */
  shiftQuestions(keys: readonly string[], by: -1 | 1): void;
  changeQuestion(key: string, patch: Record<string, unknown>, field?: string): void;
  changeLabel(key: string, label: string): void;
  renameId(key: string, newId: string): { ok: true; rewrote: RenameChange[] } | { ok: false; error: string };
  makeIdAuto(key: string): void;
  changeType(key: string, type: QuestionType): void;
  duplicateQuestions(keys: readonly string[]): void;
  deleteQuestions(keys: readonly string[]): void;
  select(key: string, mode?: SelectMode): void;
  /** Selects exactly `keys`; the inspector focuses `focusPath`, and selects its text with `selectText`. */
  selectOnly(keys: readonly string[], focusPath?: string, selectText?: boolean): void;
  setProblemsOpen(open: boolean): void;
  undo(): void;
  redo(): void;
  /** The issues of the current document, checked now if the scheduled check (the Provider's worker) has not seen it. */
  revalidate(): Promise<Issues>;
  /** Takes the issues of a check run elsewhere (the Provider's worker); ignored unless they are of the current document. */
  acceptIssues(issues: Issues): void;
};

export type EditorState = {
  doc: EditorDocument;
  selection: Selection;
  ui: EditorUi;
  issues: Issues;
  actions: EditorActions;
};

export function createEditorStore(initial: DocumentInput) {
  // Coalescing on the leading edge: the first change of a burst records the state before it; later changes of the
  // same question and field within COALESCE_MS record nothing, so one undo returns to before the burst.
  let pendingField: string | null = null;
  let lastBurst: { field: string; at: number } | null = null;

  const store = createStore<EditorState>()(
    temporal(
      (set, get) => {
        const commit = (doc: EditorDocument, extra: Partial<EditorState> = {}, field: string | null = null) => {
          if (doc === get().doc && Object.keys(extra).length === 0) return;
          pendingField = field;
          set({ doc, ...extra });
          pendingField = null;
        };
        const afterHistoryMove = (before: readonly string[]) => {
          lastBurst = null;
          const { doc, selection } = get();
          set({ selection: repairedSelection(before, doc.order, selection) });
        };
        const actions: EditorActions = {
          load(input) {
            lastBurst = null;
            set({ doc: documentLoaded(input), selection: emptySelection, issues: noIssues });
            store.temporal.getState().clear();
          },
          replaceDocument(input) {
            const { doc, selection } = get();
            const next = events.documentReplaced(doc, input);
            commit(next, { selection: repairedSelection(doc.order, next.order, selection) });
          },
          renameEvent: (name) => commit(events.eventRenamed(get().doc, name), {}, "event:name"),
          changeEventType: (type) => commit(events.eventTypeChanged(get().doc, type)),
          addQuestion(type, index) {
            const { doc, selection } = get();
            const last = selection.keys.length ? Math.max(...selection.keys.map((key) => doc.order.indexOf(key))) : -1;
            return actions.insertQuestion(newQuestion(type, takenIds(doc)), index ?? (last >= 0 ? last + 1 : doc.order.length));
          },
          insertQuestion(question, index) {
            const result = events.questionAdded(get().doc, question, index);
            commit(result.doc, { selection: { keys: [result.key], anchor: result.key } });
            return result.key;
          },
          moveQuestions: (keys, toIndex) => commit(events.questionsMoved(get().doc, keys, toIndex)),
          shiftQuestions(keys, by) {
            const { doc } = get();
            const moving = new Set(keys);
            // The block moves one place past its neighbour (the order without the block is one shorter). Keys of no
            // question are left out; with none known, first is -1 and questionsMoved has nothing to move.
            const first = doc.order.findIndex((key) => moving.has(key));
            commit(events.questionsMoved(doc, keys, first + by));
          },
          changeQuestion: (key, patch, field) => commit(events.questionChanged(get().doc, key, patch), {}, field ? `${key}:${field}` : null),
          changeLabel: (key, label) => commit(events.questionLabelChanged(get().doc, key, label), {}, `${key}:label`),
          renameId(key, newId) {
            const result = events.questionIdRenamed(get().doc, key, newId);
            if (!result.ok) return result;
            commit(result.doc);
            return { ok: true, rewrote: result.rewrote };
          },
          makeIdAuto: (key) => commit(events.questionIdMadeAuto(get().doc, key)),
          changeType(key, type) {
            const question = get().doc.questions[key];
            if (question) commit(events.questionTypeChanged(get().doc, key, convertQuestion(question, type).question));
          },
          duplicateQuestions(keys) {
            const result = events.questionsDuplicated(get().doc, keys);
            if (result.keys.length) commit(result.doc, { selection: { keys: result.keys, anchor: result.keys[0] } });
          },
          deleteQuestions(keys) {
            const { doc, selection } = get();
            const next = events.questionsDeleted(doc, keys);
            commit(next, { selection: repairedSelection(doc.order, next.order, selection) });
          },
          select: (key, mode) => set({ selection: selected(get().doc.order, get().selection, key, mode), ui: { ...get().ui, focusPath: undefined, selectText: undefined } }),
          selectOnly: (keys, focusPath, selectText) => set({ selection: { keys, anchor: keys[0] ?? null }, ui: { ...get().ui, focusPath, selectText: selectText && focusPath !== undefined ? true : undefined } }),
          setProblemsOpen: (problemsOpen) => set({ ui: { ...get().ui, problemsOpen } }),
          undo() {
            const before = get().doc.order;
            store.temporal.getState().undo();
            afterHistoryMove(before);
          },
          redo() {
            const before = get().doc.order;
            store.temporal.getState().redo();
            afterHistoryMove(before);
          },
          async revalidate() {
            const { doc, issues } = get();
            if (issues.checked === doc) return issues;
            // validateDefinition (zod, RE2, sift) is loaded on first use: the editor's page does not carry it.
            const { issuesOf } = await import("./issues-check");
            const next = issuesOf(doc);
            // Kept only while it is still the document's: an edit made meanwhile gets its own check.
            if (get().doc === doc) set({ issues: next });
            return next;
          },
          acceptIssues(issues) {
            if (issues.checked === get().doc && get().issues.checked !== issues.checked) set({ issues });
          },
        };
        return { doc: documentLoaded(initial), selection: emptySelection, ui: { problemsOpen: false, focusPath: undefined }, issues: noIssues, actions };
      },
      {
        partialize: (state) => ({ doc: state.doc }),
        equality: (past, current) => past.doc === current.doc,
        limit: HISTORY_LIMIT,
        handleSet: (record) => (pastState, replace, currentState, deltaState) => {
          const now = Date.now();
          const field = pendingField;
          // lastBurst is null after a change without a field, so a change without one never merges.
          const merge = lastBurst !== null && lastBurst.field === field && now - lastBurst.at < COALESCE_MS;
          lastBurst = field === null ? null : { field, at: now };
          if (!merge) (record as (...args: unknown[]) => void)(pastState, replace, currentState, deltaState);
        },
      },
    ),
  );
  return store;
}

export type EditorStore = ReturnType<typeof createEditorStore>;
