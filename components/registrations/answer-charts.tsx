"use client";
// At a glance: how the answers to each choice question are spread over all registrations, counted on the server
// page by page (the answers route streams its progress, then the charts). Plain SVG bars, each chart with a table
// alternative; nothing loads from another origin.
import { useEffect, useState } from "react";
import { percentOf, type AnswerChart } from "@/lib/registrations/answer-counts";
import type { Formatters } from "./format";

type State =
  | { phase: "loading"; done: number; total: number }
  | { phase: "ready"; charts: AnswerChart[] }
  | { phase: "failed"; message: string };
type Line = { type: "progress"; done: number; total: number } | { type: "charts"; charts: AnswerChart[] };

async function readLines(response: Response, onLine: (line: Line) => void) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf("\n")) >= 0) {
      onLine(JSON.parse(buffer.slice(0, end)) as Line);
      buffer = buffer.slice(end + 1);
    }
  }
}

/** Counts once per mount: the page remounts it (a new key) when the registrations it shows changed. */
export function AnswerCharts({ eventId, format }: { eventId: number; format: Formatters }) {
  const [state, setState] = useState<State>({ phase: "loading", done: 0, total: 0 });
  useEffect(() => {
    const abort = new AbortController();
    (async () => {
      const response = await fetch(`/events/${eventId}/registrations/answers`, {
        signal: abort.signal,
        cache: "no-store",
      });
      if (!response.ok || !response.body) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        return setState({
          phase: "failed",
          message: body?.message ?? "The answers could not be counted. Reload the page to try again.",
        });
      }
      await readLines(response, (line) =>
        setState(
          line.type === "progress"
            ? { phase: "loading", done: line.done, total: line.total }
            : { phase: "ready", charts: line.charts },
        ),
      );
    })().catch(() => {
      if (!abort.signal.aborted)
        setState({ phase: "failed", message: "The answers could not be counted. Reload the page to try again." });
    });
    return () => abort.abort();
  }, [eventId]);

  return (
    <section aria-labelledby="at-a-glance" className="space-y-3">
      <h2 id="at-a-glance" className="text-lg font-semibold text-slate-900">
        At a glance
      </h2>
      {state.phase === "loading" ? (
        <div className="flex items-center gap-2 text-sm text-slate-700">
          <progress
            aria-label="Counting the answers"
            max={Math.max(1, state.total)}
            value={state.done}
            className="h-2 w-40"
          />
          <span role="status">
            {state.total
              ? `Counting the answers: ${format.number(state.done)} of ${format.number(state.total)} registrations`
              : "Counting the answers…"}
          </span>
        </div>
      ) : state.phase === "failed" ? (
        <p role="alert" className="text-sm text-red-700">
          {state.message}
        </p>
      ) : state.charts.length === 0 ? (
        <p className="text-sm text-slate-600">
          This form has no choice questions (select, radio, checkbox group, checkbox, rating) to chart.
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {state.charts.map((chart) => (
            <BarChart key={chart.questionId} chart={chart} format={format} />
          ))}
        </div>
      )}
    </section>
  );
}

const ROW = 26;
const LABEL_WIDTH = 170;
const BAR_WIDTH = 220;
const WIDTH = 480;
const clip = (text: string, max = 26) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function BarChart({ chart, format }: { chart: AnswerChart; format: Formatters }) {
  const max = Math.max(1, ...chart.bars.map((bar) => bar.count));
  const id = `chart-${chart.questionId}`;
  const height = chart.bars.length * ROW + 8;
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4" data-chart={chart.questionId}>
      <figcaption id={`${id}-caption`} className="text-sm font-medium text-slate-900">
        {chart.label}
        <span className="ml-2 text-xs font-normal text-slate-600">
          {format.number(chart.total)} registrations
          {chart.multiple ? " · several answers each, so the bars add up to more" : ""}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        className="mt-2 w-full"
        role="img"
        aria-labelledby={`${id}-caption`}
        aria-describedby={`${id}-table`}
      >
        {chart.bars.map((bar, index) => {
          const y = index * ROW + 4;
          const width = (bar.count / max) * BAR_WIDTH;
          const muted = bar.key.startsWith("(");
          return (
            <g key={bar.key}>
              <title>{`${bar.label}: ${bar.count} (${percentOf(bar.count, chart.total)})`}</title>
              <text
                x={LABEL_WIDTH - 8}
                y={y + ROW / 2}
                textAnchor="end"
                dominantBaseline="middle"
                className={`text-[12px] ${muted ? "fill-slate-500 italic" : "fill-slate-800"}`}
              >
                {clip(bar.label)}
              </text>
              <rect
                x={LABEL_WIDTH}
                y={y + 4}
                width={Math.max(bar.count ? 2 : 0, width)}
                height={ROW - 8}
                rx={3}
                className={muted ? "fill-slate-300" : "fill-brand-500"}
              />
              <text
                x={LABEL_WIDTH + width + 6}
                y={y + ROW / 2}
                dominantBaseline="middle"
                className="fill-slate-700 text-[12px] tabular-nums"
              >
                {`${format.number(bar.count)} · ${percentOf(bar.count, chart.total)}`}
              </text>
            </g>
          );
        })}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700">Show as a table</summary>
        <table id={`${id}-table`} className="mt-2 w-full text-left">
          <caption className="sr-only">Answers to {chart.label}</caption>
          <thead>
            <tr className="text-xs text-slate-600">
              <th scope="col" className="py-1 font-medium">
                Answer
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Registrations
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Share
              </th>
            </tr>
          </thead>
          <tbody>
            {chart.bars.map((bar) => (
              <tr key={bar.key} data-bar={bar.key} className="border-t border-slate-100">
                <th scope="row" className="py-1 font-normal">
                  {bar.label}
                </th>
                <td className="py-1 text-right tabular-nums" data-count={bar.count}>
                  {format.number(bar.count)}
                </td>
                <td className="py-1 text-right tabular-nums">{percentOf(bar.count, chart.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
