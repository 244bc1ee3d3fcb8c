"use client";
// (c) Capturing for one event: the form, one lead at a time. Submit resolves once the lead is in IndexedDB, then
// the screen says "Saved on this tablet" and shows a blank form; the lead's own state (waiting, sent) is in the list.
// A newer form version is taken only between leads (docs/architecture.md "Capture mode"), then what changed is said.
import { useCallback, useEffect, useState } from "react";
import type { FormModel } from "@/components/form/form-model";
import type { CaptureForm as Form } from "@/lib/capture/capture-api";
import { leadDraftKey } from "@/lib/capture/lead-draft";
import { leadName, leadsToday } from "@/lib/capture/lead-summary";
import type { LeadValues } from "@/lib/capture/queue";
import { CaptureForm } from "./capture-form";
import { KioskSetup } from "./kiosk-setup";
import { LeadsPanel } from "./leads-panel";
import { ScanBadge } from "./scan-badge";
import { useCaptureApp, useCaptureState, useQueueSnapshot } from "./use-capture";
import { touchButton } from "./touch";

export function FormScreen({ form }: { form: Form }) {
  const app = useCaptureApp();
  const state = useCaptureState();
  const queue = useQueueSnapshot();
  const [saved, setSaved] = useState<{ id: string; name: string } | null>(null);
  const [tab, setTab] = useState<"capture" | "leads">("capture");
  const [toolsSlot, setToolsSlot] = useState<HTMLElement | null>(null);
  const savedLead = saved ? queue.leads.find((lead) => lead.id === saved.id) : undefined;
  // Kept while the form stays: the queue's changes (several per submitted lead) re-render this screen, not the form.
  const tools = useCallback(
    (model: FormModel) => <ScanBadge model={model} questions={form.questions} inToolbar />,
    [form.questions],
  );
  const submit = useCallback(
    async (values: LeadValues) => {
      const lead = await app.submit(values);
      setSaved({ id: lead.id, name: leadName(lead) });
    },
    [app],
  );

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => setSaved(null), 8000);
    return () => window.clearTimeout(timer);
  }, [saved]);

  const attention = queue.leads.filter(
    (lead) => lead.eventId === form.eventId && (lead.status === "needsReview" || lead.status === "parked"),
  ).length;

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-4">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">{form.name}</h1>
        <p data-testid="capture-today" className="text-slate-800">
          {leadsToday(queue.leads, form.eventId)} today on this tablet
        </p>
      </div>
      {/* One toolbar: the tabs on the left, Scan badge (the form's tools) and Kiosk mode on the right; their
          panels open below, full width. */}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <div role="tablist" aria-label="Capture or leads" className="mr-auto flex gap-2">
          <button
            type="button"
            role="tab"
            aria-selected={tab === "capture"}
            onClick={() => setTab("capture")}
            className={touchButton(tab === "capture" ? "primary" : "secondary")}
          >
            New lead
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={tab === "leads"}
            onClick={() => setTab("leads")}
            className={touchButton(tab === "leads" ? "primary" : "secondary")}
          >
            Leads{attention ? ` (${attention} to settle)` : ""}
          </button>
        </div>
        <div ref={setToolsSlot} className="contents" />
        <KioskSetup eventId={form.eventId} />
      </div>
      {state.formChanges ? (
        <div
          role="status"
          data-testid="capture-form-changes"
          className="mt-3 rounded-lg border border-brand-500 bg-brand-50 p-3 text-slate-900"
        >
          <p className="font-medium">The form was updated. From this lead on:</p>
          <ul className="ml-5 list-disc">
            {state.formChanges.slice(0, 6).map((change, index) => (
              <li key={index}>{change}</li>
            ))}
          </ul>
          <button type="button" onClick={() => app.dismissFormChanges()} className={touchButton("secondary", "mt-2")}>
            Got it
          </button>
        </div>
      ) : null}
      {state.newerFormWaiting ? (
        <p role="status" className="mt-3 text-slate-800" data-testid="capture-newer-form">
          A newer version of this form arrived: this lead finishes on the form it started with, the next one gets the
          new version.
        </p>
      ) : null}
      <p role="status" data-testid="capture-saved" className="mt-3 min-h-6 text-emerald-800">
        {saved ? `${saved.name}: ${savedLead?.status === "sent" ? "Sent" : "Saved on this tablet"}` : null}
      </p>
      {tab === "capture" ? (
        <CaptureForm
          key={form.lastModified}
          questions={form.questions}
          submitLabel="Save lead"
          onStarted={app.leadStarted}
          tools={tools}
          toolsSlot={toolsSlot}
          onCleared={app.leadFinished}
          onSubmit={submit}
          draftKey={state.device ? leadDraftKey(state.device.company.username, form.eventId) : undefined}
        />
      ) : (
        <LeadsPanel eventId={form.eventId} />
      )}
    </main>
  );
}
