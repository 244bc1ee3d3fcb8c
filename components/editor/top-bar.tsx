"use client";
// The editor's top bar: the event's name (edited in place), its type, the save state, undo/redo, the problems
// and preview toggles and Save.
import { useState, type ButtonHTMLAttributes, type ReactNode, type SyntheticEvent } from "react";
import { Button, buttonVariants, focusRing } from "@/components/ui/button";
import { IntentLink } from "@/components/ui/intent-link";
import { Icon, PencilIcon } from "@/components/ui/icons";
import type { EventType } from "@/lib/editor-store/document";
import { useEditor, useEditorActions, useHistory } from "@/lib/editor-store/provider";
import { SaveStatus } from "./save/save-status";
import { logicWarningsText } from "./save/save-status-text";
import type { EditorSave } from "./save/use-save";

const barButton = buttonVariants({
  variant: "ghost",
  size: "tight",
  className: `inline-flex shrink-0 items-center gap-1 ${focusRing} disabled:opacity-40`,
});

/** The bar's own pictures, drawn by components/ui/icons.tsx (decorative: the words stay the buttons' names). */
function BarIcon({ d }: { d: string }) {
  return (
    <Icon className="size-4 xl:hidden">
      <path d={d} />
    </Icon>
  );
}
const ICONS = {
  undo: "M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11",
  redo: "m15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13",
  ids: "M4 9h16M4 15h16M10 3 8 21M16 3l-2 18",
  preview: "M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  registrations: "M4 5h16v14H4zM4 10h16M4 15h16M10 5v14",
  problems: "M10.3 4.3 2.8 17.5A2 2 0 0 0 4.5 20.5h15a2 2 0 0 0 1.7-3L13.7 4.3a2 2 0 0 0-3.4 0zM12 9.5v4.5M12 17.2v.1",
};

/**
 * Below 1280 px (a tablet is 820 px wide, a small laptop 1024 px) the bar's buttons show an icon instead of their
 * words, so the bar fits on one line; the words stay their names (for screen readers, and as the tooltip).
 */
function BarLabel({ icon, children }: { icon: keyof typeof ICONS; children: string }) {
  return (
    <>
      <BarIcon d={ICONS[icon]} />
      <span className="max-xl:sr-only">{children}</span>
    </>
  );
}

