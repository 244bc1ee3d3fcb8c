// The editor's store (docs/conventions.md 8): a vanilla zustand store per editor page, with a document slice
// (undoable through zundo), a selection slice and a ui slice. Actions dispatch the named events of
// question-events.ts; this file only wires them to the store and to the history.
import { temporal } from "zundo";
import { createStore } from "zustand/vanilla";
import type { Question, QuestionType, RenameChange } from "@/lib/questions";
import { convertQuestion } from "./convert";
import { deletionImpact, type BrokenReference } from "./deletion-impact";
import { documentLoaded, takenIds, type DocumentInput, type EditorDocument, type EventType } from "./document";
import { noIssues, type Issues } from "./issues";
import { newQuestion } from "./new-question";
import * as events from "./question-events";
import { emptySelection, repairedSelection, selected, type SelectMode, type Selection } from "./selection";

/** Typing into the same field of the same question within this time is one undo step (builder-reference.md). */
export const COALESCE_MS = 1000;
export const HISTORY_LIMIT = 250;

/** The editor's three panels; below 1024 px one is shown at a time, as tabs. */
export type EditorPanel = "palette" | "canvas" | "inspector";
/** The live preview beside the form, or over the whole editor. */
export type PreviewMode = "pane" | "full";
/** The form as cards, or as its JSON text. */
export type EditorView = "visual" | "json";
/** A deletion that would break other questions' logic, waiting for the person to confirm it. */
export type PendingDeletion = {
  readonly keys: readonly string[];
  readonly titles: string[];
  readonly broken: BrokenReference[];
};

export type EditorUi = {
  readonly problemsOpen: boolean;
  /** A field the inspector should focus and reveal, e.g. "questions[3].options[0].label". */
  readonly focusPath: string | undefined;
  /**
   * With focusPath: select the field's text too, so what is typed next replaces it (a new question's default label).
   */
  readonly selectText?: true;
  // The editor shell's state. Like selectText, each is absent until it is first set; the comment says what absent
  // reads as (EDITOR_SHELL holds those values).
  /** The panel shown below 1024 px (absent: the form). */
  readonly panel?: EditorPanel;
  /** The live preview (absent or null: closed). */
  readonly preview?: PreviewMode | null;
  /** Cards or JSON (absent: the cards). */
  readonly view?: EditorView;
  /** The JSON view was opened once: it stays in the page from then on (absent: never). */
  readonly jsonOpened?: true;
  /** Why the JSON text cannot be taken as the form, shown on the view switch (absent or null: nothing). */
  readonly textProblem?: string | null;
  /** The last type added from the palette and its place in the form (1-based), for the narrow layout's notice. */
  readonly added?: { readonly type: QuestionType; readonly position: number };
  /** A deletion waiting for the person's confirmation (absent or null: none). */
  readonly deleting?: PendingDeletion | null;
};

/** What each of the shell's fields of EditorUi reads as while it is absent. */
export const EDITOR_SHELL = {
  panel: "canvas",
  preview: null,
  view: "visual",
  jsonOpened: false,
  textProblem: null,
  added: null,
  deleting: null,
} as const;

/** How the editor opens: with the live preview already shown, or not. */
export type EditorStart = { preview?: PreviewMode };

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
  /** Adds a question of `type` from the palette, selected with its label focused and selected, and says so. */
  addFromPalette(type: QuestionType): string;
  /** Shows one of the panels (below 1024 px, where they are tabs). */
  showPanel(panel: EditorPanel): void;
  /** Opens the live preview beside the form or over it, or closes it (null). */
  setPreview(mode: PreviewMode | null): void;
  /** Shows the cards or the JSON text. */
  showView(view: EditorView): void;
  setTextProblem(problem: string | null): void;
  /**
   * Deletes the questions at once when no other question's logic reads them; else asks first (ui.deleting), with
   * their titles as `titleOf` gives them.
   */
  requestDelete(keys: readonly string[], titleOf: (question: Question) => string): void;
  /** Deletes what ui.deleting holds, and closes the question. */
  confirmDelete(): void;
  cancelDelete(): void;
  undo(): void;
  redo(): void;
  /** The issues of the current document, checked now if the scheduled check (the Provider's worker) has not seen it. */
  revalidate(): Promise<Issues>;
  /**
   * Takes the issues of a check run elsewhere (the Provider's worker); ignored unless they are of the current document.
   */
  acceptIssues(issues: Issues): void;
};

