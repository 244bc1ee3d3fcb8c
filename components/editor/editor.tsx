"use client";
// The form editor (docs/studio.md "The editor at a glance"): top bar, palette, canvas and inspector around one store
// and one drag layer. From
// 1024 px the three panels sit side by side; below that they are tabs.
import { useRouter } from "next/navigation";
import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from "react";
import type { FollowUpActions } from "@/components/follow-up/contract";
import type { HistoryActions } from "@/components/history/contract";
import type { DefinitionIssue } from "@/lib/questions";
import { QUESTION_TYPE_INFO } from "@/lib/questions/metadata";
import { EDITOR_SHELL, type EditorPanel } from "@/lib/editor-store/create-store";
import { diffForms } from "@/lib/editor-store/merge";
import { EditorStoreProvider, useEditor, useEditorActions, useEditorStore } from "@/lib/editor-store/provider";
import { cardTitle } from "./canvas/question-card";
import { Canvas } from "./canvas/canvas";
import { DeleteDialog } from "./canvas/delete-dialog";
import { DragLayer } from "./drag/drag-layer";
import { EditorNotices } from "./editor-notices";
import { InspectorPanel } from "./inspector-panel";
import { LazyJsonView, ViewSwitch } from "./json-view/view-switch";
import { addedWords } from "./palette/added-words";
import { BackToPalette, Palette } from "./palette/palette";
import {
  LazyConflictDialog,
  LazyFollowUpDialog,
  LazyHistoryPanel,
  LazyPreviewPane,
  usePreloadOnFirstUse,
} from "./lazy-panels";
import { logicWarningCount, useLogicReport } from "./problems/logic/use-logic-report";
import type { SendTestRegistrationAction } from "./preview/test-registration-contract";
import { ProblemsDrawer } from "./problems/problems-drawer";
import type { CreateEventAction, SavedForm, SaveEventAction } from "./save/save-contract";
import { TopBar } from "./top-bar";
import { useSave } from "./save/use-save";
import { formOf } from "./save/save-controller";
import { useShortcuts } from "./use-shortcuts";
import { Button, buttonVariants, focusRing } from "@/components/ui/button";
import type { ChangeScenariosAction, Scenario, ScenarioBreakAction } from "@/components/scenarios/contract";
import {
  ScenariosButton,
  ScenariosProvider,
  useGuardedSave,
  useScenarioEditor,
} from "@/components/scenarios/editor-scenarios";

export type EditorProps = {
  eventId: number;
  company: string;
  initial: SavedForm;
  /**
   * validateDefinition's issues of `initial`, checked by the server that rendered the page: the check's worker then
   * loads the definition's check (zod) only at the first change.
   */
  savedIssues?: readonly DefinitionIssue[];
  lastModified: string | null;
  save: SaveEventAction;
  create: CreateEventAction;
  sendTest: SendTestRegistrationAction;
  /** Open with the preview beside the form (the Registrations page's empty state links here with `?preview=1`). */
  openPreview?: boolean;
  /** The History panel's actions (docs/studio.md "History"). */
  history?: HistoryActions;
  /** Open with the History showing this version (`?version=N`). */
  openVersion?: number;
  /** Whether the person may read the company's activity (a version's author links there). */
  canReadActivity?: boolean;
  /** The event's logic scenarios and the action that keeps them (docs/studio.md "Scenarios"). */
  scenarios?: Scenario[];
  changeScenarios?: ChangeScenariosAction;
  /** Which saved version broke a failing scenario. */
  findScenarioBreak?: ScenarioBreakAction;
  /** The follow-up e-mail's actions (docs/studio.md "Follow-up e-mail") and whether this server sends mail. */
  followUp?: FollowUpActions;
  mailConfigured?: boolean;
};
const TABS: { id: EditorPanel; label: string }[] = [
  { id: "palette", label: "Add" },
  { id: "canvas", label: "Form" },
  { id: "inspector", label: "Properties" },
];

const subscribeNever = () => () => undefined;

export function Editor(props: EditorProps) {
  return (
    <EditorStoreProvider
      initial={props.initial}
      savedIssues={props.savedIssues}
      start={props.openPreview ? { preview: "pane" } : undefined}
    >
      <ScenariosProvider
        eventId={props.eventId}
        initial={props.scenarios ?? []}
        change={props.changeScenarios}
        findBreak={props.findScenarioBreak}
      >
        <DragLayer>
          <Workspace {...props} />
        </DragLayer>
      </ScenariosProvider>
    </EditorStoreProvider>
  );
}

