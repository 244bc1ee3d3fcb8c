"use client";
// The form editor (docs/studio.md "The editor at a glance"): top bar, palette, canvas and inspector around one store and one drag layer. From
// 1024 px the three panels sit side by side; below that they are tabs.
import { useRouter } from "next/navigation";
import { useCallback, useMemo, useState, useSyncExternalStore } from "react";
import type { QuestionType } from "@/lib/questions";
import { QUESTION_TYPE_INFO } from "@/lib/questions/metadata";
import { deletionImpact, type BrokenReference } from "@/lib/builder-store/deletion-impact";
import { diffForms } from "@/lib/builder-store/merge";
import { EditorStoreProvider, useEditorActions, useEditorStore } from "@/lib/builder-store/provider";
import { cardTitle } from "./canvas/question-card";
import { Canvas } from "./canvas/canvas";
import { DeleteDialog } from "./canvas/delete-dialog";
import { DragLayer } from "./drag-layer";
import { EditorNotices } from "./editor-notices";
import { InspectorPanel } from "./inspector-panel";
import { LazyJsonView, ViewSwitch, type EditorView } from "./json-view/view-switch";
import { addedWords } from "./palette/added-words";
import { BackToPalette, Palette } from "./palette/palette";
import { LazyConflictDialog, LazyPreviewPane } from "./lazy-panels";
import { logicWarningCount, useLogicReport } from "./logic-problems/use-logic-report";
import type { PreviewMode } from "./preview/preview-toolbar";
import type { SendTestRegistrationAction } from "./preview/test-registration-contract";
import { ProblemsDrawer } from "./problems-drawer";
import type { CreateEventAction, SavedForm, SaveEventAction } from "./save-contract";
import { TopBar } from "./top-bar";
import { useSave } from "./use-save";
import { useShortcuts } from "./use-shortcuts";

export type BuilderProps = {
  eventId: number;
  company: string;
  initial: SavedForm;
  lastModified: string | null;
  save: SaveEventAction;
  create: CreateEventAction;
  sendTest: SendTestRegistrationAction;
  /** Open with the preview beside the form (the Registrations page's empty state links here with `?preview=1`). */
  openPreview?: boolean;
};
type Tab = "palette" | "canvas" | "inspector";
const TABS: { id: Tab; label: string }[] = [
  { id: "palette", label: "Add" },
  { id: "canvas", label: "Form" },
  { id: "inspector", label: "Properties" },
];

const subscribeNever = () => () => undefined;

export function Builder(props: BuilderProps) {
  return (
    <EditorStoreProvider initial={props.initial}>
      <DragLayer>
        <Workspace {...props} />
      </DragLayer>
    </EditorStoreProvider>
  );
}