/** A button of the bar: its words are its name and, unless `title` says more, its tooltip. */
function BarButton({
  icon,
  label,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { icon: keyof typeof ICONS; label: string }) {
  return (
    <button type="button" className={barButton} title={label} {...rest}>
      <BarLabel icon={icon}>{label}</BarLabel>
    </button>
  );
}

/**
 * The event's name, edited in place: editable, and looks it (a dashed underline and a pencil, solid on hover and
 * focus). A name longer than its room grows into the save state's room while it is edited; one longer than that too
 * is shown whole, wrapped, under the field on hover and focus (and is the field's description for screen readers,
 * whose value is the whole name anyway).
 */
function EventName({ name, onRename }: { name: string; onRename(name: string): void }) {
  // Measured when the pointer comes, the focus comes or the text changes: never on the canvas's keystrokes.
  const [clipped, setClipped] = useState(false);
  const measure = (event: SyntheticEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    setClipped(input.scrollWidth - input.clientWidth > 1);
  };
  return (
    // While it is edited it may give way too, so that a long name never pushes Save off the bar.
    <label
      className="group relative flex shrink-0 items-center gap-1 focus-within:min-w-0 focus-within:shrink"
      title={clipped ? undefined : "Rename the event"}
    >
      <input
        aria-label="Event name"
        aria-describedby={clipped ? "event-name-whole" : undefined}
        value={name}
        onChange={(event) => {
          onRename(event.target.value);
          measure(event);
        }}
        onPointerEnter={measure}
        onFocus={measure}
        className={
          "field-sizing-content max-w-48 min-w-32 rounded-t border-b " +
          "border-dashed border-slate-400 px-2 py-1 text-base font-semibold " +
          "text-slate-900 hover:border-solid hover:bg-slate-50 focus:border-solid " +
          "focus:border-brand-500 focus:outline-none focus-visible:ring-2 " +
          "focus:max-w-[min(48rem,60vw)]! focus-visible:ring-brand-500 lg:max-w-96 xl:max-w-80"
        }
      />
      <PencilIcon className="size-4 shrink-0 text-slate-500 group-hover:text-slate-700" />
      {clipped ? (
        <span
          id="event-name-whole"
          role="tooltip"
          data-testid="event-name-whole"
          className={
            "pointer-events-none absolute top-full left-0 z-40 mt-1 hidden w-max max-w-[min(40rem,90vw)] " +
            "rounded bg-slate-900 px-2 py-1 text-sm break-words whitespace-normal text-white shadow-lg " +
            "group-focus-within:block group-hover:block"
          }
        >
          {name}
        </span>
      ) : null}
    </label>
  );
}

export function TopBar(props: {
  saving: EditorSave;
  logicWarnings: number;
  previewOpen: boolean;
  onTogglePreview(): void;
  showIds: boolean;
  onToggleIds(): void;
  registrationsHref: string;
  /** A feature's own toggle beside the preview's (the Scenarios panel). */
  extra?: ReactNode;
}) {
  const { saving, logicWarnings, previewOpen, onTogglePreview, showIds, onToggleIds, registrationsHref } = props;
  const name = useEditor((state) => state.doc.name);
  const type = useEditor((state) => state.doc.type);
  const problemCount = useEditor((state) => state.issues.all.length);
  const textWarnings = useEditor((state) => state.issues.textWarnings.length);
  const textWarningsText = `${textWarnings} text ${textWarnings === 1 ? "warning" : "warnings"}`;
  const problemsOpen = useEditor((state) => state.ui.problemsOpen);
  const canUndo = useHistory((state) => state.pastStates.length > 0);
  const canRedo = useHistory((state) => state.futureStates.length > 0);
  const actions = useEditorActions();
  return (
    // One line from 640 px up (a tablet is 820 px; docs/studio.md "The editor on a tablet"); a phone may wrap it. The
    // name is as wide as its text (up to a limit), so its underline does not change width when the save state's
    // words do; the save state gives way instead when room runs out.
    <div
      data-testid="top-bar"
      className={
        "flex flex-wrap items-center gap-1.5 border-b border-slate-200 bg-white " + "px-3 py-2 sm:flex-nowrap xl:gap-2"
      }
    >
      {/* The page's one h1 (axe: page-has-heading-one); the name itself is edited in place beside it. */}
      <h1 className="sr-only">Form editor: {name || "untitled event"}</h1>
      <EventName name={name} onRename={actions.renameEvent} />
      <label className="flex shrink-0 items-center gap-1 text-sm text-slate-700">
        <span className="max-xl:sr-only">Type</span>
        <select
          value={type}
          onChange={(event) => actions.changeEventType(event.target.value as EventType)}
          className="rounded border border-slate-300 bg-white px-1.5 py-1 text-sm"
        >
          <option value="standard">Standard</option>
          <option value="checkIn">Check-in</option>
        </select>
      </label>
      <SaveStatus
        state={saving.state}
        lastSavedAt={saving.lastSavedAt}
        retryInSeconds={saving.retryIn}
        problemCount={problemCount}
        logicWarnings={logicWarnings}
      />
      <div className="ml-auto flex shrink-0 items-center gap-0.5" role="group" aria-label="History">
        <BarButton icon="undo" label="Undo" onClick={actions.undo} disabled={!canUndo} aria-keyshortcuts="Control+Z" />
        <BarButton
          icon="redo"
          label="Redo"
          onClick={actions.redo}
          disabled={!canRedo}
          aria-keyshortcuts="Control+Shift+Z Control+Y"
        />
      </div>
      <button
        type="button"
        className={barButton}
        aria-expanded={problemsOpen}
        aria-controls="problems-panel"
        onClick={() => actions.setProblemsOpen(!problemsOpen)}
      >
        <BarIcon d={ICONS.problems} />
        <span className="max-xl:sr-only">Problems </span>({problemCount})
        {/* The logic's findings are warnings: counted apart from the errors, which alone block saving. */}
        {logicWarnings > 0 ? (
          <span className="ml-1 rounded-full bg-amber-100 px-1.5 text-xs text-amber-900">
            {logicWarningsText(logicWarnings)}
          </span>
        ) : null}
        {textWarnings > 0 ? (
          <span className="ml-1 rounded-full bg-amber-100 px-1.5 text-xs text-amber-900">{textWarningsText}</span>
        ) : null}
      </button>
      <BarButton
        icon="ids"
        label="Show ids"
        aria-pressed={showIds}
        onClick={onToggleIds}
        title="Ids name the questions in exports and the API"
      />
      {props.extra}
      <BarButton icon="preview" label="Preview" aria-pressed={previewOpen} onClick={onTogglePreview} />
      <IntentLink href={registrationsHref} className={barButton} title="Registrations">
        <BarLabel icon="registrations">Registrations</BarLabel>
      </IntentLink>
      <Button
        size="compact"
        className="shrink-0"
        onClick={() => void saving.save()}
        disabled={saving.state === "saving"}
        aria-keyshortcuts="Control+S"
      >
        Save
      </Button>
    </div>
  );
}
