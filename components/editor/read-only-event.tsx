"use client";
// What a viewer sees of an event: the form as the capture app shows it (the live preview, with Why? on every
// question), its definition as JSON and its logic scenarios with their verdicts, nothing that changes it. Viewers
// have no Save: the server refuses their saves anyway (the "events.write" permission), and this page never offers one.
import { useCallback, useState, type ReactNode } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import type { FollowUpActions } from "@/components/follow-up/contract";
import type { HistoryActions } from "@/components/history/contract";
import type { Scenario, ScenarioBreakAction } from "@/components/scenarios/contract";
import { ScenariosButton, ViewerScenarios, ViewerScenariosPanel } from "@/components/scenarios/viewer-scenarios";
import { EditorStoreProvider } from "@/lib/editor-store/provider";
import { LazyFollowUpDialog, LazyHistoryPanel, LazyPreviewPane } from "./lazy-panels";
import type { SavedForm } from "./save/save-contract";

const tab = (active: boolean) =>
  buttonVariants(
    active
      ? { variant: "tab-selected", size: "tab" }
      : { variant: "tab", size: "tab", className: "hover:text-slate-900" },
  );

export function ReadOnlyEvent({
  eventId,
  initial,
  history,
  followUp,
  mailConfigured = false,
  openVersion,
  scenarios = [],
  findScenarioBreak,
}: {
  eventId: number;
  initial: SavedForm;
  /** The event's logic scenarios, with their verdicts and replay, never changed (docs/studio.md "Scenarios"). */
  scenarios?: Scenario[];
  /** Which saved version broke a failing scenario ("Broken by version N", as in the editor). */
  findScenarioBreak?: ScenarioBreakAction;
  /** The History panel's actions: a viewer looks at versions, never restores (docs/studio.md "History"). */
  history?: HistoryActions;
  /** The follow-up e-mail's read action only: a viewer reads it (docs/studio.md "Follow-up e-mail"). */
  followUp?: Pick<FollowUpActions, "read">;
  mailConfigured?: boolean;
  /** Open with the History showing this version (`?version=N`). */
  openVersion?: number;
}) {
  const [view, setView] = useState<"preview" | "json">("preview");
  const [historyOpen, setHistoryOpen] = useState(openVersion !== undefined);
  const [followUpOpen, setFollowUpOpen] = useState(false);
  const showPreview = useCallback(() => setView("preview"), []);
  const json = JSON.stringify({ name: initial.name, type: initial.type, questions: initial.questions }, null, 2);
  return (
    <Providers initial={initial} eventId={eventId} scenarios={scenarios} findBreak={findScenarioBreak}>
      <div
        className="flex h-[calc(100dvh-3.5rem-1px)] min-h-[30rem] flex-col bg-white"
        data-testid="read-only-event"
        data-full-bleed
      >
        <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-2">
          <h1 className="text-base font-semibold text-slate-900">{initial.name}</h1>
          <span className="text-sm text-slate-600">{initial.type === "checkIn" ? "Check-in" : "Standard"}</span>
          <p role="note" className="ml-auto rounded bg-amber-50 px-2 py-1 text-xs text-amber-900">
            Read only: your role (viewer) can look at forms but not change them. Ask an owner of the company for the
            editor role.
          </p>
        </div>
        {/* The tabs alone in their tablist (axe: aria-required-children); History beside it, at the bar's end. */}
        <div className="flex items-center gap-1 border-b border-slate-200 px-2">
          <div role="tablist" aria-label="Views" className="flex gap-1">
            <button
              type="button"
              role="tab"
              aria-selected={view === "preview"}
              className={tab(view === "preview")}
              onClick={() => setView("preview")}
            >
              Preview
            </button>
            <button
              type="button"
              role="tab"
              aria-selected={view === "json"}
              className={tab(view === "json")}
              onClick={() => setView("json")}
            >
              JSON
            </button>
          </div>
          <div className="my-1 ml-auto flex gap-1">
            {followUp ? (
              <Button variant="tool" size="tight" onClick={() => setFollowUpOpen(true)}>
                Follow-up e-mail
              </Button>
            ) : null}
            {history ? (
              <Button variant="tool" size="tight" onClick={() => setHistoryOpen(true)}>
                History
              </Button>
            ) : null}
            <ScenariosButton />
          </div>
        </div>
        {followUpOpen && followUp ? (
          <LazyFollowUpDialog
            eventId={eventId}
            actions={{ read: followUp.read }}
            questions={initial.questions as { id: string; type: string }[]}
            mailConfigured={mailConfigured}
            onClose={() => setFollowUpOpen(false)}
          />
        ) : null}
        <ViewerScenariosPanel showPreview={showPreview} />
        {historyOpen && history ? (
          <LazyHistoryPanel
            eventId={eventId}
            actions={history}
            initialVersion={openVersion}
            canRestore={false}
            current={() => initial}
            onClose={() => setHistoryOpen(false)}
          />
        ) : null}
        {view === "preview" ? (
          <div className="flex min-h-0 flex-1 flex-col">
            <LazyPreviewPane eventId={eventId} unsaved={false} mode="full" onMode={() => undefined} />
          </div>
        ) : (
          <div className="min-h-0 flex-1 overflow-auto bg-slate-50 p-4">
            <pre
              aria-label="Event definition (JSON, read only)"
              tabIndex={0}
              className="rounded-md border border-slate-200 bg-white p-3 font-mono text-xs text-slate-900"
            >
              {json}
            </pre>
          </div>
        )}
      </div>
    </Providers>
  );
}

/** The form's store, and the scenarios' (which read the form from it). */
function Providers(props: {
  initial: SavedForm;
  eventId: number;
  scenarios: Scenario[];
  findBreak?: ScenarioBreakAction;
  children: ReactNode;
}) {
  return (
    <EditorStoreProvider initial={props.initial}>
      <ViewerScenarios eventId={props.eventId} scenarios={props.scenarios} findBreak={props.findBreak}>
        {props.children}
      </ViewerScenarios>
    </EditorStoreProvider>
  );
}