function Workspace(props: EditorProps) {
  const router = useRouter();
  const actions = useEditorActions();
  // True once React has hydrated the editor (false in the server's HTML): tests type only after it, since what is
  // typed before would be lost.
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  // A save while scenarios fail asks first (the Scenarios panel, its problems and the question before a save).
  const scenarios = useScenarioEditor(props.save, () => actions.setPreview("pane"));
  const unguarded = useSave({ ...props, save: scenarios.saveAction, onCreated: (id) => router.push(`/events/${id}`) });
  const saving = useGuardedSave(scenarios, unguarded);
  const { save } = saving;
  useShortcuts(useMemo(() => ({ save: () => void save(), undo: actions.undo, redo: actions.redo }), [save, actions]));
  const logic = useLogicReport();
  const [showIds, toggleIds] = useShowIds();
  const editorRoot = useRef<HTMLDivElement>(null);
  usePreloadOnFirstUse(editorRoot);
  // The shell's state is the store's (ui slice): which panel, preview and view are shown, the JSON view's problem,
  // the Add tab's notice and a deletion waiting for confirmation.
  const tab = useEditor((state) => state.ui.panel ?? EDITOR_SHELL.panel);
  const preview = useEditor((state) => state.ui.preview ?? EDITOR_SHELL.preview);
  const view = useEditor((state) => state.ui.view ?? EDITOR_SHELL.view);
  const jsonOpened = useEditor((state) => state.ui.jsonOpened ?? EDITOR_SHELL.jsonOpened);
  const textProblem = useEditor((state) => state.ui.textProblem ?? EDITOR_SHELL.textProblem);
  // What the Add tab says after a type is added there (below 1024 px the canvas is on another tab).
  const lastAdded = useEditor((state) => state.ui.added ?? EDITOR_SHELL.added);
  const added = lastAdded ? addedWords(QUESTION_TYPE_INFO[lastAdded.type].title, lastAdded.position) : null;
  const deleting = useEditor((state) => state.ui.deleting ?? EDITOR_SHELL.deleting);
  const { showPanel: setTab, setPreview, setTextProblem } = actions;
  const [historyOpen, setHistoryOpen] = useState(props.openVersion !== undefined);
  // The form's questions when the follow-up dialog opened (its placeholders and preview follow the unsaved form).
  const [followUpQuestions, setFollowUpQuestions] = useState<ReturnType<typeof formOf>["questions"] | null>(null);
  const store = useEditorStore();

  // Stable, so that the memoised palette, canvas and inspector do not re-render with this component (a finished
  // check or logic report re-renders it: at 5,000 questions the canvas's SortableContext alone is work per item).
  const requestDelete = useCallback((keys: readonly string[]) => actions.requestDelete(keys, cardTitle), [actions]);
  // A type added by click or Enter takes the focus to its label, selected, so what is typed next replaces the
  // default and names it (docs/studio.md "Add questions").
  const addFromPalette = actions.addFromPalette;
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
  const panel = (id: EditorPanel) => `${tab === id ? "flex" : "hidden"} min-h-0 flex-col lg:flex`;
  const conflict = saving.conflict;
  const columns = preview
    ? "lg:grid-cols-[3.25rem_minmax(0,1fr)_22rem] xl:grid-cols-[3.25rem_minmax(0,1fr)_26rem]"
    : "lg:grid-cols-[15rem_minmax(0,1fr)_22rem] xl:grid-cols-[16rem_minmax(0,1fr)_26rem]";
  // From 1024 to 1280 px the pane is narrower (a phone's width): at 28rem beside the properties the canvas kept about
  // 170 px, and the cards' labels none.
  const previewWidth = preview === "full" ? "flex-1" : "w-[28rem] shrink-0 lg:max-xl:w-[20rem]";

  return (
    <div
      className="group/editor flex h-[calc(100dvh-3.5rem-1px)] min-h-[30rem] flex-col bg-white"
      data-testid="editor"
      data-hydrated={hydrated ? "" : undefined}
      data-full-bleed
      data-hide-ids={showIds ? undefined : ""}
      // The inspector's and the problems panels' code loads on the first press, key or focus (lazy-panels.tsx).
      ref={editorRoot}
    >
      <TopBar
        saving={saving}
        logicWarnings={logicWarningCount(logic)}
        showIds={showIds}
        onToggleIds={toggleIds}
        previewOpen={preview !== null}
        onTogglePreview={() => setPreview(preview ? null : "pane")}
        registrationsHref={`/events/${props.eventId}/registrations`}
        extra={<ScenariosButton />}
      />
      <EditorNotices saving={saving} />
      <ProblemsDrawer logic={logic} onSelected={() => setTab("inspector")}>
        {scenarios.problems}
      </ProblemsDrawer>
      {scenarios.panel}
      <ViewSwitch
        view={view}
        textProblem={textProblem}
        onChange={actions.showView}
        tools={
          <>
            {props.followUp ? (
              <Button
                variant="tool"
                size="tight"
                onClick={() => setFollowUpQuestions(formOf(store.getState().doc).questions)}
              >
                Follow-up e-mail
              </Button>
            ) : null}
            {props.history ? (
              <Button variant="tool" size="tight" onClick={() => setHistoryOpen(true)}>
                History
              </Button>
            ) : null}
          </>
        }
      />
      {followUpQuestions && props.followUp ? (
        <LazyFollowUpDialog
          eventId={props.eventId}
          actions={props.followUp}
          questions={followUpQuestions as { id: string; type: string }[]}
          mailConfigured={props.mailConfigured ?? false}
          onClose={() => setFollowUpQuestions(null)}
        />
      ) : null}
      {historyOpen && props.history ? (
        <LazyHistoryPanel
          eventId={props.eventId}
          actions={props.history}
          initialVersion={props.openVersion}
          activityHref={
            props.canReadActivity
              ? (version) =>
                  version.author.kind === "person"
                    ? `/activity?event=${props.eventId}&version=${version.id}`
                    : undefined
              : undefined
          }
          canRestore
          current={() => formOf(store.getState().doc)}
          onRestore={(form, n, whole) => {
            setHistoryOpen(false);
            // A whole version comes back with the scenarios it carried (docs/studio.md "History"); one question
            // alone leaves them, and they follow its replacement as any edit.
            actions.replaceDocument(form as Parameters<typeof actions.replaceDocument>[0]);
            if (whole) scenarios.restoring(store.getState().doc);
            void save(
              whole ? { how: "restore", restoredFrom: n, restoreScenarios: true } : { how: "restore", restoredFrom: n },
            );
          }}
          onClose={() => setHistoryOpen(false)}
        />
      ) : null}
      {jsonOpened ? (
        <div className={view === "json" ? "flex min-h-0 flex-1 flex-col" : "hidden"}>
          <LazyJsonView onTextProblem={setTextProblem} onImported={() => saving.noteOrigin({ how: "import" })} />
        </div>
      ) : null}
      <div
        role="tablist"
        aria-label="Editor panels"
        className={`flex gap-1 border-b border-slate-200 px-2 lg:hidden ${view === "json" ? "!hidden" : ""}`}
      >
        {TABS.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            aria-selected={tab === item.id}
            onClick={() => setTab(item.id)}
            className={buttonVariants({ variant: tab === item.id ? "tab-selected" : "tab", size: "tab" })}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div className={`flex min-h-0 flex-1 ${view === "json" ? "!hidden" : ""}`}>
        {/* Beside the preview the palette becomes a rail of icons: the canvas keeps its room, and questions can still
            be added while the preview shows them (docs/studio.md "Check it in the preview"). */}
        <div className={`${preview === "full" ? "hidden" : "grid"} min-h-0 min-w-0 flex-1 grid-cols-1 ${columns}`}>
          <aside
            aria-label="Question types"
            className={`${panel("palette")} relative overflow-y-auto border-r border-slate-200`}
          >
            <Palette onAdd={addFromPalette} compact={preview !== null} />
            {/* Below 1024 px only: wider, the new card and its focused label are in view. Polite, and always in the
                page, so that each new text is announced. */}
            <div
              className="sticky bottom-0 border-t border-slate-200 bg-white p-2 empty:border-0 empty:p-0 lg:hidden"
              role="status"
              data-testid="added-notice"
            >
              {added ? (
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-800">
                  <span>{added}</span>
                  <Button variant="link" size="inline" className={focusRing} onClick={editAdded}>
                    Edit it
                  </Button>
                </p>
              ) : null}
            </div>
          </aside>
          <section aria-label="Form" className={panel("canvas")}>
            <Canvas onDelete={requestDelete} />
          </section>
          <aside
            aria-label="Properties"
            className={`${panel("inspector")} relative overflow-y-auto border-l border-slate-200`}
            data-testid="inspector"
          >
            <BackToPalette />
            <InspectorPanel />
          </aside>
        </div>
        {preview ? (
          <aside
            aria-label="Live preview"
            className={`flex min-h-0 flex-col border-l border-slate-200 ${previewWidth}`}
          >
            <LazyPreviewPane
              eventId={props.eventId}
              unsaved={saving.state !== "saved"}
              mode={preview}
              onMode={setPreview}
              onClose={() => setPreview(null)}
              sendTest={props.sendTest}
            />
          </aside>
        ) : null}
      </div>
      {deleting ? (
        <DeleteDialog
          titles={deleting.titles}
          broken={deleting.broken}
          onCancel={actions.cancelDelete}
          onConfirm={actions.confirmDelete}
        />
      ) : null}
      {scenarios.dialog}
      {conflict ? (
        <LazyConflictDialog
          diff={diffForms(conflict.base, conflict.mine, conflict.theirs)}
          base={conflict.base}
          mine={conflict.mine}
          theirs={conflict.theirs}
          onResolve={saving.resolve}
          onCancel={saving.cancelConflict}
        />
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
  const showIds = useSyncExternalStore(
    subscribeShowIds,
    () => localStorage.getItem(SHOW_IDS_KEY) !== "false",
    () => true,
  );
  const toggle = () => {
    localStorage.setItem(SHOW_IDS_KEY, String(!showIds));
    for (const listener of showIdsListeners) listener();
  };
  return [showIds, toggle];
}
