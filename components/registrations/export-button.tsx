"use client";
// Export CSV: streams the export route (every registration, page by page on the server) with a progress bar of
// records received against the count, and Cancel (the fetch is aborted; the server stops reading pages). The file is
// saved when the last byte arrived.
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { createRecordCounter, fileNameOf } from "./csv-records";
import type { Formatters } from "./format";

type State =
  | { phase: "idle" }
  | { phase: "running"; done: number; total: number }
  | { phase: "done"; count: number }
  | { phase: "cancelled" }
  | { phase: "failed"; message: string };

async function refusalMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  return body?.message ?? `The export failed (${response.status}). Try again.`;
}

function save(parts: BlobPart[], name: string) {
  const url = URL.createObjectURL(new Blob(parts, { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function ExportButton({ eventId, format }: { eventId: number; format: Formatters }) {
  const [state, setState] = useState<State>({ phase: "idle" });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: "running", done: 0, total: 0 });
    try {
      const response = await fetch(`/events/${eventId}/registrations/export`, {
        signal: abort.signal,
        cache: "no-store",
      });
      if (!response.ok || !response.body) return setState({ phase: "failed", message: await refusalMessage(response) });
      const total = Number(response.headers.get("x-registration-count") ?? 0);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const counter = createRecordCounter();
      const parts: BlobPart[] = [];
      let done = 0;
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        parts.push(chunk.value);
        // The header is a record too.
        done = Math.max(0, counter.push(decoder.decode(chunk.value, { stream: true })) - 1);
        setState({ phase: "running", done, total: Math.max(total, done) });
      }
      save(parts, fileNameOf(response.headers.get("content-disposition"), "registrations.csv"));
      setState({ phase: "done", count: done });
    } catch (error) {
      if (abort.signal.aborted) setState({ phase: "cancelled" });
      else
        setState({
          phase: "failed",
          message:
            error instanceof Error && error.name === "TypeError"
              ? "The export was interrupted (connection lost). Try again."
              : "The export failed. Try again.",
        });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  };

  const running = state.phase === "running";
  return (
    <div className="flex flex-wrap items-center gap-3">
      {running ? (
        <>
          <div className="flex items-center gap-2">
            <progress
              aria-label="Export progress"
              max={Math.max(1, state.total)}
              value={state.done}
              className={
                "h-2 w-40 overflow-hidden rounded " +
                "[&::-webkit-progress-bar]:bg-slate-200 " +
                "[&::-webkit-progress-value]:bg-brand-600"
              }
            />
            <span className="text-sm text-slate-700 tabular-nums" role="status">
              Exporting {format.number(state.done)} of {format.number(state.total)}
            </span>
          </div>
          <Button variant="secondary" size="compact" onClick={() => controller.current?.abort()}>
            Cancel export
          </Button>
        </>
      ) : (
        <>
          <Button size="compact" onClick={() => void start()}>
            Export CSV
          </Button>
          <span role="status" className={`text-sm ${state.phase === "failed" ? "text-red-700" : "text-slate-600"}`}>
            {state.phase === "done"
              ? `Exported ${format.number(state.count)} registrations.`
              : state.phase === "cancelled"
                ? "Export cancelled: nothing was saved."
                : state.phase === "failed"
                  ? state.message
                  : ""}
          </span>
        </>
      )}
    </div>
  );
}