export type EditorState = {
  doc: EditorDocument;
  selection: Selection;
  ui: EditorUi;
  issues: Issues;
  actions: EditorActions;
};

export function createEditorStore(initial: DocumentInput, start: EditorStart = {}) {
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
            return actions.insertQuestion(
              newQuestion(type, takenIds(doc)),
              index ?? (last >= 0 ? last + 1 : doc.order.length),
            );
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
          changeQuestion: (key, patch, field) =>
            commit(events.questionChanged(get().doc, key, patch), {}, field ? `${key}:${field}` : null),
          changeLabel: (key, label) => commit(events.questionLabelChanged(get().doc, key, label), {}, `${key}:label`),
          renameId(key, newId) {
            const result = events.questionIdRenamed(get().doc, key, newId);
            if (!result.ok) return result;
            commit(result.doc);
            return { ok: true, rewrote: result.rewrote };
          },
          makeIdAuto: (key) => commit(events.questionIdMadeAuto(get().doc, key)),
          changeType(key, type) {
            const question = get().doc.questions.get(key);
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
          select: (key, mode) =>
            set({
              selection: selected(get().doc.order, get().selection, key, mode),
              ui: { ...get().ui, focusPath: undefined, selectText: undefined },
            }),
          selectOnly: (keys, focusPath, selectText) =>
            set({
              selection: { keys, anchor: keys[0] ?? null },
              ui: { ...get().ui, focusPath, selectText: selectText && focusPath !== undefined ? true : undefined },
            }),
          setProblemsOpen: (problemsOpen) => set({ ui: { ...get().ui, problemsOpen } }),
          addFromPalette(type) {
            const key = actions.addQuestion(type);
            const index = get().doc.order.indexOf(key);
            actions.selectOnly([key], `questions[${index}].label`, true);
            set({ ui: { ...get().ui, added: { type, position: index + 1 } } });
            return key;
          },
          showPanel: (panel) => set({ ui: { ...get().ui, panel } }),
          setPreview: (preview) => set({ ui: { ...get().ui, preview } }),
          showView: (view) => set({ ui: { ...get().ui, view, ...(view === "json" ? { jsonOpened: true } : {}) } }),
          setTextProblem: (textProblem) => set({ ui: { ...get().ui, textProblem } }),
          requestDelete(keys, titleOf) {
            const { doc } = get();
            const broken = deletionImpact(doc, keys);
            if (broken.length === 0) return actions.deleteQuestions(keys);
            set({
              ui: {
                ...get().ui,
                deleting: { keys, titles: keys.map((key) => titleOf(doc.questions.get(key)!)), broken },
              },
            });
          },
          confirmDelete() {
            const { deleting } = get().ui;
            if (!deleting) return;
            actions.deleteQuestions(deleting.keys);
            set({ ui: { ...get().ui, deleting: null } });
          },
          cancelDelete: () => set({ ui: { ...get().ui, deleting: null } }),
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
            // validateDefinition (zod, sift, and RE2 for a form with patterns) is loaded on first use: the editor's
            // page does not carry it.
            const { checkedIssues } = await import("./issues-check");
            const next = await checkedIssues(doc);
            // Kept only while it is still the document's: an edit made meanwhile gets its own check.
            if (get().doc === doc) set({ issues: next });
            return next;
          },
          acceptIssues(issues) {
            if (issues.checked === get().doc && get().issues.checked !== issues.checked) set({ issues });
          },
        };
        const ui: EditorUi = {
          problemsOpen: false,
          focusPath: undefined,
          ...(start.preview ? { preview: start.preview } : {}),
        };
        return { doc: documentLoaded(initial), selection: emptySelection, ui, issues: noIssues, actions };
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
