"use client";
// Needs review: the e-mail was already registered (409). The registration the server holds beside the lead's
// answers, and three ways out: update the existing registration with these answers (PATCH with its
// Last-Modified as the precondition), keep the existing one, or correct the e-mail and send again.
import { useEffect, useState } from "react";
import type { CaptureForm } from "@/lib/capture/capture-api";
import type { ExistingRegistration } from "@/lib/capture/capture-api";
import { existingRegistrationId } from "@/lib/capture/lead-summary";
import type { Lead } from "@/lib/capture/queue";
import { useCaptureApp } from "./use-capture";
import { touchButton } from "./touch";

const shown = (value: unknown) =>
  value === undefined
    ? "—"
    : Array.isArray(value)
      ? value.join(", ")
      : typeof value === "boolean"
        ? value
          ? "Yes"
          : "No"
        : String(value);

export function LeadReview({
  lead,
  form,
  onEdit,
  onSettled,
}: {
  lead: Lead;
  form: CaptureForm | undefined;
  onEdit(): void;
  /** The person updated or kept the existing registration: the panel closes. */
  onSettled(): void;
}) {
  const app = useCaptureApp();
  const existingId = existingRegistrationId(lead.problem?.details);
  const [existing, setExisting] = useState<ExistingRegistration | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const api = app.getApi();
    if (!existingId || !api) return;
    api
      .registration(lead.eventId, existingId)
      .then(setExisting, (error: unknown) =>
        setProblem(
          `The existing registration could not be read (${error instanceof Error ? error.message : String(error)}). ` +
            "Connect the tablet and open this lead again.",
        ),
      );
  }, [app, existingId, lead.eventId]);

  async function run(task: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await task();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  // The lead as the queue holds it now: a decision already taken (in another panel, another tab) is never taken again.
  const stillInReview = () =>
    app
      .getQueue()!
      .getSnapshot()
      .leads.some((each) => each.id === lead.id && each.status === "needsReview");
  const update = () =>
    run(async () => {
      const api = app.getApi();
      if (!api || !existing) throw new Error("The existing registration is not loaded yet.");
      if (!stillInReview()) throw new Error("This lead was settled already; nothing was changed.");
      await api.updateRegistration(lead.eventId, existing.id, lead.values, existing.lastModified);
      await app.getQueue()!.settle(lead.id, existing.id, "updated");
      onSettled();
    });
  const keep = () =>
    run(async () => {
      if (!existingId) throw new Error("The server did not say which registration holds this e-mail.");
      await app.getQueue()!.settle(lead.id, existingId, "kept");
      onSettled();
    });

  const ids = [...new Set([...Object.keys(existing?.values ?? {}), ...Object.keys(lead.values)])];
  const label = (id: string) => {
    const question = form?.questions.find((each) => each.id === id);
    return (question && "label" in question && question.label) || id;
  };

  return (
    <div className="mt-2 space-y-3" data-testid="lead-review">
      <p className="text-slate-800">
        This e-mail address is already registered for this event, by another tablet or earlier. Compare the answers
        below, then choose which to keep.
      </p>
      {existing ? (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">The registration already there beside this lead</caption>
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col">Already registered</th>
              <th scope="col">This lead</th>
            </tr>
          </thead>
          <tbody>
            {ids.map((id) => (
              <tr key={id} className="border-t border-slate-200">
                <th scope="row" className="py-1 pr-2 font-medium">
                  {label(id)}
                </th>
                <td className="py-1 pr-2">{shown(existing.values[id]?.value)}</td>
                <td className="py-1">{shown(lead.values[id]?.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : problem ? null : (
        <p className="text-slate-700">Reading the registration already there…</p>
      )}
      {problem ? (
        <p role="alert" className="text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy || !existing}
          onClick={() => void update()}
          className={touchButton("primary")}
        >
          Update the existing lead
        </button>
        <button type="button" disabled={busy} onClick={() => void keep()} className={touchButton("secondary")}>
          Keep the existing one
        </button>
        <button type="button" disabled={busy} onClick={onEdit} className={touchButton("secondary")}>
          Correct the e-mail and send
        </button>
      </div>
    </div>
  );
}
