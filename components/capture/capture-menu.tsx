"use client";
// Who is signed in on this device, and the device's actions: back to the events, export the unsent leads (CSV and
// JSON, built in the browser: it works offline and for a revoked device), full screen, sign out. Leaving the event
// and signing out are refused while anything is unsent, saying how many.
import { useState } from "react";
import { downloadFile } from "@/lib/capture/browser";
import { exportFileName, unsentLeads, unsentLeadsCsv, unsentLeadsJson } from "@/lib/capture/export-leads";
import { useCaptureApp, useCaptureState, useQueueSnapshot } from "./use-capture";
import { touchButton } from "./touch";

export function CaptureMenu() {
  const app = useCaptureApp();
  const state = useCaptureState();
  const queue = useQueueSnapshot();
  const [problem, setProblem] = useState<string | null>(null);
  const company = state.device?.company.username ?? "company";

  async function attempt(task: () => Promise<void>) {
    setProblem(null);
    try {
      await task();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }

  function exportAs(kind: "csv" | "json") {
    const now = new Date();
    const questions = new Map(state.forms.map((form) => [form.eventId, form.questions]));
    const text =
      kind === "csv" ? unsentLeadsCsv(queue.leads, questions) : unsentLeadsJson(queue.leads, now.toISOString());
    downloadFile(
      exportFileName(company, now, kind),
      kind === "csv" ? "text/csv;charset=utf-8" : "application/json",
      text,
    );
  }

  const unsent = unsentLeads(queue.leads).length;
  const canFullScreen = typeof document !== "undefined" && document.fullscreenEnabled && !document.fullscreenElement;

  return (
    <nav aria-label="Device" className="border-b border-slate-200 bg-slate-50 px-4 py-2">
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-slate-800">
          {state.device ? `${state.device.name} · ${state.device.staff} · ${state.device.company.name}` : null}
        </p>
        {state.eventId !== null ? (
          <button type="button" onClick={() => void attempt(app.leaveEvent)} className={touchButton("secondary")}>
            Events
          </button>
        ) : null}
        <button
          type="button"
          disabled={unsent === 0}
          onClick={() => exportAs("csv")}
          className={touchButton("secondary")}
        >
          Export unsent (CSV)
        </button>
        <button
          type="button"
          disabled={unsent === 0}
          onClick={() => exportAs("json")}
          className={touchButton("secondary")}
        >
          Export unsent (JSON)
        </button>
        {canFullScreen ? (
          <button
            type="button"
            onClick={() => void document.documentElement.requestFullscreen().catch(() => {})}
            className={touchButton("secondary")}
          >
            Full screen
          </button>
        ) : null}
        <button type="button" onClick={() => void attempt(app.signOut)} className={touchButton("secondary")}>
          Sign out
        </button>
      </div>
      {problem ? (
        <p role="alert" className="mt-1 text-red-700">
          {problem}
        </p>
      ) : null}
    </nav>
  );
}
