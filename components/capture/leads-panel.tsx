"use client";
// (e) This device's last leads for the event: name, time and state ("Saved on this tablet", "Sent", "Needs review",
// "Parked"). Waiting, doubled and parked leads can be edited and sent again; a parked lead can be discarded, after
// a confirmation; a doubled one is settled in Needs review.
import { useState } from "react";
import { leadName } from "@/lib/capture/lead-summary";
import type { Lead, LeadStatus } from "@/lib/capture/queue";
import { CaptureForm } from "./capture-form";
import { clockTime } from "./clock-time";
import { LeadReview } from "./lead-review";
import { useCaptureApp, useCaptureState, useQueueSnapshot } from "./use-capture";
import { touchButton } from "./touch";

/** How many of this device's leads the list shows, newest first. */
export const LEADS_SHOWN = 20;

const STATE_WORDS: Record<LeadStatus, string> = {
  waiting: "Saved on this tablet",
  sent: "Sent",
  needsReview: "Needs review",
  parked: "Parked",
};
const STATE_LOOK: Record<LeadStatus, string> = {
  waiting: "bg-amber-100 text-amber-900",
  sent: "bg-emerald-100 text-emerald-900",
  needsReview: "bg-red-100 text-red-900",
  parked: "bg-red-100 text-red-900",
};
const KEPT_LOOK = "bg-slate-100 text-slate-900";

/** The badge's words: a lead settled in Needs review says how, since "Sent" would claim what did not happen. */
function stateWords(lead: Lead): string {
  if (lead.status === "sent" && lead.settled === "kept") return "Kept the existing one (not sent)";
  if (lead.status === "sent" && lead.settled === "updated") return "Updated the existing one";
  return STATE_WORDS[lead.status];
}

function LeadRow({ lead }: { lead: Lead }) {
  const app = useCaptureApp();
  const state = useCaptureState();
  const [open, setOpen] = useState<"edit" | "correct" | "review" | "discard" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = state.forms.find((each) => each.eventId === lead.eventId);
  const queue = app.getQueue()!;
  const editable = lead.status !== "sent";

  async function save(values: Lead["values"]) {
    await queue.edit(lead.id, values);
    setOpen(null);
    void queue.flush();
  }
  async function discard() {
    try {
      await queue.discard(lead.id);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <li data-testid="capture-lead" data-status={lead.status} className="border-b border-slate-200 py-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">{leadName(lead)}</span>
        <span className="text-sm text-slate-700">{clockTime(lead.capturedAt)}</span>
        <span
          className={`rounded px-2 py-0.5 text-sm ${lead.settled === "kept" ? KEPT_LOOK : STATE_LOOK[lead.status]}`}
        >
          {stateWords(lead)}
        </span>
        <span className="ml-auto flex gap-2">
          {lead.status === "needsReview" ? (
            <button
              type="button"
              onClick={() => setOpen(open === "review" ? null : "review")}
              className={touchButton("secondary")}
            >
              Review
            </button>
          ) : null}
          {editable ? (
            <button
              type="button"
              onClick={() => setOpen(open === "edit" ? null : "edit")}
              className={touchButton("secondary")}
            >
              {lead.status === "parked" ? "Fix and resend" : "Edit"}
            </button>
          ) : null}
          {lead.status === "parked" ? (
            <button type="button" onClick={() => setOpen("discard")} className={touchButton("ghost-danger")}>
              Discard
            </button>
          ) : null}
        </span>
      </div>
      {lead.status === "parked" && lead.problem ? <p className="mt-1 text-red-800">{lead.problem.message}</p> : null}
      {lead.status === "waiting" && lead.lastError ? (
        <p className="mt-1 text-sm text-slate-700">{lead.lastError}</p>
      ) : null}
      {open === "review" && lead.status === "needsReview" ? (
        <LeadReview lead={lead} form={form} onEdit={() => setOpen("correct")} onSettled={() => setOpen(null)} />
      ) : null}
      {open === "edit" || open === "correct" ? (
        form ? (
          <div className="mt-2 rounded-lg border border-slate-300 p-3">
            <CaptureForm
              questions={form.questions}
              initialValues={lead.values}
              idPrefix={`capture-edit-${lead.seq}`}
              // From Needs review's "Correct the e-mail and send": straight to the e-mail.
              focusQuestion={
                open === "correct" ? form.questions.find((question) => question.type === "email")?.id : undefined
              }
              submitLabel="Save and send"
              onSubmit={save}
              secondary={
                <button type="button" onClick={() => setOpen(null)} className={touchButton("secondary")}>
                  Cancel
                </button>
              }
            />
          </div>
        ) : (
          <p className="mt-1 text-slate-800">
            This event&apos;s form is not on the device any more (the event was closed). Export the lead instead.
          </p>
        )
      ) : null}
      {open === "discard" ? (
        <div role="alertdialog" aria-label="Discard this lead" className="mt-2 rounded-lg border border-red-300 p-3">
          <p className="text-slate-900">
            Discard {leadName(lead)} for good? It was never registered; nothing keeps a copy.
          </p>
          <div className="mt-2 flex gap-2">
            <button type="button" onClick={() => void discard()} className={touchButton("danger")}>
              Discard for good
            </button>
            <button type="button" onClick={() => setOpen(null)} className={touchButton("secondary")}>
              Keep it
            </button>
          </div>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="text-red-700">
          {problem}
        </p>
      ) : null}
    </li>
  );
}

export function LeadsPanel({ eventId }: { eventId: number }) {
  const queue = useQueueSnapshot();
  const leads = queue.leads
    .filter((lead) => lead.eventId === eventId)
    .slice(-LEADS_SHOWN)
    .reverse();
  return (
    <section aria-labelledby="capture-leads-title" className="mt-6">
      <h2 id="capture-leads-title" className="text-lg font-semibold text-slate-900">
        Leads on this tablet
      </h2>
      {leads.length === 0 ? (
        <p className="text-slate-700">None yet for this event.</p>
      ) : (
        <ul>
          {leads.map((lead) => (
            <LeadRow key={lead.id} lead={lead} />
          ))}
        </ul>
      )}
    </section>
  );
}
