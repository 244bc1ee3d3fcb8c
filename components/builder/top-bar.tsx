"use client";
// The editor's top bar: the event's name (edited in place), its type, the save state, undo/redo, the problems
// and preview toggles and Save.
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { PencilIcon } from "@/components/ui/icons";
import type { EventType } from "@/lib/builder-store/document";
import { useEditor, useEditorActions, useHistory } from "@/lib/builder-store/provider";
import { SaveStatus } from "./save-status";
import { logicWarningsText } from "./save-status-text";
import type { SaveController } from "./use-save";

const barButton = "rounded px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-40";

export function TopBar(props: {
  saving: SaveController;
  logicWarnings: number;
  previewOpen: boolean;
  onTogglePreview(): void;
  showIds: boolean;
  onToggleIds(): void;
  registrationsHref: string;
}) {
  const { saving, logicWarnings, previewOpen, onTogglePreview, showIds, onToggleIds, registrationsHref } = props;
  const name = useEditor((state) => state.doc.name);
  const type = useEditor((state) => state.doc.type);
  const problemCount = useEditor((state) => state.issues.all.length);
  const textWarnings = useEditor((state) => state.issues.textWarnings.length);
  const problemsOpen = useEditor((state) => state.ui.problemsOpen);
  const canUndo = useHistory((state) => state.pastStates.length > 0);
  const canRedo = useHistory((state) => state.futureStates.length > 0);
  const actions = useEditorActions();
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-3 py-2">
      {/* The page's one h1 (axe: page-has-heading-one); the name itself is edited in place beside it. */}
      <h1 className="sr-only">Form editor: {name || "untitled event"}</h1>
      {/* Editable, and looks it: a dashed underline and a pencil, solid on hover and focus (issue 20, item 5). */}
      {/* At least 18rem wide: when the bar's buttons (and its warning badges) leave less, the bar wraps onto a second
          row instead of cutting the name down to a few letters. */}
      <label className="group flex min-w-0 grow basis-72 items-center gap-1" title="Rename the event">
        <input
          aria-label="Event name"
          value={name}
          onChange={(event) => actions.renameEvent(event.target.value)}
          className="min-w-0 flex-1 rounded-t border-b border-dashed border-slate-400 px-2 py-1 text-base font-semibold text-slate-900 hover:border-solid hover:bg-slate-50 focus:border-solid focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        />
        <PencilIcon className="size-4 shrink-0 text-slate-500 group-hover:text-slate-700" />
      </label>
      <label className="flex items-center gap-1 text-sm text-slate-700">
        <span>Type</span>
        <select value={type} onChange={(event) => actions.changeEventType(event.target.value as EventType)} className="rounded border border-slate-300 bg-white px-1.5 py-1 text-sm">
          <option value="standard">Standard</option>
          <option value="checkIn">Check-in</option>
        </select>
      </label>
      <SaveStatus state={saving.state} lastSavedAt={saving.lastSavedAt} retryInSeconds={saving.retryIn} problemCount={problemCount} logicWarnings={logicWarnings} />
      <div className="flex items-center gap-0.5" role="group" aria-label="History">
        <button type="button" className={barButton} onClick={actions.undo} disabled={!canUndo} aria-keyshortcuts="Control+Z">
          Undo
        </button>
        <button type="button" className={barButton} onClick={actions.redo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z Control+Y">
          Redo
        </button>
      </div>
      <button type="button" className={barButton} aria-expanded={problemsOpen} aria-controls="problems-panel" onClick={() => actions.setProblemsOpen(!problemsOpen)}>
        Problems ({problemCount})
        {/* The logic's findings are warnings: counted apart from the errors, which alone block saving. */}
        {logicWarnings > 0 ? <span className="ml-1 rounded-full bg-amber-100 px-1.5 text-xs text-amber-900">{logicWarningsText(logicWarnings)}</span> : null}
        {textWarnings > 0 ? <span className="ml-1 rounded-full bg-amber-100 px-1.5 text-xs text-amber-900">{`${textWarnings} text ${textWarnings === 1 ? "warning" : "warnings"}`}</span> : null}
      </button>
      <button type="button" className={barButton} aria-pressed={showIds} onClick={onToggleIds} title="Ids name the questions in exports and the API">
        Show ids
      </button>
      <button type="button" className={barButton} aria-pressed={previewOpen} onClick={onTogglePreview}>
        Preview
      </button>
      <Link href={registrationsHref} className={barButton}>
        Registrations
      </Link>
      <Button className="!px-3 !py-1.5 text-sm" onClick={() => void saving.save()} disabled={saving.state === "saving"} aria-keyshortcuts="Control+S">
        Save
      </Button>
    </div>
  );
}