function Workspace(props: BuilderProps) {
  const router = useRouter();
  const store = useEditorStore();
  const actions = useEditorActions();
  // True once React has hydrated the editor (false in the server's HTML): tests type only after it, since what is
  // typed before would be lost.
  const hydrated = useSyncExternalStore(subscribeNever, () => true, () => false);
  const saving = useSave({ ...props, onCreated: (id) => router.push(`/events/${id}`) });
  const { save } = saving;
  useShortcuts(useMemo(() => ({ save: () => void save(), undo: actions.undo, redo: actions.redo }), [save, actions]));
  const logic = useLogicReport();
  const [showIds, toggleIds] = useShowIds();
  const [tab, setTab] = useState<Tab>("canvas");
  const [preview, setPreview] = useState<PreviewMode | null>(props.openPreview ? "pane" : null);
  const [view, setView] = useState<EditorView>("visual");
  const [jsonOpened, setJsonOpened] = useState(false);
  const [textProblem, setTextProblem] = useState<string | null>(null);
  // What the Add tab says after a type is added there (below 1024 px the canvas is on another tab).
  const [added, setAdded] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ keys: readonly string[]; titles: string[]; broken: BrokenReference[] } | null>(null);

  // Stable, so that the memoised palette, canvas and inspector do not re-render with this component (a finished
  // check or logic report re-renders it: at 5,000 questions the canvas's SortableContext alone is work per item).
  const requestDelete = useCallback(
    (keys: readonly string[]) => {
      const { doc } = store.getState();
      const broken = deletionImpact(doc, keys);
      if (broken.length === 0) return actions.deleteQuestions(keys);
      setDeleting({ keys, titles: keys.map((key) => cardTitle(doc.questions[key])), broken });
    },
    [store, actions],
  );
  // A type added by click or Enter takes the focus to its label, selected, so what is typed next replaces the
  // default and names it (docs/studio.md "Add questions").
  const addFromPalette = useCallback(
    (type: QuestionType) => {
      const key = actions.addQuestion(type);
      const index = store.getState().doc.order.indexOf(key);
      actions.selectOnly([key], `questions[${index}].label`, true);
      setAdded(addedWords(QUESTION_TYPE_INFO[type].title, index + 1));
    },
    [store, actions],
  );
  // "Edit it": the Properties tab, with the new question's label focused and selected as on a wide screen (it could
  // not take the focus while its tab was hidden).
  const editAdded = () => {
    setTab("inspector");
    requestAnimationFrame(() => {
      const label = document.querySelector('[data-testid="inspector"] [data-path=".label"]');
      if (!(label instanceof HTMLInputElement || label instanceof HTMLTextAreaElement)) return;
      label.focus();
      label.select();
    });
  };
  const panel = (id: Tab) => `${tab === id ? "flex" : "hidden"} min-h-0 flex-col lg:flex`;
  const conflict = saving.conflict;

  return (
    <div className="group/editor flex h-[calc(100dvh-3.5rem-1px)] min-h-[30rem] flex-col bg-white" data-testid="editor" data-hydrated={hydrated ? "" : undefined} data-full-bleed data-hide-ids={showIds ? undefined : ""}>
      <TopBar saving={saving} logicWarnings={logicWarningCount(logic)} showIds={showIds} onToggleIds={toggleIds} previewOpen={preview !== null} onTogglePreview={() => setPreview(preview ? null : "pane")} registrationsHref={`/events/${props.eventId}/registrations`} />
      <EditorNotices saving={saving} />
      <ProblemsDrawer logic={logic} onSelected={() => setTab("inspector")} />
      <ViewSwitch
        view={view}
        textProblem={textProblem}
        onChange={(next) => {
          setView(next);
          if (next === "json") setJsonOpened(true);
        }}
      />
      {jsonOpened ? (
        <div className={view === "json" ? "flex min-h-0 flex-1 flex-col" : "hidden"}>
          <LazyJsonView onTextProblem={setTextProblem} />
        </div>
      ) : null}
      <div role="tablist" aria-label="Editor panels" className={`flex gap-1 border-b border-slate-200 px-2 lg:hidden ${view === "json" ? "!hidden" : ""}`}>
        {TABS.map((item) => (
          <button key={item.id} type="button" role="tab" aria-selected={tab === item.id} onClick={() => setTab(item.id)} className={`px-3 py-2 text-sm ${tab === item.id ? "border-b-2 border-brand-500 font-medium text-brand-700" : "text-slate-600"}`}>
            {item.label}
          </button>
        ))}
      </div>
      <div className={`flex min-h-0 flex-1 ${view === "json" ? "!hidden" : ""}`}>
        {/* Beside the preview the palette becomes a rail of icons: the canvas keeps its room, and questions can still
            be added while the preview shows them (docs/studio.md "Check it in the preview"). */}
        <div className={`${preview === "full" ? "hidden" : "grid"} min-h-0 min-w-0 flex-1 grid-cols-1 ${preview ? "lg:grid-cols-[3.25rem_minmax(0,1fr)_22rem] xl:grid-cols-[3.25rem_minmax(0,1fr)_26rem]" : "lg:grid-cols-[15rem_minmax(0,1fr)_22rem] xl:grid-cols-[16rem_minmax(0,1fr)_26rem]"}`}>
          <aside aria-label="Question types" className={`${panel("palette")} relative overflow-y-auto border-r border-slate-200`}>
            <Palette onAdd={addFromPalette} compact={preview !== null} />
            {/* Below 1024 px only: wider, the new card and its focused label are in view. Polite, and always in the
                page, so that each new text is announced. */}
            <div className="sticky bottom-0 border-t border-slate-200 bg-white p-2 empty:border-0 empty:p-0 lg:hidden" role="status" data-testid="added-notice">
              {added ? (
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-800">
                  <span>{added}</span>
                  <button type="button" onClick={editAdded} className="font-medium text-brand-700 underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500">
                    Edit it
                  </button>
                </p>
              ) : null}
            </div>
          </aside>
          <section aria-label="Form" className={panel("canvas")}>
            <Canvas onDelete={requestDelete} />
          </section>
          <aside aria-label="Properties" className={`${panel("inspector")} relative overflow-y-auto border-l border-slate-200`} data-testid="inspector">
            <BackToPalette />
            <InspectorPanel />
          </aside>
        </div>
        {preview ? (
          <aside aria-label="Live preview" className={`flex min-h-0 flex-col border-l border-slate-200 ${preview === "full" ? "flex-1" : "w-[28rem] shrink-0"}`}>
            <LazyPreviewPane eventId={props.eventId} unsaved={saving.state !== "saved"} mode={preview} onMode={setPreview} onClose={() => setPreview(null)} sendTest={props.sendTest} />
          </aside>
        ) : null}
      </div>
      {deleting ? (
        <DeleteDialog
          titles={deleting.titles}
          broken={deleting.broken}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            actions.deleteQuestions(deleting.keys);
            setDeleting(null);
          }}
        />
      ) : null}
      {conflict ? (
        <LazyConflictDialog diff={diffForms(conflict.base, conflict.mine, conflict.theirs)} base={conflict.base} mine={conflict.mine} theirs={conflict.theirs} onResolve={saving.resolve} onCancel={saving.cancelConflict} />
      ) : null}
    </div>
  );
}

const SHOW_IDS_KEY = "capture-studio.show-ids";

/** "Show ids" on the cards, remembered in this browser (on until someone turns it off). */
const showIdsListeners = new Set<() => void>();
const subscribeShowIds = (listener: () => void) => {
  showIdsListeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    showIdsListeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
};

function useShowIds(): [boolean, () => void] {
  // The server cannot know this browser's choice: it renders the ids, the browser then follows its choice.
  const showIds = useSyncExternalStore(subscribeShowIds, () => localStorage.getItem(SHOW_IDS_KEY) !== "false", () => true);
  const toggle = () => {
    localStorage.setItem(SHOW_IDS_KEY, String(!showIds));
    for (const listener of showIdsListeners) listener();
  };
  return [showIds, toggle];
}
