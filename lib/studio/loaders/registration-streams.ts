import "server-only";
// The two long reads of an event's registrations, as streams the studio's route handlers send: the CSV export and
// the answer counts behind the charts. Both pull one page (1,000) from the SDK's iterator when the reader wants more,
// so the server holds one page at a time whatever the count, and both stop iterating when the reader goes away
// (the browser's fetch aborted: the stream is cancelled, or the request's signal aborts).
import type { Client, Event, Registration } from "../../sdk";
import { createAnswerCounter } from "../../registrations/answer-counts";
import { registrationColumns } from "../../registrations/columns";
import { BOM, csvHeader, csvLines, csvRow } from "../../registrations/csv";

/** Registrations turned into text per chunk: about one API page. */
const BATCH = 1000;

type Source = AsyncIterator<Registration, void, undefined>;

/** A byte stream that asks `next` for its next text until it returns null, and ends the iteration when cancelled. */
function pulled(source: Source, next: () => Promise<string | null>, signal: AbortSignal): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    void source.return?.();
  };
  signal.addEventListener("abort", stop, { once: true });
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (stopped) return;
        try {
          const text = await next();
          if (stopped) return;
          if (text === null) {
            stopped = true;
            controller.close();
          } else controller.enqueue(encoder.encode(text));
        } catch (error) {
          stop();
          controller.error(error);
        }
      },
      cancel: stop,
    },
    // One chunk waiting at most: the next page is read only when the reader took the last one.
    { highWaterMark: 1 },
  );
}

async function take(source: Source, count: number): Promise<Registration[]> {
  const items: Registration[] = [];
  while (items.length < count) {
    const step = await source.next();
    if (step.done) break;
    items.push(step.value);
  }
  return items;
}

/** The event's registrations as CSV (UTF-8 with BOM, CRLF, formulas neutralised), in the order they arrived. */
export function registrationsCsv(api: Client, event: Event, signal: AbortSignal): ReadableStream<Uint8Array> {
  const columns = registrationColumns(event.questions);
  const questions = new Map(event.questions.map((question) => [question.id, question]));
  const source = api.registrations.iterate(event.id)[Symbol.asyncIterator]();
  let started = false;
  return pulled(
    source,
    async () => {
      if (!started) {
        started = true;
        return BOM + csvLines([csvHeader(columns)]);
      }
      const batch = await take(source, BATCH);
      return batch.length === 0
        ? null
        : csvLines(batch.map((registration) => csvRow(columns, questions, registration)));
    },
    signal,
  );
}

/** One line of the answer-count stream (NDJSON): progress after every page, then the charts. */
export type AnswerCountLine =
  | { type: "progress"; done: number; total: number }
  | { type: "charts"; charts: ReturnType<ReturnType<typeof createAnswerCounter>["charts"]> };

/** The spread of the answers to every choice question over all the event's registrations, as NDJSON. */
export function answerCountStream(
  api: Client,
  event: Event,
  total: number,
  signal: AbortSignal,
): ReadableStream<Uint8Array> {
  const counter = createAnswerCounter(event.questions);
  const source = api.registrations.iterate(event.id, { fields: ["values"] })[Symbol.asyncIterator]() as Source;
  let finished = false;
  const line = (value: AnswerCountLine) => `${JSON.stringify(value)}\n`;
  return pulled(
    source,
    async () => {
      if (finished) return null;
      const batch = await take(source, BATCH);
      for (const registration of batch) counter.add(registration.values);
      if (batch.length > 0)
        return line({ type: "progress", done: counter.total, total: Math.max(total, counter.total) });
      finished = true;
      return line({ type: "charts", charts: counter.charts() });
    },
    signal,
  );
}

/** `Content-Disposition` for a download named after the event (ASCII fallback, and the name in UTF-8). */
export function attachment(eventName: string, day: Date): string {
  const base = `${eventName.trim() || "event"} registrations ${day.toISOString().slice(0, 10)}.csv`.replace(
    /[\\/:*?"<>|\u0000-\u001f\u007f]+/g,
    "-",
  );
  const ascii = base
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\;]/g, "-");
  return `attachment; filename="${ascii || "registrations.csv"}"; filename*=UTF-8''${encodeURIComponent(base)}`;
}
